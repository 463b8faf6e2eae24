"""Pointer, touch and click input at King's Court's table (page code).

A tap (or Enter, Space: a button's own click) on a square is the controller's ``tap``; a tap just off a square in
play (a piece that can move, a square to go to) is one on it (:data:`REACH`). A press on a piece that
travels a few pixels becomes a drag: a copy of the piece follows the pointer (a transform: nothing moves the
layout), every square it reaches that the path can take next is added to it (``reach``), and letting go plays the
path made (``release``). Buttons with ``data-action`` are the controller's actions.

The keyboard and the focus at King's Court's table (page code): the board is one Tab stop (a roving tabindex
over its squares) and the arrow keys move along the grid (:func:`web.kings_court.spec.step`); Enter or Space is
the square's own click; the single keys of :mod:`web.kings_court.spec` work outside forms and dialogs. Once a
piece is picked from the keyboard, the focus goes to the first square it can move to; the focus comes back to the
board when a render took it away.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from kings.kings_court.board import name, parse_square, square
from web.kings_court import spec
from web.shell.dom_gestures import DRAG_THRESHOLD, Listening, Pointer
from web.shell.dom_handkeys import HandKeys
from web.shell.page import PageCode, nn

if TYPE_CHECKING:
    from web.kings_court.app import App
    from web.kings_court.viewmodels import TableView


SQUARES = "#court-grid [data-square]"
#: The squares in play now: the pieces that can move (before one is picked), the picked one, where it can go, where a
#: jump has got to. A tap or a press within REACH px of the centre of one of them is one on it, unless it lands on
#: another of them: each is a 40 px target, though a phone's squares are 33 px (the board, turned, is the screen's
#: width) and a square to go to shows a dot of 13. (20 px, and one more: a click reports whole pixels.)
LIVE = '#court-grid :is(.movable, .picked, .target, .at)'
REACH = 21.0


class Input(Pointer["App", Listening]):
    """Delegated listeners on the document, forwarding gestures to the controller."""

    def __init__(self, page: Listening) -> None:
        super().__init__(page)
        self._dragging = False
        self._origin = (0.0, 0.0)  #: the dragged piece's centre on the screen before it is moved
        self.pointer = False  #: the last input was a pointer's (the keyboard's focus moves stay quiet then)

    def _square(self, target: Any) -> Any:
        return nn(target.closest(SQUARES)) if target is not None and getattr(target, "closest", None) else None

    def _aim(self, event: Any) -> Any:
        """The square a pointer's tap or press is for: the one under it if it is in play (:data:`LIVE`), else the
        nearest in play whose centre lies within :data:`REACH` px, else the one under it (or None)."""
        target = event.target
        sq = self._square(target)
        if sq is not None and sq.matches(LIVE):
            return sq
        if target is None or getattr(target, "closest", None) is None or nn(target.closest("#court-stage")) is None:
            return sq
        x, y, best, near = float(event.clientX), float(event.clientY), None, REACH
        for el in self.doc.querySelectorAll(LIVE):
            r = el.getBoundingClientRect()
            far = math.hypot(x - float(r.left + r.width / 2), y - float(r.top + r.height / 2))
            if far <= near:
                best, near = el, far
        return best if best is not None else sq

    # -- the pointer --------------------------------------------------------------------------------------------
    def _on_down(self, event: Any) -> None:
        self.pointer = True
        if event.button != 0 or not event.isPrimary:
            return
        sq = self._aim(event)
        self._press = None if sq is None else {"square": str(sq.getAttribute("data-square")), "x": event.clientX,
                                               "y": event.clientY, "piece": str(sq.className)}  # fmt: skip
        self._dragging = False

    def _on_move(self, event: Any) -> None:
        press, app = self._press, self.app
        if press is None or app is None or not event.isPrimary:
            return
        if not self._dragging:
            if abs(event.clientX - press["x"]) + abs(event.clientY - press["y"]) < DRAG_THRESHOLD:
                return
            if not app.grab(press["square"]):
                self._press = None
                return
            self._dragging = True
            self._ghost(press["piece"])
        event.preventDefault()
        self._follow(event.clientX, event.clientY)
        hit = self._square(nn(self.doc.elementFromPoint(event.clientX, event.clientY)))
        if hit is not None:
            here = str(hit.getAttribute("data-square"))
            if here != press.get("at"):
                press["at"] = here
                app.reach(here)

    def _on_up(self, event: Any) -> None:
        press, self._press = self._press, None
        if press is None or not self._dragging or self.app is None:
            return
        self._dragging = False
        self._suppress_click = True
        self._ghost("")
        self.app.release()

    def _on_cancel(self, event: Any) -> None:
        self._press = None
        if self._dragging:
            self._dragging = False
            self._ghost("")
            if self.app is not None:
                self.app.render()

    def _ghost(self, classes: str) -> None:
        """Show a copy of the dragged piece (its square's classes say its colour), or hide it (``""``)."""
        ghost = self.dom.by_id("court-ghost")
        ghost.hidden = not classes
        colour = "orange" if "orange" in classes.split() else "green" if "green" in classes.split() else ""
        ghost.className = f"court-ghost {colour}".strip()
        self.doc.body.classList.toggle("court-dragging", bool(classes))
        if classes:  # where its centre stands untranslated: the shell's table area, a container, holds fixed boxes
            ghost.style.transform = "none"
            box = ghost.getBoundingClientRect()
            self._origin = (box.left + box.width / 2, box.top + box.height / 2)

    def _follow(self, x: float, y: float) -> None:
        ox, oy = self._origin
        self.dom.by_id("court-ghost").style.transform = f"translate({x - ox:.0f}px, {y - oy:.0f}px)"

    # -- clicks ---------------------------------------------------------------------------------------------
    def clicked(self, app: App, event: Any, t: Any, suppressed: bool) -> None:
        sq = self._aim(event) if event.detail != 0 else self._square(t)  # (0: Enter or Space on the square)
        if sq is not None and not (suppressed and event.detail != 0):
            app.tap(str(sq.getAttribute("data-square")))


#: The squares in reading order of the grid before it is turned: rank 8 first, a to h (so a1 is the bottom
#: corner once the board is turned, h8 the top one).
ORDER: tuple[int, ...] = tuple(square(f, r) for r in range(7, -1, -1) for f in range(8))
START = square(3, 1)  #: d2: where the keyboard's cursor starts (the board's one Tab stop)


class Keys(HandKeys["App"]):
    """Key presses to intents, the board's roving tabindex, and focus kept in the game."""

    def __init__(self, page: PageCode, pointer: Any) -> None:
        super().__init__(page, SQUARES, 'main[data-table="kings-court"]', spec.KEYMAP)
        self.pointer = pointer  #: the page's Input: whether the last input was a pointer's
        self._path: tuple[str, ...] = ()
        self.index = ORDER.index(START)  #: the cursor starts by the Court, on d2

    def arrow(self, app: App, event: Any, key: str, card: Any, here: int) -> bool:
        """Arrows move along the grid, not in the page's reading order."""
        self.pointer.pointer = False
        self.focus_on("data-square", name(spec.step(parse_square(str(card.getAttribute("data-square"))), key)))
        return True

    def after_render(self, before: str | None, t: TableView) -> None:
        self.roving()
        picked, self._path = self._path != t.path and len(t.path) > 0, t.path
        if before == "hand" and picked and not self.pointer.pointer:
            target = next((s.name for s in t.squares if "target" in s.marks), None)
            if target is not None:
                self.focus_on("data-square", target)
                return
        if before is None or not self._lost() or t.banner is not None:
            return
        here = t.path[-1] if t.path else str(self._cards()[self.index].getAttribute("data-square"))
        self.focus_on("data-square", here)
