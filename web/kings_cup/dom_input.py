"""Clicks and forms at Kings Cup's table (page code): the buttons carry what they do (``data-action``, a move in
notation in ``data-move``, a deck's action in ``data-deck-action``), so one delegated listener forwards them all;
the house rule's form makes the rule typed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from web.shell.page import nn

if TYPE_CHECKING:
    from web.kings_cup.app import App


class Page(Protocol):
    doc: Any

    def listen(self, target: Any, event: str, handler: Any) -> None: ...

    def by_id(self, name: str) -> Any: ...


class Input:
    """Delegated listeners on the document, forwarding gestures to the controller."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.doc = page.doc
        self.app: App | None = None

    def bind(self, app: App) -> None:
        self.app = app
        self.page.listen(self.doc, "click", self._on_click)
        self.page.listen(self.page.by_id("kc-rule-form"), "submit", self._on_rule)
        for el in self.doc.querySelectorAll("[data-action]:disabled"):
            el.disabled = False

    def _on_click(self, event: Any) -> None:
        app = self.app
        t = event.target
        if app is None or getattr(t, "closest", None) is None:
            return
        deck = nn(t.closest("[data-deck-action]"))
        if deck is not None:
            app.deck_action(str(deck.getAttribute("data-deck-action")), str(deck.getAttribute("data-deck-id") or ""))
            return
        move = nn(t.closest("[data-move]"))
        if move is not None:
            app.choose(str(move.getAttribute("data-move")))
            return
        action = nn(t.closest("[data-action]"))
        if action is not None:  # a button not available now still asks: the controller says why not
            app.press(str(action.getAttribute("data-action")))

    def _on_rule(self, event: Any) -> None:
        event.preventDefault()
        if self.app is not None:
            self.app.make_rule(str(self.page.by_id("kc-rule-field").value))
