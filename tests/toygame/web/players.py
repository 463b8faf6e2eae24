"""Take-away's CPU players, declared (pure): the seeds of a CPU move and of a hint; the shell's loop, Hint button
and worker thinker do the rest."""

from __future__ import annotations

from typing import Any

from web.shell.players import CpuSpec
from web.shell.thinker import MatchThinker

HINT_SEED = 4242


def _turn_key(s: Any) -> tuple[int, ...]:
    return s.match.seed, 7, len(s.match.results), len(s.shown.moves)


def _hint_key(s: Any) -> tuple[int, ...]:
    return s.match.seed, HINT_SEED, len(s.match.results), len(s.shown.moves)


CPU: CpuSpec[Any] = CpuSpec(game="take-away", turn_key=_turn_key, hint_key=_hint_key)


class Thinker(MatchThinker):
    cpu = CPU
