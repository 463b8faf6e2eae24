"""Fixtures for the browser (e2e) tests: pytest-playwright on Debian's Chromium.

- Chromium is /usr/bin/chromium (`bash scripts/install.sh --browser`); never
  `playwright install`, whose download fails on our machines.
- `base_url` serves the repo root on a free 127.0.0.1 port for the session, so
  tests can `page.goto("/index.html")`; pass --base-url to use another server.
- Every browser context is offline: requests to anything but 127.0.0.1 /
  localhost are aborted and recorded, and the test errors at teardown if any
  were made. This is what proves the site needs no CDN.
"""

from __future__ import annotations

import importlib.util
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, Route

REPO = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("KINGS_CHROMIUM", "/usr/bin/chromium")
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}

# Without the background-networking flags Chromium keeps trying to reach
# Google's services, which this machine's closed network refuses. --no-sandbox
# because tests run as root (CI) where the sandbox cannot start.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def _load_serve_module() -> Any:
    # scripts/ is not a package; load serve.py by path to share its MIME table.
    spec = importlib.util.spec_from_file_location("kings_serve", REPO / "scripts" / "serve.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
        "args": (["--headless"] if headless else []) + CHROMIUM_ARGS,
    }


@pytest.fixture(scope="session")
def base_url(pytestconfig: pytest.Config) -> Iterator[str]:
    given = pytestconfig.getoption("--base-url", None)
    if given:
        yield given
        return
    if not (REPO / "vendor" / "pyodide" / "pyodide.mjs").exists():
        pytest.exit("vendor/ is missing: run `bash scripts/install.sh` first", returncode=3)
    server = _load_serve_module().make_server(REPO, port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="e2e-http", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(autouse=True)
def offline_guard(context: BrowserContext) -> Iterator[list[str]]:
    """Abort and record every request that would leave this machine."""
    blocked: list[str] = []

    def handle(route: Route) -> None:
        url = route.request.url
        if urlsplit(url).hostname in LOCAL_HOSTS:
            route.fallback()  # local: let it through
        else:
            blocked.append(url)
            route.abort("internetdisconnected")

    # Note: context.route() also disables the HTTP cache for this context.
    context.route("**/*", handle)
    yield blocked
    if blocked:
        pytest.fail(
            "the page tried to reach outside 127.0.0.1 (requests aborted):\n  " + "\n  ".join(blocked),
            pytrace=False,
        )
