"""The Decks dialog and the age notice (page code), built from Python the first time they open.

The list of decks (built-in ones marked locked), New, Play, Edit, Duplicate, Delete (confirmed in the dialog),
Export as a file, Copy link (the address is also shown in a field, for browsers that refuse the clipboard), Import
a file (only its text is read here, and only if its size is under the engine's limit; the engine reads the rest)
and Import a link. Every deck text goes in as text (``textContent``), never as HTML.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from kings.i18n import _, ngettext
from web.kings_cup.decks import DeckItem, DecksView
from web.shell import dom_markup
from web.shell.dom_markup import Node, node
from web.shell.page import Dialogs, nn


def dialog(dialog_id: str, title: str, *kids: Node, cls: str = "", **attrs: str) -> Node:
    """A dialog of Kings Cup's, titled ``title`` (``#<id>-title``)."""
    return node("dialog", "dialog kc-dialog" + cls, node("h2", "", title, id=f"{dialog_id}-title"), *kids,
                id=dialog_id, data_for="kings-cup", aria_labelledby=f"{dialog_id}-title", **attrs)


def button(label: str, cls: str = "", **attrs: str) -> Node:
    return node("button", cls, label, type="button", **attrs)


def decks_dialog() -> Node:
    """The Decks dialog: what it is for, how many decks, a deck link offered, the news, a deletion to confirm, the
    tools (new, import a file or a link), a deck's link to share, the list of decks."""
    return dialog(
    "kc-decks", _("Decks"),
    node("p", "about", _("Built-in decks are locked: duplicate one to make it yours. A game keeps the deck it "
         "started with, even if you change or delete it later.")),
    node("p", "about kc-decks-count", id="kc-decks-count"),
    node("section", "kc-offer", id="kc-offer", hidden=True, aria_labelledby="kc-offer-title"),
    node("p", "message", id="kc-decks-note", role="status"),
    node("section", "kc-confirm", id="kc-confirm", hidden=True, role="group", aria_labelledby="kc-confirm-text"),
    node("div", "kc-deck-tools",
         button(_("New deck"), "control primary", data_deck_action="edit", data_deck_id=""),
         node("label", "control file-button", _("Import a file…") + " ",
              node("input", id="kc-deck-file", type="file", accept=".json,application/json")),
         node("form", "kc-link-form",
              node("label", "", _("Import a link") + " ",
                   node("input", id="kc-link-field", autocomplete="off", placeholder=_("paste a deck link"))),
              node("button", "control", _("Import"), type="submit"), id="kc-link-form")),
    node("div", "kc-share", node("label", "", _("Link to share"), node("input", id="kc-share-field", readonly=True),
                                 id="kc-share-label"), id="kc-share", hidden=True),
    node("ul", "kc-deck-list", id="kc-deck-list"),
    node("div", "dialog-actions", button(_("Close"), "primary", data_close="kc-decks")),
    cls=" wide",
)  # fmt: skip

def age_dialog() -> Node:
    """The age notice before an adult deck's first game on this device."""
    return dialog(
    "kc-age", _("For adults only"), node("p", "kc-age-text", id="kc-age-text"),
    node("p", "kc-age-deck", id="kc-age-deck"),
    node("div", "dialog-actions", button(_("Back"), data_action="age-no"),
         button(_("Everyone here is of age: play it"), "primary", data_action="age-yes")),
    aria_describedby="kc-age-text",
)  # fmt: skip


class DecksDialog(Dialogs):
    """``dialog#kc-decks`` and ``dialog#kc-age``."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, proxy)
        self.win = window
        self.built = False
        self.on_file: Callable[[str, int], object] | None = None
        self.on_link: Callable[[str], object] | None = None

    def _button(self, label: str, cls: str = "", **data: str) -> Any:
        b = self.el("button", cls, label)
        b.type = "button"
        for key, value in data.items():
            b.setAttribute("data-" + key.replace("_", "-"), value)
        return b

    def build(self) -> None:
        """Both dialogs (once: they stay in the page, shown only while Kings Cup is)."""
        if self.built:
            return
        self.built = True
        self.doc.body.append(dom_markup.grow(self, decks_dialog()), dom_markup.grow(self, age_dialog()))
        self.listen(self.by_id("kc-deck-file"), "change", self._on_file)
        self.listen(self.by_id("kc-link-form"), "submit", self._on_link)
        self.bind_closers()

    # -- the age notice --------------------------------------------------------------------------------------
    def show_age(self, deck: str, notice: str) -> None:
        self.build()
        self.by_id("kc-age-text").textContent = notice
        self.by_id("kc-age-deck").textContent = _("{deck} is a deck for adults. Confirm once: this device "
                                                  "remembers it.").format(deck=deck)  # fmt: skip
        self.open("kc-age")
        self.focus(self.by_id("kc-age").querySelector('[data-action="age-no"]'))

    # -- the list ----------------------------------------------------------------------------------------------
    def _item(self, item: DeckItem) -> Any:
        li = self.el("li", "kc-deck" + (" locked" if item.locked else ""))
        li.setAttribute("data-deck-id", item.id)
        head = self.el("h3", "kc-deck-head")
        head.appendChild(self.el("span", "kc-deck-title", item.name))
        badges = [(_("Built in: locked"), "locked")] if item.locked else []
        badges.append((_("Keeps score"), "score") if item.keeps_score else (_("No score"), "noscore"))
        if item.for_adults:
            badges.append((_("Adults only"), "adults"))
        for text, cls in badges:
            head.append(" ", self.el("span", f"kc-badge {cls}", text))
        li.appendChild(head)
        if item.description:
            li.appendChild(self.el("p", "kc-deck-about", item.description))
        row = self.el("p", "kc-deck-buttons")
        buttons = [(_("Play"), "use")]
        if not item.locked:
            buttons.append((_("Edit"), "edit"))
        buttons += [(_("Duplicate"), "duplicate"), (_("Export file"), "export"), (_("Copy link"), "share")]
        if not item.locked:
            buttons.append((_("Delete"), "delete"))
        for label, action in buttons:
            b = self._button(label, "control small", deck_action=action, deck_id=item.id)
            # Translators: a deck's button read aloud: {action} is the button (Play, Edit...), {deck} the deck's name
            b.setAttribute("aria-label", _("{action}: {deck}").format(action=label, deck=item.name))
            row.append(b, " ")
        li.appendChild(row)
        return li

    def show(self, v: DecksView) -> None:
        """Draw the dialog as ``v`` says, and open it."""
        self.build()
        self.by_id("kc-decks-count").textContent = ngettext("{n} of {most} decks of your own.",
                                                            "{n} of {most} decks of your own.", v.most).format(
            n=v.own, most=v.most)
        note = self.by_id("kc-decks-note")
        note.textContent = v.note.text if v.note else ""
        note.className = "message " + (("error" if v.note.error else "info") if v.note else "")
        if v.note is not None and not v.note.error:
            self.by_id("kc-link-field").value = ""
        self.by_id("kc-deck-list").replaceChildren(*(self._item(i) for i in v.items))
        confirm = self.by_id("kc-confirm")
        confirm.hidden = v.confirm is None
        if v.confirm is not None:
            text = self.el("p", "", _("Delete {deck}? This cannot be undone (export it first to keep a "
                                      "copy).").format(deck=v.confirm.name))  # fmt: skip
            text.id = "kc-confirm-text"
            confirm.replaceChildren(text, self._button(_("Delete"), "control danger", deck_action="delete-yes",
                                                       deck_id=v.confirm.id),
                                    " ", self._button(_("Keep it"), "control", deck_action="delete-no",
                                                      deck_id=v.confirm.id))  # fmt: skip
        offer = self.by_id("kc-offer")
        offer.hidden = v.offer is None
        if v.offer is not None:
            title = self.el("h3", "", _("A deck from the address"))
            title.id = "kc-offer-title"
            offer.replaceChildren(title, self.el("p", "kc-offer-name", v.offer.name),
                                  self.el("p", "kc-deck-about", v.offer.description),
                                  self._button(_("Import it"), "control primary", deck_action="offer-yes", deck_id=""),
                                  " ", self._button(_("No thanks"), "control", deck_action="offer-no", deck_id=""))
        share = self.by_id("kc-share")
        share.hidden = not v.link
        if v.link:
            url = str(self.win.URL.new(v.link, self.win.location.href).href)
            self.by_id("kc-share-field").value = url
            self.by_id("kc-share-label").firstChild.textContent = _("Link to {deck}").format(deck=v.link_name) + " "
        self.file_limit = v.max_file
        self.open("kc-decks")
        focus = nn(self.doc.querySelector("#kc-confirm:not([hidden]) button, #kc-offer:not([hidden]) button"))
        if focus is not None:
            self.focus(focus)

    def copy_link(self) -> None:
        """Put the link shown on the clipboard; where the browser refuses, select it to copy by hand."""
        field = self.by_id("kc-share-field")
        note = self.by_id("kc-decks-note")

        def copied(event: Any = None) -> None:
            note.textContent = _("Link copied: paste it in a message. Whoever opens it is offered the deck.")
            note.className = "message info"

        def refused(event: Any = None) -> None:
            note.textContent = _("Copy the link below: select it and copy it.")
            note.className = "message info"
            field.focus()
            field.select()

        ok, no = self._proxy(copied), self._proxy(refused)
        self._listeners += [ok, no]
        try:
            self.win.navigator.clipboard.writeText(str(field.value)).then(ok, no)
        except Exception:  # no clipboard here (an insecure page, an old browser)
            refused()
        with contextlib.suppress(Exception):
            field.select()

    # -- imports -----------------------------------------------------------------------------------------------
    file_limit = 64 * 1024

    def _on_file(self, event: Any) -> None:
        file, on_file = self.picked_file(event), self.on_file
        if file is None or on_file is None:
            return
        size = int(file.size)
        if size > self.file_limit:  # never read a file too big to be a deck
            on_file("", size)
            return
        self.read_text(file, lambda text: on_file(text, size))

    def _on_link(self, event: Any) -> None:
        event.preventDefault()
        field = self.by_id("kc-link-field")
        if self.on_link is not None and str(field.value).strip():
            self.on_link(str(field.value))  # the field keeps the link until it is imported
