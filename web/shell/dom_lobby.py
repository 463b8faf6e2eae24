"""The lobby's parts that Python fills in once it has booted behind the lobby's first paint (page code, its browser
objects injected by web/shell/boot.py): the profile buttons, and each online game's count of public tables.

Neither slows the lobby's start-up: the profile page's code is imported on the first click, and the public tables'
only for a player who has played online on this device, a moment after the lobby is up
(:mod:`web.shell.online.dom_counts`).
"""

from __future__ import annotations

from typing import Any

from web.shell.page import nn
from web.shell.storage import Store

#: the kind of the name a player plays online under (:data:`web.shell.online.names.KIND`, not imported: the lobby
#: loads no online code for a player who never played online)
ONLINE_NAME = "online-name"
COUNT_AFTER_MS = 1500  #: how often it looks for the lobby shown, to start the count (never in its first moments)


def bind_profile(doc: Any, proxy: Any, store: Store) -> None:
    """Any ``[data-profile]`` button (the lobby's, each statistics dialog's) opens the profile page, whose code
    (web/shell/dom_profile.py) is imported the first time: the lobby's start-up does not wait for it."""
    pages: list[Any] = []

    def on_click(event: Any) -> None:
        if nn(event.target.closest("[data-profile]")) is None:
            return
        if not pages:
            from web.shell.dom_profile import ProfilePage

            pages.append(ProfilePage(doc, proxy, store))
            pages[0].bind()
            pages[0].bind_closers()  # (the lobby has no game whose dialogs close them)
        pages[0].show(str(doc.documentElement.dataset.game or ""))

    doc.addEventListener("click", proxy(on_click))
    for button in doc.querySelectorAll("[data-profile]"):
        button.disabled = False


def count_tables(doc: Any, win: Any, proxy: Any, store: Store, embedded: bool) -> Any:
    """Each online game's lobby tile says how many public tables wait for players now, for a player who has played
    online on this device (a saved online name); for anyone else, and in the widget (no online play there), none of
    that code loads and no relay is reached; nor until the lobby shows. Returns a list holding the counter once it
    started (kept by the caller: its callbacks live on), or None."""
    try:
        played = not embedded and store.shared().load(ONLINE_NAME) is not None
    except Exception:  # blocked or damaged storage: the lobby as ever
        played = False
    if not played:
        return None
    counter: list[Any] = []  #: the counter, once the lobby has shown (the caller keeps this list)

    def begin(*_args: Any) -> None:  # (its code imported only then: a page opened on a game never pays for it)
        if counter or str(doc.documentElement.dataset.view or "") != "lobby":
            return
        from web.shell.online.dom_counts import LobbyTables

        counter.append(LobbyTables(doc, win, proxy, store))
        counter[0].start()

    win.setInterval(proxy(begin), COUNT_AFTER_MS)
    return counter
