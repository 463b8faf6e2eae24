"""King's Court's CPU seat's turns (pure; a part of :class:`web.kings_court.app.App`): the shell's loop
(:class:`web.shell.cpuloop.CpuLoop`) with King's Court's seats, seeds and thinker; medium and hard CPUs think in the
worker."""

from __future__ import annotations

from kings.kings_court.moves import Move
from kings.kings_court.players import Player
from kings.seeding import Rng, derive_seed
from web.kings_court import players, thinker
from web.kings_court.session import Session
from web.shell.cpuloop import CpuLoop


class CpuTurns(CpuLoop):
    """Mixed into King's Court's controller: :meth:`schedule` starts the CPU seat's moves when it is to move."""

    slow_levels = thinker.SLOW_LEVELS

    def _turn(self, s: Session) -> tuple[int, int]:
        seat = s.to_act
        assert seat is not None
        return seat, derive_seed(s.match.seed, 7, s.number, len(s.shown.moves))

    async def _ask_worker(self, s: Session, seat: int, level: str, seed: int) -> Move | None:
        return await thinker.ask(self.think, s.match, seat, level, seed)

    def _choose(self, s: Session, seat: int, bot: Player, seed: int) -> Move:
        game = s.shown
        assert game.acting is not None
        return players.choose(bot, s.match.observe(game.acting), Rng(seed))

    def _fallback(self) -> Player:
        return players.player_for("medium")
