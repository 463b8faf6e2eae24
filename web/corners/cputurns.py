"""Kings in the Corner's CPU seats' turns (pure; a part of :class:`web.corners.app.App`): the shell's loop
(:class:`web.shell.cpuloop.CpuLoop`) with this game's seats, seeds and thinker. A slow level's move is thought
out in the shell's CPU worker (:mod:`web.corners.thinker`); while it thinks, its seat carries a thinking mark.
"""

from __future__ import annotations

from kings.corners import Move
from kings.corners.players import Player
from kings.seeding import Rng, derive_seed
from web.corners import players, thinker
from web.corners.session import Session
from web.shell.cpuloop import PAUSES, CpuLoop

__all__ = ["PAUSES", "CpuTurns"]


class CpuTurns(CpuLoop):
    """Mixed into the controller: :meth:`schedule` starts the CPU seats' moves when one is to act."""

    slow_levels = thinker.SLOW_LEVELS

    def _turn(self, s: Session) -> tuple[int, int]:
        seat = s.to_act
        assert seat is not None
        return seat, derive_seed(s.match.seed, 7, len(s.match.results), len(s.shown.history))

    async def _ask_worker(self, s: Session, seat: int, level: str, seed: int) -> Move | None:
        return await thinker.ask(self.think, s.match, s.shown, seat, level, seed)

    def _choose(self, s: Session, seat: int, bot: Player, seed: int) -> Move:
        return players.choose(bot, s.match.observe(s.shown.to_act), Rng(seed))

    def _fallback(self) -> Player:
        return players.FallbackPlayer()
