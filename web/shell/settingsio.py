"""A game's settings in storage, for every game (pure): the prefs every game shares (``kings.prefs``:
speed, contrast, sound, stripes) and the game's own part (``kings.<game>.settings``: its new-game setup,
...), kept apart and read back as one settings value of the game's own type.

A part that cannot be read is dropped with a notice for the player, and the other is kept.
"""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

from kings.errors import KingsError
from web.shell.storage import PREF_KEYS, UNREADABLE, Store

#: What the settings readers raise on data they cannot use (the engine's errors for bad rules).
UNUSABLE: tuple[type[Exception], ...] = (*UNREADABLE, KingsError)


class SettingsLike(Protocol):
    """A game's settings: one dict with the shared prefs' keys and its own."""

    def to_dict(self) -> dict[str, Any]: ...


S = TypeVar("S", bound=SettingsLike)


class Reader(Protocol[S]):  # type: ignore[misc]  # (a reader returns S: covariance would be right but is moot)
    def __call__(self, data: Any) -> S: ...


def split(settings: SettingsLike) -> tuple[dict[str, Any], dict[str, Any]]:
    """``(shared prefs, the game's settings)``, as stored."""
    data = settings.to_dict()
    return {k: data[k] for k in PREF_KEYS}, {k: v for k, v in data.items() if k not in PREF_KEYS}


def joined(prefs: Any, game: Any) -> dict[str, Any] | None:
    """The two stored parts as one settings dict; None if neither was saved."""
    if prefs is None and game is None:
        return None
    both: dict[str, Any] = {}
    for part in (game, prefs):
        if part is not None:
            if not isinstance(part, dict):
                raise ValueError("settings must be an object")
            both.update(part)
    return both


def load_settings(store: Store, read: Reader[S], default: S) -> S | None:
    """The saved settings (the shared prefs + the game's part, from ``store``: the game's namespace),
    or None if neither was saved; a part that cannot be read is dropped with a notice, the other kept."""
    shared = store.shared()
    prefs, game = shared.load("prefs"), store.load("settings")
    settings = default
    if prefs is not None:
        try:
            settings = read(joined(prefs, None))
        except UNUSABLE:
            shared.reject("prefs", "could not be read")
    if game is not None:
        try:
            settings = read(joined(split(settings)[0], game))
        except UNUSABLE:
            store.reject("settings", "could not be read")
    return None if prefs is None and game is None else settings


def save_settings(store: Store, settings: SettingsLike) -> None:
    """Save ``settings``: the shared prefs for every game, the rest in the game's namespace."""
    prefs, game = split(settings)
    store.shared().save("prefs", prefs)
    store.save("settings", game)


SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")


def read_prefs(data: Any) -> dict[str, Any]:
    """The shared prefs of a settings dict (``speed``, ``contrast``, ``sound``, ``stripes``), checked; raises
    ValueError on anything unusable. A game's ``Settings.from_dict`` reads its own keys besides."""
    if not isinstance(data, dict):
        raise ValueError("settings must be an object")
    speed = data.get("speed", "normal")
    if speed not in SPEEDS:
        raise ValueError(f"unknown speed {speed!r}")
    flags = {k: data.get(k, False) for k in ("contrast", "sound", "stripes")}
    if not all(isinstance(v, bool) for v in flags.values()):
        raise ValueError("contrast, sound and stripes must be true or false")
    return {"speed": speed, **flags}
