"""What one seat sees of a round of 3-13, and the same round with what it cannot see dealt again.

A seat sees its own cards (and the card it just drew), how many cards each player holds, how many are left in the
stock, every card of the discard pile (the top one can be taken; the ones under it are known to have been thrown),
and the round's public history: who drew from the stock (not the card), who took which discard, who threw what,
who went out, when the stock was rebuilt. So a seat also knows some of the cards in other hands: the discards they
took and have not thrown back (:func:`known_cards`). It never sees the stock's order or another hand; at the end of
the round every hand is laid down, so then it sees them all.

:func:`redeal_hidden` keeps everything the seat knows, each other player's known cards included, and deals the rest
of the other hands and the stock again; the seat's observation stays the same.

>>> from kings.three_thirteen.moves import DISCARD, STOCK, Discard
>>> from kings.three_thirteen.round import Round
>>> from kings.three_thirteen.rules import Rules
>>> from kings.seeding import Rng
>>> r = Round.new(Rules(), seed=7, players=3).play(DISCARD)
>>> r = r.play(r.legal_moves()[0]).play(STOCK)
>>> other = redeal_hidden(r, 0, Rng(1))
>>> other.hands[2] != r.hands[2], other.observe(0) == r.observe(0), known_cards(r.history, 3)[1]
(True, True, (Card.parse('8S'),))
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from kings.cards import Card
from kings.seeding import Rng
from kings.three_thirteen.moves import Move
from kings.three_thirteen.round import Event, Round
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

    def legal_moves(self) -> tuple[Move, ...]:
        return self.moves

    @property
    def top(self) -> Card:
        """The top card of the discard pile."""
        return self.pile[-1]


def observe(r: Round, seat: int) -> Observation:
    """What ``seat`` may see of round ``r``."""
    if not 0 <= seat < r.players:
        raise ValueError(f"there is no seat {seat} at a table of {r.players}")
    return Observation(
        seat=seat, rules=r.rules, number=r.number, cards=r.cards, wild=r.wild, players=r.players, dealer=r.dealer,
        acting=r.acting, phase=r.phase, hand=r.hands[seat], drawn=r.drawn if r.acting == seat else None,
        from_pile=r.from_pile, hand_sizes=tuple(len(h) for h in r.hands), stock_size=len(r.stock), pile=r.pile,
        history=r.history, out=r.out, rebuilds=r.rebuilds, moves=r.legal_moves() if r.acting == seat else (),
        shown=r.hands if r.over else (),
    )  # fmt: skip


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


def redeal_hidden(r: Round, seat: int, rng: Rng) -> Round:
    """The same round with the cards ``seat`` cannot see (the stock, and the other hands but for their known cards)
    shuffled and dealt again, each hand keeping its size."""
    if not 0 <= seat < r.players:
        raise ValueError(f"there is no seat {seat} at a table of {r.players}")
    if r.over:  # the hands are laid down: only the stock is unseen
        stock = list(r.stock)
        rng.shuffle(stock)
        return replace(r, stock=tuple(stock))
    known = known_cards(r.history, r.players)
    pool = list(r.stock)
    for s in range(r.players):
        if s != seat:
            pool += (Counter(r.hands[s]) - Counter(known[s])).elements()
    rng.shuffle(pool)
    hands = list(r.hands)
    drawn = r.drawn
    for s in range(r.players):
        if s == seat:
            continue
        size = len(r.hands[s]) - len(known[s])
        dealt = pool[:size]
        del pool[:size]
        hands[s] = tuple(sorted((*known[s], *dealt)))
        if s == r.turn and drawn is not None and not r.from_pile:  # its unseen card from the stock
            drawn = dealt[0]
    return replace(r, hands=tuple(hands), stock=tuple(pool), drawn=drawn)
