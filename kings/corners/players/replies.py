"""The hard level's look-ahead: what the next player could do on the layout a plan leaves them.

The next player's hand is sampled from the cards this seat cannot see, weighted by what the
public history says they cannot hold (:mod:`kings.corners.players.inference`), plus the cards they
draw at the start of their turn if the rules say so. For each sample, their best turn on the
layout is searched (:meth:`Search.most_shed`): the weight of cards they could shed, and a
heavy extra cost if they could go out. With a ``depth`` over 1 the players after them are
dealt hands too (no card in two hands) and play in turn, each on the layout the one before left.

Endings are compared on common samples (every ending sees the same hands), in two rounds:
all candidates on a few samples, then the best few on the rest. A cap on the search work
only ever drops whole samples, so the comparison stays fair when it bites.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence

from kings.cards import CARDS, JOKER, Card
from kings.corners import Observation
from kings.corners.movegen import Turn, tables
from kings.corners.players.inference import SOFT_CONFIDENCE, hand_weights, sample_hand
from kings.corners.players.turnsearch import Leaf, Search, State, Stop, out_stop
from kings.corners.rules import DrawTiming, Rules
from kings.seeding import Rng

Weight = Callable[[Card], float]
KINGS = (12, 25, 38, 51)


def openings(rules: Rules, piles: Sequence[Sequence[int]]) -> list[int | None]:
    """What a player could lay at once on ``piles``, in the order of the places: each card that fits a pile
    top or goes to an empty corner (a king), once, and None for each open side space (any card fills it)."""
    fits = tables(rules).fits
    out: list[int | None] = []
    counted: set[int] = set()
    for place, pile in enumerate(piles):
        if pile:
            options: Iterable[int] = fits[place][pile[-1]]
        elif place < 4:
            out.append(None)
            continue
        else:
            options = KINGS
        for c in options:
            if c not in counted:
                counted.add(c)
                out.append(c)
    return out


class Replies:
    """Samples the next player's hand and prices their best reply to an ending of our turn."""

    def __init__(self, obs: Observation, rng: Rng, weight: Weight, budget: int, out_cost: float,
                 depth: int = 1, later: float = 1.0, confidence: float = SOFT_CONFIDENCE) -> None:  # fmt: skip
        rules = obs.rules
        self.obs, self.rng, self.weight = obs, rng, weight
        self.budget, self.out_cost = budget, out_cost
        #: the opponents whose turns are searched, in turn order after ours (the next one first)
        self.seats = [(obs.seat + k) % obs.players for k in range(1, min(depth, obs.players - 1) + 1)]
        self.seat = self.seats[0]
        self.later = later  #: weight of each later opponent's shed relative to the one before
        self.pool = obs.unseen()
        self.odds = hand_weights(obs, self.seat, confidence)
        self.all_odds = [self.odds, *(hand_weights(obs, seat, confidence) for seat in self.seats[1:])]
        self.extra = rules.draw_count if rules.draw in (DrawTiming.START, DrawTiming.START_AND_END) else 0
        self.stock_left = max(0, obs.stock_size - rules.draw_count)
        self.drawn: list[tuple[tuple[Card, ...], ...]] = []
        self._chances: dict[Card, float] | None = None
        self.work = 0  #: search work spent on replies so far

    def exposure(self, leaf: Leaf) -> float:
        """A quick guess at the cards the next player could lay at once on ``leaf``'s layout.

        The expected number of their cards that fit a pile top, go to an empty corner, or (any
        card at all) fill an empty space: a cheap first filter before the sampled searches."""
        if self._chances is None:
            total = sum(self.odds.values()) or 1.0
            size = self.obs.hand_sizes[self.seat] + self.extra
            self._chances = {c: min(1.0, size * w / total) for c, w in self.odds.items()}
        chance = self._chances
        total = 0.0
        for c in openings(self.obs.rules, leaf.state.piles):
            total += 1.0 if c is None else chance.get(CARDS[c], 0.0)
        return total + (chance.get(JOKER, 0.0) if total else 0.0)

    def hand(self, i: int) -> tuple[tuple[Card, ...], ...]:
        """Sample ``i``: a hand per modelled seat, disjoint (drawn on first use, in order, so the
        generator is used deterministically)."""
        while len(self.drawn) <= i:
            rest = list(self.pool)
            pairs = zip(self.seats, self.all_odds, strict=True)
            self.drawn.append(tuple(self._draw(seat, odds, rest) for seat, odds in pairs))
        return self.drawn[i]

    def _draw(self, seat: int, odds: dict[Card, float], rest: list[Card]) -> tuple[Card, ...]:
        """A hand for ``seat`` out of ``rest``, whose cards it takes."""
        hand = list(sample_hand(rest, odds, self.obs.hand_sizes[seat], self.rng))
        for c in hand:
            rest.remove(c)
        for _ in range(min(self.extra, len(rest))):
            hand.append(rest.pop(self.rng.below(len(rest))))
        return tuple(sorted(hand))

    def cost(self, leaf: Leaf, hands: tuple[tuple[Card, ...], ...]) -> float:
        """Weight of the cards the modelled opponents could shed in turn, each on the layout the one
        before left (later ones weighing ``later`` times less each), plus the cost of one going out."""
        rules = self.obs.rules
        piles, total, factor = leaf.state.piles, 0.0, 1.0
        for seat, hand in zip(self.seats, hands, strict=True):
            full = sum(map(self.weight, hand))
            search = Search(rules, self.stock_left, self.weight, self.budget)
            shed, after = search.most_shed(State(piles, hand, Turn(seat)), full)
            self.work += search.work
            total += factor * shed
            # Emptying the hand only ends the deal if the rules do not make them draw again.
            if shed >= full - 1e-9 and out_stop(rules, after, self.stock_left) is Stop.OUT:
                return total + factor * self.out_cost
            piles, factor = after.piles, factor * self.later
        return total


def judge(
    replies: Replies,
    leaves: Sequence[Leaf],
    own: Sequence[float],
    rounds: Sequence[tuple[int, int]],
    cap: int,
    deadline: float,
    reply_weight: float = 1.0,
    prefilter: int = 0,
) -> int:
    """The index of the best of ``leaves`` by ``own`` value minus the mean reply cost.

    With ``prefilter``, only that many endings, the best by :meth:`Replies.exposure`, go on.
    ``rounds`` lists (samples, survivors): each round adds that many samples to the endings
    still in the running, then keeps the best ``survivors`` of them for the next round."""
    alive = list(range(len(leaves)))
    if prefilter and len(alive) > prefilter:
        quick = [own[i] - reply_weight * replies.exposure(leaves[i]) for i in alive]
        alive = sorted(alive, key=lambda i: (quick[i], -i), reverse=True)[:prefilter]
    sums = [0.0] * len(leaves)
    counts = [0] * len(leaves)
    used = 0

    def score(i: int) -> tuple[float, int]:
        mean = sums[i] / counts[i] if counts[i] else 0.0
        return (own[i] - reply_weight * mean, -i)

    for samples, survivors in rounds:
        for _ in range(samples):
            if counts[alive[0]] and (replies.work >= cap or time.perf_counter() > deadline):
                break
            hand = replies.hand(used)
            used += 1
            for i in alive:
                sums[i] += replies.cost(leaves[i], hand)
                counts[i] += 1
        alive = sorted(alive, key=score, reverse=True)[: max(1, survivors)]
    return alive[0]
