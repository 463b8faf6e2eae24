"""Seeds for special deals: the daily deal, and "winnable deals only".

* :func:`daily_seed`: the seed of a day's deal, the same for everyone and forever (a daily deal link carries the
  date; the date gives the seed): ``derive_seed(DAILY, year, month, day)``, with :data:`DAILY` a fixed constant (the
  letters ``KLONDIKE`` read as a number). A table may deal the day's seed as is, or its first winnable seed.
* :func:`winnable_seed`: the first seed derived from a seed (``derive_seed(seed, WINNABLE, k)`` for k = 0, 1, 2 ...)
  whose deal the solver proves it can win within a budget. The solver sees the whole deal (face-down cards and the
  stock): "winnable deals only" promises a deal that can be won by perfect play, not one a player will find easy.
  About nine deals in ten qualify drawing one or three (see ``bench/klondike_solver.py``), so the search is short; each
  seed tried costs up to ``budget`` positions.

>>> daily_seed(2026, 11, 25) == daily_seed(2026, 11, 25) != daily_seed(2026, 11, 26)
True
>>> daily_seed(2026, 2, 30)
Traceback (most recent call last):
  ...
ValueError: 2026-02-30 is not a date.
>>> from kings.klondike.rules import Rules
>>> winnable_seed(Rules(), 7, budget=5_000) == winnable_seed(Rules(), 7, budget=5_000)
True
"""

from __future__ import annotations

import datetime

from kings.klondike.deal import Deal
from kings.klondike.rules import Rules
from kings.klondike.solver import DEFAULT_BUDGET as SOLVER_BUDGET
from kings.klondike.solver import solve
from kings.seeding import check_seed, derive_seed

DAILY = int.from_bytes(b"KLONDIKE", "big")  #: the root of every daily seed
WINNABLE = 1 << 24  #: the seed path of "winnable deals only"
DEFAULT_BUDGET = SOLVER_BUDGET  #: positions the solver may search for each seed tried
MAX_TRIES = 200  #: seeds tried before giving up (never reached in practice: most deals are winnable)


def daily_seed(year: int, month: int, day: int) -> int:
    """The seed of the deal of the day (a proleptic Gregorian date); a date that does not exist is a ValueError."""
    try:
        datetime.date(year, month, day)
    except (ValueError, TypeError, OverflowError):
        raise ValueError(f"{year:04d}-{month:02d}-{day:02d} is not a date.") from None
    return derive_seed(DAILY, year, month, day)


def winnable_seed(rules: Rules, seed: int, budget: int = DEFAULT_BUDGET, tries: int = MAX_TRIES) -> int:
    """The first seed ``derive_seed(seed, WINNABLE, k)``, k = 0, 1, ..., whose deal under ``rules`` the solver proves
    winnable within ``budget`` positions; a RuntimeError if none of ``tries`` seeds is (a budget far too small)."""
    check_seed(seed)
    for k in range(tries):
        candidate = derive_seed(seed, WINNABLE, k)
        if solve(Deal.new(rules, candidate), budget).won:
            return candidate
    raise RuntimeError(f"no winnable deal found in {tries} seeds with a budget of {budget} positions")
