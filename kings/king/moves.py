"""King's moves and their notation: cards, the beneficiary's declarations, bids, calls, and the first dealer named.

>>> [str(parse_move(t)) for t in ("qh", "UP:s", "3  up", "Pass", "Dealer 2")]
['QH', 'up:S', '3 up', 'pass', 'dealer 2']
>>> parse_move("sideways")
Traceback (most recent call last):
  ...
kings.errors.NotationError: 'sideways' is not a move: a card such as QH, up, up:S, down, a bid such as 3 up, ...
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import SUITS, Card, Suit
from kings.errors import NotationError
from kings.i18n import _
from kings.king.auction import Bid


@dataclass(frozen=True, slots=True)
class Declare:
    """The beneficiary's choice for a positive hand: up with a trump suit (or none), or down."""

    down: bool = False
    trump: Suit | None = None

    def __str__(self) -> str:
        return "down" if self.down else f"up:{self.trump.value}" if self.trump else "up"

    @classmethod
    def parse(cls, text: str) -> Declare:
        t = text.strip().lower()
        if t == "down":
            return cls(down=True)
        if t == "up":
            return cls()
        if t.startswith("up:") and t[3:].upper() in {s.value for s in Suit}:
            return cls(trump=Suit(t[3:].upper()))
        raise ValueError(f"{text!r} is not a declaration: say up, up:C, up:D, up:H, up:S or down.")


DECLARATIONS: tuple[Declare, ...] = (Declare(), *(Declare(trump=s) for s in SUITS), Declare(down=True))
UP_DECLARATIONS: tuple[Declare, ...] = DECLARATIONS[:-1]


@dataclass(frozen=True, slots=True)
class Call:
    """A word said at a positive hand: ``auction``, ``pass``, ``match``, ``accept``, ``decline``, ``forfeit``,
    ``ultimatum``."""

    word: str

    def __str__(self) -> str:
        return self.word


AUCTION, PASS, MATCH = Call("auction"), Call("pass"), Call("match")
ACCEPT, DECLINE, FORFEIT = Call("accept"), Call("decline"), Call("forfeit")
#: The beneficiary's "8 up or go down": the others answer 8 up or pass; if all pass, the hand is played down.
ULTIMATUM = Call("ultimatum")
CALLS = {c.word: c for c in (AUCTION, PASS, MATCH, ACCEPT, DECLINE, FORFEIT, ULTIMATUM)}



@dataclass(frozen=True, slots=True)
class Nominate:
    """With the ``nominate_dealer`` rule, the player dealt the king of hearts names the first dealer (seats 0-3)."""

    seat: int

    def __post_init__(self) -> None:
        if not 0 <= self.seat < 4:
            raise ValueError(f"There is no seat {self.seat}: seats are 0 to 3.")

    def __str__(self) -> str:
        return f"dealer {self.seat}"


NOMINATIONS: tuple[Nominate, ...] = tuple(Nominate(s) for s in range(4))

Move = Card | Declare | Bid | Call | Nominate


def parse_move(text: str) -> Move:
    """A move from its notation: a card (``QH``), a declaration (``up``, ``up:S``, ``down``), a bid
    (``3 up``, ``1 down``) or a call (``auction``, ``pass``, ``match``, ``accept``, ``decline``, ``forfeit``,
    ``ultimatum``), or the first dealer named (``dealer 2``, a seat from 0)."""
    t = " ".join(text.strip().lower().split())
    if t in CALLS:
        return CALLS[t]
    parts = t.split(" ")
    try:
        if len(parts) == 2 and parts[0] == "dealer" and parts[1].isdigit():
            return Nominate(int(parts[1]))
        if len(parts) == 2 and parts[0].isdigit() and parts[1] in ("up", "down"):
            return Bid(int(parts[0]), parts[1] == "down")
        if t == "down" or t == "up" or t.startswith("up:"):
            return Declare.parse(t)
        card = Card.parse(text.strip())
        if card.is_joker:
            raise ValueError("no jokers in King")
        return card
    except ValueError:
        raise NotationError(_("{text} is not a move: a card such as QH, up, up:S, down, a bid such as 3 up, "
                              "auction, pass, match, accept, decline, forfeit, ultimatum, "
                              "or dealer 0 to dealer 3.").format(text=repr(text))) from None  # fmt: skip
