"""Opening a game's table on the page, the same way for every game (page code): the boot puts together the game's
page, controller and embed reporter (:meth:`web.shell.games.WebGame.parts`)."""

from __future__ import annotations

import asyncio
from typing import Any

from web.shell import dom_toside
from web.shell.dom_backup import BackupPage
from web.shell.embed import PageUi, connect, is_embed, split_query, with_game
from web.shell.games import GAMES
from web.shell.host import Host

#: a screen played by touch, with no mouse to hover (a phone, a tablet): the tutorial's words speak of taps there
TOUCH = "(hover: none) and (pointer: coarse)"


def open_table(host: Host, game: str, page: Any, app: Any, reporter: Any) -> Any:
    """Draw ``game``'s table (``page``: its page class), create its controller (``app``), connect the embed
    bridge (``reporter``: its events' class), and resume the saved game or start the one the address asks for."""
    dom = page(host.document, host.window, host.proxy)
    cue = getattr(page, "to_side", None)  # the way to the side where it lies under the table, as the game words it
    if cue is not None:
        dom_toside.make(dom, host.document.querySelector(f'main[data-table="{game}"]'), cue)
    game_query, page_query = split_query(host.query())  # ?embed=, ?theme=, ?game=: web.shell.embed
    if not is_embed(page_query):
        page_query = with_game(page_query, game)  # a reload opens this game again, not the lobby
    ui = PageUi(dom, page_query, lambda: controller.session)
    touch = bool(host.window.matchMedia(TOUCH).matches)
    controller = app(ui, host.store, sleep=asyncio.sleep, spawn=asyncio.ensure_future, widget=ui.embedded, touch=touch)
    dom.bind(controller)
    BackupPage(host.document, host.window, host.proxy).bind(controller.more.backup, controller.more.restore)
    if ui.embedded and host.bridge is not None:
        ui.reporter = reporter(connect(host.bridge, host.proxy, controller.rematch))
    controller.boot(game_query)
    # a game without CPU players (a party game) never starts the CPU worker: its Pyodide would boot for nothing
    controller.think = host.think(game) if GAMES[game].thinker is not None else None
    if GAMES[game].online is not None:  # Play online in the New game dialog, and an invite link taken up
        from web.shell.online.dom_entry import offer

        offer(host, game, controller)
    return controller
