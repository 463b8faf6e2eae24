"""Open King's Court on the page: the shell's entry point into this game (page code; the work is
:func:`web.shell.dom_tables.open_table`)."""

from __future__ import annotations

from web.kings_court import GAME
from web.kings_court.app import App
from web.kings_court.dom_page import Page
from web.kings_court.report import Reporter
from web.shell.dom_tables import open_table
from web.shell.host import Host


def open(host: Host) -> App:
    """Create the controller, draw the table, resume or start a match."""
    app: App = open_table(host, GAME, Page, App, Reporter)
    return app
