"""Where online play comes in (page code): the New game dialog's Play online group, and an invite link in the
address (``#online=CODE``). This is all that runs when a game with online play opens; the rest of online play
(:mod:`web.shell.online.dom_online`, the game's adapter, the transport) loads only when a player chooses it.
"""

from __future__ import annotations

import importlib
from typing import Any

from kings.i18n import N_, _
from web.shell.games import GAMES
from web.shell.host import Host
from web.shell.online.rooms import code_from_fragment
from web.shell.page import PageCode, nn

#: Play online's three ways, each a button and a line on what it does: (its ``data-setup``, its words, the line)
CHOICES = (
    ("online", N_("Invite friends…"),
     N_("Open a table with these players and rules, and send its link to your friends.")),
    ("find", N_("Find a table…"), N_("See the public tables waiting for players, and join one.")),
    ("quick", N_("Quick match"),
     N_("Take a free seat at a public table, or open your own with these rules for others to join.")),
)


def online_choices(page: PageCode, game: str) -> Any:
    """New game's *Play online* group for ``game`` (the dialog is every game's: it shows with this game only), under
    the rules its first and last choices play by: invite friends by link, find a public table, quick match (and its
    *any rules will do*). Start and Cancel stay the dialog's own buttons, alone at its foot."""
    group = page.el("fieldset", "choices-field online-choices")
    group.setAttribute("data-for", game)
    group.appendChild(page.el("legend", "", _("Play online")))
    for kind, words, about in CHOICES:
        row = page.el("p", "setup-choice")
        button = page.el("button", "", _(words))
        button.type = "button"
        button.setAttribute("data-setup", kind)
        button.setAttribute("data-for", game)
        hint = page.el("span", "hint-text", _(about))
        hint.id = f"setup-{kind}-about-{game}"
        button.setAttribute("aria-describedby", hint.id)
        row.append(button, " ", hint)
        if kind == "quick":  # Quick match's rules filter (read as it is pressed)
            label = page.el("label", "quick-any")
            box = page.el("input")
            box.type = "checkbox"
            box.setAttribute("data-setup", f"any-rules-{game}")
            label.append(box, " " + _("Quick match: any rules will do"))
            row.appendChild(label)
        group.appendChild(row)
    return group


def offer(host: Host, game: str, app: Any) -> None:
    """Offer online play for ``game`` (if it has it, and not in the widget), and take up the address's invite."""
    module = GAMES[game].online
    if module is None or app.widget:
        return
    page = PageCode(host.document, host.proxy)
    daily = nn(page.doc.querySelector("#setup-daily"))
    if daily is not None and nn(page.doc.querySelector(f'#setup [data-setup="online"][data-for="{game}"]')) is None:
        daily.parentNode.insertBefore(online_choices(page, game), daily)

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
