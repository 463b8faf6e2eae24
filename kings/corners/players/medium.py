"""The medium CPU level: the best single move by a fixed heuristic, every time."""

from __future__ import annotations

from collections.abc import Sequence

from kings.corners import Move, Observation
from kings.corners.players import greedy
from kings.seeding import Rng


class MediumPlayer:
    """Greedy: plays every card that fits, kings to corners first, frees and fills spaces.

    It never consults ``rng``: its play is a pure function of the observation."""

    level = "medium"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        """The legal move with the highest :func:`kings.corners.players.greedy.score`."""
        return greedy.best(obs, legal)
