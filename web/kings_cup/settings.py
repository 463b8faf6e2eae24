"""What the players chose last, for Kings Cup (pure): the shared prefs (``kings.prefs``) and Kings Cup's own
(``kings.kings-cup.settings``): the new-game setup, whether the age notice of the adult decks was confirmed on
this device, and large text.

Large text is off by default on every screen: the table's card and rule are already sized to be read across a
table (they grow with the window), and on a phone larger text would push the Draw button off the screen. It is
for players who want more (a laptop at the far end of the table, low vision): on, every text of the table grows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from web.kings_cup.setup import Setup, default_setup
from web.shell.settingsio import TableSettings


@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the players chose last (the shared prefs all off by default)."""

    setup_type = Setup
    first_setup = staticmethod(default_setup)

    adults: bool = False  #: the age notice was confirmed: adult decks start without asking again
    large: bool = False  #: large text on the table

    def own(self) -> dict[str, Any]:
        return {"adults": self.adults, "large": self.large}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        flags = {k: data.get(k, False) for k in ("adults", "large")}
        if not all(isinstance(v, bool) for v in flags.values()):
            raise ValueError("adults and large must be true or false")
        return flags
