"""Klondike's whole page: the table (:class:`web.klondike.dom.Dom`) plus the keyboard, the spoken live region, the
dialogs (new game, rules, keys, settings, statistics) and sounds (page code; it implements the controller's Ui)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.klondike import GAME
from web.klondike.dom import Dom
from web.klondike.dom_input import Input
from web.klondike.dom_keys import Keys
from web.klondike.setup import preset_name
from web.shell.dom_dialogs import DialogsUi
from web.shell.dom_help import Help
from web.shell.dom_setup import SetupDialog, SetupUi
from web.shell.dom_sound import Sounds
from web.shell.dom_stats import StatsPage
from web.shell.games import GAMES

if TYPE_CHECKING:
    from web.klondike.app import App
    from web.klondike.viewmodels import TableView


class Page(DialogsUi, SetupUi, Dom):
    """:class:`~web.klondike.dom.Dom` and everything around the table."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, window, proxy)
        self.help = Help(document, proxy, prefix="kl-", area='main[data-table="klondike"] .play-area')
        self.dialogs = SetupDialog(document, proxy)
        self.input = Input(self)
        self.keys = Keys(self, self.piles)
        # a deal is the whole game and scores no penalty: the tables leave matches and penalties out
        self.stats_page = StatsPage(document, window, proxy, preset_name, GAMES[GAME].name, ("deal", ""), penalty=False)
        self.sounds = Sounds(window, self.state)
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
        # the deal is saved at each move; its clock also as the page goes (a reload, a closed tab, a phone switching
        # apps), so a deal resumed goes on from the time played, not from its last move's
        self.listen(self.win, "pagehide", lambda e: app.save())
        self.listen(self.doc, "visibilitychange", lambda e: app.save() if str(self.doc.visibilityState) == "hidden"
                    else None)  # fmt: skip
        self.start_clock()

    def render(self, t: TableView, animate: bool) -> None:
        super().render(t, animate and not bool(self._reduced.matches))
        self.help.render(t.extras, bool(self._contrast.matches))
        self.keys.after_render(t)

    def invalidate(self) -> None:
        super().invalidate()
        self.help.invalidate()
