"""Boot the table inside Pyodide: wire the page, the browser's storage and the controller.

Run by index.html (``from web.shell.main import main; main()``) once PyScript has started Pyodide and
written vendor/kings.zip and vendor/web.zip, which index.html puts on ``sys.path`` (the modules
are imported from the zips). Nothing here runs under CPython tests.
"""

from __future__ import annotations

import asyncio
import json
import traceback
from typing import Any

import js
from pyodide.ffi import create_proxy, to_js

from web.corners.app import App
from web.corners.dom_page import Page
from web.corners.thinker import Think
from web.shell.embed import PageUi, Reporter, split_query
from web.shell.storage import Backend, MemoryBackend, Store


class LocalStorage:
    """``window.localStorage`` as a :class:`web.shell.storage.Backend`.

    It is looked up on every call: merely reading ``window.localStorage`` throws in a sandboxed
    frame or with storage blocked, and the :class:`Store` turns that into its memory fallback."""

    def get(self, key: str) -> str | None:
        value: Any = js.window.localStorage.getItem(key)
        return value if isinstance(value, str) else None  # JS null arrives as pyodide's jsnull

    def set(self, key: str, value: str) -> None:
        js.window.localStorage.setItem(key, value)

    def remove(self, key: str) -> None:
        js.window.localStorage.removeItem(key)


def _storage(embedded: bool) -> Backend:
    """localStorage; embedded in a frame that may not use it (sandboxed, third-party storage
    blocked), plain memory without the notice: a widget is not expected to remember."""
    if embedded:
        try:
            js.window.localStorage.getItem("kings.settings")
        except Exception:
            return MemoryBackend()
    return LocalStorage()


def _embed(app: App, bridge: Any) -> Reporter:
    """Connect the controller to ``window.kingsEmbed`` (web/shell/shell.js): events out, commands in."""

    def command(kind: str) -> bool:  # called only for messages from the trusted host origin
        if kind == "new-game":
            app.rematch()
            return True
        return False

    bridge.onCommand = create_proxy(command)
    return Reporter(lambda kind, data: bridge.post(kind, json.dumps(data)))


def _fail(exc: BaseException) -> None:
    """Show a boot failure on the page instead of a blank table."""
    body = js.document.body
    body.dataset.state = "error"
    status = js.document.getElementById("status")
    status.textContent = f"The game could not start: {exc}. Try reloading the page."
    js.console.error("".join(traceback.format_exception(exc)))


def _cpu_worker() -> Think | None:
    """web/shell/cpu_worker.js as :attr:`App.think`: hard CPU moves computed off the main thread.

    None if the browser cannot start it. ``think`` waits up to 5 s for the worker's own Pyodide to
    boot (on the other core, while the table is already playable); if it is not ready by then or
    fails, ``think`` answers None and the page computes the move itself."""
    try:
        options = to_js({"type": "module"}, dict_converter=js.Object.fromEntries)
        worker = js.Worker.new(js.URL.new("./web/shell/cpu_worker.js", js.document.baseURI).href, options)
    except Exception:
        return None
    pending: dict[int, asyncio.Future[str | None]] = {}
    ready: asyncio.Future[bool] = asyncio.get_event_loop().create_future()
    count = [0]

    def on_message(event: Any) -> None:
        data = event.data.to_py()
        if "ready" in data:
            if not ready.done():
                ready.set_result(bool(data["ready"]))
            return
        future = pending.pop(data.get("id"), None)
        if future is not None and not future.done():
            future.set_result(None if "error" in data else str(data.get("move")))

    worker.onmessage = create_proxy(on_message)

    async def think(record: str, seat: int, level: str, seed: int) -> str | None:
        try:  # the first CPU move may come before the worker has booted: wait for it a little
            if not await asyncio.wait_for(asyncio.shield(ready), 5):
                return None
        except TimeoutError:
            return None
        count[0] += 1
        key = count[0]
        pending[key] = asyncio.get_event_loop().create_future()
        message = {"id": key, "record": record, "seat": seat, "level": level, "seed": str(seed)}
        worker.postMessage(to_js(message, dict_converter=js.Object.fromEntries))
        try:
            return await asyncio.wait_for(pending[key], 20)
        finally:
            pending.pop(key, None)

    return think


def main() -> App | None:
    """Create the controller, draw the table, resume or start a match."""
    try:
        dom = Page(js.document, js.window, create_proxy)
        game_query, page_query = split_query(str(js.window.location.search))  # ?embed=, ?theme=: web.shell.embed
        ui = PageUi(dom, page_query, lambda: app.session)
        app = App(ui, Store(_storage(ui.embedded)), sleep=asyncio.sleep, spawn=asyncio.ensure_future)
        dom.bind(app)
        bridge = getattr(js.window, "kingsEmbed", None)  # set by web/shell/shell.js in embed mode
        if ui.embedded and bridge is not None:
            ui.reporter = _embed(app, bridge)
        app.boot(game_query)
        app.think = _cpu_worker()
        js.window.kingsApp = create_proxy(app)  # for debugging in the console only
        return app
    except Exception as exc:  # keep the page alive and say what happened
        _fail(exc)
        return None
