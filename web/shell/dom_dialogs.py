"""The page's dialogs and sounds as every game's controller asks for them (page code): a mixin for a
game's page, which owns a :class:`~web.shell.dom_help.Help` (``help``), a
:class:`~web.shell.dom_stats.StatsPage` (``stats_page``) and :class:`~web.shell.dom_sound.Sounds`
(``sounds``)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from web.shell.dom_help import Help, Prefs, top
from web.shell.dom_sound import Sounds
from web.shell.dom_stats import StatsPage
from web.shell.keyhelp import KeyHelp
from web.shell.rulesview import Section
from web.shell.stats import Figures, Overview, Stats


class DialogsUi:
    """The rules, keys, settings, tutorial and statistics dialogs, sounds and the address bar."""

    help: Help
    stats_page: StatsPage
    sounds: Sounds
    win: Any

    if TYPE_CHECKING:  # the page's own (web.shell.page.PageCode)

        def by_id(self, name: str) -> Any: ...

    def show_stats(self, stats: Stats, overview: Overview, extra: tuple[Figures, ...] = ()) -> None:
        self.stats_page.render(stats, overview, extra)
        self.help.open("stats-dialog")
        top(self.by_id("stats-dialog"))

    def stats_note(self, text: str, error: bool) -> None:
        self.stats_page.note(text, error)

    def download(self, name: str, text: str) -> None:
        self.stats_page.download(name, text)

    def show_rules(self, sections: tuple[Section, ...]) -> None:
        self.help.show_rules(sections)

    def show_keys(self, groups: tuple[tuple[str, tuple[KeyHelp, ...]], ...]) -> None:
        self.help.show_keys(groups)

    def show_settings(self, settings: Prefs) -> None:
        self.help.show_settings(settings)

    def show_tutorial(self) -> None:
        self.help.show_tutorial()

    def close_dialog(self, dialog_id: str) -> None:
        self.help.close(dialog_id)

    def sound(self, name: str) -> None:
        self.sounds.play(name)

    def set_query(self, query: str) -> None:
        with contextlib.suppress(Exception):  # a sandboxed frame may refuse; the game goes on
            # the fragment stays: an invite's #online= code is read and cleared by online play, not here
            location = self.win.location
            self.win.history.replaceState(None, "", location.pathname + query + location.hash)
