"""Shared by the browser benchmarks (startup.py, longtasks.py): a counting local server,
Debian's Chromium with a persistent profile, and the script injected into every page.

Timing runs never use ``context.route()`` (it disables the HTTP cache); the browser is kept
off the network with ``--host-resolver-rules`` instead. Each run launches a fresh browser
process on a profile directory, so a "warm" run sees the disk cache (and V8's code cache)
of the earlier runs, never an in-memory cache.
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import http.server
import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from scripts import chromium, serve  # noqa: E402  (needs REPO on sys.path)

CHROMIUM = chromium.PATH
# Headless and offline without request routing (which would disable the HTTP cache).
ARGS = ["--headless", *chromium.ARGS, chromium.NO_DNS]

#: Injected before any page script: records when <body data-state> leaves "loading" (or, at the
#: lobby, when shell.js marks it usable, and when Python has booted behind it), the PyScript
#: events, and every long task (Long Tasks API) with its start and duration.
INIT_SCRIPT = r"""
(() => {
  const k = (window.__kings = {ready: null, state: null, events: {}, longtasks: []});
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) k.longtasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({type: "longtask", buffered: true});
  } catch (err) { k.longtasks = null; }
  for (const name of ["py:ready", "py:done", "py:all-done"])
    document.addEventListener(name, () => { k.events[name] ??= performance.now(); }, true);
  k.changes = [];  // [time, attribute, value] of <body>'s state, actor and move count: context for long tasks
  const check = (records) => {
    const s = document.body && document.body.dataset.state;
    if (s && s !== "loading" && k.ready === null) { k.ready = performance.now(); k.state = s; }
    for (const r of records) if (r.target === document.body && k.changes.length < 5000)
      k.changes.push([Math.round(performance.now()), r.attributeName, document.body.getAttribute(r.attributeName)]);
  };
  new MutationObserver(check).observe(document, {subtree: true, attributes: true,
    attributeFilter: ["data-state", "data-actor", "data-moves"]});
  // The lobby is usable before Python: ready when shell.js marks it; Python's boot behind it is "runtime".
  k.runtime = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === "kings:lobby-ready" && k.ready === null) { k.ready = e.startTime; k.state = "lobby"; }
  }).observe({type: "mark", buffered: true});
  new MutationObserver(() => {
    if (k.runtime === null && document.documentElement.dataset.runtime === "ready") k.runtime = performance.now();
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-runtime"]});  // no <html> yet
})();
"""

#: Read after the page is ready: paint timing, marks and resource timing of the page.
COLLECT = r"""
() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const paint = Object.fromEntries(performance.getEntriesByType("paint").map((e) => [e.name, e.startTime]));
  const marks = Object.fromEntries(performance.getEntriesByType("mark").map((e) => [e.name, e.startTime]));
  const res = performance.getEntriesByType("resource");
  return {
    ready: window.__kings.ready, state: window.__kings.state, events: window.__kings.events,
    runtime: window.__kings.runtime,
    longtasks: window.__kings.longtasks, fp: paint["first-paint"] ?? null,
    fcp: paint["first-contentful-paint"] ?? null, marks,
    dcl: nav ? nav.domContentLoadedEventEnd : null,
    transfer: (nav ? nav.transferSize : 0) + res.reduce((a, e) => a + (e.transferSize || 0), 0),
    resources: res.length + 1,
    controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller),
  };
}
"""


def chromium_version() -> str:
    try:
        out = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True, timeout=30).stdout
    except OSError:
        return "unknown"
    return out.strip().splitlines()[-1] if out.strip() else "unknown"


def machine() -> dict[str, Any]:
    """What the figures ran on: cores, CPU model, load averages, Chromium."""
    model = "unknown"
    try:
        text = Path("/proc/cpuinfo").read_text()
        found = re.search(r"^model name\s*:\s*(.+)$", text, re.M)
        model = found.group(1).strip() if found else model
    except OSError:
        pass
    return {"nproc": os.cpu_count(), "cpu": model, "load": [round(x, 2) for x in os.getloadavg()], "nice": priority()}


class Counter:
    """Requests that reached the server, and the files it sent whole (200 responses), in order."""

    def __init__(self, root: Path = REPO) -> None:
        self.root = root
        self.requests = 0
        self.files: list[str] = []  #: site paths, as often as they were sent
        self.lock = threading.Lock()

    def reset(self) -> None:
        with self.lock:
            self.requests = 0
            self.files = []

    def sent(self, count: int | None = None) -> dict[str, Any]:
        """The bytes of the files sent so far (or of the first ``count``): as they are on disk
        (``raw``, what this server sends) and gzipped (``gzip``, what a host that compresses sends)."""
        with self.lock:
            files = self.files[: len(self.files) if count is None else count]
        raw = gz = 0
        each: dict[str, list[int]] = {}
        for path in files:
            r, g = file_sizes(self.root / path)
            raw, gz = raw + r, gz + g
            each.setdefault(path, [0, 0])
            each[path][0] += r
            each[path][1] += g
        return {"raw": raw, "gzip": gz, "files": each}


@functools.lru_cache(maxsize=4096)
def _sizes(path: Path, mtime: float, size: int) -> tuple[int, int]:
    data = path.read_bytes()
    return len(data), len(gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0))


#: zlib's default level, which hosts that compress on the fly commonly use.
GZIP_LEVEL = 6


def file_sizes(path: Path) -> tuple[int, int]:
    """(bytes, gzipped bytes) of the file at ``path``; (0, 0) if it is gone."""
    try:
        st = path.stat()
    except OSError:
        return 0, 0
    return _sizes(path, st.st_mtime, st.st_size)


@contextmanager
def server(root: Path = REPO, port: int = 0) -> Iterator[tuple[str, Counter]]:
    """scripts/serve.py's handler (same MIME types and headers) on 127.0.0.1, counting requests."""
    counter = Counter(root)

    class Counting(serve.QuietHandler):
        def send_response(self, code: int, message: str | None = None) -> None:
            with counter.lock:
                counter.requests += 1
                if code == 200:
                    path = unquote(urlsplit(self.path).path).lstrip("/")
                    counter.files.append(path + "index.html" if path == "" or path.endswith("/") else path)
            super().send_response(code, message)

    handler = functools.partial(Counting, directory=str(root))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=httpd.serve_forever, name="bench-http", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}", counter
    finally:
        httpd.shutdown()
        httpd.server_close()


#: Scheduling priority of the browser (and of this process, which serves the files). The machines
#: are shared: other people's test runs would otherwise decide the figures. Needs root to raise it;
#: set KINGS_BENCH_NICE=0 to run at normal priority.
NICE = int(os.environ.get("KINGS_BENCH_NICE", "-10"))


def priority() -> int:
    """Apply :data:`NICE` to this process (once); the niceness in force, for the report."""
    if NICE < 0 and os.nice(0) > NICE:
        with contextlib.suppress(OSError):  # not root: run as we are
            os.nice(NICE - os.nice(0))
    return os.nice(0)


def launch(playwright: Any, profile: Path, service_workers: bool = True) -> Any:
    """A persistent Chromium context on ``profile`` (created if new), at this process's priority.

    ``service_workers=False`` blocks them, so a warm profile measures the HTTP cache alone."""
    priority()  # inherited by the browser (Playwright's driver was started by this process too)
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=ARGS, headless=True,
        viewport={"width": 1280, "height": 800}, service_workers="allow" if service_workers else "block",
    )  # fmt: skip
    context.add_init_script(INIT_SCRIPT)
    return context


class NetLog:
    """Bytes over the wire for one page, from CDP Network events (0 for cache and SW hits)."""

    def __init__(self, context: Any, page: Any) -> None:
        self.bytes = 0
        self.requests = 0
        self.from_cache = 0
        self.from_sw = 0
        cdp = context.new_cdp_session(page)
        cdp.on("Network.loadingFinished", self._finished)
        cdp.on("Network.responseReceived", self._response)
        cdp.send("Network.enable")
        self.cdp = cdp

    def _finished(self, event: dict[str, Any]) -> None:
        self.bytes += int(event.get("encodedDataLength", 0))

    def _response(self, event: dict[str, Any]) -> None:
        self.requests += 1
        r = event.get("response", {})
        self.from_cache += bool(r.get("fromDiskCache") or r.get("fromPrefetchCache"))
        self.from_sw += bool(r.get("fromServiceWorker"))

    def figures(self) -> dict[str, int]:
        return {"bytes": self.bytes, "requests": self.requests, "from_cache": self.from_cache, "from_sw": self.from_sw}


def median(xs: list[float]) -> float:
    s = sorted(xs)
    n = len(s)
    if not n:
        return float("nan")
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
