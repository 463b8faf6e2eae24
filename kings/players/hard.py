"""The hard CPU level: plans its whole turn exactly, then looks at what the next player could do.

At the first decision of a turn it

1. enumerates every way to play the turn (:mod:`kings.players.turnsearch`) and prices each
   ending by the cards it keeps (weighted by the scoring's card values: kings are dear);
2. for the most promising endings, deals the next player sample hands consistent with what
   this seat has seen (:mod:`kings.players.inference`) and measures how much that player
   could then shed on the layout left behind: open spaces and easy builds cost us;
3. plays the first move of the best plan, and replays the rest of the plan on later calls of
   the same turn while the observation is the one the plan expects (else it plans again).

Work is bounded by node budgets, not the clock, so a decision depends only on the observation
and the generator state; a generous wall-clock cap exists purely as a safety net.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import NamedTuple

from kings.cards import RANK_OF, Card
from kings.corners import DRAW, END_TURN, Move, Observation, Play, Shift
from kings.corners.movegen import Piles, Turn, legal_plays
from kings.corners.rules import DrawTiming, Kings, Method, Rules
from kings.players import greedy
from kings.players.inference import hand_weights, sample_hand
from kings.players.turnsearch import Leaf, Search, State, Stop, step
from kings.seeding import Rng

WIN = 1000.0
Weight = Callable[[Card], float]


class Settings(NamedTuple):
    """Tuning knobs of the hard level (the defaults are what the benchmarks measured)."""

    budget: int = 2500  #: states expanded when searching our own turn
    candidates: int = 6  #: endings whose consequences are sampled
    margin: float = 2.5  #: ...among those at most this much worse than the best by cards kept
    samples: int = 8  #: opponent hands sampled per decision
    reply_budget: int = 60  #: states expanded per sampled opponent turn
    reply_total: int = 2400  #: no new sample is started once the replies have expanded this many states
    reply_weight: float = 1.0  #: a card the opponent sheds counts as much as one we keep
    reply_out: float = 15.0  #: extra cost when a sample lets the opponent go out
    hold: float = 0.0  #: discount on a kept card that could still be built on the layout next turn
    mine: float = 0.0  #: heads-up: weight of what we could shed on our next turn, after the sampled reply
    time_cap: float = 1.0  #: seconds; only a safety net, never reached in normal play


class _Step(NamedTuple):
    history: int
    piles: Piles
    hand: tuple[Card, ...]
    turn: Turn
    move: Move


def card_weights(rules: Rules) -> tuple[float, ...]:
    """Cost of keeping each card (index by card number; 52 is a joker in hand).

    One per card (going out first is what wins), plus up to a half for its penalty points."""
    values = rules.scoring.values
    top = max(max(values.by_rank), values.joker, 1)
    table = [1.0 + 0.5 * values.value(RANK_OF[c]) / top for c in range(52)]
    return (*table, 1.0 + 0.5 * values.joker / top)


class HardPlayer:
    """Searches its whole turn and samples the next player's reply (see the module doc)."""

    level = "hard"

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        self._plan: list[_Step] = []
        self.nodes = 0  #: states expanded by the last plan (for benchmarks)
        self.plans = 0  #: turns planned so far (calls that searched rather than replayed a plan)

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
        table = card_weights(rules)
        weight = table.__getitem__
        deadline = time.perf_counter() + cfg.time_cap
        root = State(obs.piles, obs.hand, obs.turn)
        search = Search(rules, obs.stock_size, weight, cfg.budget)
        leaves = search.leaves(root)
        self.nodes = search.expanded
        if not leaves:
            return []
        avg = sum(table[c] for c in obs.unseen()) / max(1, len(obs.unseen()))
        own = [self._own_value(obs, leaf, weight, avg) for leaf in leaves]
        order = sorted(range(len(leaves)), key=lambda i: (-own[i], i))
        best = order[0]
        if leaves[best].stop is not Stop.OUT and obs.players > 1:
            shortlist = [i for i in order[: cfg.candidates] if own[i] >= own[best] - cfg.margin]
            if len(shortlist) > 1:
                replies = self._replies(obs, [leaves[i] for i in shortlist], rng, weight, deadline)
                totals = {i: own[i] - cfg.reply_weight * r for i, r in zip(shortlist, replies, strict=True)}
                best = max(shortlist, key=lambda i: (totals[i], -i))
        return self._steps(obs, leaves[best])

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
        if self.settings.hold:
            held = {p.card for p in legal_plays(rules, state.piles, state.hand) if state.piles[p.pile]}
            value += self.settings.hold * sum(weight(c) for c in held)
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

    def _replies(
        self, obs: Observation, leaves: list[Leaf], rng: Rng, weight: Weight, deadline: float
    ) -> list[float]:
        """Mean cost, per ending, of what the next player could shed on the layout we leave."""
        cfg, rules = self.settings, obs.rules
        nxt = (obs.seat + 1) % obs.players
        pool = obs.unseen()
        odds = hand_weights(obs, nxt)
        size = obs.hand_sizes[nxt]
        extra = rules.draw_count if rules.draw in (DrawTiming.START, DrawTiming.START_AND_END) else 0
        hands = [self._sample(pool, odds, size, extra, rng) for _ in range(cfg.samples)]
        stock = max(0, obs.stock_size - rules.draw_count)
        totals = [0.0] * len(leaves)
        ahead = cfg.mine and obs.players == 2
        used = done = 0
        # Sample-major: every ending is judged on the same hands, and the node cap only ever
        # drops whole samples, so the comparison stays fair when it bites.
        for hand in hands:
            if used >= cfg.reply_total or time.perf_counter() > deadline:
                break
            full = sum(weight(c) for c in hand)
            drawn = self._sample(self._rest(pool, hand), {}, min(rules.draw_count, stock), 0, rng) if ahead else ()
            for j, leaf in enumerate(leaves):
                search = Search(rules, stock, weight, cfg.reply_budget)
                shed, after = search.most_shed(State(leaf.state.piles, hand, Turn(nxt)), full)
                used += search.expanded
                cost = shed
                if shed >= full - 1e-9:
                    cost += cfg.reply_out
                elif ahead:
                    mine = tuple(sorted(leaf.state.hand + drawn))
                    mine_full = sum(map(weight, mine))
                    again = Search(rules, max(0, stock - len(drawn)), weight, cfg.reply_budget)
                    back, _ = again.most_shed(State(after.piles, mine, Turn(obs.seat)), mine_full)
                    used += again.expanded
                    cost -= cfg.mine * (back + (cfg.reply_out if back >= mine_full - 1e-9 else 0.0))
                totals[j] += cost
            done += 1
        self.nodes += used
        return [t / max(1, done) for t in totals]

    @staticmethod
    def _rest(pool: Sequence[Card], hand: Sequence[Card]) -> list[Card]:
        rest = list(pool)
        for c in hand:
            rest.remove(c)
        return rest

    @staticmethod
    def _sample(pool: Sequence[Card], odds: dict[Card, float], size: int, extra: int, rng: Rng) -> tuple[Card, ...]:
        """A sampled hand plus the cards its owner draws at the start of the turn (uniform from the rest)."""
        hand = list(sample_hand(pool, odds, size, rng))
        if not extra:
            return tuple(hand)
        rest = HardPlayer._rest(pool, hand)
        for _ in range(min(extra, len(rest))):
            hand.append(rest.pop(rng.below(len(rest))))
        return tuple(sorted(hand))

    @staticmethod
    def _steps(obs: Observation, leaf: Leaf) -> list[_Step]:
        """The plan as the observations it expects and the move to make at each."""
        rules = obs.rules
        state = State(obs.piles, obs.hand, obs.turn)
        hist = len(obs.history)
        out = []
        tail: tuple[Move, ...] = {Stop.END: (END_TURN,), Stop.DRAW: (DRAW,)}.get(leaf.stop, ())
        for move in (*leaf.moves, *tail):
            out.append(_Step(hist, state.piles, state.hand, state.turn, move))
            if isinstance(move, (Play, Shift)):
                state = step(rules, state, move)
                hist += 1
        return out
