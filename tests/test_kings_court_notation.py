"""King's Court in writing (product decisions): squares a1-h8, moves ``c2-c3`` and ``c3xc5xe5`` that read back exactly
and paste back as code, FEN-like position lines that read back, the one-line position, records that replay, and
plain words for what a move does and why one is refused."""

from __future__ import annotations

import json

import pytest

from kings.errors import IllegalMoveError, NotationError
from kings.kings_court.api import GAME, GameRecord, MatchRecord
from kings.kings_court.board import name, parse_square
from kings.kings_court.match import Match
from kings.kings_court.moves import Move
from kings.kings_court.rules import PRESETS, Rules, preset
from kings.kings_court.state import CourtGame
from kings.kings_court.texts import describe
from kings.seeding import Rng, derive_seed

pytestmark = pytest.mark.pyodide


def random_games(count: int, seed: int = 5) -> list[CourtGame]:
    """Every position of ``count`` random games, each preset in turn."""
    out = []
    presets = list(PRESETS.values())
    for i in range(count):
        game, rng = CourtGame.new(presets[i % len(presets)], seed=i), Rng(derive_seed(seed, i))
        out.append(game)
        while not game.over:
            legal = game.legal_moves()
            game = game.play(legal[rng.below(len(legal))])
            out.append(game)
    return out


GAMES = random_games(12)


def test_squares_read_back():
    assert [name(parse_square(name(s))) for s in range(64)] == [name(s) for s in range(64)]
    assert parse_square(" E5 ") == parse_square("e5") == 36
    for bad in ("i1", "a9", "a0", "", "a", "aa1", "11"):
        with pytest.raises(NotationError, match="is not a square: squares are a1 to h8"):
            parse_square(bad)


def test_every_legal_move_reads_back_and_pastes_back():
    seen = 0
    for game in GAMES[::5]:
        for move in game.legal_moves():
            assert Move.parse(str(move)) == move == GAME.parse_move(str(move))
            assert eval(repr(move), {"Move": Move}) == move
            assert str(move).count("x") == (len(move.path) - 1 if move.is_jump else 0)
            seen += 1
    assert seen > 1000


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("c3-d4", "c3-d4 is not a move: pieces move along rows and columns, never diagonally."),
        ("c3-c5", "c3-c5 is not a move: a step goes to a square next to it (a jump is written c3xc5)."),
        ("c3xc4", "c3xc4 is not a move: a jump lands two squares on, over the square between."),
        ("c3xc5-e5", "c3xc5-e5 mixes a step (-) and jumps (x): a move is one or the other."),
        ("c3-c4-c5", "A move is written like c2-c3 (a step) or c3xc5xe5 (a jump)."),
        ("c3xc5xc3", "c3xc5xc3 is not a move: a jumping piece never lands twice on the same square, nor where it "
                     "started."),
        ("c3xc5xe6", "c3xc5xe6 is not a move: pieces move along rows and columns, never diagonally."),
        ("z9-a1", "'z9-a1' is not a move: squares are a1 to h8, as in c2-c3 or c3xc5."),
        ("c3", "A move is written like c2-c3 (a step) or c3xc5xe5 (a jump)."),
        ("", "A move is written like c2-c3 (a step) or c3xc5xe5 (a jump)."),
    ],
)  # fmt: skip
def test_text_that_is_no_move_says_why(text, error):
    with pytest.raises(NotationError) as exc:
        Move.parse(text)
    assert str(exc.value) == error


def test_the_notation_is_forgiving_of_case_and_spaces():
    assert Move.parse("  C2-C3 ") == Move.parse("c2 - c3") == Move.parse("c2-c3")
    assert str(Move.parse("C3XC5XE5")) == str(Move.parse("c3 x c5 x e5")) == "c3xc5xe5"
    with pytest.raises(NotationError):
        Move.parse(42)  # type: ignore[arg-type]


def test_positions_read_back_from_their_fen():
    for game in GAMES[::7]:
        back = CourtGame.from_fen(game.fen(), game.rules)
        assert back.fen() == game.fen()
        assert (back.orange, back.green, back.turn, back.quiet, back.ply) == (
            game.orange, game.green, game.turn, game.quiet, game.ply)  # fmt: skip
        if game.opening or game.ended is None:
            assert back.legal_moves() == game.legal_moves()  # the entry direction is kept while Green's move needs it


@pytest.mark.parametrize(
    ("fen", "error"),
    [
        ("8/8/8/8/8/8/8/8 o - 0", "five fields"),
        ("8/8/8/8/8/8/8 o - 0 9", "8 ranks"),
        ("8/8/8/8/8/8/8/7x o - 0 9", "Rank 1 of the board holds 'x'"),
        ("8/8/8/8/8/8/8/9 o - 0 9", "Rank 1 of the board holds '9'"),
        ("8/8/8/8/8/8/8/7 o - 0 9", "Rank 1 of the board has 7 squares"),
        ("8/8/8/8/8/8/8/8 o up 0 9", "Orange's first step is given exactly when Green makes its first move"),
        ("8/8/8/8/8/8/8/8 g - 0 1", "Orange's first step is given exactly when Green makes its first move"),
        ("8/8/8/8/8/8/8/8 o - -1 9", "whole number"),
        ("8/8/8/8/8/8/8/8 o - 0 0", "The move number starts at 1"),
        ("8/8/8/8/8/8/8/8 o north 0 9", "up, down, right or left"),
    ],
)
def test_damaged_positions_say_what_is_wrong(fen, error):
    with pytest.raises(NotationError, match=error):
        CourtGame.from_fen(fen)


def test_the_position_line_holds_the_rules_the_board_and_the_history():
    game = CourtGame.new(Rules(), seed=1)
    assert game.position().startswith("kings-court | rules=standard | gogogogo/ogogogog/")
    assert CourtGame.new(preset("checkers"), seed=1).position().split(" | ")[1] == "rules=checkers"
    shuffle = [Move.parse(t) for t in ("d3-c3", "d5-c5", "c3-d3", "c5-d5")]
    start = CourtGame.from_fen("8/8/8/3g4/8/3o4/8/8 o - 0 9")
    again = start
    for move in shuffle:
        again = again.play(move)
    assert again.fen().split()[:2] == start.fen().split()[:2]
    assert again.position() != start.position()  # the same pieces, but seen twice now: a repetition is nearer


def test_records_replay_and_read_back():
    for game in GAMES[::9]:
        if game.seed is None:
            continue
        record = GAME.record(game)
        back = GAME.record_from_json(record.to_json())
        assert back == record and back.replay() == game and back.replay().position() == game.position()
    match = Match.new(Rules(), seed=3)
    match = match.play(match.deal.legal_moves()[0])
    text = MatchRecord.of(match).to_json()
    assert MatchRecord.from_json(text).replay() == match


@pytest.mark.parametrize(
    ("change", "error"),
    [
        (lambda d: d.update(game="klondike"), "This is not a King's Court game record."),
        (lambda d: d.update(players=3), "The King's Court record is damaged: King's Court is a game for two players"),
        (lambda d: d.update(moves=["d2-d3", "b8-b7"]), None),
        (lambda d: d.update(moves=["d2-d4"]), "d2-d4 is not a move"),
        (lambda d: d.update(rules={"captures": "sometimes"}), "The King's Court record is damaged"),
        (lambda d: d.update(seed=-1), "The King's Court record is damaged"),
    ],
)
def test_damaged_records_say_what_is_wrong(change, error):
    data = json.loads(GAME.record(CourtGame.new(Rules(), seed=4)).to_json())
    change(data)
    if error is None:  # it reads, but its moves cannot be played: the replay says where
        with pytest.raises(IllegalMoveError, match="b8 holds an orange piece"):
            GameRecord.from_json(json.dumps(data)).replay()
        return
    with pytest.raises(NotationError, match=error):
        GameRecord.from_json(json.dumps(data))
    with pytest.raises(NotationError, match="not JSON"):
        GameRecord.from_json("{")


def test_a_move_in_words_for_the_log_and_screen_readers():
    game = CourtGame.new(Rules(), seed=1)
    assert describe(game, Move.parse("d2-d3")) == "Orange moves d2 to d3, into the Court"
    assert describe(game, Move.parse("d2-d3"), who="Ann") == "Ann moves d2 to d3, into the Court"
    mid = CourtGame.from_fen("8/8/8/3g4/2go4/2o5/8/8 o - 0 9")
    assert describe(mid, Move.parse("c3xc5")) == "Orange jumps c3 over c4 to c5, capturing"
    assert describe(mid, Move.parse("c3-c2")) == "Orange moves c3 to c2, out of the Court"
    assert describe(mid, Move.parse("d4-e4")) == "Orange moves d4 to e4"
