"""CPU players for 3-13. A player sees only its seat's :class:`~kings.three_thirteen.observation.Observation`.

>>> from kings.three_thirteen.round import Round
>>> from kings.three_thirteen.rules import Rules
>>> from kings.seeding import Rng
>>> r = Round.new(Rules(), seed=1, players=2)
>>> move = make_player("medium").choose(r.observe(r.acting), r.legal_moves(), Rng(1))
>>> move in r.legal_moves()
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from kings.seeding import Rng
from kings.three_thirteen.moves import Move
from kings.three_thirteen.observation import Observation

LEVELS = ("random", "easy", "medium", "hard")


class Player(Protocol):
    """Anything that picks a move from what its seat can see."""

    level: str

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move: ...


def _factories() -> dict[str, Callable[[], Player]]:
    from kings.three_thirteen.players.easy import EasyPlayer
    from kings.three_thirteen.players.hard import HardPlayer
    from kings.three_thirteen.players.medium import MediumPlayer
    from kings.three_thirteen.players.random_player import RandomPlayer

    return {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer}


def make_player(level: str) -> Player:
    """A new player of this level (``random``, ``easy``, ``medium`` or ``hard``)."""
    makers = _factories()
    if level not in makers:
        raise ValueError(f"There is no 3-13 CPU level {level!r}: choose {', '.join(makers)}.")
    return makers[level]()
