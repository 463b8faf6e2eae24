"""The keyboard and the focus at 3-13's table (page code): the hand is one Tab stop (arrows move between the
cards; Shift+arrows move a card in the player's own order); Enter or Space is the card's own click; the single
keys of :mod:`web.three_thirteen.keymap` work outside forms and dialogs. The focus comes back to the hand when a
render took it away."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.shell.dom_handkeys import HandKeys
from web.shell.page import PageCode
from web.three_thirteen import keymap

if TYPE_CHECKING:
    from web.three_thirteen.app import App
    from web.three_thirteen.viewmodels import TableView

HAND = "#tt-hand [data-card]"


class Keys(HandKeys["App"]):
    """Key presses to intents, the roving tabindex, and focus kept in the game."""

    def __init__(self, page: PageCode) -> None:
        super().__init__(page, HAND, 'main[data-table="three-thirteen"]')

    def command(self, key: str, event: Any) -> tuple[str, str] | None:
        return keymap.command(key, ctrl=bool(event.ctrlKey), alt=bool(event.altKey), meta=bool(event.metaKey))

    def arrow(self, app: App, event: Any, key: str, card: Any, here: int) -> bool:
        """Shift+Left or Right moves the card in the player's own order."""
        if event.shiftKey and key in ("ArrowLeft", "ArrowRight") and not app.settings.arrange:
            moved = str(card.getAttribute("data-key"))
            app.move_card(moved, here + (1 if key == "ArrowRight" else -1))
            self.focus_key(moved)
            return True
        return False

    def focus_key(self, key: str) -> None:
        cards = self._cards()
        self.index = next((i for i, c in enumerate(cards) if str(c.getAttribute("data-key")) == key), self.index)
        self.roving()
        if cards:
            self.page.focus(cards[self.index])

    def after_render(self, before: str | None, t: TableView) -> None:
        self.roving()
        if before is None or not self._lost() or t.banner is not None:
            return
        cards = self._cards()
        if cards:
            self.page.focus(cards[self.index])
        else:
            self.page.focus(self.doc.querySelector("#tt-stock"))
