"""CPU players and hints for King's table, with a safety net (pure).

The table asks :func:`kings.king.players.make_player` for each CPU seat and for hints (the hard
player plays the human's cards). A player that fails or answers an illegal move is replaced, for
that move only, by the first legal move: the table never stops.
"""

from __future__ import annotations

from kings.king.moves import Move
from kings.king.observation import KingObservation
from kings.king.players import Player, make_player
from kings.seeding import Rng

HINT_LEVEL = "hard"


def player_for(level: str) -> Player:
    return make_player(level)


def choose(player: Player, obs: KingObservation, rng: Rng) -> Move:
    """``player``'s move for ``obs``, guaranteed legal."""
    legal = obs.legal_moves()
    try:
        move = player.choose(obs, legal, rng)
    except Exception:  # a misbehaving player never stops the table
        move = None
    return move if move is not None and move in legal else legal[0]


def hint(obs: KingObservation, rng: Rng) -> Move:
    """The move the hard CPU would make with these cards."""
    return choose(make_player(HINT_LEVEL), obs, rng)
