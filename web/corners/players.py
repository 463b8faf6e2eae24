"""CPU players and hints for the table, with a safety net while :mod:`kings.corners.players` grows (pure).

The table asks :func:`kings.corners.players.make_player` for each CPU seat. A hint is the hard level's move with
the human's cards, on smaller playout budgets (:data:`HINT_SETTINGS`), so that it shows at once. If a level cannot be
built yet, :class:`FallbackPlayer` keeps the game playable; it never replaces a player that exists.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kings.corners import END_TURN, Move, Observation, Play, Shift
from kings.corners.players import Player, make_player
from kings.seeding import Rng

#: The hint's player: the hard level with 3,000 playout moves a plan at every table size, close calls not extended and
#: our own later turns played as the medium (the hard level: 8,000 at three seats, extended up to twice, a later turn
#: searched; 6,500 at four or more), and heads-up, where nothing is played out, the next player's replies sampled on 8
#: hands, not 12. A hint plans the turn afresh at every press: on the hard level's budgets it took 154 ms of CPU at p50
#: and 328 at p95 in Pyodide at three seats, and a new player waited 1.5 to 5.5 s for the first one (issue 46). On the
#: positions of ten first deals (seed 5; CPython CPU p50 / p95) it chose the hard level's move at 94% of them heads-up
#: (6 / 29 ms against 9 / 41), 86% at three seats (18 / 26 against 70 / 146), 95% at four, 96% at six (21 / 33 against
#: 48 / 102): as often as the hard level agrees with itself on another generator (87, 82, 91 and 96%), which is the
#: noise of its sampling (bench/hint_time.py; bench/README.md).
#: (Fields of :class:`kings.corners.players.hard.Settings`: the level is imported when first asked, as
#: :func:`~kings.corners.players.make_player` does, so the table opens without loading it.)
HINT_SETTINGS: dict[str, Any] = {
    "samples": 8,
    "finalists": 4,
    "reply_total": 3000,
    "playouts": 3000,
    "playouts_crowd": 3000,
    "playout_extend": 0.0,
    "playout_extend_crowd": 0.0,
    "later_turns": 0,
}


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


def hint_player() -> Player:
    """A new hint player (:data:`HINT_SETTINGS`)."""
    from kings.corners.players.hard import HardPlayer, Settings

    return HardPlayer(Settings()._replace(**HINT_SETTINGS), "hint")


def hint(obs: Observation, rng: Rng) -> Move:
    """The move the hard CPU level, on the hint's budgets, would make with these cards (always a legal one:
    :func:`choose`)."""
    return choose(hint_player(), obs, rng)
