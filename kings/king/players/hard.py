"""The hard King player: sampled deals of the hidden cards, and every choice played out on them.

* Cards (:mod:`kings.king.players.cardplay`): for each card it may play, deals of the cards it cannot see
  consistent with everything its seat has seen, the hand played out by a sound policy at every seat, the
  last tricks searched exactly; the best mean over the same deals wins.
* A positive hand (:mod:`kings.king.players.bidding`): as its beneficiary it plays each way out (up with
  each trump suit or none, down) on deals of the hidden cards, and values an auction and the ultimatum by what
  the others will likely bid and what accepting or declining then brings; it bids, accepts, declines and
  answers an ultimatum by the same values; naming trumps after winning a bid, the best way up.

Work is bounded by budgets of cards played, not the clock: the move depends only on the observation and the
generator.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import Card
from kings.king.moves import Declare, Move
from kings.king.observation import KingObservation
from kings.king.players import bidding
from kings.king.players.cardplay import Search, choose_card
from kings.king.players.medium import MediumPlayer
from kings.seeding import Rng


class HardPlayer:
    """Samples the hidden cards and plays each choice out (see the module doc)."""

    def __init__(self, search: Search | None = None, declare_deals: int = 24, auctions: bool = True,
                 level: str = "hard") -> None:  # fmt: skip
        self.level = level
        self.search = search or Search()
        self.declare_deals = declare_deals  #: deals each way to play a positive hand is played out on
        self.auctions = auctions  #: whether it opens auctions as a beneficiary (off: an ablation for benchmarks)
        self._medium = MediumPlayer()

    def choose(self, obs: KingObservation, legal: Sequence[Move], rng: Rng) -> Move:
        if len(legal) == 1:
            return legal[0]
        if obs.phase == "play" and obs.contract is not None and obs.leader is not None:
            cards = [m for m in legal if isinstance(m, Card)]
            card = choose_card(obs, cards, rng, self.search)
            return card if card is not None else self._medium.choose(obs, legal, rng)
        if obs.phase in ("choose", "auction", "settle", "ultimatum", "name"):
            f = bidding.forecast(obs, rng, self.declare_deals)
            if f is not None:
                if obs.phase == "name":
                    return max((m for m in legal if isinstance(m, Declare)), key=lambda d: (f.score[d], d == Declare()))
                if obs.phase == "choose":
                    return bidding.choose(legal, f, self.auctions)
                if obs.phase == "auction":
                    return bidding.bid(obs, legal, f)
                return bidding.answer(obs, legal, f) if obs.phase == "ultimatum" else bidding.settle(obs, legal, f)
        return self._medium.choose(obs, legal, rng)
