"""King's whole page: the table (:class:`web.king.dom.Dom`) and, from the shell's
:class:`~web.shell.dom_page.TablePage`, keyboard play, focus keeping, the dialogs, statistics and sounds; and the
score-sheet dialog (page code)."""

from __future__ import annotations

from web.king import GAME
from web.king.dom import Dom
from web.king.dom_input import Input
from web.king.dom_keys import Keys
from web.king.setup import preset_name
from web.shell.dom_page import TablePage


class Page(TablePage, Dom):
    """:class:`~web.king.dom.Dom` and everything around the table."""

    game, prefix, area = GAME, "king-", 'main[data-table="king"] .play-area'
    stats_words = ("hand", "games")
    rules_name = staticmethod(preset_name)

    def new_input(self) -> Input:
        return Input(self)

    def new_keys(self) -> Keys:
        return Keys(self)

    def show_sheet(self) -> None:
        self.help.open("king-sheet-dialog")
