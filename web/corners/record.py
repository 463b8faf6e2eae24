"""Kings in the Corner's finished deals and matches, added to the statistics (pure).

Statistics follow the first human seat of each match (the device's owner; in pass and play, the
player in seat 1); matches with no human seat are not counted. The statistics themselves are the
shell's (:mod:`web.shell.stats`), kept per game.
"""

from __future__ import annotations

from dataclasses import replace

from kings.corners import DealResult
from kings.corners.rules import Method
from web.corners.session import Session
from web.shell.stats import HISTORY, DealEntry, Stats


def home_seat(session: Session) -> int | None:
    """The seat the statistics follow: the first human seat."""
    humans = session.humans
    return humans[0] if humans else None


def record_deal(stats: Stats, session: Session, result: DealResult, at: int = 0) -> Stats:
    """``stats`` with one finished deal of ``session`` (ended at time ``at``) added; unchanged if
    the home seat sat the deal out."""
    seat = home_seat(session)
    if seat is None or seat not in result.seats:
        return stats
    penalty = None
    delta = result.delta(seat) or 0
    if session.match.rules.scoring.method in (Method.PENALTY, Method.ELIMINATION):
        penalty = delta
    won = seat in result.winners
    levels = tuple(sorted(s.kind for s in session.seats if not s.is_human))
    entry = DealEntry(max(0, at), session.match.rules.id, levels, len(session.seats), won, penalty, delta)
    updated = stats.tallied(levels, session.match.rules.id, lambda t: t.add_deal(won, penalty))
    return replace(updated, history=(*updated.history, entry)[-HISTORY:])


def record_match(stats: Stats, session: Session) -> Stats:
    """``stats`` with the finished match of ``session`` added."""
    seat = home_seat(session)
    if seat is None or not session.match.over:
        return stats
    won = seat in session.match.winners
    levels = tuple(s.kind for s in session.seats if not s.is_human)
    return stats.tallied(levels, session.match.rules.id, lambda t: t.add_match(won))
