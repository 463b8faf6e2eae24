"""What a game of Kings Cup leaves on the table, and how it ends: the cards drawn, the roles held, the house rules
made, the outcome. The game, its observations and its texts all read them.
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import Card
from kings.kings_cup.deck import Role


@dataclass(frozen=True, slots=True)
class Drawn:
    """One card drawn, and who drew it."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Holding:
    """A role held: who holds it, the card that gave it (its rule says what the role means), and a mate's partner."""

    role: Role
    seat: int
    card: Card
    mate: int | None = None  #: the seat chosen as mate (for :attr:`Role.MATE` only)


@dataclass(frozen=True, slots=True)
class HouseRule:
    """A rule made up at the table, its author, and the card that let them make it."""

    seat: int
    text: str
    card: Card


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: its winners (fewest points; ``()`` in a deck that keeps no score), every seat's points,
    who drew the last king (None if the deck ran out), and a plain summary naming the players."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]
    last: int | None
    summary: str
