"""The offline runtime boots in Chromium: vendored PyScript starts vendored
Pyodide, the shell's zip is unpacked and its kings package importable, and no
request leaves 127.0.0.1 (checked by the offline_guard fixture in conftest.py)."""

from __future__ import annotations

import zipfile
from pathlib import Path

from playwright.sync_api import ConsoleMessage, Error, Page

REPO = Path(__file__).resolve().parent.parent
BOOT_TIMEOUT_MS = 60_000  # ~3 s on a 2-core machine; generous for a loaded CI box


def test_runtime_boots_offline(page: Page) -> None:
    errors: list[str] = []

    def on_console(msg: ConsoleMessage) -> None:
        if msg.type == "error":
            errors.append(msg.text)

    def on_pageerror(exc: Error) -> None:
        errors.append(str(exc))

    page.on("console", on_console)
    page.on("pageerror", on_pageerror)

    page.goto("/e2e/fixtures/runtime.html")
    page.wait_for_selector("body[data-ready='1']", timeout=BOOT_TIMEOUT_MS)

    version = page.locator("#python-version").inner_text()
    assert version.startswith("3.14."), version

    with zipfile.ZipFile(REPO / "vendor" / "shell.zip") as zf:
        names = zf.namelist()
    expected = " ".join(sorted(n for n in names if n.startswith("kings/") and n.endswith(".pyc")))  # bytecode only
    assert page.locator("#kings-files").inner_text() == expected
    if expected:  # an empty kings/ has nothing to import yet
        assert page.locator("#kings-import").inner_text() == "ok"
    assert not errors, f"browser console errors: {errors}"
