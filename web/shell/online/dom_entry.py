"""Where online play comes in (page code): the New game dialog's Play online button, and an invite link in the
address (``#online=CODE``). This is all that runs when a game with online play opens; the rest of online play
(:mod:`web.shell.online.dom_online`, the game's adapter, the transport) loads only when a player chooses it.
"""

from __future__ import annotations

import importlib
from typing import Any

from kings.i18n import _
from web.shell.games import GAMES
from web.shell.host import Host
from web.shell.online.rooms import code_from_fragment
from web.shell.page import PageCode, nn


def offer(host: Host, game: str, app: Any) -> None:
    """Offer online play for ``game`` (if it has it, and not in the widget), and take up the address's invite."""
    module = GAMES[game].online
    if module is None or app.widget:
        return
    page = PageCode(host.document, host.proxy)
    start = nn(page.doc.querySelector('#setup [data-setup="start"]'))
    if start is not None and nn(page.doc.querySelector(f'#setup [data-setup="online"][data-for="{game}"]')) is None:
        button = page.el("button", "", _("Play online…"))
        button.type = "button"
        button.setAttribute("data-setup", "online")
        button.setAttribute("data-for", game)  # the dialog is every game's: shown with this game only
        start.parentNode.insertBefore(button, start)
        find = page.el("button", "", _("Find a table…"))  # public tables (issue 48): loaded only when opened
        find.type = "button"
        find.setAttribute("data-setup", "find")
        find.setAttribute("data-for", game)
        start.parentNode.insertBefore(find, button)
        quick = page.el("button", "", _("Quick match"))  # a public table with a free seat, or one's own
        quick.type = "button"
        quick.setAttribute("data-setup", "quick")
        quick.setAttribute("data-for", game)
        start.parentNode.insertBefore(quick, button)

    loaded: list[Any] = []  # the game's one online page, once made

    def load(code: str | None) -> Any:
        if not loaded:
            from web.shell.online.dom_online import attach

            loaded.append(attach(host, game, app, importlib.import_module(module).Link(), code))
        return loaded[0]

    app.online_entry = lambda setup: load(None).host_new(setup)
    app.online_find = lambda: load(None).public.find()
    app.online_quick = lambda setup: load(None).public.quick.start(setup)
    code = code_from_fragment(str(host.window.location.hash))
    if code is not None:
        load(code)
