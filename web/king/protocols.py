"""What King's controller and its helpers need from each other and from the page (pure).

:class:`Ui` is the page as the controller sees it (:class:`web.king.dom_page.Page` in the browser, a fake
in tests); :class:`Controller` is the controller as its helpers (:mod:`web.king.features`,
:mod:`web.shell.hinting`) see it. Both are protocols, so the imports stay a tree.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any, Protocol

from kings.king.moves import Move
from web.king.session import Session
from web.king.settings import Settings
from web.king.setup import Setup
from web.king.view import Scene
from web.king.viewmodels import Message, TableView
from web.shell.keyhelp import KeyHelp
from web.shell.rulesview import Section
from web.shell.setupform import FormField, SetupForm
from web.shell.stats import Overview, Stats
from web.shell.storage import Store
from web.shell.worker import Think


class Ui(Protocol):
    """What the controller needs from the page."""

    def render(self, table: TableView, animate: bool) -> None: ...

    def invalidate(self) -> None: ...

    def show_setup(self, form: SetupForm) -> None: ...

    def fill_rules(self, fields: tuple[FormField, ...]) -> None: ...

    def close_setup(self) -> None: ...

    def setup_error(self, text: str) -> None: ...

    def show_sheet(self) -> None: ...

    def show_stats(self, stats: Stats, overview: Overview) -> None: ...

    def show_rules(self, sections: tuple[Section, ...]) -> None: ...

    def show_keys(self, groups: tuple[tuple[str, tuple[KeyHelp, ...]], ...]) -> None: ...

    def show_settings(self, settings: Settings) -> None: ...

    def show_tutorial(self) -> None: ...

    def close_dialog(self, dialog_id: str) -> None: ...

    def stats_note(self, text: str, error: bool) -> None: ...

    def download(self, name: str, text: str) -> None: ...

    def sound(self, name: str) -> None: ...

    def set_query(self, query: str) -> None: ...


class Controller(Protocol):
    """The controller (:class:`web.king.app.App`) as its helpers use it."""

    ui: Ui
    store: Store
    settings: Settings
    stats: Stats
    session: Session | None
    hint: Move | None
    message: Message | None
    think: Think | None
    spawn: Callable[[Coroutine[Any, Any, None]], object]

    def render(self, animate: bool = False) -> None: ...

    def scene(self) -> Scene: ...

    def can_act(self) -> bool: ...

    def start(self, setup: Setup) -> None: ...

    def set_session(self, session: Session) -> None: ...

    def schedule(self) -> None: ...

    def resume(self) -> bool: ...

    def reload_saved(self) -> None: ...

    def save_settings(self) -> None: ...
