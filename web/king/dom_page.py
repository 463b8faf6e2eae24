"""King's whole page: the table (:class:`web.king.dom.Dom`) plus keyboard play, focus keeping, the
spoken live region, the rules, keys, settings, tutorial and score-sheet dialogs, the new-game dialog,
statistics and sounds. Page code, created by :mod:`web.king.table`; it implements the controller's Ui.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.king import GAME
from web.king.dom import Dom
from web.king.dom_input import Input
from web.king.dom_keys import Keys
from web.king.setup import preset_name
from web.shell.dom_dialogs import DialogsUi
from web.shell.dom_help import Help
from web.shell.dom_setup import SetupDialog, SetupUi
from web.shell.dom_sound import Sounds
from web.shell.dom_stats import StatsPage
from web.shell.games import GAMES

if TYPE_CHECKING:
    from web.king.app import App
    from web.king.viewmodels import TableView


class Page(DialogsUi, SetupUi, Dom):
    """:class:`~web.king.dom.Dom` and everything around the table."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, window, proxy)
        self.help = Help(document, proxy, prefix="king-", area='main[data-table="king"] .play-area')
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
    def show_sheet(self) -> None:
        self.help.open("king-sheet-dialog")
