"""The new-game dialog (the page's one ``<dialog id="setup">``), for every game: page code.

It draws a :class:`~web.shell.setupform.SetupForm` (seats, preset menu, every rule option) each time
it opens, and reads it back as plain text values for the game's controller
(:class:`SetupController`). Names go in and out through ``value``/``textContent`` only, never as
HTML. Each game that opens binds its own instance; the shell's proxies let only the game on
screen hear the dialog's events.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from kings.i18n import _
from web.shell.page import Dialogs, nn
from web.shell.seats import MAX_NAME, default_name, seat_default
from web.shell.setupform import FormField, SetupForm


class SetupController(Protocol):
    """What the dialog calls on the game's controller."""

    def setup_preset(self, preset_id: str) -> None: ...

    def submit_setup(self, seats: list[tuple[str, str]], preset_id: str, values: Mapping[str, str],
                     seed: str) -> None: ...  # fmt: skip


class SetupDialog(Dialogs):
    """Fills, opens and reads the new-game dialog; forwards its events to the controller."""

    def __init__(self, document: Any, proxy: Any) -> None:
        super().__init__(document, proxy)
        self._form: SetupForm | None = None
        self._fields: tuple[FormField, ...] = ()
        self._app: Any = None

    # -- wiring ----------------------------------------------------------------------------------
    def bind(self, app: SetupController) -> None:
        self._app = app
        form = self.by_id("setup-form")
        self.listen(form, "submit", lambda e: self._submit(e, app))
        self.listen(self.by_id("setup-preset"), "change", lambda e: self._preset_changed(app, str(e.target.value)))
        for event in ("input", "change"):  # (each step of the number, at once)
            self.listen(self.by_id("setup-count"), event, lambda e: self._show_count(int(e.target.value)))
        self.listen(form, "change", self._on_option_change)
        self.listen(self.by_id("setup-seats"), "input", self._on_name_input)
        self.bind_closers()

    def _on_click(self, event: Any) -> None:
        super()._on_click(event)
        if nn(event.target.closest('[data-setup="cancel"]')) is not None:
            self.close("setup")
        if nn(event.target.closest('[data-setup="online"]')) is not None and self._app is not None:
            self._app.submit_online(*self.read())  # Play online (web/shell/online): the dialog's game, hosted
        if nn(event.target.closest('[data-setup="quick"]')) is not None and self._app is not None:
            self._app.submit_online(*self.read(), quick=True)  # Quick match: a public table with these rules
        if nn(event.target.closest('[data-setup="find"]')) is not None and self._app is not None:
            find = getattr(self._app, "online_find", None)  # Find a table (public tables, web/shell/online)
            if find is not None:
                self.close("setup")
                find()
        move = nn(event.target.closest("[data-seat-move]"))
        if move is not None:
            self._move_seat(move)

    def _move_seat(self, button: Any) -> None:
        """Swap a seat's name and kind with the seat above or below it; the focus follows the seat."""
        row = int(button.closest("[data-seat-row]").getAttribute("data-seat-row"))
        way = str(button.getAttribute("data-seat-move"))
        other = row + (-1 if way == "up" else 1)
        if not 0 <= other < int(self.by_id("setup-count").value):
            return
        for field in ("name", "kind"):
            a = self.doc.querySelector(f'[name="seat-{field}-{row}"]')
            b = self.doc.querySelector(f'[name="seat-{field}-{other}"]')
            a.value, b.value = b.value, a.value
        self._name_seat_choices()
        self.focus(self.doc.querySelector(f'[data-seat-row="{other}"] [data-seat-move="{way}"]'))

    def _on_option_change(self, event: Any) -> None:
        if event.target.hasAttribute("data-per-seat"):  # the player's own choice of a seat, kept (_fit_seat_choices)
            event.target.setAttribute("data-chosen", str(event.target.value))
        if (self._form is None or self._form.custom) and nn(event.target.closest(".fields")) is not None:
            self.by_id("setup-preset").value = "custom"
            self._about()

    def _preset_changed(self, app: SetupController, preset_id: str) -> None:
        self._about()
        app.setup_preset(preset_id)

    def _about(self) -> None:
        """The line under the preset menu: what the chosen preset changes for the player."""
        abouts = self._form.abouts if self._form is not None else {}
        self.by_id("setup-about").textContent = abouts.get(str(self.by_id("setup-preset").value), "")

    # -- drawing ---------------------------------------------------------------------------------
    def _option(self, value: str, text: str) -> Any:
        opt = self.el("option", text=text)
        opt.value = value
        return opt

    def _build(self, form: SetupForm) -> None:
        """The menus and seat rows of ``form`` (drawn again each time: the games differ)."""
        select = self.by_id("setup-preset")
        groups = []
        own = ((_("Your own"), (("custom", _("Custom rules")),)),) if form.custom else ()
        for label, items in (*form.presets, *own):
            group = self.el("optgroup")
            group.label = label
            group.append(*(self._option(pid, name) for pid, name in items))
            groups.append(group)
        select.replaceChildren(*groups)
        self.by_id("setup-preset-label").textContent = _(form.preset_label)
        count = self.by_id("setup-count")
        count.replaceChildren(*(self._option(str(n), str(n)) for n in form.counts))
        count.closest("label").hidden = len(form.counts) == 1
        # a game of one (Klondike) asks for a name, not for "Players" with a list of one numbered "1."
        alone = form.most == 1
        self.doc.querySelector("#setup .seats-field legend").textContent = _("Your name") if alone else _("Players")
        self.by_id("setup-seats").classList.toggle("alone", alone)
        rows = []
        for i in range(form.most):
            li = self.el("li")
            li.setAttribute("data-seat-row", str(i))
            name = self.el("input")
            name.name = f"seat-name-{i}"
            name.maxLength = MAX_NAME  # (a name past the game's limit is shortened with "…", the note says how)
            name.autocomplete = "off"
            name.setAttribute("aria-label", _("Your name") if alone else _("Seat {n} name").format(n=i + 1))
            name.setAttribute("aria-describedby", "setup-name-note")
            kind = self.el("select")
            kind.name = f"seat-kind-{i}"
            kind.setAttribute("aria-label", _("Seat {n} player").format(n=i + 1))
            kind.append(*(self._option(k, label) for k, label in form.kinds))
            kind.hidden = len(form.kinds) == 1  # one kind of player (a party game): nothing to choose
            li.append(name, " ", kind)
            if form.reorder:
                for way, arrow in (("up", "↑"), ("down", "↓")):
                    button = self.el("button", "seat-move", arrow)
                    button.type = "button"
                    button.setAttribute("data-seat-move", way)
                    moves = {"up": _("Move player {n} up"), "down": _("Move player {n} down")}
                    button.setAttribute("aria-label", moves[way].format(n=i + 1))
                    li.append(" ", button)
            rows.append(li)
        self.by_id("setup-seats").replaceChildren(*rows)
        lines = (*form.level_lines, *form.notes)
        self.by_id("setup-levels").replaceChildren(*(self.el("li", text=line) for line in lines))

    def _show_count(self, n: int) -> None:
        for row in self.doc.querySelectorAll("[data-seat-row]"):
            row.hidden = int(row.getAttribute("data-seat-row")) >= n
        # the first seat's ↑ and the last one's ↓ look spent (review 72: they looked usable and did nothing); not
        # disabled, so the focus that followed a seat there stays
        for button in self.doc.querySelectorAll("[data-seat-move]"):
            seat = int(button.closest("[data-seat-row]").getAttribute("data-seat-row"))
            end = 0 if str(button.getAttribute("data-seat-move")) == "up" else n - 1
            if seat == end:
                button.setAttribute("aria-disabled", "true")
            else:
                button.removeAttribute("aria-disabled")
        self._fit_seat_choices(n)
        self._name_seat_choices()

    def _fit_seat_choices(self, n: int) -> None:
        """A choice naming a seat ("4. Cleo") lists the seats at the table only, following the number as it changes:
        the options past it leave the menu (review 68: five players were offered the 6th to the 12th; hidden, they
        were still listed: "5. Player 5" to "12. Player 12" beside four players, the new player's review). A seat
        chosen that is no longer at the table gives way to the first seat, and comes back with its seat."""
        for f in self._fields:
            select = nn(self.doc.querySelector(f'#setup select[name="{f.key}"][data-per-seat]'))
            if select is None:
                continue
            chosen = str(select.getAttribute("data-chosen") or select.value)
            kept = [(value, words) for value, words in f.choices if not value.isdigit() or int(value) <= n]
            select.replaceChildren(*(self._option(value, words) for value, words in kept))
            values = [value for value, _words in kept]
            select.value = chosen if chosen in values else next((v for v in values if v.isdigit()), values[0])

    def _on_name_input(self, event: Any) -> None:
        self._name_seat_choices()
        if str(event.target.tagName) == "INPUT":  # (a seat's menu of player kinds sends input events too)
            self._name_note()

    def _name_note(self) -> None:
        """Say how each name too long for the table will read, or why a full field stopped taking letters; nothing
        while every name fits. A note that comes up is scrolled into sight (over the sticky Start bar)."""
        note = self.by_id("setup-name-note")
        rows = self.doc.querySelectorAll("#setup-seats li:not([hidden]) input")
        text = self._form.name_note([str(row.value) for row in rows]) if self._form is not None else ""
        if str(note.textContent) != text:
            note.textContent = text
        was_hidden = bool(note.hidden)
        note.hidden = not text
        if text and was_hidden:
            note.scrollIntoView(self.doc.defaultView.JSON.parse('{"block": "nearest"}'))

    def _name_seat_choices(self) -> None:
        """A choice naming a seat says who sits there as the names are typed ("4. Cleo"): "The 4th in the list" had
        a party count rows (review 69). An empty name keeps the words the game gave."""
        for select in self.doc.querySelectorAll("#setup select[data-per-seat]"):
            for option in select.options:
                value = str(option.value)
                if not value.isdigit():
                    continue
                if not option.hasAttribute("data-words"):
                    option.setAttribute("data-words", str(option.textContent))
                field = nn(self.doc.querySelector(f'[name="seat-name-{int(value) - 1}"]'))
                name = " ".join(str(field.value or field.placeholder).split()) if field is not None else ""
                name = self._form.short_name(name) if self._form is not None else name  # (as the table will say it)
                option.textContent = f"{value}. {name}" if name else str(option.getAttribute("data-words"))

    def show(self, form: SetupForm) -> None:
        """Open the dialog as ``form`` describes it."""
        self._form = form
        self._build(form)
        players = len(form.seats)
        self.by_id("setup-count").value = str(players)
        for i in range(form.most):
            name = self.doc.querySelector(f'[name="seat-name-{i}"]')
            kind = self.doc.querySelector(f'[name="seat-kind-{i}"]')
            seat = form.seats[i] if i < players else None
            kind.value = seat.kind if seat is not None else form.new_kind
            given = seat.name if seat is not None else default_name(i, form.new_kind)
            # "Player 3" is what a blank field gives that seat: shown as a hint, not as letters to delete first
            # (review 72: a party typed "Player 1Bartholomew")
            default = seat_default(i)
            # (and "You", the one human's default, kept in English in what is saved: shown as the hint, in words)
            name.value = "" if given in (default, "You") else given
            name.placeholder = _("You") if given == "You" else default
        self._show_count(players)
        self.by_id("setup-name-note").hidden = True
        self.by_id("setup-preset").value = form.preset
        self._about()
        self.fill_rules(form.fields)
        self.by_id("setup-seed").value = ""
        # a one-player game (Klondike) has no players of the day to speak of
        self.by_id("setup-daily-about").textContent = _("The same deal for everyone today, with its own rules.") \
            if form.most == 1 else _("The same deal for everyone today, with its own players and rules.")
        self.setup_error("")
        self.open("setup")

    def fill_rules(self, fields: tuple[FormField, ...]) -> None:
        """Draw every rule option with its value (the main ones at the top, the rest folded)."""
        self._fields = fields
        main: list[Any] = []
        more: list[Any] = []
        for f in fields:
            (main if f.main else more).append(self._field(f))
        self.by_id("setup-main").replaceChildren(*main)
        self.by_id("setup-more").replaceChildren(*more)
        self.by_id("setup-more").closest("details").hidden = not more
        count = str(self.by_id("setup-count").value)
        if count.isdigit():  # a choice naming a seat, for the seats at the table (drawn again with the options)
            self._show_count(int(count))

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
                control.append(*(self._option(value, text) for value, text in f.choices))
                if f.per_seat:
                    control.setAttribute("data-per-seat", "")
                    control.setAttribute("data-chosen", f.value)
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
        """Say what is wrong in the bar beside Start game (always in view), and take the player to the field it is
        about: the message at the dialog's foot went unseen on a phone, so Start game seemed to do nothing (review
        71)."""
        self.by_id("setup-error").textContent = text
        for marked in self.doc.querySelectorAll("#setup-form [aria-invalid]"):
            marked.removeAttribute("aria-invalid")
        field = self._field_at_fault(text) if text else None
        if field is not None:
            field.setAttribute("aria-invalid", "true")
            details = field.closest("details")
            if details is not None:
                details.open = True
            json = self.doc.defaultView.JSON  # centred: "nearest" left it under the sticky Start bar on a phone
            field.focus(json.parse('{"preventScroll": true}'))
            field.scrollIntoView(json.parse('{"block": "center"}'))

    def _field_at_fault(self, text: str) -> Any:
        """The control a message is about: one the browser finds out of range, else the rule option or seed the
        message names first ("Cards dealt: choose ..."), else None."""
        for control in self.doc.querySelectorAll("#setup-form input, #setup-form select"):
            if not control.validity.valid and not control.closest("[hidden]"):
                return control
        for f in self._fields:
            if text.startswith(f.label.rstrip(":") + ":"):
                return nn(self.doc.querySelector(f'#setup-form [name="{f.key}"]'))
        # Translators: how the message on a bad seed starts ("The seed must be a whole number...")
        seed = (_("The seed").lower(), "the seed", "seed")
        return self.by_id("setup-seed") if text.lower().startswith(seed) else None

    def _submit(self, event: Any, app: SetupController) -> None:
        event.preventDefault()
        app.submit_setup(*self.read())

    def read(self) -> tuple[list[tuple[str, str]], str, dict[str, str], str]:
        """What the dialog says now: seats (name, kind), the preset's id, every rule option as text, the seed."""
        n = int(self.by_id("setup-count").value)
        seats = []
        for i in range(n):
            name = str(self.doc.querySelector(f'[name="seat-name-{i}"]').value)
            name = self._form.short_name(name) if self._form is not None else name
            kind = str(self.doc.querySelector(f'[name="seat-kind-{i}"]').value)
            seats.append((name, kind))
        values: dict[str, str] = {}
        for f in self._fields:
            control = nn(self.doc.querySelector(f'#setup-form [name="{f.key}"]'))
            if control is None:
                continue
            values[f.key] = ("on" if control.checked else "") if f.kind == "bool" else str(control.value)
        return seats, str(self.by_id("setup-preset").value), values, str(self.by_id("setup-seed").value)


class SetupUi:
    """The new-game dialog as every game's controller asks for it (its ``Ui``): a mixin for a game's page, which
    owns a :class:`SetupDialog` (``dialogs``) and describes its dialog as a :class:`~web.shell.setupform.SetupForm`."""

    dialogs: SetupDialog

    def show_setup(self, form: SetupForm) -> None:
        self.dialogs.show(form)

    def fill_rules(self, fields: tuple[FormField, ...]) -> None:
        self.dialogs.fill_rules(fields)

    def close_setup(self) -> None:
        self.dialogs.close("setup")

    def setup_error(self, text: str) -> None:
        self.dialogs.setup_error(text)
