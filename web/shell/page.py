"""What every piece of page code needs, in every game: the document, new elements (text goes in as
text, never as HTML), event listeners kept alive, and modal ``<dialog>`` elements opened and closed.
Page code runs only in the browser (Pyodide); tests drive it through a fake document.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from kings.i18n import pgettext
from web.shell.ending import column_groups


def nn(value: Any) -> Any:
    """None for JavaScript's null (Pyodide's ``JsNull``, which is not None) as for Python's None."""
    return None if value is None or type(value).__name__ == "JsNull" else value


def css_words(document: Any, words: Mapping[str, str]) -> None:
    """Words a stylesheet draws (a pile's badge, a hidden hand's note, a joker's face) in the page's language: CSS
    variables on the page's root, which the CSS reads as ``content: var(--name, "English")``."""
    style = document.documentElement.style
    for name, text in words.items():
        style.setProperty(name, json.dumps(text, ensure_ascii=False))


class PageCode:
    """What every piece of page code needs: the document, new elements, event listeners."""

    def __init__(self, document: Any, proxy: Any) -> None:
        self.doc = document
        self._proxy = proxy  # pyodide.ffi.create_proxy, injected by web.shell.boot
        self._listeners: list[Any] = []
        self._no_scroll: Any = None

    def by_id(self, name: str) -> Any:
        return self.doc.getElementById(name)

    def el(self, tag: str, cls: str = "", text: str | None = None) -> Any:
        """A new element; ``text`` goes in as text (``textContent``), never as HTML."""
        el = self.doc.createElement(tag)
        if cls:
            el.className = cls
        if text is not None:
            el.textContent = text
        return el

    def picked_file(self, event: Any) -> Any:
        """The file chosen in a file field (None: none), the field emptied so that the same file can be chosen again."""
        field = event.target
        files = nn(field.files)
        if files is None or files.length == 0:
            return None
        file = files.item(0)
        field.value = ""  # (after: the field's list of files empties with it)
        return file

    def read_text(self, file: Any, then: Callable[[str], object]) -> None:
        """Read ``file`` as text, then hand it to ``then`` (its callback kept alive for the page's lifetime)."""
        reader = self._proxy(lambda text: then(str(text)))
        self._listeners.append(reader)
        file.text().then(reader)

    def menu(self, words: str, action: str, options: Iterable[tuple[str, str]], chosen: str) -> Any:
        """A ``<label>`` of ``words`` then a menu (``<select data-online=action>``) of ``options`` (value, words),
        ``chosen`` selected."""
        label = self.el("label", "", words + " ")
        select = self.el("select")
        select.setAttribute("data-online", action)
        for value, text in options:
            option = self.el("option", "", text)
            option.value = value
            option.selected = value == chosen
            select.appendChild(option)
        label.appendChild(select)
        return label

    def named(self, tag: str, cls: str, text: str) -> Any:
        """A new element holding a player's name (or words led by one), which the CSS may end in "…" where room is
        short: its whole words in its title, for the pointer that rests on it."""
        el = self.el(tag, cls, text)
        el.title = text
        return el

    def dealer(self, title: str = "") -> Any:
        """The dealer's badge: "D", and the whole word "Dealer" where a game's CSS gives it room (``.dealer .rest``;
        screen readers are told the word whole either way); ``title`` for the pointer that rests on it. A new player
        could not tell what the bare "D" meant (issue 46)."""
        badge = self.el("span", "dealer")
        # Translators: the dealer's badge, shown as its first letter where room is short ("D")
        word = pgettext("badge", "Dealer")
        first, rest = self.el("span", "first", word[:1]), self.el("span", "rest", word[1:])
        for part in (first, rest):  # "D" and "ealer" apart (the rest set aside): screen readers said "D ealer"
            part.setAttribute("aria-hidden", "true")
        badge.append(first, rest, self.el("span", "sr", word))
        badge.title = title or word
        return badge

    def group_row(self, words: Sequence[str]) -> Any:
        """A table's row over its columns saying what a run of them is (``"Deal"`` over ``1 2 3 4``): a cell per run
        of the same word in ``words`` (one per column), ``""`` for none. For the eyes: each column says it to screen
        readers itself (web/shell/ending.css styles ``tr.group``)."""
        row = self.el("tr", "group")
        row.setAttribute("aria-hidden", "true")
        for word, span in column_groups(words):
            cell = self.el("td", "group", word) if word else self.el("td")
            cell.colSpan = span
            row.appendChild(cell)
        return row

    def action_buttons(self, actions: Iterable[tuple[str, str]], cls: str = "", attr: str = "data-action") -> list[Any]:
        """A ``<button data-action>`` per (action, label), for the controller's click handler (or another ``attr``:
        Kings in the Corner's ``data-choice``, a card a joker stands for)."""
        buttons = []
        for action, label in actions:
            btn = self.el("button", cls, label)
            btn.type = "button"
            btn.setAttribute(attr, action)
            buttons.append(btn)
        return buttons

    def focus(self, el: Any) -> None:
        """Focus ``el`` without scrolling the page: a focus that moves by itself (onto a banner, back
        to the hand after a render) must not make the table jump under the player's eyes."""
        if self._no_scroll is None:  # a real JS object: a Python dict would reach focus() as a proxy
            self._no_scroll = self.doc.defaultView.JSON.parse('{"preventScroll": true}')
        el.focus(self._no_scroll)

    def proxy(self, handler: Any) -> Any:
        """``handler`` as a function the page can call back later (kept alive for the page's lifetime)."""
        proxy = self._proxy(handler)
        self._listeners.append(proxy)
        return proxy

    def listen(self, target: Any, event: str, handler: Any) -> None:
        proxy = self._proxy(handler)
        self._listeners.append(proxy)  # keep proxies alive for the page's lifetime
        target.addEventListener(event, proxy)


class Dialogs(PageCode):
    """Opens and closes ``<dialog>`` elements; any ``[data-close=ID]`` button closes dialog ``ID``."""

    def open(self, dialog_id: str) -> None:
        dialog = self.by_id(dialog_id)
        if not dialog.open:
            dialog.showModal()

    def close(self, dialog_id: str) -> None:
        dialog = self.by_id(dialog_id)
        if dialog.open:
            dialog.close()

    def bind_closers(self) -> None:
        self.listen(self.doc, "click", self._on_click)

    def _on_click(self, event: Any) -> None:
        closer = nn(event.target.closest("[data-close]"))
        if closer is not None:
            self.close(str(closer.getAttribute("data-close")))
