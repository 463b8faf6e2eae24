"""CPU players for Kings in the Corner.

A player sees only its own :class:`~kings.corners.Observation` (never the deal itself), the
legal moves, and a random generator it is handed, and returns one move. The same observation,
moves and generator state always give the same move, so bot games replay exactly.

>>> from kings.corners import Deal, preset
>>> from kings.seeding import Rng
>>> deal = Deal.new(preset("standard"), seed=9, players=2)
>>> bot = make_player("medium")
>>> obs = deal.observe(deal.to_act)
>>> bot.choose(obs, obs.legal_moves(), Rng(1)) in deal.legal_moves()
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from kings.corners import Move, Observation
from kings.registry import CORNERS
from kings.seeding import Rng


class Player(Protocol):
    """Anything that picks a move from what its seat can see."""

    level: str

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        """One of ``legal`` (which equals ``obs.legal_moves()``)."""
        ...


#: Level id -> one sentence, weakest first. The registry's entry for the game is the one source
#: (the lobby reads it without loading the game); ``random`` is for tests and benchmarks only.
LEVELS: dict[str, str] = {level.id: level.description for level in CORNERS.levels}


def _factories() -> dict[str, Callable[[], Player]]:
    # Imported lazily so loading the engine in the browser does not load every bot.
    from kings.corners.players.easy import EasyPlayer
    from kings.corners.players.hard import EXPERT, HardPlayer
    from kings.corners.players.medium import MediumPlayer
    from kings.corners.players.random_player import RandomPlayer

    return {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer,
            "expert": lambda: HardPlayer(EXPERT, "expert")}  # fmt: skip


def make_player(level: str) -> Player:
    """A new player of this level (``random``, ``easy``, ``medium``, ``hard`` or ``expert``)."""
    if level not in LEVELS:
        raise ValueError(f"There is no CPU level {level!r}: choose {', '.join(LEVELS)}.")
    return _factories()[level]()
