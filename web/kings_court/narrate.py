"""King's Court in words (pure): each move as the log and screen readers say it, in the engine's own words
(:func:`kings.kings_court.texts.describe`), and what a move captured.

Describing a move needs the game before it; a :class:`Narrator` keeps the last game it read, so that each new move
is described once, not the whole game again on every render.

>>> from kings.kings_court.moves import Move
>>> from kings.kings_court.rules import Rules
>>> from kings.kings_court.state import CourtGame
>>> game = CourtGame.new(Rules(), 1)
>>> for text in ("d2-d3", "d7-d6", "b2xd2"):
...     game = game.play(Move.parse(text))
>>> for line in Narrator().lines(game):
...     print(line)
Orange moves d2 to d3, into the Court
Green moves d7 to d6, into the Court
Orange jumps b2 over c2 to d2, capturing
>>> taken(game, game.moves[-1]), hint_words(CourtGame.new(Rules(), 1), Move.parse("d2-d3"))
(('c2',), 'move d2 to d3, into the Court')
"""

from __future__ import annotations

from kings.kings_court.board import name
from kings.kings_court.moves import Move
from kings.kings_court.state import CourtGame
from kings.kings_court.texts import describe


def taken(after: CourtGame, move: Move) -> tuple[str, ...]:
    """The squares whose pieces ``move`` captured, read from the game just after it: a jumped piece of the mover's
    own stays where it was, every other jumped piece is gone (and no landing is ever a jumped square: a jump keeps
    the piece on squares two files or ranks apart, and it jumps the squares between)."""
    own = after.sides(1 - after.turn)[0]
    return tuple(name(s) for s in move.jumped if not (own >> s) & 1)


def hint_words(game: CourtGame, move: Move) -> str:
    """What the message line says after "Hint:": ``jump c3 over d4 to e5, capturing``."""
    words = describe(game, move, "X").split(" ", 2)
    verb = {"jumps": "jump", "moves": "move"}.get(words[1], words[1])
    return f"{verb} {words[2]}"


class Narrator:
    """Each move of a game in words, remembered: a game that goes on from the last one read costs one description
    a move."""

    def __init__(self) -> None:
        self._game: CourtGame | None = None  #: the last game read
        self._lines: tuple[str, ...] = ()

    def lines(self, game: CourtGame) -> tuple[str, ...]:
        """Every move of ``game`` (started from the start, with a seed), in words, oldest first."""
        known = self._game
        if known is None or (known.rules, known.seed) != (game.rules, game.seed) or \
                game.moves[: len(known.moves)] != known.moves:  # fmt: skip
            assert game.seed is not None
            known, self._lines = CourtGame.new(game.rules, game.seed), ()
        lines = list(self._lines)
        for move in game.moves[len(known.moves) :]:
            lines.append(describe(known, move))
            known = known.play(move)
        self._game, self._lines = known, tuple(lines)
        return self._lines
