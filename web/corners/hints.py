"""Kings in the Corner's Hint button: the move the strongest CPU would make with the human's cards (pure;
the shell's :class:`web.shell.hinting.Hints` with this game's seed, worker, player and words).

The hint's player (:func:`web.corners.players.hint`) takes tens of milliseconds, so the page thinks of it itself unless
the CPU worker is already at work for the table's CPUs (:meth:`~web.shell.controller.TableApp.wants_worker`: a hard or
expert seat started it with the table). A table of easy or medium CPUs never starts the worker, and a hint that booted
it waited for its Pyodide: 1.5 to 5.5 s for the first hint (issue 46)."""

from __future__ import annotations

from kings.corners import Move
from kings.seeding import Rng, derive_seed
from web.corners import narrate, players, thinker, view
from web.corners.session import Session
from web.shell.hinting import PATIENCE
from web.shell.hinting import Hints as ShellHints

__all__ = ["HINT_SEED", "PATIENCE", "Hints"]

#: Mixed into the match seed for the hint's random choices (the hard player breaks ties with it).
HINT_SEED = 31337


class Hints(ShellHints):
    """Hints for the table, one at a time."""

    def _before(self) -> None:
        self.app.selection, self.app.choices = None, ()

    def _seed(self, s: Session) -> int:
        return derive_seed(s.match.seed, HINT_SEED)

    async def _ask_worker(self, s: Session, seed: int) -> Move | None:
        assert s.to_act is not None
        if not self.app.wants_worker():  # no worker at work for this table: think here, now
            return None
        return await thinker.ask(self.app.think, s.match, s.shown, s.to_act, thinker.HINT, seed)

    def _compute(self, s: Session, seed: int) -> Move:
        return players.hint(s.match.observe(s.shown.to_act), Rng(seed))

    def _words(self, s: Session, move: Move) -> str:
        deal = s.shown
        return narrate.advice(move, deal, view.end_label(s.match.rules, deal))
