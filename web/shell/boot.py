"""Boot the shell inside Pyodide: storage, the CPU worker, and the game the page shows.

Run by index.html (``from web.shell.boot import main; main()``) once PyScript has started Pyodide
and written vendor/kings.zip and vendor/web.zip, which index.html puts on ``sys.path``. The lobby
is plain HTML and JavaScript (web/shell/shell.js) and never waits for this: Python boots behind it,
and a game's modules are imported only when that game opens (:class:`Shell.open`, called at once
when the address names a game, else by the lobby through ``window.kingsOpen``). Nothing here runs
under CPython tests.
"""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import js
from pyodide.ffi import create_proxy, to_js

from web.shell.embed import is_embed, split_query
from web.shell.games import GAMES
from web.shell.host import Host
from web.shell.legacy import adopt_legacy
from web.shell.storage import MemoryBackend, Store
from web.shell.worker import Think


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


def _store(embedded: bool) -> Store:
    """localStorage; embedded in a frame that may not use it (sandboxed, third-party storage blocked), memory, and
    a notice that the game is not being saved (elsewhere the store finds out and says so itself)."""
    if embedded:
        try:
            js.window.localStorage.getItem("kings.prefs")
        except Exception:
            store = Store(MemoryBackend())
            store.refused()
            return store
    return Store(LocalStorage())


def _fail(exc: BaseException) -> None:
    """Show a failure on the page instead of a blank table."""
    body = js.document.body
    body.dataset.state = "error"
    status = js.document.getElementById("status")
    status.textContent = f"The game could not start: {exc}. Try reloading the page."
    js.console.error("".join(traceback.format_exception(exc)))


class CpuWorker:
    """web/shell/cpu_worker.js: CPU moves and hints computed off the main thread, for every game.

    Started when the first game opens (its Pyodide boots on the other core while the table is
    already playable). A call waits up to 5 s for it to be ready; if it is not, or fails, the call
    answers None and the game computes the move on the page."""

    def __init__(self) -> None:
        self._worker: Any = None
        self._failed = False
        self._pending: dict[int, asyncio.Future[str | None]] = {}
        self._ready: asyncio.Future[bool] | None = None
        self._count = 0

    def _start(self) -> bool:
        if self._worker is not None or self._failed:
            return not self._failed
        try:
            options = to_js({"type": "module"}, dict_converter=js.Object.fromEntries)
            url = js.URL.new("./web/shell/cpu_worker.js", js.document.baseURI).href
            self._worker = js.Worker.new(url, options)
        except Exception:
            self._failed = True
            return False
        self._ready = asyncio.get_event_loop().create_future()
        self._worker.onmessage = create_proxy(self._on_message)
        return True

    def _on_message(self, event: Any) -> None:
        data = event.data.to_py()
        if "ready" in data:
            if self._ready is not None and not self._ready.done():
                self._ready.set_result(bool(data["ready"]))
            return
        future = self._pending.pop(data.get("id"), None)
        if future is not None and not future.done():
            future.set_result(None if "error" in data else str(data.get("move")))

    def for_game(self, game: str) -> Think | None:
        """The thinking function of ``game``'s controller, or None if no worker can run here."""
        if not self._start():
            return None

        async def think(record: str, seat: int, level: str, seed: int) -> str | None:
            assert self._ready is not None
            try:  # the first CPU move may come before the worker has booted: wait for it a little
                if not await asyncio.wait_for(asyncio.shield(self._ready), 5):
                    return None
            except TimeoutError:
                return None
            self._count += 1
            key = self._count
            self._pending[key] = asyncio.get_event_loop().create_future()
            message = {"id": key, "game": game, "record": record, "seat": seat, "level": level, "seed": str(seed)}
            self._worker.postMessage(to_js(message, dict_converter=js.Object.fromEntries))
            try:
                return await asyncio.wait_for(self._pending[key], 20)
            finally:
                self._pending.pop(key, None)

        return think


def _gated(game_id: str) -> Callable[[Any], Any]:
    """``create_proxy`` for ``game_id``'s page code: every callback it hands the browser (event
    listeners on the shared document, timers, observers) runs only while that game is on screen, so
    two games opened in one page never both answer a click or a key."""

    def proxy(fn: Callable[..., Any]) -> Any:
        def run(*args: Any) -> Any:
            if str(js.document.documentElement.dataset.game or "") != game_id:
                return None
            return fn(*args)

        return create_proxy(run)

    return proxy


class Shell:
    """Opens games on the page, each once, and shows one at a time: a game left for the lobby or
    for another game is hidden (paused: its CPUs wait, it draws nothing) and comes back as it was."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.opened: dict[str, Any] = {}  #: game id -> its controller

    def open(self, game_id: str) -> bool:
        """Show ``game_id`` (opening it the first time; ``""``, the lobby, hides every game); False
        for an id that is not a game."""
        game_id = str(game_id)
        for other, controller in self.opened.items():
            if other != game_id and hasattr(controller, "hide"):
                controller.hide()
        if game_id in self.opened:
            controller = self.opened[game_id]
            if hasattr(controller, "show"):
                controller.show()
            return True
        if game_id not in GAMES:
            return False
        try:
            host = replace(self.host, proxy=_gated(game_id))
            self.opened[game_id] = GAMES[game_id].table_module().open(host)
        except Exception as exc:  # keep the page alive and say what happened
            _fail(exc)
            return False
        return True

    def storage_changed(self, event: Any) -> None:
        """Another tab or window saved (the ``storage`` event): each open game whose data it was hears of it."""
        key = event.key
        key = key if isinstance(key, str) else None  # null: the other page cleared the storage
        for controller in self.opened.values():
            if hasattr(controller, "changed_elsewhere"):
                controller.changed_elsewhere(key)


def main() -> Shell | None:
    """Adopt old saved data, then open the game the address names (if any) and wait for the lobby."""
    try:
        embedded = is_embed(split_query(str(js.window.location.search))[1])
        store = _store(embedded)
        adopt_legacy(store)
        worker = CpuWorker()
        bridge = getattr(js.window, "kingsEmbed", None) if embedded else None  # set by web/shell/shell.js
        host = Host(js.document, js.window, create_proxy, store, lambda: str(js.window.location.search),
                    worker.for_game, bridge, create_proxy)  # fmt: skip
        shell = Shell(host)
        js.window.kingsOpen = create_proxy(shell.open)  # the lobby opens games through it
        js.window.addEventListener("storage", create_proxy(shell.storage_changed))
        game = str(js.document.documentElement.dataset.game or "")
        if game:
            shell.open(game)
        js.document.documentElement.dataset.runtime = "ready"
        lobby = getattr(js.window, "kingsLobby", None)
        if lobby is not None:
            lobby.refresh()  # adopted data may have brought a game in progress
        js.window.kingsShell = create_proxy(shell)  # for debugging in the console only
        return shell
    except Exception as exc:
        _fail(exc)
        return None
