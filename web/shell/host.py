"""What the shell hands a game when it opens (pure): the page, the storage, the CPU worker.

A game's ``table`` module (:mod:`web.shell.games`) receives one :class:`Host` and returns its
controller; the game never reaches for the browser's globals itself, so its controller runs under
CPython tests with a fake host.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from web.shell.storage import Store
from web.shell.think import Think


@dataclass(frozen=True)
class Host:
    """The browser, as a game sees it."""

    document: Any
    window: Any
    proxy: Callable[[Any], Any]  #: pyodide.ffi.create_proxy: keeps a Python callable alive for JS
    store: Store  #: every game's storage; a game keeps to its own namespace (:meth:`Store.for_game`)
    query: Callable[[], str]  #: ``location.search`` now (a game opened from the lobby changed it)
    think: Callable[[str], Think | None]  #: the CPU worker for a game id (None: think on the page)
    bridge: Any = None  #: the embed bridge (``kingsEmbed``, from web/shell/shell.js) in embed mode, else None
    #: create_proxy without the gate that mutes a hidden game's callbacks: for what must be heard even then (an
    #: online table's messages); None: ``proxy``
    always: Callable[[Any], Any] | None = None
