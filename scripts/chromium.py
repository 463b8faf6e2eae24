"""How every test and benchmark starts Debian's Chromium (one place for the path and the flags)."""

from __future__ import annotations

import os

#: Debian's browser: Playwright's own download does not work on our machines.
PATH = os.environ.get("KINGS_CHROMIUM", "/usr/bin/chromium")

# Without the background-networking flags Chromium keeps trying to reach Google's services, which
# the closed network refuses. --no-sandbox because tests run as root (CI), where the sandbox
# cannot start. Playwright adds --headless itself unless told otherwise.
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

#: Name resolution that fails for every host but this machine: for runs that must stay offline
#: without request routing (which would disable the HTTP cache).
NO_DNS = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"
