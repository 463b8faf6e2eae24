"""3-13's Hint button: what the hard CPU would do with the human's cards (pure; the shell's
:class:`web.shell.hinting.Hints` with 3-13's seed, worker, player and words)."""

from __future__ import annotations

from kings.seeding import Rng, derive_seed
from kings.three_thirteen.moves import Discard, Draw, Move
from web.shell.hinting import Hints as ShellHints
from web.three_thirteen import players, thinker
from web.three_thirteen.session import Session

HINT_SEED = 31337


def hint_words(move: Move, top: str) -> str:
    """``take the 7♥ from the discard pile``, ``draw from the stock``, ``discard 9♠``, ``go out, discarding 9♠``."""
    if isinstance(move, Draw):
        return f"take the {top} from the discard pile" if move.pile else "draw from the stock"
    assert isinstance(move, Discard)
    return f"go out, discarding {move.card.label}" if move.out else f"discard {move.card.label}"


class Hints(ShellHints):
    """Hints for 3-13's table."""

    def _before(self) -> None:
        self.app.selected = None

    def _seed(self, s: Session) -> int:
        return derive_seed(s.match.seed, HINT_SEED, s.match.number, len(s.shown.moves))

    async def _ask_worker(self, s: Session, seed: int) -> Move | None:
        assert s.to_act is not None
        return await thinker.ask(self.app.think, s.match, s.to_act, thinker.HINT, seed)

    def _compute(self, s: Session, seed: int) -> Move:
        r = s.shown
        assert r.acting is not None
        return players.hint(s.match.observe(r.acting), Rng(seed))

    def _words(self, s: Session, move: Move) -> str:
        return hint_words(move, s.shown.pile[-1].label if s.shown.pile else "")
