"""One deal of Klondike as an immutable value: the house protocol's state.

The deal (source: the classic game; ``seeds/000_07c215abc0a5bb30.txt`` gives the building rules): the pack is
shuffled with the seed and dealt in rows to seven columns, one card to each column from the first on, the first of
each row face up, then a row from the second column on, and so on: column ``n`` holds ``n`` cards, its top one face
up. The other 24 cards are the stock, face down; the last card of the shuffled pack is its top.

Decisions (on the rules page too):

* **Turning over** a face-down card left on top of a column is part of the move that uncovers it: there is no
  choice in it, every computer version does it, and it keeps one move one decision (the solver wastes no search
  on it). It scores its 5 points with the move.
* **A deal ends** when it is won (every card home), when the player gives up (always allowed), or when it is
  **stuck**: no card can move (a king alone in its column moving to another empty column does not count) and the
  stock cannot be turned, or it has been turned round with no card able to move at any card it showed, until it
  can show no other (:meth:`Deal.seen_round`). Then
  nothing can ever change, and the game says so rather than letting the player draw for ever. Every card it looks
  at is one the player has seen.
* **Idle moves.** :attr:`Deal.idle` counts the moves since the last progress (a card out of the stock and waste, a
  card turned over, or more cards home than ever before); players read it to know when to give up.

>>> deal = Deal.new(Rules(), seed=7)
>>> [len(c) for c in deal.columns], len(deal.stock), deal.columns[0].up
([1, 2, 3, 4, 5, 6, 7], 24, (Card.parse('4D'),))
>>> deal.play(DRAW).waste, deal.explain(RECYCLE)
((Card.parse('QC'),), 'Turn the rest of the stock first: it still holds 24 cards.')
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from kings.cards import RANK_OF, STANDARD_DECK, SUIT_OF, Card
from kings.errors import IllegalMoveError
from kings.klondike import scoring
from kings.klondike.moves import DRAW, FOUNDATION, GIVE_UP, RECYCLE, Draw, GiveUp, Move, Put, Recycle
from kings.klondike.observation import Observation
from kings.klondike.piles import (
    EMPTY_FOUNDATIONS,
    KING,
    Column,
    Foundations,
    fits,
    foundation_cards,
    foundation_tops,
    with_rank,
)
from kings.klondike.rules import Rules
from kings.klondike.texts import position_text, refusal
from kings.seeding import Rng, check_seed

COLUMN_COUNT = 7
WON, GAVE_UP, STUCK = "won", "gave-up", "stuck"
HOME_TOTAL = 52

#: Where a card lies: the waste's top, a column (with its index in the face-up run), a foundation's top, else None.
WASTE, TABLEAU, HOME = "waste", "tableau", "home"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a deal ended: won (winners ``(0,)``), given up or stuck (winners ``()``), and its score."""

    winners: tuple[int, ...]
    ended: str  #: ``won``, ``gave-up`` or ``stuck``
    score: int
    moves: int  #: moves played, the last included

    @property
    def totals(self) -> tuple[int]:
        """The one seat's score (what the simulator averages)."""
        return (self.score,)


@dataclass(frozen=True, slots=True)
class Deal:
    """A deal of Klondike so far: the columns, the stock (top last), the waste (top last), the foundations."""

    rules: Rules
    seed: int | None
    columns: tuple[Column, ...]
    stock: tuple[Card, ...]
    waste: tuple[Card, ...] = ()
    foundations: Foundations = EMPTY_FOUNDATIONS  #: the rank on top of each suit's foundation (0: empty)
    recycles: int = 0  #: times the waste has been turned over into the stock (the pass is this plus one)
    score: int = 0
    moves: tuple[Move, ...] = ()
    ended: str = ""  #: ``won``, ``gave-up`` or ``stuck`` once the deal is over
    idle: int = 0  #: moves since the last progress (see the module doc)
    best: int = 0  #: the most cards that have been home at once
    dead: int = 0  #: stock turns in a row made where no card could move
    dead_recycles: int = 0  #: how many of those turned the waste over

    @classmethod
    def new(cls, rules: Rules, seed: int, players: int = 1) -> Deal:
        """Shuffle with ``seed`` and deal (see the module doc)."""
        rules.validate(players)
        pack = list(STANDARD_DECK)
        Rng(check_seed(seed)).shuffle(pack)
        piles: list[list[Card]] = [[] for _ in range(COLUMN_COUNT)]
        i = 0
        for row in range(COLUMN_COUNT):
            for col in range(row, COLUMN_COUNT):
                piles[col].append(pack[i])
                i += 1
        columns = tuple(Column(tuple(p[:-1]), tuple(p[-1:])) for p in piles)
        return cls(rules, seed, columns, tuple(pack[i:]), score=scoring.start_score(rules))

    # -- the protocol ----------------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return 1

    @property
    def over(self) -> bool:
        return bool(self.ended)

    @property
    def won(self) -> bool:
        return self.ended == WON

    @property
    def acting(self) -> int | None:
        return None if self.ended else 0

    @property
    def outcome(self) -> Outcome | None:
        if not self.ended:
            return None
        return Outcome((0,) if self.ended == WON else (), self.ended, self.score, len(self.moves))

    @property
    def home_count(self) -> int:
        """Cards on the foundations."""
        return sum(self.foundations)

    @property
    def hidden_count(self) -> int:
        """Face-down cards in the columns."""
        return sum(len(c.down) for c in self.columns)

    @property
    def can_recycle(self) -> bool:
        """Whether the waste may be turned over now: the stock is empty, the waste is not, a pass is left."""
        limit = self.rules.recycles
        return not self.stock and bool(self.waste) and (limit is None or self.recycles < limit)

    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal move in a fixed order: cards home (the waste's, then each column's), the waste's card onto
        each column, each face-up card of each column onto each other column, foundation cards back down, then
        draw or recycle, then give up."""
        if self.ended:
            return ()
        moves: list[Move] = list(self.card_moves())
        if self.stock:
            moves.append(DRAW)
        elif self.can_recycle:
            moves.append(RECYCLE)
        moves.append(GIVE_UP)
        return tuple(moves)

    def card_moves(self) -> list[Put]:
        """The legal card moves (every :class:`Put`), in :meth:`legal_moves`' order."""
        cols, found = self.columns, self.foundations
        takers: dict[int, list[int]] = {}  # card -> the columns (in order) whose top it fits on
        empty: list[int] = []
        for j, col in enumerate(cols):
            if col.up:
                for card in FITS_ON[col.up[-1]]:
                    takers.setdefault(card, []).append(j)
            else:
                empty.append(j)
        waste = self.waste[-1] if self.waste else None
        moves = [Put(c, FOUNDATION) for c in (waste, *(c.up[-1] for c in cols if c.up))
                 if c is not None and found[SUIT_OF[c]] == RANK_OF[c] - 1]  # fmt: skip
        if waste is not None:
            moves += [Put(waste, j + 1) for j in (empty if RANK_OF[waste] == KING else takers.get(waste, ()))]
        get = takers.get
        for i, col in enumerate(cols):
            for card in col.up:
                dests = empty if RANK_OF[card] == KING else get(card)
                if dests:  # most cards fit nowhere: no list to build (the CPU players' playouts call this a lot)
                    moves += [Put(card, j + 1) for j in dests if j != i]
        if self.rules.take_back:
            for card in foundation_tops(found):
                moves += [Put(card, j + 1) for j in (empty if RANK_OF[card] == KING else takers.get(card, ()))]
        return moves

    def advance(self, move: Move) -> Deal:
        """The deal after a move known to be legal (the solver's lines: their tests replay them through
        :meth:`play`), without checking it."""
        return self._apply(move)

    def play(self, move: Move) -> Deal:
        """The deal after ``move``; an illegal move raises IllegalMoveError with the reason, changing nothing."""
        reason = self.explain(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        return self._apply(move)

    def explain(self, move: Move) -> str | None:
        """None if ``move`` is legal now, else why not, in plain words."""
        if not self.ended and move in self.legal_moves():
            return None
        return refusal(self, move)

    def observe(self, seat: int = 0) -> Observation:
        """What the player sees (:func:`observe`)."""
        return observe(self, seat)

    def position(self) -> str:
        """One line holding the whole deal, face-down cards and the stock's order too: equal lines, equal deals."""
        return position_text(self)

    # -- where cards are -------------------------------------------------------------------------------------------
    def locate(self, card: Card) -> tuple[str, int, int] | None:
        """Where ``card`` can be picked up: (``waste``, 0, 0) for the waste's top card, (``tableau``, column, index
        in its face-up run), (``home``, suit, 0) for a foundation's top card; None for a card that cannot move
        (face down, in the stock, under the waste's top, under a foundation's top)."""
        if self.waste and self.waste[-1] == card:
            return (WASTE, 0, 0)
        for i, col in enumerate(self.columns):
            if card in col.up:
                return (TABLEAU, i, col.up.index(card))
        suit = SUIT_OF[card]
        if self.foundations[suit] == RANK_OF[card]:
            return (HOME, suit, 0)
        return None

    # -- moves -----------------------------------------------------------------------------------------------------
    def _apply(self, move: Move) -> Deal:
        moves = self.moves + (move,)
        if isinstance(move, GiveUp):
            return replace(self, moves=moves, ended=GAVE_UP)
        if isinstance(move, Draw | Recycle):
            stalled = not self.has_card_move(useful=True)
            dead = self.dead + 1 if stalled else 0
            if isinstance(move, Draw):
                n = min(self.rules.draw, len(self.stock))
                turned = self.stock[::-1][:n]
                after = replace(self, stock=self.stock[:-n], waste=self.waste + turned, moves=moves, dead=dead,
                                dead_recycles=self.dead_recycles if stalled else 0)  # fmt: skip
            else:
                recycles = self.recycles + 1
                score = scoring.add(self.rules, self.score, scoring.recycle_points(self.rules, recycles))
                after = replace(self, stock=self.waste[::-1], waste=(), recycles=recycles, score=score, moves=moves,
                                dead=dead, dead_recycles=self.dead_recycles + 1 if stalled else 0)  # fmt: skip
            return after._settle(self)
        assert isinstance(move, Put)
        return self._put(move, moves)._settle(self)

    def _put(self, move: Put, moves: tuple[Move, ...]) -> Deal:
        where = self.locate(move.card)
        assert where is not None
        kind, index, start = where
        columns, waste, found = list(self.columns), self.waste, self.foundations
        flipped = False
        cards: tuple[Card, ...]
        if kind == WASTE:
            cards, waste = (move.card,), waste[:-1]
        elif kind == TABLEAU:
            col = columns[index]
            cards = col.up[start:]
            columns[index] = col.without_run(start)
            flipped = len(columns[index].down) < len(col.down)
        else:
            cards = (move.card,)
            found = with_rank(found, index, RANK_OF[move.card] - 1)
        if move.home:
            found = with_rank(found, SUIT_OF[move.card], RANK_OF[move.card])
        else:
            target = columns[move.column]
            columns[move.column] = Column(target.down, target.up + cards)
        points = scoring.move_points(self.rules, from_waste=kind == WASTE, home=move.home, take_back=kind == HOME,
                                     flipped=flipped)  # fmt: skip
        return replace(self, columns=tuple(columns), waste=waste, foundations=found, moves=moves, dead=0,
                       dead_recycles=0, score=scoring.add(self.rules, self.score, points))  # fmt: skip

    def _settle(self, before: Deal) -> Deal:
        """Count progress, and end the deal when it is won or stuck."""
        home = self.home_count
        progress = (len(self.stock) + len(self.waste) < len(before.stock) + len(before.waste)
                    or self.hidden_count < before.hidden_count or home > self.best)  # fmt: skip
        after = replace(self, idle=0 if progress else self.idle + 1, best=max(home, self.best))
        if home == HOME_TOTAL:
            return replace(after, ended=WON)
        if (not (after.stock or after.can_recycle) or after.seen_round()) and not after.has_card_move(useful=True):
            return replace(after, ended=STUCK)
        return after

    def has_card_move(self, useful: bool = False) -> bool:
        """Whether any card can move; with ``useful``, a king alone in its column moving to an empty column (which
        changes nothing) does not count."""
        return any(not useful or not self._pointless(move) for move in self.card_moves())

    def _pointless(self, move: Put) -> bool:
        where = self.locate(move.card)
        if where is None or where[0] != TABLEAU or move.home:
            return False
        col = self.columns[where[1]]
        return where[2] == 0 and not col.down and not self.columns[move.column].up

    def seen_round(self) -> bool:
        """Whether the stock turns made in a row with no card able to move have shown every card the stock can
        ever bring to the top: drawing one, a whole round (each card once); drawing three, the waste turned over
        twice (after the first time, the stock comes round in the same threes for ever)."""
        if self.rules.draw == 1:
            return self.dead > len(self.stock) + len(self.waste)
        return self.dead_recycles >= 2


#: The two cards that fit on each card in a column (the other colour, one rank lower), by card number.
FITS_ON: tuple[tuple[int, ...], ...] = tuple(tuple(c for c in range(52) if fits(c, host)) for host in range(52))


def cards_of(deal: Deal) -> tuple[Card, ...]:
    """Every card of the deal wherever it lies: columns, stock, waste, foundations."""
    return (*(c for col in deal.columns for c in (*col.down, *col.up)), *deal.stock, *deal.waste,
            *foundation_cards(deal.foundations))  # fmt: skip


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
