"""Kings in the Corner's Hint button: the move the strongest CPU would make with the human's cards (pure;
the shell's :class:`web.shell.hinting.Hints` with this game's seed, worker, player and words)."""

from __future__ import annotations

from kings.corners import Move
from kings.seeding import Rng, derive_seed
from web.corners import narrate, players, thinker
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
        return await thinker.ask(self.app.think, s.match, s.shown, s.to_act, thinker.HINT, seed)

    def _compute(self, s: Session, seed: int) -> Move:
        return players.hint(s.match.observe(s.shown.to_act), Rng(seed))

    def _words(self, s: Session, move: Move) -> str:
        return narrate.phrase(move, s.shown.piles)
