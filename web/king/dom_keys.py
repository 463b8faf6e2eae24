"""The keyboard and the focus at King's table: page code, owned by :class:`web.king.dom_page.Page`.

Your cards are one Tab stop (a roving tabindex: the arrow keys move between them); Enter or Space
plays the card under focus (the button's own click, handled by :mod:`web.king.dom_input`). The
single keys of :mod:`web.king.keymap` work anywhere outside forms and dialogs. After a render the focus
is put back in the game if the page took it away: on the next card when yours was played, on the
first answer when the auction asks you, on the banner's button when a hand ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.king import keymap
from web.shell.keyhelp import typing
from web.shell.page import PageCode, nn

if TYPE_CHECKING:
    from web.king.app import App
    from web.king.viewmodels import TableView

ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")
HAND = "#king-hand [data-card]"


class Keys:
    """Key presses to intents, the roving tabindex, and focus kept in the game."""

    def __init__(self, page: PageCode) -> None:
        self.page = page
        self.doc = page.doc
        self.app: App | None = None
        self.index = 0  #: the hand's card with the tab stop
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
            self.index = keymap.roving(here, len(cards), key)
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
        """One Tab stop in the hand."""
        cards = self._cards()
        self.index = min(self.index, max(0, len(cards) - 1))
        for i, c in enumerate(cards):
            c.tabIndex = 0 if i == self.index else -1

    def _on_focus(self, event: Any) -> None:
        t = event.target
        if getattr(t, "closest", None) is None or nn(t.closest("dialog")) is not None:
            return
        self.last_outside = t
        card = nn(t.closest(HAND))
        if card is not None:
            self.index = next((i for i, c in enumerate(self._cards()) if c == card), self.index)

    def where(self) -> str | None:
        """Which part of the game has the focus before a render: ``hand``, ``game`` or None."""
        el = nn(self.doc.activeElement)
        if el is None or getattr(el, "closest", None) is None:
            return None
        if nn(el.closest(HAND)) is not None:
            return "hand"
        return "game" if nn(el.closest('main[data-table="king"]')) is not None else None

    def _lost(self) -> bool:
        el = nn(self.doc.activeElement)
        return el is None or el == self.doc.body or not bool(el.isConnected) or el.getClientRects().length == 0

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
        elif not self.focus_hand():
            self.page.focus(self.doc.querySelector('main[data-table="king"] .controls [data-action="hint"]'))

    def _on_dialog_close(self, event: Any) -> None:
        if nn(self.doc.querySelector("dialog[open]")) is not None:
            return
        el = self.last_outside
        if el is not None and bool(getattr(el, "isConnected", False)) and nn(el.closest("[hidden]")) is None:
            self.page.focus(el)
        elif not self.focus_hand():
            self.page.focus(self.doc.querySelector('main[data-table="king"] .controls [data-action="hint"]'))
