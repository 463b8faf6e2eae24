"""Pointer and click input at a table whose hand's cards are tapped or dragged (page code, the base of a game's
``Input``).

A tap on a card of the hand is the controller's ``tap_card``; once the pointer travels a few pixels the press
becomes a drag (the card follows with a CSS transform), and where it is dropped is the game's business
(:meth:`HandGestures.drop`). Buttons with ``data-action`` are the controller's actions; a game's other targets
(an auction's answers, a stock, a pile) are its :meth:`HandGestures.click`. Mouse, pen and touch all arrive as
pointer events; Enter or Space on a focused card arrives as its click.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from web.shell.page import nn

DRAG_THRESHOLD = 6  #: pixels a pointer must travel before a press becomes a drag
Rect = tuple[float, float]  #: a card's (left, top) on the page


def closest(event: Any, selector: str) -> Any:
    """The element ``selector`` names at or around the event's target (None: none, or the target is no element)."""
    t = event.target
    return nn(t.closest(selector)) if getattr(t, "closest", None) is not None else None


class Listening(Protocol):
    """What a table's input needs of its page code: the document, listeners, elements by id."""

    doc: Any

    def listen(self, target: Any, event: str, handler: Any) -> None: ...

    def by_id(self, name: str) -> Any: ...


class Table(Listening, Protocol):
    """What gestures with flying cards need of the table's page code."""

    dropped: dict[str, Rect] | None  #: card positions measured at a drop: cards fly on (or back) from there

    def rects(self) -> dict[str, Rect]: ...


class Tapper(Protocol):
    """What gestures call on the game's controller."""

    def tap_card(self, key: str) -> None: ...

    def press(self, action: str) -> None: ...

    def render(self, animate: bool = False) -> None: ...

    def set_speed(self, speed: str) -> None: ...


A = TypeVar("A", bound=Tapper)
P = TypeVar("P")
L = TypeVar("L", bound=Listening)


class Pointer(Generic[P, L]):
    """Delegated listeners on the document for a table's pointer (press, move, release, cancel) and clicks, which
    the game's handlers read; the speed select (``speed``) is the controller's ``set_speed``."""

    speed = True  #: whether the table has the speed select
    #: the last input was a pointer's (False once Enter or Space clicked something: a click whose ``detail`` is 0)
    pointer = True
    #: a click on a disabled (``aria-disabled``) action button still reaches the controller, which says why it
    #: cannot be done now (Kings in the Corner's Draw and End turn)
    disabled_press = False
    events: tuple[str, ...] = ()  #: more events of the document the game reads (``transitionend``: ``_on_<event>``)

    def __init__(self, dom: L) -> None:
        self.dom = dom
        self.doc = dom.doc
        self.app: P | None = None
        self._press: dict[str, Any] | None = None  #: the press under way
        self._suppress_click = False  #: a pointer's release was handled: its click is not a second tap

    def bind(self, app: P) -> None:
        """Wire the pointer, the clicks and the speed select to ``app``; enable what waited for Python."""
        self.app = app
        listen = self.dom.listen
        for event, handler in (("pointerdown", self._on_down), ("pointermove", self._on_move),
                               ("pointerup", self._on_up), ("pointercancel", self._on_cancel),
                               ("click", self._on_click)):  # fmt: skip
            listen(self.doc, event, handler)
        for event in self.events:
            listen(self.doc, event, getattr(self, "_on_" + event.replace("-", "_")))
        if self.speed:
            setter: Any = app  # (the controller's set_speed)
            listen(self.dom.by_id("speed"), "change", lambda e: setter.set_speed(str(e.target.value)))
        for el in self.doc.querySelectorAll("[data-action]:disabled" + (", #speed" if self.speed else "")):
            el.disabled = False

    def _pressing(self, event: Any) -> bool:
        """Whether ``event`` begins a press (the primary pointer's main button); a drag whose release was never seen
        (it ended outside the window) is put back first."""
        if event.button != 0 or not event.isPrimary:
            return False
        self._release()
        return True

    def _start(self, event: Any, **what: Any) -> None:
        """The press under way: ``what`` was pressed, and where; not a drag yet."""
        self._press = {**what, "x": event.clientX, "y": event.clientY, "drag": False}

    def _release(self) -> None:
        """Put back what a drag moved (a table without drags has nothing to put back)."""

    def _lift(self, app: P, press: dict[str, Any]) -> bool:
        """Whether the press under way becomes a drag now (its elements marked ``dragging``); none by default."""
        return False

    def _dragged(self) -> Sequence[Any]:
        """The elements the drag under way moves."""
        return ()

    def _on_down(self, event: Any) -> None: ...

    def _on_move(self, event: Any) -> None:
        """A press that travels a few pixels becomes a drag (:meth:`_lift`); what it drags follows the pointer."""
        press = self._press
        if press is None or not event.isPrimary:
            return
        dx, dy = event.clientX - press["x"], event.clientY - press["y"]
        if not press["drag"]:
            if abs(dx) + abs(dy) < DRAG_THRESHOLD or self.app is None or not self._lift(self.app, press):
                return
            press["drag"] = True
        event.preventDefault()
        for el in self._dragged():
            el.style.transform = f"translate({dx}px, {dy}px)"

    def _on_up(self, event: Any) -> None: ...

    def _on_cancel(self, event: Any) -> None: ...

    def _on_click(self, event: Any) -> None:
        """A click, or Enter or Space: a control button (``data-action``) is pressed unless it is disabled; anything
        else is the game's (:meth:`clicked`)."""
        app: Any = self.app
        t = event.target
        suppressed, self._suppress_click = self._suppress_click, False
        if app is None or getattr(t, "closest", None) is None:
            return
        if event.detail == 0:
            self.pointer = False
        action = nn(t.closest("[data-action]"))
        if action is None:
            self.clicked(app, event, t, suppressed)
        elif self.disabled_press or str(action.getAttribute("aria-disabled")) != "true":
            app.press(str(action.getAttribute("data-action")))

    def clicked(self, app: P, event: Any, target: Any, suppressed: bool) -> None:
        """A click on the game's own elements (``suppressed``: a pointer's release handled it already)."""


class HandGestures(Pointer[A, Table]):
    """Delegated listeners on the document, forwarding gestures to the controller."""

    def __init__(self, dom: Table, hand: str) -> None:
        super().__init__(dom)
        self.hand = hand  #: the hand's cards (a selector)
        self._drag: Any = None

    # -- a game's own part ---------------------------------------------------------------------------------------
    def grab(self, target: Any) -> tuple[str, Any] | None:
        """What a press on ``target`` holds, if anything: its key and the element that follows a drag (a card of
        the hand; a game may hold more, such as a whole pile)."""
        card = nn(target.closest(self.hand))
        return None if card is None else (str(card.getAttribute("data-key")), card)

    def may_drag(self, app: A) -> bool:
        """Whether a press may become a drag now (a game may refuse, and say why)."""
        return True

    def pick(self, app: A, key: str) -> bool:
        """The press on ``key`` becomes a drag: whether it may (else it stays a press; a game whose controller
        refuses the pick-up may end the press, :attr:`_press`)."""
        return self.may_drag(app)

    def tap(self, app: A, key: str) -> None:
        """A press on ``key`` let go where it began, or Enter or Space on it."""
        app.tap_card(key)

    def let_go(self, app: A) -> None:
        """A drag ended on no table: cancelled, or its release never seen (it ended outside the window)."""

    def drop(self, app: A, key: str, card: Any, hit: Any) -> None:
        """The card ``key`` (its element ``card``) was dropped on ``hit`` (None: off the page)."""
        app.render()

    def click(self, app: A, target: Any) -> bool:
        """A click on one of the game's own targets (not an action button); whether it was one."""
        return False

    # -- the pointer -------------------------------------------------------------------------------------------
    def _grabbed(self, event: Any) -> tuple[str, Any] | None:
        t = event.target
        return self.grab(t) if getattr(t, "closest", None) is not None else None

    def _on_down(self, event: Any) -> None:
        stale = self._drag is not None  # a drag whose release we never saw (it ended outside the window)
        if not self._pressing(event):
            return
        if stale and self.app is not None:
            self.let_go(self.app)
        hit = self._grabbed(event)
        if hit is not None:
            self._start(event, key=hit[0], el=hit[1])

    def _lift(self, app: A, press: dict[str, Any]) -> bool:
        if not self.pick(app, press["key"]):
            return False
        self._drag = press["el"]
        self._drag.classList.add("dragging")
        return True

    def _dragged(self) -> Sequence[Any]:
        return () if self._drag is None else (self._drag,)

    def _on_up(self, event: Any) -> None:
        press, self._press = self._press, None
        app = self.app
        if press is None or app is None:
            return
        self._suppress_click = True
        if not press["drag"]:
            self.tap(app, press["key"])
            return
        hit = nn(self.doc.elementFromPoint(event.clientX, event.clientY))  # the dragged card lets pointers through
        self.dom.dropped = self.dom.rects()  # measured with the drag offset: the card flies on (or back) from here
        self._release()
        self.drop(app, press["key"], press["el"], hit)
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
            if self.app is not None:
                self.let_go(self.app)

    # -- clicks ------------------------------------------------------------------------------------------------
    def clicked(self, app: A, event: Any, t: Any, suppressed: bool) -> None:
        if self.click(app, t):
            return
        if suppressed and event.detail != 0:
            return  # a pointer tap already handled in _on_up
        hit = self._grabbed(event)
        if hit is not None and event.detail == 0:  # Enter or Space on a card of the hand
            self.tap(app, hit[0])
