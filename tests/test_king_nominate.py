"""King: the Brazilian rule where the player dealt the king of hearts names the first dealer (preset ``nominate``).

Source: ``seeds/000_07c215abc0a5bb30.txt`` (the King part): "There is a rule in Brazil whereby the player who gets the
king of Hearts can nominate the dealer, including himself. This, indirectly, allows him the advantage of choosing his
turn at the auction."""

from __future__ import annotations

import pytest

from kings.cards import STANDARD_DECK
from kings.errors import IllegalMoveError, NotationError
from kings.king.api import GAME
from kings.king.game import KingGame, first_dealer, observe
from kings.king.moves import NOMINATIONS, Declare, Nominate, parse_move
from kings.king.players import make_player
from kings.king.rules import Rules, preset
from kings.king.unseen import redeal_hidden
from kings.seeding import Rng, derive_seed

pytestmark = pytest.mark.pyodide

NOMINATE = preset("nominate")


def test_the_preset_names_the_rule_and_round_trips():
    """Source: "There is a rule in Brazil whereby the player who gets the king of Hearts can nominate the dealer"."""
    assert NOMINATE.nominate_dealer and not Rules().nominate_dealer
    assert NOMINATE.name == "The king of hearts names the dealer"
    assert Rules.from_dict(NOMINATE.to_dict()) == NOMINATE


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 9])
def test_the_game_waits_for_the_king_of_hearts_to_name_the_dealer(seed):
    """Source: "the player who gets the king of Hearts can nominate the dealer, including himself"."""
    game = KingGame.new(seed, NOMINATE)
    holder = first_dealer(seed)
    assert game.phase == "nominate" and game.acting == game.king_holder == holder
    assert game.first_dealer is None and game.number == 0 and game.hand is None and game.positive is None
    assert game.legal_moves() == NOMINATIONS == tuple(Nominate(s) for s in range(4))
    assert all(game.cards(s) == () for s in range(4))  # nothing dealt yet
    assert tuple(sorted(GAME.cards_in_play(game))) == tuple(sorted(STANDARD_DECK))  # the pack, gathered again


@pytest.mark.parametrize("named", [0, 1, 2, 3])
def test_the_named_dealer_deals_the_first_hand_and_the_deal_passes_clockwise(named):
    """Source: "can nominate the dealer, including himself"; "The game is always played clockwise, starting with the
    dealer"."""
    game = KingGame.new(5, NOMINATE).play(Nominate(named))
    assert game.first_dealer == named and game.dealer == named and game.phase == "play"
    assert game.acting == named and game.hand is not None and len(game.cards(named)) == 13
    rng = Rng(named)
    while not game.over:
        game = game.play(rng.choice(game.legal_moves()))
    assert [r.dealer for r in game.results] == [(named + k) % 4 for k in range(10)]
    assert sum(game.totals) == 0


def test_the_holder_may_name_themselves_and_only_a_seat_is_accepted():
    """Source: "nominate the dealer, including himself"."""
    game = KingGame.new(11, NOMINATE)
    holder = game.king_holder
    assert game.play(Nominate(holder)).dealer == holder
    before = game.position()
    for move in (Declare(), STANDARD_DECK[0], parse_move("pass")):
        with pytest.raises(IllegalMoveError, match="names the first dealer"):
            game.play(move)
    assert game.position() == before
    played = game.play(Nominate(0))
    with pytest.raises(IllegalMoveError, match="play a card"):
        played.play(Nominate(1))  # once named, never again


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_the_nomination_round_trips_through_its_notation_and_records(seat):
    """Source: "nominate the dealer": written ``dealer N`` (seats from 0), read back, replayed from a record."""
    assert str(Nominate(seat)) == f"dealer {seat}" and parse_move(f" Dealer  {seat} ") == Nominate(seat)
    game = KingGame.new(seat, NOMINATE).play(Nominate(seat))
    game = game.play(game.legal_moves()[0])
    back = GAME.record_from_json(GAME.record(game).to_json()).replay()
    assert back.position() == game.position() and back.moves[0] == Nominate(seat)


@pytest.mark.parametrize("text", ["dealer 4", "dealer -1", "dealer", "dealer two"])
def test_a_seat_that_does_not_exist_is_not_a_nomination(text):
    with pytest.raises(NotationError, match="dealer 0 to dealer 3"):
        parse_move(text)


def test_every_seat_sees_who_names_the_dealer_and_nothing_else():
    """Source: the holder of the king of hearts nominates: the table knows who (the card was handed out face up)."""
    game = KingGame.new(21, NOMINATE)
    for seat in range(4):
        obs = observe(game, seat)
        assert obs.phase == "nominate" and obs.acting == game.king_holder and obs.cards == ()
        assert obs.legal_moves() == (NOMINATIONS if seat == game.king_holder else ())
        assert redeal_hidden(game, seat, Rng(seat)) == game
    assert game.position().startswith("king nominate seed=21 first=None")


@pytest.mark.parametrize(("level", "quick"), [("medium", False), ("medium", True), ("hard", False), ("hard", True)])
def test_medium_and_hard_name_the_dealer_that_gives_them_the_last_positive_hand(level, quick):
    """Source: naming the dealer "allows him the advantage of choosing his turn at the auction": the medium and hard
    players take the last positive hand, which they then choose knowing the standings."""
    from dataclasses import replace

    rules = replace(NOMINATE, quick=quick)
    for seed in range(4):
        game = KingGame.new(seed, rules)
        seat = game.king_holder
        move = make_player(level).choose(observe(game, seat), game.legal_moves(), Rng(seed))
        assert isinstance(move, Nominate)
        game = game.play(move)
        last = len(game.schedule) - 1
        assert (game.first_dealer + last) % 4 == seat  # type: ignore[operator]


def test_random_names_any_seat():
    """Source: "nominate the dealer, including himself": the random player picks among all four seats."""
    chosen = set()
    for seed in range(24):
        game = KingGame.new(seed, NOMINATE)
        rng = Rng(derive_seed(3, seed))
        move = make_player("random").choose(observe(game, game.king_holder), game.legal_moves(), rng)
        assert move in NOMINATIONS
        chosen.add(move)
    assert chosen == set(NOMINATIONS)
