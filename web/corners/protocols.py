"""What Kings in the Corner's controller and its helpers need from each other and from the page (pure).

:class:`Ui` is the page as the controller sees it (:class:`web.corners.dom_page.Page` in the browser,
a fake in tests); :class:`Controller` is the controller as its helpers (:mod:`web.corners.features`,
:mod:`web.shell.hinting`) see it. Both are protocols, so no module needs to import the one that
implements them: the imports stay a tree (tests/test_web_boundaries.py).
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any, Protocol

from kings.corners import Move
from web.corners.session import Session
from web.corners.settings import Settings
from web.corners.setup import Setup
from web.corners.view import Scene
from web.corners.viewmodels import Message, Selection, TableView
from web.shell.keyhelp import KeyHelp
from web.shell.rulesview import Section
from web.shell.setupform import FormField
from web.shell.stats import Overview, Stats
from web.shell.storage import Store
from web.shell.worker import Think


class MoreUi(Protocol):
    """What the features need from the page (besides the table itself)."""

    def show_rules(self, sections: tuple[Section, ...]) -> None: ...

    def show_keys(self, groups: tuple[tuple[str, tuple[KeyHelp, ...]], ...]) -> None: ...

    def show_settings(self, settings: Settings) -> None: ...

    def show_tutorial(self) -> None: ...

    def close_dialog(self, dialog_id: str) -> None: ...

    def stats_note(self, text: str, error: bool) -> None: ...

    def download(self, name: str, text: str) -> None: ...

    def sound(self, name: str) -> None: ...


class Ui(MoreUi, Protocol):
    """What the controller needs from the page (the dialogs of :mod:`web.corners.features` too)."""

    def render(self, table: TableView, animate: bool) -> None: ...

    def invalidate(self) -> None: ...

    def show_setup(self, setup: Setup, fields: tuple[FormField, ...]) -> None: ...

    def fill_rules(self, fields: tuple[FormField, ...]) -> None: ...

    def close_setup(self) -> None: ...

    def setup_error(self, text: str) -> None: ...

    def show_stats(self, stats: Stats, overview: Overview) -> None: ...

    def set_query(self, query: str) -> None: ...


class Controller(Protocol):
    """The controller (:class:`web.corners.app.App`) as its helpers use it."""

    ui: Ui
    store: Store  #: this game's namespace
    settings: Settings
    stats: Stats
    session: Session | None
    selection: Selection | None
    hint: Move | None
    message: Message | None
    choices: tuple[Move, ...]
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

    def load_saved(self, decode: Callable[[Any], Any], kind: str) -> Any: ...

    def save_settings(self) -> None: ...
