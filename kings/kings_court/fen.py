"""A position of King's Court as one line of text, in the manner of chess's FEN.

Five fields, separated by spaces: the board, rank 8 first (``o`` orange, ``g`` green, a digit for that many empty
squares, ``/`` between ranks); who moves (``o`` or ``g``); Orange's first step's direction while Green's first move
depends on it (``up`` towards rank 8, ``down``, ``right`` towards file h, ``left``; else ``-``); the moves in a row
without a capture; the move number (1 for the first move of each side, as in chess).

>>> from kings.kings_court.board import START_GREEN, START_ORANGE
>>> text = format_fen(START_ORANGE, START_GREEN, turn=0, entry=0, quiet=0, ply=0)
>>> text
'gogogogo/ogogogog/go4go/og4og/go4go/og4og/gogogogo/ogogogog o - 0 1'
>>> parse_fen(text) == (START_ORANGE, START_GREEN, 0, 0, 0, 0)
True
>>> parse_fen("8/8/8/8/8/8/8/8 x - 0 1")
Traceback (most recent call last):
  ...
kings.errors.NotationError: A King's Court position says who moves with o (Orange) or g (Green), not 'x'.
"""

from __future__ import annotations

from kings.errors import NotationError
from kings.i18n import _
from kings.kings_court.board import PIECES, SIZE, square

#: Orange's first step's direction by square difference, and its name.
DIRECTION_NAMES: dict[int, str] = {SIZE: "up", -SIZE: "down", 1: "right", -1: "left"}
_DIRECTIONS = {v: k for k, v in DIRECTION_NAMES.items()}
SIDES = "og"


def _rank(o: int, g: int) -> str:
    """One rank's text from its 8 bits of orange and of green pieces (file a is bit 0)."""
    row, gap = "", 0
    for f in range(SIZE):
        piece = "o" if (o >> f) & 1 else "g" if (g >> f) & 1 else ""
        if not piece:
            gap += 1
            continue
        row += (str(gap) if gap else "") + piece
        gap = 0
    return row + (str(gap) if gap else "")


def format_fen(orange: int, green: int, turn: int, entry: int, quiet: int, ply: int) -> str:
    """The line for these facts (``ply``: moves played since the start; ``entry``: the square difference of
    Orange's first step, shown only while Green's first move depends on it)."""
    ranks = []
    for r in range(SIZE - 1, -1, -1):
        o, g = (orange >> (r * SIZE)) & 0xFF, (green >> (r * SIZE)) & 0xFF
        ranks.append(_rank(o, g & ~o))
    shown = DIRECTION_NAMES.get(entry, "-") if ply == 1 else "-"
    return f"{'/'.join(ranks)} {SIDES[turn]} {shown} {quiet} {ply // 2 + 1}"


def _count(text: str, what: str) -> int:
    if not text.isdigit() or len(text) > 6:
        raise NotationError(_("A King's Court position gives {what} as a whole number, not {text}.").format(
            what=what, text=repr(text)))
    return int(text)


def parse_fen(text: str) -> tuple[int, int, int, int, int, int]:
    """(orange, green, turn, entry, quiet, ply) from a line; a damaged line is a NotationError saying what is wrong."""
    fields = text.split() if isinstance(text, str) else []
    if len(fields) != 5:
        raise NotationError(_("A King's Court position has five fields: board, who moves, first step, quiet moves, "
                              "move number."))  # fmt: skip
    board, side, entry_text, quiet_text, number_text = fields
    ranks = board.split("/")
    if len(ranks) != SIZE:
        raise NotationError(_("A King's Court board has 8 ranks separated by /, not {count}.").format(count=len(ranks)))
    orange = green = 0
    for i, row in enumerate(ranks):
        r, f = SIZE - 1 - i, 0
        for ch in row:
            if ch in "12345678":
                f += int(ch)
            elif ch in "og" and f < SIZE:
                bit = 1 << square(f, r)
                orange, green = (orange | bit, green) if ch == "o" else (orange, green | bit)
                f += 1
            else:
                raise NotationError(_("Rank {rank} of the board holds {sign}: use o, g and digits.").format(
                    rank=r + 1, sign=repr(ch)))
        if f != SIZE:
            raise NotationError(_("Rank {rank} of the board has {count} squares, not 8.").format(rank=r + 1, count=f))
    if orange.bit_count() > PIECES or green.bit_count() > PIECES:
        raise NotationError(_("Each side has at most {most} pieces.").format(most=PIECES))
    if side not in SIDES:
        raise NotationError(
            _("A King's Court position says who moves with o (Orange) or g (Green), not {side}.").format(
            side=repr(side)))
    turn = SIDES.index(side)
    quiet = _count(quiet_text, "the moves without a capture")
    number = _count(number_text, "the move number")
    if number < 1:
        raise NotationError(_("The move number starts at 1."))
    ply = 2 * (number - 1) + turn
    if entry_text != "-" and entry_text not in _DIRECTIONS:
        raise NotationError(_("Orange's first step went up, down, right or left, or is -, not {step}.").format(
            step=repr(entry_text)))
    entry = _DIRECTIONS.get(entry_text, 0)
    if (ply == 1) != (entry != 0):
        raise NotationError(_("Orange's first step is given exactly when Green makes its first move (g, move 1)."))
    return orange, green, turn, entry, quiet, ply
