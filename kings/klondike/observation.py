"""What the player sees of a deal of Klondike.

The player sees the face-up cards of every column and how many face-down cards lie under them, every card of the
waste (each was turned face up: drawing three fans all three out, as every computer version shows them), the
foundations, how many cards the stock holds, and what every move did. It also remembers: once the waste has been
turned over the first time, every card of the stock has been seen, in order (the stock is the waste turned over,
and playing a card from the waste never changes the order of the others), so from the second pass on the stock's
order is part of the view. Before that, the cards left in the stock have never been seen.

So what is hidden is the face-down cards, and the stock during the first pass (:mod:`kings.klondike.unseen` deals
them again). The deal builds its observations (:func:`kings.klondike.deal.observe`); this module knows nothing of the
deal, so that the deal can import it.

>>> from kings.klondike.deal import Deal
>>> from kings.klondike.moves import DRAW
>>> from kings.klondike.rules import Rules
>>> deal = Deal.new(Rules(), seed=7).play(DRAW)
>>> obs = deal.observe(0)
>>> obs.hidden, obs.stock_size, obs.stock, len(obs.unseen())
((0, 1, 2, 3, 4, 5, 6), 23, None, 44)
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import STANDARD_DECK, Card
from kings.klondike.moves import Move
from kings.klondike.piles import Foundations, foundation_cards, foundation_tops
from kings.klondike.rules import Rules


@dataclass(frozen=True, slots=True)
class Observation:
    """The player's view of a deal of Klondike."""

    seat: int
    rules: Rules
    hidden: tuple[int, ...]  #: face-down cards in each column
    up: tuple[tuple[Card, ...], ...]  #: each column's face-up cards, bottom first
    stock_size: int
    stock: tuple[Card, ...] | None  #: the stock in order (top last) once it has all been seen, else None
    waste: tuple[Card, ...]  #: top last
    foundations: Foundations
    recycles: int
    score: int
    moves: tuple[Move, ...]  #: every move so far
    idle: int
    best: int
    dead: int
    dead_recycles: int
    ended: str
    legal: tuple[Move, ...]
    total: int | None = None  #: the session's score before this deal (in a session)

    def legal_moves(self) -> tuple[Move, ...]:
        return self.legal

    @property
    def over(self) -> bool:
        return bool(self.ended)

    def seen(self) -> tuple[Card, ...]:
        """Every card the player can see or knows the place of."""
        up = tuple(c for run in self.up for c in run)
        return (*up, *self.waste, *foundation_cards(self.foundations), *(self.stock or ()))

    def unseen(self) -> tuple[Card, ...]:
        """The cards the player has not seen (face down, or in the stock before its first pass), in card order."""
        seen = set(self.seen())
        return tuple(c for c in STANDARD_DECK if c not in seen)

    def tops(self) -> tuple[Card, ...]:
        """The top card of each foundation that holds any."""
        return tuple(foundation_tops(self.foundations))
