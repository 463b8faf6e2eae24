"""Whole-deal playouts from what one seat has seen: how the hard and expert levels judge a turn
by the end of the deal (and the match score it leaves), not by the next player's reply alone.

A *determinization* deals the cards a seat cannot see: every other hand is sampled from the
unseen cards with the odds the public history gives (:mod:`kings.corners.players.inference`),
no card in two hands, and the rest is shuffled into the stock. A *playout* plays such a deal to
its end with every seat (ours included) making the medium level's move; it is fast (played on lists
by :mod:`kings.corners.players.fastplay`: about 4 microseconds a move in CPython, 7 in Pyodide) and
plays like the tables most people meet. Seats may instead keep cards back as hard players do
(:mod:`kings.corners.players.keepback`; ``keep_own`` and ``keep_others``), and our own seat's later turns
may be searched as the hard level plays a turn (:mod:`kings.corners.players.laterturns`; ``later``).

Candidates are compared on common determinizations (each sees the same deals), in rounds that
drop the worse half, so a fixed budget of playout moves goes mostly to the close calls; a call
still close between the last two may be given more moves (``extend``). The budget counts moves,
not seconds, so the choice depends only on the observation and the seed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kings.cards import Card
from kings.corners.deal import Deal
from kings.corners.events import Outcome
from kings.corners.movegen import tables
from kings.corners.moves import END_TURN, Move, Play
from kings.corners.observation import Observation
from kings.corners.players import greedy
from kings.corners.players.fastplay import play_out
from kings.corners.players.inference import SOFT_CONFIDENCE, hand_weights, sample_hand
from kings.corners.players.keepback import (
    CORNER,
    KING,
    LCG_ADD,
    LCG_MASK,
    LCG_MUL,
    LCG_SCALE,
    SIDE,
    KeepBack,
    keep_back,
    stop_index,
)
from kings.corners.players.laterturns import LaterTurns, applies, later_turn
from kings.seeding import Rng

#: A playout longer than this many moves is stopped and judged as it stands (deals are far shorter).
MAX_PLAYOUT = 2000

Worth = Callable[[Outcome], float]


def determinize(
    obs: Observation, rng: Rng, odds: Sequence[dict[Card, float] | None], unseen: Sequence[Card] | None = None
) -> Deal:
    """A whole deal consistent with ``obs``: the others' hands sampled with ``odds`` (one per seat,
    None for ours), the rest shuffled into the stock. ``unseen`` may pass in ``obs.unseen()``."""
    pool = list(obs.unseen() if unseen is None else unseen)
    hands: list[tuple[Card, ...]] = []
    for seat in range(obs.players):
        if seat == obs.seat:
            hands.append(obs.hand)
            continue
        weights = odds[seat] or {}
        hand = sample_hand(pool, weights, obs.hand_sizes[seat], rng)
        for c in hand:
            pool.remove(c)
        hands.append(hand)
    rng.shuffle(pool)
    return Deal(rules=obs.rules, piles=obs.piles, hands=tuple(hands), stock=tuple(pool), dealer=obs.dealer,
                turn=obs.turn, idle_round=obs.idle_round, idle_turns=obs.idle_turns, king_fines=obs.king_fines,
                completed=obs.completed, aside=obs.aside, start=obs.start)  # fmt: skip


def playout(
    deal: Deal, line: Sequence[Move] = (), keep: KeepBack | None = None, later: LaterTurns | None = None
) -> tuple[Outcome, int]:
    """Play ``line`` on ``deal``, then the rest of the deal with the medium level's move at every seat
    (``keep``'s seats keeping cards back, ``later``'s seat searching its later turns): the outcome and the
    moves made (the line's included).

    On lists (:mod:`kings.corners.players.fastplay`), or on the engine when the rules have jokers."""
    fast = play_out(deal, MAX_PLAYOUT, line, keep, later)
    if fast is not None:
        return fast
    for move in line:
        deal = deal.apply_unchecked(move)
    outcome, moves = engine_playout(deal, keep, later)
    return outcome, moves + len(line)


def engine_playout(deal: Deal, keep: KeepBack | None = None, later: LaterTurns | None = None) -> tuple[Outcome, int]:
    """:func:`playout` on the engine's immutable deals (the reference the faster one is tested against)."""
    rules = deal.rules
    fits = tables(rules).fits
    x = keep.seed if keep is not None else 0
    if later is not None and not applies(rules):
        later = None
    later_left = later.turns if later is not None else 0
    starting = False
    planned: Sequence[Move] = ()
    moves = 0
    while deal.outcome is None:
        if moves >= MAX_PLAYOUT:
            return Outcome(None, deal.hands, False, deal.completed, deal.idle_turns, deal.king_fines), moves
        if starting and not deal.turn.pending:
            assert later is not None
            starting = False
            seat = deal.turn.seat
            nxt = len(deal.hands[(seat + 1) % len(deal.hands)])
            planned = later_turn(later, rules, deal.piles, deal.hands[seat], len(deal.stock), deal.turn, nxt)
        if planned:
            move, planned = planned[0], planned[1:]
            deal = deal.apply_unchecked(move)
            moves += 1
            continue
        legal = deal.legal_moves()
        seat = deal.turn.seat
        hand = deal.hands[seat]
        move = legal[0] if len(legal) == 1 else greedy.best_on(rules, deal.piles, hand, legal)
        stops = keep.stops[seat] if keep is not None else None
        if (stops is not None and isinstance(move, Play) and not move.card.is_joker and END_TURN in legal
                and len(hand) > 1 and all(deal.piles[:4])):  # fmt: skip
            # The same choice as the fast playout's, in the same order of draws.
            piles, place = deal.piles, move.pile
            laid = {c for pile in piles for c in pile} | set(deal.aside)
            fit = fits[place][move.card]
            unseen = sum(1 for c in fit if c not in hand and c not in laid)
            where = SIDE if place < 4 else CORNER if piles[place] else KING
            x = (x * LCG_MUL + LCG_ADD) & LCG_MASK
            if x * LCG_SCALE < stops[stop_index(where, any(c in fit for c in hand), unseen)]:
                move = END_TURN
        deal = deal.apply_unchecked(move)
        moves += 1
        if move == END_TURN and later is not None and deal.turn.seat == later.seat and later_left > 0:
            later_left -= 1
            starting = True
    return deal.outcome, moves


class Playouts:
    """Judges ways to play this turn (each a sequence of moves) by whole-deal playouts."""

    def __init__(self, obs: Observation, rng: Rng, worth: Worth, confidence: float = SOFT_CONFIDENCE,
                 keep_own: float = 0.0, keep_others: float = 0.0, later: LaterTurns | None = None) -> None:  # fmt: skip
        """``keep_own`` and ``keep_others`` scale how often this seat and the others keep cards back in the
        playouts (:func:`kings.corners.players.keepback.keep_back`; 0 and 0: every seat plays as the medium);
        ``later`` searches this seat's later turns (:mod:`kings.corners.players.laterturns`)."""
        self.obs, self.rng, self.worth = obs, rng, worth
        self.odds = [None if s == obs.seat else hand_weights(obs, s, confidence) for s in range(obs.players)]
        self.unseen = obs.unseen()
        self.keep = keep_back(obs.players, obs.seat, keep_own, keep_others, 0)  #: reseeded for every deal
        self.later = later
        self.deals: list[Deal] = []
        self.keeps: list[KeepBack | None] = []
        self.work = 0  #: playout moves made so far

    def deal(self, i: int) -> Deal:
        """Determinization ``i`` (drawn on first use, in order, so the generator is used deterministically)."""
        while len(self.deals) <= i:
            self.deals.append(determinize(self.obs, self.rng, self.odds, self.unseen))
            self.keeps.append(None if self.keep is None else self.keep.reseeded(self.rng.next_u64()))
        return self.deals[i]

    def value(self, line: Sequence[Move], i: int) -> float:
        """The worth of the deal's end when this turn is played as ``line`` on determinization ``i``."""
        deal = self.deal(i)
        outcome, moves = playout(deal, line, self.keeps[i], self.later)
        self.work += moves
        return self.worth(outcome)

    def best(self, lines: Sequence[Sequence[Move]], prior: Sequence[float], budget: int, first: int = 4,
             extend: float = 0.0, close: float = 1.0) -> int:  # fmt: skip
        """The index of the line with the best mean worth, by sequential halving within ``budget``
        playout moves: each round shares what is left of the budget evenly among the rounds still to
        come and the lines still in (at least ``first`` deals each in the first round, one in later
        ones), then drops the worse half. ``prior`` (higher is better) breaks ties and orders the lines
        when too little budget is left to judge them.

        With ``extend``, a close call thinks longer: while the best two lines' mean difference on their
        common deals is within ``close`` standard errors of that difference, both are played on more
        deals, up to ``extend`` times ``budget`` more moves."""
        alive = list(range(len(lines)))
        values: list[list[float]] = [[] for _ in lines]  #: line -> its worth on deals 0, 1, ... in order
        used = 0
        rounds, n = 0, len(alive)
        while n > 1:
            rounds, n = rounds + 1, n // 2

        def mean(i: int) -> float:
            return sum(values[i]) / max(1, len(values[i]))

        def rank(i: int) -> tuple[float, float, int]:
            return (mean(i), prior[i], -i)

        while len(alive) > 1:
            target = first if not used else 1
            done = 0
            while done < target:
                if self.work >= budget and all(values[i] for i in alive):
                    break
                for i in alive:
                    values[i].append(self.value(lines[i], used))
                used += 1
                done += 1
                if done == target:  # now the cost of a deal is known: take this round's share of the budget
                    per_deal = self.work / sum(len(v) for v in values)
                    share = (budget - self.work) / max(1, rounds) + done * len(alive) * per_deal
                    target = max(target, int(share / (len(alive) * per_deal)))
            alive.sort(key=rank, reverse=True)
            if self.work >= budget or rounds <= 1:  # the last round: keep the runner-up for an extension
                break
            alive = alive[: max(1, len(alive) // 2)]
            rounds -= 1
        if extend and len(alive) > 1:
            a, b = alive[0], alive[1]
            limit = budget + extend * budget
            while self.work < limit and close_call(values[a], values[b], close):
                values[a].append(self.value(lines[a], used))
                values[b].append(self.value(lines[b], used))
                used += 1
                if rank(b) > rank(a):
                    a, b = b, a
            return a
        return alive[0]


def close_call(a: Sequence[float], b: Sequence[float], z: float) -> bool:
    """Whether the mean of the paired differences ``a - b`` is within ``z`` standard errors of zero
    (never when the two always scored the same: more deals would not part them)."""
    n = len(a)
    if n < 2:
        return True
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return var > 0 and mean * mean < z * z * var / n
