"""Kings Cup's moves and their notation: draw a card, give a point, choose a mate, make a house rule.

>>> [str(parse_move(t)) for t in ("Draw", " point:3 ", "MATE:0", 'rule:"No pointing"', 'rule:""')]
['draw', 'point:3', 'mate:0', 'rule:"No pointing"', 'rule:""']
>>> parse_move('rule:"Say \\\\"please\\\\""') == MakeRule('Say "please"'), parse_move("draw") is DRAW
(True, True)
>>> MakeRule("  talk   like a\\npirate ")
MakeRule(text='talk like a pirate')
>>> parse_move("drink")
Traceback (most recent call last):
  ...
kings.errors.NotationError: 'drink' is not a move: say draw, point:N, mate:N or rule:"..." (N a seat number from 0).

A move is a small frozen value: ``str(move)`` is its notation and reads back to an equal move; its ``repr`` can be
pasted back as Python. A house rule's text is written as a JSON string (``rule:"..."``), so any text, quotes
included, reads back exactly; ``rule:""`` makes no rule. Seats are numbered from 0, in seat order.
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import dataclass

from kings.errors import NotationError
from kings.i18n import _
from kings.kings_cup.deck import DeckError, clean_text

MAX_SEAT = 99  #: seat numbers in notation have at most two digits (a table seats 12)
MAX_NOTATION = 1_000  #: a move's notation at most (a house rule's 120 characters, escaped, fit easily)


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw the next card: the acting player's turn."""

    def __str__(self) -> str:
        return "draw"


DRAW = Draw()


def _seat(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEAT:
        raise NotationError(_("{value} is not a seat: seats are numbered from 0.").format(value=repr(value)))
    return value


@dataclass(frozen=True, slots=True)
class Point:
    """Give ``seat`` a point for slipping up on the last card drawn (before the next card; once per card each)."""

    seat: int

    def __post_init__(self) -> None:
        _seat(self.seat)

    def __str__(self) -> str:
        return f"point:{self.seat}"


@dataclass(frozen=True, slots=True)
class Mate:
    """After drawing a mate card: choose ``seat`` as the drawer's mate."""

    seat: int

    def __post_init__(self) -> None:
        _seat(self.seat)

    def __str__(self) -> str:
        return f"mate:{self.seat}"


@dataclass(frozen=True, slots=True)
class MakeRule:
    """After drawing a house-rule card: make up a rule for the table (``text``), or none (empty text).

    The text is cleaned as the move is made (whitespace runs become one space) and must be a valid house rule: at
    most 120 characters, no control characters; else the move cannot be made (NotationError)."""

    text: str

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "text", clean_text(self.text, "house rule", empty=True))
        except DeckError as exc:
            raise NotationError(str(exc)) from None

    def __str__(self) -> str:
        return "rule:" + json.dumps(self.text, ensure_ascii=False)

    @property
    def skip(self) -> bool:
        """True for the empty rule: the drawer makes no rule."""
        return not self.text


NO_RULE = MakeRule("")

Move = Draw | Point | Mate | MakeRule

_SEAT_MOVE = re.compile(r"(point|mate):([0-9]{1,2})")


def parse_move(text: str) -> Move:
    """A move from its notation: ``draw``, ``point:N``, ``mate:N`` or ``rule:`` and a JSON string."""
    if not isinstance(text, str):
        raise NotationError(_("A move is written as text."))
    t = text.strip()
    if t.lower() == "draw":
        return DRAW
    found = _SEAT_MOVE.fullmatch(t.lower())
    if found:
        seat = int(found.group(2))
        return Point(seat) if found.group(1) == "point" else Mate(seat)
    if t[:5].lower() == "rule:":
        value = None
        # Only a JSON string is parsed (no nesting, a bounded length): hostile text never reaches a deep parse.
        if t[5:6] == '"' and len(t) <= MAX_NOTATION:
            with contextlib.suppress(ValueError):
                value = json.loads(t[5:])
        if not isinstance(value, str):
            raise NotationError(_("{text} is not a house rule: write rule: and the rule in double quotes.").format(
                text=_short(text)))
        return MakeRule(value)
    raise NotationError(_("{text} is not a move: say draw, point:N, mate:N or rule:\"...\" (N a seat number "
                          "from 0).").format(text=_short(text)))  # fmt: skip


def _short(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:40] + "…")
