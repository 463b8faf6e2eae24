"""The daily deal at a game's table (pure; a part of :class:`web.shell.controller.TableApp`, as ``app.dailies``).

The controller hands it the address (:meth:`DailyDesk.split` takes ``daily=`` out before the game reads the rest),
"Today's daily deal" (the ``daily`` action: the New game dialog's button), each game it starts (:meth:`started`) and
each session it saves or replaces (:meth:`seen`). It deals the day's setup the game declares (``DAILY`` in its spec:
:class:`web.shell.daily.Daily`), and watches the daily on the table with the game's own embed reporter (its ``Reporter``
knows when the game ended and who won): the first result of the day is logged as the one that counts, a later one
as a replay, and the table says which. A game in the tutorial or at an online table is never a daily.
"""

from __future__ import annotations

import datetime
import importlib
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any
from urllib.parse import parse_qsl, urlencode

from kings.i18n import N_, _, long_date, ngettext
from web.shell.daily import KIND, Daily, DailyLog, day_notice, day_number, day_seed, read_day, utc_day
from web.shell.games import GAMES
from web.shell.storage import UNREADABLE

#: the banner kinds that end a game (web/shell/sharing.py's FINAL; that module imports this one)
ENDS = frozenset({"match-over", "game-over", "won", "stuck", "gave-up"})


def declared(game: str) -> Daily:
    """What ``game``'s daily is (its spec's ``DAILY``: the spec is loaded with the game anyway)."""
    daily: Daily = importlib.import_module(f"{GAMES[game].package}.spec").DAILY
    return daily


class DailyDesk:
    """One table's daily deals: the log of days, the daily on the table, and its result."""

    def __init__(self, app: Any, clock: Callable[[], float] | None = None) -> None:
        self.app = app
        self.clock = clock  #: the time now (None: the game's features' clock, a test's, else the real one)
        self.log = DailyLog()
        self._starting = False  #: a daily is being dealt (so :meth:`started` keeps it open)
        self._reporter: Any = None
        self._ended: list[dict[str, Any]] = []
        self.refused = False  #: the address's ``daily=`` named no day to deal

    @property
    def today(self) -> datetime.date:
        clock = self.clock or getattr(self.app.more, "clock", None) or time.time
        return utc_day(clock())

    def load(self) -> DailyLog:
        """Read the log (what cannot be read is set aside with a notice, and the log starts afresh)."""
        data = self.app.store.load(KIND)
        try:
            self.log = DailyLog() if data is None else DailyLog.from_dict(data)
        except UNREADABLE:
            self.app.store.reject(KIND, N_("could not be read"))
            self.log = DailyLog()
        return self.log

    def _save(self) -> None:
        self.app.store.save(KIND, self.log.to_dict())

    def split(self, query: str) -> tuple[str, datetime.date | None]:
        """``query`` without its ``daily=``, and the day it names (None: none, or no day: then a notice says so and
        the game deals as the rest of the address asks)."""
        self.load()
        pairs = parse_qsl(query.lstrip("?"), keep_blank_values=True)
        asked = [v for k, v in pairs if k == "daily"]
        self.refused = False
        if not asked:
            return query, None
        rest = "?" + urlencode([(k, v) for k, v in pairs if k != "daily"])
        day = read_day(asked[0], self.today)
        if day is None:
            self.refused = True
            self.app.store.notices.append(day_notice(asked[0]))
        return rest if len(rest) > 1 else "", day

    def answer(self, day: datetime.date | None, setup: Any) -> None:
        """What an address with ``daily=`` starts: that day's daily, or (no day) the game the rest of it asks for,
        else a new game of the last setup."""
        if day is not None:
            self.deal(day)
        else:
            self.app.start(setup if setup is not None else self.app.settings.start_setup())

    def from_address(self, query: str) -> None:
        """The game, already open, shown again by an address naming a day (the lobby's Daily deal): deal that day
        (a day refused: its notice, and the game on the table goes on)."""
        if "daily" not in dict(parse_qsl(query.lstrip("?"), keep_blank_values=True)):
            return
        _rest, day = self.split(query)
        if day is not None:
            self.deal(day)
        else:
            self.app.render()
        self.app.ui.set_query("")  # a reload resumes the game instead of dealing again

    def today_deal(self) -> None:
        """Today's daily deal (the New game dialog's button)."""
        self.app.ui.close_setup()
        self.deal(self.today)

    def deal(self, day: datetime.date) -> None:
        """Deal ``day``'s daily, and say what it is and whether it counts."""
        spec = declared(self.app.game)
        self.log = self.load()
        self.log = replace(self.log, open=day.isoformat())
        self._save()
        self._starting, kept = True, self.app.settings.setup
        try:
            self.app.start(spec.setup(day, day_seed(self.app.game, day)))
        finally:
            self._starting = False
        if self.app.settings.setup != kept:  # the daily's seats and preset are not the player's next game
            self.app.settings = replace(self.app.settings, setup=kept)
            self.app.save_settings()
        text = self._note(day)
        self.app.more.announce(text)
        self.app.tell(text, "success")  # (kept while the CPUs play first, as a move's "success" is)

    def _note(self, day: datetime.date) -> str:
        """What the daily of ``day`` is, and whether its result counts."""
        played = self.log.days.get(day.isoformat())
        if played is not None:
            text = _("Daily deal #{n}, {day}: {about}. A replay: your first result of that day stands.")
        elif day == self.today:
            text = _("Daily deal #{n}, {day}: {about}. Your first result counts.")
        else:
            text = _("Daily deal #{n}, {day}: {about}. A past day: it counts in your calendar.")
        return text.format(n=day_number(day), day=long_date(day), about=_(declared(self.app.game).about))

    def resumed(self) -> None:
        """The saved game is back on the table (a reload): a daily still in play says again what it is."""
        day = read_day(self.log.open, self.today) if self.log.open else None
        app = self.app
        if day is None or app.message is not None or app.store.notices:
            return
        banner = getattr(app.table_view(), "banner", None)
        if banner is not None and banner.kind in ENDS:  # (ended: its result is logged, and the end says so)
            return
        app.message = app._message(self._note(day), "success")

    def started(self) -> None:
        """The controller started a game: any but the daily closes the daily (its result no longer counts)."""
        if not self._starting and self.log.open:
            self.log = replace(self.log, open="")
            self._save()

    def seen(self, session: Any) -> None:
        """A session saved or left: log the daily's result once it has ended."""
        app = self.app
        if session is None or app.online is not None or getattr(app.more, "tutorial", None) is not None:
            return
        if self._reporter is None:
            module = importlib.import_module(f"{GAMES[app.game].package}.{GAMES[app.game].reporter}")
            self._reporter = module.Reporter(self._posted)
        self._reporter.update(session)
        ended, self._ended = self._ended, []
        if ended and self.log.open:
            self._record(session, ended[-1])

    def _posted(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "match-over":  # (the reporter's other events: a game started, a deal of a match ended)
            self._ended.append(data)

    def _record(self, session: Any, data: dict[str, Any]) -> None:
        spec = declared(self.app.game)
        humans = [i for i, s in enumerate(session.seats) if s.is_human]
        home = humans[0] if humans else 0
        score = next((s.get("total") for s in data.get("scores", ()) if s.get("seat") == home), None)
        won = session.seats[home].name in data.get("winners", ())
        outcome = "played" if spec.party else "won" if won else "lost"
        day = self.log.open
        self.log, first = self.log.record(day, outcome, score if isinstance(score, int) else None)
        self._save()
        streak = self.log.streak(self.today)
        words = {"won": _("won"), "lost": _("lost"), "played": _("played")}
        if first:
            # Translators: {outcome} is "won", "lost" or "played"
            text = _("Daily deal of {day}: {outcome}.").format(day=long_date(datetime.date.fromisoformat(day)),
                                                               outcome=words[outcome])  # fmt: skip
            if streak:
                text = ngettext("{text} Streak: {n} day in a row.", "{text} Streak: {n} days in a row.", streak).format(
                    text=text, n=streak)
            self.app.tell(text, "success")
        else:
            self.app.tell(_("Replay of the daily deal: {outcome}. Your first result of that day stands.").format(
                outcome=words[outcome]))
