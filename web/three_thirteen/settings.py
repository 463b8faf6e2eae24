"""What the player chose last, for 3-13 (pure): the shared prefs (``kings.prefs``) and 3-13's own: the
new-game setup and whether the hand is arranged into its melds automatically (``kings.three-thirteen.settings``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kings.three_thirteen.rules import Rules
from web.shell.settingsio import load_settings as shell_load
from web.shell.settingsio import read_prefs
from web.shell.storage import Store
from web.three_thirteen.setup import Setup, default_setup, seats_from_list


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose last (the shared prefs all off by default)."""

    speed: str = "normal"
    setup: Setup | None = None
    contrast: bool = False
    sound: bool = False
    stripes: bool = False
    arrange: bool = True  #: the hand is laid out in its melds by the game; False: in the player's own order

    def to_dict(self) -> dict[str, Any]:
        setup = self.setup
        return {
            "speed": self.speed, "contrast": self.contrast, "sound": self.sound, "stripes": self.stripes,
            "arrange": self.arrange,
            "setup": None if setup is None else {"seats": [s.to_dict() for s in setup.seats],
                                                 "rules": setup.rules.to_dict()},
        }  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Read :meth:`to_dict` output; raises ValueError (or an engine error) on anything else."""
        prefs = read_prefs(data)
        arrange = data.get("arrange", True)
        if not isinstance(arrange, bool):
            raise ValueError("arrange must be true or false")
        raw = data.get("setup")
        setup = None
        if raw is not None:
            if not isinstance(raw, dict):
                raise ValueError("setup must be an object")
            seats = seats_from_list(raw.get("seats"))
            setup = Setup(seats, Rules.from_dict(raw.get("rules")).validate(len(seats)))
        return cls(setup=setup, arrange=arrange, **prefs)

    def start_setup(self) -> Setup:
        return self.setup or default_setup()


def load_settings(store: Store) -> Settings | None:
    """The saved settings (the shared prefs + 3-13's part), or None if neither was saved."""
    return shell_load(store, Settings.from_dict, Settings())
