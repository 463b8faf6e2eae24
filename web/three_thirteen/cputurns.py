"""3-13's CPU seats' turns (pure; a part of :class:`web.three_thirteen.app.App`): the shell's loop
(:class:`web.shell.cpuloop.CpuLoop`) with 3-13's seats, seeds and thinker; a hard CPU thinks in the worker."""

from __future__ import annotations

from kings.seeding import Rng, derive_seed
from kings.three_thirteen.moves import Move
from kings.three_thirteen.players import Player
from web.shell.cpuloop import CpuLoop
from web.three_thirteen import players, thinker
from web.three_thirteen.session import Session


class CpuTurns(CpuLoop):
    """Mixed into 3-13's controller: :meth:`schedule` starts the CPU seats' moves when one is to act."""

    slow_levels = thinker.SLOW_LEVELS

    def _turn(self, s: Session) -> tuple[int, int]:
        seat = s.to_act
        assert seat is not None
        return seat, derive_seed(s.match.seed, 7, s.match.number, len(s.shown.moves))

    async def _ask_worker(self, s: Session, seat: int, level: str, seed: int) -> Move | None:
        return await thinker.ask(self.think, s.match, seat, level, seed)

    def _choose(self, s: Session, seat: int, bot: Player, seed: int) -> Move:
        r = s.shown
        assert r.acting is not None
        return players.choose(bot, s.match.observe(r.acting), Rng(seed))

    def _fallback(self) -> Player:
        return players.player_for("medium")
