"""What the player chose last, for Klondike (pure): the shared prefs (``kings.prefs``) and Klondike's own
(``kings.klondike.settings``): the new-game setup (rules, winnable deals only) and the Vegas running total, which
carries over from deal to deal."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from web.klondike.session import MAX_BANK
from web.klondike.setup import Setup
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
    stripes: bool = False
    bank: int = 0  #: the Vegas running total of the deals finished so far

    def to_dict(self) -> dict[str, Any]:
        return {"speed": self.speed, "contrast": self.contrast, "sound": self.sound, "stripes": self.stripes,
                "bank": self.bank, "setup": None if self.setup is None else self.setup.to_dict()}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Read :meth:`to_dict` output; raises ValueError (or an engine error) on anything else."""
        prefs = read_prefs(data)
        bank = data.get("bank", 0)
        if isinstance(bank, bool) or not isinstance(bank, int) or abs(bank) > MAX_BANK:
            raise ValueError("the Vegas total must be a whole number")
        raw = data.get("setup")
        return cls(setup=None if raw is None else Setup.from_dict(raw), bank=bank, **prefs)

    def start_setup(self) -> Setup:
        return self.setup or Setup()


def load_settings(store: Store) -> Settings | None:
    """The saved settings (the shared prefs + Klondike's part), or None if neither was saved."""
    return shell_load(store, Settings.from_dict, Settings())
