"""The Hint button, for every game (pure): the move the strongest CPU would make for the human to act.

A hint is a hard CPU's search, 100 ms or more in Pyodide, so with a CPU worker it is thought out there and
shown when the answer arrives; an answer that comes after a move was made is stale and dropped. Without a
worker (or when it fails) the page thinks of it itself: the same seed, so the same hint. The seed, the worker
call and the computation follow the game's declared CPU players (the controller's ``cpu``, a
:class:`~web.shell.players.CpuSpec`); the words and putting back a picked card are the controller's
(:meth:`web.shell.cpuloop.CpuLoop.hint_words`, :meth:`~web.shell.cpuloop.CpuLoop.unpick`). A game without CPU
players (Klondike) overrides the hooks instead. A hint is said on the message line and to screen readers (the
message line alone is not heard again when the same hint is asked for twice).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any, cast

from kings.i18n import _
from kings.seeding import Rng, derive_seed
from web.shell.players import HINT
from web.shell.thinker import ask

#: Seconds after which a hint still on its way is announced (the worker may still be booting).
PATIENCE = 0.3


class Hints:
    """Asks for hints on behalf of a controller, one at a time per table."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self._pending: Any = None  #: the session whose hint the worker is computing

    # -- the hooks (each follows the controller's declared CPU players) ---------------------------------
    def _seed(self, s: Any) -> int:
        return derive_seed(*self.app.cpu.hint_key(s))

    async def _ask_worker(self, s: Any, seed: int, among: Sequence[Any] | None) -> Any:
        """The worker's hint, or None."""
        cpu = self.app.cpu
        if not cpu.hint_boots_worker and not self.app.wants_worker():  # no worker at work for this table: think here
            return None
        return await ask(self.app.think, cpu, cpu.match(s), cpu.seat(s), HINT, seed, among)

    def _compute(self, s: Any, seed: int, among: Sequence[Any] | None) -> Any:
        """The hint, computed on the page."""
        return self.app.cpu.hint(self.app.cpu.observe(s), Rng(seed), among)

    def _words(self, s: Any, move: Any) -> str:
        """``play the queen of spades``: what the message line says after "Hint:"."""
        return str(self.app.hint_words(s, move))

    def _move(self, answer: Any) -> Any:
        """The move an answer lights up on the table (the answer itself, unless the game's answers carry more)."""
        return answer

    def _among(self, s: Any) -> Sequence[Any] | None:
        """The moves a hint is chosen among (None: any), from the controller's ``hint_among``."""
        return cast(Sequence[Any] | None, self.app.hint_among(s))

    def _before(self) -> None:
        """Put back whatever the player had picked up."""
        self.app.unpick()

    # -- asking ------------------------------------------------------------------------------------------
    def ask(self) -> None:
        """Find a hint for the human to act and highlight it (now, or when the worker answers). Partway through a
        move (a multi-jump begun) it answers among the moves going on from there, nothing put back (the
        controller's :meth:`~web.shell.cpuloop.CpuLoop.hint_among`)."""
        app, s = self.app, self.app.session
        watching = app.replays.active and s is not None and s.actor == "human"  # (a replay: what to play here)
        if s is None or not (watching or app.can_act()) or self._pending is s:
            return
        among = self._among(s)
        if among is None:
            self._before()
        seed = self._seed(s)
        if app.think is None:
            self._show(s, None, seed, among)
            return
        self._pending = s
        app.render()
        app.spawn(self._from_worker(s, seed, among))

    def _current(self, s: Any, among: Sequence[Any] | None) -> bool:
        """Whether a hint asked for ``s`` (among ``among``) still answers the table as it is."""
        return self.app.session is s and self._among(s) == among

    async def _from_worker(self, s: Any, seed: int, among: Sequence[Any] | None) -> None:
        answer = asyncio.ensure_future(self._ask_worker(s, seed, among))
        try:
            try:
                move = await asyncio.wait_for(asyncio.shield(answer), PATIENCE)
            except TimeoutError:  # say something rather than nothing while the worker boots or thinks
                if self._current(s, among):
                    self.app._say(_("Thinking of a hint…"))
                    self.app.render()
                move = await answer
        finally:
            if self._pending is s:
                self._pending = None
        if self._current(s, among):
            self._show(s, move, seed, among)

    def _show(self, s: Any, move: Any, seed: int, among: Sequence[Any] | None) -> None:
        if move is None:  # no worker, or it failed: think here
            move = self._compute(s, seed, among)
        self.app.hint = self._move(move)
        said = _("Hint: {move}.").format(move=self._words(s, move))
        self.app._say(said)
        self.app.more.announce(said)
        self.app.render()
