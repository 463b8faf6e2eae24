#!/usr/bin/env bash
# CI's first step: the README's play command on the clean clone, checked in Chromium
# (scripts/play_check.py). Chromium comes from Debian and Playwright into a virtual environment
# outside the clone, so the play command finds the machine as a newcomer's, plus a browser.
#
#   bash scripts/play_check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
bash scripts/install.sh --browser-only
venv="${TMPDIR:-/tmp}/kings-play-check"
pin=$(grep -E '^playwright==' requirements-dev.txt)
if [ "$(cat "$venv/.pin" 2>/dev/null)" != "$pin" ]; then
  rm -rf "$venv"
  "$PYTHON" -m venv "$venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check "$pin"
  echo "$pin" > "$venv/.pin"
fi
exec "$venv/bin/python" scripts/play_check.py "$@"
