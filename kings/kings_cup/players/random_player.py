"""A Kings Cup player that picks any legal move (for tests and benchmarks): it draws, gives points at random, chooses
any mate, and makes no house rules (the only rule listed is none)."""

from __future__ import annotations

from collections.abc import Sequence

from kings.kings_cup.moves import Move
from kings.kings_cup.observation import Observation
from kings.seeding import Rng


class RandomPlayer:
    """Uniformly random among the legal moves."""

    level = "random"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        return rng.choice(list(legal))
