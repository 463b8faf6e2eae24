"""Pointer and keyboard input: page code, like :mod:`web.corners.dom`, which owns an instance.

A press on a hand card or a pile becomes a tap (``app.tap_card`` / ``app.tap_pile``) or, once
the pointer travels a few pixels, a drag: the card (or the whole pile) follows the pointer with a
CSS transform, and the drop calls ``app.drop`` with the pile under the pointer. Mouse, pen and
touch all arrive as pointer events. The measured drop position lets the card fly on to its pile,
or back to the hand when the engine refuses the move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from web.shell.page import nn

if TYPE_CHECKING:
    from web.corners.app import App

Rect = tuple[float, float]  #: a card's (left, top) on the page


class Table(Protocol):
    """What gestures need of the table's page code (:class:`web.corners.dom.Dom`)."""

    doc: Any
    dropped: dict[str, Rect] | None  #: card positions measured at a drop: cards fly on from there

    def listen(self, target: Any, event: str, handler: Any) -> None: ...

    def by_id(self, name: str) -> Any: ...

    def rects(self) -> dict[str, Rect]: ...

DRAG_THRESHOLD = 6  #: pixels a pointer must travel before a press becomes a drag


class Input:
    """Delegated listeners on the document, forwarding gestures to the controller."""

    def __init__(self, dom: Table) -> None:
        self.dom = dom
        self.doc = dom.doc
        self.app: App | None = None
        self._press: dict[str, Any] | None = None
        self._drag_el: Any = None
        self._suppress_click = False

    def bind(self, app: App) -> None:
        """Wire every event to the controller (delegated listeners on the document)."""
        self.app = app
        doc = self.doc
        listen = self.dom.listen
        listen(doc, "pointerdown", self._on_down)
        listen(doc, "pointermove", self._on_move)
        listen(doc, "pointerup", self._on_up)
        listen(doc, "pointercancel", self._on_cancel)
        listen(doc, "click", self._on_click)
        listen(doc, "transitionend", self._on_transition_end)
        listen(self.dom.by_id("speed"), "change", lambda e: app.set_speed(str(e.target.value)))
        for el in doc.querySelectorAll("[data-action]:disabled, #speed"):
            el.disabled = False

    def _target(self, event: Any) -> tuple[str, str, Any] | None:
        t = event.target
        if getattr(t, "closest", None) is None:
            return None
        card = nn(t.closest("#hand [data-card]"))
        if card is not None:
            return ("card", str(card.getAttribute("data-key")), card)
        pile = nn(t.closest("[data-pile]"))
        if pile is not None:
            return ("pile", str(pile.getAttribute("data-pile")), pile.querySelector(".stack"))
        return None

    def _on_down(self, event: Any) -> None:
        if event.button != 0 or not event.isPrimary:
            return
        if self._drag_el is not None:  # a drag whose release we never saw (it ended outside the window)
            self._release()
            if self.app is not None:
                self.app.drop(None)
        hit = self._target(event)
        if hit is None:
            return
        kind, ident, el = hit
        self._press = {"kind": kind, "id": ident, "el": el, "x": event.clientX, "y": event.clientY, "drag": False}

    def _on_move(self, event: Any) -> None:
        press = self._press
        if press is None or not event.isPrimary:
            return
        dx, dy = event.clientX - press["x"], event.clientY - press["y"]
        if not press["drag"]:
            if abs(dx) + abs(dy) < DRAG_THRESHOLD or self.app is None:
                return
            picked = self.app.pick_card(press["id"]) if press["kind"] == "card" else self.app.pick_pile(press["id"])
            if not picked:
                self._press = None
                return
            press["drag"] = True
            self._drag_el = press["el"]
            self._drag_el.classList.add("dragging")
        event.preventDefault()
        self._drag_el.style.transform = f"translate({dx}px, {dy}px)"

    def _on_up(self, event: Any) -> None:
        press, self._press = self._press, None
        if press is None or self.app is None:
            return
        self._suppress_click = True
        if not press["drag"]:
            if press["kind"] == "card":
                self.app.tap_card(press["id"])
            else:
                self.app.tap_pile(press["id"])
            return
        hit = nn(self.doc.elementFromPoint(event.clientX, event.clientY))  # the dragged card lets pointers through
        pile = nn(hit.closest("[data-pile]")) if hit is not None else None
        self.dom.dropped = self.dom.rects()  # measured with the drag offset: cards fly on (or back) from here
        self._release()
        self.app.drop(str(pile.getAttribute("data-pile")) if pile is not None else None)
        self.dom.dropped = None

    def _release(self) -> None:
        """Let go of the dragged element: it returns to its place (animated by the next render)."""
        el, self._drag_el = self._drag_el, None
        if el is not None:
            el.classList.remove("dragging")
            el.style.transform = ""

    def _on_cancel(self, event: Any) -> None:
        press, self._press = self._press, None
        if press is not None and press["drag"] and self.app is not None:
            self._release()
            self.app.drop(None)

    def _on_click(self, event: Any) -> None:
        app = self.app
        if app is None:
            return
        t = event.target
        suppressed, self._suppress_click = self._suppress_click, False
        if getattr(t, "closest", None) is None:
            return
        action = nn(t.closest("[data-action]"))
        if action is not None:
            app.press(str(action.getAttribute("data-action")))
            return
        choice = nn(t.closest("[data-choice]"))
        if choice is not None:
            app.choose(str(choice.getAttribute("data-choice")))
            return
        if suppressed and event.detail != 0:
            return  # a pointer tap already handled in _on_up
        hit = self._target(event)
        if hit is not None and event.detail == 0:  # keyboard activation of a hand card
            (app.tap_card if hit[0] == "card" else app.tap_pile)(hit[1])

    def _on_transition_end(self, event: Any) -> None:
        cl = getattr(event.target, "classList", None)
        if cl is not None and cl.contains("flying"):
            cl.remove("flying")

