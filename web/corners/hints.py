"""The Hint button: the move the strongest CPU would make with the human's cards (pure).

A hint is a hard CPU's search, 100 ms or more in Pyodide, so with a CPU worker
(:attr:`web.corners.app.App.think`) it is thought out there, like a hard CPU's move, and shown when the
answer arrives. An answer that comes after a move was made is stale and dropped. Without a worker
(or when it fails) the page thinks of it itself: the same seed, so the same hint.
"""

from __future__ import annotations

import asyncio

from kings.corners import Move
from kings.seeding import Rng, derive_seed
from web.corners import narrate, players, thinker
from web.corners.protocols import Controller
from web.corners.session import Session
from web.corners.viewmodels import Message

#: Mixed into the match seed for the hint's random choices (the hard player breaks ties with it).
HINT_SEED = 31337

#: Seconds after which a hint still on its way is announced (the worker may still be booting).
PATIENCE = 0.3


class Hints:
    """Asks for hints on behalf of an :class:`~web.corners.app.App`, one at a time per table."""

    def __init__(self, app: Controller) -> None:
        self.app = app
        self._pending: Session | None = None  #: the table whose hint the worker is computing

    def ask(self) -> None:
        """Find a hint for the human to act and highlight it (now, or when the worker answers)."""
        app, s = self.app, self.app.session
        if s is None or not app.can_act() or self._pending is s:
            return
        app.selection, app.choices = None, ()
        seed = derive_seed(s.match.seed, HINT_SEED)
        if app.think is None:
            self._show(s, None, seed)
            return
        self._pending = s
        app.render()
        app.spawn(self._from_worker(s, seed))

    async def _from_worker(self, s: Session, seed: int) -> None:
        assert s.to_act is not None
        answer = asyncio.ensure_future(thinker.ask(self.app.think, s.match, s.shown, s.to_act, thinker.HINT, seed))
        try:
            try:
                move = await asyncio.wait_for(asyncio.shield(answer), PATIENCE)
            except TimeoutError:  # say something rather than nothing while the worker boots or thinks
                if self.app.session is s:
                    self.app.message = Message("Thinking of a hint…", "info")
                    self.app.render()
                move = await answer
        finally:
            if self._pending is s:
                self._pending = None
        if self.app.session is s:
            self._show(s, move, seed)

    def _show(self, s: Session, move: Move | None, seed: int) -> None:
        deal = s.shown
        if move is None:  # no worker, or it failed: think here
            move = players.hint(s.match.observe(deal.to_act), Rng(seed))
        self.app.hint = move
        self.app.message = Message(f"Hint: {narrate.phrase(move, deal.piles)}.", "info")
        self.app.render()
