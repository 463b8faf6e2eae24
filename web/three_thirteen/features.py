"""3-13's helpers around the table (pure): what screen readers hear after each move, the tutorial, the rules
and keys dialogs, the statistics (the shell's :class:`~web.shell.features.Features` does the rest)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from kings.three_thirteen.moves import Discard, Move
from web.shell import protocols
from web.shell.features import Features as ShellFeatures
from web.shell.tutorial import Tutorial
from web.three_thirteen import GAME, narrate, speech
from web.three_thirteen.keymap import KEYS
from web.three_thirteen.results import deal_score
from web.three_thirteen.rulespage import rules_page
from web.three_thirteen.session import Session
from web.three_thirteen.setup import Settings
from web.three_thirteen.tutorial import counts, tutorial
from web.three_thirteen.view import Scene
from web.three_thirteen.viewmodels import Message, TableView

Ui = protocols.Ui[TableView, Settings]  #: the page, as the controller sees it


class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], protocols.Thinking[Move], Protocol):
    """The controller (:class:`web.three_thirteen.app.App`) as its helpers use it."""

    selected: str | None  #: the card picked in the hand


class Features(ShellFeatures):
    """Speech, tutorial, dialogs and statistics for one :class:`~web.three_thirteen.app.App`."""

    app: Controller
    keys = KEYS
    rules_page = staticmethod(rules_page)
    speak = staticmethod(speech.say)
    deal_score = staticmethod(deal_score)
    offer_title = "New to 3-13?"
    offer_text = "A short tutorial plays your first turn: taking a card that makes a set, and going out."

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
        names = before.names()
        new = after.shown.history[len(before.shown.history) :]  # the same round: the move's events
        self.announce(" ".join(narrate.event_line(names, e) for e in new))
        if len(after.match.results) > len(before.match.results):
            self.announce_banner()
        if human:
            self.passed(counts(move))
        you = after.humans[0] if after.humans else None
        won = after.match.over and you in after.match.winners
        name = "win" if won else "play" if isinstance(move, Discard) else "draw"
        if app.settings.sound and (human or app.settings.speed != "instant" or won):
            app.ui.sound(name)
