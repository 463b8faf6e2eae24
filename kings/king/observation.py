"""What one seat sees of a game of King, and the same game with what it cannot see dealt again.

A seat sees its own cards, how many each other player holds, every card played (the trick on the
table and every finished trick, face up as at a real table), the contract, the auction as it was
called, and the score sheet. It never sees another hand: :func:`redeal_hidden` deals the other
players' cards again and the seat's observation stays the same.

>>> from kings.king.game import KingGame
>>> from kings.seeding import Rng
>>> game = KingGame.new(seed=3)
>>> for _ in range(9):
...     game = game.play(game.legal_moves()[0])
>>> other = redeal_hidden(game, 0, Rng(1))
>>> other.cards(1) != game.cards(1), observe(other, 0) == observe(game, 0)
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from kings.cards import Card
from kings.king.auction import Auction, Bid
from kings.king.contracts import Contract
from kings.king.game import HandResult, KingGame
from kings.king.hand import PLAYERS, Hand
from kings.king.moves import Move
from kings.king.rules import Rules
from kings.seeding import Rng


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


def observe(game: KingGame, seat: int) -> KingObservation:
    """What ``seat`` may see of ``game``."""
    if not 0 <= seat < PLAYERS:
        raise ValueError(f"there is no seat {seat} at a four-player table")
    hand: Hand | None = game.hand
    pos = game.positive
    shown = hand if hand is not None else pos.dealt if pos is not None else None
    sizes = tuple(len(h) for h in shown.hands) if shown is not None else (0,) * PLAYERS
    return KingObservation(
        seat=seat,
        rules=game.rules,
        number=game.number,
        phase=game.phase,
        dealer=game.dealer,
        acting=game.acting,
        cards=shown.hands[seat] if shown is not None else (),
        hand_sizes=sizes,
        contract=hand.contract if hand is not None else None,
        leader=hand.leader if hand is not None else None,
        trick=hand.trick if hand is not None else (),
        taken=hand.taken if hand is not None else (),
        auction=pos.auction if pos is not None else None,
        winner=pos.winner if pos is not None else None,
        bid=pos.bid if pos is not None else None,
        results=game.results,
        moves=game.legal_moves() if game.acting == seat else (),
    )


def redeal_hidden(game: KingGame, seat: int, rng: Rng) -> KingGame:
    """The same game with the other players' cards shuffled and dealt again, each keeping its size."""
    if not 0 <= seat < PLAYERS:
        raise ValueError(f"there is no seat {seat} at a four-player table")
    pos = game.positive
    shown = game.hand if game.hand is not None else pos.dealt if pos is not None else None
    if shown is None:
        return game
    pool = [c for s in range(PLAYERS) if s != seat for c in shown.hands[s]]
    rng.shuffle(pool)
    hands = list(shown.hands)
    for s in range(PLAYERS):
        if s != seat:
            size = len(hands[s])
            hands[s] = tuple(sorted(pool[:size]))
            del pool[:size]
    new = replace(shown, hands=tuple(hands))
    if game.hand is not None:
        return replace(game, hand=new)
    assert pos is not None
    return replace(game, positive=replace(pos, dealt=new))
