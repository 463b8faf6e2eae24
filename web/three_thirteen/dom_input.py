"""Pointer and click input at 3-13's table (page code): taps on the stock, the pile and the cards; a card
dragged onto the pile is discarded; with the player's own order, a card dragged along the hand moves there.
What every hand's gestures share is the shell's :class:`~web.shell.dom_gestures.HandGestures`.

The keyboard and the focus at 3-13's table (page code): the hand is one Tab stop (arrows move between the
cards; Shift+arrows move a card in the player's own order); Enter or Space is the card's own click; the single
keys of :mod:`web.three_thirteen.spec` work outside forms and dialogs. The focus comes back to the hand when a
render took it away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.shell.dom_gestures import HandGestures, Table
from web.shell.dom_handkeys import HandKeys
from web.shell.page import PageCode, nn
from web.three_thirteen import spec

if TYPE_CHECKING:
    from web.three_thirteen.app import App
    from web.three_thirteen.viewmodels import TableView


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


class Keys(HandKeys["App"]):
    """Key presses to intents, the roving tabindex, and focus kept in the game."""

    def __init__(self, page: PageCode) -> None:
        super().__init__(page, HAND, 'main[data-table="three-thirteen"]', spec.KEYMAP)

    def arrow(self, app: App, event: Any, key: str, card: Any, here: int) -> bool:
        """Shift+Left or Right moves the card in the player's own order."""
        if event.shiftKey and key in ("ArrowLeft", "ArrowRight") and not app.settings.arrange:
            moved = str(card.getAttribute("data-key"))
            app.move_card(moved, here + (1 if key == "ArrowRight" else -1))
            self.focus_on("data-key", moved)
            return True
        return False

    def after_render(self, before: str | None, t: TableView) -> None:
        self.roving()
        if before is None or not self._lost() or t.banner is not None:
            return
        cards = self._cards()
        if cards:
            self.page.focus(cards[self.index])
        else:
            self.page.focus(self.doc.querySelector("#tt-stock"))
