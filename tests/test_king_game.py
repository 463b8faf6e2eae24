"""King (issue 14, in progress): the whole game of ten hands, its dealers, declarations and sum-to-zero scores.

Source: ``seeds/000_07c215abc0a5bb30.txt`` (the King part)."""

from __future__ import annotations

import pytest

from kings.cards import STANDARD_DECK, Card, Suit
from kings.errors import IllegalMoveError
from kings.king.auction import Bid
from kings.king.contracts import KING_OF_HEARTS, Penalty
from kings.king.game import NEGATIVE, QUICK, KingGame, first_dealer
from kings.king.moves import (
    ACCEPT,
    AUCTION,
    DECLARATIONS,
    DECLINE,
    FORFEIT,
    MATCH,
    PASS,
    ULTIMATUM,
    Declare,
    parse_move,
)
from kings.king.rules import Rules, preset
from kings.seeding import Rng, derive_seed

pytestmark = pytest.mark.pyodide  # fast: the engine's game also runs inside Pyodide


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
    quick = KingGame.new(3, preset("quick"))
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
    while game.phase != "choose":
        game = game.play(rng.choice(game.legal_moves()))
    assert game.number == 6 and game.acting == game.dealer
    assert game.legal_moves() == (*DECLARATIONS, AUCTION) and len(DECLARATIONS) == 6
    assert len(game.cards(game.dealer)) == 13  # dealt and visible to the beneficiary before declaring
    card = game.cards(game.dealer)[0]
    with pytest.raises(IllegalMoveError, match="Choose the hand first"):
        game.play(card)
    after = game.play(Declare(trump=Suit.SPADES))
    assert after.hand is not None and after.hand.contract.trump is Suit.SPADES and not after.hand.contract.down
    assert after.cards(after.dealer) == game.cards(game.dealer)  # the same cards are played
    with pytest.raises(IllegalMoveError, match="play a card"):
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
        game = _play_out(KingGame.new(derive_seed(6, i), Rules(quick=quick)), Rng(i))
        assert sum(game.totals) == 0
        assert all(sum(r.points) == r.contract.total for r in game.results)
        assert sum(sum(r.points) for r in game.results if not r.contract.positive) == -1300
        assert sum(sum(r.points) for r in game.results if r.contract.positive) == 1300
        assert all(sum(r.tricks) == 13 or r.forfeited for r in game.results)
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


# -- the auction ------------------------------------------------------------------------------------
def _to_positive(seed: int = 4, rules: Rules | None = None) -> KingGame:
    game = KingGame.new(seed, rules)
    rng = Rng(7)
    while game.phase != "choose":
        game = game.play(rng.choice(game.legal_moves()))
    return game


def _play_cards(game: KingGame) -> KingGame:
    rng = Rng(5)
    number = game.number
    while game.number == number:
        game = game.play(rng.choice(game.legal_moves()))
    return game


def test_an_auction_with_preference_then_the_winner_names_trumps_and_pays_the_bid():
    """Source: bids clockwise from the beneficiary's left, each higher; "a previous bidder (Preferred) can match a
    subsequent bid ... and win the auction"; "The trump suit must only be named if and after the Beneficiary has
    accepted a bid for positive"; "the auction winner must pay the bid"."""
    game = _to_positive()
    b = game.dealer
    left, second, third = ((b + k) % 4 for k in (1, 2, 3))
    game = game.play(AUCTION)
    assert game.phase == "auction" and game.acting == left
    game = game.play(Bid(2))  # left: 2 up
    game = game.play(Bid(4))  # second: 4 up
    assert MATCH not in game.legal_moves()  # third sits after second: no preference
    game = game.play(PASS)  # third passes
    assert game.acting == left and MATCH in game.legal_moves()
    game = game.play(MATCH)  # left matches 4 up and holds it
    game = game.play(PASS)  # second passes: the bidding is over
    assert game.phase == "settle" and game.acting == b
    assert game.legal_moves() == (ACCEPT, DECLINE, ULTIMATUM, FORFEIT)  # three bids (a match counts): foiled
    game = game.play(ACCEPT)
    assert game.phase == "name" and game.acting == left
    with pytest.raises(IllegalMoveError, match="Name the trump suit"):
        game.play(Declare(down=True))
    game = game.play(Declare(trump=Suit.HEARTS))
    assert game.hand is not None and game.hand.contract.trump is Suit.HEARTS and game.acting == b  # the dealer leads
    done = _play_cards(game).results[-1]
    plain = [25 * t for t in done.tricks]
    assert done.points[left] == plain[left] - 100 and done.points[b] == plain[b] + 100
    assert done.points[second] == plain[second] and sum(done.points) == 325
    assert (done.bid, done.bidder) == (Bid(4), left) and third != left


def test_a_down_bid_takes_over_the_beneficiarys_tricks_up_to_the_bid():
    """Source: "Playing Down, the auction winner will receive from the Beneficiary the number of tricks bid, so that
    his score is deducted and not the Beneficiary's, provided he hasn't won any more than that"."""
    game = _to_positive(9).play(AUCTION)
    b = game.dealer
    game = game.play(Bid(1, down=True))
    while game.phase == "auction":
        game = game.play(PASS)
    game = game.play(ACCEPT)
    assert game.phase == "play" and game.hand is not None and game.hand.contract.down
    done = _play_cards(game).results[-1]
    plain = [325 - 75 * t for t in done.tricks]
    moved = 75 * min(1, done.tricks[b])
    assert done.points[b] == plain[b] + moved and done.points[done.bidder] == plain[done.bidder] - moved
    assert sum(done.points) == 325


def test_an_eight_up_bid_must_be_accepted():
    """Source: "The bidding is limited to 8 up"; "If a bid of 8 up is made the Beneficiary must accept"."""
    game = _to_positive().play(AUCTION).play(Bid(8))
    while game.phase == "auction":
        game = game.play(PASS)
    assert DECLINE not in game.legal_moves() and ULTIMATUM not in game.legal_moves()
    with pytest.raises(IllegalMoveError, match="must be accepted"):
        game.play(DECLINE)
    with pytest.raises(IllegalMoveError, match="8 up, the limit: it must be accepted"):
        game.play(ULTIMATUM)


def test_a_foiled_auction_may_be_forfeited_4_3_3_3():
    """Source: "If only 3 or less bids are made, the Beneficiary may decide ... to forfeit the hand and the score of
    4 up for him and 3 up for the others is marked"."""
    game = _to_positive().play(AUCTION).play(Bid(1))
    while game.phase == "auction":
        game = game.play(PASS)
    assert FORFEIT in game.legal_moves()
    b = game.dealer
    game = game.play(FORFEIT)
    done = game.results[-1]
    assert done.forfeited and done.points[b] == 100 and sorted(done.points) == [75, 75, 75, 100]


def test_declining_lets_the_beneficiary_choose_the_hand():
    game = _to_positive().play(AUCTION)
    for bid in (Bid(1), Bid(2), Bid(3), Bid(5)):
        game = game.play(bid) if game.phase == "auction" else game
    while game.phase == "auction":
        game = game.play(PASS)
    assert FORFEIT not in game.legal_moves()  # four bids
    game = game.play(DECLINE)
    assert game.phase == "settle" and game.legal_moves()[:6] == DECLARATIONS
    game = game.play(Declare(down=True))
    done = _play_cards(game).results[-1]
    assert done.bid is None and sum(done.points) == 325


def test_a_player_who_passed_is_out_unless_the_table_allows_rebids():
    """Source: "It should be agreed beforehand if a player loses the right to bid again after previously passing"."""
    for rebid in (False, True):
        game = _to_positive(rules=Rules(rebid_after_pass=rebid)).play(AUCTION)
        left = game.acting
        game = game.play(PASS).play(Bid(1)).play(Bid(2))  # left passes; the others bid
        assert (game.phase == "auction" and game.acting == left) is rebid


def test_forfeit_without_an_auction_is_an_option():
    """Source: "It should be agreed beforehand if the Beneficiary may even forfeit the whole auction and mark
    4-3-3-3"."""
    assert FORFEIT not in _to_positive().legal_moves()
    game = _to_positive(rules=preset("leader-forfeit"))
    assert FORFEIT in game.legal_moves()
    assert sorted(game.play(FORFEIT).results[-1].points) == [75, 75, 75, 100]


@pytest.mark.parametrize("text", ["QH", "10S", "up", "up:S", "down", "3 up", "1 down", "8 up", "auction", "pass",
                                  "match", "accept", "decline", "forfeit", "ultimatum"])  # fmt: skip
def test_every_move_round_trips_through_its_notation(text):
    assert str(parse_move(text)) == text


def test_an_unknown_move_says_what_moves_look_like():
    with pytest.raises(ValueError, match="a bid such as 3 up"):
        parse_move("bid big")
    with pytest.raises(ValueError):
        Bid(9)
    with pytest.raises(ValueError):
        Bid(3, down=True)


# -- what each seat sees ------------------------------------------------------------------------------
def test_observations_hide_the_other_hands_in_every_phase():
    """Re-dealing what a seat cannot see never changes its observation; its own moves come with it."""
    from kings.king.game import observe
    from kings.king.unseen import redeal_hidden

    phases = set()
    for i in range(12):
        game = KingGame.new(derive_seed(14, i))
        rng = Rng(i)
        steps = 0
        while not game.over and steps < 900:
            phases.add(game.phase)
            seat = steps % 4
            if steps % 7 == 0:
                obs = observe(game, seat)
                assert obs.cards == game.cards(seat)
                assert obs == observe(redeal_hidden(game, seat, Rng(steps)), seat)
                if game.acting == seat:
                    assert obs.legal_moves() == game.legal_moves()
                else:
                    assert obs.legal_moves() == ()
            moves = game.legal_moves()
            game = game.play(moves[-1] if game.phase == "choose" and i % 2 else rng.choice(moves))
            steps += 1
    assert {"play", "choose", "auction", "settle"} <= phases
