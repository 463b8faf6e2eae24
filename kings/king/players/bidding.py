"""How the hard King player bids in an auction and settles one, by playing the possible hands out.

It deals the hidden cards at random a number of times, plays each way the hand could go (up with
each trump suit or none, down) to the end with medium moves at every seat, and compares:

* as a bidder, what winning a bid is worth (its best hand, less the bid it pays) with what it
  expects if someone else plays the hand; it makes the cheapest bid that clearly pays, or matches
  the last bid on the same test, or passes;
* as the beneficiary choosing the hand, its best declaration, or an auction when the ultimatum it
  can call once the bidding is over (below) clearly pays more;
* as the beneficiary, what accepting the last bid brings (the payment, and its own tricks in the
  bidder's hand) against playing the hand itself, or forfeiting a foiled auction (4 up, 100), or
  calling the ultimatum: playing down, unless someone takes 8 up and pays 200 (on each sampled deal
  the first other player, in bidding order, whose cards count 8 tricks is taken to answer 8 up);
* answering an ultimatum, what winning 8 up is worth against the beneficiary playing down.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.cards import Card
from kings.king.auction import Bid
from kings.king.contracts import DOWN_EACH, UP_EACH, Contract
from kings.king.hand import PLAYERS, Hand
from kings.king.moves import ACCEPT, AUCTION, DECLARATIONS, DECLINE, FORFEIT, MATCH, PASS, ULTIMATUM, Declare, Move
from kings.king.observation import KingObservation
from kings.king.players.inference import sample_hands
from kings.king.players.medium import best_up
from kings.seeding import Rng

MARGIN = 15.0  #: how much a bid must beat the alternative by before it is made
ULTIMATUM_BID = Bid(8)  #: the one answer that takes an ultimatum


@dataclass(frozen=True, slots=True)
class Forecast:
    """The mean outcome of playing a positive hand each way, from one seat's view."""

    score: dict[Declare, float]  #: the seat's mean score in each declaration
    dealer_tricks: dict[int, float]  #: for the down hand: mean of min(n, the beneficiary's tricks), n = 1, 2
    taken: float = 0.0  #: the share of deals on which another player would take an ultimatum at 8 up
    taken_score: float = 0.0  #: the seat's mean score on those deals, in that player's best up hand

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
    scores: list[dict[Declare, tuple[int, ...]]] = [{} for _ in dealt]  #: every seat's score, deal by deal
    for declare in DECLARATIONS:
        contract = Contract(down=declare.down, trump=declare.trump)
        total = 0.0
        for k, hands in enumerate(dealt):
            hand = play_out(Hand(contract, obs.dealer, hands, obs.dealer))
            scores[k][declare] = hand.score()
            total += scores[k][declare][obs.seat]
            if declare.down:
                won = hand.tricks_won(obs.dealer)
                for n in under:
                    under[n] += min(n, won)
        score[declare] = total / len(dealt)
    return Forecast(score, {n: v / len(dealt) for n, v in under.items()}, *_ultimatum(obs, dealt, scores))


def _ultimatum(obs: KingObservation, dealt: list[tuple[tuple[Card, ...], ...]],
               scores: list[dict[Declare, tuple[int, ...]]]) -> tuple[float, float]:  # fmt: skip
    """The share of deals on which another player takes an ultimatum at 8 up, and ``obs.seat``'s mean score then
    (its payment aside). A player is taken to answer 8 up when its cards count 8 tricks or more (the medium
    player's rule; the hard player's forecast asks for more): the first such in bidding order, in its best suit."""
    hits: list[float] = []
    for hands, deal in zip(dealt, scores, strict=True):
        for k in range(1, PLAYERS):
            seat = (obs.dealer + k) % PLAYERS
            count, trump = best_up(hands[seat])
            if count >= ULTIMATUM_BID.tricks:
                hits.append(deal[Declare(trump=trump)][obs.seat])
                break
    return len(hits) / max(1, len(scores)), sum(hits) / max(1, len(hits))


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


def choose(legal: Sequence[Move], f: Forecast) -> Move:
    """The beneficiary's first choice: its best declaration (or a forfeit, where the rules allow one at once), or an
    auction when the ultimatum it can call at the end clearly pays more than any of them."""
    options: dict[Move, float] = {d: f.score[d] for d in legal if isinstance(d, Declare)}
    if FORFEIT in legal:
        options[FORFEIT] = 4.0 * UP_EACH
    if AUCTION in legal and ultimatum_value(f) > max(options.values()) + MARGIN:
        return AUCTION
    return max(options, key=lambda m: (options[m], m == DECLARATIONS[0]))


def settle(obs: KingObservation, legal: Sequence[Move], f: Forecast) -> Move:
    """The beneficiary's answer to the bidding: accept or decline the last bid (then play the hand itself), choose
    the hand when nobody bid, forfeit a foiled auction, or call the ultimatum when it clearly pays more."""
    auction = obs.auction
    high = auction.high if auction is not None else None
    options: dict[Move, float] = {}
    if high is None:
        options = {d: f.score[d] for d in legal if isinstance(d, Declare)}
    elif high.down:
        options[ACCEPT] = f.score[Declare(down=True)] + DOWN_EACH * f.dealer_tricks[high.tricks]
    else:
        options[ACCEPT] = f.score[Declare()] + UP_EACH * high.tricks  # the bidder's trumps are unknown: no trumps
    if DECLINE in legal:
        options[DECLINE] = f.score[f.best]
    if FORFEIT in legal:
        options[FORFEIT] = 4.0 * UP_EACH
    if ULTIMATUM in legal and ultimatum_value(f) > max(options.values()) + MARGIN:
        return ULTIMATUM
    return max(options, key=lambda m: (options[m], m in (ACCEPT, DECLARATIONS[0])))


def ultimatum_value(f: Forecast) -> float:
    """What calling the ultimatum is worth to the beneficiary: playing down, unless someone takes 8 up and pays 200."""
    paid = f.taken_score + ULTIMATUM_BID.points
    return (1.0 - f.taken) * f.score[Declare(down=True)] + f.taken * paid


def answer(legal: Sequence[Move], f: Forecast) -> Move:
    """The answer to an ultimatum: 8 up when winning it clearly beats the beneficiary playing the hand down."""
    if ULTIMATUM_BID in legal and bid_value(f, ULTIMATUM_BID) > f.score[Declare(down=True)] + MARGIN:
        return ULTIMATUM_BID
    return PASS
