"""Versioned saved data with recovery: settings, the match in progress, statistics (pure).

Each kind of data lives under its own key as an envelope ``{"schema": N, "kind": ..., "data":
...}``. Reading never crashes: data that is not JSON, belongs to something else, or was written by
an unknown version is migrated when a migration exists, else dropped with a notice for the
player. The storage itself is injected (a :class:`Backend`); if it throws, as ``localStorage``
does in private mode or a sandboxed frame, or fills up, the store carries on in memory and says so.

>>> store = Store(MemoryBackend())
>>> store.save("stats", {"total": {}})
>>> store.load("stats"), store.notices
({'total': {}}, [])
>>> store.backend.set("kings.stats", "{not json"); store.load("stats"), store.notices
(None, ['Your saved statistics could not be read, so they were reset.'])
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from kings.corners.notation import rules_from_json, rules_to_json
from web.corners.setup import SeatConfig, Setup, default_setup
from web.corners.urlparams import SPEEDS

SCHEMA = 1  #: the schema version of kinds not listed in :data:`SCHEMAS`
#: Each kind's current schema version: statistics are at 2 since they keep a per-deal history.
SCHEMAS: dict[str, int] = {"settings": 1, "match": 1, "stats": 2}
PREFIX = "kings."
KINDS: dict[str, str] = {"settings": "settings", "match": "match in progress", "stats": "statistics"}


def _stats_1_to_2(data: Any) -> Any:
    """Statistics 1 -> 2: the per-deal history starts empty (the tallies are kept)."""
    if not isinstance(data, dict):
        raise ValueError("statistics must be an object")
    return {**data, "history": []}


#: (kind, version) -> function upgrading that version's data by one step. Add one per schema change.
MIGRATIONS: dict[tuple[str, int], Callable[[Any], Any]] = {("stats", 1): _stats_1_to_2}


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
        except (ValueError, TypeError, KeyError):
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


class Store:
    """Reads and writes the envelopes; collects notices for the player in :attr:`notices`."""

    def __init__(self, backend: Backend) -> None:
        self.backend: Backend = backend
        self.notices: list[str] = []
        self.fallen_back = False

    def _fall_back(self) -> None:
        if not self.fallen_back:
            self.fallen_back = True
            self.backend = MemoryBackend()
            self.notices.append(FALLBACK_NOTICE)

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
            self.backend.remove(PREFIX + kind)
        except Exception:
            self._fall_back()

    def save(self, kind: str, data: Any) -> None:
        """Store ``data`` (JSON-able) as the current schema."""
        envelope = {"schema": SCHEMAS.get(kind, SCHEMA), "kind": kind, "data": data}
        self._set(PREFIX + kind, json.dumps(envelope, ensure_ascii=False, separators=(",", ":")))

    def load(self, kind: str) -> Any | None:
        """The stored data of ``kind`` at the current schema, or None (absent or unreadable)."""
        text = self._get(PREFIX + kind)
        if text is None:
            return None
        try:
            envelope = json.loads(text)
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


# -- settings -----------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose last: animation speed, the new-game setup (without a seed), the
    high-contrast theme and sounds (both off by default)."""

    speed: str = "normal"
    setup: Setup | None = None
    contrast: bool = False
    sound: bool = False

    def to_dict(self) -> dict[str, Any]:
        setup = self.setup
        return {
            "speed": self.speed,
            "contrast": self.contrast,
            "sound": self.sound,
            "setup": None if setup is None else {
                "seats": [s.to_dict() for s in setup.seats],
                "rules": rules_to_json(setup.rules),
            },
        }  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Read :meth:`to_dict` output; raises ValueError (or an engine error) on anything else."""
        if not isinstance(data, dict):
            raise ValueError("settings must be an object")
        speed = data.get("speed", "normal")
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}")
        raw = data.get("setup")
        setup = None
        if raw is not None:
            if not isinstance(raw, dict):
                raise ValueError("setup must be an object")
            seats = tuple(SeatConfig.from_dict(s) for s in raw.get("seats") or ())
            rules = rules_from_json(raw.get("rules"))
            rules.validate(len(seats))
            setup = Setup(seats, rules)
        flags = {k: data.get(k, False) for k in ("contrast", "sound")}
        if not all(isinstance(v, bool) for v in flags.values()):
            raise ValueError("contrast and sound must be true or false")
        return cls(speed, setup, **flags)

    def start_setup(self) -> Setup:
        return self.setup or default_setup()
