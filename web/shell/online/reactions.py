"""Quick reactions at an online table, and the level a player reports (pure, issue 48).

Players at an online table have no free text: only :data:`REACTIONS`, a small fixed set (a thumbs up, applause,
"Good game"...), each sent as its id. The host relays a seat's reaction to every seated player, at most one per
:data:`GAP` seconds a seat (the rest are dropped, silently); each page shows it next to the sender's seat in the
online bar for :data:`SHOWN` seconds, unless its player muted reactions (:data:`MUTE`, remembered on the device).

A player's level (web/shell/profile.py) travels with their name to a public table: self-reported, so read as a
whole number clamped to 0-99, anything else ignored (0: not shown).

>>> read_level(7), read_level(250), read_level(-3), read_level(True), read_level("9"), read_level(None)
(7, 99, 0, 0, 0, 0)
>>> showing({0: ("clap", 10.0), 2: ("gg", 2.0)}, now=12.0)
{0: 'clap'}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kings.i18n import N_

#: Each reaction: id -> (what shows, its words). "Good game" shows its words; the others a symbol, with their
#: words for screen readers and the pointer. At most six: a row of buttons, not a keyboard.
REACTIONS: dict[str, tuple[str, str]] = {
    "thumbs": ("👍", N_("Thumbs up")),
    "clap": ("👏", N_("Applause")),
    "smile": ("😄", N_("Smile")),
    "wow": ("😮", N_("Wow")),
    "phew": ("😅", N_("Phew")),
    "gg": ("", N_("Good game")),
}  # fmt: skip
GAP = 3.0  #: seconds between two reactions of one seat (the host drops the ones in between)
SHOWN = 5.0  #: seconds a reaction shows next to its seat
MUTE = "online-mute"  #: the kind (shared by every game, never backed up) remembering that reactions are muted
MAX_LEVEL = 99


def read_level(value: Any) -> int:
    """A level as a player reports it: a whole number clamped to 0-99; anything else is 0 (not shown)."""
    if isinstance(value, bool) or not isinstance(value, int):
        return 0
    return max(0, min(value, MAX_LEVEL))


def is_reaction(value: Any) -> bool:
    return isinstance(value, str) and value in REACTIONS


def showing(recent: Mapping[int, tuple[str, float]], now: float) -> dict[int, str]:
    """The reactions to show now (seat -> id), from each seat's last one and when it came."""
    return {seat: r for seat, (r, at) in recent.items() if 0 <= now - at < SHOWN}


def muted(data: Any) -> bool:
    """Whether reactions are muted, as stored (anything unreadable: not muted)."""
    return isinstance(data, dict) and data.get("muted") is True
