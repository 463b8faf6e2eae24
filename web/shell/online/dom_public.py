"""Public tables on the page (page code, issue 48): a host's table listed on the Nostr relays, and *Find a table*.

One :class:`PublicTables` per game's :class:`web.shell.online.dom_online.OnlinePage`. The notice board
(web/shell/nostr.js) loads with the rest of online play, only when the player asks for it: a host who ticks
*Public table* in the online panel, or a player who opens *Find a table*. Browsing the tables opens no WebRTC
connection: *Join* takes the listed room code through the invite link's join flow (same protocol, same room).
Every event the relays send is read by :mod:`web.shell.online.listing`, strictly; names go in as text.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from kings import registry
from kings.i18n import _, ngettext, pgettext
from web.shell.games import GAMES
from web.shell.online import listing
from web.shell.online.dom_panel import wear_online_look
from web.shell.online.dom_quick import QuickMatch
from web.shell.online.quick import preset_of
from web.shell.page import Dialogs, nn

#: Seconds between redraws of an open Find a table (the waiting times, the listings that expired).
REDRAW = 15
#: The kind (shared by every game, never backed up) of the names this player hid from Find a table.
HIDDEN = "online-hidden"


class PublicTables(Dialogs):
    """One game's public tables: the host's listing, and the Find a table dialog (``dialog#tables-<game>``)."""

    def __init__(self, page: Any) -> None:
        super().__init__(page.doc, page._proxy)
        self.page, self.game = page, page.game
        self.board = listing.Board(self.game)
        self.topic = listing.topic(self.game)
        self.js: Any = None  #: the notice board (web/shell/nostr.js), once loaded
        self.note = ""
        self.listed = False  #: the host asked for its table to be public
        self._sent = ("", 0.0)  #: the listing last published, and when
        self._opened = 0  #: when the host's table opened (Unix seconds)
        self._dialog: Any = None
        self._drawn = 0.0
        self._loading: Any = None
        self._every: Any = None  #: Find a table's own clock, while it is open
        self._hidden: list[str] = []  #: the names this player hid, as typed by their hosts
        self.quick = QuickMatch(self)  #: Quick match (web/shell/online/dom_quick.py)

    # -- the notice board ----------------------------------------------------------------------------
    async def _board(self) -> Any:
        if self.js is None:
            module = await self.page.win.kingsOnline()
            self.js = await module.board(self.proxy(self._heard))
        return self.js

    def _with_board(self, then: Any) -> None:
        async def go() -> None:
            try:
                then(await self._board())
            except Exception as exc:  # the script blocked, no network: say so; the private link still works
                self.note = _("Public tables could not be reached here ({why}).").format(why=str(exc)[:80])
                self.draw()
                self.page.draw()

        self._loading = asyncio.ensure_future(go())

    def _heard(self, texts: Any) -> None:
        now = time.time()
        items = texts.to_py() if hasattr(texts, "to_py") else list(texts)
        if self.board.offer(items[: listing.MAX_TABLES * 2], now) or self.board.expire(now):
            self.draw()

    # -- the host's listing --------------------------------------------------------------------------
    def set_public(self, on: bool) -> None:
        """The host's *Public table* box: list the table now (and keep it listed while it is open), or take it down."""
        self.listed = on
        self.page.mode.room.public = on  # the seats say the levels their players report, while it is listed
        if on:
            self._opened = self._opened or int(time.time())
            self._with_board(lambda board: self.sync(force=True))
        else:
            self.withdraw()

    def sync(self, force: bool = False) -> None:
        """Publish the host's table as it stands now, if it changed or is due for a refresh (the page's tick)."""
        self.quick.sync()  # (a guest's quick match takes a free seat as soon as the seats come)
        mode = self.page.mode
        if not self.listed or self.js is None or mode is None or not hasattr(mode, "started"):
            return
        if mode.started or not mode.named:
            self.withdraw()
            return
        roster = mode.room._roster(0)
        free = sum(1 for r in roster if r.get("kind") == "open")
        host = next((str(r.get("name")) for r in roster if r.get("kind") == "host"), "")
        text = listing.content(host, preset_of(self.game, mode.setup.rules), taken=len(roster) - free, free=free,
                               opened=self._opened, level=sum(c.player_level for c in mode.room.chairs
                                                              if c.kind == "host"))  # fmt: skip
        now = time.monotonic()
        if not force and text == self._sent[0] and now - self._sent[1] < listing.REFRESH:
            return
        if free == 0:  # a full table is of no use to anyone looking: down until a seat is free again
            self.js.unlist(self.topic, self.page.code)
        else:
            self.js.list(self.topic, self.page.code, text, listing.TTL)
        self._sent = (text, now)

    def withdraw(self) -> None:
        """Take the host's table down (it started, or closed): an empty replacement and a deletion."""
        if self.js is not None and self._sent[0]:
            self.js.unlist(self.topic, self.page.code)
        self._sent = ("", 0.0)
        if self.page.mode is None or getattr(self.page.mode, "started", False):
            self.listed, self._opened = False, 0

    def tick(self) -> None:
        """Every second, from the online page: the host's refresh; an open Find a table's waiting times."""
        self.sync()
        self.quick.tick()
        if self._dialog is not None and self._dialog.open and time.monotonic() - self._drawn >= REDRAW:
            self.board.expire(time.time())
            self.draw()

    # -- Find a table ----------------------------------------------------------------------------------
    def find(self, note: str = "", then: Any = None) -> None:
        """Open *Find a table*: this game's open public tables, live (``note``: what it says first; ``then``: called
        with the notice board once it watches them, by Quick match)."""
        if self._dialog is None:
            wear_online_look(self)
            self._dialog = dialog = self.el("dialog", "dialog online-panel online-find")
            dialog.id = f"tables-{self.game}"
            dialog.setAttribute("aria-labelledby", f"tables-{self.game}-title")
            self.doc.body.appendChild(dialog)
            self.listen(dialog, "click", self._click)
            self.listen(dialog, "close", self._closed)
        if self._every is None:  # the waiting times go on, and expired listings go, while it is open
            self._every = self.page.win.setInterval(self.proxy(self.tick), 1000)
        self.note = note
        self._hidden = listing.read_hidden(self.page.app.store.shared().load(HIDDEN))
        self.board.hidden = {n.casefold() for n in self._hidden}
        self.draw()
        self.open(self._dialog.id)
        self._with_board(lambda board: (board.watch(self.topic), then and then(board)))

    def draw(self) -> None:
        if self._dialog is None:
            return
        from web.shell.dom_morph import morph

        self._drawn = time.monotonic()
        now = time.time()
        name = GAMES[self.game].name
        fresh = self.el("div")
        title = self.el("h2", "", _("Find a table: {game}").format(game=name))
        title.id = f"tables-{self.game}-title"
        fresh.appendChild(title)
        fresh.appendChild(self.el("p", "", _("Public tables of {game} waiting for players, the longest waiting first. "
                                             "Join takes a free seat; the host's device runs the game.").format(
                                                 game=name)))  # fmt: skip
        tables = self.board.tables(now)
        ul = self.el("ul", "online-seats online-tables")
        for table in tables:
            li = self.el("li")
            li.dataset.room = table.room
            who = self.el("span", "online-who")
            who.appendChild(self.page.with_level(self.named("span", "online-name", table.host), table.level))
            seats = ngettext("{taken} seated, {free} free seat", "{taken} seated, {free} free seats", table.free)
            seats = seats.format(taken=table.taken, free=table.free)
            wait = listing.waiting_words(table.waited(now))
            wait = wait if table.waited(now) < 60 else _("waiting {time}").format(time=wait)
            state = f"{_preset_name(self.game, table.preset)} · {seats} · {wait}"
            who.appendChild(self.el("span", "online-state", state))
            li.appendChild(who)
            join = self.el("button", "", pgettext("button", "Join"))
            join.type = "button"
            join.setAttribute("data-online", "join-table")
            join.setAttribute("data-room", table.room)
            join.setAttribute("aria-label", _("Join {name}'s table").format(name=table.host))
            li.appendChild(join)
            hide = self.el("button", "", pgettext("button", "Hide"))
            hide.type = "button"
            hide.setAttribute("data-online", "hide-host")
            hide.setAttribute("data-name", table.host)
            hidden = _("Hide {name}: do not list their tables here again")
            hide.setAttribute("aria-label", hidden.format(name=table.host))
            li.insertBefore(hide, join)
            ul.appendChild(li)
        fresh.appendChild(ul)
        empty = _("No public table of {game} is open right now. Open one yourself: New game, Play online, then tick "
                  "Public table.").format(game=name)
        note = self.el("p", "online-note", self.note or ("" if tables else empty))
        note.setAttribute("role", "status")
        fresh.appendChild(note)
        row = self.el("div", "online-actions dialog-actions")
        if self._hidden:
            shown = self.el("button", "", _("Show hidden players ({n})").format(n=len(self._hidden)))
            shown.type = "button"
            shown.setAttribute("data-online", "show-hidden")
            row.appendChild(shown)
        close = self.el("button", "", pgettext("button", "Close"))
        close.type = "button"
        close.setAttribute("data-online", "close-find")
        row.appendChild(close)
        fresh.appendChild(row)
        morph(self._dialog, fresh)

    def _closed(self, event: Any) -> None:
        if self.js is not None:
            self.js.unwatch()
        if self._every is not None:
            self.page.win.clearInterval(self._every)
            self._every = None

    def _click(self, event: Any) -> None:
        button = nn(event.target.closest("[data-online]"))
        if button is None:
            return
        action = str(button.getAttribute("data-online"))
        if action == "close-find":
            self.close(self._dialog.id)
        elif action in ("hide-host", "show-hidden"):
            name = str(button.getAttribute("data-name") or "")
            self._hidden = [*self._hidden, name][-listing.MAX_HIDDEN :] if action == "hide-host" else []
            self.page.app.store.shared().save(HIDDEN, {"names": self._hidden})  # this device only: never backed up
            self.board.hidden = {n.casefold() for n in self._hidden}
            self.note = _("{name}'s tables are hidden on this device.").format(name=name) if name else ""
            self.draw()
        elif action == "join-table":
            room = str(button.getAttribute("data-room"))
            if any(t.room == room for t in self.board.tables(time.time())):
                self.close(self._dialog.id)
                self.page.join_public(room)


def _preset_name(game: str, preset_id: str) -> str:
    preset = registry.game(game).presets().get(preset_id)
    return _(str(preset.name)) if preset is not None else _("Custom rules")
