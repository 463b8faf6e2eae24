"""A boot that fails says so, in Chromium: whatever breaks (no WebAssembly, the wasm, the standard
library, the shell's or a game's code missing or damaged, a game's code of another build, a Python
exception before the table is drawn, PyScript itself), the page sets ``<body data-state="error">``
with ``data-boot-error`` naming what failed, within seconds, and shows a plain message with what the
player can do and **Try again**: never a traceback, never the loading table forever. A missing or
damaged memory snapshot is no failure: Python boots without it. **Try again** reloads past a cache
that holds a broken copy. And a boot that works warns of nothing (docs/testing-contract.md)."""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserType, Page, Route, expect

from e2e import sites

REPO = Path(__file__).resolve().parent.parent
VENDOR = REPO / "vendor"
FAIL_TIMEOUT_MS = 30_000  # the failures below come within a few seconds; this is a loaded CI box's margin


def serve(page: Page, pattern: str, body: bytes | None) -> None:
    """Answer requests for ``pattern`` with ``body`` (None: HTTP 404)."""

    def answer(route: Route) -> None:
        if body is None:
            route.fulfill(status=404, body="Not Found")
        else:
            route.fulfill(status=200, body=body, content_type="application/octet-stream")

    page.route(pattern, answer)


def failed(page: Page, kind: str) -> str:
    """Wait for the failure of ``kind``; check that it is told in plain words; its text."""
    page.wait_for_selector(f"body[data-state='error'][data-boot-error='{kind}']", timeout=FAIL_TIMEOUT_MS)
    panel = page.locator("#boot-error")
    expect(panel).to_be_visible()
    expect(panel.get_by_role("heading")).to_have_text("Kings could not start")
    text = panel.inner_text()
    page_text = page.locator("body").inner_text()
    for raw in ("Traceback", 'File "', "Error:", "Exception", "HTTP 404"):
        assert raw not in page_text, f"{raw!r} shown to the player: {text}"
    expect(page.locator("main.game:visible")).to_have_count(0)  # no table left loading for ever
    return text


def truncated(path: Path) -> bytes:
    data = path.read_bytes()
    return data[: len(data) // 2]


def body_of(how: str, path: str) -> bytes | None:
    """What the server sends instead of the file at ``path`` (under vendor/): nothing (404), the
    first half of it, or bytes that are no such file at all."""
    if how == "missing":
        return None
    return truncated(VENDOR / path) if how == "truncated" else b"\0asm garbage, not the file"


@pytest.fixture
def console(page: Page) -> list[str]:
    messages: list[str] = []
    page.on("console", lambda msg: messages.append(f"{msg.type}: {msg.text}"))
    return messages


def test_a_browser_without_webassembly_is_told_what_it_needs(page: Page, console: list[str]) -> None:
    page.add_init_script("delete window.WebAssembly")
    page.goto("/index.html?game=corners")
    text = failed(page, "webassembly")
    assert "needs WebAssembly" in text or "need WebAssembly" in text
    assert "up-to-date Chrome, Edge, Firefox or Safari" in text
    expect(page.get_by_role("button", name="Try again")).to_be_hidden()  # a reload cannot help


@pytest.mark.parametrize(
    ("path", "how", "kind", "file"),
    [
        ("pyodide/pyodide.asm.wasm", "missing", "runtime", "pyodide.asm.wasm"),
        ("pyodide/pyodide.asm.wasm", "garbage", "runtime", ""),
        ("pyodide/python_stdlib*.zip", "missing", "stdlib", "python_stdlib"),  # with the snapshot: _rest.zip
        ("shell.zip", "missing", "shell", "shell.zip"),
        ("shell.zip", "truncated", "shell", "shell.zip"),
        ("games/king.zip", "missing", "game", "king.zip"),
        ("games/king.zip", "truncated", "game", "king.zip"),
        ("pyscript/core.js", "missing", "runtime", "core.js"),
    ],
    ids=["wasm-missing", "wasm-damaged", "stdlib-missing", "shell-missing", "shell-damaged", "game-missing",
         "game-damaged", "pyscript-missing"],
)  # fmt: skip
def test_a_file_that_fails_stops_the_boot_with_a_plain_message(
    page: Page, console: list[str], path: str, how: str, kind: str, file: str
) -> None:
    serve(page, f"**/vendor/{path}", body_of(how, path))
    page.goto("/index.html?game=king")
    text = failed(page, kind)  # (the page says so instead of loading for ever: the wait's bound, no clock)
    assert "Check your connection and try again" in text and file in text
    expect(page.get_by_role("button", name="Try again")).to_be_visible()
    assert any("Kings could not start" in m for m in console)  # the details are on the console


def test_a_game_opened_from_the_lobby_whose_code_is_missing_says_so(page: Page) -> None:
    serve(page, "**/vendor/games/klondike.zip", None)
    page.goto("/index.html")
    page.wait_for_selector("html[data-runtime='ready']", timeout=60_000)  # Python booted behind the lobby
    expect(page.locator("#boot-error")).to_be_hidden()
    page.get_by_role("link", name="Play Klondike").click()
    assert "klondike.zip" in failed(page, "game")


def test_the_memory_snapshot_missing_or_damaged_is_no_failure(page: Page, console: list[str]) -> None:
    for how in ("missing", "truncated"):  # a 404, and a gzip that breaks off (garbage fails the same way)
        page.unroute("**/snapshot.bin.gz")
        serve(page, "**/snapshot.bin.gz", body_of(how, "pyodide/snapshot.bin.gz"))
        page.goto("/index.html?game=klondike&seed=3")
        page.wait_for_selector("body[data-state='ready']", timeout=60_000)  # Python booted from scratch
        expect(page.locator("#boot-error")).to_be_hidden()


def patched_zip(path: Path, changes: dict[str, bytes | None]) -> bytes:
    """The zip at ``path`` with entries replaced (None: removed)."""
    out = io.BytesIO()
    with zipfile.ZipFile(path) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            if info.filename not in changes:
                dst.writestr(info, src.read(info))
        for name, data in changes.items():
            if data is not None:
                dst.writestr(name, data)
    return out.getvalue()


def test_a_python_exception_before_the_table_is_drawn_is_told_plainly(page: Page, console: list[str]) -> None:
    broken = patched_zip(VENDOR / "games" / "klondike.zip", {
        "web/klondike/dom.py": b"raise RuntimeError('the table cannot be laid')\n",
        "web/klondike/dom.pyc": None,
    })  # fmt: skip
    serve(page, "**/vendor/games/klondike.zip", broken)
    page.goto("/index.html?game=klondike")
    text = failed(page, "python")
    assert "Your saved games are safe" in text and "Try again" in text
    assert any("the table cannot be laid" in m for m in console)  # the traceback went to the console


def test_a_game_of_another_build_is_never_run_with_this_shell(page: Page) -> None:
    """A deploy landed between the page's files (a cache kept the old shell): load the new one whole."""
    other = patched_zip(VENDOR / "games" / "klondike.zip", {"BUILD": b"0123456789abcdef"})
    serve(page, "**/vendor/games/klondike.zip", other)
    page.goto("/index.html?game=klondike")
    text = failed(page, "update")
    assert "was updated while this page was open" in text
    expect(page.get_by_role("button", name="Try again")).to_be_visible()


def test_try_again_reloads_past_a_cache_holding_a_broken_file(
    tmp_path: Path, base_url: str, browser_type: BrowserType, browser_type_launch_args: dict[str, Any]
) -> None:  # fmt: skip
    root = tmp_path / "www"
    sites.build(root)
    server = sites.Server(root, max_age=600)  # as GitHub Pages: what the browser got, it keeps 10 minutes
    game = root / "vendor" / "games" / "klondike.zip"
    good = game.read_bytes()
    game.write_bytes(good[: len(good) // 2])  # a download cut short, now in the browser's cache
    context = sites.launch(browser_type, browser_type_launch_args, tmp_path / "profile")
    try:
        page = context.new_page()
        page.goto(f"{server.origin}/index.html?game=klondike")
        failed(page, "game")
        game.write_bytes(good)  # the server has the good file again...
        asked = sum("games/klondike.zip" in path for path in server.log)
        page.reload()
        page.wait_for_selector("body[data-state='error'], body[data-state='ready']", timeout=FAIL_TIMEOUT_MS)
        again = sum("games/klondike.zip" in path for path in server.log) - asked
        assert page.evaluate("document.body.dataset.state") == "error", (
            f"a plain reload booted: the browser's cache did not keep the broken copy (fetched {again} more times)")
        failed(page, "game")  # ...but a plain reload takes the cached copy
        with page.expect_navigation():
            page.get_by_role("button", name="Try again").click()
        page.wait_for_selector("body[data-state='ready']", timeout=60_000)
        expect(page.locator("#boot-error")).to_be_hidden()
    finally:
        context.close()
        server.stop()


def boot_messages(page: Page) -> list[str]:
    messages: list[str] = []
    page.on("console", lambda msg: messages.append(f"{msg.type}: {msg.text}") if msg.type in ("warning", "error")
            else None)  # fmt: skip
    page.on("pageerror", lambda exc: messages.append(f"pageerror: {exc}"))
    return messages


@pytest.fixture
def site(tmp_path: Path, base_url: str) -> Iterator[sites.Server]:
    sites.build(tmp_path / "www")
    server = sites.Server(tmp_path / "www")
    yield server
    server.stop()


def test_a_boot_that_works_warns_of_nothing_first_visit_reload_and_service_worker(
    site: sites.Server, tmp_path: Path, browser_type: BrowserType, browser_type_launch_args: dict[str, Any]
) -> None:  # fmt: skip
    """No console warning or error on a first visit, a reload (the HTTP cache) or a visit served by the
    service worker: no preload goes unused, nothing is deprecated, nothing fails quietly."""
    context = sites.launch(browser_type, browser_type_launch_args, tmp_path / "profile")
    try:
        page = context.new_page()
        messages = boot_messages(page)
        url = f"{site.origin}/index.html?game=king"

        def settle() -> None:  # Chromium reports preloads left unused ~3 s after the load event
            page.wait_for_timeout(4000)

        page.goto(url)
        sites.wait_ready(page)
        sites.worker_active(page)  # installed behind the table
        settle()
        page.reload()  # from the HTTP cache, the worker now in control
        sites.wait_ready(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        settle()
        page.goto(f"{site.origin}/index.html")  # the lobby: Python boots behind it
        page.wait_for_selector("html[data-runtime='ready']", timeout=60_000)
        page.get_by_role("link", name=re.compile(r"^(Play|Continue) Klondike$")).click()  # its code from the worker
        sites.wait_ready(page)
        settle()
        assert messages == []
    finally:
        context.close()
