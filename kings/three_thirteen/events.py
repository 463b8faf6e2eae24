"""What a round of 3-13 records as it goes and how it ends: the types the round, its observations and texts share."""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import Card


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened in a round, as every player saw it (a card drawn from the stock is not shown)."""

    seat: int
    #: ``stock`` (drew the top of the stock), ``pile`` (took the top discard), ``throw`` (discarded), ``out``
    #: (discarded and went out), ``rebuild`` (the stock ran out at the end of this seat's turn and was rebuilt)
    kind: str
    card: Card | None = None

    def __str__(self) -> str:
        return f"{self.seat}{self.kind[0]}{'' if self.card is None else self.card.code}"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a round ended: its winners (the lowest penalty), each seat's penalty, who went out."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]  #: each seat's penalty points in this round
    out: int | None  #: the seat that went out (None when the stock ran out)
