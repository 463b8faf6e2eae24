"""The sampled tests run whole: every playout, match and position they had before the suite sampled them.

The suite (scripts/test.sh) runs a sample of the longest CPython checks (tests/sampling.py): the conformance
playouts, whole matches of searching CPUs under every scoring, King's Court's positions. This runs the same tests
with ``KINGS_FULL_CHECKS=1``, on every core, and prints how long each took and whether all passed.

    python bench/full_checks.py [pytest options, e.g. -k conformance]

Exits with pytest's status: a failure here is a real failure of the code, which the sample did not meet.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def sampled_files() -> list[str]:
    """The test files that sample their checks (they import tests.sampling)."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests").glob("test_*.py")
                  if "tests.sampling" in p.read_text(encoding="utf-8"))  # fmt: skip


def main() -> int:
    files = sampled_files()
    print(f"full_checks: {len(files)} files run whole: {' '.join(files)}", flush=True)
    command = [sys.executable, "-m", "pytest", *files, "-q", "-n", "auto", "--durations=20", *sys.argv[1:]]
    return subprocess.call(command, cwd=ROOT, env={**os.environ, "KINGS_FULL_CHECKS": "1"})


if __name__ == "__main__":
    sys.exit(main())
