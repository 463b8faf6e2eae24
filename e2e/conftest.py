"""Fixtures for the browser (e2e) tests: pytest-playwright on Debian's Chromium.

- Chromium is /usr/bin/chromium (`bash scripts/install.sh --browser`); never `playwright install`, whose download
  fails on our machines.
- `base_url` serves the repo root on a free 127.0.0.1 port for the session, so tests can
  `page.goto("/index.html")`; pass --base-url to use another server.
- Every browser context is offline: no host name resolves but this machine's (chromium.NO_DNS), and a request to
  anything but 127.0.0.1 / localhost is recorded and errors the test at teardown: this proves the site needs no CDN
  (not context.route(), which turns off the HTTP cache: each reload would fetch and compile the runtime again).
- vendor/shell.zip and vendor/games/<id>.zip are rebuilt from the working tree once per session (with their
  .pyc, as scripts/vendor.py ships them) unless they already hold it, and vendor/pyodide/kings-boot.mjs from
  web/shell/pyodide_boot.mjs, so the browser always runs the code under test. Under pytest-xdist (`-n 2`, as
  scripts/test.sh runs them) the first worker builds, under a lock, and the others serve what it built.
- A test whose renderer crashes (Chromium's, rarely, not an assertion) runs once more (RENDERER_CRASHED).
- `kings` opens the game (index.html) and waits until the table is ready (docs/testing-contract.md: what it relies on).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, BrowserType, CDPSession, Dialog, Error, Locator, Page, Request, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:  # the game tests compute expected layouts with the engine itself
    sys.path.insert(0, str(REPO))

from e2e import order  # noqa: E402
from e2e.game_pages import CupPage, KingPage, ThirteenPage  # noqa: E402  (the fixtures below; tests import them here)
from e2e.online import online_profiles, online_site, players, relay, tracker  # noqa: E402, F401  (one of each a session)
from e2e.sites import clear, forget  # noqa: E402
from scripts import build_site, chromium, serve, vendor  # noqa: E402  (needs REPO on sys.path)

CHROMIUM = chromium.PATH
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}
CHROMIUM_ARGS = chromium.ARGS

# Chromium's renderer very rarely dies while a page boots (once in ~1,000 page loads here: CI saw
# "Page.wait_for_selector: Page crashed" in a test that then passed 40 of 40 loads alone and 8 of 8
# full runs). A test that hits that, and only that, runs once more in a fresh context; any
# other failure fails at once, and a second crash fails too. The summary counts reruns ("1
# rerun"), so a crash that starts recurring is seen, not hidden.
# (Playwright names it either way: "TargetClosedError: ... Target crashed", or "Error: Page.wait_for_selector: Target
# crashed", seen once on a machine at load 19, which the first pattern alone let fail)
RENDERER_CRASHED = r"(TargetClosedError: .*|Error: \w+\.\w+: )(Page|Target) crashed"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(REPO / "e2e"):
            item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=[RENDERER_CRASHED]))
    order.longest_first(items)  # so that xdist's two workers end together (e2e/order.py)


@pytest.fixture(scope="session")
def browser_type_launch_args(
    browser_type_launch_args: dict[str, Any],
) -> dict[str, Any]:
    if not Path(CHROMIUM).exists():
        pytest.exit(
            f"{CHROMIUM} not found: run `bash scripts/install.sh --browser` (or set KINGS_CHROMIUM)",
            returncode=3,
        )
    headless = browser_type_launch_args.get("headless", True)  # False with --headed
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        # --process-per-site: a test's new page joins the renderer process of the site's page kept open (KEEPER)
        "args": (["--headless"] if headless else []) + CHROMIUM_ARGS + [chromium.NO_DNS, "--process-per-site"],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    # No service worker in the shared contexts: it would precache the whole site (15 MB) in every
    # test, and the offline guard does not see requests a service worker handles.
    # e2e/test_offline.py and e2e/test_pages.py launch browsers of their own to test it.
    return {**browser_context_args, "service_workers": "block"}


def build_once() -> None:
    """Build the zips the page loads (the code under test, as shipped) and stamp sw.js, once per run: xdist
    workers share PYTEST_XDIST_TESTRUNUID; the first builds under the lock, the rest serve what it built."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    # in vendor/ (built, git-ignored), not test-results/, which pytest-playwright empties as each session starts:
    # another session starting meanwhile took the mark and its lock away
    mark = REPO / "vendor" / ".e2e-build"
    mark.parent.mkdir(parents=True, exist_ok=True)
    with open(mark.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if run is not None and mark.exists() and mark.read_text(encoding="utf-8") == run:
            return
        if not vendor.game_zips_current():  # (install.sh may just have built these very bytes, compiled)
            assert vendor.build_game_zips(), "no bytecode for the zips (see above)"  # the code under test, as shipped
        vendor.boot_module()  # and the boot module
        vendor.shell_css()  # and the shell's stylesheet
        vendor.locales.compile_all()  # and the catalogs of words
        build_site.stamp(REPO)  # sw.js lists the files just built
        mark.write_text(run or "", encoding="utf-8")


@pytest.fixture(scope="session")
def base_url(pytestconfig: pytest.Config) -> Iterator[str]:
    given = pytestconfig.getoption("--base-url", None)
    if given:
        yield given
        return
    if not (REPO / "vendor" / "pyodide" / "pyodide.mjs").exists():
        pytest.exit("vendor/ is missing: run `bash scripts/install.sh` first", returncode=3)
    build_once()
    server = serve.make_server(REPO, port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="e2e-http", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def warm_context(browser_type: BrowserType, browser_type_launch_args: dict[str, Any],
                 browser_context_args: dict[str, Any], tmp_path_factory: pytest.TempPathFactory,
                 ) -> Iterator[BrowserContext]:  # fmt: skip
    """One browser profile on disk for this worker's tests, as a returning player's browser is: its HTTP cache, and
    with it V8's cache of the runtime's compiled code, outlives each test (a page of a fresh profile compiles
    Pyodide's WebAssembly and JavaScript again). Each test still starts with no page and nothing stored
    (:func:`context`)."""
    args = [*browser_type_launch_args.get("args", [])]
    rest = {k: v for k, v in browser_type_launch_args.items() if k != "args"}
    profile = tmp_path_factory.mktemp("profile")
    context = browser_type.launch_persistent_context(str(profile), **rest, args=args, **browser_context_args)
    yield context
    context.close()


#: A table kept open on the test server for the whole session, beside each test's own page (:class:`Keeper`).
KEEPER = "/index.html?game=klondike&seed=1"


class Keeper:
    """One booted table kept open in the warm profile, so that each test's new page joins its renderer process
    (Chromium's ``--process-per-site``) and finds Pyodide's WebAssembly and JavaScript compiled there. A new page in a
    new process compiled them again: 3.5 CPU-seconds a test that opens a table, 1.7 with the keeper (measured over
    eleven such tests). Each page still boots Python from nothing in a JavaScript realm of its own; only the machine
    code is shared, as it is between two tabs of one site in a player's browser. The keeper makes no move, and it is
    served on a port of its own (another origin of the same site), so the tests' pages never see what it stores; a
    keeper that crashed with a test's renderer is opened again before the next test."""

    def __init__(self) -> None:
        self.page: Page | None = None
        #: a DevTools session on the keeper, through which :func:`context` clears the tests' storage (no blank page
        #: a test; the keeper is never navigated nor has its animations sped up, which a second session would undo)
        self.cdp: CDPSession | None = None
        # its own port: the same site (a site has no port), so the same renderer process, but another origin, so its
        # storage is not the tests' (a second tab of the tests' origin heard their writes: a test that wrote corrupt
        # settings found them mended by the keeper's table)
        self.server = serve.make_server(REPO, port=0, quiet=True)
        threading.Thread(target=self.server.serve_forever, name="e2e-keeper", daemon=True).start()

    def ensure(self, context: BrowserContext) -> Page:
        if self.page is None or self.page.is_closed():
            self.page = context.new_page()
            self.page.goto(f"http://127.0.0.1:{self.server.server_port}{KEEPER}")
            self.page.wait_for_selector("body[data-state='ready']", timeout=BOOT_TIMEOUT_MS)
            self.cdp = context.new_cdp_session(self.page)
        return self.page

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def origins(base_url: str) -> set[str]:
    """The origins the tests' pages store things on: the server's, by address and by name."""
    return {base_url, base_url.replace("127.0.0.1", "localhost")}


@pytest.fixture(scope="session")
def keeper(base_url: str) -> Iterator[Keeper]:  # (base_url: the site it serves is built first)
    kept = Keeper()
    yield kept
    kept.close()


@pytest.fixture
def context(request: pytest.FixtureRequest, warm_context: BrowserContext, base_url: str,
            keeper: Keeper) -> Iterator[BrowserContext]:  # fmt: skip
    """The shared warm profile (:func:`warm_context`), emptied after the test: its pages closed (the :class:`Keeper`
    aside), and everything the site stored on this origin deleted (local storage, IndexedDB, caches, service workers,
    cookies). A test that asks for options of its own (``@pytest.mark.browser_context_args``) gets a fresh context
    with them instead."""
    if next(request.node.iter_markers("browser_context_args"), None) is not None:
        yield request.getfixturevalue("new_context")()
        return
    kept = keeper.ensure(warm_context)
    # once more as the test starts: a closed page's last write can reach the storage after the last test's clearing
    # (a lobby in a clean run showed a Klondike deal that no step of its own test had saved)
    with contextlib.suppress(Error):
        if keeper.cdp is not None:
            clear(keeper.cdp, origins(base_url))
    yield warm_context
    clocked = clock_installed(warm_context, keep=kept)
    forget(warm_context, origins(base_url), keep=kept, cdp=keeper.cdp)
    if clocked:
        pytest.fail(f"{request.node.name} installed Playwright's clock in the worker's shared profile, where it stays "
                    "for every later test (their timers and performance entries faked: first paints never came, a "
                    "daily of a later date was refused). Give the test a fresh profile: "
                    "@pytest.mark.browser_context_args().", pytrace=False)  # fmt: skip


def clock_installed(context: BrowserContext, keep: Page | None) -> bool:
    """Whether a page of ``context`` (but ``keep``) runs on Playwright's fake clock (``clock.install``)."""
    for page in context.pages:
        if page is keep or page.is_closed():
            continue
        try:
            if page.evaluate("'__pwClock' in globalThis"):
                return True
        except Error:  # a page navigating or crashed: it tells nothing
            continue
    return False


@pytest.fixture(autouse=True)
def offline_guard(context: BrowserContext) -> Iterator[list[str]]:
    """Record every request that would leave this machine (none gets anywhere: no name resolves)."""
    blocked: list[str] = []

    def seen(request: Request) -> None:
        url = urlsplit(request.url)
        if url.scheme not in ("data", "blob") and url.hostname not in LOCAL_HOSTS:
            blocked.append(request.url)

    context.on("request", seen)
    yield blocked
    context.remove_listener("request", seen)
    if blocked:
        pytest.fail(
            "the page tried to reach outside 127.0.0.1 (no name resolves):\n  " + "\n  ".join(blocked),
            pytrace=False,
        )


# -- the game page -------------------------------------------------------------------------------
BOOT_TIMEOUT_MS = 60_000  # ~3 s on a 2-core machine; generous for a loaded CI box


class KingsPage:
    """The game in a browser tab, with the waits the testing contract promises."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("console", lambda msg: self.errors.append(msg.text) if msg.type == "error" else None)
        page.on("dialog", self._on_dialog)

    def _on_dialog(self, dialog: Dialog) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def open(self, query: str = "", state: str = "ready") -> KingsPage:
        """Load index.html with ``query`` and wait until Python has drawn the table. No query opens
        Kings in the Corner's own address (the bare address is the lobby)."""
        self.page.goto("/index.html" + (query or "?game=corners"))
        self.wait(state)
        return self

    def wait(self, state: str = "ready", actor: str | None = None) -> None:
        self.until(f"body[data-state='{state}']" + (f"[data-actor='{actor}']" if actor else ""))

    def until(self, selector: str) -> None:
        """Wait for ``selector`` as long as a boot may take; if it never comes, fail saying where the page stood."""
        try:
            self.page.wait_for_selector(selector, timeout=BOOT_TIMEOUT_MS)
        except PlaywrightTimeoutError:
            raise AssertionError(f"{selector} never came: {self.where()}") from None

    def where(self) -> str:
        """Where the page stands, for a wait that timed out: <html>'s and <body>'s data, the notices, the browser's
        errors (a boot that hangs says where it stood, in CI's log too)."""
        try:
            stands = self.page.evaluate(
                "() => ({html: {...document.documentElement.dataset}, body: {...(document.body || {}).dataset},"
                " notices: (document.querySelector('.notices') || {}).innerText || '',"
                " marks: performance.getEntriesByType('mark').map((m) => `${m.name}@${Math.round(m.startTime)}`)})")
        except Error as exc:  # (the page itself is gone)
            stands = f"the page cannot be read: {exc}"
        return f"{stands}; browser errors: {self.errors}"

    def first_visit_offer(self) -> Locator:
        """A first visit's tutorial offer: a panel beside the player's part, from the table's first drawing."""
        offer = self.page.locator("#coach:not(.over-table)")
        expect(offer).to_be_visible(timeout=BOOT_TIMEOUT_MS)
        expect(offer.locator("button.primary")).to_have_text("Start the tutorial")
        return offer

    def wait_human(self) -> None:
        """Until the table waits on the human (or the deal or match is over)."""
        self.until("body[data-actor='human'], body[data-state='deal-over'], body[data-state='match-over'],"
                   " body[data-state='handoff']")

    def body(self, name: str) -> str:
        return str(self.page.get_attribute("body", f"data-{name}") or "")

    def pile_cards(self, place: str) -> list[str]:
        return [str(c) for c in self.page.locator(f"[data-pile='{place}'] [data-card]").evaluate_all(
            "els => els.map(e => e.dataset.card)")]  # fmt: skip

    def hand_cards(self) -> list[str]:
        return [str(c) for c in self.page.locator("#hand [data-card]").evaluate_all(
            "els => els.map(e => e.dataset.card)")]  # fmt: skip

    def position(self) -> str:
        return str(self.page.get_attribute("#kings-state", "data-position"))

    def play_deal_by_hints(self, moves: int = 400) -> None:
        """Play the human's hints, CPUs playing in between, until the deal ends (at most ``moves``)."""
        for _ in range(moves):
            self.wait_human()
            if self.body("state") != "ready":
                return
            self.play_hint()

    def play_hint(self) -> None:
        """Ask for a hint and play it as a player would: tap the card (or pile), then the pile, or the button."""
        from kings.corners import Move, Play, Shift

        page, moves = self.page, self.body("moves")
        page.get_by_role("button", name="Hint", exact=True).click()
        # the hint is thought out in the CPU worker: it shows up a moment later
        page.wait_for_function("document.getElementById('kings-state').dataset.hint !== ''")
        move = Move.parse(str(page.get_attribute("#kings-state", "data-hint")))
        if isinstance(move, Play):
            assert page.locator("#hand .card.hint").count() == 1
            # a fanned hand shows each card's left strip (the next card covers the rest): tap it there
            page.locator("#hand .card.hint").click(position={"x": 8, "y": 24})
            page.click(f"[data-pile='{move.pile.name}']")
        elif isinstance(move, Shift):
            page.click(f"[data-pile='{move.source.name}']")
            page.click(f"[data-pile='{move.target.name}']")
        else:
            page.locator(".controls .control.hint").click()
        page.wait_for_function(f"document.body.dataset.moves !== '{moves}'")


@pytest.fixture
def kings(page: Page) -> Iterator[KingsPage]:
    """The game page; fails the test on a browser error or an unexpected alert()."""
    game = KingsPage(page)
    yield game
    assert not game.dialogs, f"the page opened dialogs: {game.dialogs}"
    assert not game.errors, f"browser errors: {game.errors}"


@pytest.fixture
def king(page: Page) -> Iterator[KingPage]:
    """King's page; fails the test on a browser error."""
    game = KingPage(page)
    yield game
    assert not game.errors, f"browser errors: {game.errors}"


@pytest.fixture
def thirteen(page: Page) -> Iterator[ThirteenPage]:
    """3-13's page; fails the test on a browser error."""
    game = ThirteenPage(page)
    yield game
    assert not game.errors, f"browser errors: {game.errors}"


@pytest.fixture
def cup(page: Page) -> Iterator[CupPage]:
    """Kings Cup's page; fails the test on a browser error."""
    game = CupPage(page)
    yield game
    assert not game.errors, f"browser errors: {game.errors}"
