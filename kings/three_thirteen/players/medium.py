"""The medium 3-13 player: the greedy player other apps ship.

* Draw: the top discard if keeping it (and discarding the best card) leaves fewer points than the hand has now;
  otherwise the stock. A wild on the pile is always taken.
* Discard: go out whenever it can; otherwise the card whose loss leaves the fewest points in the best arrangement
  (ties: the costliest card), never a wild card.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.seeding import Rng
from kings.three_thirteen.melds import hand_penalty, is_wild
from kings.three_thirteen.moves import DISCARD, STOCK, Discard, Move
from kings.three_thirteen.observation import Observation
from kings.three_thirteen.players.common import after_draw, going_out, plain_discards, points


class MediumPlayer:
    """Least deadwood now, one move at a time (see the module doc)."""

    level = "medium"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        if len(legal) == 1:
            return legal[0]
        rules, wild = obs.rules, obs.wild
        if obs.phase == "draw":
            top = obs.top
            if is_wild(top, wild):
                return DISCARD
            now = hand_penalty(obs.hand, wild, rules)
            return DISCARD if after_draw(obs.hand, top, wild, rules, taken=True) < now else STOCK
        out = going_out(legal, rules)
        if out is not None:
            return out
        hand = list(obs.hand)
        best: tuple[int, int, int] | None = None
        choice = None
        for card in plain_discards(legal, wild):
            rest = list(hand)
            rest.remove(card)
            key = (hand_penalty(rest, wild, rules), -points(card, rules), card)
            if best is None or key < best:
                best, choice = key, card
        assert choice is not None
        return Discard(choice)
