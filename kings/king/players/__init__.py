"""CPU players for King. A player sees only its seat's :class:`~kings.king.observation.KingObservation`.

>>> from kings.king.game import KingGame
>>> from kings.king.game import observe
>>> from kings.seeding import Rng
>>> game = KingGame.new(seed=1)
>>> move = make_player("medium").choose(observe(game, game.acting), game.legal_moves(), Rng(1))
>>> move in game.legal_moves()
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from kings.king.moves import Move
from kings.king.observation import KingObservation
from kings.seeding import Rng


class Player(Protocol):
    """Anything that picks a move from what its seat can see."""

    level: str

    def choose(self, obs: KingObservation, legal: Sequence[Move], rng: Rng) -> Move: ...


def _factories() -> dict[str, Callable[[], Player]]:
    from kings.king.players.easy import EasyPlayer
    from kings.king.players.hard import HardPlayer
    from kings.king.players.medium import MediumPlayer
    from kings.king.players.random_player import RandomPlayer

    return {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer}


def make_player(level: str) -> Player:
    """A new player of this level (``random``, ``easy``, ``medium`` or ``hard``)."""
    makers = _factories()
    if level not in makers:
        raise ValueError(f"There is no King CPU level {level!r}: choose {', '.join(makers)}.")
    return makers[level]()
