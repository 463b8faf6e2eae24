"""King (issue 14, in progress): the trick rules and the hands' scores, one test per rule with its source.

Source: ``seeds/000_07c215abc0a5bb30.txt`` (the King part), summarised in RULES.md section 2."""

from __future__ import annotations

from collections import Counter

import pytest

from kings.cards import STANDARD_DECK, Card, Suit, parse_cards
from kings.errors import IllegalMoveError
from kings.king.contracts import PENALTIES, POSITIVE_TOTAL, Contract, Penalty
from kings.king.hand import Hand
from kings.king.tricks import legal_cards, why_not, winner
from kings.seeding import Rng, derive_seed

pytestmark = pytest.mark.pyodide  # fast: the engine's rules also run inside Pyodide

NO_TRICKS = Contract((Penalty.TRICKS,))
NO_HEARTS = Contract((Penalty.HEARTS,))
NO_KING = Contract((Penalty.KING_OF_HEARTS,))
UP_SPADES = Contract(trump=Suit.SPADES)


def _cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def test_players_must_follow_suit():
    """Source: "all the other players must follow that suit unless they do not hold any card of that suit"."""
    hand = _cards("2C.9C.AH.5S")
    assert legal_cards(hand, _cards("KC"), NO_TRICKS) == _cards("2C.9C")
    assert why_not(Card.parse("AH"), hand, _cards("KC"), NO_TRICKS) == "You must follow clubs."
    assert legal_cards(hand, _cards("KD"), NO_TRICKS) == hand  # void: anything goes


def test_the_highest_card_of_the_suit_led_wins_aces_high():
    """Source: "the winner of the trick is the highest card of the suit played at the start of the trick"."""
    assert winner(_cards("10D.AD.KS.QD"), None) == 1  # the ace of the suit led; a king of another suit is nothing
    assert winner(_cards("2C.AS.AH.AD"), None) == 0


def test_a_trump_beats_the_suit_led_and_the_highest_trump_wins():
    """Source: "or the highest trump, if any was declared for that hand"; "between two or more trump cards the
    highest one wins"."""
    assert winner(_cards("AD.2S.KD.5S"), Suit.SPADES) == 3
    assert winner(_cards("AD.2H.KD.5C"), Suit.SPADES) == 0  # no trump played


def test_trumps_follow_suit_like_any_card():
    """Source: trumps "can only be played if the suit cannot be followed or if the trick started with the trump
    suit"."""
    hand = _cards("3D.9S")
    assert legal_cards(hand, _cards("KD"), UP_SPADES) == _cards("3D")
    assert legal_cards(_cards("9S.2C"), _cards("KD"), UP_SPADES) == _cards("9S.2C")


@pytest.mark.parametrize("contract", [NO_HEARTS, NO_KING])
def test_hearts_may_not_be_led_while_another_suit_is_held(contract):
    """Source (2nd and 5th hands): "A player must not start a trick with Hearts unless he holds no other suit"."""
    hand = _cards("2H.9H.4C")
    assert legal_cards(hand, (), contract) == _cards("4C")
    assert why_not(Card.parse("2H"), hand, (), contract) == "You may not lead hearts while you hold another suit."
    assert legal_cards(_cards("2H.9H"), (), NO_HEARTS) == _cards("2H.9H")  # only hearts: lead one
    assert legal_cards(hand, (), NO_TRICKS) == hand  # the other hands have no such rule


def test_the_king_of_hearts_goes_at_the_first_legal_chance():
    """Source (5th hand): "The King of Hearts must be played at the first legal opportunity, meaning when the holder
    cannot follow suit or at the first time Hearts is used to open a trick"."""
    hand = _cards("KH.3H.7C")
    assert legal_cards(hand, _cards("2H"), NO_KING) == _cards("KH")  # hearts led
    assert legal_cards(hand, _cards("2D"), NO_KING) == _cards("KH")  # cannot follow diamonds
    assert legal_cards(hand, _cards("2C"), NO_KING) == _cards("7C")  # can follow clubs: follows
    assert why_not(Card.parse("7C"), hand, _cards("2D"), NO_KING) == (
        "The king of hearts must be played now: you have no diamonds.")  # fmt: skip
    # Our decision: left with only hearts, the holder leads the king (leading hearts is the first chance).
    assert legal_cards(_cards("KH.3H"), (), NO_KING) == _cards("KH")
    assert legal_cards(hand, _cards("2D"), NO_HEARTS) == hand  # other hands: no such rule


def test_a_card_not_held_is_refused_and_the_hand_is_unchanged():
    hand = Hand.deal(NO_TRICKS, seed=3, dealer=0)
    foreign = next(c for c in STANDARD_DECK if c not in hand.hands[0])
    with pytest.raises(IllegalMoveError, match="You do not hold"):
        hand.play(foreign)
    assert hand.trick == () and len(hand.hands[0]) == 13


def test_the_dealer_leads_and_the_trick_winner_leads_the_next():
    """Source: "The game is always played clockwise, starting with the dealer"; "The winner restarts play"."""
    hand = Hand.deal(NO_TRICKS, seed=11, dealer=3)
    assert hand.acting == 3
    for _ in range(4):
        hand = hand.play(hand.legal_moves()[0])
    won, trick = hand.taken[0]
    assert hand.acting == won == (3 + winner(trick, None)) % 4


@pytest.mark.parametrize(("penalty", "each", "total"), [
    (Penalty.TRICKS, -20, -260), (Penalty.HEARTS, -20, -260), (Penalty.QUEENS, -50, -200),
    (Penalty.MEN, -30, -240), (Penalty.KING_OF_HEARTS, -160, -160), (Penalty.LAST_TWO, -90, -180),
])  # fmt: skip
def test_each_negative_hand_has_the_sources_points(penalty, each, total):
    """Source: "Each trick is worth 20 negative points and the total for the hand is 260 negative points" and so on
    for each hand; "The total negative points for the four players must total -1300"."""
    assert (penalty.each, penalty.total) == (each, total)
    assert sum(p.total for p in PENALTIES) == -1300


def test_positive_hands_score_up_or_down_and_share_325():
    """Source: up, "each trick benefits the winner with 25 positive points"; down, "each player starts with 325
    positive points and for each trick won loses 75 points"; "The total for each hand ... is 325"."""
    tricks = [(0, ())] * 5 + [(1, ())] * 8
    assert Contract().score(tricks) == (125, 200, 0, 0)
    assert Contract(down=True).score(tricks) == (325 - 375, 325 - 600, 325, 325)
    assert sum(Contract(down=True).score(tricks)) == sum(Contract().score(tricks)) == POSITIVE_TOTAL


CONTRACTS = [Contract((p,)) for p in PENALTIES] + [
    # The quick game: "combine the 1st with 6th hand, 2nd with 5th and 3rd with 4th, maintaining the point system".
    Contract((Penalty.TRICKS, Penalty.LAST_TWO)), Contract((Penalty.HEARTS, Penalty.KING_OF_HEARTS)),
    Contract((Penalty.QUEENS, Penalty.MEN)),
    Contract(), Contract(down=True), Contract(trump=Suit.HEARTS), Contract(down=True, trump=Suit.CLUBS),
]  # fmt: skip


@pytest.mark.parametrize("contract", CONTRACTS, ids=lambda c: c.label)
def test_random_hands_always_share_out_the_hands_fixed_total(contract):
    """Soak: every card is played once, 13 tricks of 4, legal moves only, and the scores sum to the hand's total."""
    for i in range(60):
        rng = Rng(derive_seed(5, i))
        hand = Hand.deal(contract, seed=derive_seed(9, i), dealer=i % 4)
        while not hand.over:
            legal = hand.legal_moves()
            assert legal and all(hand.explain(c) is None for c in legal)
            hand = hand.play(rng.choice(legal))
        assert Counter(c for _, t in hand.taken for c in t) == Counter(STANDARD_DECK)
        assert all(len(t) == 4 for _, t in hand.taken) and not any(hand.hands)
        assert sum(hand.score()) == contract.total


# -- the rules as data ------------------------------------------------------------------------------------
def test_the_presets_have_stable_ids_and_round_trip_through_json():
    from kings.king.rules import PRESETS, Rules

    assert list(PRESETS) == ["standard", "quick", "open-bidding", "leader-forfeit", "nominate"]
    for rules in PRESETS.values():
        assert Rules.from_dict(rules.to_dict()) == rules


@pytest.mark.parametrize(("data", "message"), [
    ([], "a JSON object"), ({"quick": "yes"}, "true or false"), ({"trumps": True}, "no option 'trumps'"),
    ({"name": "x" * 500}, "short text"), ({"id": 7}, "short text"),
])  # fmt: skip
def test_damaged_rules_are_refused_with_a_reason(data, message):
    from kings.errors import RulesError
    from kings.king.rules import Rules

    with pytest.raises(RulesError, match=message):
        Rules.from_dict(data)


def test_king_is_for_four_and_an_unknown_preset_names_the_others():
    from kings.errors import RulesError
    from kings.king.rules import Rules, preset

    with pytest.raises(RulesError, match="four players, not 5"):
        Rules().validate(5)
    with pytest.raises(RulesError, match="choose standard, quick"):
        preset("speedy")


def test_the_exact_end_search_finds_each_seats_best_last_tricks():
    """The hard player's exact search of the last tricks: with every card known, each seat plays for its own points."""
    from kings.king.players.cardplay import best_end

    # No tricks, the last two tricks, seat 0 to lead with 2C and AC. Leading the ace first would take both tricks;
    # leading the two lets seat 1's five win, and the ace is thrown on diamonds: no trick for seat 0.
    hands = (_cards("2C.AC"), _cards("5C.3D"), _cards("4C.6D"), _cards("3C.9D"))
    done = tuple((1, _cards("2S.3S.4S.5S")) for _ in range(11))  # eleven tricks already taken (cards irrelevant)
    hand = Hand(NO_TRICKS, 0, hands, 0, (), done)
    end = best_end(hand)
    delta = [a - b for a, b in zip(end.score(), hand.score(), strict=True)]
    assert end.over and delta == [0, -20, 0, -20]
    assert [w for w, _ in end.taken[-2:]] == [1, 3]
