"""What the player chose last, for Kings in the Corner (pure): the CPU speed, the high-contrast
theme and sounds (shared by every game: ``kings.prefs``) and the new-game setup (this game's own:
``kings.corners.settings``), on the shell's :class:`~web.shell.settingsio.TableSettings`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from web.corners.setup import Setup, default_setup
from web.shell.settingsio import UNUSABLE, TableSettings, save_settings
from web.shell.storage import Store


@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last: animation speed, the new-game setup (without a seed), the
    high-contrast theme, sounds and striped red cards (all off by default; high contrast stripes
    red cards whatever this says)."""

    @classmethod
    def read_setup(cls, raw: Any) -> Setup:
        return Setup.from_dict(raw)

    def start_setup(self) -> Setup:
        return self.setup or default_setup()


def load_settings(store: Store) -> Settings | None:
    """The saved settings (the shared prefs + this game's part), or None if neither was saved."""
    return Settings.load(store)


__all__ = ["UNUSABLE", "Settings", "load_settings", "save_settings"]
