"""Open Kings in the Corner on the page: the shell's entry point into this game (page code).

:func:`open` is what :mod:`web.shell.boot` calls (through :mod:`web.shell.games`) when the player picks this
game in the lobby or an address names it (:func:`web.shell.dom_tables.open_table` does the work).
"""

from __future__ import annotations

from web.corners import GAME
from web.corners.app import App
from web.corners.dom_page import Page
from web.corners.report import Reporter
from web.shell.dom_tables import open_table
from web.shell.host import Host


def open(host: Host) -> App:
    """Create the controller, draw the table, resume or start a game."""
    app: App = open_table(host, GAME, Page, App, Reporter)
    return app
