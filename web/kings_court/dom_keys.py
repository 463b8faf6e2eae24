"""The keyboard and the focus at King's Court's table (page code): the board is one Tab stop (a roving tabindex
over its squares) and the arrow keys move along the grid (:func:`web.kings_court.keymap.step`); Enter or Space is
the square's own click; the single keys of :mod:`web.kings_court.keymap` work outside forms and dialogs. Once a
piece is picked from the keyboard, the focus goes to the first square it can move to; the focus comes back to the
board when a render took it away."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kings.kings_court.board import name, parse_square
from web.kings_court import dom_skeleton, keymap
from web.shell.dom_handkeys import HandKeys
from web.shell.page import PageCode

if TYPE_CHECKING:
    from web.kings_court.app import App
    from web.kings_court.viewmodels import TableView

SQUARES = "#court-grid [data-square]"


class Keys(HandKeys["App"]):
    """Key presses to intents, the board's roving tabindex, and focus kept in the game."""

    def __init__(self, page: PageCode, pointer: Any) -> None:
        super().__init__(page, SQUARES, 'main[data-table="kings-court"]')
        self.pointer = pointer  #: the page's Input: whether the last input was a pointer's
        self._path: tuple[str, ...] = ()
        self.index = dom_skeleton.ORDER.index(dom_skeleton.START)  #: the cursor starts by the Court, on d2

    def command(self, key: str, event: Any) -> tuple[str, str] | None:
        return keymap.command(key, ctrl=bool(event.ctrlKey), alt=bool(event.altKey), meta=bool(event.metaKey))

    def arrow(self, app: App, event: Any, key: str, card: Any, here: int) -> bool:
        """Arrows move along the grid, not in the page's reading order."""
        self.pointer.pointer = False
        self.focus_square(name(keymap.step(parse_square(str(card.getAttribute("data-square"))), key)))
        return True

    def focus_square(self, square: str) -> None:
        squares = self._cards()
        self.index = next((i for i, el in enumerate(squares) if str(el.getAttribute("data-square")) == square),
                          self.index)  # fmt: skip
        self.roving()
        if squares:
            self.page.focus(squares[self.index])

    def after_render(self, before: str | None, t: TableView) -> None:
        self.roving()
        picked, self._path = self._path != t.path and len(t.path) > 0, t.path
        if before == "hand" and picked and not self.pointer.pointer:
            target = next((s.name for s in t.squares if "target" in s.marks), None)
            if target is not None:
                self.focus_square(target)
                return
        if before is None or not self._lost() or t.banner is not None:
            return
        self.focus_square(t.path[-1] if t.path else str(self._cards()[self.index].getAttribute("data-square")))
