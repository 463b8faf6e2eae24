"""Pile places and the four kinds of move, with a short text notation that round-trips.

>>> Move.parse("7C>N")
Move.parse('7C>N')
>>> [str(Move.parse(t)) for t in ("JK=QH>NE", "n>ne", "draw", "END")]
['JK=QH>NE', 'N>NE', 'draw', 'end']
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from kings.cards import Card
from kings.errors import NotationError
from kings.i18n import N_, _


class Place(IntEnum):
    """The eight piles: four sides around the stock, then the four corners."""

    N = 0
    E = 1
    S = 2
    W = 3
    NE = 4
    SE = 5
    SW = 6
    NW = 7

    @property
    def is_corner(self) -> bool:
        return self >= 4

    @property
    def word(self) -> str:
        """``north``, ``north-east``: for logs and screen readers (in the language in use)."""
        return _(_WORDS[self])

    @classmethod
    def parse(cls, text: str) -> Place:
        try:
            return cls[text.strip().upper()]
        except KeyError:
            raise NotationError(_("{text} is not a pile: use N, E, S, W, NE, SE, SW or NW.").format(
                text=repr(text))) from None


PLACES: tuple[Place, ...] = tuple(Place)
SIDES: tuple[Place, ...] = PLACES[:4]
CORNERS: tuple[Place, ...] = PLACES[4:]
# Translators: the eight piles' places, inside sentences ("the north pile", "the north-east corner").
_WORDS = (N_("north"), N_("east"), N_("south"), N_("west"), N_("north-east"), N_("south-east"), N_("south-west"),
          N_("north-west"))


class Move:
    """Base class of the move values. ``str(move)`` is its notation; ``repr`` pastes back."""

    __slots__ = ()

    @staticmethod
    def parse(text: str) -> Move:
        """Read ``7C>N`` (play), ``N>E`` (move a pile), ``draw`` or ``end``."""
        t = text.strip()
        low = t.lower()
        if low == "draw":
            return DRAW
        if low == "end":
            return END_TURN
        left, sep, right = t.partition(">")
        if not sep or not left or not right:
            raise NotationError(_("{text} is not a move: write CARD>PILE (7C>N), PILE>PILE (N>E), draw or end.").format(
                text=repr(text)))
        dst = Place.parse(right)
        if left.strip().upper() in Place.__members__:
            return Shift(Place.parse(left), dst)
        return Play(Card.parse(left), dst)

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


@dataclass(frozen=True, slots=True, repr=False)
class Play(Move):
    """Lay a card from hand on a pile: build, start a corner with a king, or fill a space.

    For a joker, ``card`` is the joker as laid (``Card.parse('JK=QH')``)."""

    card: Card
    pile: Place

    def __str__(self) -> str:
        return f"{self.card.code}>{self.pile.name}"


@dataclass(frozen=True, slots=True, repr=False)
class Shift(Move):
    """Move a whole pile onto another pile, or a king pile into an empty corner."""

    source: Place
    target: Place

    def __str__(self) -> str:
        return f"{self.source.name}>{self.target.name}"


@dataclass(frozen=True, slots=True, repr=False)
class Draw(Move):
    """Draw from the stock in the middle of a turn, when the rules call for it."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True, repr=False)
class EndTurn(Move):
    """End the turn, drawing whatever the rules say a turn ends with."""

    def __str__(self) -> str:
        return "end"


DRAW = Draw()
END_TURN = EndTurn()

#: Every possible Play and Shift, built once: the move generator hands out these shared values.
PLAYS: tuple[tuple[Play, ...], ...] = tuple(tuple(Play(Card(c), p) for p in PLACES) for c in range(105))
SHIFTS: tuple[tuple[Shift, ...], ...] = tuple(tuple(Shift(s, t) for t in PLACES) for s in PLACES)
