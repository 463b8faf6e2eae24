"""The easy 3-13 player: plain habits and a slip now and then.

* Draw: the top discard only when it makes a meld at once (it is in a set or run of the best arrangement with it and
  the hand's penalty drops); otherwise the stock, even for a wild on the pile that would not meld at once.
* Discard: it goes out whenever it can. Otherwise it keeps its melds and its pairs (two cards of a rank) and throws
  its costliest other card; with nothing else left it breaks a pair. About one discard in four (drawn from the
  generator it is given, so the same generator makes the same slips) is any natural card at random, a useful one
  included. It never throws a wild card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from kings.cards import RANK_OF
from kings.seeding import Rng
from kings.three_thirteen.melds import best_arrangement, hand_penalty, is_wild
from kings.three_thirteen.moves import DISCARD, STOCK, Discard, Move
from kings.three_thirteen.observation import Observation
from kings.three_thirteen.players.common import going_out, plain_discards, points

SLIP = 4  #: one discard in this many (when there is a choice) is a random natural card


class EasyPlayer:
    """Keeps pairs, takes only discards that meld, and slips (see the module doc)."""

    level = "easy"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        if len(legal) == 1:
            return legal[0]
        rules, wild = obs.rules, obs.wild
        if obs.phase == "draw":
            top = obs.top
            after = best_arrangement([*obs.hand, top], wild, rules)
            melds = any(top in m.cards for m in after.melds)
            return DISCARD if melds and after.penalty < hand_penalty(obs.hand, wild, rules) else STOCK
        out = going_out(legal, rules)
        if out is not None:
            return out
        cards = plain_discards(legal, wild)
        if len(cards) > 1 and rng.below(SLIP) == 0:
            return Discard(rng.choice(cards))
        arrangement = best_arrangement(obs.hand, wild, rules)
        loose = [c for c in arrangement.deadwood if c in cards and not is_wild(c, wild)]
        ranks = Counter(RANK_OF[c] for c in loose)
        single = [c for c in loose if ranks[RANK_OF[c]] == 1]
        pool = single or loose or cards
        return Discard(max(pool, key=lambda c: (points(c, rules), -c)))
