"""The board of King's Court: 64 squares named a1-h8, the Court, the start, and bitboards.

A square is an ``int`` from 0 (a1) to 63 (h8): ``rank * 8 + file``. A set of squares is a **bitboard**, an ``int``
whose bit ``n`` stands for square ``n``, so a side's pieces are one ``int`` and copying a position costs nothing.

The board is the game's 8x8 board as a grid; the original draws it turned 45 degrees (a diamond), which is the
table's business. Two squares are **neighbours** when they share an edge: up, down, left or right in the grid
(on the turned board, the four diagonal directions). The **Court** is the central 4x4, c3 to f6.

At the start the 48 squares around the Court hold the pieces, the colours alternating like a chequerboard's: orange
on a1 and every square whose file and rank add up to an even number (a1, c1, b2, ...), green on the others.

>>> name(0), name(63), parse_square("c3"), name(parse_square("F6"))
('a1', 'h8', 18, 'f6')
>>> [name(s) for s in squares(COURT)][:5], popcount(COURT)
(['c3', 'd3', 'e3', 'f3', 'c4'], 16)
>>> popcount(START_ORANGE), popcount(START_GREEN), START_ORANGE & START_GREEN, (START_ORANGE | START_GREEN) & COURT
(24, 24, 0, 0)
>>> [name(s) for s in NEIGHBOURS[parse_square("a1")]], [(name(o), name(t)) for o, t in JUMPS[parse_square("c3")]]
(['a2', 'b1'], [('c4', 'c5'), ('c2', 'c1'), ('d3', 'e3'), ('b3', 'a3')])
>>> print(diagram(START_ORANGE, START_GREEN))
8 g o g o g o g o
7 o g o g o g o g
6 g o . . . . g o
5 o g . . . . o g
4 g o . . . . g o
3 o g . . . . o g
2 g o g o g o g o
1 o g o g o g o g
  a b c d e f g h
"""

from __future__ import annotations

from collections.abc import Iterator

from kings.errors import NotationError
from kings.i18n import _

SIZE = 8
FILES = "abcdefgh"
FULL = (1 << 64) - 1

#: The four directions, as (file step, rank step): up (towards rank 8), down, right (towards file h), left.
DIRECTIONS: tuple[tuple[int, int], ...] = ((0, 1), (0, -1), (1, 0), (-1, 0))


def square(file: int, rank: int) -> int:
    """The square on ``file`` (0 = a) and ``rank`` (0 = rank 1)."""
    return rank * SIZE + file


def file_of(sq: int) -> int:
    return sq % SIZE


def rank_of(sq: int) -> int:
    return sq // SIZE


def name(sq: int) -> str:
    """The square's name: ``a1`` ... ``h8``."""
    return FILES[sq % SIZE] + str(sq // SIZE + 1)


def parse_square(text: str) -> int:
    """A square from its name (``c3``, any case); anything else is a :class:`~kings.errors.NotationError`."""
    t = text.strip().lower() if isinstance(text, str) else ""
    if len(t) != 2 or t[0] not in FILES or t[1] not in "12345678":
        raise NotationError(_("{text} is not a square: squares are a1 to h8.").format(text=repr(text)))
    return square(FILES.index(t[0]), int(t[1]) - 1)


def _on_board(file: int, rank: int) -> bool:
    return 0 <= file < SIZE and 0 <= rank < SIZE


def _court() -> int:
    return sum(1 << square(f, r) for f in range(2, 6) for r in range(2, 6))


#: The Court: the central 4x4, c3 to f6.
COURT = _court()
#: The 48 squares around the Court, where the pieces start.
OUTSIDE = FULL & ~COURT
START_ORANGE = sum(1 << sq for sq in range(64) if (OUTSIDE >> sq) & 1 and (file_of(sq) + rank_of(sq)) % 2 == 0)
START_GREEN = OUTSIDE & ~START_ORANGE
#: Pieces each side starts with.
PIECES = 24

#: For each square, its neighbours (the squares sharing an edge), in :data:`DIRECTIONS` order.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(square(file_of(s) + df, rank_of(s) + dr) for df, dr in DIRECTIONS
          if _on_board(file_of(s) + df, rank_of(s) + dr))
    for s in range(64)
)
#: For each square, its jumps: (the square jumped over, the square landed on), in :data:`DIRECTIONS` order.
JUMPS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(
        (square(file_of(s) + df, rank_of(s) + dr), square(file_of(s) + 2 * df, rank_of(s) + 2 * dr))
        for df, dr in DIRECTIONS
        if _on_board(file_of(s) + 2 * df, rank_of(s) + 2 * dr)
    )
    for s in range(64)
)

def _file(f: int) -> int:
    return sum(1 << square(f, r) for r in range(SIZE))


NOT_A = FULL & ~_file(0)
NOT_H = FULL & ~_file(7)
#: Squares not on the edge files a and h; not on files a and b; not on files g and h (for inlined shifts).
INNER = NOT_A & NOT_H
NOT_AB = FULL & ~(_file(0) | _file(1))
NOT_GH = FULL & ~(_file(6) | _file(7))


def up(b: int) -> int:
    """Every square of ``b`` moved one rank up (squares falling off the board are dropped)."""
    return (b << SIZE) & FULL


def down(b: int) -> int:
    return b >> SIZE


def right(b: int) -> int:
    return (b << 1) & NOT_A


def left(b: int) -> int:
    return (b >> 1) & NOT_H


def spread(b: int) -> int:
    """Every square next to a square of ``b`` (sharing an edge)."""
    return up(b) | down(b) | right(b) | left(b)


#: The shifts of the four directions, with their reverses: (towards, back).
SHIFTS = ((up, down), (down, up), (right, left), (left, right))


def popcount(b: int) -> int:
    return b.bit_count()


def squares(b: int) -> Iterator[int]:
    """The squares of a bitboard, a1 first."""
    while b:
        low = b & -b
        yield low.bit_length() - 1
        b ^= low


def in_court(sq: int) -> bool:
    return bool((COURT >> sq) & 1)


def diagram(orange: int, green: int) -> str:
    """The board as eight lines of text, rank 8 first: ``o`` orange, ``g`` green, ``.`` empty."""
    rows = []
    for r in range(SIZE - 1, -1, -1):
        cells = ("o" if (orange >> square(f, r)) & 1 else "g" if (green >> square(f, r)) & 1 else "."
                 for f in range(SIZE))  # fmt: skip
        rows.append(f"{r + 1} " + " ".join(cells))
    return "\n".join([*rows, "  " + " ".join(FILES)])
