"""King's Court's whole page: the board (:class:`web.kings_court.dom.Dom`) and, from the shell's
:class:`~web.shell.dom_page.TablePage`, keyboard play, focus keeping, the dialogs, statistics and sounds (page code)."""

from __future__ import annotations

from web.kings_court import GAME
from web.kings_court.dom import Dom
from web.kings_court.dom_input import Input
from web.kings_court.dom_keys import Keys
from web.kings_court.setup import preset_name
from web.shell.dom_page import TablePage
from web.shell.dom_toside import ToSide


class Page(TablePage, Dom):
    """:class:`~web.kings_court.dom.Dom` and everything around the board."""

    game, prefix, area = GAME, "court-", 'main[data-table="kings-court"] .info-area'
    # a game is the house's "deal": its points are 2 a win, 1 a draw, no penalty
    stats_words, stats_penalty = ("game", "matches"), False
    rules_name = staticmethod(preset_name)
    to_side = ToSide("Match and moves", to="#court-match-title", focus="#court-match-title")

    def new_input(self) -> Input:
        return Input(self)

    def new_keys(self) -> Keys:
        return Keys(self, self.input)
