"""The saved data of the one-game version, moved into the per-game layout (pure): :func:`adopt_legacy`, run by the
shell at boot before any game opens."""

from __future__ import annotations

from web.shell.storage import PREF_KEYS, Store, read_json

#: Keys of the layout before games had namespaces (Kings in the Corner alone), and where they go.
LEGACY_GAME = "corners"
LEGACY_MOVES = {"kings.match": "kings.corners.match", "kings.stats": "kings.corners.stats"}


def adopt_legacy(store: Store) -> bool:
    """Move saved data of the one-game layout into the per-game layout; True if anything moved.

    ``kings.match`` and ``kings.stats`` become Kings in the Corner's, unchanged. ``kings.settings``
    is split: speed, contrast and sound go to the shared ``kings.prefs``, the rest (the last new-game
    setup) to ``kings.corners.settings``. Unreadable data moves as it is, so that reading it later
    drops it with the usual notice. Data already in the new layout is never overwritten.
    """
    io = store.shared()
    moved = False
    for old, new in LEGACY_MOVES.items():
        text = io._get(old)
        if text is None:
            continue
        if io._get(new) is None:
            io._set(new, text)
            moved = True
            if new == "kings.corners.match":
                io.for_game(LEGACY_GAME).save("lobby", {"resume": True, "last": None})
        _remove(io, old)
    text = io._get("kings.settings")
    if text is not None:
        moved = True
        _split_settings(io, text)
        _remove(io, "kings.settings")
    return moved


def _remove(store: Store, key: str) -> None:
    try:
        store.backend.remove(key)
    except Exception:
        store._fall_back()


def _split_settings(store: Store, text: str) -> None:
    game = store.for_game(LEGACY_GAME)
    try:
        envelope = read_json(text)
        data = envelope["data"] if isinstance(envelope, dict) and envelope.get("schema") == 1 else None
    except (ValueError, KeyError):
        data = None
    if not isinstance(data, dict):  # unreadable: the game's settings reader drops it, with the notice
        if store._get(game.key("settings")) is None:
            game._set(game.key("settings"), text)
        return
    prefs = {k: data[k] for k in PREF_KEYS if k in data}
    if prefs and store._get(store.key("prefs")) is None:
        store.save("prefs", prefs)
    if store._get(game.key("settings")) is None:
        game.save("settings", {k: v for k, v in data.items() if k not in PREF_KEYS})
