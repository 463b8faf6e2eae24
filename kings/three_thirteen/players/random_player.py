"""A 3-13 player that picks any legal move (for tests and benchmarks)."""

from __future__ import annotations

from collections.abc import Sequence

from kings.seeding import Rng
from kings.three_thirteen.moves import Move
from kings.three_thirteen.observation import Observation


class RandomPlayer:
    """Uniformly random among the legal moves."""

    level = "random"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        return rng.choice(list(legal))
