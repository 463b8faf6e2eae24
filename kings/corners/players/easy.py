"""The easy CPU level: the medium heuristic with deliberate slips.

It still never plays illegally and still puts kings in corners, but it sometimes stops its
turn early, overlooks pile moves, and picks a middling card instead of the best one.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.corners import END_TURN, Move, Observation, Play, Shift
from kings.corners.players import greedy
from kings.seeding import Rng

STOP_EARLY = 0.15  #: chance, per decision after the first play, of ending the turn with plays left
MISS_SHIFT = 0.5  #: chance of not seeing the pile moves at all on a decision
SLOPPY = 0.3  #: chance of picking at random among the plays instead of the best one


class EasyPlayer:
    """A beginner: legal and sensible, but it misses things on purpose (see the module doc)."""

    level = "easy"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        """A move from ``legal``; always draws three numbers from ``rng`` so games replay exactly."""
        stop, miss, sloppy = rng.random(), rng.random(), rng.random()
        if len(legal) == 1:
            return legal[0]
        if END_TURN in legal and obs.turn.played and stop < STOP_EARLY:
            return END_TURN
        ranked = greedy.ranked(obs, legal)
        top = ranked[0][2]
        if isinstance(top, Play) and top.pile >= 4 and not obs.piles[top.pile]:
            return top  # kings to corners are too obvious to miss
        seen = [t for t in ranked if not (isinstance(t[2], Shift) and miss < MISS_SHIFT)] or ranked
        plays = [t[2] for t in seen if isinstance(t[2], Play)]
        if plays and sloppy < SLOPPY:
            return plays[int(sloppy / SLOPPY * len(plays))]
        return seen[0][2]
