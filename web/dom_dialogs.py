"""The new-game and statistics dialogs (``<dialog>`` elements): page code, like :mod:`web.dom`.

The new-game form is drawn from :func:`web.setup.form_fields` (every rule option of the
engine's catalogue) and read back as plain text values for :meth:`web.app.App.submit_setup`.
Names go in and out through ``value``/``textContent`` only, never as HTML.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from web.setup import KIND_LABELS, KINDS, MAX_NAME, FormField, Setup, default_name, preset_about, preset_choices
from web.stats import Stats, Tally

if TYPE_CHECKING:
    from web.app import App

MAX_SEATS = 6


def nn(value: Any) -> Any:
    """None for JavaScript's null (Pyodide's ``JsNull``, which is not None) as for Python's None."""
    return None if value is None or type(value).__name__ == "JsNull" else value


class PageCode:
    """What every piece of page code needs: the document, new elements, event listeners."""

    def __init__(self, document: Any, proxy: Any) -> None:
        self.doc = document
        self._proxy = proxy  # pyodide.ffi.create_proxy, injected by web.main
        self._listeners: list[Any] = []

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

    def action_buttons(self, actions: Iterable[tuple[str, str]], cls: str = "") -> list[Any]:
        """A ``<button data-action>`` per (action, label), for the controller's click handler."""
        buttons = []
        for action, label in actions:
            btn = self.el("button", cls, label)
            btn.type = "button"
            btn.setAttribute("data-action", action)
            buttons.append(btn)
        return buttons

    def listen(self, target: Any, event: str, handler: Any) -> None:
        proxy = self._proxy(handler)
        self._listeners.append(proxy)  # keep proxies alive for the page's lifetime
        target.addEventListener(event, proxy)


class Dialogs(PageCode):
    """Fills, opens and reads the dialogs; forwards their events to the controller."""

    def __init__(self, document: Any, proxy: Any) -> None:
        super().__init__(document, proxy)
        self._fields: tuple[FormField, ...] = ()
        self._built = False

    def open(self, dialog_id: str) -> None:
        dialog = self.by_id(dialog_id)
        if not dialog.open:
            dialog.showModal()

    def close(self, dialog_id: str) -> None:
        dialog = self.by_id(dialog_id)
        if dialog.open:
            dialog.close()

    # -- wiring ----------------------------------------------------------------------------------
    def bind(self, app: App) -> None:
        form = self.by_id("setup-form")
        self.listen(form, "submit", lambda e: self._submit(e, app))
        self.listen(self.by_id("setup-preset"), "change", lambda e: self._preset_changed(app, str(e.target.value)))
        self.listen(self.by_id("setup-count"), "change", lambda e: self._show_count(int(e.target.value)))
        self.listen(form, "change", self._on_option_change)
        self.listen(self.doc, "click", self._on_click)

    def _on_click(self, event: Any) -> None:
        t = event.target
        closer = nn(t.closest("[data-close]"))
        if closer is not None:
            self.close(str(closer.getAttribute("data-close")))
        elif nn(t.closest('[data-setup="cancel"]')) is not None:
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
        for pid, name in (*preset_choices(), ("custom", "Custom rules")):
            opt = self.el("option", text=name)
            opt.value = pid
            select.appendChild(opt)
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

    # -- statistics ------------------------------------------------------------------------------
    def show_stats(self, stats: Stats) -> None:
        body = self.by_id("stats-body")
        parts = [self._table("Overall", {"All games": stats.total})]
        if stats.by_level:
            parts.append(self._table("By opponent level", {k.capitalize(): v for k, v in stats.by_level.items()}))
        if stats.by_preset:
            from kings.corners import PRESETS

            names = {k: (PRESETS[k].name if k in PRESETS else "Custom rules") for k in stats.by_preset}
            parts.append(self._table("By rules", {names[k]: v for k, v in stats.by_preset.items()}))
        if stats.total.deals == 0:
            parts.append(self.el("p", text="No deals finished yet: statistics start with your first finished deal."))
        body.replaceChildren(*parts)
        self.open("stats-dialog")

    def _table(self, caption: str, rows: dict[str, Tally]) -> Any:
        table = self.el("table", "stats-table")
        table.appendChild(self.el("caption", text=caption))
        head = self.el("tr")
        for text in ("", "Deals", "won", "Matches", "won", "Avg. penalty"):
            th = self.el("th", text=text)
            th.scope = "col"
            head.appendChild(th)
        table.appendChild(head)
        for name, t in rows.items():
            tr = self.el("tr")
            th = self.el("th", text=name)
            th.scope = "row"
            tr.appendChild(th)
            avg = t.average_penalty
            for text in (str(t.deals), str(t.deals_won), str(t.matches), str(t.matches_won),
                         "–" if avg is None else f"{avg:.1f}"):  # fmt: skip
                tr.appendChild(self.el("td", text=text))
            table.appendChild(tr)
        return table
