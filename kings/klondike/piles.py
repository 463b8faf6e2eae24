"""The piles of a Klondike table and the two building rules: down in alternating colours on the tableau, up in suit
from the ace on the foundations. Small pure functions on cards (ints), shared by the deal, the helpers and the
solver.

>>> from kings.cards import Card
>>> fits(Card.parse("7C"), Card.parse("8H")), fits(Card.parse("7C"), Card.parse("8S"))
(True, False)
>>> goes_home(Card.parse("2D"), (0, 1, 0, 0)), goes_home(Card.parse("3D"), (0, 1, 0, 0))
(True, False)
>>> safe_home(Card.parse("5H"), (4, 3, 4, 4)), safe_home(Card.parse("5H"), (4, 2, 4, 4))
(True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.cards import CARDS, RANK_OF, RED_OF, STANDARD_DECK, SUIT_OF, Card

KING = 13
SUIT_COUNT = 4
#: Foundations by suit index (clubs, diamonds, hearts, spades): the rank on top, 0 when empty.
Foundations = tuple[int, int, int, int]
EMPTY_FOUNDATIONS: Foundations = (0, 0, 0, 0)
#: For each suit index, the other suit of the same colour (clubs-spades, diamonds-hearts).
SAME_COLOUR = (3, 2, 1, 0)


@dataclass(frozen=True, slots=True)
class Column:
    """One column of the tableau: its face-down cards and the face-up run on them (both bottom first)."""

    down: tuple[Card, ...] = ()
    up: tuple[Card, ...] = ()

    @property
    def top(self) -> Card | None:
        """The card on top (the one that can go home), or None for an empty column."""
        return self.up[-1] if self.up else None

    def __len__(self) -> int:
        return len(self.down) + len(self.up)

    def without_run(self, start: int) -> Column:
        """The column once ``up[start:]`` has left it; a face-down card left on top is turned over (the game does
        that itself: turning it is no choice, and every computer version does so)."""
        up = self.up[:start]
        if up or not self.down:
            return Column(self.down, up)
        return Column(self.down[:-1], self.down[-1:])


def fits(card: int, host: int) -> bool:
    """Whether ``card`` may go on ``host`` in a column: one rank lower and the other colour."""
    return RANK_OF[host] == RANK_OF[card] + 1 and RED_OF[host] != RED_OF[card]


def goes_home(card: int, foundations: Sequence[int]) -> bool:
    """Whether ``card`` may go on its foundation now (the next rank of its suit)."""
    return foundations[SUIT_OF[card]] == RANK_OF[card] - 1


def safe_home(card: int, foundations: Sequence[int]) -> bool:
    """Whether sending ``card`` home now can never be a mistake, so a player (or the solver) may do it at once.

    The card goes home, and it is an ace or a two, or both foundations of the other colour hold the rank below it
    and the other foundation of its colour holds two below: then every card that could still be built on it
    (the other colour, one lower), and every card that could be built on those, is already home."""
    rank, suit = RANK_OF[card], SUIT_OF[card]
    if foundations[suit] != rank - 1:
        return False
    if rank <= 2:
        return True
    red = RED_OF[card]
    other = [f for s, f in enumerate(foundations) if (s in (1, 2)) != red]
    return min(other) >= rank - 1 and foundations[SAME_COLOUR[suit]] >= rank - 2


def foundation_cards(foundations: Sequence[int]) -> tuple[Card, ...]:
    """Every card on the foundations, suit by suit, ace first."""
    return tuple(CARDS[s * 13 + r] for s in range(SUIT_COUNT) for r in range(foundations[s]))


def foundation_top(foundations: Sequence[int], suit: int) -> Card | None:
    """The top card of one foundation (by suit index), or None when it is empty."""
    rank = foundations[suit]
    return CARDS[suit * 13 + rank - 1] if rank else None


def with_rank(foundations: Foundations, suit: int, rank: int) -> Foundations:
    """The foundations with ``suit``'s top rank set to ``rank``."""
    out = list(foundations)
    out[suit] = rank
    return (out[0], out[1], out[2], out[3])


def foundation_tops(found: Foundations) -> list[Card]:
    """The top card of each foundation that holds any, by suit."""
    return [STANDARD_DECK[s * 13 + r - 1] for s, r in enumerate(found) if r]
