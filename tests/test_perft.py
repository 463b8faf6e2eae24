"""Perft-style legal-move counts (as chess engines do): a fixed list of positions and their move-tree sizes.

``tests/data/perft.txt`` holds lines ``preset | position | depth-1 count | depth-2 count``. The test recomputes
every count with the engine; a change in move generation shows up as a changed number. Regenerate with
``python tests/test_perft.py --regenerate`` only after checking that the new counts are right.

Depth 1 is the number of legal moves; depth 2 sums, over those moves, the legal moves of the position after
(the mover's next move, or the next player's first move once the turn has ended; 0 once the deal is over).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

if __package__ in (None, ""):  # run as a script: make `tests` and `kings` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.corners import Deal, preset
from kings.seeding import Rng
from tests.helpers import advance, position

DATA = Path(__file__).resolve().parent / "data" / "perft.txt"

# Hand-built positions: (preset, position arguments). The first three counts are checked by hand below.
HAND_BUILT: list[tuple[str, dict]] = [
    # 1. standard. Seat 0 holds 8S 8C KD 2H; sides 9H 9S 4C JD.
    #    Depth 1 = 7: 8C>N, 8S>N (black 8s on the red 9), KD to each of the 4 corners, end. No pile fits another.
    #    Depth 2 = 23: after 8C>N or 8S>N: KD x4 + end = 5 each (the other black 8 no longer fits) -> 10;
    #    after KD to a corner: 8C>N, 8S>N, end = 3 (nothing is a black queen) x 4 corners -> 12;
    #    after end: seat 1 (3C 7H) has no play and no pile move: end only -> 1. Total 10 + 12 + 1 = 23.
    ("standard", {"piles": {"N": "9H", "E": "9S", "S": "4C", "W": "JD"}, "hands": ["8S.8C.KD.2H", "3C.7H"]}),
    # 2. must-play, after the start draw. Seat 0 holds 8S 2C; sides 9H 9S 4C JD.
    #    Depth 1 = 1: 8S>N only (end is refused while 8S can be played).
    #    Depth 2 = 1: after 8S>N, 2C fits nowhere (N needs a red 7): end only.
    ("must-play", {"piles": {"N": "9H", "E": "9S", "S": "4C", "W": "JD"}, "hands": ["8S.2C", "3C"], "flags": "t"}),
    # 3. four-card, Becker draw pending with an empty W space. Depth 1 = 1: draw.
    #    The top card of the stock is 5D: after the draw the only move is 5D>W, so depth 2 = 1.
    ("four-card", {"piles": {"N": "9H.8S", "E": "9S", "S": "4C"}, "hands": ["", "3C"], "top": "5D",
                   "flags": "pb", "pending": 1}),
    # A joker in hand on a board with an empty space and an empty corner: wide fan-out.
    ("jokers", {"piles": {"N": "9H", "E": "9S", "S": "4C", "NE": "KS"}, "hands": ["JK.8C.QH", "3C.JK"]}),
    # Robinson: sides up, corners down in suit; a lone corner king can join a side.
    ("robinson", {"piles": {"N": "9S", "E": "KH", "S": "AC", "W": "QD", "NE": "KS"},
                  "hands": ["10H.10C.2D.QS.8H", "3C.QC"]}),
    # Draw until playable: nothing to play, so Draw is the move.
    ("draw-until-playable", {"piles": {"N": "9H", "E": "9S", "S": "4C", "W": "JD"}, "hands": ["2C.3C", "3D.8C"]}),
    # Corners in suit: a mixed-colour side pile cannot join an in-suit corner.
    ("corners-in-suit", {"piles": {"N": "9S.8H", "E": "9H", "S": "4C", "W": "9C", "NE": "KS.QS.JS.10S"},
                         "hands": ["8S.8D.2C", "3C"]}),
]  # fmt: skip

# Seeded positions: (preset, seed, players, moves played by a seeded random policy that rarely ends turns).
SEEDED: list[tuple[str, int, int, int]] = [
    ("standard", 14, 4, 15),
    ("wikihow", 12, 3, 15),
    ("all-in-suit", 22, 2, 50),
    ("kings-compulsory", 14, 5, 15),  # the player to act holds a king
    ("set-aside", 82, 2, 35),  # a completed pile has been set aside
    ("open-space", 14, 3, 35),  # an N/E/S/W space is open
    ("layout-kings", 13, 6, 15),
]

HAND_CHECKED = {0: (7, 23), 1: (1, 1), 2: (1, 1)}


def perft(deal: Deal, depth: int) -> int:
    """The number of move sequences of length ``depth`` from ``deal``."""
    moves = deal.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(deal.play(m), depth - 1) for m in moves)


def sources() -> list[tuple[str, Deal]]:
    out = [(pid, position(rules=preset(pid), **kwargs)) for pid, kwargs in HAND_BUILT]
    for pid, seed, players, steps in SEEDED:
        out.append((pid, advance(Deal.new(preset(pid), seed, players), steps, Rng(seed))))
    return out


def render() -> str:
    lines = [
        "# Perft counts: preset | position | depth 1 | depth 2. Regenerate: python tests/test_perft.py --regenerate",
    ]
    for pid, deal in sources():
        lines.append(f"{pid} | {deal.position()} | {perft(deal, 1)} | {perft(deal, 2)}")
    return "\n".join(lines) + "\n"


def read_data() -> list[tuple[str, str, int, int]]:
    rows = []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            pid, pos, d1, d2 = (part.strip() for part in line.split("|"))
            rows.append((pid, pos, int(d1), int(d2)))
    return rows


ROWS = read_data() if DATA.exists() else []


@pytest.mark.parametrize(("pid", "pos", "d1", "d2"), ROWS, ids=[f"{i}-{r[0]}" for i, r in enumerate(ROWS)])
def test_perft(pid, pos, d1, d2):
    """Product decision: move generation is pinned by perft counts (regenerate only after checking a change)."""
    deal = Deal.from_position(pos, preset(pid))
    assert deal.position() == pos
    assert (perft(deal, 1), perft(deal, 2)) == (d1, d2)


def test_perft_file_matches_its_sources():
    """Product decision: the data file is exactly what the sources in this module generate."""
    assert len(ROWS) >= 12
    assert DATA.read_text(encoding="utf-8") == render()


@pytest.mark.parametrize("index", sorted(HAND_CHECKED))
def test_hand_checked_counts(index):
    """pagat / 004 / Becker: counts worked out by hand in the comments of HAND_BUILT."""
    pid, kwargs = HAND_BUILT[index]
    deal = position(rules=preset(pid), **kwargs)
    assert (perft(deal, 1), perft(deal, 2)) == HAND_CHECKED[index]
    assert ROWS[index][2:] == HAND_CHECKED[index]


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit("usage: python tests/test_perft.py --regenerate")
    DATA.write_text(render(), encoding="utf-8")
    print(f"wrote {DATA} ({len(read_data())} positions)")
