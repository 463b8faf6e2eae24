"""The whole page: the table (:class:`web.corners.dom.Dom`) plus keyboard play, focus keeping, the
spoken live region, the help, settings and tutorial dialogs, statistics charts and files, and
sounds. Page code, created by :mod:`web.shell.boot`; it implements the controller's whole ``Ui``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.corners import GAME
from web.corners.dom import Dom
from web.corners.dom_keys import Keys
from web.corners.setup import preset_name
from web.shell.dom_dialogs import DialogsUi
from web.shell.dom_help import Help
from web.shell.dom_sound import Sounds
from web.shell.dom_stats import StatsPage
from web.shell.dom_toside import ToSide
from web.shell.games import GAMES

if TYPE_CHECKING:
    from web.corners.app import App
    from web.corners.viewmodels import TableView


NAME = GAMES[GAME].name


class Page(DialogsUi, Dom):
    """:class:`~web.corners.dom.Dom` and everything around the table."""

    # where the side lies under the table: the moves, then the score sheet, the focus on the log
    to_side = ToSide("Log and scores", to="#log-title", focus="#log")

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
