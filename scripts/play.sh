#!/usr/bin/env bash
# Install what the site ships and serve the game locally.
#
#   bash scripts/play.sh            then open http://127.0.0.1:8000/
#   PORT=9000 bash scripts/play.sh
#
# Only the packages the site ships (package.json's "dependencies": Pyodide, PyScript, the card faces,
# the online library), never the test tools (its "devDependencies"), and no package's install script
# runs: the site needs none, and one that downloads or compiles a binary (a test tool's native
# WebRTC, say) fails on a machine without a network or a compiler. The same on every machine.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
echo "play.sh: installing the pinned runtime (npm, package-lock.json)"
npm ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error
echo "play.sh: building vendor/ (the runtime, the game's code compiled for the browser)"
"$PYTHON" scripts/vendor.py
"$PYTHON" scripts/build_site.py
exec "$PYTHON" scripts/serve.py --port "${PORT:-8000}"
