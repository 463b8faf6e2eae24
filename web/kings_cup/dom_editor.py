"""The deck editor (page code): ``dialog#kc-editor``, built from Python the first time it opens.

The deck's name, description, what the last king does, keeps score and for adults, then a row per rank (title, what
to do, the role it gives and what the role means), each field with the engine's limit written beside it. Save
reads every field as typed into a :class:`~web.kings_cup.editor.Draft`; a refusal puts the engine's message next to
the field at fault and the focus on it, and nothing the player typed is touched.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from web.kings_cup.decks import EditorView
from web.kings_cup.editor import LIMITS, RANK_KEYS, ROLE_CHOICES, Draft, DraftError, RuleDraft, rank_label
from web.shell.page import Dialogs, nn

#: (field, label, the engine's limit's key, a text area)
DECK_FIELDS = (("name", "Name", "deck name", False), ("description", "Description", "description", True),
               ("finale", "What the last king does", "finale", True))  # fmt: skip
RULE_PARTS = (("title", "Title", "title", False), ("text", "What to do", "text", True),
              ("role_text", "What the role means", "role text", False))  # fmt: skip


class Editor(Dialogs):
    """``dialog#kc-editor``: draws a draft, reads it back, shows the engine's refusals."""

    def __init__(self, document: Any, proxy: Any) -> None:
        super().__init__(document, proxy)
        self.built = False
        self.on_save: Callable[[Draft], object] | None = None
        self.on_cancel: Callable[[], object] | None = None

    # -- building --------------------------------------------------------------------------------------------
    def _field(self, name: str, label: str, limit_key: str, area: bool) -> Any:
        box = self.el("div", "kc-field")
        box.setAttribute("data-field", name)
        lab = self.el("label", "", label + " ")
        control = self.el("textarea" if area else "input")
        control.name = name
        control.id = f"kc-f-{name}"
        lab.htmlFor = control.id
        if area:
            control.rows = 2
        else:
            control.autocomplete = "off"
        hint = self.el("span", "kc-limit", f"up to {LIMITS[limit_key]} characters")
        hint.id = f"kc-h-{name}"
        lab.appendChild(hint)
        error = self.el("p", "field-error")
        error.id = f"kc-err-{name}"
        error.hidden = True
        control.setAttribute("aria-describedby", f"{hint.id} {error.id}")
        box.append(lab, control, error)
        return box

    def _check(self, name: str, label: str) -> Any:
        lab = self.el("label", "check")
        box = self.el("input")
        box.type = "checkbox"
        box.name = name
        lab.append(box, " " + label)
        return lab

    def build(self) -> None:
        if self.built:
            return
        self.built = True
        dialog = self.el("dialog", "dialog wide kc-dialog kc-editor")
        dialog.id = "kc-editor"
        dialog.setAttribute("data-for", "kings-cup")
        dialog.setAttribute("aria-labelledby", "kc-editor-title")
        form = self.el("form")
        form.id = "kc-editor-form"
        form.setAttribute("novalidate", "")
        title = self.el("h2")
        title.id = "kc-editor-title"
        about = self.el("p", "about", "Texts are plain text. A game in progress keeps the deck it started with.")
        summary = self.el("p", "message error")
        summary.id = "kc-editor-error"
        summary.setAttribute("role", "alert")
        deck = self.el("fieldset", "kc-deck-fields")
        deck.appendChild(self.el("legend", "", "The deck"))
        for name, label, key, area in DECK_FIELDS:
            deck.appendChild(self._field(name, label, key, area))
        deck.append(self._check("keeps_score", "Keeps score: slips cost a point, and the fewest points wins"),
                    self._check("for_adults", "For adults: the age notice shows before anyone plays it"))  # fmt: skip
        ranks = []
        for i, key in enumerate(RANK_KEYS):
            rank = self.el("fieldset", "kc-rank")
            rank.setAttribute("data-rank", key)
            rank.appendChild(self.el("legend", "", rank_label(i)))
            prefix = f"rule-{key}-"
            rank.append(*(self._field(prefix + part, label, key, area) for part, label, key, area in RULE_PARTS[:2]))
            role_box = self.el("div", "kc-field kc-role-field")
            role_box.setAttribute("data-field", prefix + "role")
            lab = self.el("label", "", "Role it gives")
            select = self.el("select")
            select.name = prefix + "role"
            select.id = f"kc-f-{prefix}role"
            lab.htmlFor = select.id
            for value, text in ROLE_CHOICES:
                opt = self.el("option", "", text)
                opt.value = value
                select.appendChild(opt)
            error = self.el("p", "field-error")
            error.id = f"kc-err-{prefix}role"
            error.hidden = True
            select.setAttribute("aria-describedby", error.id)
            role_box.append(lab, select, error)
            part, label, limit, area = RULE_PARTS[2]
            rank.append(role_box, self._field(prefix + part, label, limit, area))
            ranks.append(rank)
        actions = self.el("div", "dialog-actions")
        cancel = self.el("button", "", "Cancel")
        cancel.type = "button"
        cancel.setAttribute("data-editor", "cancel")
        save = self.el("button", "primary", "Save deck")
        save.type = "submit"
        actions.append(cancel, save)
        form.append(title, about, summary, deck, *ranks, actions)
        dialog.appendChild(form)
        self.doc.body.appendChild(dialog)
        self.listen(form, "submit", self._on_submit)
        self.listen(cancel, "click", lambda e: self.on_cancel() if self.on_cancel else None)
        self.listen(dialog, "cancel", self._on_escape)

    # -- drawing and reading ------------------------------------------------------------------------------
    def _control(self, name: str) -> Any:
        return self.doc.querySelector(f'#kc-editor-form [name="{name}"]')

    def show(self, v: EditorView) -> None:
        self.build()
        self.by_id("kc-editor-title").textContent = v.title
        d = v.draft
        for name, value in (("name", d.name), ("description", d.description), ("finale", d.finale)):
            self._control(name).value = value
        self._control("keeps_score").checked = d.keeps_score
        self._control("for_adults").checked = d.for_adults
        for key, rule in zip(RANK_KEYS, d.rules, strict=True):
            for part in ("title", "text", "role", "role_text"):
                self._control(f"rule-{key}-{part}").value = getattr(rule, part)
        self.error(None)
        self.open("kc-editor")
        self.focus(self._control("name"))
        self.by_id("kc-editor").scrollTop = 0

    def draft(self) -> Draft:
        """Every field exactly as typed."""
        parts = ("title", "text", "role", "role_text")
        rules = tuple(RuleDraft(*(str(self._control(f"rule-{key}-{part}").value) for part in parts))
                      for key in RANK_KEYS)  # fmt: skip
        return Draft(str(self._control("name").value), str(self._control("description").value),
                     str(self._control("finale").value), bool(self._control("keeps_score").checked),
                     bool(self._control("for_adults").checked), rules)  # fmt: skip

    def error(self, err: DraftError | None) -> None:
        """Show the engine's refusal next to its field (and in the summary), or clear every message."""
        for el in self.doc.querySelectorAll("#kc-editor .field-error"):
            el.hidden = True
            el.textContent = ""
        for el in self.doc.querySelectorAll("#kc-editor [aria-invalid]"):
            el.removeAttribute("aria-invalid")
        summary = self.by_id("kc-editor-error")
        summary.textContent = ""
        if err is None:
            return
        where = nn(self.by_id(f"kc-err-{err.field}"))
        control = nn(self._control(err.field))
        if where is not None:
            where.textContent = str(err)
            where.hidden = False
        rank = err.field.split("-")[1] if err.field.startswith("rule-") else ""
        summary.textContent = f"Not saved: {'the rule for ' + rank + ': ' if rank else ''}{err}"
        if control is not None:
            control.setAttribute("aria-invalid", "true")
            self.focus(control)
            control.scrollIntoView(self.doc.defaultView.JSON.parse('{"block": "center"}'))

    def _on_submit(self, event: Any) -> None:
        event.preventDefault()
        if self.on_save is not None:
            self.on_save(self.draft())

    def _on_escape(self, event: Any) -> None:
        event.preventDefault()  # Escape does not throw the draft away: Cancel does
        summary = self.by_id("kc-editor-error")
        summary.textContent = "Save the deck, or press Cancel to leave it as it was."

    def close_editor(self) -> None:
        self.close("kc-editor")
