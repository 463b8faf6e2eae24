"""CPU players for Klondike. A player sees only the :class:`~kings.klondike.observation.Observation`: the face-up
cards, the waste, the foundations and what it remembers of the stock, never a face-down card or the stock's order.

* ``random``: any legal move, giving up now and then (for tests and benchmarks);
* ``easy``: the rules of thumb alone (:mod:`kings.klondike.players.heuristic`);
* ``hard``: deals the cards it cannot see several ways, plays each one on by the rules of thumb after each move it
  weighs, and makes the move that wins in the most of them (:mod:`kings.klondike.players.hard`); the hints are its
  choice.

>>> from kings.klondike.deal import Deal
>>> from kings.klondike.rules import Rules
>>> from kings.seeding import Rng
>>> deal = Deal.new(Rules(), seed=7)
>>> str(make_player("easy").choose(deal.observe(0), deal.legal_moves(), Rng(1)))
'AC>F'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from kings.klondike.moves import Move
from kings.klondike.observation import Observation
from kings.seeding import Rng

LEVELS = ("random", "easy", "hard")


class Player(Protocol):
    """Anything that picks a move from what the player can see."""

    level: str

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move: ...


def _factories() -> dict[str, Callable[[], Player]]:
    from kings.klondike.players.easy import EasyPlayer
    from kings.klondike.players.hard import HardPlayer
    from kings.klondike.players.random_player import RandomPlayer

    return {"random": RandomPlayer, "easy": EasyPlayer, "hard": HardPlayer}


def make_player(level: str) -> Player:
    """A new player of this level (``random``, ``easy`` or ``hard``)."""
    makers = _factories()
    if level not in makers:
        raise ValueError(f"There is no Klondike CPU level {level!r}: choose {', '.join(makers)}.")
    return makers[level]()
