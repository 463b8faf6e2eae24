"""A finished deal or match added to a game's statistics (pure), written once for every game of deals.

The statistics follow the *home seat*: the first human seat (the device's owner; in pass and play, the first
player). A table with no human seat is not counted. In the shell's statistics a "deal" is one deal, hand, round or
game of the match (a game says what it was worth: won or not, the penalty points taken if its scoring is by
penalty, and the score change), and a "match" is the whole match.

>>> from web.shell.seats import SeatConfig
>>> class Table:
...     seats = (SeatConfig("Ben", "hard"), SeatConfig("You", "human"), SeatConfig("Ann", "easy"))
...     humans = (1,)
>>> s = add_deal(Stats(), Table(), "standard", DealScore(won=True, penalty=None, points=3), at=100)
>>> s.total.deals_won, s.history[-1].levels, sorted(s.by_level)
(1, ('easy', 'hard'), ['easy', 'hard'])
>>> add_match(s, Table(), "standard", won=False).total.matches
1

A game of deals declares what a deal was worth (a :data:`ScoreOf`) and, if the match's ``winners`` do not say it,
whether the home seat won the match; :func:`tally_deal` and :func:`tally_match` do the rest (the shell's
:meth:`~web.shell.features.Features.count` after each move).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from web.shell.seats import SeatConfig
from web.shell.stats import HISTORY, MAX_FACTS, DealEntry, Stats


class Table(Protocol):
    """A session, as the tally reads it: its seats and which of them are human."""

    @property
    def seats(self) -> tuple[SeatConfig, ...]: ...

    @property
    def humans(self) -> tuple[int, ...]: ...


@dataclass(frozen=True, slots=True)
class DealScore:
    """What one finished deal was worth to the home seat."""

    won: bool
    penalty: int | None  #: penalty points taken (None when the scoring is not by penalty points)
    points: int  #: the deal's score change, in the match's unit
    #: what else the deal showed, kept in the history for the profile's achievements (a King auction won:
    #: ``auction``); the shell adds ``online`` itself
    facts: tuple[str, ...] = ()


#: what finished deal ``number`` (from 0), its ``result``, was worth to ``seat`` of a session (None: the seat sat
#: it out)
ScoreOf = Callable[[Any, int, Any, int], DealScore | None]


def home_seat(session: Table) -> int | None:
    """The seat the statistics follow: the first human seat (None: nobody to count for)."""
    humans = session.humans
    return humans[0] if humans else None


def _levels(session: Table) -> tuple[str, ...]:
    return tuple(sorted(s.kind for s in session.seats if not s.is_human))


def add_deal(stats: Stats, session: Table, rules: str, score: DealScore, at: int = 0) -> Stats:
    """``stats`` with one finished deal added (played under the ``rules`` preset id, ended at time ``at``), in the
    tallies and at the end of the history."""
    levels = _levels(session)
    online = ("online",) if any(getattr(s, "remote", False) for s in session.seats) else ()
    facts = tuple(dict.fromkeys((*online, *score.facts)))[:MAX_FACTS]
    entry = DealEntry(max(0, at), rules, levels, len(session.seats), score.won, score.penalty, score.points, facts)
    updated = stats.tallied(levels, rules, lambda t: t.add_deal(score.won, score.penalty))
    return replace(updated, history=(*updated.history, entry)[-HISTORY:])


def add_match(stats: Stats, session: Table, rules: str, won: bool) -> Stats:
    """``stats`` with one finished match added (under the ``rules`` preset id)."""
    return stats.tallied(_levels(session), rules, lambda t: t.add_match(won))


def match_winner(session: Any, seat: int) -> bool:
    """Whether ``seat`` won the session's finished match (one of its ``match.winners``)."""
    return seat in session.match.winners


def tally_deal(stats: Stats, session: Any, number: int, result: Any, score_of: ScoreOf, at: int = 0) -> Stats:
    """``stats`` with finished deal ``number`` of ``session.match`` added for the home seat (unchanged with no
    home seat, or if it sat the deal out)."""
    seat = home_seat(session)
    score = None if seat is None else score_of(session, number, result, seat)
    return stats if score is None else add_deal(stats, session, session.match.rules.id, score, at)


def tally_match(stats: Stats, session: Any, won: Callable[[Any, int], bool] = match_winner) -> Stats:
    """``stats`` with the match of ``session`` added for the home seat, once it is over (unchanged before, or
    with no home seat)."""
    seat = home_seat(session)
    if seat is None or not session.match.over:
        return stats
    return add_match(stats, session, session.match.rules.id, won(session, seat))
