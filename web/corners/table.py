"""Open Kings in the Corner on the page: the shell's entry point into this game (page code).

:func:`open` is what :mod:`web.shell.boot` calls (through :mod:`web.shell.games`) when the player
picks this game in the lobby or an address names it: it draws the table, connects the embed
bridge, and resumes the saved match or starts the one the URL asks for.
"""

from __future__ import annotations

import asyncio

from web.corners import GAME
from web.corners.app import App
from web.corners.dom_page import Page
from web.corners.report import Reporter
from web.shell.embed import PageUi, connect, is_embed, split_query, with_game
from web.shell.host import Host


def open(host: Host) -> App:
    """Create the controller, draw the table, resume or start a match."""
    dom = Page(host.document, host.window, host.proxy)
    game_query, page_query = split_query(host.query())  # ?embed=, ?theme=, ?game=: web.shell.embed
    if not is_embed(page_query):
        page_query = with_game(page_query, GAME)  # a reload opens this game again, not the lobby
    ui = PageUi(dom, page_query, lambda: app.session)
    app = App(ui, host.store, sleep=asyncio.sleep, spawn=asyncio.ensure_future, widget=ui.embedded)
    dom.bind(app)
    if ui.embedded and host.bridge is not None:
        ui.reporter = Reporter(connect(host.bridge, host.proxy, app.rematch))
    app.boot(game_query)
    app.think = host.think(GAME)
    return app

