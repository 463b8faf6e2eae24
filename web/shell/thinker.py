"""CPU moves and hints computed off the page's main thread, in the shell's CPU worker, for every game with CPU
players (pure).

The page sends the worker (web/shell/cpu_worker.js, :mod:`web.shell.worker`) the match's record, the match seat to
act, its level (or :data:`~web.shell.players.HINT`) and the seed of that move's generator; a :class:`MatchThinker`
answers with the move's notation, and the page plays it (:func:`ask`). The seed is derived as for a move the page
computes itself, so the worker's move is the very move the page would have made. A game's thinker is
``class Thinker(MatchThinker): cpu = CPU``, in the module that declares its :class:`~web.shell.players.CpuSpec`; a
game whose CPU players are its engine's own declares none (the worker's is :func:`engine_thinker`).

>>> from kings.three_thirteen.api import MatchRecord
>>> from kings.three_thirteen.match import Match
>>> from kings.three_thirteen.rules import Rules
>>> class Thinker(MatchThinker):
...     cpu = CpuSpec(game="three-thirteen", turn_key=lambda s: (), hint_key=lambda s: ())
>>> match = Match.new(Rules(), 42, 3)
>>> seat = match.match_seat(match.round.acting)
>>> Thinker().think(MatchRecord.of(match).to_json(), seat, "medium", 7) in {str(m) for m in match.round.legal_moves()}
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from kings.game import Match, Player
from kings.seeding import Rng
from web.shell.players import HINT, CpuSpec, DealsRecord, played_on
from web.shell.think import Think


async def ask(
    think: Think | None, cpu: CpuSpec[Any], match: Match[Any], seat: int, level: str, seed: int,
    among: Sequence[Any] | None = None,
) -> Any:
    """``think``'s move for match seat ``seat`` if it gives a legal one; None means: compute it here. A hint may
    be asked for among some moves only (``among``: the moves going on from one the player has begun)."""
    deal = match.deal
    if think is None or level not in cpu.slow_levels or deal is None:
        return None
    try:
        record = cpu.record_json(match)
        if among:
            text = await think(record, seat, level, seed, among="\n".join(str(m) for m in among))
        else:
            text = await think(record, seat, level, seed)
    except Exception:  # the worker failed: the page plays the move itself
        return None
    return next((m for m in deal.legal_moves() if str(m) == text), None) if text else None


class MatchThinker:
    """The CPU players of the match in progress (kept between calls: a player may keep the plan it made for its
    turn), and that match, advanced by the moves each call adds. A game's subclass sets :attr:`cpu`."""

    cpu: ClassVar[CpuSpec[Any]]

    def __init__(self) -> None:
        self._bots: dict[int, Player] = {}
        self._record: DealsRecord | None = None
        self._match: Match[Any] | None = None

    def think(self, record_json: str, seat: int, level: str, seed: int, among: str = "") -> str:
        """The notation of the move of match seat ``seat`` (a CPU of ``level``, or a hint: one of the moves named
        in ``among``, one per line, when it names any)."""
        match = self._advance(self.cpu.read_record(record_json))
        deal = match.deal
        if deal is None or deal.acting is None or match.match_seat(deal.acting) != seat:
            raise ValueError(f"seat {seat} is not to move in this game")
        obs = match.observe(deal.acting)
        if level == HINT:
            return str(self.cpu.hint(obs, Rng(seed), self.cpu.among(obs, among)))
        bot = self._bots.get(seat)
        if bot is None or bot.level != level:
            bot = self._bots[seat] = self.cpu.player(level)
        return str(self.cpu.choose(bot, obs, Rng(seed)))

    def _advance(self, record: DealsRecord) -> Match[Any]:
        """The match of ``record``: the one kept, played on, when ``record`` extends the last one read."""
        old, match = self._record, self._match
        self._record = self._match = None  # until ``record`` is read: one that fails is not built on
        if old is None or (old.rules, old.seed, old.players) != (record.rules, record.seed, record.players):
            self._bots = {}  # another match: fresh players
        played = None if old is None or match is None else played_on(match, old, record)
        self._match, self._record = played if played is not None else record.replay(), record
        return self._match


def _no_seed(_session: Any) -> tuple[int, ...]:
    return ()  # (the page derives every seed: the worker is given it)


def thinker_for(spec: CpuSpec[Any]) -> MatchThinker:
    """A thinker for the CPU players ``spec`` declares (a game's ``class Thinker(MatchThinker): cpu = CPU``, made
    here: a game whose worker thinks with :func:`engine_thinker` declares none, and its tests check against this)."""

    class Thinker(MatchThinker):
        cpu = spec

    return Thinker()


def engine_thinker(game: str) -> MatchThinker:
    """The worker's thinker for ``game`` when its CPU players and hints are its engine's own (no player, hint or
    rescue of the web's in its :class:`CpuSpec`): it loads the engine only, not the game's web package, whose spec
    also brings the tutorial, the setup form and the words (about 120 ms more to import, in CPython)."""
    return thinker_for(CpuSpec(game=game, turn_key=_no_seed, hint_key=_no_seed))
