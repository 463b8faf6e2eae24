"""What a game of King keeps of its finished hands, and how it ended: what the game, its texts, its observations
and the score sheet read."""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import Card
from kings.king.auction import Bid
from kings.king.contracts import Contract


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winners (several on a tie) and every seat's final total."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandResult:
    """One finished hand: what it was played for, who dealt, each seat's tricks and points."""

    number: int
    dealer: int
    contract: Contract
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    dealt: tuple[tuple[Card, ...], ...] = ()  #: each seat's cards as dealt
    taken: tuple[tuple[int, tuple[Card, ...]], ...] = ()  #: (winner, cards from the lead) of each trick
    bid: Bid | None = None  #: the accepted bid of an auctioned hand
    bidder: int | None = None  #: who won the auction and paid the bid
    forfeited: bool = False  #: a foiled auction forfeited: 4 up for the beneficiary, 3 up for each other
