"""A game's settings in storage, for every game (pure): the prefs every game shares (``kings.prefs``:
speed, contrast, sound, stripes) and the game's own part (``kings.<game>.settings``: its new-game setup,
...), kept apart and read back as one settings value of the game's own type.

Each part is read field by field: a field that cannot be read is dropped (the part as it was set aside first, with
a notice saying which part), the other fields and the other part kept. The shared part is written merged with what
another tab may have saved meanwhile: a field this page did not change keeps that tab's value.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, cast

from kings.errors import KingsError
from kings.i18n import N_
from web.shell.quoting import quoted
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


T = TypeVar("T")
Fields = tuple[T, dict[str, Any], list[str]]
#: A saved setting in the words of its notice when it cannot be read (any other: its name, quoted).
FIELD_WORDS = {"speed": N_("the CPU speed"), "contrast": N_("high contrast"), "sound": N_("sounds"),
               "stripes": N_("striped red cards"), "setup": N_("the seats and rules of a new game"),
               "columns": N_("the score sheet's columns"), "arrange": N_("arranging the hand"),
               "bank": N_("the Vegas bank"), "adults": N_("the adult decks' age notice"), "large": N_("large text")}


def salvage_fields(read: Callable[[dict[str, Any]], T], data: Any, base: dict[str, Any]) -> Fields[T]:
    """``read(data)``, or field by field when it fails: starting from ``base`` (fields that read), each field of
    ``data`` is added if the whole still reads. Returns (what was read, the fields kept, those dropped in words);
    raises ValueError when ``data`` is not an object."""
    if not isinstance(data, dict):
        raise ValueError("settings must be an object")
    try:
        return read(data), data, []
    except UNUSABLE:
        pass
    kept, value, dropped = dict(base), read(base), []
    for name, field in data.items():
        try:
            value = read({**kept, name: field})
        except UNUSABLE:
            dropped.append(FIELD_WORDS.get(str(name)) or quoted(str(name)))
            continue
        kept[name] = field
    return value, {k: v for k, v in kept.items() if k in data}, dropped


def _part(store: Store, kind: str, data: Any, base: dict[str, Any], read: Callable[[dict[str, Any]], S]) -> S | None:
    """One stored part read field by field (see :func:`salvage_fields`); None if none of it could be."""
    try:
        value, kept, dropped = salvage_fields(read, data, base)
    except UNUSABLE:
        store.reject(kind, N_("could not be read"))
        return None
    if dropped:
        store.repaired(kind, dropped, kept)
    return value


def load_settings(store: Store, read: Reader[S], default: S) -> S | None:
    """The saved settings (the shared prefs + the game's part, from ``store``: the game's namespace),
    or None if neither was saved; a field that cannot be read is dropped with a notice, the others kept."""
    shared = store.shared()
    prefs, game = shared.load("prefs"), store.load("settings")
    settings = default
    if prefs is not None:
        settings = _part(shared, "prefs", prefs, split(default)[0], lambda d: read(joined(d, None))) or settings
    if game is not None:
        good = split(settings)[0]
        settings = _part(store, "settings", game, split(default)[1], lambda d: read(joined(good, d))) or settings
    return None if prefs is None and game is None else settings


def _prefs_in(text: str | None) -> dict[str, Any]:
    try:
        data = json.loads(text or "null")["data"]
        return data if isinstance(data, dict) else {}
    except (ValueError, TypeError, KeyError, RecursionError):
        return {}


def save_settings(store: Store, settings: SettingsLike) -> dict[str, Any]:
    """Save ``settings``: the shared prefs for every game, the rest in the game's namespace. Returns the shared
    prefs as saved: merged with another tab's changes (a field this page left as it read it takes the stored one)."""
    prefs, game = split(settings)
    shared = store.shared()
    key = shared.key("prefs")
    now, seen = shared.peek(key), shared.seen(key)
    if now != seen:  # another tab saved the shared prefs since this page read them
        base, theirs = _prefs_in(seen), _prefs_in(now)
        prefs = {k: v if v != base.get(k, v) or k not in theirs else theirs[k] for k, v in prefs.items()}
        try:
            prefs = read_prefs(prefs)
        except ValueError:
            prefs = split(settings)[0]
    shared.save("prefs", prefs)
    store.save("settings", game)
    return prefs


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


class SetupLike(Protocol):
    """A game's new-game setup, as its settings keep it."""

    def to_dict(self) -> dict[str, Any]: ...


SetupT = TypeVar("SetupT", bound=SetupLike)


@dataclass(frozen=True, slots=True)
class TableSettings(Generic[SetupT]):
    """What the player chose last, for one game: the shared prefs (all off by default) and the last new-game setup.

    A game declares its setup's class (:attr:`setup_type`, whose ``from_dict`` reads a saved setup) and its first
    setup (:attr:`first_setup`); a game with fields of its own adds them in a subclass (a dataclass too, each with
    a default): each is saved as it is (:meth:`own`, written after the shared prefs and before the setup) and read
    back as a yes or no (:meth:`read_own`), unless the game says otherwise."""

    #: the game's setup class: ``setup_type.from_dict(raw)`` reads a saved setup
    setup_type: ClassVar[type[Any]]
    #: the setup of a first game, when none was saved
    first_setup: ClassVar[Callable[[], Any]]

    speed: str = "normal"
    setup: SetupT | None = None
    contrast: bool = False
    sound: bool = False
    stripes: bool = False

    def own(self) -> dict[str, Any]:
        """The game's own fields, as saved: each field its subclass adds, as it is."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name not in SHARED}

    def to_dict(self) -> dict[str, Any]:
        setup = self.setup
        return {"speed": self.speed, "contrast": self.contrast, "sound": self.sound, "stripes": self.stripes,
                **self.own(), "setup": None if setup is None else setup.to_dict()}  # fmt: skip

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        """The game's own fields of saved settings, checked; raises ValueError on anything unusable. Each is a yes or
        no unless the game reads its own (a field not saved takes its default)."""
        own = {f.name: data.get(f.name, f.default) for f in fields(cls) if f.name not in SHARED}
        if not all(isinstance(v, bool) for v in own.values()):
            raise ValueError(f"{' and '.join(own)} must be true or false")
        return own

    @classmethod
    def read_setup(cls, raw: Any) -> SetupT:
        """A saved setup; raises ValueError (or an engine error) on anything else."""
        return cast(SetupT, cls.setup_type.from_dict(raw))

    def start_setup(self) -> SetupT:
        """The setup a new game starts from: the last one chosen, or the first."""
        return self.setup or cast(SetupT, type(self).first_setup())

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """Read :meth:`to_dict` output; raises ValueError (or an engine error) on anything else."""
        prefs = read_prefs(data)
        own = cls.read_own(data)
        raw = data.get("setup")
        return cls(setup=None if raw is None else cls.read_setup(raw), **own, **prefs)

    @classmethod
    def load(cls, store: Store) -> Self | None:
        """The saved settings (the shared prefs + the game's part), or None if neither was saved."""
        return load_settings(store, cls.from_dict, cls())


SHARED = frozenset(f.name for f in fields(TableSettings))  #: the fields every game's settings have
