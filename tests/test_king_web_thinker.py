"""King's CPU worker (web/king/spec.py on web/shell/thinker.py), pure: it plays the moves and gives the hints the
page would, follows a game by its new moves, replays a changed record, and refuses a seat not to act or a bad record
without building on it."""

from __future__ import annotations

import json

import pytest

from kings.errors import KingsError
from kings.king.api import KingMatch, KingRecord
from kings.king.game import KingGame
from kings.seeding import Rng, derive_seed
from web.king.spec import CPU, Thinker
from web.shell.players import HINT

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the CPU worker's thinker ------------------------------------------------------------------------------------------
def play(levels: list[str], seed: int, moves: int, thinker: Thinker | None) -> list[str]:
    """``moves`` moves of a game of CPUs as the page plays them (its own players), or as the worker answers."""
    game = KingGame.new(seed)
    local = {i: CPU.player(level) for i, level in enumerate(levels)}
    out: list[str] = []
    while len(out) < moves and not game.over:
        seat = game.acting
        assert seat is not None
        move_seed = derive_seed(seed, 7, len(game.moves))  # as web/king/spec.py
        if thinker is None:
            move = str(CPU.choose(local[seat], game.observe(seat), Rng(move_seed)))
        else:
            move = thinker.think(KingRecord.of(game).to_json(), seat, levels[seat], move_seed)
        out.append(move)
        game = game.play(next(m for m in game.legal_moves() if str(m) == move))
    return out


def test_the_worker_plays_the_moves_the_page_would() -> None:
    levels = ["medium", "easy", "medium", "easy"]
    assert play(levels, 5, 400, Thinker()) == play(levels, 5, 400, None)  # into the positive hands


def test_a_hint_from_the_worker_is_the_hint_the_page_would_give() -> None:
    game = KingGame.new(3)
    local = CPU.hint(game.observe(0), Rng(9))
    assert Thinker().think(KingRecord.of(game).to_json(), 0, HINT, 9) == str(local)


def test_the_thinker_advances_by_the_new_moves_and_replays_a_changed_record(monkeypatch: pytest.MonkeyPatch) -> None:
    replays: list[int] = []
    real = KingRecord.replay

    def counted(self: KingRecord) -> KingGame:
        replays.append(self.seed)
        return real(self)

    monkeypatch.setattr(KingRecord, "replay", counted)
    thinker = Thinker()
    game = KingGame.new(5)
    for _ in range(30):
        move = thinker.think(KingRecord.of(game).to_json(), game.acting or 0, "medium", len(game.moves))
        game = game.play(next(m for m in game.legal_moves() if str(m) == move))
    assert replays == [5]  # the first call replayed; the others only added the new moves
    other = KingGame.new(6)
    thinker.think(KingRecord.of(other).to_json(), other.acting or 0, "medium", 1)
    assert replays == [5, 6]  # another game
    early = KingGame.new(5)
    for move in game.moves[:10]:
        early = early.play(move)
    branch = early.play(next(m for m in early.legal_moves() if m != game.moves[10]))
    thinker.think(KingRecord.of(branch).to_json(), branch.acting or 0, "medium", 1)
    assert replays == [5, 6, 5]  # not an extension of the last record: replayed
    assert thinker._match == KingMatch(branch)


def test_the_thinker_refuses_a_seat_not_to_act_and_a_bad_record() -> None:
    game = KingGame.new(5)
    other = ((game.acting or 0) + 1) % 4
    with pytest.raises(ValueError):
        Thinker().think(KingRecord.of(game).to_json(), other, "medium", 1)
    with pytest.raises(KingsError):
        Thinker().think("{", 0, "medium", 1)


def test_a_refused_record_is_forgotten_not_built_on() -> None:
    game = KingGame.new(5)
    for _ in range(3):
        game = game.play(game.legal_moves()[0])
    thinker, good = Thinker(), KingRecord.of(game).to_json()
    assert thinker.think(good, game.acting or 0, "medium", 1)
    data = json.loads(good)
    data["moves"] += [str(game.legal_moves()[0]), "AS"]  # the last is not in the hand to play
    with pytest.raises(KingsError):
        thinker.think(json.dumps(data), game.acting or 0, "medium", 1)
    # Extends the refused record by a card legal in the last good game: refused too, never played on that game.
    after = game.play(game.legal_moves()[1])
    data["moves"] += [str(game.legal_moves()[1])]
    with pytest.raises(KingsError):
        thinker.think(json.dumps(data), after.acting or 0, "medium", 1)
    assert thinker.think(good, game.acting or 0, "medium", 1) == Thinker().think(good, game.acting or 0, "medium", 1)
