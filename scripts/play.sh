#!/usr/bin/env bash
# Install the browser runtime (pinned npm packages -> vendor/) and serve the game locally.
#
#   bash scripts/play.sh            then open http://127.0.0.1:8000/
#   PORT=9000 bash scripts/play.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
npm ci --no-audit --no-fund --loglevel=error
"$PYTHON" scripts/vendor.py
"$PYTHON" scripts/build_site.py
exec "$PYTHON" scripts/serve.py --port "${PORT:-8000}"
