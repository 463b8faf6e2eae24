"""What a game's controller and its helpers need from each other and from the page (pure), once for every game.

:class:`Ui` is the page as a game's controller sees it (the game's ``dom.Page`` in the browser, a fake in
tests); :class:`Controller` is the controller as its helpers (the game's ``features``, ``hints`` and jobs) see it.
Both are protocols, so no module imports the one that implements them and the imports stay a tree
(tests/test_web_boundaries.py). They are generic in what differs between games (the table's view, the settings, the
session, the scene, the message), so a game names its types once::

    class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], Protocol):
        selected: str | None  # what only this game's controller has
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any, Protocol, TypeVar

from web.shell.keyhelp import KeyGroups
from web.shell.replaying import ReplayBar
from web.shell.rulesview import Section
from web.shell.setupform import FormField, SetupForm
from web.shell.stats import Figures, Overview, Stats
from web.shell.storage import Store
from web.shell.think import Think

Table_contra = TypeVar("Table_contra", contravariant=True)
Settings_contra = TypeVar("Settings_contra", contravariant=True)
UiT = TypeVar("UiT")
SettingsT = TypeVar("SettingsT")
SessionT = TypeVar("SessionT")
Scene_co = TypeVar("Scene_co", covariant=True)
MessageT = TypeVar("MessageT")
MoveT = TypeVar("MoveT")


class Dialogs(Protocol[Settings_contra]):
    """The page's dialogs and small services every table has."""

    def fill_rules(self, fields: tuple[FormField, ...]) -> None: ...

    def close_setup(self) -> None: ...

    def setup_error(self, text: str) -> None: ...

    def show_stats(self, stats: Stats, overview: Overview, extra: tuple[Figures, ...] = ()) -> None: ...

    def show_rules(self, sections: tuple[Section, ...]) -> None: ...

    def show_keys(self, groups: KeyGroups) -> None: ...

    def show_settings(self, settings: Settings_contra) -> None: ...

    def show_tutorial(self) -> None: ...

    def close_dialog(self, dialog_id: str) -> None: ...

    def stats_note(self, text: str, error: bool) -> None: ...

    def download(self, name: str, text: str) -> None: ...

    def sound(self, name: str) -> None: ...

    def set_query(self, query: str) -> None: ...

    def share(self, title: str, text: str, query: str | None, done: Callable[[str], object]) -> None: ...


class Ui(Dialogs[Settings_contra], Protocol[Table_contra, Settings_contra]):
    """What a game's controller needs from the page: its table drawn, and the dialogs."""

    def render(self, table: Table_contra, animate: bool) -> None: ...

    def invalidate(self) -> None: ...

    def show_setup(self, form: SetupForm) -> None: ...

    def show_replay(self, bar: ReplayBar | None) -> None: ...


class Controller(Protocol[UiT, SettingsT, SessionT, Scene_co, MessageT]):
    """A game's controller (its ``app.App``) as its helpers use it."""

    game: str  #: the registry id
    ui: UiT
    store: Store  #: this game's namespace
    settings: SettingsT
    stats: Stats
    session: SessionT | None
    message: MessageT | None

    def render(self, animate: bool = False) -> None: ...

    def scene(self) -> Scene_co: ...

    def table_view(self) -> Any: ...

    def start(self, setup: Any) -> None: ...

    def set_session(self, session: SessionT) -> None: ...

    def schedule(self) -> None: ...

    def resume(self) -> bool: ...

    def reload_saved(self) -> None: ...

    def save_settings(self) -> None: ...


class Thinking(Protocol[MoveT]):
    """What a controller with CPU players and hints adds: the worker's thinker and the hint on show."""

    hint: MoveT | None
    think: Think | None
    spawn: Callable[[Coroutine[Any, Any, None]], object]

    def can_act(self) -> bool: ...
