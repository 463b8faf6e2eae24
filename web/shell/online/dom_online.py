"""Online play on the page (page code): the New game dialog's Play online, the invite panel, the online bar,
and the transport (web/shell/online.js, loaded only now) tied to the host's or the guest's room.

:func:`attach` is called for every game with online play when its table opens; nothing else happens (no script
loaded, nothing drawn) until the player chooses Play online or opens an invite link (``#online=CODE``).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from typing import Any

from web.shell.games import GAMES
from web.shell.host import Host
from web.shell.online import hosting, rooms
from web.shell.online.panel import SeatLine, guest_note, seat_lines, timeout_label
from web.shell.online.play import MATCH, ROOM, OnlineGuest, OnlineHost, saved_room, saved_seat, saved_table
from web.shell.page import Dialogs, nn


def attach(host: Host, game: str, app: Any, link: Any, code: str | None) -> OnlinePage:
    """Online play for ``game`` on the page (:mod:`web.shell.online.dom_entry` calls it once a player chooses it,
    or opens an invite link: ``code``)."""
    page = OnlinePage(host, game, app, link)
    app.online_entry = page.host_new
    if code is not None:
        page.open_link(code)
    return page


class OnlinePage(Dialogs):
    """One game's online play on the page."""

    def __init__(self, host: Host, game: str, app: Any, link: Any) -> None:
        super().__init__(host.document, host.always or host.proxy)
        self.win, self.game, self.app, self.link = host.window, game, app, link
        self.mode: OnlineHost | OnlineGuest | None = None
        self.transport: Any = None
        self.code = ""
        self.note = ""
        self._timer: Any = None
        self._task: Any = None  #: the transport's connection on its way
        self._dialog: Any = None
        self._bar: Any = None

    # -- the page's pieces ---------------------------------------------------------------------------
    def _pieces(self) -> None:
        if self._dialog is not None:
            return
        if nn(self.doc.querySelector('link[href$="web/shell/online.css"]')) is None:
            css = self.el("link")
            css.rel, css.href = "stylesheet", "web/shell/online.css"
            self.doc.head.appendChild(css)
        self._dialog = dialog = self.el("dialog", "online-panel")
        dialog.id = f"online-{self.game}"
        dialog.setAttribute("aria-labelledby", f"online-{self.game}-title")
        self.doc.body.appendChild(dialog)
        self._bar = bar = self.el("div", "online-bar")
        bar.id = f"online-bar-{self.game}"
        bar.setAttribute("role", "status")
        bar.setAttribute("data-for", self.game)  # shown with this game's table only (web/shell/shell.css)
        self.doc.body.appendChild(bar)  # over the table, outside its layout
        for el in (dialog, bar):
            self.listen(el, "click", self._click)
        self.listen(dialog, "change", self._change)
        self.listen(dialog, "submit", self._submit)

    # -- hosting -------------------------------------------------------------------------------------
    def host_new(self, setup: Any) -> None:
        """Play online: a new room for ``setup``, its invite panel open while friends join."""
        self._leave()
        self.code = rooms.new_code(secrets.randbits)
        chairs = hosting.open_chairs(setup.seats, "medium")
        self.mode = OnlineHost(self.app, self.link, self.code, setup, chairs, self._send, _token, self._title(setup))
        self.mode.on_leave = self._leave
        self.mode.save_room()
        self._go()

    def _title(self, setup: Any) -> str:
        return str(getattr(setup.rules, "name", "")) or GAMES[self.game].name

    def open_link(self, code: str) -> None:
        """An invite link: this device's own room again (the host reopened it), or a table to join."""
        saved = saved_room(self.app.store)
        if isinstance(saved, dict) and saved.get("code") == code and not saved.get("started"):
            self.app.store.clear(ROOM)  # this device's table, never started: nothing to take up
            self.app.store.notices.append("Your online table was not started: choose Play online to open a new one.")
            self.win.history.replaceState(None, "", f"{self.win.location.pathname}{self.win.location.search}")
            self.app.render()
            return
        if isinstance(saved, dict) and saved.get("code") == code:
            table = saved_table(self.app, saved, lambda session: _levels(self.app, session))
            if table is None:
                self.win.history.replaceState(None, "", f"{self.win.location.pathname}{self.win.location.search}")
                self.app.render()
                return
            match, session, chairs = table
            self.code = code
            setup = self.app._setup_of(session)
            self.mode = OnlineHost(self.app, self.link, code, setup, chairs, self._send, _token, self._title(setup))
            self.mode.on_leave = self._leave
            timeout = saved.get("timeout")
            self.mode.room.timeout = timeout if timeout in hosting.TIMEOUTS else 60
            self.mode.resume(match, time.monotonic())
            self._go(show=False)
            return
        self.code = code
        token, name = saved_seat(self.app.store, code)
        self.mode = OnlineGuest(self.app, self.link, code, name, token, self._send)
        self.mode.on_leave = self._leave
        self.app.think = None  # hints are worked out here, from this seat's own view
        self._go(connect=token is not None)

    def _go(self, show: bool = True, connect: bool = True) -> None:
        self._pieces()
        self.win.history.replaceState(None, "", f"{self.win.location.pathname}{self.win.location.search}"
                                                f"#{rooms.FRAGMENT}{self.code}")  # fmt: skip
        if connect:
            self._task = asyncio.ensure_future(self._connect())
        if isinstance(self.mode, OnlineHost) and self._timer is None:
            self._timer = self.win.setInterval(self._proxy(self._tick), 1000)
        self.draw()
        if show or (isinstance(self.mode, OnlineGuest) and not self.mode.room.token):
            self.open(self._dialog.id)

    async def _connect(self) -> None:
        try:
            module = await self.win.kingsOnline()
            self.transport = await module.connect(self.code, *(self._proxy(f) for f in (
                self._joined, self._left, self._message, self._error)))  # fmt: skip
        except Exception as exc:  # no network, or the script blocked: say so, play goes on offline
            self.note = f"Online play could not start here ({str(exc)[:80]})."
        self.draw()

    def _send(self, peer: str, text: str) -> None:
        if self.transport is not None:
            self.transport.send(peer, text)

    def _joined(self, peer: Any) -> None:
        if isinstance(self.mode, OnlineHost):
            self.mode.room.joined(str(peer), time.monotonic())
        elif self.mode is not None:
            self.mode.room.joined(str(peer))
        self.draw()

    def _left(self, peer: Any) -> None:
        if isinstance(self.mode, OnlineHost):
            self.mode.room.left(str(peer), time.monotonic())
        elif self.mode is not None:
            self.mode.room.left(str(peer))
        self.draw()

    def _message(self, peer: Any, text: Any) -> None:
        if isinstance(self.mode, OnlineHost):
            self.mode.room.receive(str(peer), str(text), time.monotonic())
            self.draw()
        elif self.mode is not None and self.mode.receive(str(peer), str(text)):
            room = self.mode.room
            if room.phase == "playing" and self._dialog is not None and self._dialog.open:
                self.close(self._dialog.id)
            self.draw()

    def _error(self, text: Any) -> None:
        self.note = f"A player could not connect: {str(text)[:120]}"
        self.draw()

    def _tick(self) -> None:
        if isinstance(self.mode, OnlineHost) and self.mode.tick(time.monotonic()):
            self.draw()

    # -- the panel and the bar -----------------------------------------------------------------------
    def draw(self) -> None:
        if self._dialog is None or self.mode is None:
            return
        self._dialog.replaceChildren()
        if isinstance(self.mode, OnlineHost):
            self._draw_host(self.mode)
        else:
            self._draw_guest(self.mode)
        self.doc.documentElement.dataset.online = "host" if isinstance(self.mode, OnlineHost) else "guest"

    def _draw_host(self, mode: OnlineHost) -> None:
        room, d = mode.room, self._dialog
        d.appendChild(self._title_el("Play online" if not mode.started else "Invite to this table"))
        link = rooms.invite_link(str(self.win.location.href), self.game, self.code)
        d.appendChild(self.el("p", "", "Send this link to the friends you want at your table: anyone with it can "
                                       "join, so share it only with them."))  # fmt: skip
        d.appendChild(self._copy_row("Invite link", link, "copy-link", "Copy link"))
        d.appendChild(self._copy_row("Or the code", rooms.pretty(self.code), "copy-code", "Copy code"))
        lines = seat_lines(room._roster(0), False, bool(room.timeout))
        d.appendChild(self._seats(lines))
        label = self.el("label", "", "A CPU plays for a player who is away after ")
        select = self.el("select")
        select.setAttribute("data-online", "timeout")
        for seconds in hosting.TIMEOUTS:
            option = self.el("option", "", timeout_label(seconds))
            option.value = str(seconds)
            option.selected = seconds == room.timeout
            select.appendChild(option)
        label.appendChild(select)
        d.appendChild(label)
        d.appendChild(self._note_el())
        actions = [("close", "Close")] if mode.started else [("cancel", "Cancel"), ("start", "Start game")]
        d.appendChild(self._actions(actions))
        self._draw_bar(lines, [("invite", "Invite…"), ("end", "End online game")])

    def _draw_guest(self, mode: OnlineGuest) -> None:
        room, d = mode.room, self._dialog
        lobby = room.lobby or {}
        d.appendChild(self._title_el(f"Join an online game of {GAMES[self.game].name}"))
        roster = lobby.get("seats", [])
        host = next((str(r.get("name")) for r in roster if r.get("kind") == "host"), "The host")
        lines = seat_lines(roster, not lobby.get("started", False) and room.seat is None)
        if self.transport is None and not room.token:
            form = self.el("form", "online-join")
            label = self.el("label", "", "Your name ")
            field = self.el("input")
            field.name, field.maxLength, field.value, field.required = "online-name", 40, room.name, True
            label.appendChild(field)
            form.appendChild(label)
            form.appendChild(self._button("join", "Join", "primary"))
            d.appendChild(form)
        elif lines:
            d.appendChild(self._seats(lines))
        seated, started = room.seat is not None, bool(lobby.get("started"))
        self.note = room.note or self.note
        d.appendChild(self._note_el(guest_note(room.phase if self.transport else "connecting", seated, started, host)
                                    if self.transport or room.token else ""))  # fmt: skip
        d.appendChild(self._actions([("leave", "Leave")]))
        self._draw_bar(seat_lines(roster, False), [("leave", "Leave")], host_away=room.phase == "host-away",
                       host=host)  # fmt: skip

    def _draw_bar(self, lines: tuple[SeatLine, ...], actions: list[tuple[str, str]], host_away: bool = False,
                  host: str = "") -> None:  # fmt: skip
        bar = self._bar
        bar.replaceChildren()
        bar.dataset.hostAway = "true" if host_away else "false"
        bar.appendChild(self.el("strong", "", "Online"))
        if host_away:
            bar.appendChild(self.el("span", "online-away", guest_note("host-away", True, True, host)))
        for line in lines:
            item = self.el("span", f"online-seat {line.status}", f"{line.name}: {line.state}")
            item.dataset.seat, item.dataset.status = str(line.seat), line.status
            bar.appendChild(item)
        for action, text in actions:
            bar.appendChild(self._button(action, text))

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
            li.appendChild(self.el("span", "online-name", line.name))
            li.appendChild(self.el("span", "online-state", line.state))
            if line.can_sit:
                button = self._button("sit", "Sit here")
                button.dataset.seat = str(line.seat)
                li.appendChild(button)
            ul.appendChild(li)
        return ul

    def _note_el(self, fallback: str = "") -> Any:
        note = self.el("p", "online-note", self.note or fallback)
        note.setAttribute("role", "status")
        return note

    def _actions(self, actions: list[tuple[str, str]]) -> Any:
        row = self.el("div", "online-actions")
        for action, text in actions:
            row.appendChild(self._button(action, text, "primary" if action in ("start", "join") else ""))
        return row

    def _button(self, action: str, text: str, cls: str = "") -> Any:
        button = self.el("button", cls, text)
        button.type = "button"
        button.setAttribute("data-online", action)
        return button

    # -- what the player does ------------------------------------------------------------------------
    def _click(self, event: Any) -> None:
        button = nn(event.target.closest("[data-online]"))
        if button is None or button.tagName == "SELECT":
            return
        action = str(button.getAttribute("data-online"))
        mode = self.mode
        if action in ("copy-link", "copy-code"):
            field = self._dialog.querySelector(f'[data-online-value="{action}"]')
            self.win.navigator.clipboard.writeText(field.value).catch(self._proxy(lambda e: None))
            self.note = "Copied: paste it in a message to your friends."
        elif action == "start" and isinstance(mode, OnlineHost) and not mode.started:
            self.close(self._dialog.id)
            mode.start()
            mode.save_room()
        elif action == "sit" and isinstance(mode, OnlineGuest):
            mode.room.sit(int(button.dataset.seat), mode.room.name)
        elif action == "join":
            self._submit(event)
            return
        elif action in ("invite",):
            self.open(self._dialog.id)
        elif action == "close":
            self.close(self._dialog.id)
        elif action in ("cancel", "leave", "end"):
            self._leave(forget=action != "leave" or not self.app.session)
            return
        self.draw()

    def _change(self, event: Any) -> None:
        if isinstance(self.mode, OnlineHost) and str(event.target.getAttribute("data-online")) == "timeout":
            self.mode.room.timeout = int(event.target.value)
            self.mode.save_room()

    def _submit(self, event: Any) -> None:
        event.preventDefault()
        field = nn(self._dialog.querySelector('[name="online-name"]'))
        if isinstance(self.mode, OnlineGuest) and field is not None and str(field.value).strip():
            self.mode.room.name = " ".join(str(field.value).split())[:40]
            self.note = ""
            self._task = asyncio.ensure_future(self._connect())
            self.draw()

    def _leave(self, forget: bool = False) -> None:
        """Leave the online table: back to this device's own game (the host's online game stays saved unless
        ``forget``)."""
        was = self.mode
        if self.transport is not None:
            self.transport.leave()
        if self._timer is not None:
            self.win.clearInterval(self._timer)
        self.transport = self._timer = self.mode = None
        self.note = ""
        if was is None:
            return
        if isinstance(was, OnlineHost) and forget:
            self.app.store.clear(ROOM)
            self.app.store.clear(MATCH)
        if self._dialog is not None and self._dialog.open:
            self.close(self._dialog.id)
        self.doc.documentElement.dataset.online = ""
        if self._bar is not None:
            self._bar.replaceChildren()
        self.win.history.replaceState(None, "", f"{self.win.location.pathname}{self.win.location.search}")
        if self.app.online is was:
            self.app.online = None
            if not self.app.resume():
                self.app.start(self.app.settings.start_setup())


def _token() -> str:
    return secrets.token_hex(16)


def _levels(app: Any, session: Any) -> tuple[str, ...]:
    """Every CPU level a chair may name: the game's setup form's kinds."""
    return tuple({*(s.kind for s in session.seats), "easy", "medium", "hard", "expert"})
