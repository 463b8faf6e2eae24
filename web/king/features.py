"""King's helpers around the table (pure): what screen readers hear after each move, the tutorial,
the rules and keys dialogs, the statistics (the shell's :class:`~web.shell.features.Features` does the
shared settings, the statistics dialog and its files).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from kings.cards import Card
from kings.king.moves import Move
from web.king import GAME, narrate, speech
from web.king.keymap import KEYS
from web.king.results import deal_score, game_won
from web.king.rulespage import rules_page
from web.king.session import Session
from web.king.settings import Settings
from web.king.tutorial import counts, tutorial
from web.king.view import Scene
from web.king.viewmodels import Message, TableView
from web.shell import protocols
from web.shell.features import Features as ShellFeatures
from web.shell.tutorial import Tutorial


class Ui(protocols.Ui[TableView, Settings], Protocol):
    """The page, as the controller sees it: the shell's table and dialogs, and King's score sheet."""

    def show_sheet(self) -> None: ...


class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], protocols.Thinking[Move], Protocol):
    """The controller (:class:`web.king.app.App`) as its helpers use it."""


class Features(ShellFeatures):
    """Speech, tutorial, dialogs and statistics for one :class:`~web.king.app.App`."""

    app: Controller
    keys = KEYS
    rules_page = staticmethod(rules_page)
    speak = staticmethod(speech.say)
    deal_score = staticmethod(deal_score)
    match_won = staticmethod(game_won)

    offer_title = "New to King?"
    offer_text = ("A short tutorial shows the first tricks: which cards you may play, who takes a trick, and how "
                  "to lose tricks on purpose.")

    def __init__(self, app: Controller, clock: Callable[[], float] = time.time) -> None:
        super().__init__(app, GAME, clock)

    def new_tutorial(self) -> tuple[Tutorial, Session]:
        return tutorial()

    # -- after each move -------------------------------------------------------------------------
    def after(self, before: Session, move: Move, human: bool) -> None:
        """A move was played: say it, sound it, move the tutorial on."""
        app = self.app
        after = app.session
        assert after is not None
        if human:
            self.offer = False
        self.announce(narrate.last_line(after))
        ended = len(after.game.results) > len(before.game.results)
        if ended:
            self.announce_banner()
        if human:
            self.passed(counts(move))
        name = "play" if isinstance(move, Card) else None
        you = after.humans[0] if after.humans else None
        if ended and after.game.over and after.game.outcome is not None and you in after.game.outcome.winners:
            name = "win"
        if name and app.settings.sound and (human or app.settings.speed != "instant" or name == "win"):
            app.ui.sound(name)
