"""How the hard King player bids in an auction and settles one, by playing the possible hands out.

It deals the hidden cards at random a number of times, plays each way the hand could go (up with
each trump suit or none, down) to the end with medium moves at every seat, and compares:

* as a bidder, what winning a bid is worth (its best hand, less the bid it pays) with what it
  expects if someone else plays the hand; it makes the cheapest bid that clearly pays, or matches
  the last bid on the same test, or passes;
* as the beneficiary, what accepting the last bid brings (the payment, and its own tricks in the
  bidder's hand) against playing the hand itself, or forfeiting a foiled auction (4 up, 100).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.cards import Card
from kings.king.auction import Bid
from kings.king.contracts import DOWN_EACH, UP_EACH, Contract
from kings.king.hand import Hand
from kings.king.moves import ACCEPT, DECLARATIONS, DECLINE, FORFEIT, MATCH, PASS, Declare, Move
from kings.king.observation import KingObservation
from kings.king.players.inference import sample_hands
from kings.seeding import Rng

MARGIN = 15.0  #: how much a bid must beat the alternative by before it is made


@dataclass(frozen=True, slots=True)
class Forecast:
    """The mean outcome of playing a positive hand each way, from one seat's view."""

    score: dict[Declare, float]  #: the seat's mean score in each declaration
    dealer_tricks: dict[int, float]  #: for the down hand: mean of min(n, the beneficiary's tricks), n = 1, 2

    @property
    def best(self) -> Declare:
        return max(self.score, key=lambda d: (self.score[d], d == DECLARATIONS[0]))

    @property
    def best_up(self) -> float:
        return max(v for d, v in self.score.items() if not d.down)


def forecast(obs: KingObservation, rng: Rng, deals: int) -> Forecast | None:
    """Play every declaration out on ``deals`` random deals of the hidden cards (None if none could be dealt)."""
    from kings.king.players.hard import play_out  # the playout lives with the card player

    dealt: list[tuple[tuple[Card, ...], ...]] = []
    for _ in range(deals):
        hands = sample_hands(obs, rng)
        if hands is not None:
            dealt.append(hands)
    if not dealt:
        return None
    score: dict[Declare, float] = {}
    under = {1: 0.0, 2: 0.0}
    for declare in DECLARATIONS:
        contract = Contract(down=declare.down, trump=declare.trump)
        total = 0.0
        for hands in dealt:
            hand = play_out(Hand(contract, obs.dealer, hands, obs.dealer))
            total += hand.score()[obs.seat]
            if declare.down:
                taken = hand.tricks_won(obs.dealer)
                for n in under:
                    under[n] += min(n, taken)
        score[declare] = total / len(dealt)
    return Forecast(score, {n: v / len(dealt) for n, v in under.items()})


def bid_value(f: Forecast, bid: Bid) -> float:
    """What winning ``bid`` is worth to the bidder: its hand, less what it pays the beneficiary."""
    if bid.down:
        return f.score[Declare(down=True)] - DOWN_EACH * f.dealer_tricks[bid.tricks]
    return f.best_up - UP_EACH * bid.tricks


def bid(obs: KingObservation, legal: Sequence[Move], f: Forecast) -> Move:
    """A bidder's move: the cheapest bid that clearly pays, else a match that does, else pass."""
    otherwise = (f.score[Declare()] + f.score[Declare(down=True)]) / 2  # someone else chooses the hand
    for move in legal:
        if isinstance(move, Bid) and bid_value(f, move) > otherwise + MARGIN:
            return move
    auction = obs.auction
    high = auction.high if auction is not None else None
    if MATCH in legal and high is not None and bid_value(f, high) > otherwise + MARGIN:
        return MATCH
    return PASS


def settle(obs: KingObservation, legal: Sequence[Move], f: Forecast) -> Move:
    """The beneficiary's answer to the last bid: accept, decline (and play the hand itself) or forfeit."""
    auction = obs.auction
    assert auction is not None and auction.high is not None
    high = auction.high
    if high.down:
        accept = f.score[Declare(down=True)] + DOWN_EACH * f.dealer_tricks[high.tricks]
    else:
        accept = f.score[Declare()] + UP_EACH * high.tricks  # the bidder's trumps are unknown: no trumps stands in
    options = {ACCEPT: accept}
    if DECLINE in legal:
        options[DECLINE] = f.score[f.best]
    if FORFEIT in legal:
        options[FORFEIT] = 4.0 * UP_EACH
    return max(options, key=lambda m: (options[m], m == ACCEPT))
