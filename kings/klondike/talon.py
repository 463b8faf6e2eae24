"""The stock and the waste as one row of cards (the talon), and which of its cards the player can reach by drawing.

Drawing never changes the order of the stock and the waste taken together: the waste bottom first, then the stock
top first, is the order in which cards come round, pass after pass. So the talon is that row, ``talon``, with a
pointer ``p`` (the waste is ``talon[:p]``, its top ``talon[p - 1]``). A draw moves the pointer on by one or three
(to the end at most), turning the waste over puts it back to 0, and playing the waste's top card takes it out of
the row (the pointer moves back one). This is how the known solvers model the stock (Bjarnason et al.,
*Searching solitaire in real time*; ShootMe's Klondike-Solver): instead of draws, a move plays any *reachable*
talon card, paying the draws (and the turn-over) it takes to reach it.

>>> reachable(n=6, p=0, draw=3, recycle=True)
[(2, 1, False), (5, 2, False)]
>>> reachable(n=6, p=2, draw=3, recycle=True)
[(1, 0, False), (4, 1, False), (5, 2, False), (2, 3, True)]
>>> reachable(n=4, p=2, draw=1, recycle=False)
[(1, 0, False), (2, 1, False), (3, 2, False)]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kings.cards import Card
from kings.klondike.moves import DRAW, RECYCLE, Move

if TYPE_CHECKING:
    from kings.klondike.deal import Deal


def reachable(n: int, p: int, draw: int, recycle: bool) -> list[tuple[int, int, bool]]:
    """Every talon index that can become the waste's top card, with the draws it takes and whether the waste must
    be turned over on the way (``recycle`` says whether it may), cheapest first; the current top costs nothing."""
    out: list[tuple[int, int, bool]] = []
    if p:
        out.append((p - 1, 0, False))
    pos, draws = p, 0
    while pos < n:
        pos, draws = min(pos + draw, n), draws + 1
        out.append((pos - 1, draws, False))
    if recycle and n:
        got = {i for i, _, _ in out}
        pos = 0
        while pos < n:
            pos, draws = min(pos + draw, n), draws + 1
            if pos - 1 not in got:
                out.append((pos - 1, draws, True))
    return out


def row(deal: Deal) -> tuple[tuple[Card, ...], int]:
    """The deal's talon and pointer: the waste bottom first, then the stock top first."""
    return deal.waste + deal.stock[::-1], len(deal.waste)


def recycle_allowed(deal: Deal) -> bool:
    """Whether the deal's rules still allow the waste to be turned over (now or after the stock runs out)."""
    limit = deal.rules.recycles
    return limit is None or deal.recycles < limit


def turns_to(deal: Deal, card: Card) -> list[Move] | None:
    """The draws (and turn-over) that bring ``card`` to the top of the waste, fewest first ([] when it is there);
    None when it cannot be reached (or is not in the stock or the waste)."""
    talon, p = row(deal)
    if card not in talon:
        return None
    index = talon.index(card)
    for i, draws, turned in reachable(len(talon), p, deal.rules.draw, recycle_allowed(deal)):
        if i != index:
            continue
        first = draws if not turned else -(-(len(talon) - p) // deal.rules.draw)
        moves: list[Move] = [DRAW] * first
        if turned:
            moves += [RECYCLE] + [DRAW] * (draws - first)
        return moves
    return None
