"""How much of the longest checks the suite runs: a sample by default, all of it with ``KINGS_FULL_CHECKS=1``.

The suite must stay quick on a 2-core machine (scripts/test.sh); the few tests that play thousands of positions or
whole matches of searching CPUs run a sample of the same checks there, and ``python3 bench/full_checks.py`` runs them
whole (the counts they had before they were sampled) and prints what it took. A sampled test checks the same things
on fewer playouts, never less of each one.

>>> count(2000, 500) in (2000, 500)
True
"""

from __future__ import annotations

import os

#: Set by bench/full_checks.py: every sampled test runs whole.
FULL = os.environ.get("KINGS_FULL_CHECKS") == "1"


def count(full: int, sample: int) -> int:
    """``full`` under ``KINGS_FULL_CHECKS=1``, else ``sample``."""
    return full if FULL else sample
