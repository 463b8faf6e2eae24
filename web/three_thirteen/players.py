"""3-13's CPU players, declared (pure): the seeds of a CPU move and of a hint; the shell does the rest (its loop
:class:`web.shell.cpuloop.CpuLoop`, Hint button :class:`web.shell.hinting.Hints` and worker thinker
:class:`web.shell.thinker.MatchThinker`). A hard CPU thinks in the worker, and a hint too once the worker runs.

>>> from kings.three_thirteen.api import MatchRecord
>>> from kings.three_thirteen.match import Match
>>> from kings.three_thirteen.rules import Rules
>>> match = Match.new(Rules(), 42, 3)
>>> seat = match.match_seat(match.round.acting)
>>> Thinker().think(MatchRecord.of(match).to_json(), seat, "medium", 7) in {str(m) for m in match.round.legal_moves()}
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.shell.players import CpuSpec
from web.shell.thinker import MatchThinker

if TYPE_CHECKING:
    from web.three_thirteen.session import Session

HINT_SEED = 31337  #: mixed into the match's seed for a hint's random choices


def _turn_key(s: Session) -> tuple[int, ...]:
    return s.match.seed, 7, s.match.number, len(s.shown.moves)


def _hint_key(s: Session) -> tuple[int, ...]:
    return s.match.seed, HINT_SEED, s.match.number, len(s.shown.moves)


#: A hint is thought out on the page unless the worker already runs for a hard CPU: 3-13's hard player answers in
#: 5 ms (p50), 75 ms (p95), 276 ms at most in Pyodide (3 players, whole matches, a loaded machine), where booting
#: the worker for it kept "Thinking of a hint…" on the screen about 3 s for a 3-card hand (review 63).
CPU: CpuSpec[Session] = CpuSpec(game="three-thirteen", turn_key=_turn_key, hint_key=_hint_key, hint_boots_worker=False)


class Thinker(MatchThinker):
    """3-13's thinker in the CPU worker (:mod:`web.shell.worker`)."""

    cpu = CPU
