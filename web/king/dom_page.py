"""King's whole page: the table (:class:`web.king.dom.Dom`) plus keyboard play, focus keeping, the
spoken live region, the rules, keys, settings, tutorial and score-sheet dialogs, the new-game dialog,
statistics and sounds. Page code, created by :mod:`web.king.table`; it implements the controller's Ui.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from web.king import GAME
from web.king.dom import Dom
from web.king.dom_input import Input
from web.king.dom_keys import Keys
from web.king.settings import Settings
from web.king.setup import preset_name
from web.shell.dom_help import Help, top
from web.shell.dom_setup import SetupDialog
from web.shell.dom_sound import Sounds
from web.shell.dom_stats import StatsPage
from web.shell.games import GAMES
from web.shell.keyhelp import KeyHelp
from web.shell.rulesview import Section
from web.shell.setupform import FormField, SetupForm

if TYPE_CHECKING:
    from web.king.app import App
    from web.king.viewmodels import TableView
    from web.shell.stats import Overview, Stats


class Page(Dom):
    """:class:`~web.king.dom.Dom` and everything around the table."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, window, proxy)
        self.help = Help(document, proxy, prefix="king-", area='main[data-table="king"] .info-area')
        self.dialogs = SetupDialog(document, proxy)
        self.input = Input(self)
        self.keys = Keys(self)
        self.stats_page = StatsPage(document, window, proxy, preset_name, GAMES[GAME].name, ("hand", "games"))
        self.sounds = Sounds(window, self.by_id("king-state"))
        self._reduced = window.matchMedia("(prefers-reduced-motion: reduce)")
        self._contrast = window.matchMedia("(prefers-contrast: more)")

    def bind(self, app: App) -> None:
        self.app = app
        self.dialogs.bind(app)
        self.banner.bind()
        self.input.bind(app)
        self.keys.bind(app)
        self.stats_page.bind(app.more.import_stats)
        self.listen(self._contrast, "change", lambda e: self.help.render(self.help.extras, bool(e.matches)))

    def render(self, t: TableView, animate: bool) -> None:
        before = self.keys.where()
        super().render(t, animate and not bool(self._reduced.matches))  # no flying cards if motion is reduced
        self.help.render(t.extras, bool(self._contrast.matches))
        self.keys.after_render(before, t)

    def invalidate(self) -> None:
        super().invalidate()
        self.help.invalidate()

    # -- the controller's Ui, beyond the table ---------------------------------------------------------
    def show_setup(self, form: SetupForm) -> None:
        self.dialogs.show(form)

    def fill_rules(self, fields: tuple[FormField, ...]) -> None:
        self.dialogs.fill_rules(fields)

    def close_setup(self) -> None:
        self.dialogs.close("setup")

    def setup_error(self, text: str) -> None:
        self.dialogs.setup_error(text)

    def show_sheet(self) -> None:
        self.help.open("king-sheet-dialog")

    def show_stats(self, stats: Stats, overview: Overview) -> None:
        self.stats_page.render(stats, overview)
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

    def show_settings(self, settings: Settings) -> None:
        self.help.show_settings(settings)

    def show_tutorial(self) -> None:
        self.help.show_tutorial()

    def close_dialog(self, dialog_id: str) -> None:
        self.help.close(dialog_id)

    def sound(self, name: str) -> None:
        self.sounds.play(name)

    def set_query(self, query: str) -> None:
        with contextlib.suppress(Exception):  # a sandboxed frame may refuse; the game goes on
            self.win.history.replaceState(None, "", self.win.location.pathname + query)
