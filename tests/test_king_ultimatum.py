"""King: the beneficiary's ultimatum ("8 up or go down"), and how every CPU level meets it.

Source: ``seeds/000_07c215abc0a5bb30.txt`` (the King part): "The Beneficiary may make an ultimatum for the limit- 8 up
or go down. If a bid of 8 up is made the Beneficiary must accept and the winner may choose a trump suit if any.
Otherwise, he must play down." Where the source is silent, our decisions are written in kings/king/game.py's doc."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kings.cards import Suit
from kings.errors import IllegalMoveError
from kings.king.auction import Bid
from kings.king.game import KingGame, observe
from kings.king.moves import ACCEPT, AUCTION, DECLARATIONS, DECLINE, FORFEIT, PASS, ULTIMATUM, Declare, parse_move
from kings.king.players import make_player
from kings.king.rules import Rules
from kings.seeding import Rng, derive_seed

pytestmark = pytest.mark.pyodide

SOURCE = "The Beneficiary may make an ultimatum for the limit- 8 up or go down."


def _to_positive(seed: int = 4, rules: Rules | None = None) -> KingGame:
    game = KingGame.new(seed, rules)
    rng = Rng(7)
    while game.phase != "choose":
        game = game.play(rng.choice(game.legal_moves()))
    return game


def _settle_after(*moves: object, seed: int = 4) -> KingGame:
    """The game at its first positive hand after AUCTION, then ``moves``, then passes until the bidding ends."""
    game = _to_positive(seed).play(AUCTION)
    for move in moves:
        game = game.play(move)  # type: ignore[arg-type]
    while game.phase == "auction":
        game = game.play(PASS)
    assert game.phase == "settle"
    return game


def _finish_hand(game: KingGame) -> KingGame:
    rng, number = Rng(5), game.number
    while game.number == number:
        game = game.play(rng.choice(game.legal_moves()))
    return game


def test_the_beneficiary_may_call_an_ultimatum_instead_of_accepting_or_declining():
    """Source: "The Beneficiary may make an ultimatum for the limit- 8 up or go down"."""
    game = _settle_after(Bid(3))
    assert game.legal_moves() == (ACCEPT, DECLINE, ULTIMATUM, FORFEIT)
    b = game.dealer
    game = game.play(ULTIMATUM)
    assert game.phase == "ultimatum" and game.acting == (b + 1) % 4
    assert game.legal_moves() == (Bid(8), PASS)
    assert game.positive is not None and game.positive.asked == (b + 1) % 4


def test_when_everyone_passes_the_beneficiary_plays_down_without_a_bid():
    """Source: "8 up or go down"; "Otherwise, he must play down" (no bid stands, so nobody pays anything)."""
    game = _settle_after(Bid(2)).play(ULTIMATUM)
    b = game.dealer
    answered = []
    while game.phase == "ultimatum":
        answered.append(game.acting)
        game = game.play(PASS)
    assert answered == [(b + k) % 4 for k in (1, 2, 3)]  # in bidding order, clockwise from the left
    assert game.phase == "play" and game.hand is not None and game.hand.contract.down
    assert game.hand.contract.trump is None and game.acting == b  # the dealer leads, as always
    done = _finish_hand(game).results[-1]
    assert done.bid is None and done.bidder is None and not done.forfeited
    assert done.points == tuple(325 - 75 * t for t in done.tricks) and sum(done.points) == 325


def test_the_first_to_say_8_up_wins_names_trumps_and_pays_200():
    """Source: "If a bid of 8 up is made the Beneficiary must accept and the winner may choose a trump suit if any";
    "the auction winner must pay the bid"."""
    game = _settle_after(Bid(1)).play(ULTIMATUM)
    b = game.dealer
    second = (b + 2) % 4
    game = game.play(PASS).play(Bid(8))  # the left passes, the second takes it at once
    assert game.phase == "name" and game.acting == second
    assert game.positive is not None and (game.positive.winner, game.positive.bid) == (second, Bid(8))
    game = game.play(Declare(trump=Suit.CLUBS))
    assert game.hand is not None and game.hand.contract.trump is Suit.CLUBS and not game.hand.contract.down
    done = _finish_hand(game).results[-1]
    plain = [25 * t for t in done.tricks]
    assert done.points[second] == plain[second] - 200 and done.points[b] == plain[b] + 200
    assert (done.bid, done.bidder) == (Bid(8), second) and sum(done.points) == 325


def test_the_ultimatum_may_be_called_when_nobody_bid_but_not_after_a_decline():
    """Source: "8 up or go down"; "The final decision is at the Beneficiary's exclusive discretion ... after which
    the auction is closed" (our decision: declining closes it, so no ultimatum after a decline)."""
    nobody = _settle_after()
    assert nobody.legal_moves() == (*DECLARATIONS, ULTIMATUM, FORFEIT)
    assert nobody.play(ULTIMATUM).phase == "ultimatum"
    declined = _settle_after(Bid(1), Bid(2), Bid(3), Bid(4)).play(DECLINE)
    assert ULTIMATUM not in declined.legal_moves()
    with pytest.raises(IllegalMoveError, match="closed the auction"):
        declined.play(ULTIMATUM)


def test_a_player_who_passed_in_the_auction_may_still_take_the_ultimatum():
    """Source: "8 up or go down" (our decision: an ultimatum is a new offer, so every other player may answer it,
    even one who has lost the right to bid again)."""
    game = _to_positive(rules=Rules(rebid_after_pass=False)).play(AUCTION)
    left = game.acting
    game = game.play(PASS).play(Bid(1)).play(PASS)  # the left passes for good, the second bids, the third passes
    assert game.phase == "settle"
    game = game.play(ULTIMATUM)
    assert game.phase == "ultimatum" and game.acting == left
    assert game.play(Bid(8)).positive.winner == left  # type: ignore[union-attr]


def test_the_ultimatum_is_only_a_beneficiarys_call_and_is_answered_only_with_8_up_or_pass():
    """Source: "The Beneficiary may make an ultimatum for the limit- 8 up"."""
    choose = _to_positive()
    with pytest.raises(IllegalMoveError, match="Choose the hand first"):
        choose.play(ULTIMATUM)
    asked = _settle_after(Bid(2)).play(ULTIMATUM)
    before = asked.position()
    for move, reason in ((Bid(7), "answered with 8 up"), (Bid(2, down=True), "answered with 8 up"),
                         (ACCEPT, "say 8 up or pass"), (Declare(), "say 8 up or pass"),
                         (asked.cards(asked.acting)[0], "say 8 up or pass")):  # type: ignore[arg-type]  # fmt: skip
        assert asked.explain(move) is not None and reason in asked.explain(move)  # type: ignore[operator]
        with pytest.raises(IllegalMoveError, match=reason):
            asked.play(move)
    assert asked.position() == before


def test_every_seat_sees_the_ultimatum_and_who_answers_it():
    """Source: "8 up or go down": the table hears the call; the player to answer sees its two moves."""
    game = _settle_after(Bid(2)).play(ULTIMATUM).play(PASS)
    for seat in range(4):
        obs = observe(game, seat)
        assert obs.phase == "ultimatum" and obs.acting == game.acting
        assert obs.legal_moves() == ((Bid(8), PASS) if seat == game.acting else ())
    assert game.position() != game.play(PASS).position()
    assert "positive=ultimatum" in game.position() and f"asked={game.acting}" in game.position()


def test_the_ultimatum_round_trips_through_its_notation_and_records():
    """Source: "8 up or go down": the call is written ``ultimatum``, its answers ``8 up`` and ``pass``."""
    from kings.king.api import GAME

    assert str(parse_move("ultimatum")) == "ultimatum" and parse_move("Ultimatum") == ULTIMATUM
    game = _settle_after(Bid(2)).play(ULTIMATUM).play(PASS).play(Bid(8))
    back = GAME.record_from_json(GAME.record(game).to_json()).replay()
    assert back.position() == game.position()


# -- CPU players ---------------------------------------------------------------------------------------------
def _stages(level: str, seeds: int) -> set[str]:
    """Whole games where random beneficiaries call auctions and ultimatums; ``level`` plays every seat but one."""
    seen: set[str] = set()
    for g in range(seeds):
        bots = [make_player(level) for _ in range(3)] + [make_player("random")]
        game = KingGame.new(derive_seed(61, g))
        rng = Rng(g)
        while not game.over:
            seat = game.acting
            assert seat is not None
            legal = game.legal_moves()
            if game.phase == "choose" and seat == 3:
                move = AUCTION  # the random seat opens auctions and calls ultimatums, to reach every stage
            elif game.phase == "settle" and seat == 3 and ULTIMATUM in legal:
                move = ULTIMATUM
            else:
                move = bots[seat].choose(observe(game, seat), legal, rng)
            assert move in legal, (level, game.phase, move)
            if seat != 3:
                seen.add(game.phase)
            game = game.play(move)
        assert sum(game.totals) == 0
    return seen


@pytest.mark.parametrize("level", ["random", "medium"])
def test_random_and_medium_answer_ultimatums_legally(level):
    """Source: "8 up or go down": every level answers, legally, from its own view."""
    assert "ultimatum" in _stages(level, 4)


def test_medium_answers_8_up_only_with_a_count_of_8_tricks():
    """Source: "8 up or go down": the medium player takes 8 up only when it counts 8 tricks (aces, guarded kings...)."""
    from kings.cards import parse_cards
    from kings.king.players.medium import best_up

    game = _settle_after(Bid(2)).play(ULTIMATUM)
    obs = observe(game, game.acting)  # type: ignore[arg-type]
    medium = make_player("medium")
    expected = Bid(8) if best_up(obs.cards)[0] >= 8 else PASS
    assert medium.choose(obs, game.legal_moves(), Rng(1)) == expected
    strong = replace(obs, cards=parse_cards("AS.KS.QS.JS.10S.9S.8S.AH.KH.AD.KD.AC.KC"))  # 9 tricks with spades
    assert best_up(strong.cards)[0] >= 8 and medium.choose(strong, game.legal_moves(), Rng(1)) == Bid(8)


def test_hard_answers_and_calls_ultimatums_from_its_forecasts():
    """Source: "8 up or go down": the hard player takes 8 up when its forecast of the hand at 8 up beats passing (the
    players after it may still take it, else the hand is played down); as the beneficiary it calls the ultimatum only
    when that beats every other answer on its forecast."""
    from kings.king.players import bidding
    from kings.king.players.cardplay import Search
    from kings.king.players.hard import HardPlayer

    hard = HardPlayer(Search(budget=200, min_deals=1), declare_deals=8)
    game = _settle_after(Bid(2)).play(ULTIMATUM)
    seat = game.acting
    assert seat is not None
    obs = observe(game, seat)
    f = bidding.forecast(obs, Rng(2), 8)
    assert f is not None
    take = sum(f.accepted(i, Bid(8), seat)[seat] for i in range(8)) / 8
    passed = sum(f.ultimatum(i, 2)[seat] for i in range(8)) / 8  # the left passed: the second and third may take it
    assert bidding.answer(obs, game.legal_moves(), f) == (Bid(8) if take > passed + bidding.MARGIN else PASS)
    assert hard.choose(obs, game.legal_moves(), Rng(3)) in game.legal_moves()
    # As the beneficiary: the answer it gives is the best on its forecast (the ultimatum by a margin).
    settle = _settle_after(Bid(1))
    sobs = observe(settle, settle.dealer)
    fs = bidding.forecast(sobs, Rng(4), 8)
    assert fs is not None and sobs.auction is not None
    weights = bidding._fit(fs, sobs.auction)
    value = {m: bidding._mean([fs.answers(i, sobs.auction)[m][settle.dealer] for i in range(8)], weights)
             for m in (ACCEPT, DECLINE, ULTIMATUM, FORFEIT)}  # fmt: skip
    move = bidding.settle(sobs, settle.legal_moves(), fs)
    safe = max(value[m] for m in (ACCEPT, DECLINE, FORFEIT))
    assert (move == ULTIMATUM) == (value[ULTIMATUM] > safe + bidding.MARGIN)
    assert move == ULTIMATUM or value[move] == safe


def test_hard_handles_every_stage_legally():
    """Source: "8 up or go down": with auctions and ultimatums forced at one seat, the hard player meets every stage."""
    from kings.king.players.cardplay import Search
    from kings.king.players.hard import HardPlayer

    seen: set[str] = set()
    for g in range(2):
        game = KingGame.new(derive_seed(67, g))
        hard = HardPlayer(Search(budget=100, min_deals=1), declare_deals=6)
        rng = Rng(g)
        while not game.over:
            seat = game.acting
            assert seat is not None
            legal = game.legal_moves()
            if seat == 3 and game.phase in ("choose", "settle"):
                move = AUCTION if AUCTION in legal else ULTIMATUM if ULTIMATUM in legal else legal[0]
            elif seat == 3 or (game.phase == "play" and game.number < 6):
                move = rng.choice(legal)  # the negative hands at random: the test is about the positive ones
            else:
                move = hard.choose(observe(game, seat), legal, rng)
                seen.add(game.phase)
            assert move in legal
            game = game.play(move)
    assert {"choose", "auction", "ultimatum", "play"} <= seen, seen
