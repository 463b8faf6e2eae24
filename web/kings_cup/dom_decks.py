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

from web.kings_cup.decks import DeckItem, DecksView
from web.shell.page import Dialogs, nn


class DecksDialog(Dialogs):
    """``dialog#kc-decks`` and ``dialog#kc-age``."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, proxy)
        self.win = window
        self.built = False
        self.on_file: Callable[[str, int], object] | None = None
        self.on_link: Callable[[str], object] | None = None

    def _dialog(self, dialog_id: str, title: str, wide: bool = False) -> Any:
        dialog = self.el("dialog", "dialog kc-dialog" + (" wide" if wide else ""))
        dialog.id = dialog_id
        dialog.setAttribute("data-for", "kings-cup")
        dialog.setAttribute("aria-labelledby", f"{dialog_id}-title")
        head = self.el("h2", "", title)
        head.id = f"{dialog_id}-title"
        dialog.appendChild(head)
        self.doc.body.appendChild(dialog)
        return dialog

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
        d = self._dialog("kc-decks", "Decks", wide=True)
        about = self.el("p", "about", "Built-in decks are locked: duplicate one to make it yours. A game keeps the "
                        "deck it started with, even if you change or delete it later.")  # fmt: skip
        count = self.el("p", "about kc-decks-count")
        count.id = "kc-decks-count"
        offer = self.el("section", "kc-offer")
        offer.id = "kc-offer"
        offer.hidden = True
        offer.setAttribute("aria-labelledby", "kc-offer-title")
        note = self.el("p", "message")
        note.id = "kc-decks-note"
        note.setAttribute("role", "status")
        confirm = self.el("section", "kc-confirm")
        confirm.id = "kc-confirm"
        confirm.hidden = True
        confirm.setAttribute("role", "group")
        confirm.setAttribute("aria-labelledby", "kc-confirm-text")
        listing = self.el("ul", "kc-deck-list")
        listing.id = "kc-deck-list"
        share = self.el("div", "kc-share")
        share.id = "kc-share"
        share.hidden = True
        share_label = self.el("label", "", "Link to share")
        share_label.id = "kc-share-label"
        field = self.el("input")
        field.id = "kc-share-field"
        field.readOnly = True
        share_label.appendChild(field)
        share.appendChild(share_label)
        tools = self.el("div", "kc-deck-tools")
        new = self._button("New deck", "control primary", deck_action="edit", deck_id="")
        file_label = self.el("label", "control file-button", "Import a file… ")
        file_input = self.el("input")
        file_input.id = "kc-deck-file"
        file_input.type = "file"
        file_input.accept = ".json,application/json"
        file_label.appendChild(file_input)
        link_form = self.el("form", "kc-link-form")
        link_form.id = "kc-link-form"
        link_label = self.el("label", "", "Import a link ")
        link_field = self.el("input")
        link_field.id = "kc-link-field"
        link_field.autocomplete = "off"
        link_field.placeholder = "paste a deck link"
        link_label.appendChild(link_field)
        link_go = self.el("button", "control", "Import")
        link_go.type = "submit"
        link_form.append(link_label, link_go)
        tools.append(new, file_label, link_form)
        actions = self.el("div", "dialog-actions")
        actions.appendChild(self._button("Close", "primary", close="kc-decks"))
        d.append(about, count, offer, note, confirm, tools, share, listing, actions)
        self.listen(file_input, "change", self._on_file)
        self.listen(link_form, "submit", self._on_link)

        a = self._dialog("kc-age", "For adults only")
        text = self.el("p", "kc-age-text")
        text.id = "kc-age-text"
        a.setAttribute("aria-describedby", "kc-age-text")
        deck = self.el("p", "kc-age-deck")
        deck.id = "kc-age-deck"
        buttons = self.el("div", "dialog-actions")
        buttons.append(self._button("Back", action="age-no"),
                       self._button("Everyone here is of age: play it", "primary", action="age-yes"))  # fmt: skip
        a.append(text, deck, buttons)
        self.bind_closers()

    # -- the age notice --------------------------------------------------------------------------------------
    def show_age(self, deck: str, notice: str) -> None:
        self.build()
        self.by_id("kc-age-text").textContent = notice
        self.by_id("kc-age-deck").textContent = (f"{deck} is a deck for adults. Confirm once: this device "
                                                 "remembers it.")  # fmt: skip
        self.open("kc-age")
        self.focus(self.by_id("kc-age").querySelector('[data-action="age-no"]'))

    # -- the list ----------------------------------------------------------------------------------------------
    def _item(self, item: DeckItem) -> Any:
        li = self.el("li", "kc-deck" + (" locked" if item.locked else ""))
        li.setAttribute("data-deck-id", item.id)
        head = self.el("h3", "kc-deck-head")
        head.appendChild(self.el("span", "kc-deck-title", item.name))
        badges = [("Built in: locked", "locked")] if item.locked else []
        badges.append(("Keeps score", "score") if item.keeps_score else ("No score", "noscore"))
        if item.for_adults:
            badges.append(("Adults only", "adults"))
        for text, cls in badges:
            head.append(" ", self.el("span", f"kc-badge {cls}", text))
        li.appendChild(head)
        if item.description:
            li.appendChild(self.el("p", "kc-deck-about", item.description))
        row = self.el("p", "kc-deck-buttons")
        buttons = [("Play", "use")]
        if not item.locked:
            buttons.append(("Edit", "edit"))
        buttons += [("Duplicate", "duplicate"), ("Export file", "export"), ("Copy link", "share")]
        if not item.locked:
            buttons.append(("Delete", "delete"))
        for label, action in buttons:
            b = self._button(label, "control small", deck_action=action, deck_id=item.id)
            b.setAttribute("aria-label", f"{label} {item.name}")
            row.append(b, " ")
        li.appendChild(row)
        return li

    def show(self, v: DecksView) -> None:
        """Draw the dialog as ``v`` says, and open it."""
        self.build()
        self.by_id("kc-decks-count").textContent = f"{v.own} of {v.most} decks of your own."
        note = self.by_id("kc-decks-note")
        note.textContent = v.note.text if v.note else ""
        note.className = "message " + (("error" if v.note.error else "info") if v.note else "")
        if v.note is not None and not v.note.error:
            self.by_id("kc-link-field").value = ""
        self.by_id("kc-deck-list").replaceChildren(*(self._item(i) for i in v.items))
        confirm = self.by_id("kc-confirm")
        confirm.hidden = v.confirm is None
        if v.confirm is not None:
            text = self.el("p", "", f"Delete {v.confirm.name}? This cannot be undone (export it first to keep a "
                           "copy).")  # fmt: skip
            text.id = "kc-confirm-text"
            confirm.replaceChildren(text, self._button("Delete", "control danger", deck_action="delete-yes",
                                                       deck_id=v.confirm.id),
                                    " ", self._button("Keep it", "control", deck_action="delete-no",
                                                      deck_id=v.confirm.id))  # fmt: skip
        offer = self.by_id("kc-offer")
        offer.hidden = v.offer is None
        if v.offer is not None:
            title = self.el("h3", "", "A deck from the address")
            title.id = "kc-offer-title"
            offer.replaceChildren(title, self.el("p", "kc-offer-name", v.offer.name),
                                  self.el("p", "kc-deck-about", v.offer.description),
                                  self._button("Import it", "control primary", deck_action="offer-yes", deck_id=""),
                                  " ", self._button("No thanks", "control", deck_action="offer-no", deck_id=""))
        share = self.by_id("kc-share")
        share.hidden = not v.link
        if v.link:
            url = str(self.win.URL.new(v.link, self.win.location.href).href)
            self.by_id("kc-share-field").value = url
            self.by_id("kc-share-label").firstChild.textContent = f"Link to {v.link_name} "
        self.file_limit = v.max_file
        self.open("kc-decks")
        focus = nn(self.doc.querySelector("#kc-confirm:not([hidden]) button, #kc-offer:not([hidden]) button"))
        if focus is not None:
            self.focus(focus)

    def copy_link(self) -> None:
        """Put the link shown on the clipboard; where the browser refuses, select it to copy by hand."""
        field = self.by_id("kc-share-field")
        note = self.by_id("kc-decks-note")

        def copied(_: Any = None) -> None:
            note.textContent = "Link copied: paste it in a message. Whoever opens it is offered the deck."
            note.className = "message info"

        def refused(_: Any = None) -> None:
            note.textContent = "Copy the link below: select it and copy it."
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
