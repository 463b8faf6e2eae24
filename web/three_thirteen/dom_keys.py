"""The keyboard and the focus at 3-13's table (page code): the hand is one Tab stop (arrows move between the
cards; Shift+arrows move a card in the player's own order); Enter or Space is the card's own click; the single
keys of :mod:`web.three_thirteen.keymap` work outside forms and dialogs. The focus comes back to the hand when a
render took it away."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.shell.keyhelp import roving, typing
from web.shell.page import PageCode, nn
from web.three_thirteen import keymap

if TYPE_CHECKING:
    from web.three_thirteen.app import App
    from web.three_thirteen.viewmodels import TableView

ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")
HAND = "#tt-hand [data-card]"


class Keys:
    """Key presses to intents, the roving tabindex, and focus kept in the game."""

    def __init__(self, page: PageCode) -> None:
        self.page = page
        self.doc = page.doc
        self.app: App | None = None
        self.index = 0
        self.last_outside: Any = None

    def bind(self, app: App) -> None:
        self.app = app
        self.page.listen(self.doc, "keydown", self._on_key)
        self.page.listen(self.doc, "focusin", self._on_focus)
        for dialog in self.doc.querySelectorAll("dialog"):
            self.page.listen(dialog, "close", self._on_dialog_close)

    def _cards(self) -> list[Any]:
        return list(self.doc.querySelectorAll(HAND))

    def _on_key(self, event: Any) -> None:
        app = self.app
        target = event.target
        if app is None or event.defaultPrevented or nn(self.doc.querySelector("dialog[open]")) is not None:
            return
        if typing(target) or getattr(target, "closest", None) is None:
            return
        key = str(event.key)
        card = nn(target.closest(HAND))
        if key in ARROWS and card is not None:
            event.preventDefault()
            cards = self._cards()
            here = next((i for i, c in enumerate(cards) if c == card), 0)
            if event.shiftKey and key in ("ArrowLeft", "ArrowRight") and not app.settings.arrange:
                moved = str(card.getAttribute("data-key"))
                app.move_card(moved, here + (1 if key == "ArrowRight" else -1))
                self.focus_key(moved)
                return
            self.index = roving(here, len(cards), key)
            self.roving()
            cards[self.index].focus()
            return
        cmd = keymap.command(key, ctrl=bool(event.ctrlKey), alt=bool(event.altKey), meta=bool(event.metaKey))
        if cmd is None:
            return
        event.preventDefault()
        kind, arg = cmd
        if kind == "action":
            app.press(arg)
        elif kind == "say":
            app.press("say-" + arg)
        else:
            app.press("keys")

    def roving(self) -> None:
        cards = self._cards()
        self.index = min(self.index, max(0, len(cards) - 1))
        for i, c in enumerate(cards):
            c.tabIndex = 0 if i == self.index else -1

    def focus_key(self, key: str) -> None:
        cards = self._cards()
        self.index = next((i for i, c in enumerate(cards) if str(c.getAttribute("data-key")) == key), self.index)
        self.roving()
        if cards:
            self.page.focus(cards[self.index])

    def _on_focus(self, event: Any) -> None:
        t = event.target
        if getattr(t, "closest", None) is None or nn(t.closest("dialog")) is not None:
            return
        self.last_outside = t
        card = nn(t.closest(HAND))
        if card is not None:
            self.index = next((i for i, c in enumerate(self._cards()) if c == card), self.index)

    def where(self) -> str | None:
        el = nn(self.doc.activeElement)
        if el is None or getattr(el, "closest", None) is None:
            return None
        if nn(el.closest(HAND)) is not None:
            return "hand"
        return "game" if nn(el.closest('main[data-table="three-thirteen"]')) is not None else None

    def _lost(self) -> bool:
        el = nn(self.doc.activeElement)
        return el is None or el == self.doc.body or not bool(el.isConnected) or el.getClientRects().length == 0

    def after_render(self, before: str | None, t: TableView) -> None:
        self.roving()
        if before is None or not self._lost() or t.banner is not None:
            return
        cards = self._cards()
        if cards:
            self.page.focus(cards[self.index])
        else:
            self.page.focus(self.doc.querySelector("#tt-stock"))

    def _on_dialog_close(self, event: Any) -> None:
        if nn(self.doc.querySelector("dialog[open]")) is not None:
            return
        el = self.last_outside
        if el is not None and bool(getattr(el, "isConnected", False)) and nn(el.closest("[hidden]")) is None:
            self.page.focus(el)
