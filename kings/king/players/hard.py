"""The hard King player: sampled perfect-information search of the cards (first version).

For each card it may play it deals the hidden cards at random consistently with everything its seat
has seen (:mod:`kings.king.players.inference`: voids shown, the hearts-lead and king-of-hearts rules),
plays the card, plays the hand out with every seat making the medium player's move, and scores the
hand for itself. In the last two tricks it searches the rest of each deal exactly instead (each seat
playing for its own points with every card known). The same deals judge every card (common
samples), and the card with the best mean is played.

Declaring a positive hand (as its beneficiary, after a declined or empty auction, or when it names
trumps) plays each way out on the same random deals of the hidden cards and keeps the best; bidding,
settling an auction (the ultimatum included) and answering an ultimatum compare the same forecasts
(:mod:`kings.king.players.bidding`).

``flat`` (for benchmarks) is the approach of the strongest open King bot we know: flat Monte Carlo,
random playouts from sampled deals, 100 for each legal card.

Work is bounded by a number of playouts, not the clock: the move depends only on the observation
and the generator.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import Card
from kings.king.contracts import Contract
from kings.king.hand import Hand
from kings.king.moves import ACCEPT, FORFEIT, Declare, Move
from kings.king.observation import KingObservation
from kings.king.players import bidding
from kings.king.players.bidding import forecast
from kings.king.players.inference import sample_hands
from kings.king.players.medium import MediumPlayer, pick_card
from kings.king.tricks import legal_cards
from kings.seeding import Rng

#: With this many cards or fewer left in the players' hands (the last two tricks), a decision searches the
#: rest of the hand exactly on each deal instead of playing it out.
EXACT_CARDS = 8


def best_end(hand: Hand) -> Hand:
    """The hand played to its end with every seat choosing, at every card, what gives it the best final
    score, knowing all the cards (max^n: each seat maximises its own points; ties go to the lowest card)."""
    if hand.over:
        return hand
    seat = (hand.leader + len(hand.trick)) % 4
    best: Hand | None = None
    top = 0
    for card in sorted(legal_cards(hand.hands[seat], hand.trick, hand.contract)):
        end = best_end(hand.play_unchecked(card))
        points = end.score()[seat]
        if best is None or points > top:
            best, top = end, points
    assert best is not None
    return best


def play_out(hand: Hand, rng: Rng | None = None) -> Hand:
    """The hand played to its end, every seat making the medium player's move (with ``rng``: a random legal card)."""
    while not hand.over:
        seat = (hand.leader + len(hand.trick)) % 4
        cards = hand.hands[seat]
        legal = legal_cards(cards, hand.trick, hand.contract)
        if len(legal) == 1:
            card = legal[0]
        elif rng is not None:
            card = legal[rng.below(len(legal))]
        else:
            card = pick_card(cards, hand.trick, hand.contract, legal)
        hand = hand.play_unchecked(card)
    return hand


class HardPlayer:
    """Samples the hidden cards and plays each candidate card out (see the module doc)."""

    def __init__(self, playouts: int = 160, min_samples: int = 6, level: str = "hard", random_playouts: bool = False,
                 per_card: int = 0, simulate_bids: bool = True) -> None:  # fmt: skip
        self.level = level
        self.playouts = playouts  #: playouts per decision, shared among the candidate cards
        self.min_samples = min_samples  #: deals every candidate is judged on, however many there are
        self.per_card = per_card  #: if set, exactly this many deals per candidate (the flat Monte Carlo player)
        self.random_playouts = random_playouts  #: play out with random legal cards instead of medium's
        self.declare_deals = 24  #: deals each way to play a positive hand is played out on
        self.simulate_bids = simulate_bids  #: bid and settle auctions by playouts (else as medium does)
        self._medium = MediumPlayer()

    def choose(self, obs: KingObservation, legal: Sequence[Move], rng: Rng) -> Move:
        if len(legal) == 1:
            return legal[0]
        if obs.phase in ("choose", "auction", "settle", "ultimatum") and self.simulate_bids:
            f = forecast(obs, rng, self.declare_deals)
            if f is not None:
                if obs.phase == "choose":
                    return bidding.choose(legal, f)
                if obs.phase == "auction":
                    return bidding.bid(obs, legal, f)
                return bidding.answer(legal, f) if obs.phase == "ultimatum" else bidding.settle(obs, legal, f)
        declarations = [m for m in legal if isinstance(m, Declare)]
        if obs.phase in ("choose", "name", "settle") and declarations and not any(m == ACCEPT for m in legal):
            return self._declare(obs, declarations, legal, rng)
        if obs.phase != "play" or obs.contract is None or obs.leader is None:
            return self._medium.choose(obs, legal, rng)
        cards = [m for m in legal if isinstance(m, Card)]
        samples = self.per_card or max(self.min_samples, self.playouts // len(cards))
        totals = dict.fromkeys(cards, 0.0)
        exact = not self.random_playouts and sum(obs.hand_sizes) + len(obs.trick) <= EXACT_CARDS
        done = 0
        for _ in range(samples):
            hands = sample_hands(obs, rng)
            if hands is None:
                break
            hand = Hand(obs.contract, obs.dealer, hands, obs.leader, obs.trick, obs.taken)
            for card in cards:
                after = hand.play_unchecked(card)
                if exact:
                    end = best_end(after)
                else:
                    end = play_out(after, rng if self.random_playouts else None)
                totals[card] += end.score()[obs.seat]
            done += 1
        if not done:
            return self._medium.choose(obs, legal, rng)
        fallback = pick_card(obs.cards, obs.trick, obs.contract, cards)
        return max(cards, key=lambda c: (totals[c], c == fallback, -c))

    def _declare(self, obs: KingObservation, declarations: list[Declare], legal: Sequence[Move], rng: Rng) -> Move:
        """Play each declaration out on the same random deals of the other cards; keep the best. A foiled
        auction is forfeited (4 up, 100) when no declaration is expected to make more."""
        deals = []
        for _ in range(self.declare_deals):
            hands = sample_hands(obs, rng)
            if hands is not None:
                deals.append(hands)
        if not deals:
            return self._medium.choose(obs, legal, rng)
        values = {d: _declared_value(obs.seat, obs.dealer, d, deals) for d in declarations}
        best = max(declarations, key=lambda d: (values[d], d == declarations[0]))
        if FORFEIT in legal and values[best] < 100:
            return FORFEIT
        return best


def flat_player() -> HardPlayer:
    """Flat Monte Carlo: 100 random playouts of sampled deals for each legal card (a benchmark opponent)."""
    return HardPlayer(level="flat", random_playouts=True, per_card=100, simulate_bids=False)


def _declared_value(seat: int, dealer: int, declare: Declare, deals: list[tuple[tuple[Card, ...], ...]]) -> float:
    """The mean score ``seat`` makes playing the hand as ``declare`` says, over ``deals`` of the hidden cards."""
    contract = Contract(down=declare.down, trump=declare.trump)
    total = 0.0
    for hands in deals:
        total += play_out(Hand(contract, dealer, hands, dealer)).score()[seat]
    return total / max(1, len(deals))
