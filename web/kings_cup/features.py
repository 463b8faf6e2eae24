"""Kings Cup's helpers around the table (pure): what screen readers hear after each move (the engine's
narration), the rules and keys dialogs, large text, the statistics (the shell's
:class:`~web.shell.features.Features` does the rest). There is no tutorial: the table says what to do."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from kings.kings_cup.moves import Draw, Move
from kings.kings_cup.texts import narrate
from web.kings_cup import GAME, speech
from web.kings_cup.decks import DecksView, EditorView
from web.kings_cup.editor import DraftError
from web.kings_cup.keymap import KEYS
from web.kings_cup.record import record_game
from web.kings_cup.rulespage import rules_page
from web.kings_cup.session import Session
from web.kings_cup.settings import Settings
from web.kings_cup.view import Scene
from web.kings_cup.viewmodels import Message, TableView
from web.shell import protocols
from web.shell.features import Features as ShellFeatures


class Ui(protocols.Ui[TableView, Settings], Protocol):
    """The page, as the controller sees it: the shell's table and dialogs, and Kings Cup's own (the age notice,
    the decks and their editor)."""

    def show_age(self, deck: str, notice: str) -> None: ...

    def close_age(self) -> None: ...

    def show_decks(self, view: DecksView) -> None: ...

    def copy_link(self, query: str) -> None: ...

    def show_editor(self, view: EditorView) -> None: ...

    def editor_error(self, error: DraftError | None) -> None: ...

    def close_editor(self) -> None: ...

    def focus_choice(self, kind: str) -> None: ...

    def rest(self) -> None: ...


class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], Protocol):
    """The controller (:class:`web.kings_cup.app.App`) as its helpers use it."""


class Features(ShellFeatures):
    """Speech, dialogs, large text and statistics for one :class:`~web.kings_cup.app.App`."""

    app: Controller
    keys = KEYS
    rules_page = staticmethod(rules_page)
    speak = staticmethod(speech.say)

    def own(self, action: str) -> Callable[[], object] | None:
        return self.toggle_large if action == "large" else None

    def __init__(self, app: Controller, clock: Callable[[], float] = time.time) -> None:
        super().__init__(app, GAME, clock)

    def new_tutorial(self) -> tuple[Any, Session]:
        raise NotImplementedError("Kings Cup has no tutorial: the table says what to do")

    def toggle_large(self) -> None:
        app = self.app
        app.settings = replace(app.settings, large=not app.settings.large)
        app.save_settings()
        self.announce("Large text " + ("on." if app.settings.large else "off."))
        app.render()

    def count(self, s: Session) -> Session:
        """``s`` with its finished game added to the statistics, saved (once per game)."""
        app = self.app
        if not s.game.over or s.counted:
            return s
        app.stats = record_game(app.stats, s, int(self.clock()))
        app.store.save("stats", app.stats.to_dict())
        return replace(s, counted=True)

    def after(self, before: Session, move: Move, human: bool) -> None:
        """A move was played: say it (the engine's words), and sound it."""
        app = self.app
        after = app.session
        assert after is not None
        self.announce(narrate(before.game, move))
        if after.game.over:
            self.announce_banner()
        name = "win" if after.game.over else "draw" if isinstance(move, Draw) else "play"
        if app.settings.sound:
            app.ui.sound(name)
