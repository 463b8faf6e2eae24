"""The daily deal, once for every game (pure): the day's seed, a game's declaration, and the log of days played.

Every game has a deal of the day, the same for everyone on the same UTC date: its seed is :func:`day_seed`,
``derive_seed(root, year, month, day)`` (:func:`kings.seeding.derive_seed`, SplitMix64 on Python integers, so the
same in CPython and Pyodide), where ``root`` is the game's id in capitals, its first eight letters read as a number
(``KLONDIKE``: Klondike's daily seeds are the ones it always dealt, :func:`kings.klondike.seeds.daily_seed`).

A game only declares what its daily is, as ``DAILY`` in its ``spec`` module (a :class:`Daily`): the setup of the day
(its preset and seats, from the date and the seed) and a few words on it. Everything else is the shell's: the address
(``?daily=2026-11-25`` or ``?daily=today``, :func:`read_day`), the log of results (:class:`DailyLog`: the first
result of a day counts, replays are counted apart), the streak of days and the calendar, kept as ``kings.<game>.
daily`` (:data:`KIND`) under the storage's rules, and the way in from the lobby (web/shell/shell.js reads the log).

>>> from datetime import date
>>> day_seed("klondike", date(2026, 1, 1))
2938596639340537839
>>> log, first = DailyLog().record("2026-12-03", "won", 12)
>>> log, again = log.record("2026-12-03", "lost", 0)
>>> first, again, log.days["2026-12-03"]
(True, False, Result(outcome='won', score=12, replays=1))
>>> log.record("2026-12-04", "lost", 3)[0].streak(date(2026, 12, 4))
2
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from kings.i18n import _
from kings.seeding import derive_seed
from web.shell.seats import HUMAN, make_seats

KIND = "daily"  #: the kind of saved data: ``kings.<game>.daily``
EPOCH = datetime.date(2026, 1, 1)  #: day 1 of the daily deals (a day's number counts from it)
KEEP = 400  #: days a game's log keeps (the oldest go first)
MAX_REPLAYS = 9_999
CALENDAR = 28  #: days the calendar shows, today's included
OUTCOMES = ("won", "lost", "played")  #: a daily's result: won or lost, or played (a party game has no winner)


def root(game: str) -> int:
    """The root of ``game``'s daily seeds: its id in capitals, the first eight letters read as a number.

    >>> root("klondike") == int.from_bytes(b"KLONDIKE", "big")
    True
    """
    return int.from_bytes(game.upper().encode("ascii")[:8], "big")


def day_seed(game: str, day: datetime.date) -> int:
    """The seed of ``game``'s deal of ``day`` (the same for everyone, forever)."""
    return derive_seed(root(game), day.year, day.month, day.day)


def utc_day(now: float) -> datetime.date:
    """The UTC date at ``now`` (seconds since the epoch): the daily deal changes at midnight UTC everywhere."""
    return datetime.datetime.fromtimestamp(now, datetime.UTC).date()


def day_number(day: datetime.date) -> int:
    """The day's number in the daily deals (1 on :data:`EPOCH`).

    >>> day_number(datetime.date(2026, 12, 4))
    338
    """
    return (day - EPOCH).days + 1


def read_day(text: str, today: datetime.date) -> datetime.date | None:
    """The day an address names: ``today`` or a date written YYYY-MM-DD, not after today (a day's slack for a clock
    a little behind); None for anything else.

    >>> today = datetime.date(2026, 12, 4)
    >>> read_day("today", today), read_day("2026-11-25", today)
    (datetime.date(2026, 12, 4), datetime.date(2026, 11, 25))
    >>> read_day("2026-02-30", today), read_day("2026-12-06", today), read_day("26-1-1", today)
    (None, None, None)
    """
    if text.strip().lower() == "today":
        return today
    parts = text.strip().split("-")
    if len(parts) != 3 or [len(p) for p in parts] != [4, 2, 2] or not all(p.isascii() and p.isdigit() for p in parts):
        return None
    try:
        day = datetime.date(*(int(p) for p in parts))
    except ValueError:
        return None
    return day if day <= today + datetime.timedelta(days=1) else None


def day_notice(text: str) -> str:
    """The notice on a ``daily`` the address gives that is no day to deal."""
    shown = text if len(text) <= 20 else text[:20] + "…"
    return _("daily: {day} is not a date up to today (YYYY-MM-DD, or today); dealing a normal game instead.").format(
        day=repr(shown))


@dataclass(frozen=True, slots=True)
class Daily:
    """What a game's daily deal is, as its spec declares it (``DAILY``)."""

    #: the setup of a day's deal, from the day and its seed (:func:`day_seed`): the preset, the seats and the seed
    setup: Callable[[datetime.date, int], Any]
    about: str  #: the deal in a few words: ``against three hard CPUs``
    party: bool = False  #: a party game: a daily is played, not won or lost


def seated(setup: Any, cpus: Sequence[str], about: str, alternate: bool = False) -> Daily:
    """The daily of a seated game (``setup``: its :class:`web.shell.setupform.FormSetup`): you in the first seat and
    CPUs of ``cpus`` levels after you, under the game's first preset; ``alternate``: the seats turn round every other
    day (King's Court: who moves first, and so the colours, alternate by day).

    >>> from types import SimpleNamespace as NS
    >>> Setup = lambda seats, rules, seed: (tuple(s.kind for s in seats), rules, seed)
    >>> Setup.form = NS(default="standard")
    >>> daily = seated(Setup, ("hard",), "against a hard CPU", alternate=True)
    >>> daily.setup(datetime.date(2026, 12, 4), 7), daily.setup(datetime.date(2026, 12, 5), 8)
    ((('human', 'hard'), 'standard', 7), (('hard', 'human'), 'standard', 8))
    """

    def build(day: datetime.date, seed: int) -> Any:
        kinds = [HUMAN, *cpus]
        if alternate and day_number(day) % 2:
            kinds.reverse()
        return setup(make_seats(kinds), setup.form.default, seed)

    return Daily(build, about)


@dataclass(frozen=True, slots=True)
class Result:
    """A day's result: the first one that counts, with its score (None: none), and the replays played after it."""

    outcome: str
    score: int | None = None
    replays: int = 0


@dataclass(frozen=True, slots=True)
class DailyLog:
    """A game's days played: each date's :class:`Result`, and the date of the daily on the table (``open``, "" for
    none: a result counts for the daily only while it is open)."""

    days: Mapping[str, Result] = field(default_factory=dict)
    open: str = ""

    def record(self, day: str, outcome: str, score: int | None = None) -> tuple[DailyLog, bool]:
        """This log with a result on ``day``, and whether it is the day's first (the one that counts); a later one
        is a replay, only counted."""
        days = dict(self.days)
        was = days.get(day)
        if was is not None:
            days[day] = replace(was, replays=min(MAX_REPLAYS, was.replays + 1))
            return replace(self, days=days), False
        days[day] = Result(outcome, score)
        keep = dict(sorted(days.items())[-KEEP:])
        return replace(self, days=keep), True

    def streak(self, today: datetime.date) -> int:
        """Days in a row with a daily played, up to today (or yesterday: today's may still come)."""
        day = today if today.isoformat() in self.days else today - datetime.timedelta(days=1)
        n = 0
        while day.isoformat() in self.days:
            n += 1
            day -= datetime.timedelta(days=1)
        return n

    def best(self) -> int:
        """The longest run of days in a row with a daily played."""
        best = run = 0
        last: datetime.date | None = None
        for text in sorted(self.days):
            day = datetime.date.fromisoformat(text)
            run = run + 1 if last is not None and (day - last).days == 1 else 1
            best, last = max(best, run), day
        return best

    def calendar(self, today: datetime.date, days: int = CALENDAR) -> list[tuple[datetime.date, Result | None]]:
        """The last ``days`` days, oldest first, each with its result (None: not played)."""
        first = today - datetime.timedelta(days=days - 1)
        return [(d, self.days.get(d.isoformat())) for d in (first + datetime.timedelta(days=i) for i in range(days))]

    def to_dict(self) -> dict[str, Any]:
        days = {d: {"outcome": r.outcome, "score": r.score, "replays": r.replays} for d, r in sorted(self.days.items())}
        return {"days": days, "open": self.open}

    @classmethod
    def from_dict(cls, data: Any) -> DailyLog:
        """Read :meth:`to_dict` output; raises ValueError on anything else."""
        if not isinstance(data, dict) or not isinstance(data.get("days"), dict) or len(data["days"]) > KEEP:
            raise ValueError("the daily deals must be a short list of days")
        days: dict[str, Result] = {}
        for day, raw in data["days"].items():
            if not _is_date(day) or not isinstance(raw, dict) or raw.get("outcome") not in OUTCOMES:
                raise ValueError("a day's result must be a date and won, lost or played")
            score, replays = raw.get("score"), raw.get("replays", 0)
            if not (score is None or _whole(score, 10**9)) or not _whole(replays, MAX_REPLAYS) or replays < 0:
                raise ValueError("a day's score and replays must be whole numbers")
            days[day] = Result(raw["outcome"], score, replays)
        opened = data.get("open", "")
        if not isinstance(opened, str) or (opened and not _is_date(opened)):
            raise ValueError("the open daily must be a date")
        return cls(days, opened)


def _is_date(text: Any) -> bool:
    if not isinstance(text, str) or len(text) != 10:
        return False
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return True


def _whole(value: Any, most: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -most <= value <= most
