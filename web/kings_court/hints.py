"""King's Court's Hint button: what the hard CPU would play for the human to move (pure; the shell's
:class:`web.shell.hinting.Hints` with King's Court's seed, worker, player and words)."""

from __future__ import annotations

from kings.kings_court.moves import Move
from kings.seeding import Rng, derive_seed
from web.kings_court import narrate, players, thinker
from web.kings_court.session import Session
from web.shell.hinting import Hints as ShellHints

HINT_SEED = 31337


class Hints(ShellHints):
    """Hints for King's Court's table."""

    def _before(self) -> None:
        self.app.path = ()

    def _seed(self, s: Session) -> int:
        return derive_seed(s.match.seed, HINT_SEED, s.number, len(s.shown.moves))

    async def _ask_worker(self, s: Session, seed: int) -> Move | None:
        assert s.to_act is not None
        return await thinker.ask(self.app.think, s.match, s.to_act, thinker.HINT, seed)

    def _compute(self, s: Session, seed: int) -> Move:
        game = s.shown
        assert game.acting is not None
        return players.hint(s.match.observe(game.acting), Rng(seed))

    def _words(self, s: Session, move: Move) -> str:
        return narrate.hint_words(s.shown, move)
