"""A model of players who keep cards back, for the playouts of the hard and expert levels.

The playouts (:mod:`kings.corners.players.rollouts`) play every seat as the medium level, which lays
every card it can. Hard players (and people) do not: at the end of a turn they often hold a card that
fits, rather than give the next player something to build on. The model here is the medium's move
with one change: where the medium would lay a card and the turn could end instead, the player ends it
with a chance that depends on what the card would leave (:data:`HARD_STOPS`).

The chances were counted from hard players' own choices in whole matches (every seat hard, standard
rules; ``bench/keepback.py``; bench/README.md, issue 13, session 14): they keep back a card that nothing
in their hand follows and that leaves room for cards they have not seen, and almost never a card their
hand can follow, nor when a side space is open, nor the card that goes out.

Neither level uses it by default (``Settings.keep_back_own`` and ``keep_back_others`` are 0): with the
expert's inference calibrated to hards it won back what that calibration alone lost, and no more
(bench/README.md, issue 13, session 14). It stays an option for experiments (``bench/strength.py``'s
``--hard`` and ``--expert``), as a tested model of opponents who keep cards back.

Draws come from a small generator of the playout's own, seeded once per sampled deal, so every way of
playing this turn is judged on the same deals with the same stream of chances.
"""

from __future__ import annotations

from typing import NamedTuple

#: Where a card would go, for :func:`stop_index`: a side pile, a corner pile, an empty corner (a king).
SIDE, CORNER, KING = 0, 1, 2

#: The chance of ending the turn instead of laying the medium's card, by :func:`stop_index`: for each
#: place (side, corner, empty corner), with no card of the hand to follow it, then with one; each by how
#: many of the cards that would fit on it the player has not seen (0, 1, 2 or more). Counted by
#: ``bench/keepback.py`` at three and at four seats (hards at every seat, standard rules, seed 11: 100 and
#: 240 matches, 12,403 and 24,021 such choices). Under alternating colours a card the hand follows leaves at
#: most one fitting card unseen, so the last of each group of three repeats the one before it.
HARD_STOPS: dict[int, tuple[float, ...]] = {
    3: (0.020, 0.300, 0.268, 0.013, 0.076, 0.076, 0.069, 0.391, 0.360, 0.009, 0.103, 0.103, 0.024, 0.202, 0.242,
        0.0, 0.087, 0.087),
    4: (0.015, 0.205, 0.195, 0.007, 0.044, 0.044, 0.024, 0.247, 0.315, 0.006, 0.054, 0.054, 0.010, 0.106, 0.161,
        0.0, 0.075, 0.075),
}  # fmt: skip

#: The playout generator: a 31-bit linear congruential generator, cheap enough to draw inside the
#: playout's loop (in Pyodide a function call costs about as much as a playout move).
LCG_MUL, LCG_ADD, LCG_MASK = 1103515245, 12345, 0x7FFFFFFF
LCG_SCALE = 1.0 / 0x80000000


class KeepBack(NamedTuple):
    """Who keeps cards back in a playout, how often, and the seed of its chances."""

    stops: tuple[tuple[float, ...] | None, ...]  #: per seat, by :func:`stop_index` (None: plays as the medium)
    seed: int  #: starts the playout's generator (only its low 31 bits count)

    def reseeded(self, seed: int) -> KeepBack:
        """The same players with the chances of another seed (one per sampled deal)."""
        return self._replace(seed=seed & LCG_MASK)


def stop_index(where: int, follows: bool, unseen: int) -> int:
    """The index in a stops table of a card going ``where`` (:data:`SIDE`, :data:`CORNER`, :data:`KING`),
    followed by a card of the hand or not, with ``unseen`` cards that would fit on it out of sight."""
    return where * 6 + 3 * follows + min(unseen, 2)


def hard_stops(players: int) -> tuple[float, ...]:
    """The hard players' chances counted at the table size nearest ``players``."""
    return HARD_STOPS[min(max(HARD_STOPS), max(min(HARD_STOPS), players))]


def keep_back(players: int, seat: int, own: float, others: float, seed: int) -> KeepBack | None:
    """The model for a table of ``players`` seen from ``seat``: the hard players' chances
    (:data:`HARD_STOPS`) scaled by ``own`` at that seat and by ``others`` at the rest (None when both are
    0: every seat plays as the medium)."""
    if not (own or others):
        return None
    stops = hard_stops(players)

    def scaled(k: float) -> tuple[float, ...] | None:
        return tuple(min(1.0, s * k) for s in stops) if k else None

    mine, theirs = scaled(own), scaled(others)
    return KeepBack(tuple(mine if s == seat else theirs for s in range(players)), 0).reseeded(seed)
