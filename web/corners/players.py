"""CPU players and hints for the table, with a safety net while :mod:`kings.corners.players` grows (pure).

The table asks :func:`kings.corners.players.make_player` for each CPU seat and for hints (the strongest
level available plays the human's cards). If a level cannot be built yet, :class:`FallbackPlayer`
keeps the game playable; it never replaces a player that exists.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.corners import END_TURN, Move, Observation, Play, Shift
from kings.corners.players import Player, make_player
from kings.seeding import Rng

HINT_LEVELS = ("hard", "medium", "easy")


class FallbackPlayer:
    """The first play or pile move the engine lists, else end the turn."""

    level = "fallback"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        for move in legal:
            if isinstance(move, (Play, Shift)):
                return move
        return END_TURN if END_TURN in legal else legal[0]


def player_for(level: str) -> Player:
    """The CPU player of ``level``, or the fallback if that level is not available."""
    try:
        return make_player(level)
    except Exception:  # a level still being written: keep the table playable
        return FallbackPlayer()


def choose(player: Player, obs: Observation, rng: Rng) -> Move:
    """``player``'s move for ``obs``, guaranteed legal (the fallback covers a misbehaving player)."""
    legal = obs.legal_moves()
    try:
        move = player.choose(obs, legal, rng)
    except Exception:
        move = None
    if move is None or move not in legal:
        move = FallbackPlayer().choose(obs, legal, rng)
    return move


def hint(obs: Observation, rng: Rng) -> Move:
    """The move the strongest available CPU level would make with these cards."""
    for level in HINT_LEVELS:
        player = player_for(level)
        if not isinstance(player, FallbackPlayer):
            return choose(player, obs, rng)
    return FallbackPlayer().choose(obs, obs.legal_moves(), rng)
