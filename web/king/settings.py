"""What the player chose last, for King (pure): the CPU speed, high contrast, sounds and stripes
(shared by every game: ``kings.prefs``) and King's own: the new-game setup and how the score sheet
is laid out (``kings.king.settings``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from kings.king.rules import Rules
from web.king.setup import Setup, default_setup, seats_from_list
from web.shell.settingsio import load_settings as shell_load
from web.shell.settingsio import read_prefs
from web.shell.storage import Store

Columns = Literal["one", "two"]


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose last (all off by default; high contrast stripes red cards whatever this says)."""

    speed: str = "normal"
    setup: Setup | None = None
    contrast: bool = False
    sound: bool = False
    stripes: bool = False
    columns: Columns = "one"  #: the score sheet: one column per player, or a negative and a positive one

    def to_dict(self) -> dict[str, Any]:
        setup = self.setup
        return {
            "speed": self.speed, "contrast": self.contrast, "sound": self.sound, "stripes": self.stripes,
            "columns": self.columns,
            "setup": None if setup is None else {"seats": [s.to_dict() for s in setup.seats],
                                                 "rules": setup.rules.to_dict()},
        }  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Read :meth:`to_dict` output; raises ValueError (or an engine error) on anything else."""
        prefs = read_prefs(data)
        columns = data.get("columns", "one")
        if columns not in ("one", "two"):
            raise ValueError("the score sheet has one or two columns a player")
        raw = data.get("setup")
        setup = None
        if raw is not None:
            if not isinstance(raw, dict):
                raise ValueError("setup must be an object")
            setup = Setup(seats_from_list(raw.get("seats")), Rules.from_dict(raw.get("rules")))
        return cls(setup=setup, columns=columns, **prefs)

    def start_setup(self) -> Setup:
        return self.setup or default_setup()


def load_settings(store: Store) -> Settings | None:
    """The saved settings (the shared prefs + King's part), or None if neither was saved."""
    return shell_load(store, Settings.from_dict, Settings())
