"""The random CPU level: any legal move, uniformly. For tests, benchmarks and fuzzing."""

from __future__ import annotations

from collections.abc import Sequence

from kings.corners import Move, Observation
from kings.seeding import Rng


class RandomPlayer:
    """Picks uniformly among the legal moves; consumes exactly one draw from ``rng`` per call."""

    level = "random"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        """A uniformly random member of ``legal``."""
        return rng.choice(legal)
