"""Pointer and click input at Klondike's table (page code).

A tap on a face-up card sends it to its best place (a second tap at once sends it home); a tap on the stock draws;
a card pressed and moved is dragged with the cards on it and dropped on the pile under the pointer (anywhere else,
it glides back). Mouse, pen and touch all arrive as pointer events. Buttons carry ``data-action``. Enter or Space on
a pile arrive as clicks with no pointer (``detail`` 0), which :mod:`web.klondike.dom_input` handles.

The keyboard at Klondike's table (page code): the piles are one Tab stop with a roving focus (arrows move it),
and the single keys of :mod:`web.klondike.spec` work outside forms and dialogs; when a dialog closes, the focus comes
back to where it was (the shell's :class:`~web.shell.dom_handkeys.TableKeys`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.klondike import spec
from web.klondike.words import PILES
from web.shell.dom_gestures import Listening, Pointer, closest
from web.shell.dom_handkeys import TableKeys, game_key, run_shared
from web.shell.page import PageCode, nn

if TYPE_CHECKING:
    from web.klondike.app import App
    from web.klondike.viewmodels import TableView


class Input(Pointer["App", Listening]):
    """Delegated listeners on the document, forwarding gestures to the controller."""

    speed = False  #: (no speed select: a card's glide is one length)

    def __init__(self, dom: Listening) -> None:
        super().__init__(dom)
        self._drag: list[Any] = []

    def _on_down(self, event: Any) -> None:
        if self._pressing(event) and (pile := closest(event, 'main[data-table="klondike"] [data-pile]')) is not None:
            self._start(event, pile=str(pile.getAttribute("data-pile")), card=closest(event, "[data-card]"))

    def _lift(self, app: App, press: dict[str, Any]) -> bool:
        card = press["card"]
        if card is None or not bool(card.classList.contains("movable")) or not app.live():
            return False
        moving, el = [], card
        while el is not None:  # the card and every card on it (the rest of its pile)
            moving.append(el)
            el = nn(el.nextElementSibling)
        self._drag = moving
        for el in moving:
            el.classList.add("dragging")
        return True

    def _dragged(self) -> list[Any]:
        return self._drag

    def _on_up(self, event: Any) -> None:
        press, self._press = self._press, None
        app = self.app
        if press is None or app is None:
            return
        card = press["card"]
        if not press["drag"]:
            if card is not None and bool(card.classList.contains("movable")):
                app.tap_card(str(card.getAttribute("data-card")))
            else:
                app.tap_pile(press["pile"])
            return
        hit = nn(self.doc.elementFromPoint(event.clientX, event.clientY))  # dragged cards let pointers through
        target = nn(hit.closest("[data-pile]")) if hit is not None else None
        code = str(card.getAttribute("data-card"))
        if target is not None and str(target.getAttribute("data-pile")) != press["pile"]:
            app.drop(code, str(target.getAttribute("data-pile")))
        self._release()

    def _release(self) -> None:
        moving, self._drag = self._drag, []
        for el in moving:
            el.classList.remove("dragging")
            el.style.transform = ""

    def _on_cancel(self, event: Any) -> None:
        self._press = None
        self._release()

    def _on_click(self, event: Any) -> None:
        action = closest(event, "[data-action]")
        if self.app is not None and action is not None:  # a button not available now still asks: the controller
            self.app.press(str(action.getAttribute("data-action")))  # says why not, or nothing


PRESSABLE = "button, a, summary, input, select, textarea, label"


class Keys(TableKeys["App"]):
    """Key presses to intents, the piles' roving focus, and focus kept in the game."""

    def __init__(self, page: PageCode, piles: dict[str, Any]) -> None:
        super().__init__(page)
        self.piles = piles
        self.current = 0  #: the pile with tabindex 0 (PILES order)

    def _focused_pile(self) -> str:
        el = nn(self.doc.activeElement)
        if el is None or getattr(el, "closest", None) is None:
            return ""
        pile = nn(el.closest('main[data-table="klondike"] [data-pile]'))
        return str(pile.getAttribute("data-pile")) if pile is not None else ""

    def focused(self, target: Any) -> None:
        pile = self._focused_pile()
        if pile:
            self._rove(PILES.index(pile), focus=False)

    def _rove(self, index: int, focus: bool = True) -> None:
        old = self.piles[PILES[self.current]]
        old.tabIndex = -1
        self.current = index
        el = self.piles[PILES[index]]
        el.tabIndex = 0
        if focus:
            self.page.focus(el)

    def _on_key(self, event: Any) -> None:
        app, target = self.app, event.target
        if app is None or not game_key(app, self.doc, event, repeats=False):
            return
        cmd = spec.KEYMAP.pressed(event)
        if cmd is None:
            return
        kind, arg = cmd
        pile = self._focused_pile()
        if kind == "enter":
            if not pile or nn(target.closest(PRESSABLE)) is not None:
                return  # a focused button presses itself
            event.preventDefault()
            app.key_pile(pile)
            return
        if kind == "arrow":
            if not pile:
                return
            event.preventDefault()
            self._rove(spec.step(PILES.index(pile), arg))
            return
        event.preventDefault()
        self.doc.body.setAttribute("data-keys", "")
        if kind == "pile":
            app.key_pile(arg)
        else:
            run_shared(app, kind, arg)

    def where(self) -> None:
        """Nothing to note before a render (see :meth:`after_render`)."""
        return None

    def after_render(self, before: None, t: TableView) -> None:
        """Nothing to move: the piles are kept from render to render, so a focused pile keeps the focus."""
