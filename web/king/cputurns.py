"""The CPU seats' moves, played one at a time in an asyncio task that sleeps between them, so the page
answers taps while CPUs play (pure; a part of :class:`web.king.app.App`).

A hard CPU's move is thought out in the shell's CPU worker (:mod:`web.king.thinker`), its seat marked
as thinking meanwhile; without a worker the page computes the move itself. After a trick's last card
the table waits a little longer, so everyone sees who took it.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from kings.king.moves import Move
from kings.king.players import Player
from kings.seeding import Rng, derive_seed
from web.king import players, thinker
from web.king.features import Features
from web.king.session import Session
from web.king.settings import Settings
from web.shell.worker import Think

#: Seconds to wait before each CPU move, by speed; after a finished trick, :data:`TRICK_PAUSES`.
PAUSES: dict[str, float] = {"slow": 1.1, "normal": 0.6, "fast": 0.25, "instant": 0.0}
TRICK_PAUSES: dict[str, float] = {"slow": 2.2, "normal": 1.3, "fast": 0.6, "instant": 0.0}


class CpuTurns:
    """Mixed into the controller: :meth:`schedule` starts the CPU seats' moves when one is to act."""

    session: Session | None
    settings: Settings
    more: Features
    think: Think | None
    spawn: Callable[[Coroutine[Any, Any, None]], object]
    running: bool
    shown: bool
    thinking: int | None
    _generation: int
    _bots: dict[int, Player]
    _sleep: Callable[[float], Coroutine[Any, Any, None]]

    def render(self, animate: bool = False) -> None: ...

    def _apply(self, move: Move, human: bool = True) -> None: ...

    def schedule(self) -> None:
        """Start playing CPU moves if a CPU is to act and none is playing yet."""
        s = self.session
        if s is not None and s.actor == "cpu" and not self.running and self.shown:
            self.running = True
            self.spawn(self._run_cpus(self._generation))

    def _waiting(self, generation: int) -> bool:
        s = self.session
        return s is None or generation != self._generation or s.actor != "cpu" or self.more.offer or not self.shown

    def _pause(self, s: Session) -> float:
        hand = s.game.hand
        trick_ended = hand is not None and not hand.trick and bool(hand.taken) and bool(s.log)
        return (TRICK_PAUSES if trick_ended else PAUSES).get(self.settings.speed, 0.6)

    async def _run_cpus(self, generation: int) -> None:
        try:
            while not self._waiting(generation):
                assert self.session is not None
                await self._sleep(self._pause(self.session))
                s = self.session
                if s is None or self._waiting(generation):
                    break
                seat = s.game.acting
                assert seat is not None
                seed = derive_seed(s.game.seed, 7, len(s.game.moves))
                bot = self._bots.get(seat) or players.player_for("medium")
                if self.think is not None and bot.level in thinker.SLOW_LEVELS:
                    self.thinking = seat  # the mark shows after a moment: a quick answer never flashes it
                    self.render()
                try:
                    move = await thinker.ask(self.think, s.game, seat, bot.level, seed)
                finally:
                    self.thinking = None
                if self.session is not s:  # the table changed while the worker thought
                    continue
                self._apply(move or players.choose(bot, s.game.observe(seat), Rng(seed)), human=False)
        finally:
            if generation == self._generation:
                self.running = False
                self.render()
