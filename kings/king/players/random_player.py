"""A King player that picks any legal move (for tests and benchmarks)."""

from __future__ import annotations

from collections.abc import Sequence

from kings.king.moves import Move
from kings.king.observation import KingObservation
from kings.seeding import Rng


class RandomPlayer:
    """Uniformly random among the legal moves."""

    level = "random"

    def choose(self, obs: KingObservation, legal: Sequence[Move], rng: Rng) -> Move:
        return rng.choice(list(legal))
