"""Boot the shell inside Pyodide: storage, the CPU worker, and the game the page shows.

Run by index.html (``from web.shell.boot import main; main()``) once vendor/pyodide/kings-boot.mjs
(web/shell/pyodide_boot.mjs) has started Pyodide with vendor/shell.zip on ``sys.path``. The lobby
is plain HTML and JavaScript (web/shell/shell.js) and never waits for this: Python boots behind it,
and a game's code is fetched (``vendor/games/<id>.zip``, :mod:`web.shell.packages`; kings-boot.mjs
has fetched the address's game already) and imported only when that game opens (:class:`Shell.open`,
called at once when the address names a game, else by the lobby through ``window.kingsOpen``).
A failure before the table is drawn is shown by web/shell/shell.js (``window.kingsBoot.fail``):
a plain message and **Try again**, never a traceback. Nothing here runs under CPython tests.
"""

from __future__ import annotations

import asyncio
import os
import traceback
import zipfile
import zipimport
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

import js
from pyodide.ffi import create_proxy, to_js

from kings.i18n import language
from web.shell import packages
from web.shell.codecache import CodeCache
from web.shell.dom_lobby import bind_profile, count_tables
from web.shell.embed import is_embed, split_query
from web.shell.games import GAMES
from web.shell.host import Host
from web.shell.language import PageLanguage
from web.shell.legacy import adopt_legacy
from web.shell.storage import MemoryBackend, Store
from web.shell.think import Think


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


def _fail(exc: BaseException, kind: str = "python", file: str = "") -> None:
    """Show a failure on the page instead of a blank table: web/shell/shell.js says it in plain
    words with **Try again**; the traceback goes to the console only."""
    js.console.error("".join(traceback.format_exception(exc)))
    boot = getattr(js.window, "kingsBoot", None)
    if boot is not None:
        boot.fail(kind, f"{type(exc).__name__}: {exc}", file)
    else:  # a page without web/shell/shell.js: at least say it
        js.document.body.dataset.state = "error"


def _warn(why: str, slow: bool = False) -> None:
    """A line in the console when a CPU move or hint falls back to the page's own thread: the move is the
    same (same code, same seed), but the page may stall while it is computed, and without this line
    nothing would say why. A worker still booting (``slow``) is no fault, only information."""
    line = f"Kings: {why}; the page computes the move itself."
    if slow:
        js.console.info(line)
    else:
        js.console.warn(line)


class CpuWorker:
    """web/shell/cpu_worker.js: CPU moves and hints computed off the main thread, for every game.

    Started only when a table needs it, since its Pyodide costs a second of CPU and tens of MB on a
    phone: once the page is idle after drawing a table with a CPU seat that thinks in the worker (a
    hard one, say: :meth:`web.shell.controller.TableApp.wants_worker`; it boots on the other core
    while the table is already playable), when a new game seats one, or by the first call (a hint,
    Klondike's solver). A table of easy or medium CPUs, or none, never starts it unasked. A call waits up to 5 s for it
    to be ready; if it is not, or fails, the call answers None and the game computes the move on
    the page (a worker whose script cannot load answers None at once, every time). The console says
    why a move falls back (a worker that cannot start, once). The worker fetches a game's code
    (vendor/games/<id>.zip) when it is first asked about that game."""

    def __init__(self) -> None:
        self._worker: Any = None
        self._failed = False
        self._pending: dict[int, asyncio.Future[str | None]] = {}
        self._ready: asyncio.Future[bool] | None = None
        self._count = 0
        self._answered = 0  #: thinks the worker answered
        self._fell_back = 0  #: thinks it did not (not ready, failed, too slow): the page computed those itself

    def _record(self, worker: str | None = None) -> None:
        """Where the thinking happens, on ``<html>`` (docs/testing-contract.md): ``data-cpu-worker`` (``starting``,
        ``ready``, ``failed``), ``data-worker-answers`` and ``data-worker-fallbacks``, so a test checks that a search
        ran in the worker by the page's own record instead of by the clock."""
        data = js.document.documentElement.dataset
        if worker is not None:
            data.cpuWorker = worker
        data.workerAnswers = str(self._answered)
        data.workerFallbacks = str(self._fell_back)

    def start(self, *_: Any) -> bool:
        """Start the worker (once): its Pyodide boots on the other core. Called when the page is
        idle after a table is drawn, so it never slows the first one down; a think call starts it
        too if it has not started yet."""
        if self._worker is not None or self._failed:
            return not self._failed
        try:
            options = to_js({"type": "module"}, dict_converter=js.Object.fromEntries)
            url = js.URL.new("./web/shell/cpu_worker.js", js.document.baseURI).href
            self._worker = js.Worker.new(url, options)
        except Exception:
            self._failed = True
            self._record("failed")
            return False
        self._ready = asyncio.get_event_loop().create_future()
        self._worker.onmessage = create_proxy(self._on_message)
        self._worker.onerror = create_proxy(self._on_error)
        self._record("starting")
        return True

    def _on_error(self, event: Any) -> None:
        """The worker's script did not load or threw (a blocked file, a browser without module workers): no
        move will come from it, so no call should wait for one."""
        message = str(getattr(event, "message", "") or "its script did not load")
        if self._ready is not None and not self._ready.done():
            _warn(f"the CPU worker did not start ({message})")
            self._ready.set_result(False)
            self._failed = True
            self._record("failed")
        else:
            _warn(f"the CPU worker failed ({message})")
        for future in self._pending.values():
            if not future.done():
                future.set_result(None)

    def _on_message(self, event: Any) -> None:
        data = event.data.to_py()
        if "ready" in data:
            if not data["ready"]:
                _warn(f"the CPU worker did not start ({data.get('error', 'no reason given')})")
            if self._ready is not None and not self._ready.done():
                self._ready.set_result(bool(data["ready"]))
            self._record("ready" if data["ready"] else "failed")
            return
        if "error" in data:
            _warn(f"the CPU worker could not answer ({data['error']})")
        future = self._pending.pop(data.get("id"), None)
        if future is not None and not future.done():
            future.set_result(None if "error" in data else str(data.get("move")))

    def for_game(self, game: str) -> Think | None:
        """The thinking function of ``game``'s controller, or None if no worker can run here. It has a ``warm()``
        that starts the worker ahead of the first call (:class:`WorkerThink`)."""
        if self._failed or not hasattr(js.window, "Worker"):
            return None

        async def think(record: str, seat: int, level: str, seed: int, among: str = "") -> str | None:
            move = await ask(record, seat, level, seed, among)
            if move is None:
                self._fell_back += 1
            else:
                self._answered += 1
            self._record()
            return move

        async def ask(record: str, seat: int, level: str, seed: int, among: str) -> str | None:
            if not self.start():
                return None
            assert self._ready is not None
            try:  # the first CPU move may come before the worker has booted: wait for it a little
                if not await asyncio.wait_for(asyncio.shield(self._ready), 5):
                    return None
            except TimeoutError:
                _warn("the CPU worker was not ready within 5 s", slow=True)
                return None
            self._count += 1
            key = self._count
            self._pending[key] = asyncio.get_event_loop().create_future()
            message = {"id": key, "game": game, "record": record, "seat": seat, "level": level, "seed": str(seed),
                       "among": among, "lang": language()}  # (a hint's words in the page's language)
            self._worker.postMessage(to_js(message, dict_converter=js.Object.fromEntries))
            try:
                return await asyncio.wait_for(self._pending[key], 20)
            except TimeoutError:
                _warn(f"the CPU worker did not answer within 20 s ({game}, {level})")
                return None
            finally:
                self._pending.pop(key, None)

        return WorkerThink(think, self.start)


class WorkerThink:
    """A game's thinking function in the worker (a :data:`~web.shell.worker.Think`), and ``warm()``: start the
    worker now, so that it is ready when the first CPU move that needs it comes."""

    def __init__(self, think: Think, start: Callable[[], bool]) -> None:
        self._think = think
        self._start = start

    def __call__(self, record: str, seat: int, level: str, seed: int, among: str = "") -> Awaitable[str | None]:
        return self._think(record, seat, level, seed, among)

    def warm(self) -> None:
        """Start the worker (once; nothing if it runs already or cannot)."""
        self._start()


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

    def __init__(self, host: Host, worker: CpuWorker | None = None, language: PageLanguage | None = None) -> None:
        self.host = host
        self.worker = worker
        self.language = language or PageLanguage("en")  #: the catalogs in use follow the game shown
        self.code = CodeCache()  #: the games' compiled dataclass methods (web/shell/codecache.py)
        self.code.install()
        self.opened: dict[str, Any] = {}  #: game id -> its controller
        self.fetching: dict[str, asyncio.Task[None]] = {}  #: game id -> its zip on the way
        self.tables: Any = None  #: the lobby's count of public tables (web/shell/dom_lobby.py), if it counts

    def open(self, game_id: str) -> bool:
        """Show ``game_id`` (opening it the first time, once its code is here; ``""``, the lobby,
        hides every game); False for an id that is not a game."""
        game_id = str(game_id)
        if game_id in GAMES or not game_id:
            self.language.speak(game_id)
        for other, controller in self.opened.items():
            if other != game_id and hasattr(controller, "hide"):
                controller.hide()
        if game_id in self.opened:
            controller = self.opened[game_id]
            if hasattr(controller, "show"):
                controller.show()
            if hasattr(controller, "dailies"):  # the lobby's Daily deal for a game open already
                controller.dailies.from_address(split_query(str(self.host.query()))[0])
            return True
        if game_id not in GAMES:
            return False
        path = packages.archive(game_id)
        try:
            if not os.path.isfile(path) or self.language.missing(game_id):  # from the lobby: fetch its code first
                if game_id not in self.fetching:
                    self.fetching[game_id] = asyncio.ensure_future(self._fetch(game_id))
                return True
            packages.mount(path, packages.build_of(packages.SHELL), self.code)
            host = replace(self.host, proxy=_gated(game_id))
            page, app, reporter = GAMES[game_id].parts()
            js.performance.mark(f"kings:imported {game_id}")
            from web.shell.dom_tables import open_table  # page code of the tables, imported when one opens

            self.opened[game_id] = open_table(host, game_id, page, app, reporter)
            js.performance.mark(f"kings:drawn {game_id}")
        except packages.StaleCode as exc:  # a deploy landed meanwhile: load the new version whole
            _fail(exc, "update", path.rsplit("/", 1)[-1])
            return False
        except (zipfile.BadZipFile, zipimport.ZipImportError) as exc:  # a damaged download
            _fail(exc, "game", path.rsplit("/", 1)[-1])
            return False
        except Exception as exc:  # keep the page alive and say what happened
            _fail(exc)
            return False
        self._when_idle(self.opened[game_id])
        return True

    def storage_changed(self, event: Any) -> None:
        """Another tab or window saved (the ``storage`` event): each open game whose data it was hears of it."""
        key = event.key
        key = key if isinstance(key, str) else None  # null: the other page cleared the storage
        for controller in self.opened.values():
            if hasattr(controller, "changed_elsewhere"):
                controller.changed_elsewhere(key)

    async def _fetch(self, game_id: str) -> None:
        """Fetch the game's zip, then open it if it is still the game on screen."""
        name = packages.url(game_id).rsplit("/", 1)[-1]
        try:
            if self.language.missing(game_id):  # its words, beside its code (none: they show in English)
                said = await js.fetch(self.language.url(game_id))
                self.language.store(game_id, (await said.arrayBuffer()).to_bytes() if said.ok else b"")
            if not os.path.isfile(packages.archive(game_id)):
                response = await js.fetch(packages.url(game_id))
                if not response.ok:
                    raise OSError(f"{name}: HTTP {response.status}")
                packages.write(packages.archive(game_id), (await response.arrayBuffer()).to_bytes())
        except Exception as exc:
            _fail(exc, "game", name)
            return
        finally:
            self.fetching.pop(game_id, None)
        if str(js.document.documentElement.dataset.game or "") == game_id:
            self.open(game_id)

    def _when_idle(self, controller: Any) -> None:
        """Once the page is idle after drawing a table, start the CPU worker if the table needs it (a CPU seat
        that thinks there): after the drawing, so that it never slows the first table down."""
        wants = getattr(controller, "wants_worker", None)
        if self.worker is None or wants is None or not wants():
            return
        idle = getattr(js.window, "requestIdleCallback", None)
        start = create_proxy(self.worker.start)
        if idle is not None:
            idle(start, to_js({"timeout": 2000}, dict_converter=js.Object.fromEntries))
        else:
            js.window.setTimeout(start, 500)


def main() -> Shell | None:
    """Adopt old saved data, then open the game the address names (if any) and wait for the lobby."""
    js.performance.mark("kings:main")
    boot = getattr(js.window, "kingsBoot", None)
    if boot is not None:
        boot.started()  # web/shell/starter.js stops waiting for this script to run
    try:
        embedded = is_embed(split_query(str(js.window.location.search))[1])
        store = _store(embedded)
        adopt_legacy(store)
        worker = CpuWorker()
        bridge = getattr(js.window, "kingsEmbed", None) if embedded else None  # set by web/shell/shell.js
        host = Host(js.document, js.window, create_proxy, store, lambda: str(js.window.location.search),
                    worker.for_game, bridge, create_proxy)  # fmt: skip
        language = getattr(js.window, "kingsLanguage", None)  # web/shell/language.js
        shell = Shell(host, worker, PageLanguage(str(language.lang) if language is not None else "en", warn=_warn))
        shell.language.speak()
        js.window.kingsOpen = create_proxy(shell.open)  # the lobby opens games through it
        js.window.addEventListener("storage", create_proxy(shell.storage_changed))
        game = str(js.document.documentElement.dataset.game or "")
        if game:
            shell.open(game)
        bind_profile(js.document, create_proxy, store)
        shell.tables = count_tables(js.document, js.window, create_proxy, store, embedded)
        js.document.documentElement.dataset.runtime = "ready"
        lobby = getattr(js.window, "kingsLobby", None)
        if lobby is not None:
            lobby.refresh()  # adopted data may have brought a game in progress
        js.window.kingsShell = create_proxy(shell)  # for debugging in the console only
        return shell
    except Exception as exc:
        _fail(exc)
        return None
