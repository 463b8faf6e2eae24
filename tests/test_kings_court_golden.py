"""King's Court's golden games, hard-coded: seeded CPU-vs-CPU games play the same moves to the same final position,
in CPython and in Pyodide alike, forever (product decision: a seed and a record mean the same game everywhere; the
hard level's search counts positions, not time, so it decides the same on any machine). Change
``tests/data/kings_court_golden.json`` only for an intended change of the rules, the move generator or the players,
and say so in the commit: ``python tests/test_kings_court_golden.py --regenerate``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

if __package__ in (None, ""):  # run as a script: make `tests` and `kings` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.kings_court.api import GAME, GameRecord
from kings.kings_court.moves import Move
from kings.kings_court.players import make_player
from kings.kings_court.rules import preset
from kings.kings_court.state import CourtGame
from kings.seeding import Rng, derive_seed

DATA = Path(__file__).resolve().parent / "data" / "kings_court_golden.json"
pytestmark = pytest.mark.pyodide

#: (preset, game seed, Orange's level, Green's level): each player's generator is Rng(derive_seed(seed, seat)).
GAMES: list[tuple[str, int, str, str]] = [
    ("standard", 7, "medium", "hard"),
    ("standard", 8, "hard", "easy"),
    ("checkers", 9, "easy", "random"),
]


def play(pid: str, seed: int, orange: str, green: str) -> CourtGame:
    game = CourtGame.new(preset(pid), seed)
    players = [make_player(orange), make_player(green)]
    rngs = [Rng(derive_seed(seed, seat)) for seat in range(2)]
    while not game.over:
        seat = game.turn
        game = game.play(players[seat].choose(game.observe(seat), game.legal_moves(), rngs[seat]))
    return game


def render() -> str:
    rows = []
    for pid, seed, orange, green in GAMES:
        game = play(pid, seed, orange, green)
        outcome = game.outcome
        assert outcome is not None
        rows.append({"preset": pid, "seed": seed, "orange": orange, "green": green,
                     "moves": " ".join(str(m) for m in game.moves), "winner": outcome.winner,
                     "end": outcome.end.value, "position": game.position()})  # fmt: skip
    return json.dumps(rows, indent=1) + "\n"


ROWS = json.loads(DATA.read_text(encoding="utf-8")) if DATA.exists() else []


@pytest.mark.parametrize("row", ROWS, ids=[f"{r['preset']}-{r['orange']}-{r['green']}" for r in ROWS])
def test_a_seeded_cpu_game_plays_the_same_moves_everywhere(row):
    game = play(row["preset"], row["seed"], row["orange"], row["green"])
    assert " ".join(str(m) for m in game.moves) == row["moves"]
    assert game.position() == row["position"]
    assert (game.outcome.winner, game.outcome.end.value) == (row["winner"], row["end"])


@pytest.mark.parametrize("row", ROWS, ids=[f"{r['preset']}-{r['orange']}-{r['green']}" for r in ROWS])
def test_the_golden_games_replay_from_their_records(row):
    record = GameRecord(preset(row["preset"]), row["seed"], tuple(Move.parse(m) for m in row["moves"].split()))
    assert GAME.record_from_json(record.to_json()).replay().position() == row["position"]


def test_the_golden_file_holds_every_game():
    assert [(r["preset"], r["seed"], r["orange"], r["green"]) for r in ROWS] == GAMES
    assert {r["winner"] for r in ROWS} & {0, 1}  # the games are decided, not all drawn


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit("usage: python tests/test_kings_court_golden.py --regenerate")
    DATA.write_text(render(), encoding="utf-8")
    print(f"wrote {DATA}")
