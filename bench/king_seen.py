"""King, a diagnostic: ``king_strength.py`` with the hard level's card search dealt the hidden cards as they really are.

No level of the game does this (the CPU never sees a hidden card): it measures a ceiling. Hard's card play samples
the cards it cannot see and plays each candidate out on those deals; here every sampled deal is the true one, so
what is left between hard and its opponent is the playouts' policy and the search itself, not the sampling. If hard
that sees every card beats flat Monte Carlo by little more than hard as it is, better inference cannot buy much;
if by far more, inference is the lever (issue 34). One deal repeated and a playout policy without chance
(hard's default: ``slips`` 0) judge each card by a single playout: give the playouts some chance (``--hard
'{"slips": 128}'``) so the mean is over varied play, as hard's sampled deals give it.

    python bench/king_seen.py --pair hard:flat --negative --hands kh --games 100 --seed 3 --progress

Takes ``king_strength.py``'s options (one job: the patch lives in this process) and prints its report.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import king_strength

from kings.king.game import KingGame, observe
from kings.king.observation import KingObservation
from kings.king.players import cardplay
from kings.seeding import Rng


class Seer:
    """The game being played, kept as each seat is shown its view, and the true hands dealt from it."""

    def __init__(self) -> None:
        self.game: KingGame | None = None
        self.searches = 0  #: card searches dealt the true hands (printed, so a run shows the patch took)

    def observe(self, game: KingGame, seat: int) -> KingObservation:
        self.game = game
        return observe(game, seat)

    def deals(self, obs: KingObservation, rng: Rng, count: int, search: Any) -> list[tuple[tuple[Any, ...], ...]]:
        assert self.game is not None and self.game.hand is not None
        self.searches += 1
        return [self.game.hand.hands] * count


def main() -> None:
    if any(a == "--jobs" or a.startswith("--jobs=") for a in sys.argv[1:]):
        sys.exit("king_seen.py runs in one process: leave out --jobs")
    seer = Seer()
    saved = king_strength.observe, cardplay._deals  # type: ignore[attr-defined]
    king_strength.observe = seer.observe  # type: ignore[attr-defined]
    cardplay._deals = seer.deals
    try:
        king_strength.main()
    finally:  # run in-process (the tests do), the game's own search must be left as it was
        king_strength.observe, cardplay._deals = saved  # type: ignore[attr-defined]
    print(f"king_seen.py: {seer.searches} batches of hard's deals were the true hands", file=sys.stderr)


if __name__ == "__main__":
    main()
