"""The whole-pile moves of a layout, listed at the speed the playouts need (no jokers).

:func:`kings.corners.movegen.legal_shifts` is the rulebook's list; the fast playout
(:mod:`kings.corners.players.fastplay`) and the search of our later turns in it
(:mod:`kings.corners.players.laterturns`) list the same moves from an index of the pile bottoms they
keep or build, many thousands of times a decision. Both are tested move for move against the engine.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import RANK_OF, Card
from kings.corners.movegen import follows
from kings.corners.rules import Build

_KING = 13


def pile_moves(
    piles: Sequence[Sequence[Card]],
    bottom_at: Sequence[int],
    fits: tuple[tuple[frozenset[int], ...], ...],
    same: tuple[tuple[bool, ...], ...],
    builds: Sequence[Build],
) -> list[tuple[int, int]]:
    """The whole-pile moves (source, target), as :func:`kings.corners.movegen.legal_shifts` finds them
    without jokers, in the engine's order. ``bottom_at`` gives for each card the place of the pile it is
    the bottom card of, or -1; ``fits``, ``same`` and ``builds`` are the rules' tables
    (:func:`kings.corners.movegen.tables`)."""
    out: list[tuple[int, int]] = []
    for t in range(8):
        dst = piles[t]
        if dst:
            for c in fits[t][dst[-1]]:
                s = bottom_at[c]
                if s >= 0 and (same[s][t] or follows(builds[t], piles[s])):
                    out.append((s, t))
        elif t >= 4:
            for s in range(4):
                src = piles[s]
                if src and RANK_OF[src[0]] == _KING and (same[s][t] or follows(builds[t], src)):
                    out.append((s, t))
    if len(out) > 1:
        out.sort()
    return out
