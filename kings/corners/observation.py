"""What one seat may see. CPU players get an :class:`Observation`, never a :class:`~kings.corners.deal.Deal`.

An observation holds the public layout, the seat's own hand, how many cards the others hold,
the size (not the order) of the stock, and the public history: every move, with draws shown
only as a number of cards. Nothing in it reveals another hand or the stock order
(:func:`kings.corners.unseen.redeal_unseen` deals those cards again, and the seat's observation stays the same).

The deal builds its observations (:meth:`~kings.corners.deal.Deal.observe`); this module knows nothing of the deal,
so that the deal can import it."""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import JOKER, Card, deck
from kings.corners import movegen
from kings.corners.events import Event, Outcome
from kings.corners.movegen import Piles, Turn
from kings.corners.moves import Move, Place
from kings.corners.rules import Rules


@dataclass(frozen=True, slots=True)
class MatchView:
    """The public score of the match a deal belongs to, as every player at the table sees it."""

    totals: tuple[int, ...]  #: each deal seat's match total before this deal
    deals_done: int  #: deals of the match already scored
    pot: int = 0  #: chips already in the pot (chips scoring)


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view of a deal."""

    seat: int
    rules: Rules
    piles: Piles
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    dealer: int
    turn: Turn
    idle_round: int
    idle_turns: tuple[int, ...]
    king_fines: tuple[int, ...]
    completed: tuple[tuple[int, Place], ...]
    aside: tuple[Card, ...]
    start: Piles
    history: tuple[Event, ...]
    outcome: Outcome | None  #: once the deal is over every hand is shown, as at a real table
    #: the match's score when the deal is part of one (:meth:`kings.corners.Match.observe`), else None
    match: MatchView | None = None

    @property
    def players(self) -> int:
        return len(self.hand_sizes)

    @property
    def my_turn(self) -> bool:
        return self.outcome is None and self.turn.seat == self.seat

    def legal_moves(self) -> tuple[Move, ...]:
        """This seat's legal moves, computed from what it can see (empty when it is not its turn)."""
        if not self.my_turn:
            return ()
        return movegen.legal_moves(self.rules, self.piles, self.hand, self.stock_size, self.turn)

    def unseen(self) -> tuple[Card, ...]:
        """Cards this seat cannot see: the other hands and the stock, together, in pack order."""
        pool = list(deck(2 if self.rules.jokers else 0))
        seen = [*self.hand, *self.aside, *(c for pile in self.piles for c in pile)]
        for c in seen:
            pool.remove(JOKER if c.is_joker else c)
        return tuple(pool)
