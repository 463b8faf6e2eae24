"""Klondike's whole page: the table (:class:`web.klondike.dom.Dom`) and, from the shell's
:class:`~web.shell.dom_page.TablePage`, the keyboard, the dialogs, statistics and sounds; and the deal's clock, saved
as the page goes (page code)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.klondike import GAME
from web.klondike.dom import Dom
from web.klondike.dom_input import Input
from web.klondike.dom_keys import Keys
from web.klondike.setup import preset_name
from web.shell.dom_page import TablePage
from web.shell.dom_toside import ToSide

if TYPE_CHECKING:
    from web.klondike.app import App


class Page(TablePage, Dom):
    """:class:`~web.klondike.dom.Dom` and everything around the table."""

    game, prefix, area = GAME, "kl-", 'main[data-table="klondike"] .play-area'
    # a deal is the whole game and scores no penalty: the tables leave matches and penalties out
    stats_words, stats_penalty = ("deal", ""), False
    rules_name = staticmethod(preset_name)
    # in the message's band, under the buttons (their row fills a phone's width): table.css
    to_side = ToSide("Records and moves", to="#kl-deal-title", focus="#kl-deal-title", row=".kl-me")

    def new_input(self) -> Input:
        return Input(self)

    def new_keys(self) -> Keys:
        return Keys(self, self.piles)

    def bind(self, app: App) -> None:
        super().bind(app)
        # the deal is saved at each move; its clock also as the page goes (a reload, a closed tab, a phone switching
        # apps), so a deal resumed goes on from the time played, not from its last move's
        self.listen(self.win, "pagehide", lambda e: app.save())
        self.listen(self.doc, "visibilitychange", lambda e: app.save() if str(self.doc.visibilityState) == "hidden"
                    else None)  # fmt: skip
        self.start_clock()
