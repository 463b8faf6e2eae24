"""What the player chose last, for 3-13 (pure): the shared prefs (``kings.prefs``) and 3-13's own: the
new-game setup and whether the hand is arranged into its melds automatically (``kings.three-thirteen.settings``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from web.shell.settingsio import TableSettings
from web.shell.storage import Store
from web.three_thirteen.setup import Setup, default_setup


@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last (the shared prefs all off by default)."""

    arrange: bool = True  #: the hand is laid out in its melds by the game; False: in the player's own order

    def own(self) -> dict[str, Any]:
        return {"arrange": self.arrange}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        arrange = data.get("arrange", True)
        if not isinstance(arrange, bool):
            raise ValueError("arrange must be true or false")
        return {"arrange": arrange}

    @classmethod
    def read_setup(cls, raw: Any) -> Setup:
        return Setup.from_dict(raw)

    def start_setup(self) -> Setup:
        return self.setup or default_setup()


def load_settings(store: Store) -> Settings | None:
    """The saved settings (the shared prefs + 3-13's part), or None if neither was saved."""
    return Settings.load(store)
