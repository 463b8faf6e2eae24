"""What one seat sees of a game of Kings Cup, and the same game with the cards' order shuffled again.

Everyone sees the same table: the players, the cards drawn and who drew them, the kings so far, the roles held,
the house rules, the points, whose turn it is. Nobody sees the order of the cards not drawn yet, only how many are
left. So :func:`redeal_hidden` shuffles the undrawn cards and every seat's observation stays the same.

>>> from kings.kings_cup.cup import KingsCup
>>> from kings.kings_cup.moves import DRAW
>>> from kings.kings_cup.rules import Rules
>>> from kings.seeding import Rng
>>> g = KingsCup.new(Rules(), seed=3, names=("Ada", "Bo")).play(DRAW)
>>> other = redeal_hidden(g, 0, Rng(1))
>>> other.stock != g.stock, other.observe(0) == g.observe(0), g.observe(1).left
(True, True, 51)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from kings.kings_cup.cup import Drawn, Holding, HouseRule, KingsCup, Outcome
from kings.kings_cup.moves import Move
from kings.kings_cup.rules import Rules
from kings.seeding import Rng


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


def observe(game: KingsCup, seat: int) -> Observation:
    """What ``seat`` may see of ``game``."""
    if not 0 <= seat < game.players:
        raise ValueError(f"there is no seat {seat} at a table of {game.players}")
    return Observation(
        seat=seat, rules=game.rules, names=game.names, first=game.first, acting=game.acting, turn=game.turn,
        phase=game.phase, left=len(game.stock), drawn=game.drawn, kings=game.kings, roles=game.roles,
        house_rules=game.house_rules, points=game.points, pointed=game.pointed,
        moves=game.legal_moves() if game.acting == seat else (), outcome=game.outcome,
    )  # fmt: skip


def redeal_hidden(game: KingsCup, seat: int, rng: Rng) -> KingsCup:
    """The same game with the cards not drawn yet shuffled again (nobody, ``seat`` included, sees their order)."""
    if not 0 <= seat < game.players:
        raise ValueError(f"there is no seat {seat} at a table of {game.players}")
    stock = list(game.stock)
    rng.shuffle(stock)
    return replace(game, stock=tuple(stock))
