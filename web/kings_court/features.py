"""King's Court's helpers around the table (pure): what screen readers hear after each move, the tutorial, the
rules and keys dialogs, the statistics (the shell's :class:`~web.shell.features.Features` does the rest)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from kings.kings_court.moves import Move
from kings.kings_court.texts import describe
from web.kings_court import GAME, speech
from web.kings_court.keymap import KEYS
from web.kings_court.results import deal_score
from web.kings_court.rulespage import rules_page
from web.kings_court.session import Session
from web.kings_court.setup import Settings
from web.kings_court.tutorial import counts, tutorial
from web.kings_court.view import Scene
from web.kings_court.viewmodels import Message, TableView
from web.shell import protocols
from web.shell.features import Features as ShellFeatures
from web.shell.tutorial import Tutorial

Ui = protocols.Ui[TableView, Settings]  #: the page, as the controller sees it


class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], protocols.Thinking[Move], Protocol):
    """The controller (:class:`web.kings_court.app.App`) as its helpers use it."""

    path: tuple[int, ...]  #: the squares picked so far, for a move in the making


class Features(ShellFeatures):
    """Speech, tutorial, dialogs and statistics for one :class:`~web.kings_court.app.App`."""

    app: Controller
    keys = KEYS
    rules_page = staticmethod(rules_page)
    speak = staticmethod(speech.say)
    deal_score = staticmethod(deal_score)
    offer_title = "New to King's Court?"
    offer_text = "A short tutorial plays your first moves: stepping into the Court, the turned board, and jumping."

    def __init__(self, app: Controller, clock: Callable[[], float] = time.time) -> None:
        super().__init__(app, GAME, clock)

    def new_tutorial(self) -> tuple[Tutorial, Session]:
        return tutorial()

    def after(self, before: Session, move: Move, human: bool) -> None:
        """A move was played: say it, sound it, move the tutorial on."""
        app = self.app
        after = app.session
        assert after is not None
        if human:
            self.offer = False
        self.announce(describe(before.shown, move) + ".")
        if not after.in_game:
            self.announce_banner()
        if human:
            self.passed(counts(move))
        you = after.humans[0] if after.humans else None
        outcome = after.shown.outcome if not after.in_game else None
        won = outcome is not None and you is not None and outcome.winner == after.colour_of(you)
        took = before.shown.captures(move)
        name = "win" if won else "draw" if took else "play"
        if app.settings.sound and (human or app.settings.speed != "instant" or won):
            app.ui.sound(name)
