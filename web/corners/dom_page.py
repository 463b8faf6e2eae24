"""The whole page: the table (:class:`web.corners.dom.Dom`) plus keyboard play, focus keeping, the
spoken live region, the help, settings and tutorial dialogs, statistics charts and files, and
sounds. Page code, created by :mod:`web.shell.boot`; it implements the controller's whole ``Ui``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.corners import GAME
from web.corners.dom import Dom
from web.corners.dom_keys import Keys
from web.corners.settings import Settings
from web.corners.setup import preset_name
from web.shell.dom_help import Help, top
from web.shell.dom_sound import Sounds
from web.shell.dom_stats import StatsPage
from web.shell.games import GAMES
from web.shell.keyhelp import KeyHelp
from web.shell.rulesview import Section

if TYPE_CHECKING:
    from web.corners.app import App
    from web.corners.viewmodels import TableView
    from web.shell.stats import Overview, Stats


NAME = GAMES[GAME].name


class Page(Dom):
    """:class:`~web.corners.dom.Dom` and everything around the table."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, window, proxy)
        self.help = Help(document, proxy)
        self.keys = Keys(self)
        self.stats_page = StatsPage(document, window, proxy, preset_name, NAME)
        self.sounds = Sounds(window, self.by_id("kings-state"))
        self._reduced = window.matchMedia("(prefers-reduced-motion: reduce)")
        self._contrast = window.matchMedia("(prefers-contrast: more)")

    def bind(self, app: App) -> None:
        super().bind(app)
        self.listen(self._contrast, "change", lambda e: self.help.render(self.help.extras, bool(e.matches)))
        self.keys.bind(app)
        self.stats_page.bind(app.more.import_stats)

    def render(self, t: TableView, animate: bool) -> None:
        before = self.keys.where()
        if self._reduced.matches:
            self.dropped = None
        super().render(t, animate and not bool(self._reduced.matches))  # no flying cards if motion is reduced
        self.help.render(t.extras, bool(self._contrast.matches))
        self.keys.after_render(before, t)

    def invalidate(self) -> None:
        """Another game drew on the page's shared parts: draw them all again at the next render."""
        super().invalidate()
        self.help.invalidate()

    # -- the controller's Ui, beyond the table ---------------------------------------------------------
    def show_stats(self, stats: Stats, overview: Overview) -> None:
        self.stats_page.render(stats, overview)
        self.dialogs.open("stats-dialog")
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
