"""Klondike's moves and their notation.

A move is a small frozen value; ``str(move)`` is its notation and :func:`parse_move` reads it back:

* ``draw``: turn one or three cards (the rules say which) from the stock onto the waste;
* ``recycle``: turn the waste over to make the stock again (a new pass);
* ``7C>F``: put a card (with every card on it, in a column) home on its foundation, or ``7C>3`` on column 3
  (columns are numbered 1 to 7 from the left). The card says where the move comes from: the waste's top card,
  a face-up card in a column (the cards on it move with it) or the top card of a foundation;
* ``give-up``: end the deal, lost (a player may always resign).

>>> [str(parse_move(t)) for t in ("Draw", " recycle ", "7c>f", "10♥ > 3", "TH>3", "resign")]
['draw', 'recycle', '7C>F', '10H>3', '10H>3', 'give-up']
>>> parse_move("KS>1")
Put(card=Card.parse('KS'), to=1)
>>> parse_move("7C>8")
Traceback (most recent call last):
  ...
kings.errors.NotationError: '7C>8' is not a move: say draw, recycle, give-up, or a card and where it goes,
like 7C>F or 7C>3 (columns 1 to 7).
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import Card
from kings.errors import NotationError
from kings.i18n import _

COLUMNS = 7
FOUNDATION = 0  #: :attr:`Put.to` of a foundation; columns are 1 to 7


@dataclass(frozen=True, slots=True)
class Draw:
    """Turn one or three cards from the stock onto the waste."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Recycle:
    """Turn the waste over to make the stock again: the next pass through it."""

    def __str__(self) -> str:
        return "recycle"


@dataclass(frozen=True, slots=True)
class GiveUp:
    """End the deal, lost."""

    def __str__(self) -> str:
        return "give-up"


@dataclass(frozen=True, slots=True)
class Put:
    """Move ``card`` (and the cards on it) to its foundation (``to`` = 0) or onto column ``to`` (1 to 7)."""

    card: Card
    to: int

    def __str__(self) -> str:
        return f"{self.card.code}>{'F' if self.to == FOUNDATION else self.to}"

    @property
    def home(self) -> bool:
        """True for a move to the foundation."""
        return self.to == FOUNDATION

    @property
    def column(self) -> int:
        """The index (0 to 6) of the column it goes to; -1 for the foundation."""
        return self.to - 1


DRAW, RECYCLE, GIVE_UP = Draw(), Recycle(), GiveUp()
Move = Draw | Recycle | GiveUp | Put

_WORDS: dict[str, Move] = {"draw": DRAW, "d": DRAW, "recycle": RECYCLE, "r": RECYCLE, "give-up": GIVE_UP,
                           "giveup": GIVE_UP, "give up": GIVE_UP, "resign": GIVE_UP}  # fmt: skip


def parse_move(text: str) -> Move:
    """A move from its notation (see the module doc); bad text raises :class:`~kings.errors.NotationError`."""
    word = _WORDS.get(" ".join(text.lower().split()))
    if word is not None:
        return word
    head, sep, tail = text.partition(">")
    dest = tail.strip().upper()
    try:
        if not sep or not (dest == "F" or (dest.isdigit() and dest.isascii() and 1 <= int(dest) <= COLUMNS)):
            raise NotationError("no destination")
        card = Card.parse(head)
        if card.is_joker:
            raise NotationError("no jokers in Klondike")
    except NotationError:
        raise NotationError(_("{text} is not a move: say draw, recycle, give-up, or a card and where it goes, like "
                              "7C>F or 7C>3 (columns 1 to {columns}).").format(
                                  text=repr(text), columns=COLUMNS)) from None  # fmt: skip
    return Put(card, FOUNDATION if dest == "F" else int(dest))
