"""Pointer and click input at King's table: page code, owned by :class:`web.king.dom.Dom`.

A tap on a card of your hand plays it (or says why it may not be played); a card dragged onto the
table is played there, one dropped anywhere else goes back. Buttons carry ``data-action`` (the
controller's actions) or ``data-move`` (an answer of the auction step, in notation). What every
hand's gestures share is the shell's :class:`~web.shell.dom_gestures.HandGestures`.

The keyboard and the focus at King's table: page code, owned by :class:`web.king.dom.Page`.

Your cards are one Tab stop (a roving tabindex: the arrow keys move between them); Enter or Space
plays the card under focus (the button's own click, handled by :mod:`web.king.dom_input`). The
single keys of :mod:`web.king.spec` work anywhere outside forms and dialogs. After a render the focus
is put back in the game if the page took it away: on the next card when yours was played, on the
first answer when the auction asks you, on the banner's button when a hand ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.king import spec
from web.shell.dom_gestures import HandGestures, Table
from web.shell.dom_handkeys import HandKeys
from web.shell.page import PageCode, nn

if TYPE_CHECKING:
    from web.king.app import App
    from web.king.viewmodels import TableView


class Input(HandGestures["App"]):
    """King's gestures: a card dropped on the table is played; the auction's answers are buttons."""

    def __init__(self, dom: Table) -> None:
        super().__init__(dom, "#king-hand [data-card]")

    def may_drag(self, app: App) -> bool:
        return app.can_act()  # a card that may not be played now does not leave the hand (the App says why)

    def drop(self, app: App, key: str, card: Any, hit: Any) -> None:
        if hit is not None and nn(hit.closest("#king-table")) is not None:
            app.tap_card(key)
        else:
            app.render()

    def click(self, app: App, target: Any) -> bool:
        move = nn(target.closest("[data-move]"))
        if move is None:
            return False
        app.choose(str(move.getAttribute("data-move")))
        return True


HAND = "#king-hand [data-card]"


class Keys(HandKeys["App"]):
    """Key presses to intents, the roving tabindex, and focus kept in the game."""

    app: App | None

    def __init__(self, page: PageCode) -> None:
        super().__init__(page, HAND, 'main[data-table="king"]', spec.KEYMAP)


    def focus_hand(self) -> bool:
        cards = self._cards()
        if not cards:
            return False
        self.roving()
        self.page.focus(cards[self.index])
        return True

    def after_render(self, before: str | None, t: TableView) -> None:
        """Put the focus back in the game if the render took it away."""
        self.roving()
        if before is None or not self._lost():
            return
        if t.banner is not None:
            return  # the banner focuses its own button when it shows
        first = nn(self.doc.querySelector("#king-bidding button:not([disabled])"))
        if t.bidding is not None and first is not None and t.actor == "human":
            self.page.focus(first)
        else:
            self.fallback()

    def fallback(self) -> None:
        if not self.focus_hand():
            self.page.focus(self.doc.querySelector('main[data-table="king"] .controls [data-action="hint"]'))
