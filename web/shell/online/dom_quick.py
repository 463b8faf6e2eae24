"""Quick match on the page (page code, issue 48): seated at a public table, or at the head of one's own.

New game → *Quick match* opens *Find a table* (web/shell/online/dom_public.py) with a word of what goes on, waits
until the relays have sent what they hold (web/shell/nostr.js's ``settle``, :data:`quick.SETTLE_MS` at most), and
then takes the table :func:`web.shell.online.quick.choose` picks through the invite link's join flow (the name,
then the first free seat, taken by itself), or opens a table of the player's own with the dialog's rules, listed at
once. Its host's panel says how long it waits for players (:data:`quick.WAITS`, remembered) and counts down; when
the time is up, or every seat is taken, the game starts as Start does, CPUs in the free seats.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from kings.i18n import _
from web.shell.online import quick
from web.shell.online.panel import timeout_label
from web.shell.online.play import OnlineGuest, OnlineHost
from web.shell.page import Dialogs, nn


class QuickMatch(Dialogs):
    """One game's Quick match (``public``: its :class:`web.shell.online.dom_public.PublicTables`)."""

    def __init__(self, public: Any) -> None:
        super().__init__(public.doc, public._proxy)
        self.public, self.page = public, public.page
        self.mode: Any = None  #: the table Quick match took the player to (None: none, or the player left it)
        self.wait = quick.DEFAULT_WAIT  #: seconds the host's table waits for players
        self.deadline: float | None = None  #: when the host's game starts (time.monotonic), once its table is open
        self._lobby: Any = None  #: the seats a guest last took a free seat from
        self._task: Any = None
        self._bound = False

    def ours(self) -> Any:
        """The host's or guest's table Quick match took the player to, while they are at it (else None)."""
        if self.mode is not None and self.page.mode is not self.mode:
            self.mode, self.deadline, self._lobby = None, None, None
        return self.mode

    # -- looking -------------------------------------------------------------------------------------
    def start(self, setup: Any, any_rules: bool = False) -> None:
        """New game → Quick match with ``setup`` (its rules are the filter unless ``any_rules``: the dialog's *any
        rules will do*; a table opened has its seats and rules)."""
        preset = quick.preset_of(self.game, setup.rules)
        self.public.find(_("Looking for a table with a free seat and your rules…"),
                         lambda board: self._settle(board, setup, preset, any_rules))  # fmt: skip

    @property
    def game(self) -> str:
        return str(self.page.game)

    def _settle(self, board: Any, setup: Any, preset: str, any_rules: bool) -> None:
        async def go() -> None:
            await board.settle(quick.SETTLE_MS)
            public = self.public
            if public._dialog is None or not public._dialog.open:
                return  # the player closed Find a table meanwhile, or joined a table from it
            found = quick.choose(public.board.tables(time.time()), preset, mine=str(board.pubkey),
                                 hidden=public.board.hidden, any_rules=any_rules)  # fmt: skip
            public.note = ""  # (the public box of the host's panel says what its listing is, not this search)
            public.close(public._dialog.id)
            if found is not None:
                self.page.join_public(found.room)
                self.mode = self.page.mode
            else:
                self._host(setup)

        self._task = asyncio.ensure_future(go())

    def _host(self, setup: Any) -> None:
        """No table fits: the player's own, listed at once; it waits the time its host chose last."""
        self.page.host_new(setup)
        self.mode = self.page.mode
        self.wait = quick.read_wait(self.page.app.store.shared().load(quick.KIND))
        self.deadline = None  # (counted from when the table opens: once the host has given their name)
        self.public.set_public(True)
        if not self._bound:  # the wait's menu, in the host's panel
            self._bound = True
            self.listen(self.page._dialog, "change", self._change)
        self.page.draw()

    # -- at the table --------------------------------------------------------------------------------
    def sync(self) -> None:
        """On every drawing of the panel: a guest's quick match takes the first free seat once the seats come."""
        mode = self.ours()
        if not isinstance(mode, OnlineGuest):
            return
        room = mode.room
        lobby = room.lobby
        if room.phase != "lobby" or room.seat is not None or lobby is None or lobby is self._lobby:
            return
        self._lobby = lobby
        seat = quick.free_seat(lobby.get("seats", []))
        if lobby.get("started"):
            return
        if seat is not None:
            room.sit(seat, room.name)
        else:  # taken by others on the way here
            room.note = _("This table has just filled up. Leave, then choose New game and Quick match again.")
            self.page.draw()

    def tick(self) -> None:
        """Every second: the host's countdown; the game starts when it ends, or once every seat is taken."""
        mode = self.ours()
        if not isinstance(mode, OnlineHost) or mode.started or not mode.named:
            return
        now = time.monotonic()
        if self.deadline is None:
            self.deadline = now + self.wait
        if now >= self.deadline or quick.free_seats(mode.room._roster(0)) == 0:
            self.start_game(mode)
            return
        line = nn(self.page._dialog.querySelector("[data-online-quick='countdown']"))
        if line is not None:
            line.textContent = quick.countdown_words(quick.seconds_left(self.deadline, now))

    def start_game(self, mode: OnlineHost) -> None:
        """What the host's Start does: guests at their seats, CPUs in the free seats."""
        self.page.close(self.page._dialog.id)
        mode.start()
        mode.save_room()
        self.public.withdraw()  # started: no longer open to strangers
        self.page.draw()

    def box(self, mode: Any) -> Any:
        """The host's wait, in its panel (None: not a table of Quick match, or started)."""
        if mode is not self.ours() or not isinstance(mode, OnlineHost) or mode.started:
            return None
        wrap = self.el("div", "online-quick")
        # Translators: a label followed by a menu of times ("30 seconds", "2 minutes")
        wrap.appendChild(self.menu(_("Quick match: the free seats go to CPUs after"), "quick-wait",
                                   [(str(s), timeout_label(s)) for s in quick.WAITS], str(self.wait)))
        left = self.wait if self.deadline is None else quick.seconds_left(self.deadline, time.monotonic())
        line = self.el("p", "online-help", quick.countdown_words(left))
        line.setAttribute("data-online-quick", "countdown")
        line.setAttribute("role", "timer")
        wrap.appendChild(line)
        wrap.appendChild(self.el("p", "online-help", _("The game starts at once when every seat is taken.")))
        return wrap

    def _change(self, event: Any) -> None:
        mode = self.ours()
        if not isinstance(mode, OnlineHost) or str(event.target.getAttribute("data-online")) != "quick-wait":
            return
        seconds = int(event.target.value)
        self.wait = seconds if seconds in quick.WAITS else quick.DEFAULT_WAIT
        self.page.app.store.shared().save(quick.KIND, {"seconds": self.wait})
        self.deadline = time.monotonic() + self.wait if mode.named else None  # counted afresh from the choice
        self.page.draw()
