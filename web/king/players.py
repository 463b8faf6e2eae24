"""King's CPU players, declared (pure): the seeds of a CPU move and of a hint, and the longer pause after a trick;
the shell does the rest (its loop :class:`web.shell.cpuloop.CpuLoop`, Hint button :class:`web.shell.hinting.Hints` and
worker thinker :class:`web.shell.thinker.MatchThinker`). A hard CPU and a hint think in the worker.

>>> from kings.king.api import KingRecord
>>> from kings.king.game import KingGame
>>> game = KingGame.new(42)
>>> move = Thinker().think(KingRecord.of(game).to_json(), game.acting, "medium", 7)
>>> move in {str(m) for m in game.legal_moves()}
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kings.king.api import KingMatch
from web.shell.cpuloop import PAUSES
from web.shell.players import CpuSpec
from web.shell.thinker import MatchThinker

if TYPE_CHECKING:
    from web.king.session import Session

HINT_SEED = 31337  #: mixed into the game's seed for a hint's random choices

#: Seconds to wait after a finished trick, by speed, instead of :data:`~web.shell.cpuloop.PAUSES`: everyone sees who
#: took it.
TRICK_PAUSES: dict[str, float] = {"slow": 2.2, "normal": 1.3, "fast": 0.6, "instant": 0.0}


def _match(s: Session) -> KingMatch:
    return KingMatch(s.game)  # a King match is its one game


def _turn_key(s: Session) -> tuple[int, ...]:
    return s.game.seed, 7, len(s.game.moves)


def _hint_key(s: Session) -> tuple[int, ...]:
    return s.game.seed, HINT_SEED, len(s.game.moves)


def _pause(s: Session, speed: str) -> float:
    hand = s.game.hand
    trick_ended = hand is not None and not hand.trick and bool(hand.taken) and bool(s.log)
    return (TRICK_PAUSES if trick_ended else PAUSES).get(speed, 0.6)


CPU: CpuSpec[Session] = CpuSpec(game="king", match=_match, turn_key=_turn_key, hint_key=_hint_key, pause=_pause)


class Thinker(MatchThinker):
    """King's thinker in the CPU worker (:mod:`web.shell.worker`)."""

    cpu = CPU
