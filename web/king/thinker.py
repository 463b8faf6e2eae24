"""King's CPU moves and hints computed off the page's main thread, in the shell's CPU worker (pure).

The page sends the worker (web/shell/cpu_worker.js, :mod:`web.shell.worker`) the game's record, the
seat to act, its level and the seed of that move's generator; :class:`Thinker` answers with the move's
notation, and the page plays it. The seed is derived as for a move the page computes itself, so the
worker's move is the very move the page would have made.

>>> from kings.king.api import KingRecord
>>> from kings.king.game import KingGame
>>> game = KingGame.new(42)
>>> move = Thinker().think(KingRecord.of(game).to_json(), game.acting, "medium", 7)
>>> move in {str(m) for m in game.legal_moves()}
True
"""

from __future__ import annotations

from kings.king.api import KingRecord
from kings.king.game import KingGame
from kings.king.moves import Move
from kings.king.players import Player
from kings.seeding import Rng
from web.king import players
from web.shell.worker import Think

HINT = "hint"  #: the "level" that asks for a hint: the hard CPU's move for the human to act
SLOW_LEVELS = ("hard", HINT)  #: levels worth a trip to the worker (the others answer in a millisecond)


async def ask(think: Think | None, game: KingGame, seat: int, level: str, seed: int) -> Move | None:
    """``think``'s move for ``seat`` if it gives a legal one; None means: compute it here."""
    if think is None or level not in SLOW_LEVELS:
        return None
    try:
        text = await think(KingRecord.of(game).to_json(), seat, level, seed)
    except Exception:  # the worker failed: the page plays the move itself
        return None
    return next((m for m in game.legal_moves() if str(m) == text), None) if text else None


class Thinker:
    """The CPU players of the game in progress, and that game, advanced by the moves each call adds."""

    def __init__(self) -> None:
        self._bots: dict[int, Player] = {}
        self._record: KingRecord | None = None
        self._game: KingGame | None = None

    def think(self, record_json: str, seat: int, level: str, seed: int) -> str:
        """The notation of the move of ``seat`` (a CPU of ``level``, or :data:`HINT`)."""
        game = self._advance(KingRecord.from_json(record_json))
        if game.acting != seat:
            raise ValueError(f"seat {seat} is not to act in this game")
        obs = game.observe(seat)
        if level == HINT:
            return str(players.hint(obs, Rng(seed)))
        bot = self._bots.get(seat)
        if bot is None or bot.level != level:
            bot = self._bots[seat] = players.player_for(level)
        return str(players.choose(bot, obs, Rng(seed)))

    def _advance(self, record: KingRecord) -> KingGame:
        old, game = self._record, self._game
        self._record = self._game = None  # until ``record`` is read: one that fails is not built on
        same = old is not None and (old.rules, old.seed) == (record.rules, record.seed)
        if not same:
            self._bots = {}
        if game is None or old is None or not same or record.moves[: len(old.moves)] != old.moves:
            self._game, self._record = record.replay(), record
            return self._game
        for move in record.moves[len(old.moves) :]:
            game = game.play(move)
        self._game, self._record = game, record
        return game
