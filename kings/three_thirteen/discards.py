"""What each discard leaves: the ways to go out (:func:`going_out_cards`, what the legal moves need) and every
discard's penalty (:func:`discard_penalties`, what the CPU players and the hints need), both from the exact meld solver
(:mod:`kings.three_thirteen.melds`) with shortcuts that save most of its searches.
"""

from __future__ import annotations

from collections.abc import Iterable

from kings.cards import JOKER_INDEX, RANK_OF, Card
from kings.three_thirteen.melds import is_wild, solver
from kings.three_thirteen.rules import Rules


def _hopeless(hand: list[Card], wild_rank: int, ace_high: bool) -> bool:
    """True when no discard can leave every other card of ``hand`` in a meld, by counting alone (no search): a
    natural card with no other natural of its rank, and none of its suit near enough for a run (at most one more
    place apart than there are wilds), can only be melded with two wilds of its own, so the hand cannot go out when
    those cards, all but one of them discarded, need more wilds than it holds. (Most hands of a round in progress
    are such: the test saves the search of every discard.)"""
    naturals = [c for c in hand if c < JOKER_INDEX and RANK_OF[c] != wild_rank]
    wilds = len(hand) - len(naturals)
    if len(naturals) <= 1 + wilds // 2:
        return False
    ranks = [RANK_OF[c] for c in naturals]
    reach = wilds + 1
    alone = 0
    for i, card in enumerate(naturals):
        rank, suit = ranks[i], card // 13
        for j, other in enumerate(naturals):
            if j == i:
                continue
            near = ranks[j]
            if near == rank:
                break
            if other // 13 == suit:
                apart = abs(near - rank)
                if ace_high and (rank == 1 or near == 1):  # an ace also stands above the king
                    apart = min(apart, abs((14 if rank == 1 else rank) - (14 if near == 1 else near)))
                if apart <= reach:
                    break
        else:
            alone += 1
            if 2 * (alone - 1) > wilds:
                return True
    return False


def going_out_cards(cards: Iterable[Card], wild_rank: int, rules: Rules) -> set[Card]:
    """The cards whose discard leaves every other card of the hand in a meld (the ways to go out).

    Discarding a card cannot lower a hand's penalty by more than that card's points, so only cards worth at least the
    hand's penalty are tried, and a left-over card worth exactly that needs no search.

    >>> from kings.cards import parse_cards
    >>> sorted(c.code for c in going_out_cards(parse_cards("5S.6S.7S.8S.KD"), 3, Rules()))
    ['KD']
    >>> sorted(c.code for c in going_out_cards(parse_cards("5S.6S.7S.8S"), 3, Rules()))
    ['5S', '8S']
    """
    hand = sorted(cards)
    if _hopeless(hand, wild_rank, rules.ace_high):
        return set()
    s = solver(rules)
    value = {c: rules.points(RANK_OF[c]) for c in set(hand)}
    if max(value.values(), default=0) < s.penalty(hand, wild_rank, rules.wild_melds):
        return set()  # no card is worth the hand's penalty: no melds to lay out
    best = s.arrangement(hand, wild_rank, rules.wild_melds)
    loose = set(best.deadwood)
    out: set[Card] = set()
    for i, card in enumerate(hand):
        if card in out or value[card] < best.penalty:
            continue
        exact = card in loose and value[card] == best.penalty and not is_wild(card, wild_rank)
        if exact or s.penalty(hand[:i] + hand[i + 1:], wild_rank, rules.wild_melds) == 0:
            out.add(card)
    return out


def discard_penalties(cards: Iterable[Card], wild_rank: int, rules: Rules) -> dict[Card, int]:
    """For each different card of the hand, the penalty of the others: what is left after discarding it.

    A card left over in the best arrangement costs exactly its points: the others' penalty is the hand's less those
    points, with no search; only melded cards and wilds need one.

    >>> from kings.cards import parse_cards
    >>> sorted((c.code, p) for c, p in discard_penalties(parse_cards("5S.6S.7S.KD"), 3, Rules()).items())
    [('5S', 23), ('6S', 22), ('7S', 21), ('KD', 0)]
    """
    hand = sorted(cards)
    s = solver(rules)
    best = s.arrangement(hand, wild_rank, rules.wild_melds)
    out: dict[Card, int] = {}
    loose = set(best.deadwood)
    for i, card in enumerate(hand):
        if card in out:
            continue
        if card in loose and not is_wild(card, wild_rank):
            out[card] = best.penalty - s.value[card]
        else:
            out[card] = s.penalty(hand[:i] + hand[i + 1:], wild_rank, rules.wild_melds)
    return out
