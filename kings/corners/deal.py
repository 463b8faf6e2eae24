"""One deal of Kings in the Corner as an immutable value.

>>> from kings.corners import Deal, preset, Move
>>> deal = Deal.new(preset("standard"), seed=7, players=2)
>>> deal.to_act, len(deal.hand(0)), len(deal.stock)
(1, 7, 34)
>>> move = deal.legal_moves()[0]
>>> after = deal.play(move)
>>> after is not deal and deal.hand(1) != after.hand(1)
True
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, NamedTuple

from kings.cards import JOKER, RANK_OF, Card, deck
from kings.corners import movegen, refusals
from kings.corners.events import Event, Outcome
from kings.corners.movegen import Piles, Turn
from kings.corners.moves import CORNERS, DRAW, END_TURN, Move, Place, Play, Shift
from kings.corners.observation import Observation
from kings.corners.position import format_position, read_position
from kings.corners.rules import DrawTiming, Kings, Rules
from kings.errors import IllegalMoveError
from kings.i18n import _
from kings.seeding import Rng, check_seed


class _Log(NamedTuple):
    """A persistent linked list, so extending the history is O(1) per move."""

    previous: _Log | None
    event: Event


@dataclass(frozen=True, slots=True)
class Deal:
    """The whole state of one deal. Use :meth:`new`, then :meth:`play` to get the next state."""

    rules: Rules
    piles: Piles  #: eight piles, bottom card first, in :class:`Place` order
    hands: tuple[tuple[Card, ...], ...]  #: sorted, one per seat
    stock: tuple[Card, ...]  #: the last card is the top
    dealer: int
    turn: Turn
    idle_round: int = 0  #: consecutive turns with nothing played, moved or drawn
    idle_turns: tuple[int, ...] = ()
    king_fines: tuple[int, ...] = ()
    completed: tuple[tuple[int, Place], ...] = ()
    aside: tuple[Card, ...] = ()  #: completed piles set aside (wikiHow option)
    outcome: Outcome | None = None
    seed: int | None = None
    start: Piles = ()  #: the layout when the deal (or the position it was read from) began
    _log: _Log | None = field(default=None, repr=False, compare=False)
    _legal: tuple[Move, ...] | None = field(default=None, repr=False, compare=False)
    _shifts: tuple[Shift, ...] | None = field(default=None, repr=False, compare=False)

    # -- construction ------------------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, seed: int, players: int = 2, dealer: int = 0) -> Deal:
        """Shuffle with ``seed``, deal the hands from the dealer's left, turn up the layout."""
        rules.validate(players)
        check_seed(seed)
        if not 0 <= dealer < players:
            raise ValueError(f"the dealer must be a seat from 0 to {players - 1}, not {dealer}")
        cards = list(deck(2 if rules.jokers else 0))
        Rng(seed).shuffle(cards)
        hands: list[list[Card]] = [[] for _seat in range(players)]
        for i in range(rules.hand_size * players):
            hands[(dealer + 1 + i) % players].append(cards.pop())
        piles: list[tuple[Card, ...]] = [() for _place in range(8)]
        for place in range(4):
            while True:
                card = cards.pop()
                if card == JOKER:
                    # A joker is a card for hands, not the layout (our decision): bury it.
                    cards.insert(0, card)
                    continue
                if rules.layout_kings_to_corners and RANK_OF[card] == 13:
                    piles[next(c for c in CORNERS if not piles[c])] = (card,)
                    continue
                piles[place] = (card,)
                break
        zeros = (0,) * players
        first = (dealer + 1) % players
        return cls(
            rules=rules,
            piles=tuple(piles),
            hands=tuple(tuple(sorted(h)) for h in hands),
            stock=tuple(cards),
            dealer=dealer,
            turn=_begin(rules, first, 0, len(cards)),
            idle_turns=zeros,
            king_fines=zeros,
            seed=seed,
            start=tuple(piles),
        )

    # -- queries -----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def to_act(self) -> int:
        """The one seat whose move it is (meaningless once the deal is over: see :attr:`acting`)."""
        return self.turn.seat

    @property
    def acting(self) -> int | None:
        """The seat whose move it is, or None once the deal is over (the :class:`kings.game.State` view)."""
        return None if self.outcome else self.turn.seat

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self.hands[seat]

    @property
    def history(self) -> tuple[Event, ...]:
        """Every move since the deal (or since the position it was read from), oldest first."""
        out: list[Event] = []
        node = self._log
        while node is not None:
            out.append(node.event)
            node = node.previous
        return tuple(reversed(out))

    def moves(self) -> Iterator[Move]:
        return (e.move for e in self.history)

    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal move of the player to act (empty once the deal is over)."""
        legal = self._legal
        if legal is None:
            if self.outcome:
                legal = ()
            else:
                shifts = self._shifts
                if shifts is None:
                    shifts = tuple(movegen.legal_shifts(self.rules, self.piles))
                    object.__setattr__(self, "_shifts", shifts)
                turn = self.turn
                hand = self.hands[turn.seat]
                legal = movegen.legal_moves(self.rules, self.piles, hand, len(self.stock), turn, shifts)
            object.__setattr__(self, "_legal", legal)
        return legal

    def is_legal(self, move: Move) -> bool:
        return move in self.legal_moves()

    def explain(self, move: Move) -> str | None:
        """None if ``move`` is legal, else the reason a player is given."""
        if self.is_legal(move):
            return None
        if self.outcome:
            return _("The deal is over.")
        return refusals.explain(
            self.rules, self.piles, self.hands[self.turn.seat], len(self.stock), self.turn, move
        )

    # -- transitions -------------------------------------------------------------------------
    def play(self, move: Move) -> Deal:
        """The deal after ``move``; raises :class:`IllegalMoveError` (and changes nothing) if illegal."""
        if not isinstance(move, Move):
            raise IllegalMoveError(f"{move!r} is not a move.")
        if not self.is_legal(move):
            raise IllegalMoveError(self.explain(move) or _("That move is not legal here."))
        return self.apply_unchecked(move)

    def apply_unchecked(self, move: Move) -> Deal:
        """:meth:`play` without the legality check, for searches that only try legal moves."""
        if isinstance(move, Play):
            return self._lay(move)
        if isinstance(move, Shift):
            return self._shift(move)
        if move == DRAW:
            return self._draw()
        return self._end_turn()

    def _event(self, move: Move, drew: int = 0) -> _Log:
        return _Log(self._log, Event(self.turn.seat, move, drew))

    def _lay(self, move: Play) -> Deal:
        seat = self.turn.seat
        card = move.card
        hand = list(self.hands[seat])
        hand.remove(JOKER if card.is_joker else card)
        piles = list(self.piles)
        piles[move.pile] = piles[move.pile] + (card,)
        turn = self.turn._replace(played=True)
        return self._settle(piles, _swap(self.hands, seat, tuple(hand)), move.pile, turn, self._event(move))

    def _shift(self, move: Shift) -> Deal:
        piles = list(self.piles)
        moving = piles[move.source]
        piles[move.target] = piles[move.target] + moving
        piles[move.source] = ()
        turn = self.turn._replace(moved=True)
        # A pile that was already complete (a K-A side pile moved into a corner) is not completed again.
        return self._settle(piles, self.hands, move.target, turn, self._event(move), len(moving) < 13)

    def _settle(
        self,
        piles: list[tuple[Card, ...]],
        hands: tuple[tuple[Card, ...], ...],
        place: Place,
        turn: Turn,
        log: _Log,
        can_complete: bool = True,
    ) -> Deal:
        """Complete a pile if it reached 13 cards; handle an emptied hand."""
        completed, aside = self.completed, self.aside
        if can_complete and len(piles[place]) == 13:
            completed = completed + ((turn.seat, place),)
            if self.rules.set_aside_completed:
                aside = aside + piles[place]
                piles[place] = ()
        after = _evolve(self, piles=tuple(piles), hands=hands, completed=completed, aside=aside, turn=turn,
                        idle_round=0, _log=log)  # fmt: skip
        if hands[turn.seat] or not turn.played:
            return after
        # The mover has just laid their last card.
        rules, stock = self.rules, len(self.stock)
        if rules.stock_must_empty and stock:
            return _evolve(after, turn=turn._replace(pending=1, becker=True))
        if rules.open_space_draw and stock and any(not piles[p] for p in range(4)):
            return _evolve(after, turn=turn._replace(pending=rules.open_space_draw, becker=False))
        return _evolve(after, outcome=after._outcome(turn.seat))

    def _draw(self) -> Deal:
        seat, turn = self.turn.seat, self.turn
        n = min(turn.pending or 1, len(self.stock))
        drawn = self.stock[len(self.stock) - n:]
        hands = _swap(self.hands, seat, tuple(sorted(self.hands[seat] + drawn)))
        voluntary = not turn.pending
        turn = turn._replace(pending=0, drew=True, drew_mid=turn.drew_mid or voluntary)
        return _evolve(self, hands=hands, stock=self.stock[: len(self.stock) - n], turn=turn,
                       _log=self._event(DRAW, n))  # fmt: skip

    def _end_turn(self) -> Deal:
        rules, turn, seat = self.rules, self.turn, self.turn.seat
        fines = self.king_fines
        if rules.kings is Kings.PENALTY and not turn.becker:
            plays = movegen.legal_plays(rules, self.piles, self.hands[seat])
            if any(p.pile >= 4 and RANK_OF[p.card] == 13 and not p.card.is_joker for p in plays):
                fines = _bump(fines, seat)
        count = 0 if turn.becker else _end_draw(rules, turn)
        n = min(count, len(self.stock))
        stock, hands = self.stock, self.hands
        if n:
            hands = _swap(hands, seat, tuple(sorted(hands[seat] + stock[len(stock) - n:])))
            stock = stock[: len(stock) - n]
        idle = self.idle_turns if turn.played else _bump(self.idle_turns, seat)
        active = turn.played or turn.moved or turn.drew or n > 0
        idle_round = 0 if active else self.idle_round + 1
        log = self._event(END_TURN, n)
        if idle_round >= self.players:
            after = _evolve(self, hands=hands, stock=stock, idle_turns=idle, king_fines=fines, idle_round=idle_round,
                            _log=log)  # fmt: skip
            return _evolve(after, outcome=after._outcome(None))
        nxt = _begin(rules, (seat + 1) % self.players, turn.number + 1, len(stock))
        return _evolve(self, hands=hands, stock=stock, idle_turns=idle, king_fines=fines, idle_round=idle_round,
                       _log=log, turn=nxt)  # fmt: skip

    def _outcome(self, winner: int | None) -> Outcome:
        first = winner is not None and self.turn.number < self.players
        return Outcome(winner, self.hands, first, self.completed, self.idle_turns, self.king_fines)

    # -- views and notation --------------------------------------------------------------------
    def observe(self, seat: int) -> Observation:
        """What ``seat`` may see: the layout, its own hand, the others' hand sizes, the public history."""
        if not 0 <= seat < self.players:
            raise ValueError(f"there is no seat {seat} in a {self.players}-player deal")
        return Observation(
            seat=seat, rules=self.rules, piles=self.piles, hand=self.hands[seat],
            hand_sizes=tuple(len(h) for h in self.hands), stock_size=len(self.stock), dealer=self.dealer,
            turn=self.turn, idle_round=self.idle_round, idle_turns=self.idle_turns, king_fines=self.king_fines,
            completed=self.completed, aside=self.aside, start=self.start, history=self.history, outcome=self.outcome,
        )  # fmt: skip

    def position(self) -> str:
        """A one-line position string (hidden cards included); see :mod:`kings.corners.position`."""
        return format_position(self)

    @classmethod
    def from_position(cls, text: str, rules: Rules) -> Deal:
        """Read :meth:`position` output back into a deal under ``rules``; raise NotationError saying what is wrong."""
        fields, over = read_position(text, rules)
        deal = cls(rules=rules, **fields)
        if over == "-":
            return deal
        return _evolve(deal, outcome=deal._outcome(None if over == "impasse" else int(over)))

    def card_count(self) -> int:
        """Cards in hands, piles, stock and set aside: always the size of the pack."""
        return sum(map(len, self.hands)) + sum(map(len, self.piles)) + len(self.stock) + len(self.aside)

    def replay(self, moves: Sequence[Move | str]) -> Deal:
        """Play a sequence of moves (values or notation) from here, checking each one."""
        deal = self
        for m in moves:
            deal = deal.play(Move.parse(m) if isinstance(m, str) else m)
        return deal


# _evolve names every field: this check keeps it honest when a field is added.
_EVOLVED = ("rules", "piles", "hands", "stock", "dealer", "turn", "idle_round", "idle_turns", "king_fines",
            "completed", "aside", "outcome", "seed", "start", "_log", "_legal", "_shifts")  # fmt: skip
if tuple(f.name for f in fields(Deal)) != _EVOLVED:  # pragma: no cover - fails at import, in every test
    raise RuntimeError("Deal gained a field: update _evolve")
_PUT = object.__setattr__
_NEW = object.__new__


def _evolve(deal: Deal, **changes: Any) -> Deal:
    """A faster :func:`dataclasses.replace` for the hot path: no re-validation, caches reset.

    Written out field by field because it runs once or twice per move. The pile-move cache
    survives changes that leave the piles alone (draws, turn ends)."""
    new = _NEW(Deal)
    get = changes.get
    _PUT(new, "rules", deal.rules)
    _PUT(new, "piles", get("piles", deal.piles))
    _PUT(new, "hands", get("hands", deal.hands))
    _PUT(new, "stock", get("stock", deal.stock))
    _PUT(new, "dealer", deal.dealer)
    _PUT(new, "turn", get("turn", deal.turn))
    _PUT(new, "idle_round", get("idle_round", deal.idle_round))
    _PUT(new, "idle_turns", get("idle_turns", deal.idle_turns))
    _PUT(new, "king_fines", get("king_fines", deal.king_fines))
    _PUT(new, "completed", get("completed", deal.completed))
    _PUT(new, "aside", get("aside", deal.aside))
    _PUT(new, "outcome", get("outcome", deal.outcome))
    _PUT(new, "seed", deal.seed)
    _PUT(new, "start", deal.start)
    _PUT(new, "_log", get("_log", deal._log))
    _PUT(new, "_legal", None)
    _PUT(new, "_shifts", None if "piles" in changes else deal._shifts)
    return new


def _begin(rules: Rules, seat: int, number: int, stock: int) -> Turn:
    draws = rules.draw in (DrawTiming.START, DrawTiming.START_AND_END) and stock > 0
    return Turn(seat=seat, number=number, pending=rules.draw_count if draws else 0)


def _end_draw(rules: Rules, turn: Turn) -> int:
    timing = rules.draw
    if timing in (DrawTiming.END, DrawTiming.START_AND_END):
        return rules.draw_count
    if timing is DrawTiming.IF_NO_PLAY:
        return 0 if turn.played else rules.draw_count
    if timing is DrawTiming.UNTIL_PLAYABLE:
        return 1
    return 0


def _swap(hands: tuple[tuple[Card, ...], ...], seat: int, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    return hands[:seat] + (hand,) + hands[seat + 1:]


def _bump(counts: tuple[int, ...], seat: int) -> tuple[int, ...]:
    return counts[:seat] + (counts[seat] + 1,) + counts[seat + 1:]
