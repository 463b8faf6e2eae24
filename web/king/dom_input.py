"""Pointer and click input at King's table: page code, owned by :class:`web.king.dom.Dom`.

A tap on a card of your hand plays it (or says why it may not be played); a card dragged onto the
table is played there, one dropped anywhere else goes back. Buttons carry ``data-action`` (the
controller's actions) or ``data-move`` (an answer of the auction step, in notation). Mouse, pen and
touch all arrive as pointer events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from web.shell.page import nn

if TYPE_CHECKING:
    from web.king.app import App

DRAG_THRESHOLD = 6  #: pixels a pointer must travel before a press becomes a drag
Rect = tuple[float, float]


class Table(Protocol):
    """What gestures need of the table's page code."""

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

    @staticmethod
    def _card(event: Any) -> Any:
        t = event.target
        return nn(t.closest("#king-hand [data-card]")) if getattr(t, "closest", None) is not None else None

    def _on_down(self, event: Any) -> None:
        if event.button != 0 or not event.isPrimary:
            return
        if self._drag is not None:  # a drag whose release we never saw (it ended outside the window)
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
            if abs(dx) + abs(dy) < DRAG_THRESHOLD or self.app is None or not self.app.can_act():
                return
            press["drag"] = True
            self._drag = press["el"]
            self._drag.classList.add("dragging")
        event.preventDefault()
        self._drag.style.transform = f"translate({dx}px, {dy}px)"

    def _on_up(self, event: Any) -> None:
        press, self._press = self._press, None
        if press is None or self.app is None:
            return
        self._suppress_click = True
        if not press["drag"]:
            self.app.tap_card(press["key"])
            return
        hit = nn(self.doc.elementFromPoint(event.clientX, event.clientY))  # the dragged card lets pointers through
        on_table = hit is not None and nn(hit.closest("#king-table")) is not None
        self.dom.dropped = self.dom.rects()  # measured with the drag offset: the card flies on (or back) from here
        self._release()
        if on_table:
            self.app.tap_card(press["key"])
        else:
            self.app.render()
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
        move = nn(t.closest("[data-move]"))
        if move is not None:
            app.choose(str(move.getAttribute("data-move")))
            return
        if suppressed and event.detail != 0:
            return  # a pointer tap already handled in _on_up
        card = self._card(event)
        if card is not None and event.detail == 0:  # Enter or Space on a card of the hand
            app.tap_card(str(card.getAttribute("data-key")))
