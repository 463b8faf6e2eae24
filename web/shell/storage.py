"""Versioned saved data with recovery, one namespace per game (pure).

Each kind of data lives under its own key as an envelope ``{"schema": N, "kind": ..., "data":
...}``: what every game shares under ``kings.<kind>`` (``kings.prefs``: speed, contrast, sound),
each game's own under ``kings.<game id>.<kind>`` (``kings.corners.match``, ``.settings``,
``.stats``, ``.lobby``: the line its lobby tile shows). :func:`adopt_legacy` moves the data of the
one-game layout (``kings.settings``, ``kings.match``, ``kings.stats``) into it. Reading never
crashes: data that is not JSON, belongs to something else, or was written by an unknown version is
migrated when a migration exists, else dropped with a notice for the player. The storage itself is
injected (a :class:`Backend`); if it throws, as ``localStorage`` does in private mode or a sandboxed
frame, or fills up, the store carries on in memory and says so.

>>> store = Store(MemoryBackend()).for_game("corners")
>>> store.save("stats", {"total": {}})
>>> store.load("stats"), store.notices
({'total': {}}, [])
>>> store.backend.set("kings.corners.stats", "{not json"); store.load("stats"), store.notices
(None, ['Your saved statistics could not be read, so they were reset.'])
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

from kings.jsontext import too_deep

SCHEMA = 1  #: the schema version of kinds not listed in :data:`SCHEMAS`
#: Each kind's current schema version: statistics are at 2 since they keep a per-deal history.
SCHEMAS: dict[str, int] = {"settings": 1, "match": 1, "stats": 2, "prefs": 1, "lobby": 1}
PREFIX = "kings."
KINDS: dict[str, str] = {"settings": "settings", "match": "match in progress", "stats": "statistics",
                         "prefs": "settings", "lobby": "game summary"}  # fmt: skip
#: The settings every game shares (``kings.prefs``); the rest of a game's settings are its own.
PREF_KEYS = ("speed", "contrast", "sound", "stripes")


def _stats_1_to_2(data: Any) -> Any:
    """Statistics 1 -> 2: the per-deal history starts empty (the tallies are kept)."""
    if not isinstance(data, dict):
        raise ValueError("statistics must be an object")
    return {**data, "history": []}


#: What reading data from outside (storage, a file) may raise when the data is unusable. Readers
#: raise ValueError (or a game's own errors); the rest are a backstop, so bad data never stops a game.
UNREADABLE: tuple[type[Exception], ...] = (ValueError, TypeError, KeyError, OverflowError, RecursionError)

#: (kind, version) -> function upgrading that version's data by one step. Add one per schema change.
MIGRATIONS: dict[tuple[str, int], Callable[[Any], Any]] = {("stats", 1): _stats_1_to_2}


def read_json(text: str) -> Any:
    """``json.loads(text)``, raising only ValueError: also for nesting too deep for the parser (its
    RecursionError), whatever the Python (3.14's parser goes deeper than 3.11's).

    >>> read_json('{"a": [1]}')
    {'a': [1]}
    >>> read_json("[" * 100_000 + "]" * 100_000)
    Traceback (most recent call last):
      ...
    ValueError: nested too deep
    """
    if too_deep(text, MAX_DEPTH):
        raise ValueError("nested too deep")
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("nested too deep") from None


#: Deeper than any data the house writes (a saved match is four levels deep), shallow enough for
#: every reader and writer of JSON: CPython's parser and encoder stop near 1,000 levels.
MAX_DEPTH = 64


def migrate(kind: str, version: int, data: Any) -> Any:
    """``data`` of ``kind`` written at schema ``version``, upgraded to the current schema.

    Raises ValueError saying why it cannot be (``came from a newer version of the game``, ...)."""
    current = SCHEMAS.get(kind, SCHEMA)
    if version > current:
        raise ValueError("came from a newer version of the game")
    while version < current:
        step = MIGRATIONS.get((kind, version))
        if step is None:
            raise ValueError("came from an older version of the game")
        try:
            data = step(data)
        except UNREADABLE:
            raise ValueError("could not be upgraded") from None
        version += 1
    return data


class Backend(Protocol):
    """A string key-value store (``localStorage`` in the browser). Any method may raise."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...


class MemoryBackend:
    """A backend in memory: for tests, and the fallback when the real one fails."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)


FALLBACK_NOTICE = (
    "This browser is not letting the game save (private mode, blocked or full storage): "
    "your game and statistics last only until you close the tab."
)


class _Io:
    """The backend and the notices, shared by a store and its views of other namespaces."""

    def __init__(self, backend: Backend) -> None:
        self.backend: Backend = backend
        self.notices: list[str] = []
        self.fallen_back = False


class Store:
    """Reads and writes the envelopes of one namespace (``""``: what all games share; else a game's
    id); collects notices for the player in :attr:`notices`, one list for every namespace."""

    def __init__(self, backend: Backend, namespace: str = "") -> None:
        self._io = _Io(backend)
        self.namespace = namespace

    def for_game(self, game: str) -> Store:
        """The same storage seen from ``game``'s namespace (``kings.<game>.<kind>``)."""
        view = Store.__new__(Store)
        view._io, view.namespace = self._io, game
        return view

    def shared(self) -> Store:
        """The same storage seen from the namespace every game shares (``kings.<kind>``)."""
        return self.for_game("")

    def key(self, kind: str) -> str:
        return PREFIX + (f"{self.namespace}." if self.namespace else "") + kind

    @property
    def backend(self) -> Backend:
        return self._io.backend

    @property
    def notices(self) -> list[str]:
        return self._io.notices

    @property
    def fallen_back(self) -> bool:
        return self._io.fallen_back

    def _fall_back(self) -> None:
        io = self._io
        if not io.fallen_back:
            io.fallen_back = True
            io.backend = MemoryBackend()
            io.notices.append(FALLBACK_NOTICE)
    def _get(self, key: str) -> str | None:
        try:
            return self.backend.get(key)
        except Exception:  # the browser's storage can throw anything (SecurityError, ...)
            self._fall_back()
            return None

    def _set(self, key: str, value: str) -> None:
        try:
            self.backend.set(key, value)
        except Exception:  # QuotaExceededError, SecurityError, ...
            self._fall_back()
            self.backend.set(key, value)

    def clear(self, kind: str) -> None:
        try:
            self.backend.remove(self.key(kind))
        except Exception:
            self._fall_back()

    def save(self, kind: str, data: Any) -> None:
        """Store ``data`` (JSON-able) as the current schema."""
        envelope = {"schema": SCHEMAS.get(kind, SCHEMA), "kind": kind, "data": data}
        self._set(self.key(kind), json.dumps(envelope, ensure_ascii=False, separators=(",", ":")))

    def load(self, kind: str) -> Any | None:
        """The stored data of ``kind`` at the current schema, or None (absent or unreadable)."""
        text = self._get(self.key(kind))
        if text is None:
            return None
        try:
            envelope = read_json(text)
            if not isinstance(envelope, dict) or envelope.get("kind") != kind or "data" not in envelope:
                raise ValueError("not ours")
            version = envelope.get("schema")
            if isinstance(version, bool) or not isinstance(version, int):
                raise ValueError("no schema version")
        except ValueError:
            self.reject(kind, "could not be read")
            return None
        try:
            return migrate(kind, version, envelope["data"])
        except ValueError as exc:
            self.reject(kind, str(exc))
            return None

    def reject(self, kind: str, why: str) -> None:
        """Drop unusable data of ``kind`` and tell the player."""
        self.clear(kind)
        noun = KINDS.get(kind, kind)
        then = "a new game was started" if kind == "match" else "they were reset"
        self.notices.append(f"Your saved {noun} {why}, so {then}.")


# -- the one-game layout ------------------------------------------------------------------------------
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
