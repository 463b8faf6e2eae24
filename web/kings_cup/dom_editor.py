"""The deck editor (page code): ``dialog#kc-editor``, built from Python the first time it opens.

The deck's name, description, what the last king does, keeps score and for adults, then a row per rank (title, what
to do, the role it gives and what the role means), each field with the engine's limit written beside it. Save
reads every field as typed into a :class:`~web.kings_cup.editor.Draft`; a refusal puts the engine's message next to
the field at fault and the focus on it, and nothing the player typed is touched.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kings.i18n import N_, _
from web.kings_cup.decks import EditorView
from web.kings_cup.editor import LIMITS, RANK_KEYS, ROLE_CHOICES, Draft, DraftError, RuleDraft, rank_label
from web.shell import dom_markup
from web.shell.dom_markup import Node, node
from web.shell.page import Dialogs, nn

#: (field, label, the engine's limit's key, a text area)
DECK_FIELDS = (("name", N_("Name"), "deck name", False), ("description", N_("Description"), "description", True),
               ("finale", N_("What the last king does"), "finale", True))  # fmt: skip
RULE_PARTS = (("title", N_("Title"), "title", False), ("text", N_("What to do"), "text", True),
              ("role_text", N_("What the role means"), "role text", False))  # fmt: skip


def _field(name: str, label: str, limit_key: str, area: bool) -> Node:
    """A text field with its label, the engine's limit beside it, and the place for its refusal."""
    told = {"name": name, "id": f"kc-f-{name}", "aria_describedby": f"kc-h-{name} kc-err-{name}"}
    control = node("textarea", "", rows="2", **told) if area else node("input", "", autocomplete="off", **told)
    return node("div", "kc-field",
                node("label", "", _(label) + " ", node("span", "kc-limit", _("up to {n} characters").format(
                    n=LIMITS[limit_key]),
                                                    id=f"kc-h-{name}"), **{"for": f"kc-f-{name}"}),
                control, node("p", "field-error", id=f"kc-err-{name}", hidden=True), data_field=name)  # fmt: skip


def _check(name: str, label: str) -> Node:
    return node("label", "check", node("input", type="checkbox", name=name), " " + label)


def _rank(i: int, key: str) -> Node:
    """A rank's row: its title and what to do, the role it gives and what the role means."""
    prefix = f"rule-{key}-"
    role = node("div", "kc-field kc-role-field",
                node("label", "", _("Role it gives"), **{"for": f"kc-f-{prefix}role"}),
                node("select", "", *(node("option", "", _(text), value=value) for value, text in ROLE_CHOICES),
                     name=prefix + "role", id=f"kc-f-{prefix}role", aria_describedby=f"kc-err-{prefix}role"),
                node("p", "field-error", id=f"kc-err-{prefix}role", hidden=True), data_field=prefix + "role")
    return node("fieldset", "kc-rank", node("legend", "", rank_label(i)),
                *(_field(prefix + part, label, limit, area) for part, label, limit, area in RULE_PARTS[:2]), role,
                _field(prefix + RULE_PARTS[2][0], *RULE_PARTS[2][1:]), data_rank=key)


def editor_dialog() -> Node:
    """``dialog#kc-editor``: the deck's fields, a row per rank, Cancel and Save."""
    return node("dialog", "dialog wide kc-dialog kc-editor", node(
    "form", "", node("h2", id="kc-editor-title"),
    node("p", "about", _("Texts are plain text. A game in progress keeps the deck it started with.")),
    node("p", "message error", id="kc-editor-error", role="alert"),
    node("fieldset", "kc-deck-fields", node("legend", "", _("The deck")),
         *(_field(name, label, key, area) for name, label, key, area in DECK_FIELDS),
         _check("keeps_score", _("Keeps score: slips cost a point, and the fewest points wins")),
         _check("for_adults", _("For adults: the age notice shows before anyone plays it"))),
    *(_rank(i, key) for i, key in enumerate(RANK_KEYS)),
    node("div", "dialog-actions", node("button", "", _("Cancel"), type="button", data_editor="cancel"),
         node("button", "primary", _("Save deck"), type="submit")),
    id="kc-editor-form", novalidate=True),
    id="kc-editor", data_for="kings-cup", aria_labelledby="kc-editor-title")  # fmt: skip


class Editor(Dialogs):
    """``dialog#kc-editor``: draws a draft, reads it back, shows the engine's refusals."""

    def __init__(self, document: Any, proxy: Any) -> None:
        super().__init__(document, proxy)
        self.built = False
        self.on_save: Callable[[Draft], object] | None = None
        self.on_cancel: Callable[[], object] | None = None

    # -- building --------------------------------------------------------------------------------------------
    def build(self) -> None:
        if self.built:
            return
        self.built = True
        dialog = dom_markup.grow(self, editor_dialog())
        self.doc.body.appendChild(dialog)
        self.listen(self.by_id("kc-editor-form"), "submit", self._on_submit)
        cancel = dialog.querySelector('[data-editor="cancel"]')
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
        if rank:
            summary.textContent = _("Not saved: the rule for {rank}: {reason}").format(rank=rank, reason=err)
        else:
            summary.textContent = _("Not saved: {reason}").format(reason=err)
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
        summary.textContent = _("Save the deck, or press Cancel to leave it as it was.")

    def close_editor(self) -> None:
        self.close("kc-editor")
