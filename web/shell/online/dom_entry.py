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
        about = nn(page.doc.querySelector("#setup-about"))  # Quick match's rules filter, under the rules preset
        if about is not None:
            label = page.el("label", "quick-any")
            label.setAttribute("data-for", game)
            box = page.el("input")
            box.type = "checkbox"
            box.setAttribute("data-setup", f"any-rules-{game}")
            label.appendChild(box)
            label.appendChild(page.doc.createTextNode(" " + _("Quick match: any rules will do")))
            about.parentNode.insertBefore(label, about.nextSibling)

    loaded: list[Any] = []  # the game's one online page, once made

    def load(code: str | None) -> Any:
        if not loaded:
            from web.shell.online.dom_online import attach

            loaded.append(attach(host, game, app, importlib.import_module(module).Link(), code))
        return loaded[0]

    app.online_entry = lambda setup: load(None).host_new(setup)
    app.online_find = lambda: load(None).public.find()

    def quick_match(setup: Any) -> None:  # (the dialog's *any rules will do*, read as it is pressed)
        box = nn(page.doc.querySelector(f'#setup [data-setup="any-rules-{game}"]'))
        load(None).public.quick.start(setup, any_rules=box is not None and bool(box.checked))

    app.online_quick = quick_match
    code = code_from_fragment(str(host.window.location.hash))
    if code is not None:
        load(code)
