"""What one seat sees of a game of Kings Cup.

Everyone sees the same table: the players, the cards drawn and who drew them, the kings so far, the roles held,
the house rules, the points, whose turn it is. Nobody sees the order of the cards not drawn yet, only how many are
left (:func:`kings.kings_cup.unseen.redeal_hidden` shuffles them again). The game builds its observations
(:func:`kings.kings_cup.cup.observe`); this module knows nothing of the game, so that the game can import it."""

from __future__ import annotations

from dataclasses import dataclass

from kings.kings_cup.events import Drawn, Holding, HouseRule, Outcome
from kings.kings_cup.moves import Move
from kings.kings_cup.rules import Rules


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view of a game of Kings Cup: the whole table but the order of the cards left."""

    seat: int
    rules: Rules
    names: tuple[str, ...]
    first: int
    acting: int | None
    turn: int
    phase: str
    left: int  #: cards not drawn yet
    drawn: tuple[Drawn, ...]
    kings: int  #: kings drawn so far (the game ends at ``rules.kings``)
    roles: tuple[Holding, ...]
    house_rules: tuple[HouseRule, ...]
    points: tuple[int, ...]
    pointed: tuple[int, ...]
    moves: tuple[Move, ...]  #: this seat's legal moves (empty when another seat acts)
    outcome: Outcome | None

    def legal_moves(self) -> tuple[Move, ...]:
        return self.moves

    @property
    def players(self) -> int:
        return len(self.names)
