"""Clicks and forms at Kings Cup's table (page code): the buttons carry what they do (``data-action``, a move in
notation in ``data-move``, a deck's action in ``data-deck-action``), so one delegated listener forwards them all;
the house rule's form makes the rule typed.

The keyboard at Kings Cup's table (page code): the single keys of :mod:`web.kings_cup.spec` work outside forms
and dialogs; Space and Enter draw only when the focus is on nothing they would press. The focus comes back to the
Draw button when a render took it away (a mate button gone once chosen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.kings_cup import spec
from web.shell.dom_gestures import Listening, closest
from web.shell.dom_handkeys import TableKeys, game_key, run_shared
from web.shell.page import nn

if TYPE_CHECKING:
    from web.kings_cup.app import App
    from web.kings_cup.viewmodels import TableView


class Input:
    """Delegated listeners on the document, forwarding gestures to the controller."""

    def __init__(self, page: Listening) -> None:
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
        if app is None:
            return
        deck = closest(event, "[data-deck-action]")
        if deck is not None:
            app.deck_action(str(deck.getAttribute("data-deck-action")), str(deck.getAttribute("data-deck-id") or ""))
            return
        move = closest(event, "[data-move]")
        if move is not None:
            app.choose(str(move.getAttribute("data-move")))
            return
        action = closest(event, "[data-action]")
        if action is not None:  # a button not available now still asks: the controller says why not
            app.press(str(action.getAttribute("data-action")))

    def _on_rule(self, event: Any) -> None:
        event.preventDefault()
        if self.app is not None:
            self.app.make_rule(str(self.page.by_id("kc-rule-field").value))


PRESSABLE = "button, a, summary, [role=button], input, select, textarea, label"


class Keys(TableKeys["App"]):
    """Key presses to intents, and focus kept in the game."""

    def _on_key(self, event: Any) -> None:
        app, target = self.app, event.target
        if app is None or not game_key(app, self.doc, event, repeats=False):
            return
        key = str(event.key)
        if key in (" ", "Enter") and nn(target.closest(PRESSABLE)) is not None:
            return  # the focused button presses itself
        cmd = spec.KEYMAP.pressed(event)
        if cmd is None:
            return
        event.preventDefault()
        kind, arg = cmd
        if kind == "point":
            app.point(int(arg))
        elif kind == "focus":
            app.focus(arg)
        else:
            run_shared(app, kind, arg)

    def where(self) -> bool:
        """Whether the focus is in Kings Cup's table now."""
        el = nn(self.doc.activeElement)
        return el is not None and getattr(el, "closest", None) is not None and \
            nn(el.closest('main[data-table="kings-cup"]')) is not None  # fmt: skip

    def after_render(self, before: bool, t: TableView) -> None:
        """A render took the focus away from the table (the button pressed is gone): back to the next step."""
        if not before or not self._lost() or t.banner is not None:
            return
        if t.choice is not None:
            target = self.doc.querySelector(".kc-mate" if t.choice.kind == "mate" else "#kc-rule-field")
        else:
            target = self.doc.querySelector('main[data-table="kings-cup"] [data-action="draw"]')
        if nn(target) is not None:
            self.page.focus(target)
