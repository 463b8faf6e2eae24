"""A brute-force reference for 3-13's meld solver (tests only): every partition of a hand into melds and left-over
cards, each meld checked by the plain definition of a set or a run.

Source (``seeds/002_ffd57030109f7a48.txt``): "a set or group of three or more cards of the same rank ... When
playing with more than one deck it is possible for a set to contain identical cards"; "a run or sequence of three or
more cards in the same suit"; "you cannot count the same card as part of more than one combination"; "Aces rank low
in this game, so A-2-3 is a valid sequence but Q-K-A is not" (with the variation "Aces can be used as high or low -
so A-K-Q is a valid sequence"); "Wild cards can be used in place of any other card in making a group or sequence.
You can even make a set that consists of only wild cards".
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations, product

from kings.cards import JOKER_INDEX, RANK_OF, SUIT_OF, Card
from kings.three_thirteen.rules import Rules


def wild(card: int, wild_rank: int) -> bool:
    return card >= JOKER_INDEX or RANK_OF[card] == wild_rank


def valid_meld(cards: Sequence[int], wild_rank: int, rules: Rules) -> bool:
    """Three or more cards forming a set or a run, wilds standing for whatever is missing."""
    if len(cards) < 3:
        return False
    naturals = [c for c in cards if not wild(c, wild_rank)]
    if not naturals:
        return rules.wild_melds
    if len({RANK_OF[c] for c in naturals}) == 1:
        return True
    if len({SUIT_OF[c] for c in naturals}) != 1:
        return False
    top = 14 if rules.ace_high else 13
    if len(cards) > top:
        return False
    choices = [(1, 14) if RANK_OF[c] == 1 and rules.ace_high else (RANK_OF[c],) for c in naturals]
    for places in product(*choices):
        if len(set(places)) == len(places) and max(places) - min(places) + 1 <= len(cards):
            return True
    return False


def brute_penalty(cards: Sequence[int], wild_rank: int, rules: Rules) -> int:
    """The least penalty over every way to lay the hand out."""

    def value(card: int) -> int:
        return rules.points(0 if card >= JOKER_INDEX else RANK_OF[card])

    @cache
    def best(hand: tuple[int, ...]) -> int:
        if not hand:
            return 0
        first, rest = hand[0], hand[1:]
        result = value(first) + best(rest)
        if wild(first, wild_rank):
            partners = list(range(len(rest)))
        else:
            partners = [i for i, c in enumerate(rest) if wild(c, wild_rank) or RANK_OF[c] == RANK_OF[first]
                        or SUIT_OF[c] == SUIT_OF[first]]  # fmt: skip
        seen: set[tuple[int, ...]] = set()
        for size in range(2, len(partners) + 1):
            for chosen in combinations(partners, size):
                meld = tuple(rest[i] for i in chosen)
                if meld in seen:
                    continue
                seen.add(meld)
                if valid_meld((first, *meld), wild_rank, rules):
                    left = list(rest)
                    for i in sorted(chosen, reverse=True):
                        del left[i]
                    result = min(result, best(tuple(left)))
        return result

    return best(tuple(sorted(cards)))


def points(cards: Sequence[Card], rules: Rules) -> int:
    return sum(rules.points(0 if c >= JOKER_INDEX else RANK_OF[c]) for c in cards)
