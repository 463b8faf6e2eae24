"""CPU players for King's Court. Nothing is hidden, so a player reads the whole game from its observation.

* ``random``: any legal move (for tests and benchmarks);
* ``easy``: looks one move ahead with the evaluation (seeing only a reply that would win at once), and one time in
  four plays any move that does not lose at once instead;
* ``medium``: looks two moves ahead (its move and the best reply) with the evaluation;
* ``hard``: searches with alpha-beta, deepening move by move within a budget of positions, and plays captures out
  at the horizon (:mod:`kings.kings_court.players.search`).

Every level breaks ties with the generator it is given, so games between CPUs vary from seed to seed although every
game starts alike; the same generator state gives the same move.

>>> from kings.kings_court.rules import Rules
>>> from kings.kings_court.state import CourtGame
>>> from kings.seeding import Rng
>>> game = CourtGame.from_fen("8/8/8/3g4/2go4/2o5/8/8 o - 0 9")
>>> [str(make_player(level).choose(game.observe(0), game.legal_moves(), Rng(1))) for level in ("medium", "hard")]
['c3xc5xe5', 'c3xc5xe5']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from kings.kings_court.moves import Move
from kings.kings_court.observation import Observation
from kings.kings_court.state import CourtGame
from kings.seeding import Rng

LEVELS = ("random", "easy", "medium", "hard")


class Player(Protocol):
    """Anything that picks a move from what the player can see."""

    level: str

    def choose(self, obs: Observation[CourtGame], legal: Sequence[Move], rng: Rng) -> Move: ...


def _factories() -> dict[str, Callable[[], Player]]:
    from kings.kings_court.players.levels import EasyPlayer, HardPlayer, MediumPlayer, RandomPlayer

    return {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer}


def make_player(level: str) -> Player:
    """A new player of this level (``random``, ``easy``, ``medium`` or ``hard``)."""
    makers = _factories()
    if level not in makers:
        raise ValueError(f"There is no King's Court CPU level {level!r}: choose {', '.join(makers)}.")
    return makers[level]()
