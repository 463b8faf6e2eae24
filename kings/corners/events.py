"""What a deal records as it goes and how it ends: the types the deal, its observations and the scoring share."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from kings.cards import Card
from kings.corners.moves import Move, Place


class Event(NamedTuple):
    """One public event: who made which move, and how many cards it drew from the stock."""

    seat: int
    move: Move
    drew: int


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a deal ended. ``winner`` is the seat that went out, or None at an impasse."""

    winner: int | None
    hands: tuple[tuple[Card, ...], ...]
    first_turn: bool  #: the winner went out on their own first turn of the deal (Kleplek)
    completed: tuple[tuple[int, Place], ...]  #: (seat, pile) for each completed pile, in order
    idle_turns: tuple[int, ...]  #: turns each seat ended with no card played (chips, pool)
    king_fines: tuple[int, ...]  #: times each seat held back a playable king (kings compulsory)

    @property
    def impasse(self) -> bool:
        return self.winner is None

    @property
    def winners(self) -> tuple[int, ...]:
        """The seat that went out, as a tuple (the :class:`kings.game.Outcome` view); () at an impasse."""
        return () if self.winner is None else (self.winner,)

    def corners_completed(self, seat: int) -> int:
        return sum(1 for s, p in self.completed if s == seat and p.is_corner)
