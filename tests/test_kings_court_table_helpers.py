"""What King's Court's future table stands on (product decisions): picking a move by taps (pieces that can move lit,
then each next landing), matches that swap colours, and the rules page generated from the engine
(docs/kings-court-rules.md, naming its sources and every option and preset)."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from kings.kings_court import rulesdoc
from kings.kings_court.board import name, parse_square
from kings.kings_court.match import DRAW, WIN, Match
from kings.kings_court.moves import Move
from kings.kings_court.outcome import GREEN, ORANGE
from kings.kings_court.picking import Pick, by_origin, movable, pick, tap
from kings.kings_court.rules import PRESETS, Rules, preset
from kings.kings_court.state import CourtGame
from kings.seeding import Rng

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.pyodide
sq = parse_square


def names(squares: tuple[int, ...]) -> list[str]:
    return [name(s) for s in squares]


def test_picking_lights_the_pieces_that_can_move_then_their_next_squares():
    game = CourtGame.new(Rules(), seed=1)
    moves = game.legal_moves()
    assert names(movable(moves)) == ["d2", "f2", "g3", "b4", "g5", "b6", "c7", "e7"]
    assert {name(s): [str(m) for m in ms] for s, ms in by_origin(moves).items()}["g3"] == ["g3-f3"]
    p = tap(moves, (), sq("g3"))
    assert names(p.hops) == ["f3"] and p.move is None and p.play is None
    assert tap(moves, p.path, sq("f3")).play == Move.parse("g3-f3")  # a step: played at once
    assert tap(moves, p.path, sq("a1")) == Pick()  # a square that is no move drops the pick
    assert tap(moves, p.path, sq("d2")).path == (sq("d2"),)  # another movable piece is picked instead


def test_a_multi_jump_by_successive_taps_or_stopped_on_the_way():
    game = CourtGame.from_fen("8/8/8/3g4/2go4/2o5/8/8 o - 0 9")
    moves = game.legal_moves()
    p = tap(moves, tap(moves, (), sq("c3")).path, sq("c5"))
    assert p.move == Move.parse("c3xc5") and names(p.hops) == ["e5"] and p.play is None  # may stop or go on
    assert tap(moves, p.path, sq("c5")).play == Move.parse("c3xc5")  # tap the landing again: stop there
    assert tap(moves, p.path, sq("e5")).play == Move.parse("c3xc5xe5")  # nothing after e5: played
    must = CourtGame.from_fen("8/8/8/3g4/2go4/2o5/8/8 o - 0 9", preset("checkers")).legal_moves()
    q = pick(must, (sq("c3"), sq("c5")))
    assert q.move is None and names(q.hops) == ["e5"]  # under checkers' rule the jump must go on
    assert tap(must, q.path, sq("c5")) == Pick()
    assert pick(moves, (sq("c3"), sq("e3"))) == Pick()  # not the start of any legal move


def test_every_legal_move_can_be_tapped():
    rng, game = Rng(3), CourtGame.new(Rules(), seed=3)
    while not game.over:
        moves = game.legal_moves()
        for move in moves:
            p = Pick()
            for square in move.path:
                p = tap(moves, p.path, square)
            if p.play is None:  # a jump that could go on: tapping its last landing again stops it
                p = tap(moves, p.path, move.target)
            assert p.play == move
        game = game.play(moves[rng.below(len(moves))])


def test_a_match_swaps_colours_and_scores_two_a_win_one_a_draw():
    match = Match.new(Rules(), seed=2)
    assert match.match_seat(ORANGE) == 0 and match.match_seat(GREEN) == 1
    rng = Rng(9)
    while not match.over:
        if match.deal is None:
            match = match.next_deal()
            assert match.match_seat(ORANGE) == len(match.results) % 2  # the other seat plays Orange now
            continue
        legal = match.deal.legal_moves()
        match = match.play(legal[rng.below(len(legal))])
    points = [0, 0]
    for i, game in enumerate(match.results):
        winner = game.outcome.winner
        for seat in range(2):
            if winner is None:
                points[seat] += DRAW
            elif (winner + i) % 2 == seat:
                points[seat] += WIN
    assert list(match.totals) == points and sum(points) == 2 * len(match.results) == 4
    rows = match.standings()
    assert rows[0].total >= rows[1].total and match.winners == tuple(r.seat for r in rows if r.place == 1)


def test_the_rules_page_is_generated_from_the_engine():
    """docs/kings-court-rules.md must be regenerated when the rules change:
    python -m kings.kings_court.rulesdoc > docs/kings-court-rules.md."""
    assert (ROOT / "docs" / "kings-court-rules.md").read_text(encoding="utf-8") == rulesdoc.render()


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses inside Pyodide")
def test_the_module_writes_the_page():
    out = subprocess.run([sys.executable, "-m", "kings.kings_court.rulesdoc"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, check=True).stdout  # fmt: skip
    assert out == rulesdoc.render()


def test_the_page_names_its_sources_every_option_and_preset_and_follows_the_rules():
    page = rulesdoc.render()
    for source in ("002_ffd57030109f7a48.txt", "nemestats.com/UniversalGame/Details/5157", "geekyhobbies.com",
                   "boardgameguys.com", "quantumgambitz.com", "geocities"):  # fmt: skip
        assert source in page
    wanted = {f.name for f in dataclasses.fields(Rules)} - {"id", "name"}
    assert set(rulesdoc.OPTIONS) == wanted
    options = next(s for s in rulesdoc.sections(Rules()) if s.key == "options")
    assert [item.split(" (`")[-1].split("`")[0] for item in options.items] == list(PRESETS)
    jump = dict(next(s for s in rulesdoc.sections(preset("checkers")) if s.key == "moves").entries)["Jump"]
    assert "you must capture" in jump
    sections = rulesdoc.sections(Rules())
    for s in sections:
        assert s.title and all(t and x.endswith((".", ")")) for t, x in s.entries), s.key
        assert all(item.endswith(".") and "\n" not in item for item in s.items), s.key
