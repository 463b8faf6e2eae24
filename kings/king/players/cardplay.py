"""How the hard King player chooses a card: sampled deals of the hidden cards, each card played out on them.

For each deal of the cards it cannot see, consistent with everything its seat has seen
(:mod:`kings.king.players.inference`), every legal card is played and the hand played on to its end by a
playout policy at every seat (:mod:`kings.king.players.fastplay`); the card with the best mean score for its own
seat over the same deals (common samples) is played. Deals come in batches, and a card clearly worse than the
best so far on the same deals is dropped (racing), so the budget goes to telling the close ones apart. In the last
tricks it searches the rest of each deal exactly instead (every seat playing for its own points with every card
known).

The work is a budget of cards played, not a time: the move depends only on the observation and the generator,
whatever the machine's load.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.cards import Card
from kings.king.hand import Hand
from kings.king.observation import KingObservation
from kings.king.players.fastplay import MEDIUM, Position
from kings.king.players.inference import Dealer, plays_weight
from kings.king.players.medium import pick_card
from kings.king.tricks import legal_cards
from kings.seeding import Rng


@dataclass(frozen=True, slots=True)
class Search:
    """The card search's budget and switches."""

    budget: int = 12_000  #: cards played in playouts per decision, shared among the deals and the candidates
    min_deals: int = 6  #: deals every candidate is judged on, whatever the budget
    max_deals: int = 400
    exact_cards: int = 8  #: with this many cards or fewer still to play (the last two tricks), search exactly
    exact_deals: int = 24  #: deals searched exactly
    policy: int = MEDIUM
    slips: int = 0  #: in playouts, a random legal card instead of the policy's about this many times in 1024
    read: float = 0.0  #: if set, deals are drawn in proportion to how well they explain the others' cards (this
    #: weight for each card the medium player would not have played; :func:`~.inference.plays_weight`)
    pool: int = 3  #: when reading the play: deals dealt for each deal kept
    batch: int = 8  #: deals dealt at a time
    race: float = 2.0  #: if set, after each batch a candidate this many standard errors worse than the best is dropped
    race_after: int = 16  #: deals before the first drop


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
    """The engine's reference playout (slow: for tests of :mod:`~kings.king.players.fastplay`): the hand played to
    its end, every seat making the medium player's move (with ``rng``: a random legal card)."""
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


#: What dealing the hidden cards once costs, in cards played (about as long as ten cards of a playout).
DEAL_COST = 10


def _deals(obs: KingObservation, rng: Rng, count: int, search: Search) -> list[tuple[tuple[Card, ...], ...]]:
    """``count`` deals of the hidden cards consistent with what ``obs`` has seen (fewer if they cannot be found);
    with ``search.read``, drawn from a larger pool in proportion to how well each explains the others' play."""
    reading = search.read > 0 and (obs.taken or obs.trick)
    pool: list[tuple[tuple[Card, ...], ...]] = []
    dealer = Dealer(obs)
    for _ in range(count * search.pool if reading else count):
        hands = dealer.deal(rng)
        if hands is None:
            break
        pool.append(hands)
    if not reading or not pool:
        return pool
    weights = [plays_weight(obs, h, search.read) for h in pool]
    total = sum(weights)
    step = total / count
    u = rng.random() * step
    out: list[tuple[tuple[Card, ...], ...]] = []
    acc = 0.0
    for hands, w in zip(pool, weights, strict=True):  # systematic resampling
        acc += w
        while u < acc and len(out) < count:
            out.append(hands)
            u += step
    return out


def choose_card(obs: KingObservation, cards: Sequence[Card], rng: Rng, search: Search) -> Card | None:
    """The card with the best mean score over sampled deals (None if no deal could be dealt)."""
    assert obs.contract is not None and obs.leader is not None
    left = sum(obs.hand_sizes)
    if left + len(obs.trick) <= search.exact_cards:
        return _exact(obs, cards, rng, search)
    played = 4 * len(obs.taken) + len(obs.trick)
    reading = search.read > 0 and played > 0
    deal_cost = search.pool * (DEAL_COST + played) if reading else DEAL_COST
    scores: dict[Card, list[int]] = {c: [] for c in cards}  #: each candidate's points, deal by deal
    active = list(cards)
    spent = dealt = 0
    while dealt < search.max_deals and (dealt < search.min_deals or (spent < search.budget and len(active) > 1)):
        batch = _deals(obs, rng, min(search.batch, search.max_deals - dealt), search)
        if not batch:
            break
        for hands in batch:
            start = Position.of(Hand(obs.contract, obs.dealer, hands, obs.leader, obs.trick, obs.taken))
            for card in active:
                p = start.copy()
                p.play(card)
                scores[card].append(p.play_out(search.policy, rng, search.slips)[obs.seat])
        dealt += len(batch)
        spent += len(batch) * (len(active) * left + deal_cost)
        if search.race and dealt >= search.race_after:
            active = _race(active, scores, search.race)
    if not dealt:
        return None
    fallback = pick_card(obs.cards, obs.trick, obs.contract, cards)
    return max(active, key=lambda c: (sum(scores[c]) / len(scores[c]), c == fallback, -c))


def _race(active: list[Card], scores: dict[Card, list[int]], z: float) -> list[Card]:
    """The candidates left once those clearly worse than the best so far are dropped: their mean difference from it,
    deal by deal on the same deals, more than ``z`` standard errors below zero."""
    n = len(scores[active[0]])
    best = max(active, key=lambda c: sum(scores[c]))
    top = scores[best]
    keep = [best]
    for card in active:
        if card == best:
            continue
        diffs = [x - y for x, y in zip(top, scores[card], strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean * mean * n <= z * z * var or mean <= 0:
            keep.append(card)
    return [c for c in active if c in keep]


def _exact(obs: KingObservation, cards: Sequence[Card], rng: Rng, search: Search) -> Card | None:
    """The last tricks: each card's mean over deals, the rest of each deal searched exactly."""
    assert obs.contract is not None and obs.leader is not None
    totals = dict.fromkeys(cards, 0)
    done = 0
    for hands in _deals(obs, rng, search.exact_deals, search):
        hand = Hand(obs.contract, obs.dealer, hands, obs.leader, obs.trick, obs.taken)
        for card in cards:
            totals[card] += best_end(hand.play_unchecked(card)).score()[obs.seat]
        done += 1
    if not done:
        return None
    fallback = pick_card(obs.cards, obs.trick, obs.contract, cards)
    return max(cards, key=lambda c: (totals[c], c == fallback, -c))
