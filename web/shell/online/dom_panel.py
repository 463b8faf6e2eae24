"""The online panel and the online bar on the page (page code): drawn afresh from the room as it stands, in the
words of :mod:`web.shell.online.panel`; every name goes in as text, never as markup.

The panel (``dialog#online-<game>``) asks the player's name (the host's when they open a table, a guest's when
they join), then shows the invite link and the seats (the host's) or the seats to take (a guest's), and asks
before the host ends the game. The bar (``#online-bar-<game>``) is a strip under the header while a table is
open. ``<html data-online-stage>`` says what the table area shows: ``lobby`` (the online table is not dealt yet:
nothing of the game behind it shows, web/shell/online.css), ``playing``, or ``ended`` (a guest's last table,
with no way on).
"""

from __future__ import annotations

from typing import Any

from kings.i18n import _, pgettext
from web.shell.dom_morph import morph
from web.shell.games import GAMES
from web.shell.online import hosting, rooms
from web.shell.online.dom_seats import SeatExtras
from web.shell.online.names import offered_name
from web.shell.online.panel import (
    END_TEXT,
    END_TITLE,
    NAME_HELP,
    SeatLine,
    bar_actions,
    guest_actions,
    guest_note,
    host_name,
    seat_lines,
    timeout_label,
)
from web.shell.online.play import OnlineGuest, OnlineHost
from web.shell.page import nn


def wear_online_look(page: Any) -> None:
    """Link online play's stylesheet (web/shell/online.css) once, the first time ``page`` (page code with ``doc`` and
    ``el``) shows a piece of online play. It arrives a moment later: what must hold from the first frame (nothing
    of the game behind a guest's panel) is in the page's own stylesheet (web/shell/shell.css)."""
    if nn(page.doc.querySelector('link[href$="web/shell/online.css"]')) is None:
        css = page.el("link")
        css.rel, css.href = "stylesheet", "web/shell/online.css"
        page.doc.head.appendChild(css)


class PanelDrawing(SeatExtras):
    """Draws one game's online panel and bar (a base of :class:`web.shell.online.dom_online.OnlinePage`)."""

    game: str
    win: Any
    mode: OnlineHost | OnlineGuest | None
    transport: Any
    code: str
    note: str  #: what just happened (copied, could not connect): shown over the panel's own line
    name_error: str  #: why the name typed was refused ("" if it was not)
    asking: bool  #: "End the online game?" is up
    remembered: str  #: the name this device last played online under ("" if none)
    _dialog: Any
    _bar: Any
    public: Any  #: the game's public tables (web/shell/online/dom_public.py)

    def waited(self) -> float:
        """Seconds this guest has been looking for the host (0 when not looking)."""
        raise NotImplementedError

    def looking(self) -> bool:
        """This guest has pressed Join (or came back with a seat): the name form is done."""
        raise NotImplementedError

    # -- the panel and the bar -----------------------------------------------------------------------
    def draw(self) -> None:
        if self._dialog is None or self.mode is None:
            return
        fresh = self.el("div")  # built off the page, then brought in node by node (web/shell/dom_morph.py)
        if isinstance(self.mode, OnlineHost):
            self._draw_host(self.mode, fresh)
        else:
            self._draw_guest(self.mode, fresh)
        morph(self._dialog, fresh)
        html = self.doc.documentElement
        html.dataset.online = "host" if isinstance(self.mode, OnlineHost) else "guest"
        html.dataset.onlineStage = self._stage(self.mode)

    def _stage(self, mode: OnlineHost | OnlineGuest) -> str:
        if isinstance(mode, OnlineHost):
            return "playing" if mode.started else "lobby"
        if not mode.seated:  # (a table ended before it was dealt: the panel says so, over nothing)
            return "lobby"
        return "ended" if mode.room.phase == "ended" else "playing"

    def _draw_host(self, mode: OnlineHost, d: Any) -> None:
        room = mode.room
        if self.asking:
            d.appendChild(self._title_el(_(END_TITLE)))
            d.appendChild(self.el("p", "", _(END_TEXT)))
            d.appendChild(self._actions([("keep", _("Keep playing")), ("end-now", _("End the game"))]))
            return
        if not mode.named:  # the table opens once it has the host's name: no bar until then
            self._bar.replaceChildren()
            d.appendChild(self._title_el(_("Play online")))
            d.appendChild(self._name_form("host", _("Open the table"), offered_name(self.remembered, mode.setup.seats)))
            return
        lines = seat_lines(room._roster(0), started=mode.started, away_cpu=bool(room.timeout), can_remove=True)
        self._draw_bar(lines, bar_actions(True, mode.started))
        d.appendChild(self._title_el(_("Play online") if not mode.started else _("Invite to this table")))
        link = rooms.invite_link(str(self.win.location.href), self.game, self.code)
        d.appendChild(self.el("p", "", _("Send this link to the friends you want at your table: anyone with it can "
                                         "join, so share it only with them.")))  # fmt: skip
        d.appendChild(self._copy_row(_("Invite link"), link, "copy-link", _("Copy link")))
        d.appendChild(self._copy_row(_("Or the code"), rooms.pretty(self.code), "copy-code", _("Copy code")))
        quick = self.public.quick.box(mode)  # Quick match's wait (web/shell/online/dom_quick.py), or None
        if not mode.started:
            d.appendChild(self._public_box())
        if quick is not None:
            d.appendChild(quick)
        d.appendChild(self._seats(lines))
        # Translators: a label followed by a menu of times ("30 seconds", "2 minutes", "never")
        d.appendChild(self.menu(_("A CPU plays for a player who is away after"), "timeout",
                                [(str(s), timeout_label(s)) for s in hosting.TIMEOUTS], str(room.timeout)))
        d.appendChild(self._note_el())
        actions = ([("close", pgettext("button", "Close"))] if mode.started
                   else [("cancel", pgettext("button", "Cancel")),
                         ("start", _("Start now") if quick is not None else _("Start game"))])  # fmt: skip
        d.appendChild(self._actions(actions))

    def _draw_guest(self, mode: OnlineGuest, d: Any) -> None:
        room = mode.room
        lobby = room.lobby or {}
        roster = lobby.get("seats", [])
        host = host_name(roster)
        started, seated = bool(lobby.get("started")), room.seat is not None
        waited = self.waited()
        d.appendChild(self._title_el(_("The online game has ended") if room.phase == "ended"
                                     else _("Join an online game of {game}").format(game=GAMES[self.game].name)))
        if not self.looking():
            d.appendChild(self._name_form("join", pgettext("button", "Join"), room.name or self.remembered))
        else:
            lines = seat_lines(roster, can_sit=not started and not seated and not room.over, started=started)
            if lines and not room.over:
                d.appendChild(self._seats(lines))
            self.note = room.note or self.note
            phase = room.phase if self.transport is not None else "connecting"
            d.appendChild(self._note_el(guest_note(phase, seated, started, host, waited)))
            d.appendChild(self._actions(guest_actions(phase, waited, mode.seated)))
        ended = room.phase in ("ended", "removed")  # nobody is at that table (for them): what happened, the way on
        away = ended or room.phase == "host-away"
        self._draw_bar(() if ended else seat_lines(roster, started=started),
                       bar_actions(False, mode.seated, room.phase),
                       guest_note(room.phase, True, True, host) if away else "")  # fmt: skip

    def _public_box(self) -> Any:
        """*Public table*: the host lists the table for anyone playing this game online (web/shell/online/
        dom_public.py), and is told what that means."""
        label = self.el("label", "online-public")
        box = self.el("input")
        box.type = "checkbox"
        box.setAttribute("data-online", "public")
        box.checked = self.public.listed
        label.appendChild(box)
        label.appendChild(self.doc.createTextNode(" " + _("Public table: list it in Find a table")))
        name = GAMES[self.game].name
        said = (_("Listed: anyone playing {game} online can see your name and join a free seat, until the game "
                  "starts.").format(game=name) if self.public.listed else "")  # fmt: skip
        wrap = self.el("div")
        wrap.appendChild(label)
        note = self.el("p", "online-help", self.public.note or said)
        note.setAttribute("data-online-listed", "true" if self.public.listed else "false")
        wrap.appendChild(note)
        return wrap

    def _name_form(self, action: str, text: str, value: str) -> Any:
        """The name field, what it is for, why a name was refused (next to it), and the button that goes on."""
        form = self.el("form", "online-join")
        form.noValidate = True  # the page says what is wrong, in its own words, next to the field
        label = self.el("label", "", _("Your name"))
        field = self.el("input")
        field.name, field.value, field.autocomplete = "online-name", value, "nickname"
        field.setAttribute("aria-describedby", f"online-{self.game}-name-help online-{self.game}-name-error")
        field.setAttribute("enterkeyhint", "go")
        if self.name_error:
            field.setAttribute("aria-invalid", "true")
        label.appendChild(field)
        form.appendChild(label)
        helper = self.el("p", "online-help", _(NAME_HELP))
        helper.id = f"online-{self.game}-name-help"
        form.appendChild(helper)
        error = self.el("p", "online-error", self.name_error)
        error.id = f"online-{self.game}-name-error"
        error.setAttribute("role", "alert")
        form.appendChild(error)
        cancel, leave = ("cancel", pgettext("button", "Cancel")), ("leave", pgettext("button", "Leave"))
        buttons = [cancel, (action, text)] if action == "host" else [leave, (action, text)]
        form.appendChild(self._actions(buttons))
        return form

    def _draw_bar(self, lines: tuple[SeatLine, ...], actions: list[tuple[str, str]], message: str = "") -> None:
        self._bar.dataset.hostAway = "true" if message else "false"
        bar = self.el("div")
        bar.appendChild(self.el("strong", "", _("Online")))
        if message:
            bar.appendChild(self.el("span", "online-away", message))
        for line in lines:
            item = self.el("span", f"online-seat {line.status}", line.bar)
            item.dataset.seat, item.dataset.status = str(line.seat), line.status
            self.reaction_on(item, line.seat)
            bar.appendChild(item)
        for action, text in actions:
            bar.appendChild(self._button(action, text))
        self.reaction_controls(bar)
        morph(self._bar, bar)

    def _title_el(self, text: str) -> Any:
        h = self.el("h2", "", text)
        h.id = f"online-{self.game}-title"
        return h

    def _copy_row(self, label: str, value: str, action: str, text: str) -> Any:
        row = self.el("p", "online-copy")
        box = self.el("label", "", label + " ")
        field = self.el("input")
        field.readOnly, field.value = True, value
        field.setAttribute("data-online-value", action)
        box.appendChild(field)
        row.appendChild(box)
        row.appendChild(self._button(action, text))
        return row

    def _seats(self, lines: tuple[SeatLine, ...]) -> Any:
        ul = self.el("ul", "online-seats")
        for line in lines:
            li = self.el("li")
            li.dataset.seat, li.dataset.status = str(line.seat), line.status
            who = self.el("span", "online-who")
            who.appendChild(self.with_level(self.el("span", "online-name", line.name), line.level))
            who.appendChild(self.el("span", "online-state", line.state))
            li.appendChild(who)
            if line.can_sit:
                button = self._button("sit", _("Sit here"))
                button.dataset.seat = str(line.seat)
                li.appendChild(button)
            if line.can_remove:
                li.appendChild(self.remove_button(line))
            ul.appendChild(li)
        return ul

    def _note_el(self, fallback: str = "") -> Any:
        note = self.el("p", "online-note", self.note or fallback)
        note.setAttribute("role", "status")
        return note

    def _actions(self, actions: list[tuple[str, str]]) -> Any:
        row = self.el("div", "online-actions dialog-actions")
        for i, (action, text) in enumerate(actions):
            button = self._button(action, text, "primary" if i == len(actions) - 1 and len(actions) > 1 else "")
            if action in ("host", "join"):
                button.type = "submit"
            row.appendChild(button)
        return row

    def _button(self, action: str, text: str, cls: str = "") -> Any:
        button = self.el("button", cls, text)
        button.type = "button"
        button.setAttribute("data-online", action)
        return button

    def focus_first(self, selector: str) -> None:
        """Put the focus on the panel's ``selector`` (after the panel was drawn afresh under the player's hands)."""
        target = self._dialog.querySelector(selector)
        if target is not None and type(target).__name__ != "JsNull":
            self.focus(target)
