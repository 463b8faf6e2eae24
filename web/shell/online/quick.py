"""Quick match (pure, issue 48): which public table a player is seated at, and what the host's wait says.

*Quick match* (New game) reads this game's public tables once the relays have sent what they hold, and takes the
one that has waited longest with a free seat and the rules chosen in the New game dialog (:func:`choose`). If
there is none, the player opens a table of their own, listed at once; its free seats go to CPUs when the wait its
host chose is over (:data:`WAITS`, :func:`countdown_words`), or at once when every seat is taken. The page code is
web/shell/online/dom_quick.py.

>>> from web.shell.online.listing import Table
>>> def t(room, host, preset, opened, free=1, key="a" * 64):
...     return Table(room, key, host, 0, preset, 1, free, opened, opened, opened + 300)
>>> tables = [t("B" * 26, "Bo", "standard", 20), t("A" * 26, "Ann", "jokers", 10), t("C" * 26, "Cy", "standard", 5)]
>>> choose(tables, "standard").host, choose(tables, "jokers").host, choose(tables, "custom")
('Cy', 'Ann', None)
>>> choose(tables, "standard", hidden={"cy"}).host, choose(tables, "custom", any_rules=True).host
('Bo', 'Cy')
>>> countdown_words(42), countdown_words(300)
('Starting with CPUs in the free seats in 0:42', 'Starting with CPUs in the free seats in 5:00')
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from typing import Any

from kings import registry
from kings.i18n import _
from web.shell.online.listing import Table

#: The host's choices of how long a quick match's table waits for players before CPUs take its free seats (s).
WAITS = (30, 60, 120, 300)
DEFAULT_WAIT = 60
#: The kind, in the namespace every game shares, that keeps the host's last choice (``{"seconds": 60}``).
KIND = "online-wait"
#: Milliseconds Quick match waits at most for the relays to send what they hold before it chooses.
SETTLE_MS = 3000


def preset_of(game: str, rules: Any) -> str:
    """The id of the preset ``rules`` are (``custom``: rules that match none)."""
    preset_id = str(getattr(rules, "id", ""))
    presets = registry.game(game).presets()
    return preset_id if presets.get(preset_id) == rules else "custom"


def choose(tables: Sequence[Table], preset: str, *, mine: str = "", hidden: Collection[str] = (),
           any_rules: bool = False) -> Table | None:  # fmt: skip
    """The table a quick match seats the player at: of ``tables``, the one that has waited longest with a free seat
    and the rules ``preset`` (custom rules match no table: nobody can tell two custom rules apart by their id; any
    table with ``any_rules``), whose host is not ``hidden`` (names, casefolded) and that is not this browser's own
    (``mine``: the key it lists its tables under); None: the player opens one."""
    fits = [t for t in tables if t.free > 0 and t.pubkey != mine and t.host.casefold() not in hidden
            and (any_rules or (preset != "custom" and t.preset == preset))]  # fmt: skip
    return min(fits, key=lambda t: (t.opened, t.room), default=None)


def read_wait(data: Any) -> int:
    """The host's saved wait (:data:`KIND`), or :data:`DEFAULT_WAIT` if none was saved or it is not a choice."""
    seconds = data.get("seconds") if isinstance(data, dict) else None
    return seconds if type(seconds) is int and seconds in WAITS else DEFAULT_WAIT


def seconds_left(deadline: float, now: float) -> int:
    """Whole seconds until ``deadline`` (0 once it has passed)."""
    return max(0, math.ceil(deadline - now))


def countdown_words(seconds: int) -> str:
    """What the host's panel says while its quick match waits for players."""
    clock = f"{seconds // 60}:{seconds % 60:02d}"
    # Translators: {time} is minutes and seconds, as 0:42
    return _("Starting with CPUs in the free seats in {time}").format(time=clock)


def free_seat(roster: Sequence[dict[str, Any]]) -> int | None:
    """The first free seat of the host's list of seats (a guest's quick match sits there), or None."""
    return next((i for i, r in enumerate(roster) if r.get("kind") == "open"), None)


def free_seats(roster: Sequence[dict[str, Any]]) -> int:
    return sum(1 for r in roster if r.get("kind") == "open")
