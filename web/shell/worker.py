"""The Python half of the CPU worker (web/shell/cpu_worker.js), for every game (pure).

A hard CPU can think for a few hundred milliseconds, during which a page running it on its main
thread cannot paint or answer a tap. So the page sends each slow decision to a Web Worker with its
own Pyodide: the game's id, its record as JSON, the seat to act, the CPU level and the seed of that
move's generator; the worker answers with the move's notation. A game whose CPU players are its engine's own thinks
with :func:`~web.shell.thinker.engine_thinker` (only its engine loads); another, with its ``thinker`` module's
(:mod:`web.shell.games`), imported the first time that game asks.

>>> from kings.corners import Match, MatchRecord, preset
>>> match = Match.new(preset("standard"), 42, 2)
>>> record = MatchRecord.of(match).to_json()
>>> Worker().think("corners", record, match.match_seat(match.deal.to_act), "medium", 7) in {
...     str(m) for m in match.deal.legal_moves()}
True
"""

from __future__ import annotations

from typing import Any

from web.shell.games import game
from web.shell.thinker import engine_thinker


class Worker:
    """One thinker per game, kept between calls (a CPU may keep the plan it made for its turn)."""

    def __init__(self) -> None:
        self._thinkers: dict[str, Any] = {}

    def think(self, game_id: str, record: str, seat: int, level: str, seed: int, among: str = "") -> str:
        """The notation of the move of ``seat`` (a CPU of ``level``, or a hint: among the moves named in
        ``among``, one per line, if any) in ``game_id``'s record; a ValueError for a game without CPU players (the
        worker answers with the error)."""
        thinker = self._thinker(game_id)
        if among:
            return str(thinker.think(record, seat, level, seed, among))
        return str(thinker.think(record, seat, level, seed))

    def _thinker(self, game_id: str) -> Any:
        """``game_id``'s thinker, made on its first call: the engine's own players where the game has no others
        (only the engine loads), else its thinker module's ``Thinker``."""
        thinker = self._thinkers.get(game_id)
        if thinker is None:
            g = game(game_id)
            thinker = engine_thinker(game_id) if g.engine_players else g.thinker_module().Thinker()
            self._thinkers[game_id] = thinker
        return thinker
