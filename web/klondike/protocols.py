"""What Klondike's controller and its helpers need from each other and from the page (pure)."""

from __future__ import annotations

from collections.abc import Coroutine
from typing import Any, Protocol

from kings.cards import Card
from kings.klondike.moves import Move
from web.klondike.record import Records
from web.klondike.session import Session
from web.klondike.settings import Settings
from web.klondike.view import Scene
from web.klondike.viewmodels import Message, TableView
from web.shell.keyhelp import KeyGroups
from web.shell.rulesview import Section
from web.shell.setupform import FormField, SetupForm
from web.shell.stats import Figures, Overview, Stats
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

    def show_stats(self, stats: Stats, overview: Overview, extra: tuple[Figures, ...] = ()) -> None: ...

    def show_rules(self, sections: tuple[Section, ...]) -> None: ...

    def show_keys(self, groups: KeyGroups) -> None: ...

    def show_settings(self, settings: Settings) -> None: ...

    def show_tutorial(self) -> None: ...

    def close_dialog(self, dialog_id: str) -> None: ...

    def stats_note(self, text: str, error: bool) -> None: ...

    def download(self, name: str, text: str) -> None: ...

    def sound(self, name: str) -> None: ...

    def set_query(self, query: str) -> None: ...


class Controller(Protocol):  # (the helpers' view of web.klondike.app.App)
    """The controller (:class:`web.klondike.app.App`) as its helpers use it."""

    ui: Ui
    store: Store
    settings: Settings
    stats: Stats
    session: Session | None
    message: Message | None
    log: tuple[str, ...]

    @property
    def records(self) -> Records: ...

    def render(self, animate: bool = False) -> None: ...

    def scene(self) -> Scene: ...

    def elapsed(self) -> float: ...

    def stop_clock(self, s: Session) -> Session: ...

    def save_settings(self) -> None: ...

    def set_session(self, session: Session) -> None: ...

    def schedule(self) -> None: ...

    def resume(self) -> bool: ...

    def reload_saved(self) -> None: ...

    def start(self, setup: Any) -> None: ...


class Table(Controller, Protocol):
    """The controller as its worker jobs (:mod:`web.klondike.jobs`) use it."""

    think: Think | None
    busy: str
    finishing: bool
    selected: Card | None
    hint: Move | None
    more: Any

    def live(self) -> bool: ...

    def play(self, move: Move) -> bool: ...

    def say(self, text: str, tone: str = "info") -> None: ...

    def save(self) -> None: ...

    def nap(self, seconds: float) -> Coroutine[Any, Any, None]: ...

    def spawn(self, job: Coroutine[Any, Any, None]) -> object: ...
