"""King's finished hands and games, added to the statistics (pure).

The statistics follow the first human seat (the device's owner; in pass and play, the first seat);
a game with no human is not counted. In the shell's statistics a "deal" is one hand of King: won
when the home seat scored the most of the table in it (ties included), with its points as the
penalty in a negative hand; a "match" is a whole game.
"""

from __future__ import annotations

from dataclasses import replace

from kings.king.results import HandResult
from web.king.session import Session
from web.shell.stats import HISTORY, DealEntry, Stats


def home_seat(session: Session) -> int | None:
    humans = session.humans
    return humans[0] if humans else None


def record_hand(stats: Stats, session: Session, result: HandResult, at: int = 0) -> Stats:
    """``stats`` with one finished hand of ``session`` (ended at time ``at``) added."""
    seat = home_seat(session)
    if seat is None:
        return stats
    points = result.points[seat]
    won = points == max(result.points)
    penalty = None if result.contract.positive or result.forfeited else -points
    levels = tuple(sorted(s.kind for s in session.seats if not s.is_human))
    rules = session.game.rules.id
    entry = DealEntry(max(0, at), rules, levels, len(session.seats), won, penalty, points)
    updated = stats.tallied(levels, rules, lambda t: t.add_deal(won, penalty))
    return replace(updated, history=(*updated.history, entry)[-HISTORY:])


def record_game(stats: Stats, session: Session) -> Stats:
    """``stats`` with the finished game of ``session`` added."""
    seat = home_seat(session)
    outcome = session.game.outcome
    if seat is None or outcome is None:
        return stats
    levels = tuple(s.kind for s in session.seats if not s.is_human)
    return stats.tallied(levels, session.game.rules.id, lambda t: t.add_match(seat in outcome.winners))
