"""The whole page: the table (:class:`web.dom.Dom`) plus keyboard play, focus keeping, the
spoken live region, the help, settings and tutorial dialogs, statistics charts and files, and
sounds. Page code, created by :mod:`web.main`; it implements the controller's whole ``Ui``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.dom import Dom
from web.dom_help import Help, top
from web.dom_keys import Keys
from web.dom_sound import Sounds
from web.dom_stats import StatsPage
from web.keymap import KeyHelp
from web.rulespage import Section
from web.storage import Settings

if TYPE_CHECKING:
    from web.app import App
    from web.stats import Stats
    from web.viewmodels import TableView


class Page(Dom):
    """:class:`~web.dom.Dom` and everything around the table."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, window, proxy)
        self.help = Help(document, proxy)
        self.keys = Keys(self)
        self.stats_page = StatsPage(document, window, proxy)
        self.sounds = Sounds(window, self.by_id("kings-state"))
        self._reduced = window.matchMedia("(prefers-reduced-motion: reduce)")
        self._contrast = window.matchMedia("(prefers-contrast: more)")

    def bind(self, app: App) -> None:
        super().bind(app)
        self.listen(self._contrast, "change", lambda e: self.help.render(self.help.extras, bool(e.matches)))
        self.keys.bind(app)
        self.stats_page.bind(app)

    def render(self, t: TableView, animate: bool) -> None:
        before = self.keys.where()
        if self._reduced.matches:
            self.dropped = None
        super().render(t, animate and not bool(self._reduced.matches))  # no flying cards if motion is reduced
        self.help.render(t.extras, bool(self._contrast.matches))
        self.keys.after_render(before, t)

    # -- the controller's Ui, beyond the table ---------------------------------------------------------
    def show_stats(self, stats: Stats) -> None:
        self.dialogs.show_stats(stats)  # the tables (and opens the dialog)
        self.stats_page.render(stats)
        top(self.by_id("stats-dialog"))

    def stats_note(self, text: str, error: bool) -> None:
        self.stats_page.note(text, error)

    def download(self, name: str, text: str) -> None:
        self.stats_page.download(name, text)

    def show_rules(self, sections: tuple[Section, ...]) -> None:
        self.help.show_rules(sections)

    def show_keys(self, groups: tuple[tuple[str, tuple[KeyHelp, ...]], ...]) -> None:
        self.help.show_keys(groups)

    def show_settings(self, settings: Settings) -> None:
        self.help.show_settings(settings)

    def show_tutorial(self) -> None:
        self.help.show_tutorial()

    def close_dialog(self, dialog_id: str) -> None:
        self.help.close(dialog_id)

    def sound(self, name: str) -> None:
        self.sounds.play(name)
