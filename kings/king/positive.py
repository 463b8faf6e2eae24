"""Where a positive hand of King stands before and during its play: what the game holds, its texts and
observations read."""

from __future__ import annotations

from dataclasses import dataclass

from kings.king.auction import Auction, Bid
from kings.king.hand import Hand


@dataclass(frozen=True, slots=True)
class Positive:
    """Where a positive hand stands before and during its play."""

    #: ``choose`` (the beneficiary), ``auction``, ``settle`` (accept or decline), ``ultimatum`` (the others
    #: answer 8 up or pass), ``name`` (trumps), ``play``
    stage: str
    dealt: Hand  #: the cards as dealt, seen by each player before the hand is chosen
    auction: Auction | None = None
    winner: int | None = None  #: the accepted bidder, who chooses the hand and pays the bid
    bid: Bid | None = None
    asked: int | None = None  #: in the ``ultimatum`` stage, the player to answer it
