#!/usr/bin/env bash
# Install, lint, type-check and run every test suite; stops at the first
# failure (any non-zero exit, including pytest's 5 = "no tests collected").
#
#   bash scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
start=$SECONDS
# Each step has a time limit far above its usual time (minutes): a step that hangs stops there with a message and
# its log, instead of holding CI until CI's own limit kills it silently. A test that hangs fails sooner still, with
# its stack (pytest-timeout, below).
step() {
  local name=$1 limit=$2 t=$SECONDS rc=0
  shift 2
  printf '\n==================== %s ====================\n+ %s\n' "$name" "$*"
  if declare -F "$1" >/dev/null; then  # a function of this script: it puts the limit on what it starts
    STEP_LIMIT=$((limit * 60)) "$@" || rc=$?
  else
    timeout --kill-after=30 "$((limit * 60))" "$@" || rc=$?
  fi
  if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
    printf '\n-- FAILED: %s took more than %d minutes: stopped (see the log above for where it stood)\n' "$name" "$limit"
    exit "$rc"
  elif [ "$rc" != 0 ]; then
    printf '\n-- FAILED: %s (exit %d after %d s)\n' "$name" "$rc" "$((SECONDS - t))"
    exit "$rc"
  fi
  printf -- '-- ok: %s (%d s)\n' "$name" "$((SECONDS - t))"
}

step "install" 20 bash scripts/install.sh --browser
# The machine's speed of the day, in every log: the suite is CPU-bound, and on the same code its time has followed
# the machine's speed (350 e2e tests: 7 min at stop 62; the same code, f4d9716, 23 min on 2026-12-04, a day of 184 ms).
"$PYTHON" -c 'import timeit; print("machine speed: %.0f ms for sum(i*i for i in range(10**6)), best of 5" % (1000 * min(timeit.repeat("sum(i*i for i in range(10**6))", number=1, repeat=5))))'
step "ruff" 5 "$PYTHON" -m ruff check .

mypy_dirs=()
for d in kings web; do [ -d "$d" ] && mypy_dirs+=("$d"); done
if [ ${#mypy_dirs[@]} -gt 0 ]; then
  step "mypy" 10 "$PYTHON" -m mypy "${mypy_dirs[@]}"
fi

# --durations: the slowest tests in every log, so the suite's time is watched where it grows;
# one worker per core (563 s -> 261 s on two cores)
step "pytest (CPython)" 20 "$PYTHON" -m pytest tests -q -n auto --durations=15 --timeout=300
# One Pyodide runs on one core: the step runs as two processes side by side, each on half of the files holding
# pyodide tests, split by their cost (--shard, tests/conftest.py and tests/pyodide_files.py: neither imports the
# other half nor the files with no pyodide test, 14-27 s of each process before); each one's log is printed whole
# when both are done; the step fails if either fails.
in_two_shards() {
  local logs i rc=0 code pids=()
  logs=$(mktemp -d)
  for i in 1 2; do
    timeout --kill-after=30 "${STEP_LIMIT:-1800}" "$@" --shard "$i/2" >"$logs/$i.log" 2>&1 &
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

# test_properties.py (no pyodide test: it needs hypothesis, which Pyodide lacks) runs in the CPython step above.
step "pytest (Pyodide, -m pyodide)" 20 in_two_shards node scripts/pyodide_run.mjs tests -q -m pyodide --durations=10
# three workers on two cores: a page waits on timers, trackers and the other processes as much as it computes, and
# two workers left the cores idle 18% of the time (1,037 CPU-s in 636 s; three: 1,056 CPU-s in 583 s, 90% busy);
# each takes one test at a time, the longest first (e2e/order.py), so that all end together
# --timeout-method=thread: a hung test's worker prints every thread's stack and exits, and xdist starts another
# (a signal would land inside Playwright's event loop and could take the session's browser down with the test)
step "pytest (e2e, Chromium)" 40 "$PYTHON" -m pytest e2e -q -n 3 --maxschedchunk 1 --durations=15 --timeout=480 \
  --timeout-method=thread

printf '\nAll checks passed in %d s\n' "$((SECONDS - start))"
