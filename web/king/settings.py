"""What the player chose last, for King (pure): the CPU speed, high contrast, sounds and stripes
(shared by every game: ``kings.prefs``) and King's own: the new-game setup and how the score sheet
is laid out (``kings.king.settings``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from web.king.setup import Setup, default_setup
from web.shell.settingsio import TableSettings

Columns = Literal["one", "two"]


@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last (all off by default; high contrast stripes red cards whatever this says)."""

    setup_type = Setup
    first_setup = staticmethod(default_setup)

    columns: Columns = "one"  #: the score sheet: one column per player, or a negative and a positive one

    def own(self) -> dict[str, Any]:
        return {"columns": self.columns}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        columns = data.get("columns", "one")
        if columns not in ("one", "two"):
            raise ValueError("the score sheet has one or two columns a player")
        return {"columns": columns}
