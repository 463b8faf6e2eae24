"""What one seat sees of a game of King.

A seat sees its own cards, how many each other player holds, every card played (the trick on the
table and every finished trick, face up as at a real table), the contract, the auction as it was
called, and the score sheet. It never sees another hand: :func:`kings.king.unseen.redeal_hidden` deals the other
players' cards again and the seat's observation stays the same. The game builds its observations
(:func:`kings.king.game.observe`); this module knows nothing of the game, so that the game can import it."""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import Card
from kings.king.auction import Auction, Bid
from kings.king.contracts import Contract
from kings.king.moves import Move
from kings.king.results import HandResult
from kings.king.rules import Rules


@dataclass(frozen=True, slots=True)
class KingObservation:
    """One seat's view of a game of King."""

    seat: int
    rules: Rules
    number: int  #: the hand in play, from 0
    phase: str
    dealer: int
    acting: int | None
    cards: tuple[Card, ...]  #: this seat's own cards
    hand_sizes: tuple[int, ...]
    contract: Contract | None  #: None while a positive hand is being chosen
    leader: int | None  #: who led the trick on the table
    trick: tuple[Card, ...]
    taken: tuple[tuple[int, tuple[Card, ...]], ...]  #: finished tricks of this hand, face up
    auction: Auction | None
    winner: int | None  #: the accepted bidder of this hand
    bid: Bid | None
    results: tuple[HandResult, ...]
    moves: tuple[Move, ...]  #: this seat's legal moves (empty when another seat acts)

    def legal_moves(self) -> tuple[Move, ...]:
        return self.moves
