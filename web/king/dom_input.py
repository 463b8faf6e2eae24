"""Pointer and click input at King's table: page code, owned by :class:`web.king.dom.Dom`.

A tap on a card of your hand plays it (or says why it may not be played); a card dragged onto the
table is played there, one dropped anywhere else goes back. Buttons carry ``data-action`` (the
controller's actions) or ``data-move`` (an answer of the auction step, in notation). What every
hand's gestures share is the shell's :class:`~web.shell.dom_gestures.HandGestures`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.shell.dom_gestures import HandGestures, Table
from web.shell.page import nn

if TYPE_CHECKING:
    from web.king.app import App


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
