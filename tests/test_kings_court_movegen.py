"""King's Court's move generator (bitboards) against a slow one written straight from the rules page, on squares as
(file, rank) pairs and a dictionary board: on every position of random games under every preset, both must list the
same moves, and capture the same pieces (product decision: the legal-move generator is the one source of truth, so
it is checked against an independent reading of the rules)."""

from __future__ import annotations

import pytest

from kings.kings_court.outcome import ORANGE
from kings.kings_court.rules import PRESETS
from kings.kings_court.state import CourtGame
from kings.seeding import Rng, derive_seed
from tests.kings_court_brute import slow_moves

pytestmark = pytest.mark.pyodide


def positions(per_preset: int):
    for pid, rules in PRESETS.items():
        for i in range(per_preset):
            game, rng = CourtGame.new(rules, seed=i), Rng(derive_seed(11, i))
            while not game.over:
                yield pid, game
                legal = game.legal_moves()
                game = game.play(legal[rng.below(len(legal))])


def test_the_generator_agrees_with_the_rules_read_slowly():
    checked = jumps = multi = 0
    for pid, game in positions(6):
        fast = {str(m): frozenset((s % 8, s // 8) for s in range(64) if (game.captures(m) >> s) & 1)
                for m in game.legal_moves()}  # fmt: skip
        assert fast == slow_moves(game), f"{pid}: {game.fen()}"
        checked += 1
        jumps += sum("x" in m for m in fast)
        multi += sum(m.count("x") > 1 for m in fast)
    assert checked > 500 and jumps > 1000 and multi > 200


def test_the_slow_reader_sees_the_opening_and_the_court_rule():
    start = CourtGame.new(PRESETS["standard"], seed=1)
    assert sorted(slow_moves(start)) == sorted(str(m) for m in start.legal_moves())
    assert start.turn == ORANGE
