"""What the player sees of a deal of Klondike, and the same deal with what it cannot see dealt again.

The player sees the face-up cards of every column and how many face-down cards lie under them, every card of the
waste (each was turned face up: drawing three fans all three out, as every computer version shows them), the
foundations, how many cards the stock holds, and what every move did. It also remembers: once the waste has been
turned over the first time, every card of the stock has been seen, in order (the stock is the waste turned over,
and playing a card from the waste never changes the order of the others), so from the second pass on the stock's
order is part of the view. Before that, the cards left in the stock have never been seen.

So what is hidden is the face-down cards, and the stock during the first pass: :func:`redeal_hidden` shuffles
exactly those back into the same places, and :meth:`Observation.sample` deals the unseen cards into them at random
(what the CPU players and the hints search, never the real deal).

>>> from kings.klondike.deal import Deal
>>> from kings.klondike.moves import DRAW
>>> from kings.klondike.rules import Rules
>>> from kings.seeding import Rng
>>> deal = Deal.new(Rules(), seed=7).play(DRAW)
>>> obs = deal.observe(0)
>>> obs.hidden, obs.stock_size, obs.stock, len(obs.unseen())
((0, 1, 2, 3, 4, 5, 6), 23, None, 44)
>>> other = redeal_hidden(deal, 0, Rng(1))
>>> other.columns != deal.columns, other.observe(0) == obs
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from kings.cards import STANDARD_DECK, Card
from kings.klondike.deal import Deal, foundation_tops
from kings.klondike.moves import Move
from kings.klondike.piles import Column, Foundations, foundation_cards
from kings.klondike.rules import Rules
from kings.seeding import Rng


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

    def sample(self, rng: Rng) -> Deal:
        """A deal the player could be facing: everything it sees, and the unseen cards shuffled into the face-down
        places and the unseen stock. CPU players and hints search these, never the real deal."""
        pool = list(self.unseen())
        rng.shuffle(pool)
        columns = []
        for down, up in zip(self.hidden, self.up, strict=True):
            columns.append(Column(tuple(pool[:down]), up))
            del pool[:down]
        stock = self.stock if self.stock is not None else tuple(pool)
        return Deal(self.rules, None, tuple(columns), stock, self.waste, self.foundations, self.recycles, self.score,
                    self.moves, self.ended, self.idle, self.best, self.dead, self.dead_recycles)  # fmt: skip

    def tops(self) -> tuple[Card, ...]:
        """The top card of each foundation that holds any."""
        return tuple(foundation_tops(self.foundations))


def observe(deal: Deal, seat: int = 0) -> Observation:
    """What the player (seat 0, the only one) sees of ``deal``."""
    if seat != 0:
        raise ValueError(f"Klondike has one seat, 0, not {seat}")
    return Observation(
        seat=0, rules=deal.rules, hidden=tuple(len(c.down) for c in deal.columns),
        up=tuple(c.up for c in deal.columns), stock_size=len(deal.stock),
        stock=deal.stock if deal.recycles else None, waste=deal.waste, foundations=deal.foundations,
        recycles=deal.recycles, score=deal.score, moves=deal.moves, idle=deal.idle, best=deal.best, dead=deal.dead,
        dead_recycles=deal.dead_recycles,
        ended=deal.ended, legal=deal.legal_moves(),
    )  # fmt: skip


def redeal_hidden(deal: Deal, seat: int, rng: Rng) -> Deal:
    """The same deal with the face-down cards (and the stock, before its first pass) shuffled and dealt again into
    the same places; :func:`observe` gives the same view of both."""
    if seat != 0:
        raise ValueError(f"Klondike has one seat, 0, not {seat}")
    pool = [c for col in deal.columns for c in col.down]
    if not deal.recycles:
        pool += deal.stock
    rng.shuffle(pool)
    columns = []
    for col in deal.columns:
        n = len(col.down)
        columns.append(Column(tuple(pool[:n]), col.up))
        del pool[:n]
    stock = deal.stock if deal.recycles else tuple(pool)
    return replace(deal, columns=tuple(columns), stock=stock)
