"""Pointer and click input at 3-13's table (page code): taps on the stock, the pile and the cards; a card
dragged onto the pile is discarded; with the player's own order, a card dragged along the hand moves there.
What every hand's gestures share is the shell's :class:`~web.shell.dom_gestures.HandGestures`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.shell.dom_gestures import HandGestures, Table
from web.shell.page import nn

if TYPE_CHECKING:
    from web.three_thirteen.app import App

HAND = "#tt-hand [data-card]"


class Input(HandGestures["App"]):
    """3-13's gestures: the stock and the pile are tapped; a card is dropped on the pile or moved in the hand."""

    def __init__(self, dom: Table) -> None:
        super().__init__(dom, HAND)

    def drop(self, app: App, key: str, card: Any, hit: Any) -> None:
        over = nn(hit.closest(HAND)) if hit is not None else None
        if hit is not None and nn(hit.closest("#tt-pile")) is not None:
            app.selected = key
            app.tap_pile()
        elif over is not None and over != card and not app.settings.arrange:
            cards = list(self.doc.querySelectorAll(HAND))
            app.move_card(key, next((i for i, c in enumerate(cards) if c == over), len(cards)))
        else:
            app.render()

    def click(self, app: App, target: Any) -> bool:
        if nn(target.closest("#tt-stock")) is not None:
            app.tap_stock()
        elif nn(target.closest("#tt-pile")) is not None:
            app.tap_pile()
        else:
            return False
        return True
