"""What the player chose last, for King's Court (pure): the shared prefs (``kings.prefs``) and King's Court's own:
the new-game setup (``kings.kings-court.settings``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from web.kings_court.setup import Setup, default_setup
from web.shell.settingsio import TableSettings
from web.shell.storage import Store


@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last (the shared prefs all off by default; stripes, a card game's setting, kept for
    the others: every game saves the shared prefs)."""

    @classmethod
    def read_setup(cls, raw: Any) -> Setup:
        return Setup.from_dict(raw)

    def start_setup(self) -> Setup:
        return self.setup or default_setup()


def load_settings(store: Store) -> Settings | None:
    """The saved settings (the shared prefs + King's Court's part), or None if neither was saved."""
    return Settings.load(store)
