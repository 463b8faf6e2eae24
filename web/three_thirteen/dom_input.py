"""Pointer and click input at 3-13's table (page code): taps on the stock, the pile and the cards; a card
dragged onto the pile is discarded; with the player's own order, a card dragged along the hand moves there."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from web.shell.page import nn

if TYPE_CHECKING:
    from web.three_thirteen.app import App

DRAG_THRESHOLD = 6
HAND = "#tt-hand [data-card]"
Rect = tuple[float, float]


class Table(Protocol):
    doc: Any
    dropped: dict[str, Rect] | None

    def listen(self, target: Any, event: str, handler: Any) -> None: ...

    def by_id(self, name: str) -> Any: ...

    def rects(self) -> dict[str, Rect]: ...


class Input:
    """Delegated listeners on the document, forwarding gestures to the controller."""

    def __init__(self, dom: Table) -> None:
        self.dom = dom
        self.doc = dom.doc
        self.app: App | None = None
        self._press: dict[str, Any] | None = None
        self._drag: Any = None
        self._suppress_click = False

    def bind(self, app: App) -> None:
        self.app = app
        listen = self.dom.listen
        for event, handler in (("pointerdown", self._on_down), ("pointermove", self._on_move),
                               ("pointerup", self._on_up), ("pointercancel", self._on_cancel),
                               ("click", self._on_click)):  # fmt: skip
            listen(self.doc, event, handler)
        listen(self.dom.by_id("speed"), "change", lambda e: app.set_speed(str(e.target.value)))
        for el in self.doc.querySelectorAll("[data-action]:disabled, #speed"):
            el.disabled = False

    def _card(self, event: Any) -> Any:
        t = event.target
        return nn(t.closest(HAND)) if getattr(t, "closest", None) is not None else None

    def _on_down(self, event: Any) -> None:
        if event.button != 0 or not event.isPrimary:
            return
        if self._drag is not None:
            self._release()
        card = self._card(event)
        if card is not None:
            self._press = {"key": str(card.getAttribute("data-key")), "el": card, "x": event.clientX,
                           "y": event.clientY, "drag": False}  # fmt: skip

    def _on_move(self, event: Any) -> None:
        press = self._press
        if press is None or not event.isPrimary:
            return
        dx, dy = event.clientX - press["x"], event.clientY - press["y"]
        if not press["drag"]:
            if abs(dx) + abs(dy) < DRAG_THRESHOLD or self.app is None:
                return
            press["drag"] = True
            self._drag = press["el"]
            self._drag.classList.add("dragging")
        event.preventDefault()
        self._drag.style.transform = f"translate({dx}px, {dy}px)"

    def _on_up(self, event: Any) -> None:
        press, self._press = self._press, None
        app = self.app
        if press is None or app is None:
            return
        self._suppress_click = True
        if not press["drag"]:
            app.tap_card(press["key"])
            return
        hit = nn(self.doc.elementFromPoint(event.clientX, event.clientY))
        on_pile = hit is not None and nn(hit.closest("#tt-pile")) is not None
        over = nn(hit.closest(HAND)) if hit is not None else None
        self.dom.dropped = self.dom.rects()
        self._release()
        if on_pile:
            app.selected = press["key"]
            app.tap_pile()
        elif over is not None and over != press["el"] and not app.settings.arrange:
            cards = list(self.doc.querySelectorAll(HAND))
            app.move_card(press["key"], next((i for i, c in enumerate(cards) if c == over), len(cards)))
        else:
            app.render()
        self.dom.dropped = None

    def _release(self) -> None:
        el, self._drag = self._drag, None
        if el is not None:
            el.classList.remove("dragging")
            el.style.transform = ""

    def _on_cancel(self, event: Any) -> None:
        press, self._press = self._press, None
        if press is not None and press["drag"]:
            self._release()

    def _on_click(self, event: Any) -> None:
        app = self.app
        t = event.target
        suppressed, self._suppress_click = self._suppress_click, False
        if app is None or getattr(t, "closest", None) is None:
            return
        action = nn(t.closest("[data-action]"))
        if action is not None:
            if str(action.getAttribute("aria-disabled")) != "true":
                app.press(str(action.getAttribute("data-action")))
            return
        if nn(t.closest("#tt-stock")) is not None:
            app.tap_stock()
            return
        if nn(t.closest("#tt-pile")) is not None:
            app.tap_pile()
            return
        if suppressed and event.detail != 0:
            return  # a pointer tap already handled in _on_up
        card = self._card(event)
        if card is not None and event.detail == 0:  # Enter or Space on a card of the hand
            app.tap_card(str(card.getAttribute("data-key")))
