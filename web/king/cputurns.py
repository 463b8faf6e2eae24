"""King's CPU seats' turns (pure; a part of :class:`web.king.app.App`): the shell's loop
(:class:`web.shell.cpuloop.CpuLoop`) with King's seats, seeds and thinker. A hard CPU's move is thought out in
the CPU worker (:mod:`web.king.thinker`). After a trick's last card the table waits a little longer, so
everyone sees who took it.
"""

from __future__ import annotations

from typing import Any

from kings.king.moves import Move
from kings.king.players import Player
from kings.seeding import Rng, derive_seed
from web.king import players, thinker
from web.king.session import Session
from web.shell.cpuloop import PAUSES, CpuLoop

#: Seconds to wait after a finished trick, by speed, instead of :data:`~web.shell.cpuloop.PAUSES`.
TRICK_PAUSES: dict[str, float] = {"slow": 2.2, "normal": 1.3, "fast": 0.6, "instant": 0.0}


class CpuTurns(CpuLoop):
    """Mixed into King's controller: :meth:`schedule` starts the CPU seats' moves when one is to act."""

    slow_levels = thinker.SLOW_LEVELS

    def _turn(self, s: Session) -> tuple[int, int]:
        seat = s.game.acting
        assert seat is not None
        return seat, derive_seed(s.game.seed, 7, len(s.game.moves))

    def _pause(self, s: Session) -> float:
        hand = s.game.hand
        trick_ended = hand is not None and not hand.trick and bool(hand.taken) and bool(s.log)
        return (TRICK_PAUSES if trick_ended else PAUSES).get(self.settings.speed, 0.6)

    async def _ask_worker(self, s: Session, seat: int, level: str, seed: int) -> Move | None:
        return await thinker.ask(self.think, s.game, seat, level, seed)

    def _choose(self, s: Session, seat: int, bot: Player, seed: int) -> Move:
        return players.choose(bot, s.game.observe(seat), Rng(seed))

    def _fallback(self) -> Any:
        return players.player_for("medium")
