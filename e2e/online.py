"""Online play in real browsers (issue 36): a tracker on 127.0.0.1, and pages of several browser contexts.

- The tracker is npm bittorrent-tracker's server (e2e/fixtures/tracker.mjs), started by the test on a free port
  of 127.0.0.1: the signalling that public trackers do, on this machine only.
- Each player is a browser profile of its own (its own storage, as another device would have), taken from a pool
  kept for the session (:class:`Profiles`): a returning player's browser, its HTTP cache and compiled runtime
  warm, its storage emptied between tests (a new profile compiled the runtime again: ~4 s of CPU a player, in
  the suite's longest tests). The site is served
  for them on a port of its own (``online_site``), its index.html with the relay list and the CSP pointing at that
  tracker alone, and no STUN server (the site's own list names public ones), so nothing leaves 127.0.0.1: the
  browser resolves no other name, and a request to anything but 127.0.0.1 fails the test, as in every e2e test.
  (Served, not rewritten by a route: a route would turn off the HTTP cache, and every reload would fetch and
  compile the runtime again.)
- WebRTC: Chromium hides host addresses behind mDNS names; the init script maps those names to 127.0.0.1 in
  what each page receives, so the data channels run over loopback (trystero's own tests do the same).
"""

from __future__ import annotations

import io
import re
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, BrowserType, Error, Page, Request

from e2e.motion import fast_animations
from e2e.sites import forget
from scripts import chromium, serve

REPO = Path(__file__).resolve().parent.parent
BOOT_MS = 90_000
LOCAL = {"127.0.0.1", "localhost", "::1"}
CLOSED = "Trystero peer error: OperationError: User-Initiated Abort, reason=Close called"
VIEWPORT = {"width": 1280, "height": 720}  #: every tab's, as a test finds it (Playwright's own default)

LOOPBACK = """
(() => {
  const loop = (text) => text.replace(/ (\\S+\\.local) (\\d+) typ host/g, " 127.0.0.1 $2 typ host");
  const PC = window.RTCPeerConnection;
  const setRemote = PC.prototype.setRemoteDescription;
  PC.prototype.setRemoteDescription = function (d) {
    return setRemote.call(this, d && d.sdp ? { type: d.type, sdp: loop(d.sdp) } : d);
  };
  const addCandidate = PC.prototype.addIceCandidate;
  PC.prototype.addIceCandidate = function (c) {
    return addCandidate.call(this, c && c.candidate ? { ...c.toJSON?.() ?? c, candidate: loop(c.candidate) } : c);
  };
  window.kingsOnlineLog = [];
})();
"""


@pytest.fixture(scope="session")
def tracker() -> Iterator[str]:
    """ws://127.0.0.1:PORT of a tracker running for this session's online tests (each table's room is its own)."""
    proc = subprocess.Popen(["node", str(REPO / "e2e" / "fixtures" / "tracker.mjs")], cwd=REPO, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)  # fmt: skip
    assert proc.stdout is not None
    line = proc.stdout.readline()
    match = re.fullmatch(r"port (\d+)\n", line)
    assert match, f"the tracker did not start: {line!r}"
    try:
        yield f"ws://127.0.0.1:{match.group(1)}"
    finally:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait(timeout=10)


RELAY_CONFIG = """
relay_name: kings e2e relay
storage:
  sqlalchemy.url: sqlite+aiosqlite:///{db}
  num_concurrent_reqs: 10
  num_concurrent_adds: 2
  validators:
    - nostr_relay.validators.is_not_too_large
    - nostr_relay.validators.is_signed
verification:
  nip05_verification: disabled
gunicorn:
  bind: 127.0.0.1:{port}
  workers: 1
  loglevel: warning
  reload: false
authentication:
  enabled: false
message_timeout: 1800
subscription_limit: 32
max_limit: 6000
hellthread_limit: 100
"""


class Relay:
    """A Nostr relay on a free port of 127.0.0.1 (PyPI nostr-relay, its sqlite in ``folder``): public tables' notice
    board on this machine only. Started at once, waited for by :meth:`ready` (it takes a few seconds), so that the
    online tests that never use it do not wait for it."""

    def __init__(self, folder: Path) -> None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.url = f"ws://127.0.0.1:{self.port}"
        config = folder / "relay.yaml"
        config.write_text(RELAY_CONFIG.format(db=folder / "relay.sqlite3", port=self.port), encoding="utf-8")
        self.log = open(folder / "relay.log", "w")  # noqa: SIM115  # (closed by stop)
        self.proc = subprocess.Popen(["nostr-relay", "-c", str(config), "serve"], cwd=folder, stdout=self.log,
                                     stderr=subprocess.STDOUT)  # fmt: skip
        self._up = False

    def ready(self) -> str:
        """The relay's ws:// address, once it answers."""
        deadline = time.monotonic() + 60
        while not self._up:
            assert self.proc.poll() is None and time.monotonic() < deadline, "the Nostr relay did not start"
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                self._up = True
            except OSError:
                time.sleep(0.3)
        return self.url

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)
        self.log.close()


@pytest.fixture(scope="session")
def relay(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Relay]:
    """This session's Nostr relay (:class:`Relay`): public tables' tests call ``relay.ready()``."""
    started = Relay(tmp_path_factory.mktemp("relay"))
    yield started
    started.stop()


def local_index(text: str, tracker: str, nostr: str = "") -> str:
    """index.html with the relay list and the CSP's connect-src naming ``tracker`` only (and ``nostr``, the local
    Nostr relay, as public tables' relay list), and no STUN server."""
    text = re.sub(r'(<meta name="kings-relays" content=")[^"]*"', rf'\g<1>{tracker}"', text)
    text = re.sub(r'(<meta name="kings-nostr" content=")[^"]*"', rf'\g<1>{nostr}"', text)
    text = re.sub(r'(<meta name="kings-ice" content=")[^"]*"', r'\g<1>"', text)
    text, n = re.subn(r"connect-src [^;]*;", f"connect-src 'self' {tracker}{' ' + nostr if nostr else ''};", text)
    assert n == 1
    return text


class Site:
    """The site on a free port of 127.0.0.1 as online players load it (the repo, vendor/ as built), but its
    index.html with the relay list and the CSP naming ``tracker`` alone; :meth:`stop` closes it."""

    def __init__(self, tracker: str, nostr: str = "") -> None:
        index = local_index((REPO / "index.html").read_text(encoding="utf-8"), tracker, nostr).encode("utf-8")

        class Handler(serve.QuietHandler):
            def send_head(self) -> Any:
                if urlsplit(self.path).path != "/index.html":
                    return super().send_head()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(index)))
                self.end_headers()
                return io.BytesIO(index)

        self.server = serve.Server(("127.0.0.1", 0), lambda *a: Handler(*a, directory=str(REPO)))
        self.origin = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, name="e2e-online-site", daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="session")
def online_site(base_url: str, tracker: str, relay: Relay) -> Iterator[str]:
    """The origin of this session's :class:`Site` (``base_url``: vendor/ is built first): one port, so that a
    profile's HTTP cache serves every online test after the first."""
    site = Site(tracker, relay.url)
    yield site.origin
    site.stop()


class Profiles:
    """The online players' browsers of this session, each a Chromium profile on disk launched once: taken by a
    :class:`Player` for a test and given back at its end, emptied as :func:`e2e.sites.forget` empties a profile
    (everything the site stored deleted, the HTTP cache kept), but for one tab: the player's, on ``about:blank``,
    which the next test's player takes (:meth:`take`). Its renderer process stays, and with it the runtime compiled
    in memory: a page's first boot in a new tab cost ~2.5 CPU-s more than the next one in the same tab, and each
    test opens two to four players' pages (a returning player who kept a tab open, as the profile's HTTP cache is a
    returning player's; the page itself starts afresh, and the site keeps nothing in a tab's sessionStorage).
    Chromium as every e2e test has it (no name resolves but this machine's), service workers blocked, the loopback
    script in every page, Local Network Access checks off, and no back/forward cache (a page left for
    ``about:blank`` ends there, its connections closed): they are not what these tests are about.

    Each profile's pages run on Playwright's clock (``clock.install``, as the profile is made: a clock cannot be
    taken out again, so every profile has it): it keeps real time, and a test moves it on (``page.clock.
    fast_forward``) where the product waits many seconds on a timer (a guest's patience looking for the host, the
    host's time before a CPU covers for a guest who dropped). It moves that player's pages only: every player is a
    profile of its own. Python's clocks in Pyodide follow it (``time.monotonic`` is ``performance.now()``), and so
    do asyncio's timers (``setTimeout``); WebRTC's own timers do not (they are the browser's)."""

    def __init__(self, browser_type: BrowserType, root: Path, site: str) -> None:
        self.browser_type, self.root, self.site = browser_type, root, site
        self.free: list[tuple[BrowserContext, Page | None]] = []
        self.made: list[BrowserContext] = []

    def take(self) -> tuple[BrowserContext, Page | None]:
        """A profile, and its tab kept from the last test (None: open one)."""
        if self.free:
            return self.free.pop()
        context = self.browser_type.launch_persistent_context(
            str(self.root / f"player-{len(self.made)}"), executable_path=chromium.PATH, base_url=self.site,
            viewport=VIEWPORT, service_workers="block", args=["--headless", *chromium.ARGS, chromium.NO_DNS,
                                           "--disable-features=LocalNetworkAccessChecks,BackForwardCache"])  # fmt: skip
        context.add_init_script(LOOPBACK)
        context.clock.install()
        self.made.append(context)
        return context, None

    def give_back(self, context: BrowserContext, page: Page) -> None:
        """``context`` back, emptied; ``page`` (the player's last tab) kept on ``about:blank``, its window the size a
        new tab's is, unless it is closed."""
        kept: Page | None = None
        if not page.is_closed():
            try:
                page.goto("about:blank")
                page.set_viewport_size(VIEWPORT)
                kept = page
            except Error:  # (a renderer that crashed: the next player opens a tab)
                pass
        # (the storage is cleared through a blank page of its own: a second DevTools session on the kept tab would
        # undo e2e/motion.py's faster animations for the next page it loads)
        forget(context, {self.site}, keep=kept)
        self.free.append((context, kept))

    def close(self) -> None:
        for context in self.made:
            context.close()


class Player:
    """One player's browser: its profile, its page (``page``: its tab kept from the last test), its errors."""

    def __init__(self, context: BrowserContext, page: Page | None = None) -> None:
        self.context = context
        self.blocked: list[str] = []
        self.errors: list[str] = []

        def seen(request: Request) -> None:
            url = urlsplit(request.url)
            if url.scheme not in ("data", "blob") and url.hostname not in LOCAL:
                self.blocked.append(request.url)

        self._seen = seen
        self.context.on("request", seen)
        self.page: Page = self._watch(page) if page is not None else self.new_page()

    def leave(self) -> None:
        """Stop listening to the profile and the page: the next test's player has its own ears."""
        self.context.remove_listener("request", self._seen)
        self.page.remove_listener("pageerror", self._error)
        self.page.remove_listener("console", self._console)

    def new_page(self) -> Page:
        """A new tab of this player's browser (errors recorded, animations on the faster clock of
        e2e/motion.py: the deals' moves wait for their cards to land); it becomes :attr:`page`."""
        page = self.context.new_page()
        fast_animations(page)  # (for every page it loads: a kept tab has it still)
        return self._watch(page)

    def _watch(self, page: Page) -> Page:
        self.page = page
        page.on("pageerror", self._error)
        page.on("console", self._console)
        return page

    def _error(self, exc: Any) -> None:
        self.errors.append(str(exc))

    def _console(self, message: Any) -> None:
        # trystero logs a peer's closed data channel as an error: expected when a player closes or reloads a page
        if message.type == "error" and not message.text.startswith(CLOSED):
            self.errors.append(message.text)

    def body(self, name: str) -> str:
        return str(self.page.get_attribute("body", f"data-{name}") or "")

    def messages(self, direction: str = "in") -> list[str]:
        return [str(m["text"]) for m in self.page.evaluate("window.kingsOnlineLog || []") if m["dir"] == direction]

    def online_state(self) -> str:
        """How this page's online side stands, for a test that waited in vain: its peers, the messages each way
        (the last three kinds in), its online mode, what its online bar and its panel say, and the dialogs open."""
        try:
            return str(self.page.evaluate("""() => {
              const log = window.kingsOnlineLog || [], t = window.kingsOnlineTransport;
              const kinds = log.filter((m) => m.dir === "in").slice(-3).map((m) => m.text.slice(0, 40));
              const bar = document.querySelector("[id^='online-bar-']");
              const panel = document.querySelector("dialog[id^='online-'][open]");
              const open = [...document.querySelectorAll("dialog[open]")].map((d) => d.id).join(",");
              const note = panel ? (panel.querySelector(".online-note")?.textContent || "(no note)") : "(panel shut)";
              return `peers=${t ? JSON.stringify(t.peers()) : "none"} in=${log.filter((m) => m.dir === "in").length}`
                + ` out=${log.filter((m) => m.dir === "out").length} last=${JSON.stringify(kinds)}`
                + ` online=${document.documentElement.dataset.online} bar=${(bar?.innerText || "").slice(0, 120)}`
                + ` panel=${note.slice(0, 80)} dialogs=${open}`;
            }"""))
        except Error as exc:  # a closed or navigating page
            return f"(no state: {exc.message[:80]})"

    def check(self) -> None:
        assert not self.blocked, f"requests outside 127.0.0.1: {self.blocked}"
        assert not self.errors, f"browser errors: {self.errors}"
        assert self.page.evaluate("window.kingsCsp") == []


@pytest.fixture(scope="session")
def online_profiles(browser_type: BrowserType, online_site: str,
                    tmp_path_factory: pytest.TempPathFactory) -> Iterator[Profiles]:  # fmt: skip
    """This session's pool of online players' browsers (:class:`Profiles`)."""
    profiles = Profiles(browser_type, tmp_path_factory.mktemp("online"), online_site)
    yield profiles
    profiles.close()


@pytest.fixture
def players(online_profiles: Profiles) -> Iterator[Any]:
    """``players(n)``: n players' browsers (the first one hosts); each is checked for errors at the end."""
    made: list[Player] = []

    def make(n: int) -> list[Player]:
        new = [Player(*online_profiles.take()) for _ in range(n)]
        made.extend(new)
        return new

    yield make
    try:
        for p in made:
            p.check()
    finally:
        for p in made:
            p.leave()
            online_profiles.give_back(p.context, p.page)
