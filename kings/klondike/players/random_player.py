"""A Klondike player that picks any legal move (for tests and benchmarks); it gives up one time in
:data:`GIVE_UP_ONE_IN`, so its games are short but not trivial."""

from __future__ import annotations

from collections.abc import Sequence

from kings.klondike.moves import GIVE_UP, Move
from kings.klondike.observation import Observation
from kings.seeding import Rng

GIVE_UP_ONE_IN = 60


class RandomPlayer:
    """Uniformly random among the legal moves other than giving up, which it does now and then."""

    level = "random"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        others = [m for m in legal if m != GIVE_UP]
        if not others or rng.below(GIVE_UP_ONE_IN) == 0:
            return GIVE_UP
        return rng.choice(others)
