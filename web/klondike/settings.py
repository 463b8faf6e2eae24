"""What the player chose last, for Klondike (pure): the shared prefs (``kings.prefs``) and Klondike's own
(``kings.klondike.settings``): the new-game setup (rules, winnable deals only) and the Vegas running total, which
carries over from deal to deal."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from web.klondike.session import MAX_BANK
from web.klondike.setup import Setup
from web.shell.settingsio import TableSettings


@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last (the shared prefs all off by default)."""

    setup_type = Setup
    first_setup = Setup

    bank: int = 0  #: the Vegas running total of the deals finished so far

    def own(self) -> dict[str, Any]:
        return {"bank": self.bank}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        bank = data.get("bank", 0)
        if isinstance(bank, bool) or not isinstance(bank, int) or abs(bank) > MAX_BANK:
            raise ValueError("the Vegas total must be a whole number")
        return {"bank": bank}
