"""Online play in real browsers (issue 36): a tracker on 127.0.0.1, and pages of several browser contexts.

- The tracker is npm bittorrent-tracker's server (e2e/fixtures/tracker.mjs), started by the test on a free port
  of 127.0.0.1: the signalling that public trackers do, on this machine only.
- Each player is a browser context of its own (its own storage, as another device would have). Its index.html is
  served with the relay list and the CSP pointing at that tracker alone, and no STUN server (the site's own list
  names public ones), so nothing leaves 127.0.0.1; every other request outside 127.0.0.1 is aborted and fails
  the test, as in every e2e test.
- WebRTC: Chromium hides host addresses behind mDNS names; the init script maps those names to 127.0.0.1 in
  what each page receives, so the data channels run over loopback (trystero's own tests do the same).
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, BrowserType, Page, Route

from scripts import chromium

REPO = Path(__file__).resolve().parent.parent
BOOT_MS = 90_000
LOCAL = {"127.0.0.1", "localhost", "::1"}
CLOSED = "Trystero peer error: OperationError: User-Initiated Abort, reason=Close called"

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


@pytest.fixture(scope="module")
def tracker() -> Iterator[str]:
    """ws://127.0.0.1:PORT of a tracker running for this module's tests."""
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


def local_index(text: str, tracker: str) -> str:
    """index.html with the relay list and the CSP's connect-src naming ``tracker`` only, and no STUN server."""
    text = re.sub(r'(<meta name="kings-relays" content=")[^"]*"', rf'\g<1>{tracker}"', text)
    text = re.sub(r'(<meta name="kings-ice" content=")[^"]*"', r'\g<1>"', text)
    text, n = re.subn(r"connect-src [^;]*;", f"connect-src 'self' {tracker};", text)
    assert n == 1
    return text


class Player:
    """One player's browser: its context, its page, its errors."""

    def __init__(self, browser: Browser, base_url: str, tracker: str) -> None:
        self.context: BrowserContext = browser.new_context(base_url=base_url, service_workers="block")
        self.blocked: list[str] = []
        self.errors: list[str] = []
        index = local_index((REPO / "index.html").read_text(encoding="utf-8"), tracker)

        def route(r: Route) -> None:
            url = urlsplit(r.request.url)
            if url.hostname not in LOCAL:
                self.blocked.append(r.request.url)
                r.abort("internetdisconnected")
            elif url.path.endswith("/index.html"):
                r.fulfill(status=200, content_type="text/html; charset=utf-8", body=index)
            else:
                r.fallback()

        self.context.route("**/*", route)
        self.context.add_init_script(LOOPBACK)
        self.page: Page = self.context.new_page()
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        self.page.on("console", self._console)

    def _console(self, message: Any) -> None:
        # trystero logs a peer's closed data channel as an error: expected when a player closes or reloads a page
        if message.type == "error" and not message.text.startswith(CLOSED):
            self.errors.append(message.text)

    def body(self, name: str) -> str:
        return str(self.page.get_attribute("body", f"data-{name}") or "")

    def messages(self, direction: str = "in") -> list[str]:
        return [str(m["text"]) for m in self.page.evaluate("window.kingsOnlineLog || []") if m["dir"] == direction]

    def check(self) -> None:
        assert not self.blocked, f"requests outside 127.0.0.1: {self.blocked}"
        assert not self.errors, f"browser errors: {self.errors}"
        assert self.page.evaluate("window.kingsCsp") == []


@pytest.fixture(scope="module")
def online_browser(browser_type: BrowserType) -> Iterator[Browser]:
    """Chromium as every e2e test has it, but for Local Network Access: the page is served by the test (its
    index.html fulfilled by a route, so it has no address of its own) and would be refused the tracker on
    127.0.0.1, which a page loaded from the site itself may reach."""
    browser = browser_type.launch(executable_path=chromium.PATH, args=["--headless", *chromium.ARGS,
                                  "--disable-features=LocalNetworkAccessChecks"])  # fmt: skip
    yield browser
    browser.close()


@pytest.fixture
def players(online_browser: Browser, base_url: str, tracker: str) -> Iterator[Any]:
    """``players(n)``: n players' browsers (the first one hosts); each is checked for errors at the end."""
    made: list[Player] = []

    def make(n: int) -> list[Player]:
        new = [Player(online_browser, base_url, tracker) for _ in range(n)]
        made.extend(new)
        return new

    yield make
    for p in made:
        p.check()
    for p in made:
        p.context.close()
