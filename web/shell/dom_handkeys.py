"""The keyboard and the focus at a table whose hand is one Tab stop (page code, the base of a game's ``Keys``).

The hand's cards are one Tab stop (a roving tabindex: the arrow keys move between them); Enter or Space is the
card's own click. A game's single keys work anywhere outside forms and dialogs. The focus is kept in the game: it
comes back to where it was when a dialog closes, and to the hand when a render took it away.
"""

from __future__ import annotations

from typing import Any, Generic, Protocol, TypeVar

from web.shell.keyhelp import Keymap, roving, typing
from web.shell.page import PageCode, nn

ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")


class Presser(Protocol):
    def press(self, action: str) -> None: ...


A = TypeVar("A", bound=Presser)


def game_key(app: object, doc: Any, event: Any, *, repeats: bool = True) -> bool:
    """Whether the key press ``event`` is the game's to read: a table is bound (``app``), no dialog is open (it has
    the keyboard: Escape closes it), nothing took the key already, nobody types in a field, and (unless ``repeats``)
    it is not a key held down."""
    if app is None or event.defaultPrevented or nn(doc.querySelector("dialog[open]")) is not None:
        return False
    target = event.target
    return not typing(target) and getattr(target, "closest", None) is not None and (repeats or not event.repeat)


def run_shared(app: Presser, kind: str, arg: str) -> None:
    """A command of the kinds every game's keys share: an action (``app.press``), a reading key (``say-...``), or the
    keys dialog."""
    app.press(arg if kind == "action" else "say-" + arg if kind == "say" else "keys")


class TableKeys(Generic[A]):
    """The keyboard's basics at every table: key presses to the game (:meth:`_on_key`), the last element focused
    outside a dialog, and the focus back there when the last dialog closes."""

    def __init__(self, page: PageCode) -> None:
        self.page = page
        self.doc = page.doc
        self.app: A | None = None
        self.last_outside: Any = None  #: the last element focused outside a dialog

    def bind(self, app: A) -> None:
        self.app = app
        self.page.listen(self.doc, "keydown", self._on_key)
        self.page.listen(self.doc, "focusin", self._on_focus)
        for dialog in self.doc.querySelectorAll("dialog"):
            self.page.listen(dialog, "close", self._on_dialog_close)

    def _on_key(self, event: Any) -> None:
        """A key pressed (the game's)."""

    def focused(self, target: Any) -> None:
        """The focus came to ``target``, outside any dialog (a game may follow it)."""

    def _on_focus(self, event: Any) -> None:
        t = event.target
        if getattr(t, "closest", None) is None or nn(t.closest("dialog")) is not None:
            return
        self.last_outside = t
        self.focused(t)

    def _lost(self) -> bool:
        """Whether the focus fell out: on the body, or on an element removed or hidden by the render."""
        el = nn(self.doc.activeElement)
        return el is None or el == self.doc.body or not bool(el.isConnected) or el.getClientRects().length == 0

    def fallback(self) -> None:
        """Where the focus goes when a dialog closes and what had it is gone: nowhere unless a game says."""

    def _on_dialog_close(self, event: Any) -> None:
        if nn(self.doc.querySelector("dialog[open]")) is not None:
            return
        el = self.last_outside
        if el is not None and bool(getattr(el, "isConnected", False)) and nn(el.closest("[hidden]")) is None:
            self.page.focus(el)
        else:
            self.fallback()


class HandKeys(TableKeys[A]):
    """Key presses to intents, the roving tabindex, and focus kept in the game."""

    def __init__(self, page: PageCode, hand: str, table: str, keymap: Keymap) -> None:
        super().__init__(page)
        self.index = 0  #: the hand's card with the tab stop
        self.hand = hand  #: the hand's cards (a selector)
        self.table = table  #: the game's table (a selector)
        self.keymap = keymap  #: the game's single keys

    def _cards(self) -> list[Any]:
        return list(self.doc.querySelectorAll(self.hand))

    def arrow(self, app: A, event: Any, key: str, card: Any, here: int) -> bool:
        """A game's own use of an arrow key on a card (``here``: its place in the hand); whether it was used."""
        return False

    def _on_key(self, event: Any) -> None:
        app, target = self.app, event.target
        if app is None or not game_key(app, self.doc, event):
            return
        key = str(event.key)
        card = nn(target.closest(self.hand))
        if key in ARROWS and card is not None:
            event.preventDefault()
            cards = self._cards()
            here = next((i for i, c in enumerate(cards) if c == card), 0)
            if self.arrow(app, event, key, card, here):
                return
            self.index = roving(here, len(cards), key)
            self.roving()
            cards[self.index].focus()
            return
        cmd = self.keymap.pressed(event)
        if cmd is None:
            return
        event.preventDefault()
        run_shared(app, *cmd)

    def roving(self) -> None:
        """One Tab stop in the hand."""
        cards = self._cards()
        self.index = min(self.index, max(0, len(cards) - 1))
        for i, c in enumerate(cards):
            c.tabIndex = 0 if i == self.index else -1

    def focus_on(self, attr: str, value: str) -> None:
        """Give the tab stop and the focus to the hand's item whose ``attr`` is ``value`` (``data-key``, ``7H#2``);
        the one that has the tab stop if none is."""
        cards = self._cards()
        self.index = next((i for i, c in enumerate(cards) if str(c.getAttribute(attr)) == value), self.index)
        self.roving()
        if cards:
            self.page.focus(cards[self.index])

    def focused(self, target: Any) -> None:
        card = nn(target.closest(self.hand))
        if card is not None:
            self.index = next((i for i, c in enumerate(self._cards()) if c == card), self.index)

    def where(self) -> str | None:
        """Which part of the game has the focus before a render: ``hand``, ``game`` or None."""
        el = nn(self.doc.activeElement)
        if el is None or getattr(el, "closest", None) is None:
            return None
        if nn(el.closest(self.hand)) is not None:
            return "hand"
        return "game" if nn(el.closest(self.table)) is not None else None
