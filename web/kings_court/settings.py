"""What the player chose last, for King's Court (pure): the shared prefs (``kings.prefs``) and King's Court's own:
the new-game setup (``kings.kings-court.settings``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kings.kings_court.rules import Rules
from web.kings_court.setup import Setup, default_setup, seats_from_list
from web.shell.settingsio import load_settings as shell_load
from web.shell.settingsio import read_prefs
from web.shell.storage import Store


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose last (the shared prefs all off by default)."""

    speed: str = "normal"
    setup: Setup | None = None
    contrast: bool = False
    sound: bool = False
    stripes: bool = False  #: a card game's setting, kept for the others (every game saves the shared prefs)

    def to_dict(self) -> dict[str, Any]:
        setup = self.setup
        return {
            "speed": self.speed, "contrast": self.contrast, "sound": self.sound, "stripes": self.stripes,
            "setup": None if setup is None else {"seats": [s.to_dict() for s in setup.seats],
                                                 "rules": setup.rules.to_dict()},
        }  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Read :meth:`to_dict` output; raises ValueError (or an engine error) on anything else."""
        prefs = read_prefs(data)
        raw = data.get("setup")
        setup = None
        if raw is not None:
            if not isinstance(raw, dict):
                raise ValueError("setup must be an object")
            setup = Setup(seats_from_list(raw.get("seats")), Rules.from_dict(raw.get("rules")))
        return cls(setup=setup, **prefs)

    def start_setup(self) -> Setup:
        return self.setup or default_setup()


def load_settings(store: Store) -> Settings | None:
    """The saved settings (the shared prefs + King's Court's part), or None if neither was saved."""
    return shell_load(store, Settings.from_dict, Settings())
