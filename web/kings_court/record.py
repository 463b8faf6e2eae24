"""King's Court's finished games and matches, added to the statistics (pure): a "deal" of the house's statistics is
one game (won by the player who captured the other's last Court piece; a draw is not a win), its score change the
points it brought (2 a win, 1 a draw); a "match" the whole match. They follow the first human seat."""

from __future__ import annotations

from dataclasses import replace

from kings.kings_court.state import CourtGame
from web.kings_court.results import points
from web.kings_court.session import Session
from web.shell.stats import HISTORY, DealEntry, Stats


def home_seat(session: Session) -> int | None:
    humans = session.humans
    return humans[0] if humans else None


def record_game(stats: Stats, session: Session, number: int, game: CourtGame, at: int = 0) -> Stats:
    """``stats`` with game ``number`` (from 0) of the match added."""
    seat = home_seat(session)
    outcome = game.outcome
    if seat is None or outcome is None:
        return stats
    colour = (seat - number) % 2
    won = outcome.winner == colour
    scored = points(game, colour)
    levels = tuple(sorted(s.kind for s in session.seats if not s.is_human))
    rules = session.match.rules.id
    entry = DealEntry(max(0, at), rules, levels, len(session.seats), won, None, scored)
    updated = stats.tallied(levels, rules, lambda t: t.add_deal(won, None))
    return replace(updated, history=(*updated.history, entry)[-HISTORY:])


def record_match(stats: Stats, session: Session) -> Stats:
    seat = home_seat(session)
    if seat is None or not session.match.over:
        return stats
    levels = tuple(s.kind for s in session.seats if not s.is_human)
    return stats.tallied(levels, session.match.rules.id, lambda t: t.add_match(seat in session.match.winners))
