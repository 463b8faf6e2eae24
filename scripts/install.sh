#!/usr/bin/env bash
# Install everything needed to play and to test, non-interactively and
# idempotently (safe to run again; re-runs are fast).
#
#   bash scripts/install.sh            Python tools, npm packages, vendor/
#   bash scripts/install.sh --browser  ... and Debian's chromium for e2e tests
#   bash scripts/install.sh --browser-only   Debian's chromium alone (scripts/play_check.sh)
#
# Needs python3 (with pip), node and npm. Never runs `playwright install`:
# Playwright's own browser download fails on our machines; e2e tests drive
# Debian's /usr/bin/chromium instead.
set -euo pipefail
cd "$(dirname "$0")/.."

browser=0 only=0
for arg in "$@"; do
  case "$arg" in
    --browser) browser=1 ;;
    --browser-only) browser=1 only=1 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown option: $arg" >&2; exit 2 ;;
  esac
done

PYTHON="${PYTHON:-python3}"
step() { printf '\n== install: %s\n' "$*"; }

if [ "$browser" = 1 ]; then
  step "chromium (Debian)"
  if [ -x /usr/bin/chromium ]; then
    echo "already installed: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
  else
    # env inside sudo: sudo resets the environment, so an export would be lost.
    as_root=(env DEBIAN_FRONTEND=noninteractive)
    if [ "$(id -u)" != 0 ]; then as_root=(sudo "${as_root[@]}"); fi
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" apt-get install -y -qq --no-install-recommends chromium >/dev/null
    /usr/bin/chromium --version 2>/dev/null  # its launcher script prints a harmless shell warning
  fi
  if [ "$only" = 1 ]; then exit 0; fi
fi

step "Python packages (requirements-dev.txt)"
"$PYTHON" -m pip install -q --disable-pip-version-check --root-user-action=ignore -r requirements-dev.txt

step "npm packages (package-lock.json)"
# npm ci, not npm install: installs exactly package-lock.json and never edits it.
# --ignore-scripts: no package here needs an install script; bittorrent-tracker (the tests' local tracker)
# pulls in node-datachannel, whose script would download a prebuilt binary, and the tracker server never uses it.
npm ci --ignore-scripts --no-audit --no-fund --loglevel=error

step "vendor/ (runtime files for the browser)"
"$PYTHON" scripts/vendor.py

step "sw.js (the service worker's file list and version, from web/shell/sw.template.js)"
"$PYTHON" scripts/build_site.py

step "pytest wheels for Pyodide (vendor/wheels)"
# The same pins as requirements-dev.txt, so CPython and Pyodide run the same
# pytest. Pure-Python wheels only; scripts/pyodide_run.mjs unpacks them.
pins=$(grep -E '^(pytest|pluggy|iniconfig|packaging|pygments)==' requirements-dev.txt | sort)
if [ "$(echo "$pins" | wc -l)" != 5 ]; then
  echo "install.sh: requirements-dev.txt must pin pytest, pluggy, iniconfig, packaging, pygments" >&2
  exit 1
fi
mkdir -p vendor/wheels
if [ "$(cat vendor/wheels/.pins 2>/dev/null)" = "$pins" ]; then
  echo "up to date: $(echo "$pins" | tr '\n' ' ')"
else
  rm -f vendor/wheels/*.whl vendor/wheels/.pins
  # --python-version: the wheels are for Pyodide's Python, not this one.
  # shellcheck disable=SC2086  # word-splitting the pin list is intended
  "$PYTHON" -m pip download -q --disable-pip-version-check --no-deps \
    --only-binary=:all: --python-version 3.14 -d vendor/wheels $pins
  echo "$pins" > vendor/wheels/.pins
  ls vendor/wheels
fi

echo
echo "install.sh: done"
