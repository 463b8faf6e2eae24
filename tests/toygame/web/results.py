"""The end of a game and of a match of Take-away (pure), as the shell's Ending; what a finished game is worth to the
statistics; its embed events on the shell's MatchReporter; its lobby line.

>>> from tests.toygame.web.setup import Setup
>>> lobby_entry(Session.new(Setup.first(), 5))
{'resume': True, 'last': 'Game 1 of 3 in progress against a medium CPU, standard rules.'}
"""

from __future__ import annotations

from typing import Any

from tests.toygame.engine import Deal
from tests.toygame.web.session import Session
from web.shell.ending import Cell, Column, Ending, Row, Table, match_headline, ordinal
from web.shell.lobbyline import match_entry, standing
from web.shell.reporter import MatchReporter
from web.shell.tally import DealScore


def _winners(deal: Deal) -> tuple[int, ...]:
    return () if deal.outcome is None else deal.outcome.winners


def deal_score(session: Session, number: int, result: Deal, seat: int) -> DealScore:
    """A finished game for the statistics: won or not, one point for a win."""
    won = seat in _winners(result)
    return DealScore(won, None, int(won))


def deal_ending(session: Session, index: int) -> Ending:
    result = session.match.results[index]
    won = _winners(result)
    names = [s.name for s in session.seats]
    headline = ("A drawn game" if not won else "You took the last counter!" if won == (session.you,)
                else f"{names[won[0]]} took the last counter")  # fmt: skip
    totals = session.match.totals
    rows = tuple(Row("", session.row_name(s), (Cell(str(totals[s])),), s == session.you, s in won) for s in range(2))
    lead = f"Game {index + 1} of {session.match.rules.deals}."
    return Ending("deal-over", headline, "win" if won and won == (session.you,) else "neutral", lead,
                  Table("Games won", (Column("Won"),), rows, False), spoken=f"{headline}. {lead}")  # fmt: skip


def match_ending(session: Session) -> Ending:
    m = session.match
    headline, mood = match_headline([s.name for s in session.seats], m.winners, session.you)
    rows = tuple(Row(ordinal(st.place), session.row_name(st.seat), (Cell(str(st.total)),), st.seat == session.you,
                     st.seat in m.winners) for st in m.standings())  # fmt: skip
    lead = f"The most games won of {len(m.results)}."
    return Ending("match-over", headline, mood, lead, Table("The final ranking", (Column("Won"),), rows, True),
                  spoken=f"{headline} {lead}")  # fmt: skip


class Reporter(MatchReporter[Session]):
    game = "take-away"

    def scores(self, s: Session) -> list[dict[str, Any]]:
        m = s.match
        last = _winners(m.results[-1]) if m.results else None
        return [{"seat": i, "name": c.name, "total": m.totals[i], "change": None if last is None else int(i in last),
                 "out": False} for i, c in enumerate(s.seats)]  # fmt: skip

    def deal_over(self, s: Session, index: int) -> tuple[int, list[str]]:
        return index + 1, [s.seats[w].name for w in _winners(s.match.results[index])]


def lobby_entry(session: Session) -> dict[str, Any]:
    totals = session.match.totals
    best = max(totals)

    def leader(done: bool) -> str:
        return standing([c.name for c, t in zip(session.seats, totals, strict=True) if t == best], done,
                        f"with {best}")  # fmt: skip

    return match_entry(session, "game", session.match.rules.deals, leader, "match")
