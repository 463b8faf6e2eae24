"""A move of King's Court and its notation.

A move is the **path** of the piece that moves: the square it starts on, then every square it lands on. A step
goes to a neighbouring square (``c2-c3``); a jump goes two squares straight on, over the neighbour between
(``c3xc5``), and a multi-jump lists every landing (``c3xc5xe5``): one move, however many jumps. ``x`` marks every
jump, over either colour; whether a jump captures depends on the position (a piece of your own is jumped and stays).
The notation reads back exactly (``Move.parse(str(move)) == move``); ``repr`` pastes back as code, as python-chess
does.

>>> m = Move.parse("c3xc5xe5")
>>> m, str(m), m.is_jump, [name(s) for s in m.path], [name(s) for s in m.jumped]
(Move.parse('c3xc5xe5'), 'c3xc5xe5', True, ['c3', 'c5', 'e5'], ['c4', 'd5'])
>>> Move.parse(" D2-d3 ") == Move.step(parse_square("d2"), parse_square("d3"))
True
>>> Move.parse("c3-d4")
Traceback (most recent call last):
  ...
kings.errors.NotationError: c3-d4 is not a move: pieces move along rows and columns, never diagonally.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from kings.errors import NotationError
from kings.i18n import _
from kings.kings_court.board import file_of, name, parse_square, rank_of

_MAX_TEXT = 200  #: longer text is no move (a path has at most 16 landings)


def _distance(a: int, b: int) -> tuple[int, int]:
    return file_of(b) - file_of(a), rank_of(b) - rank_of(a)


@dataclass(frozen=True, slots=True)
class Move:
    """One move: the squares the moving piece starts on and lands on, in order (see the module's notation)."""

    path: tuple[int, ...]

    @classmethod
    def step(cls, origin: int, target: int) -> Move:
        """A step from ``origin`` to its neighbour ``target``."""
        return cls((origin, target))

    @property
    def origin(self) -> int:
        """The square the piece starts on."""
        return self.path[0]

    @property
    def target(self) -> int:
        """The square the piece ends on."""
        return self.path[-1]

    @property
    def is_jump(self) -> bool:
        """True for a jump or multi-jump, False for a step."""
        if len(self.path) < 2:
            return False
        df, dr = _distance(self.path[0], self.path[1])
        return abs(df) + abs(dr) == 2

    @property
    def jumped(self) -> tuple[int, ...]:
        """The squares jumped over, in order (empty for a step)."""
        if not self.is_jump:
            return ()
        return tuple((a + b) // 2 for a, b in pairwise(self.path))

    def __str__(self) -> str:
        return ("x" if self.is_jump else "-").join(name(s) for s in self.path)

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read a move's notation; anything that is not a move raises :class:`~kings.errors.NotationError`
        saying why."""
        if not isinstance(text, str) or len(text) > _MAX_TEXT:
            raise NotationError(_("A move is written like c2-c3 (a step) or c3xc5xe5 (a jump)."))
        t = text.strip().lower()
        jump = "x" in t
        if jump and "-" in t:
            raise NotationError(_("{text} mixes a step (-) and jumps (x): a move is one or the other.").format(
                text=text.strip()))
        parts = t.split("x" if jump else "-")
        if len(parts) < 2 or (not jump and len(parts) != 2):
            raise NotationError(_("A move is written like c2-c3 (a step) or c3xc5xe5 (a jump)."))
        try:
            path = tuple(parse_square(p) for p in parts)
        except NotationError:
            raise NotationError(_("{text} is not a move: squares are a1 to h8, as in c2-c3 or c3xc5.").format(
                text=repr(text.strip()))) from None  # fmt: skip
        error = shape_error(path)
        if error is not None:
            raise NotationError(error)
        move = cls(path)
        if move.is_jump != jump:
            shown = ("x" if jump else "-").join(name(s) for s in path)
            if jump:
                raise NotationError(
                    _("{move} is not a move: a jump lands two squares on, over the square between.").format(
                    move=shown))
            raise NotationError(_("{move} is not a move: a step goes to a square next to it (a jump is written "
                                  "{jump}).").format(move=shown, jump=move))  # fmt: skip
        return move


def shape_error(path: tuple[int, ...]) -> str | None:
    """Why ``path`` is no move's path whatever the position, in words; None when it is one: two squares or more,
    each hop a step to a neighbour (for a step) or two squares straight on (every hop of a jump), no square twice."""
    if len(path) < 2 or not all(isinstance(s, int) and 0 <= s < 64 for s in path):
        return _("A move is written like c2-c3 (a step) or c3xc5xe5 (a jump).")
    df, dr = _distance(path[0], path[1])
    jump = abs(df) + abs(dr) == 2 and (df == 0 or dr == 0)
    shown = ("x" if jump or len(path) > 2 else "-").join(name(s) for s in path)
    for a, b in pairwise(path):
        df, dr = _distance(a, b)
        if df and dr:
            return _("{move} is not a move: pieces move along rows and columns, never diagonally.").format(move=shown)
        if (jump or len(path) > 2) and abs(df + dr) != 2:
            return _("{move} is not a move: a jump lands two squares on, over the square between.").format(move=shown)
        if not jump and len(path) == 2 and abs(df + dr) != 1:
            return _("{move} is not a move: a step goes to a square next to it.").format(move=shown)
    if len(set(path)) != len(path):
        return _("{move} is not a move: a jumping piece never lands twice on the same square, nor where it "
                 "started.").format(move=shown)
    return None
