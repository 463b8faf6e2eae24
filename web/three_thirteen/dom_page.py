"""3-13's whole page: the table (:class:`web.three_thirteen.dom.Dom`) and, from the shell's
:class:`~web.shell.dom_page.TablePage`, keyboard play, focus keeping, the dialogs, statistics and sounds (page code)."""

from __future__ import annotations

from web.shell.dom_page import TablePage
from web.shell.dom_toside import ToSide
from web.three_thirteen import GAME
from web.three_thirteen.dom import Dom
from web.three_thirteen.dom_input import Input
from web.three_thirteen.dom_keys import Keys
from web.three_thirteen.setup import preset_name


class Page(TablePage, Dom):
    """:class:`~web.three_thirteen.dom.Dom` and everything around the table."""

    game, prefix, area = GAME, "tt-", 'main[data-table="three-thirteen"] .play-area'
    stats_words = ("round", "games")
    rules_name = staticmethod(preset_name)
    to_side = ToSide("Scores and moves", to="#tt-sheet-title", focus="#tt-sheet-title")

    def new_input(self) -> Input:
        return Input(self)

    def new_keys(self) -> Keys:
        return Keys(self)
