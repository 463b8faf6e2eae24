"""The hard CPU level: plans its whole turn exactly, then looks at what the next player could do.

At the first decision of a turn it

1. enumerates every way to play the turn (:mod:`kings.corners.players.turnsearch`) and prices each
   ending by the cards it keeps (weighted by the scoring's card values: kings are dear);
2. weighs the endings against what they leave the next player (:mod:`kings.corners.players.replies`):
   a quick estimate of the cards that player could lay at once narrows them down, then the
   next player is dealt sample hands consistent with what this seat has seen
   (:mod:`kings.corners.players.inference`) and their best turn on each layout is searched. Open
   spaces and easy builds cost us; so it often keeps a card back rather than open a pile. How much
   that weighs depends on the table: most heads-up, where the next player is the only rival, and
   least at four or more, where cards kept back are penalty points whenever any of three others
   goes out (:meth:`HardPlayer._reply_weight`);
3. plays the first move of the best plan, and replays the rest of the plan on later calls of
   the same turn while the observation is the one the plan expects (else it plans again).

At three or more seats the best endings (by that quick look and by the cards kept) are then judged
by whole-deal playouts scored by the match (:mod:`kings.corners.players.rollouts`,
:mod:`kings.corners.players.equity`, :mod:`kings.corners.players.fastplay`): 8,000 playout moves a plan at
three seats, 6,500 at four or more, and up to twice that when the best two endings are a close call
(:meth:`~kings.corners.players.rollouts.Playouts.best`), win more three- and four-player matches against
mediums (bench/README.md, issue 13). At three seats our own next turn in each playout is played as this level
plays a turn without playouts, searched and ended where the cards kept and what the next player could lay
weigh least (:mod:`kings.corners.players.laterturns`), not as the medium would play it. About 86 ms at p95 in
Pyodide at three seats, 48 at four (session 17). The expert level (:data:`EXPERT`) is this player with larger budgets,
playouts included.

Work is bounded by search budgets (states and moves generated), not the clock, so a decision
depends only on the observation and the generator state; a generous wall-clock cap exists
purely as a safety net.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import NamedTuple

from kings.cards import RANK_OF, Card
from kings.corners import DRAW, END_TURN, Move, Observation, Play, Shift
from kings.corners.movegen import Piles, Turn, legal_plays
from kings.corners.players import greedy
from kings.corners.players.equity import Equity
from kings.corners.players.fastplay import ENGINE_COST, fast_rules
from kings.corners.players.inference import SOFT_CONFIDENCE
from kings.corners.players.laterturns import LaterTurns
from kings.corners.players.replies import Replies, judge
from kings.corners.players.rollouts import Playouts
from kings.corners.players.turnsearch import Leaf, Search, State, Stop, step
from kings.corners.rules import DrawTiming, Kings, Method, Rules
from kings.seeding import Rng

WIN = 1000.0
Weight = Callable[[Card], float]


class Settings(NamedTuple):
    """Tuning knobs of the hard level (the defaults are what ``bench/strength.py`` measured)."""

    points: float = 0.5  #: what a card's penalty points add to the cost of keeping it (see card_weights)
    budget: int = 6000  #: search work (states expanded + moves generated) for our own turn
    candidates: int = 200  #: endings whose consequences are weighed...
    margin: float = 30.0  #: ...among those at most this much worse than the best by cards kept
    prefilter: int = 32  #: if set, only this many of them (by a quick guess) get sampled replies
    first_samples: int = 4  #: opponent hands every candidate is judged on
    finalists: int = 6  #: candidates judged again on more hands
    samples: int = 12  #: opponent hands each finalist is judged on in all
    reply_budget: int = 80  #: search work per sampled opponent turn
    reply_total: int = 6000  #: no new sample is started once the replies have used this much work
    reply_weight: float = 1.0  #: a card the opponent sheds counts as much as one we keep (heads-up)
    #: ...with three players: the layout we leave feeds every opponent in turn, and the next one
    #: stands for them all (bench/strength.py --players 3: 42.2% -> 44.9% of matches)
    reply_weight_multi: float = 2.5
    #: ...and with four or more: the layout feeds three or more opponents, so keeping cards back to
    #: block one costs more than it saves (bench/README.md: 26.4% -> 30.2% of four-player matches)
    reply_weight_crowd: float = 0.3
    #: opponents whose turns are searched in turn, with three or more players; 2 wins more deals but
    #: not more matches (bench/README.md), so the next one alone stands for them all
    reply_depth_multi: int = 1
    reply_later: float = 1.0  #: weight of each later opponent's shed relative to the one before
    reply_out: float = 15.0  #: extra cost when a sample lets the opponent go out
    #: playout moves per plan for judging the best endings by whole-deal playouts scored by the match
    #: (:mod:`kings.corners.players.rollouts`); 0 judges by the next players' replies alone (matches against
    #: mediums, seed 2024: 3 players 44.9% -> 48.8%, 4 players 30.2% -> 33.0%; bench/README.md); at three
    #: seats (``playouts_crowd`` at four or more)
    playouts: int = 8000
    playout_lines: int = 8  #: endings (the best by a quick look at the replies) judged by playouts
    playout_own: int = 4  #: ...and this many more, the best by the cards we keep alone
    playout_first: int = 4  #: deals each of them is played out on before the worse half is dropped
    playout_players: int = 3  #: playouts are used at tables of at least this many seats
    #: at three seats a close call (the best two endings within ``playout_close`` standard errors of each other)
    #: plays on, up to this many times the budget more (:meth:`Playouts.best`; about a quarter more moves on
    #: average: 48.4% -> 49.6% of matches on seed 7, 48.8% -> 50.9% on seed 2024; bench/README.md, session 12)
    playout_extend: float = 1.0
    #: ...and at four or more, from a smaller budget (``playouts_crowd``), so as to spend the same time: 33.0% ->
    #: 33.7% of four-player matches on seed 2024, 32.3% -> 34.4% on seed 7, Pyodide p95 86 -> 72 ms (session 12)
    playout_extend_crowd: float = 1.0
    playouts_crowd: int = 6500  #: playout moves a plan at four or more seats, before any extension
    playout_close: float = 1.0  #: how close a close call is, in standard errors of the two endings' difference
    #: how sure the level is that a player who ended a turn while a card fit did not hold it (the odds it
    #: gives that card are 1 minus this; :func:`kings.corners.players.inference.hand_weights`)
    passed_over: float = SOFT_CONFIDENCE
    #: how often our own seat, and the others, keep cards back in the playouts, as a share of the hard players'
    #: measured habit (:mod:`kings.corners.players.keepback`); 0 plays them as the medium level. Off at both
    #: levels: the expert with both at 1 and ``passed_over`` 0.5 won 26.4% of four-player matches against hards
    #: (26.8% without), the hard level with our own seat at 1 48.8% at three players (50.9%; bench/README.md)
    keep_back_own: float = 0.0
    keep_back_others: float = 0.0
    #: our seat's later turns in the playouts (this many of them) are searched as this level plays a turn without
    #: playouts, weighing the next player's cards by the table's reply weight (:mod:`kings.corners.players.laterturns`);
    #: 0 plays them as the medium level. One at three seats: 51.1% of three-player matches against two mediums where
    #: the medium's later turns won 50.25% (the same four streams of luck, seed 2024), in Pyodide p95 87 ms where they
    #: took 58 (bench/README.md, issue 13, session 17)
    later_turns: int = 1
    #: ...at four or more seats: 34.4% of four-player matches against three mediums where the medium's later turns won
    #: 34.0% (four streams), at p95 67 ms instead of 48: not worth it there
    later_turns_crowd: int = 0
    #: search work for each of those turns: 200 won 51.7% on those streams, at p95 108 ms; 80 changes 1.2% of the
    #: turns 200 plays, in two thirds of the search's time
    later_budget: int = 80
    spread: float = 1.0  #: scales the match-equity estimate's spread (:class:`Equity`)
    time_cap: float = 1.0  #: seconds; only a safety net, never reached in normal play


_TAIL: dict[Stop, tuple[Move, ...]] = {Stop.END: (END_TURN,), Stop.DRAW: (DRAW,)}


#: The expert level: the hard player with three times the search of its own turn and four times the sampled
#: replies, and an opponent's going out costing twice as much (bench/README.md measures both levels: heads-up
#: against hard 54.3% -> 56.9% with that cost; 96 samples did no better than 48).
#: ...and at three or more seats it plays its best endings out with three times hard's budget, 24,000 moves a
#: plan (24.8% of four-player matches against three hards, 26.8% on another draw of luck; about 0.12-0.18 s at p95
#: in Pyodide: bench/README.md)
#: (At four seats it keeps that budget without extending close calls: extended, it won 26.6%. At three it
#: extends them as the hard level does, not measured for the expert.)
EXPERT = Settings(budget=20000, samples=48, first_samples=8, finalists=10, reply_budget=200, reply_total=60000,
                  prefilter=48, reply_out=30.0, playouts=24000, playouts_crowd=24000,
                  playout_extend_crowd=0.0)  # fmt: skip


class _Step(NamedTuple):
    history: int
    piles: Piles
    hand: tuple[Card, ...]
    turn: Turn
    move: Move


def card_weights(rules: Rules, points: float = 0.5) -> tuple[float, ...]:
    """Cost of keeping each card (index by card number; 52 is a joker in hand).

    One per card (going out first is what wins), plus up to ``points`` for its penalty points."""
    values = rules.scoring.values
    top = max(max(values.by_rank), values.joker, 1)
    table = [1.0 + points * values.value(RANK_OF[c]) / top for c in range(52)]
    return (*table, 1.0 + points * values.joker / top)


class HardPlayer:
    """Searches its whole turn and samples the next player's reply (see the module doc)."""

    def __init__(self, settings: Settings | None = None, level: str = "hard") -> None:
        self.level = level
        self.settings = settings or Settings()
        self._plan: list[_Step] = []
        self.nodes = 0  #: search work of the last plan (for benchmarks)
        self.plans = 0  #: turns planned so far (calls that searched rather than replayed a plan)
        self.played_out = 0  #: plans whose ending was chosen by playouts
        #: the lines the last playout judgement compared and the index it chose (for benchmarks)
        self.judged: tuple[tuple[tuple[Move, ...], ...], int] | None = None

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        """The next move of the best plan for this turn (planned now unless already planned)."""
        if len(legal) == 1:
            return legal[0]
        for i, s in enumerate(self._plan):
            if (s.history == len(obs.history) and s.turn == obs.turn and s.hand == obs.hand
                    and s.piles == obs.piles and s.move in legal):  # fmt: skip
                del self._plan[: i + 1]
                return s.move
        self._plan = self._make_plan(obs, legal, rng)
        if not self._plan:
            return greedy.best(obs, legal)
        return self._plan.pop(0).move

    # -- planning ----------------------------------------------------------------------------
    def _make_plan(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> list[_Step]:
        cfg, rules = self.settings, obs.rules
        self.plans += 1
        self.judged = None
        table = card_weights(rules, cfg.points)
        weight = table.__getitem__
        deadline = time.perf_counter() + cfg.time_cap
        root = State(obs.piles, obs.hand, obs.turn)
        search = Search(rules, obs.stock_size, weight, cfg.budget)
        leaves = search.leaves(root)
        self.nodes = search.work
        if not leaves:
            return []
        avg = sum(table[c] for c in obs.unseen()) / max(1, len(obs.unseen()))
        own = [self._own_value(obs, leaf, weight, avg) for leaf in leaves]
        order = sorted(range(len(leaves)), key=lambda i: (-own[i], i))
        best = order[0]
        if leaves[best].stop is not Stop.OUT and obs.players > 1:
            shortlist = [i for i in order[: cfg.candidates] if own[i] >= own[best] - cfg.margin]
            if len(shortlist) > 1 and cfg.playouts and obs.players >= cfg.playout_players:
                best = self._by_playouts(obs, rng, search, leaves, own, shortlist, table)
            elif len(shortlist) > 1:
                depth = 1 if obs.players == 2 else cfg.reply_depth_multi
                replies = Replies(obs, rng, weight, cfg.reply_budget, cfg.reply_out, depth, cfg.reply_later,
                                  cfg.passed_over)  # fmt: skip
                rounds = [(cfg.first_samples, cfg.finalists), (cfg.samples - cfg.first_samples, 1)]
                weight_of_replies = self._reply_weight(obs)
                pick = judge(replies, [leaves[i] for i in shortlist], [own[i] for i in shortlist], rounds,
                             cfg.reply_total, deadline, weight_of_replies, cfg.prefilter)  # fmt: skip
                best = shortlist[pick]
                self.nodes += replies.work
        return self._steps(obs, leaves[best], search.moves_to(leaves[best]))

    def _reply_weight(self, obs: Observation) -> float:
        """How much what the next player could shed counts against an ending, by table size."""
        cfg = self.settings
        return {2: cfg.reply_weight, 3: cfg.reply_weight_multi}.get(obs.players, cfg.reply_weight_crowd)

    def _by_playouts(self, obs: Observation, rng: Rng, search: Search, leaves: list[Leaf], own: list[float],
                     shortlist: list[int], table: tuple[float, ...]) -> int:  # fmt: skip
        """The ending among ``shortlist`` whose whole-deal playouts leave the best match equity."""
        cfg = self.settings
        weight = self._reply_weight(obs)
        replies = Replies(obs, rng, table.__getitem__, cfg.reply_budget, cfg.reply_out, confidence=cfg.passed_over)
        quick = {i: own[i] - weight * replies.exposure(leaves[i]) for i in shortlist}
        # The best by the quick look at the replies, and the best by our own cards alone (shortlist order).
        by_quick = sorted(shortlist, key=lambda i: (quick[i], -i), reverse=True)[: cfg.playout_lines]
        lines_at = by_quick + [i for i in shortlist[: cfg.playout_own] if i not in by_quick]
        worth = Equity(obs.rules, obs.seat, obs.players, obs.match, cfg.spread)
        crowd = obs.players > 3
        turns = cfg.later_turns_crowd if crowd else cfg.later_turns
        later = LaterTurns(obs.seat, turns, weight, table, cfg.later_budget) if turns else None
        judge_ = Playouts(obs, rng, worth, cfg.passed_over, cfg.keep_back_own, cfg.keep_back_others, later)
        lines = [(*search.moves_to(leaves[i]), *_TAIL.get(leaves[i].stop, ())) for i in lines_at]
        # Rules the fast playout cannot play (jokers) are played out on the engine, about four times slower a
        # move: a quarter of the moves keeps the level's thinking time (bench/README.md, issue 13, session 10).
        budget = cfg.playouts_crowd if crowd else cfg.playouts
        if not fast_rules(obs.rules):
            budget //= ENGINE_COST
        extend = cfg.playout_extend_crowd if crowd else cfg.playout_extend
        pick = judge_.best(lines, [quick[i] for i in lines_at], budget, cfg.playout_first, extend, cfg.playout_close)
        self.nodes += judge_.work
        self.played_out += 1
        self.judged = (tuple(lines), pick)
        return lines_at[pick]

    def _own_value(self, obs: Observation, leaf: Leaf, weight: Weight, avg: float) -> float:
        """Minus the cards kept at the end of the line, and what the rules add to them."""
        rules, state = obs.rules, leaf.state
        if leaf.stop is Stop.OUT:
            return WIN
        kept = sum(map(weight, state.hand))
        if leaf.stop is Stop.REFILL:
            return -(rules.open_space_draw or 1) * avg * 0.9
        if leaf.stop is Stop.DRAW:
            return -kept - 0.5 * avg
        played = state.turn.played
        value = -kept
        if rules.draw is DrawTiming.IF_NO_PLAY and not played:
            value -= rules.draw_count * avg
        if rules.kings is Kings.PENALTY and any(
            p.pile >= 4 and RANK_OF[p.card] == 13 and not p.card.is_joker
            for p in legal_plays(rules, state.piles, state.hand)
        ):
            value -= 0.5  # the fine, on top of the king kept
        sc = rules.scoring
        if sc.corner_bonus or sc.method is Method.CORNERS:
            done = sum(1 for p in state.piles[4:] if len(p) == 13) - sum(1 for p in obs.piles[4:] if len(p) == 13)
            value += done * (3.0 if sc.method is Method.CORNERS else 0.2 * sc.corner_bonus)
        if sc.idle_fee and not played:
            value -= 0.5 * sc.idle_fee
        return value

    @staticmethod
    def _steps(obs: Observation, leaf: Leaf, moves: tuple[Move, ...]) -> list[_Step]:
        """The plan as the observations it expects and the move to make at each."""
        rules = obs.rules
        state = State(obs.piles, obs.hand, obs.turn)
        hist = len(obs.history)
        out = []
        tail = _TAIL.get(leaf.stop, ())
        for move in (*moves, *tail):
            out.append(_Step(hist, state.piles, state.hand, state.turn, move))
            if isinstance(move, (Play, Shift)):
                state = step(rules, state, move)
                hist += 1
        return out
