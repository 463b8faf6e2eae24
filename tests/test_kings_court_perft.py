"""King's Court's perft counts (as chess engines keep them): positions and the sizes of their move trees.

``tests/data/kings_court_perft.txt`` holds lines ``preset | position (FEN) | depth 1 | depth 2 | depth 3``: the legal
moves, the sequences of two moves, of three. The test recomputes every count with the engine; a change in move
generation shows up as a changed number. Regenerate with ``python tests/test_kings_court_perft.py --regenerate``
only after checking that the new counts are right. A finished game has no moves: it counts 0 below it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

if __package__ in (None, ""):  # run as a script: make `tests` and `kings` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.kings_court.rules import preset
from kings.kings_court.state import CourtGame
from kings.seeding import Rng, derive_seed

DATA = Path(__file__).resolve().parent / "data" / "kings_court_perft.txt"
pytestmark = pytest.mark.pyodide

#: Hand-built positions; the counts of the first two are worked out by hand below.
HAND_BUILT: list[tuple[str, str]] = [
    # 1. The start. Depth 1 = 8: Orange's entries d2-d3, f2-f3, g3-f3, b4-c4, g5-f5, b6-c6, c7-c6, e7-e6 (its pieces
    #    next to the Court). Depth 2 = 16: Green's two entries from the opposite side after each.
    ("standard", "gogogogo/ogogogog/go4go/og4og/go4go/og4og/gogogogo/ogogogog o - 0 1"),
    # 2. Orange d4 and Green d5, alone. Depth 1 = 4: d4-c4, d4-d3, d4-e4 and d4xd6 (which wins at once).
    #    Depth 2 = 12: after each of the three steps Green's d5 has four steps (c5, e5, d6 and d4 or, after d4-d3,
    #    d4 too: nothing is next to it to jump); after d4xd6 the game is over: 0.
    ("standard", "8/8/8/3g4/3o4/8/8/8 o - 0 9"),
    # A jump round a ring of own pieces (c3xc5xe5xe3, never back to c3), and the same under checkers' rules.
    ("standard", "8/8/5g2/3o4/2o1o3/2oo4/8/8 o - 0 9"),
    ("checkers", "8/8/5g2/3o4/2o1o3/2oo4/8/8 o - 0 9"),
    # A lone Court piece that may leave only by jumping back in (c3xc1xe1xe3).
    ("standard", "8/8/5g2/8/8/2o5/2g1g3/3g4 o - 0 9"),
    # Green's first move after Orange's d2-d3, from either rule of entry.
    ("standard", "gogogogo/ogogogog/go4go/og4og/go4go/og1o2og/gog1gogo/ogogogog g up 1 1"),
    ("any-side", "gogogogo/ogogogog/go4go/og4og/go4go/og1o2og/gog1gogo/ogogogog g up 1 1"),
]

#: Positions of seeded random games: (preset, seed, moves played).
SEEDED: list[tuple[str, int, int]] = [
    ("standard", 1, 6),
    ("standard", 2, 20),
    ("standard", 3, 40),
    ("checkers", 4, 12),
    ("checkers", 5, 30),
    ("any-side", 6, 16),
]

HAND_CHECKED = {0: (8, 16), 1: (4, 12)}


def perft(game: CourtGame, depth: int) -> int:
    """The number of move sequences of length ``depth`` from ``game``."""
    moves = game.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(game.play(m), depth - 1) for m in moves)


def seeded(pid: str, seed: int, steps: int) -> CourtGame:
    game, rng = CourtGame.new(preset(pid), seed), Rng(derive_seed(seed, 1))
    for _ in range(steps):
        legal = game.legal_moves()
        game = game.play(legal[rng.below(len(legal))])
    return CourtGame.from_fen(game.fen(), game.rules)


def sources() -> list[tuple[str, CourtGame]]:
    out = [(pid, CourtGame.from_fen(fen, preset(pid))) for pid, fen in HAND_BUILT]
    return out + [(pid, seeded(pid, seed, steps)) for pid, seed, steps in SEEDED]


def render() -> str:
    lines = ["# King's Court perft: preset | FEN | depth 1 | depth 2 | depth 3. "
             "Regenerate: python tests/test_kings_court_perft.py --regenerate"]  # fmt: skip
    for pid, game in sources():
        lines.append(f"{pid} | {game.fen()} | {perft(game, 1)} | {perft(game, 2)} | {perft(game, 3)}")
    return "\n".join(lines) + "\n"


def read_data() -> list[tuple[str, str, int, int, int]]:
    rows = []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            pid, fen, d1, d2, d3 = (part.strip() for part in line.split("|"))
            rows.append((pid, fen, int(d1), int(d2), int(d3)))
    return rows


ROWS = read_data() if DATA.exists() else []


@pytest.mark.parametrize(("pid", "fen", "d1", "d2", "d3"), ROWS, ids=[f"{i}-{r[0]}" for i, r in enumerate(ROWS)])
def test_perft(pid, fen, d1, d2, d3):
    """Product decision: move generation is pinned by perft counts (regenerate only after checking a change)."""
    game = CourtGame.from_fen(fen, preset(pid))
    assert game.fen() == fen
    assert (perft(game, 1), perft(game, 2), perft(game, 3)) == (d1, d2, d3)


def test_perft_file_matches_its_sources():
    """Product decision: the data file is exactly what the sources in this module generate."""
    assert len(ROWS) == len(HAND_BUILT) + len(SEEDED)
    assert [(pid, fen) for pid, fen, *_ in ROWS] == [(pid, game.fen()) for pid, game in sources()]


@pytest.mark.parametrize("index", sorted(HAND_CHECKED))
def test_hand_checked_counts(index):
    """The counts worked out by hand in the comments of HAND_BUILT."""
    pid, fen = HAND_BUILT[index]
    game = CourtGame.from_fen(fen, preset(pid))
    assert (perft(game, 1), perft(game, 2)) == HAND_CHECKED[index]
    assert ROWS[index][2:4] == HAND_CHECKED[index]


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit("usage: python tests/test_kings_court_perft.py --regenerate")
    DATA.write_text(render(), encoding="utf-8")
    print(f"wrote {DATA} ({len(read_data())} positions)")
