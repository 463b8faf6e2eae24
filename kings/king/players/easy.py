"""The easy King player: simple rules, and mistakes on purpose.

* Cards: the medium player's card most of the time, but about one card in four (when it has a choice)
  is any legal card at random, drawn from the generator it is given, so the same generator makes the
  same slips.
* Choosing a positive hand: up or down by the medium player's count of its tricks; it never opens an
  auction and never calls an ultimatum.
* Others' auctions: it passes unless its count is very high (7 tricks or more, two above the bid), and
  never matches; it answers an ultimatum as the medium player does (8 up only with 8 tricks counted).
* Naming the first dealer, naming trumps after winning a bid: as the medium player.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import Card
from kings.king.auction import Bid
from kings.king.moves import AUCTION, PASS, ULTIMATUM, Move
from kings.king.observation import KingObservation
from kings.king.players.medium import MediumPlayer, best_up
from kings.seeding import Rng

SLIP = 4  #: one card in this many (when there is a choice) is a random legal card
BID_COUNT = 7.0  #: the trick count it needs before it bids at all


class EasyPlayer:
    """The medium player with slips and timid bidding (see the module doc)."""

    level = "easy"

    def __init__(self) -> None:
        self._medium = MediumPlayer()

    def choose(self, obs: KingObservation, legal: Sequence[Move], rng: Rng) -> Move:
        if len(legal) == 1:
            return legal[0]
        if obs.phase == "play":
            cards = [m for m in legal if isinstance(m, Card)]
            if rng.below(SLIP) == 0:
                return rng.choice(cards)
            return self._medium.choose(obs, legal, rng)
        if obs.phase == "auction":
            count = best_up(obs.cards)[0]
            bids = [m for m in legal if isinstance(m, Bid) and not m.down and count >= BID_COUNT
                    and count - m.tricks >= 2]  # fmt: skip
            return bids[0] if bids else PASS
        # Never an auction nor an ultimatum: choose without them (the medium player never picks them either).
        calm = [m for m in legal if m not in (AUCTION, ULTIMATUM)] or list(legal)
        return self._medium.choose(obs, calm, rng)
