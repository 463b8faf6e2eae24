"""The cards one seat cannot see, dealt again: what a CPU player samples, and what a guest's copy of a shared
game holds instead of the others' hands.

>>> from kings.corners import Deal, preset
>>> from kings.seeding import Rng
>>> deal = Deal.new(preset("standard"), seed=4, players=3)
>>> other = redeal_unseen(deal, 0, Rng(1))
>>> other.hands[1] != deal.hands[1], other.observe(0) == deal.observe(0)
(True, True)
"""

from __future__ import annotations

from dataclasses import replace

from kings.corners.deal import Deal
from kings.seeding import Rng


def redeal_unseen(deal: Deal, seat: int, rng: Rng) -> Deal:
    """The same deal with the cards ``seat`` cannot see (the other hands and the stock) shuffled
    and dealt again: every hand keeps its size; the layout, ``seat``'s hand and the history stay.

    Once the deal is over every hand is shown, so nothing is unseen and the deal comes back as it is."""
    if not 0 <= seat < deal.players:
        raise ValueError(f"there is no seat {seat} in a {deal.players}-player deal")
    if deal.over:
        return deal
    others = [s for s in range(deal.players) if s != seat]
    pool = [c for s in others for c in deal.hands[s]] + list(deal.stock)
    rng.shuffle(pool)
    hands = list(deal.hands)
    for s in others:
        size = len(hands[s])
        hands[s] = tuple(sorted(pool[:size]))
        del pool[:size]
    return replace(deal, hands=tuple(hands), stock=tuple(pool), _legal=None)
