"""Kings in the Corner's CPU players, declared (pure): the seeds of a CPU move and of a hint, the hint's own player
and a safety net while :mod:`kings.corners.players` grows; the shell does the rest (its loop
:class:`web.shell.cpuloop.CpuLoop`, Hint button :class:`web.shell.hinting.Hints` and worker thinker
:class:`web.shell.thinker.MatchThinker`). Hard and expert CPUs think in the worker.

A hint is the hard level's move with the human's cards, on smaller playout budgets (:data:`HINT_SETTINGS`), so that
it shows at once: the page thinks of it itself unless the CPU worker is already at work for the table's CPUs
(:meth:`~web.shell.controller.TableApp.wants_worker`: a hard or expert seat started it with the table). A table of
easy or medium CPUs never starts the worker, and a hint that booted it waited for its Pyodide: 1.5 to 5.5 s for the
first hint (issue 46). If a level cannot be built yet, :class:`FallbackPlayer` keeps the game playable; it never
replaces a player that exists.

>>> from kings.corners import Match, MatchRecord, preset
>>> match = Match.new(preset("standard"), 42, 2)
>>> move = Thinker().think(MatchRecord.of(match).to_json(), match.match_seat(match.deal.to_act), "medium", 7)
>>> move in {str(m) for m in match.deal.legal_moves()}
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from kings.corners import END_TURN, Move, Observation, Play, Shift
from kings.corners.players import Player, make_player
from kings.seeding import Rng
from web.shell.players import CpuSpec
from web.shell.thinker import MatchThinker

if TYPE_CHECKING:
    from web.corners.session import Session

#: Mixed into the match seed for the hint's random choices (the hard player breaks ties with it).
HINT_SEED = 31337

#: The hint's player: the hard level with 3,000 playout moves a plan at every table size, close calls not extended and
#: our own later turns played as the medium (the hard level: 8,000 at three seats, extended up to twice, a later turn
#: searched; 6,500 at four or more), and heads-up, where nothing is played out, the next player's replies sampled on 8
#: hands, not 12. A hint plans the turn afresh at every press: on the hard level's budgets it took 154 ms of CPU at p50
#: and 328 at p95 in Pyodide at three seats, and a new player waited 1.5 to 5.5 s for the first one (issue 46). On the
#: positions of ten first deals (seed 5; CPython CPU p50 / p95) it chose the hard level's move at 94% of them heads-up
#: (6 / 29 ms against 9 / 41), 86% at three seats (18 / 26 against 70 / 146), 95% at four, 96% at six (21 / 33 against
#: 48 / 102): as often as the hard level agrees with itself on another generator (87, 82, 91 and 96%), which is the
#: noise of its sampling (bench/hint_time.py; bench/README.md).
#: (Fields of :class:`kings.corners.players.hard.Settings`: the level is imported when first asked, as
#: :func:`~kings.corners.players.make_player` does, so the table opens without loading it.)
HINT_SETTINGS: dict[str, Any] = {
    "samples": 8,
    "finalists": 4,
    "reply_total": 3000,
    "playouts": 3000,
    "playouts_crowd": 3000,
    "playout_extend": 0.0,
    "playout_extend_crowd": 0.0,
    "later_turns": 0,
}


class FallbackPlayer:
    """The first play or pile move the engine lists, else end the turn."""

    level = "fallback"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        for move in legal:
            if isinstance(move, (Play, Shift)):
                return move
        return END_TURN if END_TURN in legal else legal[0]


def player_for(level: str) -> Player:
    """The CPU player of ``level``, or the fallback if that level is not available."""
    try:
        return make_player(level)
    except Exception:  # a level still being written: keep the table playable
        return FallbackPlayer()


def hint_player() -> Player:
    """A new hint player (:data:`HINT_SETTINGS`)."""
    from kings.corners.players.hard import HardPlayer, Settings

    return HardPlayer(Settings()._replace(**HINT_SETTINGS), "hint")


def _turn_key(s: Session) -> tuple[int, ...]:
    return s.match.seed, 7, len(s.match.results), len(s.shown.history)


def _hint_key(s: Session) -> tuple[int, ...]:
    return s.match.seed, HINT_SEED


CPU: CpuSpec[Session] = CpuSpec(
    game="corners", turn_key=_turn_key, hint_key=_hint_key, worker_levels=("hard", "expert"), player_for=player_for,
    hint_player=hint_player, rescue=FallbackPlayer(), hint_boots_worker=False)  # fmt: skip


class Thinker(MatchThinker):
    """Kings in the Corner's thinker in the CPU worker (:mod:`web.shell.worker`)."""

    cpu = CPU
