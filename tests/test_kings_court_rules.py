"""King's Court's rules (issue 37), each test naming its source (docs/kings-court-rules.md lists them):

- the seed's fragment (``shared/seeds/002_ffd57030109f7a48.txt``, RULES.md 5): "The central 4x4 area forms the King's
  Court. The starting setup places the green and orange pieces on the 48 squares surrounding the Court. The opening
  moves have both players enter a piece onto the Court from opposing sides (no jumping yet). From that point on, a
  piece must be present on the Court at all times - otherwise the player loses.";
- nemestats / BoardGameGeek: "Pieces move as in Checkers except they all move as Kings (no restrictions on
  direction). Jumps are again as in Checkers, except that you can jump your own pieces as well (without capturing
  them, of course).";
- the printed rules (Geeky Hobbies, zpag.net): "players can also choose to jump", "A player may jump over their own
  piece or an opponent's. If a player jumps over an opponent's piece they remove that piece from the board.", "A
  player can jump as many pieces as possible on a turn [...] While jumping multiple pieces a player can change
  directions as many times as they want.", "Players can move pieces out of the center section as long as they have
  another piece in the middle of the board.";
- product decisions (the rules page's "Where the sources are silent or differ") where named.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from kings.errors import IllegalMoveError, NotationError, RulesError
from kings.kings_court.board import COURT, START_GREEN, START_ORANGE, in_court, name, parse_square
from kings.kings_court.moves import Move
from kings.kings_court.outcome import GREEN, ORANGE, End, Outcome
from kings.kings_court.rules import PRESETS, Blocked, Captures, Jumps, Opening, Rules, preset
from kings.kings_court.state import CourtGame
from kings.kings_court.texts import describe, game_ending

pytestmark = pytest.mark.pyodide

M = Move.parse


def moves(game: CourtGame) -> list[str]:
    return [str(m) for m in game.legal_moves()]


def play(game: CourtGame, *texts: str) -> CourtGame:
    for text in texts:
        game = game.play(M(text))
    return game


def test_the_start_fills_the_48_squares_around_the_court_alternating():
    """Fragment: 48 squares around the Court; printed rules: 24 orange and 24 green, the colours alternating
    (decision: like a chequerboard, orange on a1)."""
    game = CourtGame.new(Rules(), seed=1)
    assert game.pieces(ORANGE) == game.pieces(GREEN) == 24
    assert game.court_pieces(ORANGE) == game.court_pieces(GREEN) == 0
    assert (game.orange | game.green) == (1 << 64) - 1 & ~COURT
    assert [name(s) for s in range(64) if game.piece_at(s) == ORANGE][:6] == ["a1", "c1", "e1", "g1", "b2", "d2"]
    for sq in range(64):  # neighbours are always of the other colour: the colours alternate
        if game.piece_at(sq) is not None and sq % 8 < 7 and game.piece_at(sq + 1) is not None:
            assert game.piece_at(sq) != game.piece_at(sq + 1)
    assert game.acting == ORANGE and game.opening and not game.over


def test_the_seed_changes_nothing():
    """Decision: a board game; every game starts alike (the seed is kept for the record)."""
    assert CourtGame.new(Rules(), seed=1).position() == CourtGame.new(Rules(), seed=99).position()


def test_orange_opens_by_stepping_a_piece_onto_the_court_without_jumping():
    """Fragment: "enter a piece onto the Court (no jumping yet)"; printed rules: Orange moves first, onto an
    adjacent space in the middle."""
    game = CourtGame.new(Rules(), seed=1)
    assert moves(game) == ["d2-d3", "f2-f3", "g3-f3", "b4-c4", "g5-f5", "b6-c6", "c7-c6", "e7-e6"]
    assert game.explain(M("c1xc3")) == ("No jumping in the first two moves: Orange's first move steps a piece onto "
                                        "the Court.")  # fmt: skip
    assert game.explain(M("a1-a2")) == "Orange's first move steps a piece onto the Court from outside it."
    assert game.explain(M("b1-b2")) == "b1 holds a green piece: Orange moves the orange pieces."


@pytest.mark.parametrize("first", ["d2-d3", "f2-f3", "g3-f3", "b4-c4", "g5-f5", "b6-c6", "c7-c6", "e7-e6"])
def test_green_enters_from_the_opposite_side(first):
    """Fragment: both players enter "from opposing sides"; the 2000 notes: "The second move must be from the
    opposite side of the board" (decision: Green's step goes the opposite way to Orange's)."""
    game = play(CourtGame.new(Rules(), seed=1), first)
    direction = M(first).target - M(first).origin
    replies = game.legal_moves()
    assert len(replies) == 2 and game.acting == GREEN
    for move in replies:
        assert move.target - move.origin == -direction and in_court(move.target) and not in_court(move.origin)
    anywhere = play(CourtGame.new(preset("any-side"), seed=1), first).legal_moves()
    wrong = [m for m in anywhere if m not in replies]
    assert len(anywhere) == 8 and len(wrong) == 6  # the option Any lets Green enter from the three other sides too
    reason = game.explain(wrong[0])
    opposite = f"{replies[0]} or {replies[1]}"
    assert reason == f"Green's first piece enters the Court from the side opposite Orange's: {opposite}."


def test_no_jump_in_greens_first_move_either():
    """Fragment: "(no jumping yet)"."""
    game = play(CourtGame.new(Rules(), seed=1), "d2-d3")
    assert game.explain(M("c8xc6")) == "No jumping in the first two moves: Green's first piece enters the Court."
    assert game.explain(M("d8-d7")) == "d8 holds an orange piece: Green moves the green pieces."
    assert play(game, "d7-d6").opening is False


def test_pieces_step_to_the_four_squares_sharing_an_edge():
    """nemestats: pieces move as kings in any direction; printed rules: above, below, left, right; the 2000 notes:
    "linear and right (not diagonal)" (decision: along rows and columns of the grid)."""
    game = CourtGame.from_fen("8/8/8/3g4/3o4/8/8/8 o - 0 9")
    assert sorted(moves(game)) == ["d4-c4", "d4-d3", "d4-e4", "d4xd6"]
    with pytest.raises(ValueError, match="never diagonally"):
        M("d4-e5")


def test_a_jump_over_your_own_piece_captures_nothing_and_over_the_others_captures():
    """nemestats: "you can jump your own pieces as well (without capturing them)"; printed rules: an opponent's piece
    jumped is removed."""
    game = CourtGame.from_fen("8/8/8/8/2goo3/8/8/8 o - 0 9")
    assert game.explain(M("e4xc4")) == "e4 can't jump to c4: c4 is taken."
    after = game.play(M("d4xb4"))
    assert after.pieces(GREEN) == 0 and after.captured(GREEN) == game.captured(GREEN) + 1 and after.over
    own = CourtGame.from_fen("8/8/8/4g3/3oo3/8/8/8 o - 0 9").play(M("e4xc4"))
    assert own.pieces(ORANGE) == 2 and own.piece_at(parse_square("d4")) == ORANGE and own.pieces(GREEN) == 1


def test_a_multi_jump_turns_as_it_likes_and_may_stop_after_any_jump():
    """Printed rules: as many pieces as possible, changing direction at will; "can" (decision: may stop)."""
    game = CourtGame.from_fen("8/8/8/3g4/2go4/2o5/8/8 o - 0 9")
    assert {"c3xc5", "c3xc5xe5"} <= set(moves(game))
    end = game.play(M("c3xc5xe5"))
    assert end.pieces(GREEN) == 0 and game.pieces(GREEN) == 2
    assert describe(game, M("c3xc5xe5")) == "Orange jumps c3 over c4 to c5, capturing, then over d5 to e5, capturing"


def test_a_jump_never_lands_twice_on_a_square_nor_back_where_it_started():
    """Decision: own pieces stay on the board, so a piece could otherwise jump round them for ever."""
    game = CourtGame.from_fen("8/8/5g2/3o4/2o1o3/2oo4/8/8 o - 0 9")  # c3 can jump round its own c4, d5, e4, d3
    assert "c3xc5xe5xe3" in moves(game)
    assert all(len(set(m.path)) == len(m.path) for m in game.legal_moves())
    assert not [m for m in game.legal_moves() if m.origin == parse_square("c3") and m.target == m.origin]
    with pytest.raises(ValueError, match="never lands twice"):
        M("c3xc5xe5xe3xc3")


def test_you_must_keep_a_piece_in_the_court():
    """Fragment: "a piece must be present on the Court at all times"; printed rules: pieces may leave the centre "as
    long as they have another piece in the middle"."""
    game = CourtGame.from_fen("8/8/8/8/8/2og4/8/8 o - 0 9")
    assert game.explain(M("c3-c2")) == "A move must leave you a piece in the Court."
    assert "c3-c2" not in moves(game) and "c3-c4" in moves(game)
    two = CourtGame.from_fen("8/8/8/8/2o5/2og4/8/8 o - 0 9")
    assert "c3-c2" in moves(two)


def test_the_court_rule_is_checked_when_the_move_ends():
    """Decision: a multi-jump may leave the Court and come back."""
    game = CourtGame.from_fen("8/8/5g2/8/8/2o5/2g1g3/3g4 o - 0 9")  # c3 alone in the Court, greens below
    assert "c3xc1xe1xe3" in moves(game) and "c3xc1" not in moves(game) and "c3xc1xe1" not in moves(game)
    assert game.explain(M("c3xc1")) == "A move must leave you a piece in the Court."
    assert game.pieces(GREEN) - game.play(M("c3xc1xe1xe3")).pieces(GREEN) == 3


def test_capturing_the_last_piece_in_the_court_wins():
    """Fragment: "otherwise the player loses"; Board Game Guys: the game ends when a player has no piece left in the
    centre, and the other player wins."""
    game = CourtGame.from_fen("8/8/8/8/8/2og4/8/8 o - 0 9")
    end = game.play(M("c3xe3"))
    assert end.over and end.outcome.winner == ORANGE and end.outcome.end is End.COURT and end.outcome.winners == (0,)
    assert end.acting is None and end.legal_moves() == ()
    assert end.explain(M("e3-e4")) == "The game is over: Orange captured Green's last piece in the Court: Orange wins."


def test_capturing_outside_the_court_does_not_end_the_game():
    game = CourtGame.from_fen("8/8/8/8/3g4/4o3/1go5/8 o - 0 9")
    after = game.play(M("c2xa2"))
    assert not after.over and after.pieces(GREEN) == 1 and after.captured(GREEN) == game.captured(GREEN) + 1


def test_a_player_who_cannot_move_loses_or_draws():
    """Decision: as in checkers (option: a draw). Orange's only piece, in the Court, is boxed in with no jump."""
    fen = "8/8/3g4/3g4/1ggogg2/3g4/3g4/8 o - 0 9"
    game = CourtGame.from_fen(fen)
    assert game.legal_moves() == () and game.over and game.outcome == Outcome(GREEN, End.BLOCKED)
    drawn = CourtGame.from_fen(fen, replace(Rules(), blocked=Blocked.DRAW))
    assert drawn.over and drawn.outcome == Outcome(None, End.BLOCKED) and drawn.acting is None
    assert game_ending(game) == "Orange cannot move: Green wins." and game_ending(drawn) == (
        "Orange cannot move: the game is drawn.")  # fmt: skip


def test_a_position_where_the_last_mover_has_no_piece_in_the_court_cannot_be_read():
    """No move can leave its own player without a piece in the Court."""
    with pytest.raises(NotationError, match="has just moved and has no piece in the Court"):
        CourtGame.from_fen("8/8/8/8/8/8/gg6/og6 o - 0 9")


def test_compulsory_captures_option():
    """Option Compulsory (nemestats' "as in Checkers" read strictly): a capture must be made when one is possible."""
    fen = "8/8/8/8/3g4/3o4/8/8 o - 0 9"
    free = CourtGame.from_fen(fen)
    forced = CourtGame.from_fen(fen, preset("checkers"))
    assert "d3-c3" in moves(free) and moves(forced) == ["d3xd5"]
    reason = forced.explain(M("d3-c3"))
    assert reason == "A capture is possible and these rules make capturing compulsory: d3xd5, for one."


def test_must_continue_option():
    """Option Must continue (checkers' rule): the piece jumps on while it can."""
    fen = "8/8/8/3g4/2go4/2o5/8/8 o - 0 9"
    free, must = CourtGame.from_fen(fen), CourtGame.from_fen(fen, replace(Rules(), jumps=Jumps.MUST_CONTINUE))
    assert "c3xc5" in moves(free) and "c3xc5" not in moves(must) and "c3xc5xe5" in moves(must)
    reason = must.explain(M("c3xc5"))
    assert reason == "The jump must go on while it can (these rules): from c5 it can still jump to e5."


def test_repetition_draws_on_the_third_time():
    """Decision: the same position with the same player to move for the third time is a draw (option: 2 to 5, or
    never)."""
    game = CourtGame.from_fen("8/8/8/3g4/8/3o4/8/8 o - 0 9")
    shuffle = ("d3-c3", "d5-c5", "c3-d3", "c5-d5")
    game = play(game, *shuffle)
    assert not game.over
    game = play(game, *shuffle)
    assert game.over and game.outcome.winner is None and game.outcome.end is End.REPETITION
    never = play(CourtGame.from_fen("8/8/8/3g4/8/3o4/8/8 o - 0 9", replace(Rules(), repetition=0)), *shuffle * 3)
    assert not never.over


def test_fifty_moves_each_without_a_capture_draw():
    """Decision: 50 moves by each player without a capture draw (option: 10 to 500, or never)."""
    game = CourtGame.from_fen("8/8/8/3g4/8/3o4/8/8 o - 99 60")
    assert not game.over
    after = game.play(M("d3-c3"))
    assert after.over and after.outcome.end is End.QUIET and after.outcome.winners == ()


def test_rules_validate_and_read_back():
    for rules in PRESETS.values():
        assert Rules.from_dict(rules.to_dict()) == rules.validate(2)
    with pytest.raises(RulesError, match="two players"):
        Rules().validate(3)
    with pytest.raises(RulesError, match="no option 'kings'"):
        Rules.from_dict({"kings": 1})
    with pytest.raises(RulesError, match="'captures' is one of free, compulsory"):
        Rules.from_dict({"captures": "always"})
    with pytest.raises(RulesError, match="repeats 2 to 5 times"):
        replace(Rules(), repetition=9).validate()
    assert {r.captures for r in PRESETS.values()} == set(Captures)
    assert {r.opening for r in PRESETS.values()} == set(Opening)
    assert Rules().blocked is Blocked.LOSES


def test_illegal_moves_change_nothing():
    game = CourtGame.new(Rules(), seed=1)
    before = game.position()
    with pytest.raises(IllegalMoveError, match="from outside it"):
        game.play(M("a1-a2"))
    assert game.position() == before and game.moves == ()
    assert (game.orange, game.green) == (START_ORANGE, START_GREEN)
