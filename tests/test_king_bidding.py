"""How the CPU levels meet a positive hand's auction (issue 34): the hard level values every choice on sampled deals
played out (kings/king/players/bidding.py), the medium level by counts (kings/king/players/medium.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kings.cards import Suit, parse_cards
from kings.king.auction import Auction, Bid
from kings.king.game import KingGame, observe
from kings.king.moves import ACCEPT, AUCTION, DECLINE, FORFEIT, PASS, ULTIMATUM, Declare
from kings.king.observation import KingObservation
from kings.king.players import bidding, make_player
from kings.king.players.cardplay import Search
from kings.king.players.hard import HardPlayer
from kings.king.players.medium import values
from kings.seeding import Rng

#: A hand that takes every trick up with spades trumps, and most without; down it takes them all.
STRONG = "AS.KS.QS.JS.10S.9S.8S.AH.KH.AD.KD.AC.KC"
#: A hand that takes no trick up, and none down: the lowest cards of every suit.
LOW = "2S.3S.4S.2H.3H.4H.5H.2D.3D.4D.2C.3C.4C"
#: A weak hand: about 3 tricks up (75), and 3 down (100).
WEAK = "7C.10C.5D.7D.10D.JD.5H.8H.9H.AS.5S.8S.10S"


def _to_positive(seed: int = 4) -> KingGame:
    game = KingGame.new(seed)
    rng = Rng(7)
    while game.phase != "choose":
        game = game.play(rng.choice(game.legal_moves()))
    return game


def _as(game: KingGame, seat: int, cards: str) -> KingObservation:
    """``seat``'s view of ``game`` with ``cards`` for its own (the others' are dealt from the rest when sampled)."""
    return replace(observe(game, seat), cards=tuple(sorted(parse_cards(cards))))


def _hard() -> HardPlayer:
    return HardPlayer(Search(budget=200, min_deals=1), declare_deals=32)


def test_a_forecast_plays_every_way_out_for_every_seat():
    game = _to_positive()
    obs = _as(game, game.dealer, STRONG)
    f = bidding.forecast(obs, Rng(1), 8)
    assert f is not None and len(f.scores) == len(f.tricks) == 8
    assert all(sum(deal[d]) == 325 for deal in f.scores for d in deal)  # each way shares out 325
    assert f.score[Declare(trump=Suit.SPADES)] >= 25 * 12 and f.score[Declare(down=True)] <= 0
    assert f.score[f.best()] >= 25 * 12 and not f.best().down


def test_hard_auctions_a_weak_hand_and_declares_a_strong_one():
    """A weak hand is worth more auctioned (a bid, the ultimatum, or 4 up for a foiled auction) than declared; a hand
    that takes every trick is worth 325 played up, more than any bid can bring."""
    game = _to_positive()
    b = game.dealer
    assert _hard().choose(_as(game, b, WEAK), game.legal_moves(), Rng(2)) == AUCTION
    strong = _hard().choose(_as(game, b, STRONG), game.legal_moves(), Rng(2))
    assert isinstance(strong, Declare) and not strong.down
    never = HardPlayer(Search(budget=200, min_deals=1), declare_deals=16, auctions=False)
    assert never.choose(_as(game, b, WEAK), game.legal_moves(), Rng(2)) != AUCTION


def test_hard_bids_up_with_a_strong_hand_never_up_with_a_low_one_and_passes_a_weak_one():
    game = _to_positive().play(AUCTION)
    left = game.acting
    assert left is not None
    strong = _hard().choose(_as(game, left, STRONG), game.legal_moves(), Rng(3))
    assert isinstance(strong, Bid) and not strong.down
    low = _hard().choose(_as(game, left, LOW), game.legal_moves(), Rng(3))
    assert low == PASS or (isinstance(low, Bid) and low.down)  # it takes no trick up, and none down
    assert _hard().choose(_as(game, left, WEAK), game.legal_moves(), Rng(3)) == PASS


def test_hard_answers_an_ultimatum_with_8_up_only_with_the_tricks_for_it():
    game = _to_positive().play(AUCTION)
    while game.phase == "auction":
        game = game.play(PASS)
    game = game.play(ULTIMATUM)
    asked = game.acting
    assert asked is not None
    assert _hard().choose(_as(game, asked, STRONG), game.legal_moves(), Rng(4)) == Bid(8)
    assert _hard().choose(_as(game, asked, LOW), game.legal_moves(), Rng(4)) == PASS


def test_hard_settles_by_the_values_of_each_answer():
    """A foiled auction of a weak hand is forfeited, a bid accepted or the ultimatum called, never declined; a hand
    that takes every trick up, or none down, declines a small bid and plays itself."""
    game = _to_positive().play(AUCTION).play(Bid(1))
    while game.phase == "auction":
        game = game.play(PASS)
    b = game.dealer
    assert game.legal_moves() == (ACCEPT, DECLINE, ULTIMATUM, FORFEIT)
    assert _hard().choose(_as(game, b, WEAK), game.legal_moves(), Rng(5)) in (FORFEIT, ACCEPT, ULTIMATUM)
    assert _hard().choose(_as(game, b, STRONG), game.legal_moves(), Rng(5)) == DECLINE
    assert _hard().choose(_as(game, b, LOW), game.legal_moves(), Rng(5)) == DECLINE


def test_the_bidding_model_plays_a_legal_auction_and_each_answer_shares_out_325():
    game = _to_positive()
    f = bidding.forecast(_as(game, game.dealer, WEAK), Rng(6), 12)
    assert f is not None
    for i in range(12):
        end = f.bidding(i, Auction.open(game.dealer))
        assert end.finished
        answers = f.answers(i, end)
        assert answers and all(sum(points) == 325 for points in answers.values())
        assert (FORFEIT in answers) == (end.bids <= 3 and not (end.high is not None and end.high.ultimatum))


def test_the_bidding_model_answers_as_the_beneficiary_will_then_not_by_how_each_deal_plays_out():
    """Played out, the beneficiary's own answer to where the bidding stops is the one it will give then: the best mean
    over every deal, weighted by how well each fits the bid standing, which is what settle() gives. (Chosen on the few
    deals where the bidding stopped so, it would know how those deals play out, and every auction looked rich: hard
    auctioned 56 of 64 hands.)"""
    game = _to_positive()
    f = bidding.forecast(_as(game, game.dealer, WEAK), Rng(6), 12)
    assert f is not None
    start = Auction.open(game.dealer)
    played = f.after_bidding(start)
    for i in range(12):
        end = f.bidding(i, start)
        assert played[i] == f.answers(i, end)[f.best_answer(end)][f.seat]
    for bid in (Bid(1), Bid(3), Bid(1, down=True)):
        settle = game.play(AUCTION).play(bid)
        while settle.phase == "auction":
            settle = settle.play(PASS)
        sobs = _as(settle, settle.dealer, WEAK)
        fs = bidding.forecast(sobs, Rng(8), 12)
        assert fs is not None and sobs.auction is not None
        assert bidding.settle(sobs, settle.legal_moves(), fs) == fs.best_answer(sobs.auction)


@pytest.mark.pyodide
def test_medium_auctions_weak_hands_only_and_settles_by_its_counts():
    game = _to_positive()
    b = game.dealer
    medium = make_player("medium")
    weak = _as(game, b, WEAK)
    assert max(values(weak.cards).up, values(weak.cards).down) < 110
    assert medium.choose(weak, game.legal_moves(), Rng(1)) == AUCTION
    assert medium.choose(_as(game, b, STRONG), game.legal_moves(), Rng(1)) == Declare(trump=Suit.SPADES)
    assert medium.choose(_as(game, b, LOW), game.legal_moves(), Rng(1)) == Declare(down=True)

    def settle(bid: Bid) -> KingGame:
        out = game.play(AUCTION).play(bid)
        while out.phase == "auction":
            out = out.play(PASS)
        return out

    six, two = settle(Bid(6)), settle(Bid(2))
    assert medium.choose(_as(six, b, WEAK), six.legal_moves(), Rng(1)) == ACCEPT  # 150 and its tricks
    assert medium.choose(_as(two, b, STRONG), two.legal_moves(), Rng(1)) == DECLINE  # more in its own hand
    assert medium.choose(_as(two, b, LOW), two.legal_moves(), Rng(1)) == ULTIMATUM  # down anyway, or 200


@pytest.mark.pyodide
def test_medium_bids_up_a_hand_worth_more_with_its_own_trumps():
    game = _to_positive().play(AUCTION)
    left = game.acting
    assert left is not None
    medium = make_player("medium")
    assert isinstance(medium.choose(_as(game, left, STRONG), game.legal_moves(), Rng(1)), Bid)
    assert medium.choose(_as(game, left, LOW), game.legal_moves(), Rng(1)) == PASS
    assert medium.choose(_as(game, left, WEAK), game.legal_moves(), Rng(1)) == PASS
