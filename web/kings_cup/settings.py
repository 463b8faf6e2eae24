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
from web.shell.settingsio import load_settings as shell_load
from web.shell.settingsio import read_prefs
from web.shell.storage import Store


@dataclass(frozen=True, slots=True)
class Settings:
    """What the players chose last (the shared prefs all off by default)."""

    speed: str = "normal"
    setup: Setup | None = None
    contrast: bool = False
    sound: bool = False
    stripes: bool = False
    adults: bool = False  #: the age notice was confirmed: adult decks start without asking again
    large: bool = False  #: large text on the table

    def to_dict(self) -> dict[str, Any]:
        return {"speed": self.speed, "contrast": self.contrast, "sound": self.sound, "stripes": self.stripes,
                "adults": self.adults, "large": self.large,
                "setup": None if self.setup is None else self.setup.to_dict()}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Read :meth:`to_dict` output; raises ValueError (or an engine error) on anything else."""
        prefs = read_prefs(data)
        flags = {k: data.get(k, False) for k in ("adults", "large")}
        if not all(isinstance(v, bool) for v in flags.values()):
            raise ValueError("adults and large must be true or false")
        raw = data.get("setup")
        return cls(setup=None if raw is None else Setup.from_dict(raw), **flags, **prefs)

    def start_setup(self) -> Setup:
        return self.setup or default_setup()


def load_settings(store: Store) -> Settings | None:
    """The saved settings (the shared prefs + Kings Cup's part), or None if neither was saved."""
    return shell_load(store, Settings.from_dict, Settings())
