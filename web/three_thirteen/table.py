"""Open 3-13 on the page: the shell's entry point into this game (page code; the work is
:func:`web.shell.dom_tables.open_table`)."""

from __future__ import annotations

from web.shell.dom_tables import open_table
from web.shell.host import Host
from web.three_thirteen import GAME
from web.three_thirteen.app import App
from web.three_thirteen.dom_page import Page
from web.three_thirteen.report import Reporter


def open(host: Host) -> App:
    """Create the controller, draw the table, resume or start a game."""
    app: App = open_table(host, GAME, Page, App, Reporter)
    return app
