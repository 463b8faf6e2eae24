"""King's Court's readers and rules under arbitrary input (hypothesis; product decisions): any text is a move that
reads back or a NotationError, never anything else; any path a piece could take reads back from its notation; any
position line reads back or says what is wrong; any JSON is rules or a RulesError; and on positions of random games
a move is legal exactly when the generator lists it, a refused one changing nothing.

CPython only: hypothesis is not installed under Pyodide (there, this module is skipped).
"""

from __future__ import annotations

import json

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from kings.errors import IllegalMoveError, NotationError, RulesError  # noqa: E402
from kings.kings_court.api import GameRecord  # noqa: E402
from kings.kings_court.moves import Move, shape_error  # noqa: E402
from kings.kings_court.rules import PRESETS, Rules  # noqa: E402
from kings.kings_court.state import CourtGame  # noqa: E402
from kings.seeding import Rng  # noqa: E402

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MOVE_CHARS = "abcdefghx-12345678 XAC9i"


@given(st.text(alphabet=MOVE_CHARS, max_size=16) | st.text(max_size=12))
def test_any_text_is_a_move_that_reads_back_or_a_notation_error(text):
    try:
        move = Move.parse(text)
    except NotationError as exc:
        assert str(exc).strip() and "\n" not in str(exc)
        return
    assert Move.parse(str(move)) == move and shape_error(move.path) is None


@given(st.integers(0, 63), st.lists(st.sampled_from([8, -8, 1, -1]), min_size=1, max_size=8), st.booleans())
def test_any_path_a_piece_could_take_reads_back(start, directions, jump):
    path, at = [start], start
    for d in directions if jump else directions[:1]:
        step = 2 * d if jump else d
        nxt = at + step
        if not 0 <= nxt < 64 or abs(nxt % 8 - at % 8) > (2 if jump else 1) or nxt in path:
            return
        path.append(nxt)
        at = nxt
    move = Move(tuple(path))
    assert shape_error(move.path) is None
    assert Move.parse(str(move)) == move and move.is_jump == jump


@given(st.text(alphabet="og12345678/ -updownleftrightx0", max_size=60))
def test_any_position_line_reads_back_or_says_what_is_wrong(text):
    try:
        game = CourtGame.from_fen(text)
    except NotationError as exc:
        assert str(exc).strip()
        return
    assert CourtGame.from_fen(game.fen()).fen() == game.fen()


JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 600) | st.text(max_size=10),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=12), inner,
                                                                                max_size=4), max_leaves=8)  # fmt: skip


@given(st.dictionaries(st.sampled_from(["opening", "captures", "jumps", "blocked", "repetition", "quiet_moves",
                                        "match_games", "id", "name", "other"]), JSON, max_size=4))  # fmt: skip
def test_any_json_is_rules_or_a_rules_error(data):
    try:
        rules = Rules.from_dict(data)
    except RulesError as exc:
        assert str(exc).strip()
        return
    assert Rules.from_dict(rules.to_dict()) == rules


@given(JSON)
def test_any_json_is_a_record_or_a_notation_error(data):
    try:
        record = GameRecord.from_json(json.dumps(data))
    except NotationError:
        return
    assert GameRecord.from_json(record.to_json()) == record


@st.composite
def games(draw) -> CourtGame:
    rules = draw(st.sampled_from(list(PRESETS.values())))
    rng, game = Rng(draw(st.integers(0, 2**32))), CourtGame.new(rules, seed=draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 120))):
        if game.over:
            break
        legal = game.legal_moves()
        game = game.play(legal[rng.below(len(legal))])
    return game


@FAST
@given(games(), st.lists(st.tuples(st.integers(0, 63), st.lists(st.sampled_from([8, -8, 1, -1, 16, -16, 2, -2]),
                                                                  min_size=1, max_size=4)), max_size=12))  # fmt: skip
def test_a_move_is_legal_exactly_when_listed_and_a_refusal_changes_nothing(game, tries):
    legal = set(game.legal_moves())
    before = game.position()
    for start, steps in tries:
        path = [start]
        for d in steps:
            path.append(path[-1] + d)
        move = Move(tuple(path))
        if shape_error(move.path) is not None:
            continue
        reason = game.explain(move)
        assert (reason is None) == (move in legal)
        if reason is not None:
            with pytest.raises(IllegalMoveError) as exc:
                game.play(move)
            assert str(exc.value) == reason and reason.endswith(".") and "\n" not in reason
    for move in legal:
        assert game.explain(move) is None
    assert game.position() == before
