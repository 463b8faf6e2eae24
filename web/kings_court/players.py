"""King's Court's CPU players, declared (pure): the seeds of a CPU move and of a hint; the shell does the rest (its
loop :class:`web.shell.cpuloop.CpuLoop`, Hint button :class:`web.shell.hinting.Hints` and worker thinker
:class:`web.shell.thinker.MatchThinker`). Medium and hard CPUs (medium looks two moves ahead) and a hint think in the
worker.

>>> from kings.kings_court.api import MatchRecord
>>> from kings.kings_court.match import Match
>>> from kings.kings_court.rules import Rules
>>> match = Match.new(Rules(), 42)
>>> Thinker().think(MatchRecord.of(match).to_json(), 0, "medium", 7) in {str(m) for m in match.deal.legal_moves()}
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.shell.players import CpuSpec
from web.shell.thinker import MatchThinker

if TYPE_CHECKING:
    from web.kings_court.session import Session

HINT_SEED = 31337  #: mixed into the match's seed for a hint's random choices


def _turn_key(s: Session) -> tuple[int, ...]:
    return s.match.seed, 7, s.number, len(s.shown.moves)


def _hint_key(s: Session) -> tuple[int, ...]:
    return s.match.seed, HINT_SEED, s.number, len(s.shown.moves)


CPU: CpuSpec[Session] = CpuSpec(game="kings-court", turn_key=_turn_key, hint_key=_hint_key,
                                worker_levels=("medium", "hard"))  # fmt: skip


class Thinker(MatchThinker):
    """King's Court's thinker in the CPU worker (:mod:`web.shell.worker`)."""

    cpu = CPU
