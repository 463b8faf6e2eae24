"""3-13's CPU worker (web/three_thirteen/spec.py on web/shell/thinker.py), pure: it plays the moves and gives the
hints the page would, follows a game by its new moves across rounds, replays a changed record, and refuses a seat not to
act or a bad record without building on it."""

from __future__ import annotations

import json

import pytest

from kings.errors import KingsError
from kings.seeding import Rng, derive_seed
from kings.three_thirteen.api import MatchRecord
from kings.three_thirteen.match import Match
from kings.three_thirteen.moves import parse_move
from kings.three_thirteen.rules import preset
from web.shell.players import HINT
from web.shell.thinker import MatchThinker, engine_thinker
from web.three_thirteen import GAME
from web.three_thirteen.spec import CPU

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the CPU worker's thinker ------------------------------------------------------------------------------------------
def play(levels: list[str], seed: int, moves: int, thinker: MatchThinker | None) -> list[str]:
    """``moves`` moves of a game of CPUs as the page plays them (its own players), or as the worker answers."""
    match = Match.new(preset("standard"), seed, len(levels))
    local = {i: CPU.player(level) for i, level in enumerate(levels)}
    out: list[str] = []
    while len(out) < moves and not match.over:
        if match.round is None:
            match = match.next_deal()
            continue
        r = match.round
        assert r.acting is not None
        seat = match.match_seat(r.acting)
        move_seed = derive_seed(seed, 7, match.number, len(r.moves))  # as web/three_thirteen/spec.py
        if thinker is None:
            move = str(CPU.choose(local[seat], match.observe(r.acting), Rng(move_seed)))
        else:
            move = thinker.think(MatchRecord.of(match).to_json(), seat, levels[seat], move_seed)
        out.append(move)
        match = match.play(parse_move(move))
    return out


def test_the_worker_plays_the_moves_the_page_would() -> None:
    levels = ["hard", "easy", "medium"]
    assert play(levels, 5, 90, engine_thinker(GAME)) == play(levels, 5, 90, None)  # across several rounds


def test_a_hint_from_the_worker_is_the_hint_the_page_would_give() -> None:
    match = Match.new(preset("standard"), 3, 3)
    seat = match.match_seat(match.round.acting)  # type: ignore[union-attr]
    local = CPU.hint(match.observe(match.round.acting), Rng(9))  # type: ignore[union-attr]
    assert engine_thinker(GAME).think(MatchRecord.of(match).to_json(), seat, HINT, 9) == str(local)


def test_the_thinker_advances_by_the_new_moves_across_rounds_and_replays_a_changed_record(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    replays: list[int] = []
    real = MatchRecord.replay

    def counted(self: MatchRecord) -> Match:
        replays.append(self.seed)
        return real(self)

    monkeypatch.setattr(MatchRecord, "replay", counted)
    thinker = engine_thinker(GAME)
    match = Match.new(preset("standard"), 5, 3)
    asked, asked_on = 0, match
    while len(match.results) < 3:
        if match.round is None:
            match = match.next_deal()
            continue
        seat = match.match_seat(match.round.acting)  # type: ignore[arg-type]
        move = thinker.think(MatchRecord.of(match).to_json(), seat, "medium", len(match.round.moves))
        asked += 1
        asked_on, match = match, match.play(parse_move(move))
    assert replays == [5] and asked > 20  # the first call replayed; the others only added the new moves
    assert thinker._match == asked_on  # the game it was last asked about, built move by move
    other = Match.new(preset("standard"), 6, 3)
    thinker.think(MatchRecord.of(other).to_json(), other.match_seat(other.round.acting), "medium", 1)  # type: ignore
    assert replays == [5, 6]  # another game
    early = Match.new(preset("standard"), 5, 3)
    first_round = MatchRecord.of(match).rounds[0]
    for move in first_round[:4]:
        early = early.play(move)
    branch = early.play(next(m for m in early.round.legal_moves() if m != first_round[4]))  # type: ignore[union-attr]
    thinker.think(MatchRecord.of(branch).to_json(), branch.match_seat(branch.round.acting), "medium", 1)  # type: ignore
    assert replays == [5, 6, 5]  # not an extension of the last record: replayed
    assert thinker._match == branch


def test_the_thinker_refuses_a_seat_not_to_act_and_a_bad_record_and_forgets_it() -> None:
    match = Match.new(preset("standard"), 5, 3)
    match = match.play(match.round.legal_moves()[0])  # type: ignore[union-attr]
    match = match.play(match.round.legal_moves()[0])  # type: ignore[union-attr]
    seat = match.match_seat(match.round.acting)  # type: ignore[union-attr]
    thinker = engine_thinker(GAME)
    with pytest.raises(ValueError):
        thinker.think(MatchRecord.of(match).to_json(), (seat + 1) % 3, "medium", 1)
    with pytest.raises(KingsError):
        thinker.think("{", 0, "medium", 1)
    good = MatchRecord.of(match).to_json()
    assert thinker.think(good, seat, "medium", 1)
    data = json.loads(good)
    data["rounds"][0] += ["stock", "stock"]  # the second draw is illegal
    with pytest.raises(ValueError):
        thinker.think(json.dumps(data), seat, "medium", 1)
    data["rounds"][0] += ["stock"]  # a record that extends the refused one is refused too, not built on
    with pytest.raises(ValueError):
        thinker.think(json.dumps(data), seat, "medium", 1)
    assert thinker.think(good, seat, "medium", 1) == engine_thinker(GAME).think(good, seat, "medium", 1)
