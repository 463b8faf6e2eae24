"""What one seat sees of a round of 3-13.

A seat sees its own cards (and the card it just drew), how many cards each player holds, how many are left in the
stock, every card of the discard pile (the top one can be taken; the ones under it are known to have been thrown),
and the round's public history: who drew from the stock (not the card), who took which discard, who threw what,
who went out, when the stock was rebuilt. So a seat also knows some of the cards in other hands: the discards they
took and have not thrown back (:func:`known_cards`). A player who goes out lays the whole hand down in melds, face up:
from then on every seat sees it (``laid_down``). It never sees the stock's order or another hand; at the end of the
round every hand is laid down, so then it sees them all.

:func:`kings.three_thirteen.unseen.redeal_hidden` keeps everything the seat knows and deals the rest again. The
round builds its observations (:func:`kings.three_thirteen.round.observe`); this module knows nothing of the round,
so that the round can import it.

>>> from kings.three_thirteen.moves import DISCARD, STOCK
>>> from kings.three_thirteen.round import Round
>>> from kings.three_thirteen.rules import Rules
>>> r = Round.new(Rules(), seed=7, players=3).play(DISCARD)
>>> r = r.play(r.legal_moves()[0]).play(STOCK)
>>> known_cards(r.history, 3)[1]
(Card.parse('8S'),)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from kings.cards import Card
from kings.three_thirteen.events import Event
from kings.three_thirteen.moves import Move
from kings.three_thirteen.rules import Rules


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view of a round of 3-13."""

    seat: int
    rules: Rules
    number: int  #: the round, from 0
    cards: int  #: cards dealt to each player this round
    wild: int  #: the wild rank
    players: int
    dealer: int
    acting: int | None
    phase: str  #: ``draw``, ``discard`` or ``over``
    hand: tuple[Card, ...]  #: this seat's own cards, sorted
    drawn: Card | None  #: the card this seat drew this turn (while it is to discard)
    from_pile: bool  #: the acting seat's card this turn came from the discard pile
    hand_sizes: tuple[int, ...]
    stock_size: int
    pile: tuple[Card, ...]  #: the discard pile, top last
    history: tuple[Event, ...]
    out: int | None  #: the seat that went out
    rebuilds: int
    moves: tuple[Move, ...]  #: this seat's legal moves (empty when another seat acts)
    shown: tuple[tuple[Card, ...], ...] = ()  #: every hand, once the round is over and they are laid down
    totals: tuple[int, ...] = ()  #: the match's totals before this round, by seat of this round (in a match)
    laid_down: tuple[Card, ...] = ()  #: the hand of the seat that went out, laid down face up (during the last turns)

    def legal_moves(self) -> tuple[Move, ...]:
        return self.moves

    @property
    def top(self) -> Card:
        """The top card of the discard pile."""
        return self.pile[-1]


def known_cards(history: Sequence[Event], players: int) -> tuple[tuple[Card, ...], ...]:
    """The cards each seat is known to hold: the discards it took and has not thrown back since (with two packs, a
    card of the same name thrown counts as that one). Everyone at the table can work this out."""
    held = [Counter[Card]() for _ in range(players)]
    for e in history:
        if e.card is None:
            continue
        if e.kind == "pile":
            held[e.seat][e.card] += 1
        elif e.kind in ("throw", "out") and held[e.seat][e.card] > 0:
            held[e.seat][e.card] -= 1
    return tuple(tuple(sorted(h.elements())) for h in held)
