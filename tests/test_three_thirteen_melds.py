"""3-13's meld solver (kings/three_thirteen/melds.py, with meld_layout.py and discards.py) against a brute force over
every partition of the hand (tests/three_thirteen_brute.py), on thousands of seeded random hands, wild-heavy ones
included, under every way of counting; and the meld rules of the source, one test each.

Source: ``seeds/002_ffd57030109f7a48.txt`` (the rummy part), summarised in ``RULES.md`` section 3.
"""

from __future__ import annotations

from collections import Counter

import pytest

from kings.cards import JOKER, Card, deck, parse_cards
from kings.seeding import Rng
from kings.three_thirteen.discards import _hopeless, discard_penalties, going_out_cards
from kings.three_thirteen.melds import best_arrangement, hand_penalty, is_wild
from kings.three_thirteen.rules import Rules
from tests.sampling import count
from tests.three_thirteen_brute import brute_penalty, points, valid_meld

pytestmark = pytest.mark.pyodide

RULES = [Rules(), Rules(ace_high=True), Rules(high_faces=True), Rules(wild_melds=False), Rules(jokers=2),
         Rules(ace_high=True, wild_melds=False, jokers=1)]  # fmt: skip


def random_hand(rng: Rng, rules: Rules, size: int, wild_rank: int, wild_heavy: bool) -> list[Card]:
    """``size`` cards from one or two packs (with the rules' jokers); ``wild_heavy`` swaps in up to seven wilds."""
    packs = 1 + rng.below(2)
    pool = list(deck(jokers=rules.jokers * packs, packs=packs))
    rng.shuffle(pool)
    hand = pool[:size]
    if wild_heavy:
        wilds = [c for c in pool[size:] if is_wild(c, wild_rank)]
        k = rng.below(min(7, len(wilds), size) + 1)
        hand = hand[: size - k] + wilds[:k]
    return hand


def check_hand(hand: list[Card], wild_rank: int, rules: Rules) -> None:
    """The solver's penalty is the brute force's, and its arrangement is real: the hand's own cards, each meld a
    valid set or run, the left-over points adding up to the penalty."""
    want = brute_penalty(hand, wild_rank, rules)
    got = best_arrangement(hand, wild_rank, rules)
    where = f"{[c.code for c in sorted(hand)]} wild {wild_rank} {rules}"
    assert got.penalty == want == hand_penalty(hand, wild_rank, rules), where
    laid = Counter(c for m in got.melds for c in m.cards) + Counter(got.deadwood)
    assert laid == Counter(hand), where
    assert all(valid_meld(m.cards, wild_rank, rules) for m in got.melds), where
    assert points(got.deadwood, rules) == got.penalty and got.complete == (got.penalty == 0), where
    for meld in got.melds:  # what each card stands for agrees with the card itself
        for card, stands in zip(meld.cards, meld.stands_for, strict=True):
            assert stands is None or stands == card or is_wild(card, wild_rank), where


def run_random(count: int, base: int, sizes: range) -> None:
    rng = Rng(base)
    for i in range(count):
        rules = RULES[i % len(RULES)]
        wild_rank = 1 + rng.below(13)
        size = sizes.start + rng.below(len(sizes))
        check_hand(random_hand(rng, rules, size, wild_rank, wild_heavy=i % 3 == 0), wild_rank, rules)


def test_the_solver_equals_brute_force_on_thousands_of_random_hands():
    """3 to 10 cards, one or two packs, every way of counting, one hand in three wild-heavy: 3,000 hands in the
    suite (about 1.5 s), 23,000 in ``python3 bench/full_checks.py`` (tests/sampling.py)."""
    run_random(count(23_000, 3000), 2026, range(3, 11))


def test_the_solver_equals_brute_force_on_big_hands():
    """11 to 15 cards (the last rounds and the 14-card round, after drawing), with up to seven wilds: 60 hands in
    the suite, 660 in ``python3 bench/full_checks.py``."""
    run_random(count(660, 60), 2027, range(11, 16))


def test_discard_penalties_are_the_penalties_of_what_is_left():
    rng = Rng(11)
    for i in range(300):
        rules = RULES[i % len(RULES)]
        wild_rank = 1 + rng.below(13)
        hand = random_hand(rng, rules, 4 + rng.below(11), wild_rank, wild_heavy=i % 2 == 0)
        got = discard_penalties(hand, wild_rank, rules)
        assert set(got) == set(hand)
        for card, penalty in got.items():
            rest = list(hand)
            rest.remove(card)
            assert penalty == hand_penalty(rest, wild_rank, rules), (card, hand)


def test_the_ways_out_are_the_discards_that_leave_no_penalty():
    """going_out_cards, which skips the search when counting alone shows that a hand cannot go out, against the brute
    force: a card is a way out exactly when the other cards have no penalty (wild-heavy hands go out often)."""
    rng = Rng(12)
    hopeless = ways = 0
    for i in range(400):
        rules = RULES[i % len(RULES)]
        wild_rank = 1 + rng.below(13)
        hand = random_hand(rng, rules, 4 + rng.below(6), wild_rank, wild_heavy=i % 2 == 0)
        want = set()
        for card in hand:
            rest = list(hand)
            rest.remove(card)
            if brute_penalty(rest, wild_rank, rules) == 0:
                want.add(card)
        assert going_out_cards(hand, wild_rank, rules) == want, ([c.code for c in hand], wild_rank, rules)
        hopeless += _hopeless(sorted(hand), wild_rank, rules.ace_high)
        ways += bool(want)
    assert hopeless > 100 and ways > 40, (hopeless, ways)


def _penalty(text: str, wild_rank: int = 3, rules: Rules | None = None) -> int:
    return best_arrangement(parse_cards(text), wild_rank, rules or Rules()).penalty


def test_sets_are_three_or_more_of_a_rank_identical_cards_allowed():
    """Source: "a set or group of three or more cards of the same rank, such as 5-5-5. When playing with more than
    one deck it is possible for a set to contain identical cards, for example 9-9-9"."""
    assert _penalty("5S.5H.5D") == 0 and _penalty("9C.9C.9C") == 0 and _penalty("7S.7H.7D.7C.7C") == 0
    assert _penalty("5S.5H") == 10


def test_runs_are_three_or_more_in_suit_in_sequence():
    """Source: "a run or sequence of three or more cards in the same suit, such as 4-5-6"; "cards of the same suit
    but not in sequence" (and a sequence out of suit) are no run."""
    assert _penalty("4H.5H.6H") == 0 and _penalty("8C.9C.10C.JC.QC") == 0
    assert _penalty("4H.5H.6S") == 15 and _penalty("4H.6H.8H") == 18


def test_aces_are_low_unless_the_rules_make_them_high_or_low():
    """Source: "Aces rank low in this game, so A-2-3 is a valid sequence but Q-K-A is not"; variation: "Aces can be
    used as high or low - so A-K-Q is a valid sequence. In this case an Ace remaining in your hand at the end costs
    15 points, rather than one" (and never both: K-A-2 is no run)."""
    assert _penalty("AS.2S.4S", wild_rank=3) == 7 and _penalty("AS.2S.3S", wild_rank=5) == 0
    assert _penalty("QS.KS.AS", wild_rank=5) == 21
    high = Rules(ace_high=True)
    assert _penalty("QS.KS.AS", 5, high) == 0 and _penalty("AS.2S.3S", 5, high) == 0
    assert _penalty("KS.AS.2S", 5, high) == 10 + 15 + 2 and _penalty("AD.4C", 5, high) == 19


def test_a_card_counts_in_one_combination_only():
    """Source: "5-6-7-6-6 is either a set of sixes with a 5 and 7 of spades left over, or a run of spades with two
    sixes left over"."""
    a = best_arrangement(parse_cards("5S.6S.7S.6H.6D"), 3, Rules())
    assert a.penalty == 12 and len(a.melds) == 1


def test_the_wild_rank_stands_for_any_card_in_a_set_or_a_run():
    """Source: "It is the card equal to the number of cards dealt. Wild cards can be used in place of any other card
    in making a group or sequence"."""
    assert _penalty("5H.5C.3S", wild_rank=3) == 0  # a set with a wild
    assert _penalty("5H.7H.3S", wild_rank=3) == 0  # the wild as the 6♥
    assert _penalty("5H.7H.3S", wild_rank=4) == 15  # threes are not wild in round 2
    a = best_arrangement(parse_cards("5H.7H.KS.9C"), 13, Rules())
    assert [m.label for m in a.melds] == ["5♥ K♠(6♥) 7♥"] and a.deadwood == (Card.parse("9C"),)


def test_a_set_of_wilds_alone_is_allowed_unless_the_rules_say_not():
    """Source: "You can even make a set that consists of only wild cards if you wish" (some tables do not allow it:
    then three threes in round one are three wild cards, not a set)."""
    assert _penalty("3S.3H.3D", wild_rank=3) == 0
    assert _penalty("3S.3H.3D", wild_rank=3, rules=Rules(wild_melds=False)) == 9
    assert _penalty("3S.3H.3D.9C", wild_rank=3, rules=Rules(wild_melds=False)) == 0  # the 9♣ with three wilds


def test_points_for_cards_left_over():
    """Source: "Ace 1 point, Two 2 points ... Ten 10 points, Jack 10 points, Queen 10 points, King 10 points";
    variations: "11 points for Jacks, 12 for Queens and 13 for Kings"; "a joker left in your hand at the end of a
    round scores 20 penalty points"."""
    assert _penalty("AS.5D.10H.JC", wild_rank=3) == 1 + 5 + 10 + 10
    assert _penalty("JC.QH.KD", 3, Rules(high_faces=True)) == 36
    assert best_arrangement((JOKER, Card.parse("9C")), 3, Rules(jokers=2)).penalty == 29


def test_jokers_are_extra_wilds():
    """Source: "Some groups include Jokers as additional wild cards"."""
    assert is_wild(JOKER, 3) and not is_wild(Card.parse("4H"), 3) and is_wild(Card.parse("4H"), 4)
    assert best_arrangement((JOKER, Card.parse("9C"), Card.parse("9D")), 3, Rules(jokers=2)).penalty == 0
    assert best_arrangement((JOKER, JOKER, Card.parse("KC"), Card.parse("3S")), 3, Rules(jokers=2)).penalty == 0


def test_an_arrangement_is_the_same_every_time_and_lays_wilds_out_in_place():
    hand = parse_cards("AS.2S.KH.QH.JK.4D.4C.KD.KS")
    a = best_arrangement(hand, 13, Rules(ace_high=True, jokers=2))
    assert a == best_arrangement(list(reversed(hand)), 13, Rules(ace_high=True, jokers=2))
    assert a.complete and sum(len(m.cards) for m in a.melds) == len(hand)


def test_leftover_wilds_join_a_run_that_already_spans_every_place():
    """Twelve hearts and three wilds (kings, the K♥ too): the wilds must join (the run is split to make room), and
    nothing is left over."""
    hand = parse_cards("AH.2H.3H.4H.5H.6H.7H.8H.9H.10H.JH.QH.KH.KS.KD")
    a = best_arrangement(hand, 13, Rules())
    assert a.complete and all(valid_meld(m.cards, 13, Rules()) for m in a.melds)
    assert sum(len(m.cards) for m in a.melds) == 15


@pytest.mark.parametrize(("hand", "wild", "rules", "laid"), [
    ("4S.5S.3S", 3, Rules(), "3♠ 4♠ 5♠"),  # the wild 3♠ below 4♠ 5♠, itself, not 4♠ 5♠ 3♠(6♠)
    ("3S.6S.5S.JK", 5, Rules(jokers=2), "3♠ 🃏(4♠) 5♠ 6♠"),  # the wild 5♠ in its own hole, the joker in the other
    ("QH.KH.AH", 1, Rules(ace_high=True), "Q♥ K♥ A♥"),  # a wild ace over the king, as an ace high
    ("7C.8C.9C.6C.10D", 6, Rules(), "6♣ 7♣ 8♣ 9♣"),  # a spare wild 6♣ lengthens the run down, to itself
])
def test_wilds_stand_for_themselves_where_the_penalty_is_the_same(hand: str, wild: int, rules: Rules, laid: str):
    """Issue 32: of the layouts with the least penalty, the one where a wild is the card it is (a wild 3♠ read as
    6♠ in 4♠ 5♠ 3♠ puzzled players). Only the layout changes: the penalty is the solver's, as before."""
    cards = parse_cards(hand)
    a = best_arrangement(cards, wild, rules)
    assert laid in [m.label for m in a.melds]
    assert a.penalty == hand_penalty(cards, wild, rules)
    assert all(valid_meld(m.cards, wild, rules) for m in a.melds)


def test_a_wild_of_another_suit_still_fills_a_run():
    a = best_arrangement(parse_cards("4S.5S.3H"), 3, Rules())
    assert [m.label for m in a.melds] == ["4♠ 5♠ 3♥(6♠)"] and a.complete
