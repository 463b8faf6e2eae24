"""King's Court's whole page: the table (:class:`web.kings_court.dom.Dom`) plus keyboard play, focus keeping, the
spoken live region, the dialogs, statistics and sounds (page code; it implements the controller's Ui)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.kings_court import GAME
from web.kings_court.dom import Dom
from web.kings_court.dom_input import Input
from web.kings_court.dom_keys import Keys
from web.kings_court.setup import preset_name
from web.shell.dom_dialogs import DialogsUi
from web.shell.dom_help import Help
from web.shell.dom_setup import SetupDialog, SetupUi
from web.shell.dom_sound import Sounds
from web.shell.dom_stats import StatsPage
from web.shell.games import GAMES

if TYPE_CHECKING:
    from web.kings_court.app import App
    from web.kings_court.viewmodels import TableView


class Page(DialogsUi, SetupUi, Dom):
    """:class:`~web.kings_court.dom.Dom` and everything around the table."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, window, proxy)
        self.help = Help(document, proxy, prefix="court-", area='main[data-table="kings-court"] .info-area')
        self.dialogs = SetupDialog(document, proxy)
        self.input = Input(self)
        self.keys = Keys(self, self.input)
        # a game is the house's "deal": its points are 2 a win, 1 a draw, no penalty
        self.stats_page = StatsPage(document, window, proxy, preset_name, GAMES[GAME].name, ("game", "matches"),
                                    penalty=False)  # fmt: skip
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

    def render(self, t: TableView, animate: bool) -> None:
        before = self.keys.where()
        super().render(t, animate and not bool(self._reduced.matches))
        self.help.render(t.extras, bool(self._contrast.matches))
        self.keys.after_render(before, t)

    def invalidate(self) -> None:
        super().invalidate()
        self.help.invalidate()
