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
from typing import Any, Generic, Protocol, TypeVar

from kings.kings_court.moves import Move


class Position(Protocol):
    """What an observation reads of the game it shows (a :class:`~kings.kings_court.state.CourtGame`, which builds
    its observations and so imports this module)."""

    @property
    def acting(self) -> int | None: ...
    def legal_moves(self) -> tuple[Move, ...]: ...


#: The game an observation shows: ``Observation[CourtGame]``.
G = TypeVar("G", bound=Position)


@dataclass(frozen=True, slots=True)
class Observation(Generic[G]):
    """One seat's view: the whole game (seat 0 plays Orange, seat 1 Green)."""

    seat: int
    game: G

    def legal_moves(self) -> tuple[Move, ...]:
        """The seat's legal moves (empty when it is not to move)."""
        return self.game.legal_moves() if self.game.acting == self.seat else ()


def redeal_hidden(game: G, seat: int, rng: Any) -> G:
    """The same game: nothing is hidden, so there is nothing to deal again."""
    return game
