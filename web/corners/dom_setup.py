"""The new-game dialog (a ``<dialog>`` element): page code, like :mod:`web.corners.dom`.

The new-game form is drawn from :func:`web.corners.setup.form_fields` (every rule option of the
engine's catalogue) and read back as plain text values for :meth:`web.corners.app.App.submit_setup`.
Names go in and out through ``value``/``textContent`` only, never as HTML.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.corners.setup import (
    KIND_LABELS,
    KINDS,
    LEVEL_LINES,
    MAX_NAME,
    FormField,
    Setup,
    default_name,
    preset_about,
    preset_choices,
    preset_groups,
)
from web.shell.page import Dialogs, nn

if TYPE_CHECKING:
    from web.corners.app import App

MAX_SEATS = 6


class SetupDialog(Dialogs):
    """Fills, opens and reads the new-game dialog; forwards its events to the controller."""

    def __init__(self, document: Any, proxy: Any) -> None:
        super().__init__(document, proxy)
        self._fields: tuple[FormField, ...] = ()
        self._built = False

    # -- wiring ----------------------------------------------------------------------------------
    def bind(self, app: App) -> None:
        form = self.by_id("setup-form")
        self.listen(form, "submit", lambda e: self._submit(e, app))
        self.listen(self.by_id("setup-preset"), "change", lambda e: self._preset_changed(app, str(e.target.value)))
        self.listen(self.by_id("setup-count"), "change", lambda e: self._show_count(int(e.target.value)))
        self.listen(form, "change", self._on_option_change)
        self.bind_closers()

    def _on_click(self, event: Any) -> None:
        super()._on_click(event)
        if nn(event.target.closest('[data-setup="cancel"]')) is not None:
            self.close("setup")

    def _on_option_change(self, event: Any) -> None:
        if nn(event.target.closest(".fields")) is not None:
            self.by_id("setup-preset").value = "custom"
            self._about()

    def _preset_changed(self, app: App, preset_id: str) -> None:
        self._about()
        app.setup_preset(preset_id)

    def _about(self) -> None:
        """The line under the preset menu: where the chosen preset comes from, and any caution."""
        self.by_id("setup-about").textContent = preset_about(str(self.by_id("setup-preset").value))

    # -- the new-game dialog ---------------------------------------------------------------------
    def _build(self) -> None:
        if self._built:
            return
        self._built = True
        select = self.by_id("setup-preset")
        for label, items in (*preset_groups(), ("Your own", (("custom", "Custom rules"),))):
            group = self.el("optgroup")
            group.label = label
            for pid, name in items:
                opt = self.el("option", text=name)
                opt.value = pid
                group.appendChild(opt)
            select.appendChild(group)
        rows = []
        for i in range(MAX_SEATS):
            li = self.el("li")
            li.setAttribute("data-seat-row", str(i))
            name = self.el("input")
            name.name = f"seat-name-{i}"
            name.maxLength = MAX_NAME
            name.autocomplete = "off"
            name.setAttribute("aria-label", f"Seat {i + 1} name")
            kind = self.el("select")
            kind.name = f"seat-kind-{i}"
            kind.setAttribute("aria-label", f"Seat {i + 1} player")
            for k in KINDS:
                opt = self.el("option", text=KIND_LABELS[k])
                opt.value = k
                kind.appendChild(opt)
            li.append(name, " ", kind)
            rows.append(li)
        self.by_id("setup-seats").replaceChildren(*rows)
        self.by_id("setup-levels").replaceChildren(*(self.el("li", text=line) for line in LEVEL_LINES))

    def _show_count(self, n: int) -> None:
        for row in self.doc.querySelectorAll("[data-seat-row]"):
            row.hidden = int(row.getAttribute("data-seat-row")) >= n

    def show_setup(self, setup: Setup, fields: tuple[FormField, ...]) -> None:
        self._build()
        self.by_id("setup-count").value = str(setup.players)
        for i in range(MAX_SEATS):
            name = self.doc.querySelector(f'[name="seat-name-{i}"]')
            kind = self.doc.querySelector(f'[name="seat-kind-{i}"]')
            if i < setup.players:
                name.value = setup.seats[i].name
                kind.value = setup.seats[i].kind
            else:
                kind.value = "medium"
                name.value = default_name(i, "medium")
        self._show_count(setup.players)
        ids = {pid for pid, _ in preset_choices()}
        self.by_id("setup-preset").value = setup.rules.id if setup.rules.id in ids else "custom"
        self._about()
        self.fill_rules(fields)
        self.by_id("setup-seed").value = ""
        self.setup_error("")
        self.open("setup")

    def fill_rules(self, fields: tuple[FormField, ...]) -> None:
        """Draw every rule option with its value (top: scoring and target; the rest folded)."""
        self._fields = fields
        main: list[Any] = []
        more: list[Any] = []
        for f in fields:
            (main if f.main else more).append(self._field(f))
        self.by_id("setup-main").replaceChildren(*main)
        self.by_id("setup-more").replaceChildren(*more)

    def _field(self, f: FormField) -> Any:
        label = self.el("label")
        label.setAttribute("data-option", f.key)
        if f.kind == "bool":
            box = self.el("input")
            box.type = "checkbox"
            box.name = f.key
            box.checked = f.value == "on"
            label.append(box, " " + f.label)
        else:
            label.append(f.label + " ")
            if f.kind == "choice":
                control = self.el("select")
                for value, text in f.choices:
                    opt = self.el("option", text=text)
                    opt.value = value
                    control.appendChild(opt)
            else:
                control = self.el("input")
                control.type = "number"
                control.min = str(f.low)
                control.max = str(f.high)
                control.step = "1"
            control.name = f.key
            control.value = f.value
            label.appendChild(control)
        label.appendChild(self.el("span", "hint-text", f.help))
        return label

    def setup_error(self, text: str) -> None:
        self.by_id("setup-error").textContent = text

    def _submit(self, event: Any, app: App) -> None:
        event.preventDefault()
        n = int(self.by_id("setup-count").value)
        seats = []
        for i in range(n):
            name = str(self.doc.querySelector(f'[name="seat-name-{i}"]').value)
            kind = str(self.doc.querySelector(f'[name="seat-kind-{i}"]').value)
            seats.append((name, kind))
        values: dict[str, str] = {}
        for f in self._fields:
            control = nn(self.doc.querySelector(f'#setup-form [name="{f.key}"]'))
            if control is None:
                continue
            values[f.key] = ("on" if control.checked else "") if f.kind == "bool" else str(control.value)
        app.submit_setup(seats, str(self.by_id("setup-preset").value), values, str(self.by_id("setup-seed").value))
