"""CPU players for Kings Cup: only ``random``, for tests and benchmarks (never offered: a party game has no CPU).

A player sees only its seat's :class:`~kings.kings_cup.observation.Observation`.

>>> from kings.kings_cup.cup import KingsCup
>>> from kings.kings_cup.rules import Rules
>>> from kings.seeding import Rng
>>> g = KingsCup.new(Rules(), seed=1, names=("Ada", "Bo"))
>>> make_player("random").choose(g.observe(0), g.legal_moves(), Rng(1))
Draw()
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from kings.kings_cup.moves import Move
from kings.kings_cup.observation import Observation
from kings.seeding import Rng

LEVELS = ("random",)


class Player(Protocol):
    """Anything that picks a move from what its seat can see."""

    level: str

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move: ...


def make_player(level: str) -> Player:
    """A new player of this level (only ``random``)."""
    from kings.kings_cup.players.random_player import RandomPlayer

    if level != "random":
        raise ValueError(f"There is no Kings Cup CPU level {level!r}: choose {', '.join(LEVELS)}.")
    return RandomPlayer()
