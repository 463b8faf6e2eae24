"""What the player chose last, for Kings in the Corner (pure): the CPU speed, the high-contrast
theme and sounds (shared by every game: ``kings.prefs``) and the new-game setup (this game's own:
``kings.corners.settings``). :meth:`Settings.to_dict` is both together; :func:`split` and
:func:`joined` convert between that and the two stored parts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kings.corners.notation import rules_from_json, rules_to_json
from web.corners.setup import Setup, default_setup, seats_from_list
from web.corners.urlparams import SPEEDS
from web.shell.settingsio import UNUSABLE, save_settings
from web.shell.settingsio import load_settings as shell_load
from web.shell.storage import Store


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose last: animation speed, the new-game setup (without a seed), the
    high-contrast theme, sounds and striped red cards (all off by default; high contrast stripes
    red cards whatever this says)."""

    speed: str = "normal"
    setup: Setup | None = None
    contrast: bool = False
    sound: bool = False
    stripes: bool = False

    def to_dict(self) -> dict[str, Any]:
        setup = self.setup
        return {
            "speed": self.speed,
            "contrast": self.contrast,
            "sound": self.sound,
            "stripes": self.stripes,
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
            seats = seats_from_list(raw.get("seats", []))
            rules = rules_from_json(raw.get("rules"))
            rules.validate(len(seats))
            setup = Setup(seats, rules)
        flags = {k: data.get(k, False) for k in ("contrast", "sound", "stripes")}
        if not all(isinstance(v, bool) for v in flags.values()):
            raise ValueError("contrast, sound and stripes must be true or false")
        return cls(speed, setup, **flags)

    def start_setup(self) -> Setup:
        return self.setup or default_setup()


def load_settings(store: Store) -> Settings | None:
    """The saved settings (the shared prefs + this game's part), or None if neither was saved."""
    return shell_load(store, Settings.from_dict, Settings())


__all__ = ["UNUSABLE", "Settings", "load_settings", "save_settings"]
