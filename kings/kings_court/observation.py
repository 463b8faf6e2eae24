"""What a seat sees of a game of King's Court: everything. The game hides nothing, but CPU players and the table
still read an observation, as in every game of the house, so they cannot tell King's Court from a card game.

>>> from kings.kings_court.rules import Rules
>>> from kings.kings_court.state import CourtGame
>>> game = CourtGame.new(Rules(), seed=1)
>>> game.observe(1).legal_moves(), len(game.observe(0).legal_moves())
((), 8)
>>> redeal_hidden(game, 1, None) is game
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kings.kings_court.moves import Move
from kings.kings_court.state import CourtGame


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view: the whole game (seat 0 plays Orange, seat 1 Green)."""

    seat: int
    game: CourtGame

    def legal_moves(self) -> tuple[Move, ...]:
        """The seat's legal moves (empty when it is not to move)."""
        return self.game.legal_moves() if self.game.acting == self.seat else ()


def redeal_hidden(game: CourtGame, seat: int, rng: Any) -> CourtGame:
    """The same game: nothing is hidden, so there is nothing to deal again."""
    return game
