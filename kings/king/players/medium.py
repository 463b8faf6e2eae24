"""The medium King player: sound contract-aware rules, one decision at a time, as good bots play.

* Negative hands and positive hands played down: duck under the trick with the highest card that
  still loses; when it must win, win with its highest card (it has taken the trick anyway, unless
  others are still to play, when it plays its lowest); when void, throw the most dangerous card (the
  contract's penalty cards first, then the highest); lead the lowest card of its shortest suit (a
  penalty card only when it has nothing else).
  Where a trick costs nothing it sheds its highest card instead: in the no-last-two hand before the
  last two tricks, and, in the hands that punish cards, to a trick that holds no penalty card (nor
  would with its card) when it plays last, or (hearts hands) cannot duck.
* Positive hands played up: win as cheaply as it can (the lowest card that beats the trick, or the
  lowest trump when void), else throw its lowest; lead its best cards.
* Choosing a positive hand: it counts the tricks its hand should take up with each trump suit (or
  none) and down, and turns the counts into points by a rule calibrated on deals played out
  (:func:`values`); it plays the better way, or auctions a weak hand (worth under 110: a foiled
  auction can be forfeited for 100, and someone may pay for it). Settling its auction it takes the
  best of accepting (the payment and its tricks in the winner's hand), forfeiting a foiled auction
  and keeping the hand, and when it would keep the hand to play it down it calls the ultimatum
  instead (down anyway, unless someone pays 200). In others' auctions it bids up, the cheapest bid
  that leaves the hand with its own trumps worth more than the beneficiary's choice, or matches on
  the same test; it answers an ultimatum with 8 up only when it counts 8 tricks or more.
* Naming the first dealer (the ``nominate_dealer`` rule): the dealer that makes it the beneficiary of
  the last positive hand, so that it chooses that hand knowing the standings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.cards import RANK_OF, SUIT_OF, SUITS, Card, Suit
from kings.king.auction import Bid
from kings.king.contracts import HEARTS, KING_OF_HEARTS, Contract, Penalty
from kings.king.game import hands_in_game
from kings.king.moves import ACCEPT, AUCTION, DECLINE, FORFEIT, MATCH, PASS, ULTIMATUM, Declare, Move, Nominate
from kings.king.observation import KingObservation
from kings.king.rules import Rules
from kings.king.tricks import winner
from kings.seeding import Rng


def strength(card: Card) -> int:
    """Rank with aces high (2 to 14)."""
    rank = RANK_OF[card]
    return 14 if rank == 1 else rank


def danger(card: Card, contract: Contract) -> int:
    """How much a card costs to keep in a negative hand: penalty cards first, then high cards."""
    score = strength(card)
    for p in contract.penalties:
        if p is Penalty.KING_OF_HEARTS and card == KING_OF_HEARTS:
            score += 100
        elif p is Penalty.QUEENS and RANK_OF[card] == 12:
            score += 60
        elif p is Penalty.MEN and RANK_OF[card] in (11, 13):
            score += 40
        elif p is Penalty.HEARTS and SUIT_OF[card] == HEARTS:
            score += 20
    return score


def expected_tricks(cards: Sequence[Card], trump: Suit | None) -> float:
    """A quick count of the tricks a hand should take playing up: aces, guarded kings and queens, and
    trump length beyond three."""
    count = 0.0
    for suit in range(4):
        held = sorted((strength(c) for c in cards if SUIT_OF[c] == suit), reverse=True)
        count += sum(1.0 for s in held if s == 14) + (0.7 if 13 in held and len(held) >= 2 else 0.0)
        count += 0.3 if 12 in held and len(held) >= 3 else 0.0
        if trump is not None and suit == SUITS.index(trump):
            count += max(0, len(held) - 3) * 0.9
    return count


def best_up(cards: Sequence[Card]) -> tuple[float, Suit | None]:
    return max(((expected_tricks(cards, t), t) for t in (None, *SUITS)), key=lambda x: (x[0], x[1] is None))


def card_cost(card: Card, contract: Contract) -> int:
    """What taking ``card`` costs in a negative hand (its penalty points), whoever wins the trick."""
    return sum(p.each * p.units((card,), 0) for p in contract.penalties if p not in TRICK_PENALTIES)


TRICK_PENALTIES = (Penalty.TRICKS, Penalty.LAST_TWO)
#: the hands that punish high ranks: there a card that must win a free trick is still better kept low
RANK_PENALTIES = (Penalty.QUEENS, Penalty.MEN)


def pick_card(cards: Sequence[Card], trick: Sequence[Card], contract: Contract, legal: Sequence[Card]) -> Card:
    """The medium player's card (see the module doc), from its cards, the trick so far and the legal cards."""
    avoid = not contract.positive or contract.down
    if contract.penalties == (Penalty.LAST_TWO,) and len(cards) > 2:
        return max(legal, key=lambda c: (strength(c), c))  # before the last two tricks: shed the high cards
    if trick and contract.penalties and not any(p in TRICK_PENALTIES for p in contract.penalties) and \
            SUIT_OF[legal[0]] == SUIT_OF[trick[0]] and not any(card_cost(c, contract) for c in (*trick, *legal)) and \
            (len(trick) == 3 or (all(winner((*trick, c), contract.trump) == len(trick) for c in legal) and
                                 not any(p in RANK_PENALTIES for p in contract.penalties))):
        return max(legal, key=lambda c: (strength(c), c))  # a trick that costs nothing, last or bound to win: shed

    def length(card: Card) -> int:
        return sum(1 for c in cards if SUIT_OF[c] == SUIT_OF[card])

    if not trick:
        if avoid:  # from its shortest suit, to be void in it soon; its penalty cards last
            return min(legal, key=lambda c: (card_cost(c, contract) < 0, length(c), strength(c), c))
        return max(legal, key=lambda c: (strength(c), -length(c), -c))
    led = SUIT_OF[trick[0]]
    n = len(trick)
    if avoid:
        if SUIT_OF[legal[0]] != led:
            return max(legal, key=lambda c: (danger(c, contract), c))
        under = [c for c in legal if winner((*trick, c), contract.trump) != n]
        if under:
            return max(under, key=lambda c: (strength(c), c))
        return max(legal, key=lambda c: (strength(c), c)) if n == 3 else min(legal, key=lambda c: (strength(c), c))
    beats = [c for c in legal if winner((*trick, c), contract.trump) == n]
    if beats:
        return min(beats, key=lambda c: (SUIT_OF[c] != led, strength(c), c))
    return min(legal, key=lambda c: (strength(c), c))


def last_beneficiary(seat: int, rules: Rules) -> Nominate:
    """The first dealer that makes ``seat`` the dealer, so the beneficiary, of the game's last hand (the dealer of
    hand k is the first dealer + k, clockwise)."""
    return Nominate((seat - (hands_in_game(rules) - 1)) % 4)


class MediumPlayer:
    """Rules of thumb for every decision (see the module doc); never consults ``rng``."""

    level = "medium"

    def choose(self, obs: KingObservation, legal: Sequence[Move], rng: Rng) -> Move:
        if len(legal) == 1:
            return legal[0]
        if obs.phase == "nominate":
            return last_beneficiary(obs.seat, obs.rules)
        if obs.phase == "play":
            assert obs.contract is not None
            cards = [m for m in legal if isinstance(m, Card)]
            return self._card(obs, obs.contract, cards)
        return self._call(obs, legal)

    def _card(self, obs: KingObservation, contract: Contract, legal: list[Card]) -> Card:
        return pick_card(obs.cards, obs.trick, contract, legal)

    # -- choosing a positive hand -------------------------------------------------------------------
    def _call(self, obs: KingObservation, legal: Sequence[Move]) -> Move:
        v = values(obs.cards)
        if obs.phase == "ultimatum":
            return Bid(8) if v.tricks >= 8 and Bid(8) in legal else PASS
        if obs.phase == "auction":
            return _bid(v, obs, legal)
        up = Declare(trump=v.trump)
        if obs.phase == "name":
            return up
        own = max(v.up, v.down)
        declare = Declare(down=True) if v.down > v.up else up
        if obs.phase == "choose":
            if AUCTION in legal and own < WEAK:
                return AUCTION  # a weak hand: others may pay for it, and a foiled auction can be forfeited for 4 up
            if FORFEIT in legal and own < FORFEIT_POINTS:
                return FORFEIT
            return declare
        # settling an auction: accept, forfeit, or keep the hand (decline, or choose it when nobody bid)
        options: dict[Move, float] = {}
        if ACCEPT in legal:
            auction = obs.auction
            assert auction is not None and auction.high is not None
            options[ACCEPT] = accept_value(v, auction.high)
        if FORFEIT in legal:
            options[FORFEIT] = FORFEIT_POINTS
        keep = DECLINE if DECLINE in legal else declare
        options[keep] = own
        best = max(options, key=lambda m: (options[m], m == ACCEPT))
        if best == keep and v.down > v.up and ULTIMATUM in legal:
            return ULTIMATUM  # it would play down anyway: 8 up or down, and 8 up pays 200
        return best


#: The points a forfeited hand brings its beneficiary (4 up).
FORFEIT_POINTS = 100.0
#: A hand the medium player values below this it auctions (a forfeit is worth 100).
WEAK = 110.0
#: How much more than the beneficiary's hand a bid must be worth to it before it bids.
BID_MARGIN = 15.0


@dataclass(frozen=True, slots=True)
class Values:
    """What a hand should bring its holder each way, from quick counts calibrated on deals played out by mediums
    (issue 34): up with its best trumps or none (25 a trick counted, and 15), and down (:func:`down_value`)."""

    tricks: float  #: its count of tricks up, with its best trump suit (or none)
    trump: Suit | None
    up: float  #: 25 a trick it should take up, with those trumps
    up_plain: float  #: the same without trumps (as in another player's hand)
    down: float  #: 325 less 75 a trick it should take down


#: Playing down: what a hand of thirteen twos would score, less what each card costs by its rank (2 to ace), plus
#: what each void and each singleton is worth (a least-squares fit to 4,000 deals played out by mediums).
DOWN_BASE = 715
DOWN_CARD = (0, 0, 0, -2, -4, -22, -31, -36, -42, -61, -70, -87, -102, -107, -105)  #: by rank, aces high: 2-14
DOWN_VOID, DOWN_SINGLETON = 137, 53


def down_value(cards: Sequence[Card]) -> float:
    """What a hand should score played down: 325 less 75 a trick, from its ranks and its short suits."""
    lengths = [0, 0, 0, 0]
    for c in cards:
        lengths[SUIT_OF[c]] += 1
    value = DOWN_BASE + sum(DOWN_CARD[strength(c)] for c in cards)
    value += DOWN_VOID * lengths.count(0) + DOWN_SINGLETON * lengths.count(1)
    return float(min(325, value))


def values(cards: Sequence[Card]) -> Values:
    tricks, trump = best_up(cards)
    plain = expected_tricks(cards, None)
    return Values(tricks, trump, 25 * tricks + 15, 25 * plain + 15, down_value(cards))


def accept_value(v: Values, bid: Bid) -> float:
    """What accepting ``bid`` should bring the beneficiary: the payment and its tricks in the winner's hand (up
    without its own trumps; down, its down hand and up to the bid of its tricks paid for)."""
    if bid.down:
        return v.down + 75 * min(bid.tricks, max(0.0, (325 - v.down) / 75))
    return v.up_plain + bid.points


def _bid(v: Values, obs: KingObservation, legal: Sequence[Move]) -> Move:
    """Bid up, the cheapest bid that leaves the hand with its own trumps worth more than the hand the beneficiary
    would choose (half up, half down); match the last bid on the same test; else pass."""
    otherwise = (v.up_plain + v.down) / 2 + BID_MARGIN
    auction = obs.auction
    high = auction.high if auction is not None else None
    if MATCH in legal and high is not None and not high.down and v.up - high.points > otherwise:
        return MATCH
    for move in legal:
        if isinstance(move, Bid) and not move.down and v.up - move.points > otherwise:
            return move
    return PASS
