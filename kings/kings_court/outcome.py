"""The two colours of King's Court (a colour is a seat: Orange 0 moves first, Green 1), and how a game ends: what
the game, its texts and the table all read."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from kings.i18n import N_, _

ORANGE, GREEN = 0, 1
#: The colours' names, by seat (English, as data reads them: shown through :func:`colour_name`).
# Translators: the two sides of King's Court, named by their pieces' colour, as a player's name is ("Orange moves d2
# to d3"; "You play Green")
COLOURS = (N_("Orange"), N_("Green"))


def colour_name(colour: int) -> str:
    """A side's name in the language in use: ``Orange``, ``Green``."""
    return _(COLOURS[colour])


class End(Enum):
    """Why a game ended."""

    COURT = "court"  #: a player's last piece in the Court was captured: that player lost
    BLOCKED = "blocked"  #: the player to move had no legal move
    REPETITION = "repetition"  #: the same position came up ``rules.repetition`` times (a draw)
    QUIET = "quiet"  #: ``rules.quiet_moves`` moves each without a capture (a draw)


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winning seat (None for a draw) and why."""

    winner: int | None
    end: End

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seat, or () for a draw."""
        return () if self.winner is None else (self.winner,)
