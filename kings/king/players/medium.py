"""The medium King player: sound contract-aware rules, one decision at a time, as good bots play.

* Negative hands and positive hands played down: duck under the trick with the highest card that
  still loses; when it must win, win with its highest card (it has taken the trick anyway, unless
  others are still to play, when it plays its lowest); when void, throw the most dangerous card (the
  contract's penalty cards first, then the highest); lead its lowest card from its shortest suit.
* Positive hands played up: win as cheaply as it can (the lowest card that beats the trick, or the
  lowest trump when void), else throw its lowest; lead its best cards.
* Choosing a positive hand: it counts the tricks its hand should take with each trump suit (or
  none) and plays up if they are worth more than playing down, else down; it does not auction. In
  others' auctions it bids when its count beats the bid by two tricks, and as the beneficiary it
  accepts a bid worth 75 or more, forfeits a foiled auction its count values under 4 up, else plays;
  it never calls an ultimatum, and answers one with 8 up only when it counts 8 tricks or more.
* Naming the first dealer (the ``nominate_dealer`` rule): the dealer that makes it the beneficiary of
  the last positive hand, so that it chooses that hand knowing the standings.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import RANK_OF, SUIT_OF, SUITS, Card, Suit
from kings.king.auction import Bid
from kings.king.contracts import HEARTS, KING_OF_HEARTS, Contract, Penalty
from kings.king.game import hands_in_game
from kings.king.moves import ACCEPT, DECLINE, FORFEIT, MATCH, PASS, Declare, Move, Nominate
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


def down_tricks(cards: Sequence[Card]) -> float:
    """A quick count of the tricks a hand will be forced to take playing down: its high cards."""
    return sum(0.8 if strength(c) == 14 else 0.45 if strength(c) == 13 else 0.2 if strength(c) == 12 else 0.0
               for c in cards)  # fmt: skip


def best_up(cards: Sequence[Card]) -> tuple[float, Suit | None]:
    return max(((expected_tricks(cards, t), t) for t in (None, *SUITS)), key=lambda x: (x[0], x[1] is None))


def pick_card(cards: Sequence[Card], trick: Sequence[Card], contract: Contract, legal: Sequence[Card]) -> Card:
    """The medium player's card (see the module doc), from its cards, the trick so far and the legal cards."""
    avoid = not contract.positive or contract.down

    def length(card: Card) -> int:
        return sum(1 for c in cards if SUIT_OF[c] == SUIT_OF[card])

    if not trick:
        if avoid:
            return min(legal, key=lambda c: (strength(c), length(c), c))
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
        tricks, trump = best_up(obs.cards)
        up_value = 25 * tricks
        down_value = 325 - 75 * down_tricks(obs.cards)
        if obs.phase == "ultimatum":
            return Bid(8) if tricks >= 8 and Bid(8) in legal else PASS
        if obs.phase in ("choose", "settle") and FORFEIT in legal and max(up_value, down_value) < 100:
            return FORFEIT
        if obs.phase == "settle" and ACCEPT in legal:
            auction = obs.auction
            assert auction is not None and auction.high is not None
            if auction.high.points >= 75 or DECLINE not in legal:
                return ACCEPT
            return DECLINE
        if obs.phase == "auction":
            bids = [m for m in legal if isinstance(m, Bid) and not m.down and tricks - m.tricks >= 2]
            auction = obs.auction
            if MATCH in legal and auction is not None and auction.high is not None and \
                    not auction.high.down and tricks - auction.high.tricks >= 2:  # fmt: skip
                return MATCH
            return bids[0] if bids else PASS
        declare = Declare(down=True) if down_value > up_value else Declare(trump=trump)
        if declare in legal:
            return declare
        return next(m for m in legal if isinstance(m, Declare))
