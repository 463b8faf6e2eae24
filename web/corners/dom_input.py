"""Pointer and keyboard input: page code, like :mod:`web.corners.dom`, which owns an instance.

A press on a hand card or a pile becomes a tap (``app.tap_card`` / ``app.tap_pile``) or, once
the pointer travels a few pixels, a drag: the card (or the whole pile) follows the pointer with a
CSS transform, and the drop calls ``app.drop`` with the pile under the pointer. What every hand's gestures
share is the shell's :class:`~web.shell.dom_gestures.HandGestures`. The measured drop position lets the card fly
on to its pile, or back to the hand when the engine refuses the move.

The keyboard and the focus: page code, owned by :class:`web.corners.dom.Page`, on the shell's
:class:`~web.shell.dom_handkeys.HandKeys`.

The hand and the table are one Tab stop each (a roving tabindex): the arrow keys move between
the cards, or between the piles. Enter or Space on a card picks it up (the browser's own button
click, handled by :mod:`web.corners.dom_input`) and the focus jumps to the first pile that can take it;
Enter on a pile, a number or a letter drops it there, and the focus comes back to the hand. The
single-letter keys of :mod:`web.corners.spec` work anywhere outside forms and dialogs. After every
render the focus is put back where it was if the page took it away (a card played or drawn, the
banner closed, a dialog closed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.corners import spec
from web.shell.dom_gestures import HandGestures, Table
from web.shell.dom_handkeys import ARROWS, HandKeys, game_key
from web.shell.page import PageCode, nn

if TYPE_CHECKING:
    from web.corners.app import App
    from web.corners.viewmodels import TableView


PILE = "pile:"  #: the key of a press on a pile (a card's key is its code)


class Input(HandGestures["App"]):
    """The shell's hand gestures, with whole piles that are tapped or dragged too, and the joker's choices."""

    events = ("transitionend",)  #: a card landed (:meth:`_on_transitionend`)
    disabled_press = True  #: Draw and End turn say why they cannot be done now

    def __init__(self, dom: Table) -> None:
        super().__init__(dom, "#hand [data-card]")

    def grab(self, target: Any) -> tuple[str, Any] | None:
        pile = nn(target.closest("[data-pile]"))
        if pile is None or nn(target.closest(self.hand)) is not None:  # a card of the hand first, as ever
            return super().grab(target)
        return PILE + str(pile.getAttribute("data-pile")), pile.querySelector(".stack")

    def pick(self, app: App, key: str) -> bool:
        picked = app.pick_pile(key.removeprefix(PILE)) if key.startswith(PILE) else app.pick_card(key)
        if not picked:  # the controller said why: this press is over
            self._press = None
        return picked

    def tap(self, app: App, key: str) -> None:
        if key.startswith(PILE):
            app.tap_pile(key.removeprefix(PILE))
        else:
            app.tap_card(key)

    def drop(self, app: App, key: str, card: Any, hit: Any) -> None:
        pile = nn(hit.closest("[data-pile]")) if hit is not None else None
        app.drop(str(pile.getAttribute("data-pile")) if pile is not None else None)

    def let_go(self, app: App) -> None:
        app.drop(None)

    def click(self, app: App, target: Any) -> bool:
        choice = nn(target.closest("[data-choice]"))
        if choice is not None:
            app.choose(str(choice.getAttribute("data-choice")))
        return choice is not None

    def _on_transitionend(self, event: Any) -> None:
        cl = getattr(event.target, "classList", None)
        if cl is not None and cl.contains("flying"):
            cl.remove("flying")


Where = tuple[str, str, int]  #: (area, key, index): ("hand", "QH", 3), ("pile", "N", 0), ("banner", "", 0)


class Keys(HandKeys["App"]):
    """The shell's hand keys, with the table's piles as a second roving Tab stop and a card carried to them."""

    def __init__(self, page: PageCode) -> None:
        super().__init__(page, "#hand [data-card]", "[data-pile], .controls, #choices, #coach", spec.KEYMAP)
        self.pile = "N"
        self.pending = ""  #: "pick" (a card is being picked up by keyboard) or "drop" (put down)

    def bind(self, app: App) -> None:
        super().bind(app)
        self.page.listen(self.doc, "pointerdown", lambda e: self.doc.body.removeAttribute("data-keys"))

    # -- keys ------------------------------------------------------------------------------------
    def _on_key(self, event: Any) -> None:
        app, target = self.app, event.target
        if app is None or not game_key(app, self.doc, event):
            return
        key = str(event.key)
        self.doc.body.setAttribute("data-keys", "")  # keyboard in use: show the piles' key numbers
        pile = nn(target.closest("[data-pile]"))
        if key in ARROWS and pile is not None:
            event.preventDefault()
            self._focus_pile(spec.grid_move(str(pile.getAttribute("data-pile")), key))
            return
        if key in ("Enter", " "):
            if pile is not None:
                event.preventDefault()
                self._tap_pile(app, str(pile.getAttribute("data-pile")))
            elif nn(target.closest(self.hand)) is not None:
                self.pending = "pick"  # the button's click picks it up; the render then moves the focus
            return
        cmd = self.keymap.pressed(event)
        if cmd is not None and cmd[0] == "pile":
            event.preventDefault()
            self._tap_pile(app, cmd[1])
        elif cmd == ("action", "cancel"):
            event.preventDefault()
            held, holding = self._held_key(), app.selection is not None
            app.press("cancel")
            if holding:  # back to the card that was put back (or the hand, after a pile)
                self.focus_hand(held)
        else:  # the hand's arrows and the other keys, as at every table
            super()._on_key(event)

    def _tap_pile(self, app: App, place: str) -> None:
        holding = app.selection is not None
        self.pending = "drop" if holding else "pick"
        self.pile = place
        app.tap_pile(place)
        if self.pending:  # nothing rendered a change of focus: stay on that pile
            self.pending = ""
            self._focus_pile(place)

    def _held_key(self) -> str:
        el = nn(self.doc.querySelector("#hand .card.selected"))
        return str(el.getAttribute("data-key")) if el is not None else ""

    # -- roving tabindex -------------------------------------------------------------------------
    def _focus_pile(self, place: str) -> None:
        self.pile = place
        self.roving()
        el = nn(self.doc.querySelector(f'[data-pile="{place}"]'))
        if el is not None:
            el.focus()

    def roving(self) -> None:
        """One Tab stop in the hand and one on the table."""
        super().roving()
        for p in self.doc.querySelectorAll("[data-pile]"):
            p.tabIndex = 0 if str(p.getAttribute("data-pile")) == self.pile else -1

    def focus_hand(self, key: str = "") -> bool:
        """Focus the card ``key`` of the hand (else the roving one); False if the hand is empty."""
        self.focus_on("data-key", key)
        return bool(self._cards())

    # -- focus around renders and dialogs -----------------------------------------------------------
    def focused(self, t: Any) -> None:
        super().focused(t)
        pile = nn(t.closest("[data-pile]"))
        if pile is not None:
            self.pile = str(pile.getAttribute("data-pile"))

    def where(self) -> Where | None:  # type: ignore[override]  # the hand card and its place too
        """Where the focus is before a render (in the game areas only)."""
        el = nn(self.doc.activeElement)
        if el is None or getattr(el, "closest", None) is None:
            return None
        card = nn(el.closest(self.hand))
        if card is not None:
            return ("hand", str(card.getAttribute("data-key")), self.index)
        if nn(el.closest("#banner")) is not None:
            return ("banner", "", 0)
        if nn(el.closest(self.table)) is not None:
            return ("game", "", 0)
        return None

    def after_render(self, before: Where | None, t: TableView) -> None:
        """Put the focus back in the game if the render took it away; follow a keyboard pick-up."""
        self.roving()
        pending, self.pending = self.pending, ""
        if pending == "pick":
            target = nn(self.doc.querySelector(", ".join(f'.pile.target[data-pile="{p}"]'
                                                         for p in spec.READING_ORDER)))  # fmt: skip
            if target is not None:
                self._focus_pile(str(target.getAttribute("data-pile")))
                return
        if pending == "drop" and t.choices:  # a joker: which card it stands for is asked with buttons
            choice = nn(self.doc.querySelector("#choices button"))
            if choice is not None:
                self.page.focus(choice)
                return
        if pending == "drop" and t.state == "ready" and self.focus_hand():
            return
        if before is None or not self._lost():
            return
        if before[0] == "hand" and self.focus_hand(before[1]):
            return
        self._fallback(t)

    def _fallback(self, t: TableView) -> None:
        if t.banner is not None:
            first = nn(self.doc.querySelector("#banner-actions button"))
            if first is not None:
                self.page.focus(first)
                return
        if not self.focus_hand():
            el = nn(self.doc.querySelector('.controls [data-action="end"]'))
            if el is not None:
                self.page.focus(el)

    def fallback(self) -> None:
        """A dialog closed and what had the focus is gone: the hand, else the End button."""
        if not self.focus_hand():
            self.page.focus(self.doc.querySelector('.controls [data-action="end"]'))
