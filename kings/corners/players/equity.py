"""What a finished deal is worth to one seat: its chance of winning the match, estimated.

The hard and expert levels play for the match, not the deal. A deal's outcome is scored by the
match's own rules (:func:`kings.corners.scoring.score_deal`), added to the public totals the
observation carries (:class:`kings.corners.MatchView`), and turned into one number:

* if those totals end the match (:func:`kings.corners.match_ends`, the match's own test), the
  seat's share of the win: 1 for the winner, shared on a tie, 0 otherwise;
* else a smooth estimate of the chance to win from here: each seat still in weighs
  ``exp(standing / spread)``, where standing is the total (negated when lower is better) and
  spread is what a seat's total typically moves per deal times the square root of the deals
  left. Far from the end the spread is wide and a point matters little; near the end it is
  narrow, so the leader risks nothing and a seat far behind needs a big swing to gain anything.

Nothing here is written per preset: card values, target, deals, method and payments all come
from the rules. Without a match (a lone deal, as benchmarks play) the deal is the objective:
going out is worth 1, an impasse a share, anything else 0.

>>> from kings.corners import Outcome, MatchView, preset
>>> rules = preset("standard")  # penalty points to 25, lowest total wins
>>> lost = Outcome(1, ((3,), (), ()), False, (), (0, 0, 0), (0, 0, 0))     # seat 1 out, we keep 4♣
>>> won = Outcome(0, ((), (3,), (12,)), False, (), (0, 0, 0), (0, 0, 0))   # we go out; seat 2 keeps K♣
>>> start = Equity(rules, seat=0, players=3, match=MatchView((0, 0, 0), 0))
>>> round(start(lost), 2), round(start(won), 2)   # early on, one deal moves little
(0.31, 0.45)
>>> late = Equity(rules, seat=0, players=3, match=MatchView((5, 22, 6), 4))
>>> round(late(lost), 2), round(late(won), 2)     # a close race with seat 2 near the end
(0.48, 0.83)
>>> Equity(rules, seat=0, players=3, match=MatchView((24, 20, 20), 6))(won)  # K♣ ends the match: seat 1 wins
0.0
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from kings.corners.events import Outcome
from kings.corners.match import match_ends
from kings.corners.observation import MatchView
from kings.corners.rules import Method, Rules
from kings.corners.scoring import score_deal


def deal_swing(rules: Rules) -> float:
    """How far one seat's total typically moves in one deal under these rules (a scale, not a mean)."""
    sc = rules.scoring
    if sc.method is Method.CORNERS:
        return 1.0
    values = sc.values
    mean = (sum(values.by_rank) * 4 + (2 * values.joker if rules.jokers else 0)) / (52 + (2 if rules.jokers else 0))
    swing = 0.5 * rules.hand_size * mean  # a seat that does not go out keeps about half its cards
    if sc.method is Method.CHIPS:
        swing += sc.ante + sc.idle_fee
    return max(1.0, swing)


class Equity:
    """Call it with a finished deal's :class:`Outcome` to get its worth to ``seat`` (0 to 1)."""

    def __init__(self, rules: Rules, seat: int, players: int, match: MatchView | None, spread: float = 1.0) -> None:
        self.rules, self.seat, self.players, self.match = rules, seat, players, match
        sc = rules.scoring
        self.sign = -1.0 if sc.lower_is_better else 1.0
        self.swing = deal_swing(rules)
        self.spread = spread  #: scales the smooth estimate's spread (tuned on the bench)
        self._seen: dict[tuple[int, ...], float] = {}  #: worth by the deal's score (playouts repeat scores)

    def __call__(self, outcome: Outcome) -> float:
        if self.match is None:
            if outcome.winner is None:
                return 1.0 / self.players
            return 1.0 if outcome.winner == self.seat else 0.0
        view = self.match
        deltas = score_deal(self.rules, outcome, view.pot).deltas
        worth = self._seen.get(deltas)
        if worth is None:
            totals = [t + d for t, d in zip(view.totals, deltas, strict=True)]
            worth = self._seen[deltas] = self.worth(totals, view.deals_done + 1)
        return worth

    def worth(self, totals: Sequence[int], deals_done: int) -> float:
        """The estimated chance that ``seat`` wins the match from these totals (each deal seat's)."""
        sc = self.rules.scoring
        n = len(totals)
        out = [sc.method is Method.ELIMINATION and sc.target is not None and t >= sc.target for t in totals]
        if match_ends(sc, totals, out, deals_done, n):
            winners = self._winners(totals, out)
            return 1.0 / len(winners) if self.seat in winners else 0.0
        if out[self.seat]:
            return 0.0
        live = [s for s in range(n) if not out[s]]
        tau = self.spread * self.swing * math.sqrt(self._deals_left(totals, out, deals_done))
        values = [self.sign * totals[s] / tau for s in live]
        top = max(values)
        weights = [math.exp(v - top) for v in values]
        return weights[live.index(self.seat)] / sum(weights)

    def _winners(self, totals: Sequence[int], out: Sequence[bool]) -> list[int]:
        live = [s for s in range(len(totals)) if not out[s]]
        if self.rules.scoring.method is Method.ELIMINATION:
            if len(live) == 1:
                return live
            live = list(range(len(totals)))  # everyone left crossed the line together: the lowest wins
        best = max(self.sign * totals[s] for s in live)
        return [s for s in live if self.sign * totals[s] == best]

    def _deals_left(self, totals: Sequence[int], out: Sequence[bool], deals_done: int) -> float:
        """A rough count of the deals still to come (at least 1)."""
        sc = self.rules.scoring
        left = math.inf
        if sc.deals is not None:
            left = sc.deals - deals_done
        if sc.target is not None:
            live = sorted(t for t, gone in zip(totals, out, strict=True) if not gone)
            if sc.method is Method.ELIMINATION:
                edge = live[-2] if len(live) > 1 else live[-1]  # ends when the second-lowest crosses
            else:
                edge = max(totals)
            left = min(left, (sc.target - edge) / self.swing)
        if math.isinf(left):
            left = 10.0
        return max(1.0, left)
