"""3-13's finished rounds and games, added to the statistics (pure): a "deal" is a round (won by the lowest
penalty in it, its points the penalty), a "match" a whole game. They follow the first human seat."""

from __future__ import annotations

from dataclasses import replace

from kings.three_thirteen.match import RoundResult
from web.shell.stats import HISTORY, DealEntry, Stats
from web.three_thirteen.session import Session


def home_seat(session: Session) -> int | None:
    humans = session.humans
    return humans[0] if humans else None


def record_round(stats: Stats, session: Session, result: RoundResult, at: int = 0) -> Stats:
    """``stats`` with one finished round added (unchanged if the home seat sat it out)."""
    seat = home_seat(session)
    if seat is None or seat not in result.seats:
        return stats
    points = result.points[seat]
    won = points == min(result.points[s] for s in result.seats)
    levels = tuple(sorted(s.kind for s in session.seats if not s.is_human))
    rules = session.match.rules.id
    entry = DealEntry(max(0, at), rules, levels, len(session.seats), won, points, points)
    updated = stats.tallied(levels, rules, lambda t: t.add_deal(won, points))
    return replace(updated, history=(*updated.history, entry)[-HISTORY:])


def record_game(stats: Stats, session: Session) -> Stats:
    seat = home_seat(session)
    if seat is None or not session.match.over:
        return stats
    levels = tuple(s.kind for s in session.seats if not s.is_human)
    return stats.tallied(levels, session.match.rules.id, lambda t: t.add_match(seat in session.match.winners))
