"""King (issue 14, in progress): the whole game of ten hands, its dealers, declarations and sum-to-zero scores.

Source: ``seeds/000_07c215abc0a5bb30.txt`` (the King part)."""

from __future__ import annotations

import pytest

from kings.cards import STANDARD_DECK, Card, Suit
from kings.errors import IllegalMoveError
from kings.king.contracts import KING_OF_HEARTS, Penalty
from kings.king.game import DECLARATIONS, NEGATIVE, QUICK, Declare, KingGame, first_dealer
from kings.seeding import Rng, derive_seed


def _play_out(game: KingGame, rng: Rng) -> KingGame:
    while not game.over:
        game = game.play(rng.choice(game.legal_moves()))
    return game


def test_the_first_dealer_is_dealt_the_king_of_hearts():
    """Source: "The Dealer is decided by handing out cards clockwise. The player who gets the king of Hearts will
    be the first dealer"."""
    seen = set()
    for seed in range(40):
        dealer = first_dealer(seed)
        seen.add(dealer)
        assert KingGame.new(seed).first_dealer == dealer == KingGame.new(seed).dealer
    assert seen == {0, 1, 2, 3}  # the seed decides, and every seat gets its chance


def test_six_negative_hands_in_the_sources_order_then_four_positive():
    """Source: "1st hand - No Tricks", ..., "6th hand - No Last"; "Following the six negative hands there are four
    positive hands"; the quick game combines 1+6, 2+5, 3+4."""
    game = KingGame.new(3)
    assert [c.penalties for c in game.schedule[:6]] == [(p,) for p in Penalty]  # type: ignore[union-attr]
    assert game.schedule[6:] == (None,) * 4
    quick = KingGame.new(3, quick=True)
    assert quick.schedule[:3] == QUICK and len(quick.schedule) == 7
    assert [sorted(p.name for p in c.penalties) for c in QUICK] == [
        ["LAST_TWO", "TRICKS"], ["HEARTS", "KING_OF_HEARTS"], ["MEN", "QUEENS"]]
    assert NEGATIVE[0].penalties == (Penalty.TRICKS,)


def test_the_deal_passes_clockwise_and_the_dealer_leads():
    """Source: "The game is always played clockwise, starting with the dealer"; each player in turn is the
    beneficiary of a positive hand."""
    game = KingGame.new(8)
    rng = Rng(1)
    dealers = []
    while not game.over:
        if not dealers or dealers[-1][0] != game.number:
            dealers.append((game.number, game.dealer))
            if game.phase == "play":
                assert game.acting == game.dealer and game.hand is not None and not game.hand.trick
        game = game.play(rng.choice(game.legal_moves()))
    first = game.first_dealer
    assert [d for _, d in dealers] == [(first + i) % 4 for i in range(10)]
    assert {r.dealer for r in game.results[6:]} == {0, 1, 2, 3}  # four beneficiaries, one each


def test_the_beneficiary_sees_the_cards_then_declares_up_with_or_without_trumps_or_down():
    """Source: "the dealer ..., after dealing and analyzing the cards, has the possibility of deciding if the hand
    will be Positive (Playing up) ... It is permitted to elect a trump suit or play without one; Negative (Playing
    Down)"."""
    game = KingGame.new(4)
    rng = Rng(2)
    while game.phase != "declare":
        game = game.play(rng.choice(game.legal_moves()))
    assert game.number == 6 and game.acting == game.dealer
    assert game.legal_moves() == DECLARATIONS and len(DECLARATIONS) == 6
    assert len(game.cards(game.dealer)) == 13  # dealt and visible to the beneficiary before declaring
    card = game.cards(game.dealer)[0]
    with pytest.raises(IllegalMoveError, match="First declare the hand"):
        game.play(card)
    after = game.play(Declare(trump=Suit.SPADES))
    assert after.hand is not None and after.hand.contract.trump is Suit.SPADES and not after.hand.contract.down
    assert after.cards(after.dealer) == game.cards(game.dealer)  # the same cards are played
    with pytest.raises(IllegalMoveError, match="already declared"):
        after.play(Declare(down=True))


@pytest.mark.parametrize("text", ["up", "up:C", "up:D", "up:H", "up:S", "down"])
def test_declarations_round_trip_through_their_notation(text):
    assert str(Declare.parse(text)) == text


def test_a_bad_declaration_says_what_to_type():
    with pytest.raises(ValueError, match="say up, up:C"):
        Declare.parse("sideways")


@pytest.mark.parametrize("quick", [False, True])
def test_every_game_sums_to_zero_and_every_hand_to_its_total(quick):
    """Source: "The total points for all the players in the six negative hands is -1300 ... four positive hands ...
    +1300. At the end of the game, the sum of the total points for all the players should be zero"."""
    for i in range(40):
        game = _play_out(KingGame.new(derive_seed(6, i), quick=quick), Rng(i))
        assert sum(game.totals) == 0
        assert all(sum(r.points) == r.contract.total for r in game.results)
        assert sum(sum(r.points) for r in game.results if not r.contract.positive) == -1300
        assert sum(sum(r.points) for r in game.results if r.contract.positive) == 1300
        assert all(sum(r.tricks) == 13 for r in game.results)
        assert game.acting is None and game.legal_moves() == ()
        assert game.explain(STANDARD_DECK[0]) == "The game is over."


def test_the_king_of_hearts_hand_charges_its_taker_160():
    game = KingGame.new(12)
    rng = Rng(3)
    while game.number < 4:
        game = game.play(rng.choice(game.legal_moves()))
    assert game.hand is not None and game.hand.contract.penalties == (Penalty.KING_OF_HEARTS,)
    game = _play_out(game, rng)
    result = game.results[4]
    assert sorted(result.points) == [-160, 0, 0, 0]
    assert isinstance(KING_OF_HEARTS, Card)
