"""Klondike's helpers around the table (pure): what screen readers hear after each move, the log, the rules and
keys dialogs, the statistics and records (the shell's :class:`~web.shell.features.Features` does the rest). There
is no tutorial: a tap does the obvious thing, and the hint shows the rest."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from kings.klondike.moves import Draw, Move, Put, Recycle
from web.klondike import GAME, speech, words
from web.klondike.keymap import KEYS
from web.klondike.record import Records, figures, record_deal
from web.klondike.rulespage import rules_page
from web.klondike.session import Session
from web.klondike.settings import Settings
from web.klondike.setup import preset_name
from web.klondike.view import Scene
from web.klondike.viewmodels import Message, TableView
from web.shell import protocols
from web.shell.features import Features as ShellFeatures
from web.shell.stats import Figures, Overview, Stats

LOG = 40  #: moves the log keeps


class Ui(protocols.Ui[TableView, Settings], Protocol):
    """The page, as the controller sees it; Klondike's statistics add its records' figures."""

    def show_stats(self, stats: Stats, overview: Overview, extra: tuple[Figures, ...] = ()) -> None: ...


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
    keys = KEYS
    rules_page = staticmethod(rules_page)
    speak = staticmethod(speech.say)

    def own(self, action: str) -> Callable[[], object] | None:
        return self.show_stats if action == "stats" else None

    def __init__(self, app: Controller, clock: Callable[[], float] = time.time) -> None:
        super().__init__(app, GAME, clock)

    def new_tutorial(self) -> tuple[Any, Session]:
        raise NotImplementedError("Klondike has no tutorial: the hints show the way")

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
        app = self.app
        app.stats = record_deal(app.stats, s, s.elapsed, int(self.clock()))
        app.store.save("stats", app.stats.to_dict())
        return replace(s, counted=True)

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
