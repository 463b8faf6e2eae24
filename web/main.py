"""Boot the table inside Pyodide: wire the page, the browser's storage and the controller.

Run by index.html (``from web.main import main; main()``) once PyScript has started Pyodide
and unpacked vendor/kings.zip and vendor/web.zip. Nothing here runs under CPython tests.
"""

from __future__ import annotations

import asyncio
import traceback
from typing import Any

import js
from pyodide.ffi import create_proxy

from web.app import App
from web.dom import Dom
from web.storage import Store


class LocalStorage:
    """``window.localStorage`` as a :class:`web.storage.Backend`.

    It is looked up on every call: merely reading ``window.localStorage`` throws in a sandboxed
    frame or with storage blocked, and the :class:`Store` turns that into its memory fallback."""

    def get(self, key: str) -> str | None:
        value: Any = js.window.localStorage.getItem(key)
        return value if isinstance(value, str) else None  # JS null arrives as pyodide's jsnull

    def set(self, key: str, value: str) -> None:
        js.window.localStorage.setItem(key, value)

    def remove(self, key: str) -> None:
        js.window.localStorage.removeItem(key)


def _fail(exc: BaseException) -> None:
    """Show a boot failure on the page instead of a blank table."""
    body = js.document.body
    body.dataset.state = "error"
    status = js.document.getElementById("status")
    status.textContent = f"The game could not start: {exc}. Try reloading the page."
    js.console.error("".join(traceback.format_exception(exc)))


def main() -> App | None:
    """Create the controller, draw the table, resume or start a match."""
    try:
        dom = Dom(js.document, js.window, create_proxy)
        app = App(dom, Store(LocalStorage()), sleep=asyncio.sleep, spawn=asyncio.ensure_future)
        dom.bind(app)
        app.boot(str(js.window.location.search))
        js.window.kingsApp = create_proxy(app)  # for debugging in the console only
        return app
    except Exception as exc:  # keep the page alive and say what happened
        _fail(exc)
        return None
