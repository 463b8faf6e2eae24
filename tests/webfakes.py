"""A fake page and a harness for any game's controller (a :class:`web.shell.controller.TableApp`): intents in,
tables out, storage in memory, CPU moves run when the harness settles its tasks, sleeping instant.

A game's tests subclass :class:`Harness` with their App class and a ``session`` that suits them.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

from web.shell.setupform import FormField, SetupForm
from web.shell.stats import Figures, Overview, Stats
from web.shell.storage import MemoryBackend, Store


class FakeUi:
    """Records what a controller asks of the page (every game's Ui: render, dialogs, sounds, the address)."""

    def __init__(self) -> None:
        self.tables: list[Any] = []
        self.animated: list[bool] = []
        self.queries: list[str] = []
        self.shared: list[tuple[str, str, str | None]] = []  #: (title, text, query) of each Share
        self.replay_bar: Any = None  #: the replay's controls as last drawn (None: no replay)
        self.setup_errors: list[str] = []
        self.form: SetupForm | None = None
        self.fields: tuple[FormField, ...] = ()
        self.stats: Stats | None = None
        self.overview: Overview = ()
        self.figures: tuple[Figures, ...] = ()
        self.opened: list[str] = []
        self.shown: dict[str, Any] = {}
        self.notes: list[tuple[str, bool]] = []
        self.downloads: list[tuple[str, str]] = []
        self.sounds: list[str] = []
        self.invalidated = 0

    @property
    def table(self) -> Any:
        return self.tables[-1]

    def render(self, table: Any, animate: bool) -> None:
        self.tables.append(table)
        self.animated.append(animate)

    def invalidate(self) -> None:
        self.invalidated += 1

    def show_setup(self, form: SetupForm) -> None:
        self.form, self.fields = form, form.fields

    def fill_rules(self, fields: tuple[FormField, ...]) -> None:
        self.fields = fields

    def close_setup(self) -> None:
        self.form = None

    def setup_error(self, text: str) -> None:
        self.setup_errors.append(text)

    def show_sheet(self) -> None:
        self._open("sheet")

    def show_stats(self, stats: Stats, overview: Overview, extra: tuple[Figures, ...] = ()) -> None:
        self.stats, self.overview, self.figures = stats, overview, extra

    def _open(self, name: str, what: Any = None) -> None:
        self.opened.append(name)
        self.shown[name] = what

    def show_rules(self, sections: Any) -> None:
        self._open("help", sections)

    def show_keys(self, groups: Any) -> None:
        self._open("keys", groups)

    def show_settings(self, settings: Any) -> None:
        self._open("settings", settings)

    def show_tutorial(self) -> None:
        self._open("tutorial")

    def close_dialog(self, dialog_id: str) -> None:
        self.shown.pop(dialog_id, None)

    def stats_note(self, text: str, error: bool) -> None:
        self.notes.append((text, error))

    def download(self, name: str, text: str) -> None:
        self.downloads.append((name, text))

    def sound(self, name: str) -> None:
        self.sounds.append(name)

    def set_query(self, query: str) -> None:
        self.queries.append(query)

    def share(self, title: str, text: str, query: str | None, done: Callable[[str], object]) -> None:
        """Shared as a desktop browser does: copied."""
        self.shared.append((title, text, query))
        done("copied")

    def show_replay(self, bar: Any) -> None:
        """The replay's controls (None: hidden), as last drawn."""
        self.replay_bar = bar


async def no_sleep(seconds: float) -> None:
    """A sleep that returns at once."""


class Harness:
    """An App (:attr:`app_class`) on a fake page and in-memory storage; CPU tasks run when :meth:`settle` is
    called; every sleep is recorded and instant."""

    app_class: Any = None
    ui_class: Any = FakeUi  #: a game with dialogs of its own gives a subclass

    def __init__(self, backend: Any = None, query: str = "", entropy: int = 99, think: Any = None,
                 settle: bool = True) -> None:  # fmt: skip
        self.backend = backend if backend is not None else MemoryBackend()
        self.ui = self.ui_class()
        self.tasks: list[Coroutine[Any, Any, None]] = []
        self.sleeps: list[float] = []
        self.app = self.app_class(self.ui, Store(self.backend), sleep=self._sleep, spawn=self.tasks.append,
                                  entropy=lambda: entropy)  # fmt: skip
        self.app.think = think
        self.app.boot(query)
        if settle:
            self.settle()

    async def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)

    def settle(self) -> None:
        while self.tasks:
            asyncio.run(self.tasks.pop(0))

    def close(self) -> None:
        """Drop the tasks not run (no 'never awaited' warnings)."""
        for task in self.tasks:
            task.close()
        self.tasks.clear()

    def saved(self) -> Any:
        return self.app.store.load("match")
