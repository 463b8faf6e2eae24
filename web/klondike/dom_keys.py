"""The keyboard at Klondike's table (page code): the piles are one Tab stop with a roving focus (arrows move it),
and the single keys of :mod:`web.klondike.keymap` work outside forms and dialogs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.klondike import keymap
from web.klondike.words import PILES
from web.shell.keyhelp import typing
from web.shell.page import PageCode, nn

if TYPE_CHECKING:
    from web.klondike.app import App
    from web.klondike.viewmodels import TableView

PRESSABLE = "button, a, summary, input, select, textarea, label"


class Keys:
    """Key presses to intents, and the piles' roving focus."""

    def __init__(self, page: PageCode, piles: dict[str, Any]) -> None:
        self.page = page
        self.doc = page.doc
        self.piles = piles
        self.app: App | None = None
        self.current = 0  #: the pile with tabindex 0 (PILES order)

    def bind(self, app: App) -> None:
        self.app = app
        self.page.listen(self.doc, "keydown", self._on_key)
        self.page.listen(self.doc, "focusin", self._on_focus)

    def _focused_pile(self) -> str:
        el = nn(self.doc.activeElement)
        if el is None or getattr(el, "closest", None) is None:
            return ""
        pile = nn(el.closest('main[data-table="klondike"] [data-pile]'))
        return str(pile.getAttribute("data-pile")) if pile is not None else ""

    def _on_focus(self, event: Any) -> None:
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
        app = self.app
        target = event.target
        if app is None or event.defaultPrevented or nn(self.doc.querySelector("dialog[open]")) is not None:
            return
        if typing(target) or getattr(target, "closest", None) is None or event.repeat:
            return
        key = str(event.key)
        cmd = keymap.command(key, ctrl=bool(event.ctrlKey), alt=bool(event.altKey), meta=bool(event.metaKey))
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
            self._rove(keymap.step(PILES.index(pile), arg))
            return
        event.preventDefault()
        self.doc.body.setAttribute("data-keys", "")
        if kind == "pile":
            app.key_pile(arg)
        elif kind == "action":
            app.press(arg)
        elif kind == "say":
            app.press("say-" + arg)
        else:
            app.press("keys")

    def where(self) -> None:
        """Nothing to note before a render (see :meth:`after_render`)."""
        return None

    def after_render(self, before: None, t: TableView) -> None:
        """Nothing to move: the piles are kept from render to render, so a focused pile keeps the focus."""
