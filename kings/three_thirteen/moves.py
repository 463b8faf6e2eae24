"""3-13's moves and their notation: draw from the stock or the discard pile, then discard, or discard and go out.

>>> [str(parse_move(t)) for t in ("Stock", " discard ", "qh", "10♠", "OUT:7d", "out: jk")]
['stock', 'discard', 'QH', '10S', 'out:7D', 'out:JK']
>>> parse_move("out:7D") == Discard(Card.parse("7D"), out=True), parse_move("stock") is STOCK
(True, True)
>>> parse_move("meld")
Traceback (most recent call last):
  ...
kings.errors.NotationError: 'meld' is not a move: say stock, discard, a card to discard such as QH, or out:QH ...

A move is a small value: ``str(move)`` is its notation and reads back to an equal move. With two packs a hand may
hold two identical cards; a discard names the card, and either copy is the same card.
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import Card
from kings.errors import NotationError
from kings.i18n import _


@dataclass(frozen=True, slots=True)
class Draw:
    """The first half of a turn: the top card of the stock (``stock``) or of the discard pile (``discard``)."""

    pile: bool  #: True: the top discard; False: the top of the stock

    def __str__(self) -> str:
        return "discard" if self.pile else "stock"


STOCK, DISCARD = Draw(False), Draw(True)
DRAWS: tuple[Draw, ...] = (STOCK, DISCARD)


@dataclass(frozen=True, slots=True)
class Discard:
    """The second half of a turn: throw ``card`` face up on the discard pile; with ``out``, lay the melds down and say
    you are out (every other card of your hand is in a set or a run)."""

    card: Card
    out: bool = False

    def __str__(self) -> str:
        return f"out:{self.card.code}" if self.out else self.card.code

    @property
    def label(self) -> str:
        """For people: ``7♥``, or ``out with 7♥``."""
        return _("out with {card}").format(card=self.card.label) if self.out else self.card.label


Move = Draw | Discard


def parse_move(text: str) -> Move:
    """A move from its notation: ``stock``, ``discard``, a card code to discard (``QH``, ``10S``, ``JK``), or ``out:``
    and a card code to discard it and go out."""
    t = text.strip().lower()
    if t == "stock":
        return STOCK
    if t == "discard":
        return DISCARD
    out = t.startswith("out:")
    try:
        card = Card.parse(text.strip()[4:] if out else text)
        if card.is_placed_joker:
            raise NotationError("a joker in hand stands for nothing yet")
    except NotationError:
        raise NotationError(_("{text} is not a move: say stock, discard, a card to discard such as QH, or out:QH "
                              "to discard it and go out.").format(text=repr(text))) from None  # fmt: skip
    return Discard(card, out)
