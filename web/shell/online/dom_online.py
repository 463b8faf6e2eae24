"""Online play on the page (page code): the New game dialog's Play online, the invite panel, the online bar,
and the transport (web/shell/online.js, loaded only now) tied to the host's or the guest's room.

:func:`attach` is called for every game with online play when its table opens; nothing else happens (no script
loaded, nothing drawn) until the player chooses Play online or opens an invite link (``#online=CODE``). The
panel and the bar are drawn by :class:`web.shell.online.dom_panel.PanelDrawing`.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from typing import Any

from kings.i18n import _
from web.shell.games import GAMES
from web.shell.host import Host
from web.shell.online import hosting, rooms
from web.shell.online.dom_panel import PanelDrawing, wear_online_look
from web.shell.online.dom_public import PublicTables
from web.shell.online.names import check_name, remember_name, saved_name
from web.shell.online.panel import PATIENCE
from web.shell.online.play import MATCH, ROOM, OnlineGuest, OnlineHost, saved_room, saved_seat, saved_table
from web.shell.page import nn

REDIALS = 3  #: a guest's link to the host that failed half-way (no channel opened) is tried again this many times

def attach(host: Host, game: str, app: Any, link: Any, code: str | None) -> OnlinePage:
    """Online play for ``game`` on the page (:mod:`web.shell.online.dom_entry` calls it once a player chooses it,
    or opens an invite link: ``code``)."""
    page = OnlinePage(host, game, app, link)
    app.online_entry = page.host_new
    if code is not None:
        page.open_link(code)
    return page


class OnlinePage(PanelDrawing):
    """One game's online play on the page."""

    def __init__(self, host: Host, game: str, app: Any, link: Any) -> None:
        super().__init__(host.document, host.always or host.proxy)
        self.win, self.game, self.app, self.link = host.window, game, app, link
        self.mode: OnlineHost | OnlineGuest | None = None
        self.transport: Any = None
        self.code = ""
        self.note = ""
        self.name_error = ""
        self.asking = False
        self.remembered = saved_name(app.store)
        self._since: float | None = None  #: when this guest started looking for the host (None: not looking)
        self._patient = True  #: what the panel says of the wait was drawn (False once it says what may be wrong)
        self._timer: Any = None
        self._task: Any = None  #: the transport's connection on its way
        self._new_room = False  #: a host's new room, no guest found yet: it waits for the guests' offers (online.js)
        self._redials = 0  #: failed handshakes tried again since this guest last found the host
        self._dialog: Any = None
        self._bar: Any = None
        self.public = PublicTables(self)  #: this game's public tables (a host's listing, Find a table)

    # -- the page's pieces ---------------------------------------------------------------------------
    def _pieces(self) -> None:
        if self._dialog is not None:
            return
        wear_online_look(self)
        self._dialog = dialog = self.el("dialog", "dialog online-panel")
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
        self.listen(dialog, "cancel", self._escape)
        self.listen(dialog, "close", self._closed)

    # -- hosting -------------------------------------------------------------------------------------
    def host_new(self, setup: Any) -> None:
        """Play online: a new room for ``setup``, its panel open, asking the host's name first; the game on this
        device waits behind it until the online game starts."""
        self._leave()
        self._new_room = True
        self.code = rooms.new_code(secrets.randbits)
        chairs = hosting.open_chairs(setup.seats, "medium", "")
        self.mode = OnlineHost(self.app, self.link, self.code, setup, chairs, self._send, _token, self._title(setup))
        self.mode.on_leave = self._leave
        self.mode.hold()
        self._go(connect=False)  # guests find the table once it has the host's name
        self.focus_first('[name="online-name"]')

    def _title(self, setup: Any) -> str:
        return str(getattr(setup.rules, "name", "")) or GAMES[self.game].name

    def open_link(self, code: str) -> None:
        """An invite link: this device's own room again (the host reopened it), or a table to join."""
        saved = saved_room(self.app.store)
        if isinstance(saved, dict) and saved.get("code") == code and not saved.get("started"):
            self.app.store.clear(ROOM)  # this device's table, never started: nothing to take up
            self.app.store.notices.append(_("Your online table was not started: choose Play online to open a new one."))
            self._forget_address()
            self.app.render()
            return
        if isinstance(saved, dict) and saved.get("code") == code:
            table = saved_table(self.app, saved, lambda session: _levels(self.app, session))
            if table is None:
                self._forget_address()
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
        self.mode.hold()  # the join panel alone: the game on this device neither shows nor plays behind it
        self.app.think = None  # hints are worked out here, from this seat's own view
        self._go(connect=token is not None)
        if token is None:
            self.focus_first('[name="online-name"]')

    def _go(self, show: bool = True, connect: bool = True) -> None:
        self._pieces()
        self.win.history.replaceState(None, "", f"{self.win.location.pathname}{self.win.location.search}"
                                                f"#{rooms.FRAGMENT}{self.code}")  # fmt: skip
        if connect:
            self._start_looking()
        if self._timer is None:
            self._timer = self.win.setInterval(self._proxy(self._tick), 1000)
        self.draw()
        if show or self._lobby():
            self.open(self._dialog.id)

    def _lobby(self) -> bool:
        """The online table is not dealt yet: the panel is all the page shows (web/shell/online.css)."""
        return self.mode is not None and self._stage(self.mode) == "lobby"

    def _start_looking(self) -> None:
        self._since, self._patient = time.monotonic(), True
        self._task = asyncio.ensure_future(self._connect())

    def waited(self) -> float:
        if self._since is None or not isinstance(self.mode, OnlineGuest) or self.mode.room.phase != "connecting":
            return 0.0
        return time.monotonic() - self._since

    def looking(self) -> bool:
        return self._since is not None

    async def _connect(self) -> None:
        try:
            module = await self.win.kingsOnline()
            self.transport = await module.connect(self.code, *(self._proxy(f) for f in (
                self._joined, self._left, self._message, self._error)), self._new_room)  # fmt: skip
        except Exception as exc:  # no network, or the script blocked: say so, play goes on offline
            self.note = _("Online play could not start here ({why}).").format(why=str(exc)[:80])
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
            self._redials = 0 if room.host is not None else self._redials
            if room.phase == "playing" and self._dialog is not None and self._dialog.open:
                self.close(self._dialog.id)
            self.draw()
            if room.phase == "ended":  # the host ended the game: say so over the last table, with the ways on
                self.open(self._dialog.id)
                self.focus_first('[data-online="offline"]')

    def _error(self, text: Any, peer: Any = None) -> None:
        """A connection that could not be made (``text``: the transport's words, for the console, not the player)."""
        self.win.console.warn(f"kings online: {str(text)[:300]}")
        mode = self.mode
        if isinstance(mode, OnlineHost):
            self.note = _("A guest's connection failed: they can open the invite link again.")
        elif isinstance(mode, OnlineGuest):
            if not mode.room.concerns(str(peer or "")):
                return  # (another guest's link: guests speak only to the host)
            if mode.room.host is None and not mode.room.over and self._redials < REDIALS:
                self._redials += 1
                self._redial()
                return
            self.note = _("The link to the host's table could not be made. Some networks, such as strict office or "
                          "mobile networks, block a direct link between two devices: one of you may try another "
                          "network, such as home Wi-Fi, then press Try again.")
            self._since = time.monotonic() - PATIENCE  # the wait is over: Try again and Play offline show now
        self.draw()

    def _redial(self) -> None:
        """Hang up and look for the host again, with a new handshake (what Try again does)."""
        transport, self.transport, self.note = self.transport, None, ""
        self._since, self._patient = time.monotonic(), True
        self._task = asyncio.ensure_future(self._again(transport))

    async def _again(self, transport: Any) -> None:
        if transport is not None:  # left first: until it is, the transport would hand back the same room
            await transport.leave()
        await self._connect()

    def draw(self) -> None:
        super().draw()
        self.public.sync()  # a listed table says who sits now (published only when that changed)

    def join_public(self, code: str) -> None:
        """Find a table's Join: the listed room, through the invite link's join flow."""
        self._leave()
        self.open_link(code)

    def _tick(self) -> None:
        self.public.tick()
        if isinstance(self.mode, OnlineHost) and self.mode.tick(time.monotonic()):
            self.draw()
        elif isinstance(self.mode, OnlineGuest) and self._patient and self.waited() >= PATIENCE:
            self._patient = False  # drawn once: the panel is not drawn afresh under the player's hands each second
            self.draw()

    # -- what the player does ------------------------------------------------------------------------
    def _click(self, event: Any) -> None:
        button = nn(event.target.closest("[data-online]"))
        if button is None or button.tagName == "SELECT":
            return
        action = str(button.getAttribute("data-online"))
        mode = self.mode
        if action in ("host", "join"):
            return  # the form's submit button: read in _submit
        if action in ("copy-link", "copy-code"):
            field = self._dialog.querySelector(f'[data-online-value="{action}"]')
            self.win.navigator.clipboard.writeText(field.value).catch(self._proxy(lambda e: None))
            self.note = _("Copied: paste it in a message to your friends.")
        elif action == "start" and isinstance(mode, OnlineHost) and not mode.started:
            self.close(self._dialog.id)
            mode.start()
            mode.save_room()
            self.public.withdraw()  # started: no longer open to strangers
        elif action == "sit" and isinstance(mode, OnlineGuest):
            mode.room.sit(int(button.dataset.seat), mode.room.name)
        elif action in ("invite", "panel"):
            self.open(self._dialog.id)
        elif action == "close":
            self.close(self._dialog.id)
        elif action == "end" and isinstance(mode, OnlineHost):
            self.asking = True  # asked first: ending cannot be undone, and it ends everyone's game
            self.draw()
            self.open(self._dialog.id)
            self.focus_first('[data-online="keep"]')
            return
        elif action == "keep":
            self.asking = False
            self.close(self._dialog.id)
        elif action in ("cancel", "end-now") and isinstance(mode, OnlineHost):
            mode.end()  # the guests' tables say the host ended it (before the host hangs up)
            self._leave(forget=True)
            return
        elif action == "retry" and isinstance(mode, OnlineGuest):
            mode.room.host, mode.room.phase = None, "connecting"
            self._redials = 0
            self._redial()
        elif action in ("leave", "offline"):
            self._leave(forget=not self.app.session)
            return
        self.draw()

    def _escape(self, event: Any) -> None:
        """Escape on the panel: the name form's Cancel (or Leave), "End the online game?" answered no; over a table
        not dealt yet the panel stays, as nothing else is on the page (its buttons say how to leave)."""
        mode = self.mode
        if mode is None or not self._lobby():
            self.asking = False
            return
        event.preventDefault()
        if not (mode.named if isinstance(mode, OnlineHost) else self.looking()):
            self._leave(forget=True)

    def _closed(self, event: Any) -> None:
        if self._lobby():  # (a browser may close a modal dialog on a second Escape whatever the page says)
            self.open(self._dialog.id)

    def _change(self, event: Any) -> None:
        if isinstance(self.mode, OnlineHost) and str(event.target.getAttribute("data-online")) == "public":
            self.public.set_public(bool(event.target.checked))
            self.draw()
        if isinstance(self.mode, OnlineHost) and str(event.target.getAttribute("data-online")) == "timeout":
            self.mode.room.timeout = int(event.target.value)
            self.mode.save_room()

    def _submit(self, event: Any) -> None:
        """The name form (the host's Open the table, a guest's Join): a name that will not do is refused next to
        its field, saying why; a good one is remembered for the next table, and the table opens (or is sought)."""
        event.preventDefault()
        field = nn(self._dialog.querySelector('[name="online-name"]'))
        if self.mode is None or field is None:
            return
        name, why = check_name(str(field.value))
        self.name_error = why or ""
        if why is not None:
            self.draw()
            self.focus_first('[name="online-name"]')
            return
        remember_name(self.app.store, name)
        self.remembered = name
        self.note = ""
        if isinstance(self.mode, OnlineHost):
            self.mode.name_host(name)
            self._start_looking()
            self.draw()
            self.focus_first('[data-online="copy-link"]')
        else:
            self.mode.room.name = name
            self._start_looking()
            self.draw()
            self.focus_first('[data-online="leave"]')

    def _hang_up(self) -> None:
        if self.transport is not None:
            self.transport.leave()  # (web/shell/online.js lets what was just sent go first)
        self.transport = None

    def _forget_address(self) -> None:
        self.win.history.replaceState(None, "", f"{self.win.location.pathname}{self.win.location.search}")

    def _leave(self, forget: bool = False) -> None:
        """Leave the online table: back to this device's own game (the host's online game stays saved unless
        ``forget``)."""
        was = self.mode
        self._hang_up()
        if self._timer is not None:
            self.win.clearInterval(self._timer)
        self._timer = self.mode = self._since = None
        self.public.withdraw()
        self._new_room = False
        self.note = self.name_error = ""
        self.asking = False
        if was is None:
            return
        if isinstance(was, OnlineHost) and forget:
            self.app.store.clear(ROOM)
            self.app.store.clear(MATCH)
        if self._dialog is not None and self._dialog.open:
            self.close(self._dialog.id)
        html = self.doc.documentElement
        html.dataset.online = html.dataset.onlineStage = ""
        if self._bar is not None:
            self._bar.replaceChildren()
        self._forget_address()
        if self.app.online is was:
            self.app.online = None
            self.app.held = False
            if not self.app.resume():
                self.app.start(self.app.settings.start_setup())
        else:
            was.release()  # the table never started here: the game behind it goes on
            self.app.render()


def _token() -> str:
    return secrets.token_hex(16)


def _levels(app: Any, session: Any) -> tuple[str, ...]:
    """Every CPU level a chair may name: the game's setup form's kinds."""
    return tuple({*(s.kind for s in session.seats), "easy", "medium", "hard", "expert"})
