"""The Python half of the CPU worker (web/shell/cpu_worker.js), for every game (pure).

A hard CPU can think for a few hundred milliseconds, during which a page running it on its main
thread cannot paint or answer a tap. So the page sends each slow decision to a Web Worker with its
own Pyodide: the game's id, its record as JSON, the seat to act, the CPU level and the seed of that
move's generator; the worker answers with the move's notation. Each game's ``thinker`` module
(:mod:`web.shell.games`) does the thinking; it is imported the first time that game asks.

>>> from kings.corners import Match, MatchRecord, preset
>>> match = Match.new(preset("standard"), 42, 2)
>>> record = MatchRecord.of(match).to_json()
>>> Worker().think("corners", record, match.match_seat(match.deal.to_act), "medium", 7) in {
...     str(m) for m in match.deal.legal_moves()}
True
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any, Protocol

from web.shell.games import game


class Think(Protocol):
    """What a game's controller calls to have a move computed off the main thread: (record JSON, seat, level, seed
    of the move's generator; for a hint, maybe the notations of the moves to choose among, one per line) -> the
    move's notation, or None when the worker cannot."""

    def __call__(self, record: str, seat: int, level: str, seed: int, among: str = "") -> Awaitable[str | None]: ...


class Worker:
    """One thinker per game, kept between calls (a CPU may keep the plan it made for its turn)."""

    def __init__(self) -> None:
        self._thinkers: dict[str, Any] = {}

    def think(self, game_id: str, record: str, seat: int, level: str, seed: int, among: str = "") -> str:
        """The notation of the move of ``seat`` (a CPU of ``level``, or a hint: among the moves named in
        ``among``, one per line, if any) in ``game_id``'s record; a ValueError for a game without CPU players (the
        worker answers with the error)."""
        thinker = self._thinkers.get(game_id)
        if thinker is None:
            thinker = self._thinkers[game_id] = game(game_id).thinker_module().Thinker()
        if among:
            return str(thinker.think(record, seat, level, seed, among))
        return str(thinker.think(record, seat, level, seed))
