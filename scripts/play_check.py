#!/usr/bin/env python3
"""Run the README's play command as a newcomer would, and check in Chromium that the game plays.

    python3 scripts/play_check.py [--timeout 900]

Reads the play command from README.md (:mod:`scripts.readme`), runs it exactly as written in the
background with ``PORT`` set to a free port, waits until it serves, then opens the lobby and every
game's table in Debian's Chromium and waits for each table to be ready (``data-state``), as a
player's browser would: no request may leave 127.0.0.1. Stops the server and exits 0, or prints what
failed (with the command's own output) and exits 1. ``.ci/run`` runs it on CI's clean clone before the
test command (through scripts/play_check.sh, which gives it Chromium and Playwright without touching
the clone).

Needs Playwright for Python (``import playwright``) and /usr/bin/chromium; the command under test needs
what the README says it needs, nothing this script brings.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from scripts import chromium, readme  # noqa: E402
from web.shell.games import GAMES  # noqa: E402  (pure: names only, no game is imported)

READY_MS = 90_000  #: a table's boot: ~3 s here, generous for a loaded machine
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def serves(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return bool(answer.status == 200 and b'id="lobby"' in answer.read())
    except (OSError, urllib.error.URLError):
        return False


def wait_until_served(command: subprocess.Popen[bytes], url: str, timeout: float) -> str | None:
    """None once ``url`` serves the lobby; else why not (the command ended, or the time ran out)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if command.poll() is not None:
            return f"the command ended with exit status {command.returncode} before it served {url}"
        if serves(url):
            return None
        time.sleep(1)
    return f"nothing was served at {url} within {timeout:.0f} s"


def check_in_chromium(origin: str) -> list[str]:
    """Open the lobby and every game's table; the problems seen (empty when all is well)."""
    from playwright.sync_api import Error, sync_playwright

    problems: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium.PATH, args=[*chromium.ARGS, chromium.NO_DNS])
        context = browser.new_context(service_workers="block")
        outside: list[str] = []
        errors: list[str] = []
        context.on("request", lambda r: outside.append(r.url) if _leaves(r.url) else None)
        page = context.new_page()
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
        start = time.monotonic()
        try:
            page.goto(origin + "/")
            page.wait_for_selector("#lobby .tile, #lobby [data-game]", timeout=READY_MS)
            print(f"play_check: the lobby shows ({time.monotonic() - start:.1f} s)", flush=True)
        except Error as exc:
            problems.append(f"the lobby did not show: {exc.message.splitlines()[0]}")
        for game_id, game in GAMES.items():
            start = time.monotonic()
            try:
                page.goto(f"{origin}/index.html?game={game_id}")
                page.wait_for_selector(f"body[data-game='{game_id}'][data-state='ready']", timeout=READY_MS)
                print(f"play_check: {game.name} is ready ({time.monotonic() - start:.1f} s)", flush=True)
            except Error as exc:
                state = page.evaluate("document.body && document.body.dataset.state") if not page.is_closed() else None
                problems.append(f"{game.name}'s table was not ready (data-state {state!r}): "
                                f"{exc.message.splitlines()[0]}")
        browser.close()
    problems += [f"browser error: {e}" for e in errors]
    problems += [f"a request left this machine: {u}" for u in outside]
    return problems


def _leaves(url: str) -> bool:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return parts.scheme not in ("data", "blob") and parts.hostname not in LOCAL_HOSTS


def stop(command: subprocess.Popen[bytes]) -> None:
    """The command and everything it started (npm, the server): its own process group."""
    if command.poll() is None:
        os.killpg(command.pid, signal.SIGTERM)
        try:
            command.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(command.pid, signal.SIGKILL)
            command.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=900, help="seconds the command may take to serve")
    args = parser.parse_args()
    play, _ = readme.commands(readme.README.read_text(encoding="utf-8"))
    port = free_port()
    origin = f"http://127.0.0.1:{port}"
    print(f"play_check: running the README's play command: PORT={port} {play}", flush=True)
    with tempfile.TemporaryFile() as log:
        start = time.monotonic()
        command = subprocess.Popen(["bash", "-c", play], cwd=ROOT, env={**os.environ, "PORT": str(port)},
                                   stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)  # fmt: skip
        try:
            why = wait_until_served(command, origin + "/", args.timeout)
            served = time.monotonic() - start
            problems = [why] if why else check_in_chromium(origin)
        finally:
            stop(command)
        log.seek(0)
        output = log.read().decode("utf-8", "replace")
    if problems:
        print(f"--- the play command's output:\n{output}--- end of its output", flush=True)
        print("play_check: FAILED:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    print(f"play_check: ok: `{play}` served the lobby in {served:.0f} s and every game's table got ready")
    return 0


if __name__ == "__main__":
    sys.exit(main())
