"""The easy Klondike player: the rules of thumb of :mod:`kings.klondike.players.heuristic` and nothing else (no
search). It plays the way a careful beginner does, and gives up when it has gone round the stock with nothing to do."""

from __future__ import annotations

from collections.abc import Sequence

from kings.klondike.moves import Move
from kings.klondike.observation import Observation
from kings.klondike.players.heuristic import best_move
from kings.seeding import Rng


class EasyPlayer:
    """The best move by the rules of thumb."""

    level = "easy"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        return best_move(obs, legal)
