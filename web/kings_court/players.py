"""CPU players and hints for King's Court's table, with a safety net (pure): a player that fails or answers an
illegal move is replaced, for that move only, by the first legal move; the table never stops."""

from __future__ import annotations

from kings.kings_court.moves import Move
from kings.kings_court.observation import Observation
from kings.kings_court.players import Player, make_player
from kings.kings_court.state import CourtGame
from kings.seeding import Rng

HINT_LEVEL = "hard"


def player_for(level: str) -> Player:
    return make_player(level)


def choose(player: Player, obs: Observation[CourtGame], rng: Rng) -> Move:
    """``player``'s move for ``obs``, guaranteed legal."""
    legal = obs.legal_moves()
    try:
        move = player.choose(obs, legal, rng)
    except Exception:  # a misbehaving player never stops the table
        move = None
    return move if move is not None and move in legal else legal[0]


def hint(obs: Observation[CourtGame], rng: Rng) -> Move:
    """The move the hard CPU would make in this position."""
    return choose(make_player(HINT_LEVEL), obs, rng)
