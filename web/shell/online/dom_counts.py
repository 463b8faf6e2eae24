"""The lobby's count of public tables (page code, issue 48): each online game's tile says how many public tables of
that game wait for players now ("2 open tables"), live while the lobby shows.

Only for a player who has played online on this device (:func:`web.shell.dom_lobby.count_tables` decides, and
starts this a moment after the lobby is up): a visitor who never chose online play loads none of this and reaches
no relay.
One subscription covers every online game (web/shell/nostr.js watches a list of tags); every event is read by
:mod:`web.shell.online.listing` as strictly as *Find a table* reads it, hosts this player hid are not counted, and
a tile with no open table says nothing. The subscription closes when a game opens and opens again in the lobby.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from web.shell.games import GAMES
from web.shell.online import listing
from web.shell.online.dom_public import HIDDEN
from web.shell.page import PageCode, nn
from web.shell.storage import Store

EVERY = 5  #: seconds between looks at the lobby (is it shown? expired tables go)


class LobbyTables(PageCode):
    """Counts each online game's open public tables and writes them on the lobby's tiles."""

    def __init__(self, doc: Any, win: Any, proxy: Any, store: Store) -> None:
        super().__init__(doc, proxy)
        self.win, self.store = win, store
        self.counts = listing.Counts(g for g, game in GAMES.items() if game.online is not None)
        self.js: Any = None  #: the notice board, once loaded
        self.watching = False
        self._shown: dict[str, int] = {}
        self._loading: Any = None

    def start(self, *_args: Any) -> None:
        """Load the notice board and count, now and every few seconds while the page is open."""
        self._loading = asyncio.ensure_future(self._open())
        self.win.setInterval(self.proxy(self.tick), EVERY * 1000)

    async def _open(self) -> None:
        try:
            module = await self.win.kingsOnline()
            self.js = await module.board(self.proxy(self._heard))
        except Exception:  # no network, a blocked script: the tiles say nothing, as before
            return
        self.tick()

    def _heard(self, texts: Any) -> None:
        items = texts.to_py() if hasattr(texts, "to_py") else list(texts)
        if self.counts.offer(items, time.time()):
            self.draw()

    def tick(self) -> None:
        """Watch while the lobby shows, stop while a game does; redraw (listings expire)."""
        if self.js is None:
            return
        lobby = str(self.doc.documentElement.dataset.view or "") == "lobby"
        if lobby and not self.watching:
            self.counts.hide(listing.read_hidden(self.store.shared().load(HIDDEN)))
            self.js.watch(*self.counts.topics)
            self.watching = True
        elif not lobby and self.watching:
            self.js.unwatch()
            self.watching = False
        self.draw()

    def draw(self) -> None:
        """Each online game's tile line, written only where it changed."""
        for game, n in self.counts.numbers(time.time()).items():
            if self._shown.get(game) == n:
                continue
            tile = nn(self.doc.querySelector(f'[data-tile="{game}"]'))
            if tile is None:
                continue
            line = nn(tile.querySelector("[data-public]"))
            if line is None:
                line = self.el("p", "tile-public")
                line.setAttribute("data-public", "")
                line.setAttribute("role", "status")
                tile.insertBefore(line, nn(tile.querySelector(".tile-actions")))
            line.textContent = listing.count_words(n)
            line.hidden = n == 0
            self._shown[game] = n
