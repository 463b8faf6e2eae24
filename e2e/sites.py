"""Helpers for the tests of the deployable site (offline, GitHub Pages sub-path, embedding):
servers that can really be stopped, built sites, and Chromium profiles that outlive a browser.

The shared ``context`` of conftest.py blocks service workers and proves offline with routes,
which do not see what a service worker fetches. These tests launch their own Chromium with
``--host-resolver-rules`` (no host name but localhost resolves), record every request the
browser makes (:class:`Requests`) and the server's log, and assert that all of it stayed on
127.0.0.1.
"""

from __future__ import annotations

import functools
import importlib
import threading
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext, BrowserType, CDPSession, Error, Page, Request

from scripts import chromium

REPO = Path(__file__).resolve().parent.parent
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}
BOOT_TIMEOUT_MS = 60_000
NO_DNS = chromium.NO_DNS


#: What a test's storage may hold, cleared from a shared profile after each test (its HTTP cache is kept).
STORAGE = "cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage,shared_storage"


def forget(context: BrowserContext, origins: set[str], keep: Page | None = None,
           cdp: CDPSession | None = None) -> None:  # fmt: skip
    """Close ``context``'s pages (but ``keep``) and delete everything the site stored on ``origins`` (local storage,
    IndexedDB, caches, service workers, cookies): the profile's HTTP cache and V8's compiled code stay, as a
    returning player's would, and the next test starts with nothing of the last one's.

    The storage is cleared through ``cdp``, a DevTools session kept open on a page that outlives the tests (the
    storage of any origin is the browser's to clear, whichever page the session is on), or else through a blank
    page of its own: a new tab, its session and its closing cost ~0.2 CPU-seconds a test."""
    for page in list(context.pages):
        if page is not keep:
            page.close()
    if cdp is not None:
        try:
            clear(cdp, origins)
            return
        except Error:  # the page it is on has gone (its renderer crashed): a blank page does it
            pass
    blank = context.new_page()
    try:
        session = context.new_cdp_session(blank)
        clear(session, origins)
        session.detach()
    finally:
        blank.close()


def clear(cdp: CDPSession, origins: set[str]) -> None:
    """Delete what the site stored on ``origins`` (:data:`STORAGE`) through the DevTools session ``cdp``."""
    for origin in origins:
        cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": STORAGE})


def script(name: str) -> Any:
    """A module of scripts/ by name (``build_site``, ``serve``, ``vendor``)."""
    return importlib.import_module(f"scripts.{name}")


def build(dest: Path) -> str:
    """The deployable site (scripts/build_site.py --dist) in ``dest``, from the current vendor/.

    Callers depend on conftest's ``base_url``, which built vendor/'s zips from the working tree
    with their .pyc; rebuilding them here without would ship (and leave in vendor/) a slower site."""
    return str(script("build_site").build_dist(dest))


def restamp(site: Path) -> str:
    """A new sw.js for ``site`` after its files changed (what a new deploy does); the version."""
    return str(script("build_site").stamp(site))


class Server:
    """``root`` on a free 127.0.0.1 port, in a thread, with our MIME types (and, with ``max_age``, a
    ``Cache-Control: max-age``); :meth:`stop` closes the socket, so the browser gets "connection
    refused" as if the site were gone."""

    def __init__(self, root: Path, max_age: int | None = None) -> None:
        serve = script("serve")
        self.root = root
        log = self.log = []  # every path requested, in order

        class Handler(serve.QuietHandler):  # type: ignore[misc]
            def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
                log.append(self.path)

            def end_headers(self) -> None:
                if max_age is not None:  # as GitHub Pages does (max-age=600): the browser keeps what it got
                    self.send_header("Cache-Control", f"max-age={max_age}")
                super().end_headers()

        self.httpd = serve.Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(root)))
        self.origin = f"http://127.0.0.1:{self.httpd.server_port}"
        self._thread = threading.Thread(target=self.httpd.serve_forever, name="e2e-site", daemon=True)
        self._thread.start()
        self.running = True

    def stop(self) -> None:
        if self.running:
            self.running = False
            self.httpd.shutdown()
            self.httpd.server_close()
            self._thread.join(5)


class Requests:
    """Every request a browser context makes (pages and, where Chromium reports them, workers)."""

    def __init__(self, context: BrowserContext) -> None:
        self.urls: list[str] = []
        context.on("request", self._seen)

    def _seen(self, request: Request) -> None:
        self.urls.append(request.url)

    def outside(self) -> list[str]:
        return [u for u in self.urls if urlsplit(u).scheme not in ("data", "blob") and
                urlsplit(u).hostname not in LOCAL_HOSTS]  # fmt: skip


def launch(browser_type: BrowserType, launch_args: dict[str, Any], profile: Path, **options: Any) -> BrowserContext:
    """Chromium on a profile directory that survives closing it, service workers allowed."""
    args = [*launch_args.get("args", []), NO_DNS]
    rest = {k: v for k, v in launch_args.items() if k != "args"}
    return browser_type.launch_persistent_context(str(profile), **rest, args=args, service_workers="allow", **options)


def watch(page: Page) -> list[str]:
    """Console errors and uncaught exceptions of ``page`` (and its frames), as they come."""
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    return errors


def wait_ready(page: Page, state: str = "ready") -> None:
    page.wait_for_selector(f"body[data-state='{state}']", timeout=BOOT_TIMEOUT_MS, state="attached")


WORKER_ACTIVE = """async (ms) => {
    // navigator.serviceWorker.ready: the registration once it has an active worker. A registration
    // read earlier may have no worker yet (sw.js still being fetched), which a loaded machine widens.
    const timeout = new Promise((resolve) => setTimeout(() => resolve(null), ms));
    const reg = await Promise.race([navigator.serviceWorker.ready, timeout]);
    if (!reg) {
        const seen = await navigator.serviceWorker.getRegistration();
        const state = !seen ? 'no registration' : seen.installing ? 'installing'
            : seen.waiting ? 'waiting' : 'no worker (its install failed)';
        return {error: state};
    }
    const names = (await caches.keys()).filter((n) => n.startsWith('kings:'));
    const counts = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).length));
    return {scope: reg.scope, caches: names, counts};
}"""


def worker_active(page: Page) -> dict[str, Any]:
    """Wait until the page's service worker is activated; its scope and the Kings caches."""
    found = page.evaluate(WORKER_ACTIVE, BOOT_TIMEOUT_MS)
    assert "error" not in found, f"no service worker active after {BOOT_TIMEOUT_MS // 1000} s: {found['error']}"
    return dict(found)
