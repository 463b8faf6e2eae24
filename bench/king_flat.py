"""A flat Monte Carlo King player: the benchmark baseline of issue 34, not a level anyone is offered.

The approach of the strongest open King bot we know: for each legal card, deal the cards it cannot see
consistently with what it has seen (:class:`kings.king.players.inference.Dealer`: the suits each player
has shown out of, the hearts-lead and king-of-hearts rules), play the card, play on with uniformly random
legal cards at every seat to the end of the hand, and score the hand for itself; 100 playouts a card (the
same deals judge every card), the best mean wins. Its other decisions (a positive hand's declaration, the
auction) are the medium player's: the baseline is for card play.

The playouts run on :mod:`kings.king.players.fastplay` (the same cards and points as the engine, faster).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.cards import Card
from kings.king.hand import Hand
from kings.king.moves import Move
from kings.king.observation import KingObservation
from kings.king.players.fastplay import RANDOM, Position
from kings.king.players.inference import Dealer
from kings.king.players.medium import MediumPlayer
from kings.seeding import Rng

PER_CARD = 100


class FlatPlayer:
    """Flat Monte Carlo card play (see the module doc)."""

    level = "flat"

    def __init__(self, per_card: int = PER_CARD) -> None:
        self.per_card = per_card
        self._medium = MediumPlayer()

    def choose(self, obs: KingObservation, legal: Sequence[Move], rng: Rng) -> Move:
        if len(legal) == 1 or obs.phase != "play" or obs.contract is None or obs.leader is None:
            return self._medium.choose(obs, legal, rng)
        cards = [m for m in legal if isinstance(m, Card)]
        totals = dict.fromkeys(cards, 0)
        dealer = Dealer(obs)
        for _ in range(self.per_card):
            hands = dealer.deal(rng)
            if hands is None:
                break
            start = Position.of(Hand(obs.contract, obs.dealer, hands, obs.leader, obs.trick, obs.taken))
            for card in cards:
                p = start.copy()
                p.play(card)
                totals[card] += p.play_out(RANDOM, rng)[obs.seat]
        return max(cards, key=lambda c: (totals[c], -c))
