"""Klondike's dealing (pure; a part of the controller, :class:`web.klondike.app.App`): a new deal, the same deal
again, today's deal, the new-game dialog's game, and leaving a deal in play for one of them.

A deal in play (moves made, not over) that is left for another counts as lost, as the classic versions count it,
and ends the streak of won deals: so the table asks first, "Give up this deal?" over the table, saying what it
costs (the streak, the Vegas score that stays in the running total). A stuck deal's banner (no moves left) or a
deal never touched goes at once. The next deal's message line says how the last one was counted.

Here too is what the controller's helpers see of it (:class:`Controller`) and its :class:`Features`: what the table
says around the game (speech, the log, the dialogs, the statistics and Klondike's records) on the shell's.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, Protocol

from kings.klondike.deal import Deal
from kings.klondike.moves import Draw, Move, Put, Recycle
from kings.klondike.seeds import daily_seed
from web.klondike import view, words
from web.klondike.report import Records, figures, record_deal
from web.klondike.session import Session
from web.klondike.spec import KEYS, Settings, Setup, form_fields, preset_name, rules_page, setup_form
from web.klondike.view import Scene
from web.klondike.viewmodels import Message, TableView
from web.klondike.words import say
from web.shell import protocols
from web.shell.controller import TableApp
from web.shell.features import Features as ShellFeatures
from web.shell.features import FeatureSpec
from web.shell.stats import Figures

LOG = 40  #: moves the log keeps

Ui = protocols.Ui[TableView, Settings]  #: the page, as the controller sees it


class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], Protocol):
    """The controller (:class:`web.klondike.app.App`) as its helpers use it: the log, the clock, the records."""

    log: tuple[str, ...]

    @property
    def records(self) -> Records: ...

    def elapsed(self) -> float: ...

    def stop_clock(self, s: Session) -> Session: ...


class Features(ShellFeatures):
    """Speech, the log, dialogs and statistics for one :class:`~web.klondike.app.App`."""

    app: Controller
    spec = FeatureSpec(keys=KEYS, rules_page=rules_page, speak=say)

    def own(self, action: str) -> Callable[[], object] | None:
        return self.show_stats if action == "stats" else None

    def count(self, s: Session) -> Session:
        """``s`` with its deal added to the statistics once it is won (other endings count when the player moves
        on: a stuck deal may still be undone)."""
        if not s.deal.over:
            return s
        s = self.app.stop_clock(s)
        if not s.deal.won or s.counted:
            return s
        return self.tally(s)

    def tally(self, s: Session) -> Session:
        """Add the deal of ``s`` to the statistics and records, and save them (its time is the session's: the
        clock folded in, or stopped at the last move)."""
        return self.count_once(s, lambda stats, s, at: record_deal(stats, s, s.elapsed, at))

    def figures(self) -> tuple[Figures, ...]:
        """The statistics dialog's tables of Klondike's records: streaks, best times and scores."""
        return figures(self.app.records, preset_name)

    def after(self, before: Session, move: Move, human: bool) -> None:
        """A move was played: say it, log it, sound it."""
        app = self.app
        after = app.session
        assert after is not None
        text = words.said(before.deal, move, after.deal)
        app.log = (*app.log, text)[-LOG:]
        self.announce(text + ".")
        if after.deal.over:
            self.announce_banner()
        name = "win" if after.deal.won else "draw" if isinstance(move, Draw | Recycle) else "play"
        if app.settings.sound and (isinstance(move, Put) or name != "play"):
            app.ui.sound(name)


#: What "Give up" goes on to, by what asked to leave the deal (the confirmation's button says it).
LEAVING = {"new-deal": "Give up and deal again", "replay": "Give up and replay", "daily": "Give up for today's deal",
           "new": "Give up and start"}  # fmt: skip



class Dealing(TableApp[Session, Settings, Features, Ui]):
    """New deals of every kind, and "Give up this deal?" before leaving one in play."""

    log: tuple[str, ...]
    selected: Any
    #: a new deal asked for while this deal is in play: what asked (a :data:`LEAVING` key) and what it does,
    #: waiting for "Give up" or "Keep playing"
    leaving: tuple[str, Callable[[], None]] | None = None

    @property
    def records(self) -> Records:
        """The streaks and bests, kept in the statistics (so the statistics file carries them)."""
        return Records.of(self.stats)

    @property
    def clock(self) -> Callable[[], float]:
        return self.more.clock

    def _fold(self) -> None:
        """Put the time played so far into the session (the controller's clock)."""
        raise NotImplementedError

    def scene(self) -> view.Scene:
        raise NotImplementedError

    def start(self, setup: Any) -> None:
        """A new deal: the one on the table is counted first (a deal left unfinished is a deal lost)."""
        self._leave()
        self.log = ()  # the moves panel is the new deal's
        super().start(setup)
        # the settings keep the rules and the option, never a daily deal's date (the next deal is a fresh one)
        self.settings = replace(self.settings, setup=Setup(setup.rules, setup.winnable))

    def _leave(self) -> str:
        """The deal on the table is left for another: count it, and carry the Vegas total on. Returns what the
        player is told once the next deal is on the table: a deal not won counts as lost, and what it cost."""
        s = self.session
        if s is None or s.checking or not s.deal.moves:
            return ""
        self._fold()
        s = self.session  # with the time played folded in (the statistics count it)
        assert s is not None
        if not s.counted:
            self.session = self.more.tally(s)
        if s.vegas:
            self.settings = replace(self.settings, bank=s.total)
            self.save_settings()
        if s.deal.won:
            return ""
        head = f"Daily deal {s.daily}" if s.daily else f"Deal {s.seed}"
        return f"{head} counted as lost" + (f" (Vegas: {view.money(s.deal.score)})." if s.vegas else ".")

    def in_play(self) -> bool:
        """Whether leaving the deal on the table gives it up: moves made, not over, not counted yet."""
        s = self.session
        return s is not None and not s.checking and bool(s.deal.moves) and not s.deal.over and not s.counted

    def ask_leave(self, what: str, then: Callable[[], None]) -> None:
        """``then`` (a new deal of some kind), at once if nothing is at stake; with a deal in play, first the
        question "Give up this deal?" over the table (it counts as lost: a player should not lose a streak to a
        stray tap of New deal)."""
        if not self.in_play():
            self._leaving(then)
            return
        self.leaving = (what, then)
        self.selected = None
        self.render()
        banner = view.build(self.scene()).banner
        if banner is not None:
            self.more.announce(banner.speech())
            self.render()

    def give_up(self) -> None:
        """"Give up" answered: the deal counts as lost and what was asked for goes ahead."""
        if self.leaving is None:
            return
        _, then = self.leaving
        self.leaving = None
        self._leaving(then, given_up=True)

    def keep_playing(self) -> None:
        if self.leaving is not None:
            self.leaving = None
            self.more.announce("Back to the deal.")
            self.render()

    def _leaving(self, then: Callable[[], None], given_up: bool = False) -> None:
        """Leave the deal (counted), then ``then``; the next deal's table says how the last one was counted."""
        note = self._leave()
        if given_up and note:
            # the deal given up, counted, is drawn once: a widget's host hears that it ended, lost
            # (web/klondike/report.py); the next deal replaces it before the page paints
            self.render()
        then()
        if note:
            self._say(note)
            self.more.announce(note)
            self.render()

    def replay(self) -> None:
        """The same deal again from the start (the same seed, rules and the daily deal's date)."""
        s = self.session
        if s is None or s.checking:
            return
        self._leave()
        fresh = Session(Deal.new(s.deal.rules, s.seed), s.winnable, s.daily, bank=self.settings.bank)
        self.set_session(fresh)
        self.message = None
        self.log = ()
        self.more.announce("The same deal again, from the start.")
        self._save()
        self.render()

    def daily(self) -> None:
        """Today's deal (the same for everyone today), with the rules on the table."""
        day = time.localtime(self.clock())
        date = f"{day.tm_year:04d}-{day.tm_mon:02d}-{day.tm_mday:02d}"
        setup = self.settings.start_setup()
        self.start(replace(setup, seed=daily_seed(day.tm_year, day.tm_mon, day.tm_mday), daily=date))

    # -- the new-game dialog ----------------------------------------------------------------------------------
    def submit_setup(self, seats: list[tuple[str, str]], preset_id: str, values: Mapping[str, str],
                     seed: str) -> None:  # fmt: skip
        """The dialog's game, once "Give up this deal?" is answered when the deal on the table is in play."""
        setup = self.dialog_setup(seats, preset_id, values, seed)
        if setup is None:
            return
        self.ui.close_setup()
        self.ask_leave("new", lambda: self.start(setup))

    def open_setup(self) -> None:
        self.ui.show_setup(setup_form(self.table_setup()))

    def setup_preset(self, preset_id: str) -> None:
        """Another preset chosen in the dialog: its options fill the fields."""
        from kings.klondike.rules import PRESETS

        if preset_id in PRESETS:
            self.ui.fill_rules(form_fields(PRESETS[preset_id], self.settings.start_setup().winnable))
