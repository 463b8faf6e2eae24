#!/usr/bin/env bash
# Install, lint, type-check and run every test suite; stops at the first
# failure (any non-zero exit, including pytest's 5 = "no tests collected").
#
#   bash scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
start=$SECONDS
step() {
  local name=$1 t=$SECONDS rc=0
  shift
  printf '\n==================== %s ====================\n+ %s\n' "$name" "$*"
  "$@" || rc=$?
  if [ "$rc" != 0 ]; then
    printf '\n-- FAILED: %s (exit %d after %d s)\n' "$name" "$rc" "$((SECONDS - t))"
    exit "$rc"
  fi
  printf -- '-- ok: %s (%d s)\n' "$name" "$((SECONDS - t))"
}

step "install" bash scripts/install.sh --browser
step "ruff" "$PYTHON" -m ruff check .

mypy_dirs=()
for d in kings web; do [ -d "$d" ] && mypy_dirs+=("$d"); done
if [ ${#mypy_dirs[@]} -gt 0 ]; then
  step "mypy" "$PYTHON" -m mypy "${mypy_dirs[@]}"
fi

# --durations: the slowest tests in every log, so the suite's time is watched where it grows;
# one worker per core (563 s -> 261 s on two cores)
step "pytest (CPython)" "$PYTHON" -m pytest tests -q -n auto --durations=10
# One Pyodide runs on one core: the step runs as two processes side by side, each every other test (--shard,
# tests/conftest.py); each one's log is printed whole when both are done; the step fails if either fails.
in_two_shards() {
  local logs i rc=0 code pids=()
  logs=$(mktemp -d)
  for i in 1 2; do
    "$@" --shard "$i/2" >"$logs/$i.log" 2>&1 &
    pids+=($!)
  done
  for i in 1 2; do
    code=0
    wait "${pids[$((i - 1))]}" || code=$?
    printf -- '--- shard %d of 2 (exit %d):\n' "$i" "$code"
    cat "$logs/$i.log"
    if [ "$rc" = 0 ]; then rc=$code; fi
  done
  rm -rf "$logs"
  return "$rc"
}

# test_properties.py needs hypothesis, which Pyodide lacks; it runs in the CPython step above.
step "pytest (Pyodide, -m pyodide)" in_two_shards node scripts/pyodide_run.mjs tests -q -m pyodide \
  --ignore=tests/test_properties.py
# two workers: a page waits on timers and the other process as much as it computes (1.4x faster here); each
# takes one test at a time, the longest first (e2e/order.py), so that both end together
step "pytest (e2e, Chromium)" "$PYTHON" -m pytest e2e -q -n 2 --maxschedchunk 1 --durations=15

printf '\nAll checks passed in %d s\n' "$((SECONDS - start))"
