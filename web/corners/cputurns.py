"""The CPU seats' turns, played one move at a time in an asyncio task that sleeps between moves, so
the page answers clicks while CPUs play (pure; a part of :class:`web.corners.app.App`).

A slow level's move is thought out in the shell's CPU worker (:mod:`web.corners.thinker`); while
it thinks, its seat carries a thinking mark. Without a worker the page computes the move itself.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from kings.corners import Move
from kings.corners.players import Player
from kings.seeding import Rng, derive_seed
from web.corners import players, thinker
from web.corners.features import Features
from web.corners.session import Session
from web.corners.settings import Settings
from web.shell.worker import Think

#: Seconds to wait before each CPU move, by speed (the animation itself takes about half).
PAUSES: dict[str, float] = {"slow": 1.1, "normal": 0.6, "fast": 0.25, "instant": 0.0}


class CpuTurns:
    """Mixed into the controller: :meth:`schedule` starts the CPU seats' moves when one is to act."""

    session: Session | None
    settings: Settings
    more: Features
    think: Think | None
    spawn: Callable[[Coroutine[Any, Any, None]], object]
    running: bool
    shown: bool  #: on screen (a hidden game's CPUs wait)
    thinking: int | None  #: the match seat whose CPU move the worker is computing
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

    async def _run_cpus(self, generation: int) -> None:
        """Play CPU moves one at a time, yielding to the page between them."""
        try:
            while not self._waiting(generation):
                await self._sleep(PAUSES.get(self.settings.speed, 0.6))
                s = self.session
                if s is None or self._waiting(generation):
                    break
                deal = s.shown
                seat = s.to_act
                assert seat is not None
                seed = derive_seed(s.match.seed, 7, len(s.match.results), len(deal.history))
                bot = self._bots.get(seat) or players.FallbackPlayer()
                if self.think is not None and bot.level in thinker.SLOW_LEVELS:
                    self.thinking = seat  # the mark shows after a moment: a quick answer never flashes it
                    self.render()
                try:
                    move = await thinker.ask(self.think, s.match, s.shown, seat, bot.level, seed)
                finally:
                    self.thinking = None
                if self.session is not s:  # the table changed while the worker thought
                    continue
                self._apply(move or players.choose(bot, s.match.observe(deal.to_act), Rng(seed)), human=False)
        finally:
            if generation == self._generation:
                self.running = False
                self.render()
