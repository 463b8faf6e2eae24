"""3-13's meld solver: how long checking every possible discard of a 14-card hand takes (issue 15: under 10 ms in
CPython, under 40 ms in Pyodide).

Each hand is a random round-11 hand after drawing (14 cards, kings wild) from the packs of a table: two players (one
pack), four players (two packs), and four players with jokers (two packs, four jokers: more wilds). For each it times
:func:`~kings.three_thirteen.discards.discard_penalties` (every discard's penalty: what a CPU and the hints need) and
:func:`~kings.three_thirteen.discards.going_out_cards` (the ways to go out: what the legal moves need), *cold* (the
solver's memo emptied before each hand: the worst case) and *warm* (the memo kept from hand to hand, as in a game).
A cold time is the best of ``--repeat`` runs of the same hand (default 3), so that another process taking the CPU for a
moment does not count as the solver's time; ``--repeat 1`` reports every single run.

    python bench/three_thirteen_solver.py [--hands 300] [--seed 5]           # this interpreter
    node scripts/pyodide_exec.mjs bench/three_thirteen_solver.py             # Pyodide
    python bench/three_thirteen_solver.py --both                             # both, one after the other

Prints a line per case, then one JSON line (with ``--both``: CPython's, then Pyodide's). Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.cards import Card, deck
from kings.seeding import Rng, derive_seed
from kings.three_thirteen import melds
from kings.three_thirteen.discards import discard_penalties, going_out_cards
from kings.three_thirteen.rules import Rules

ROOT = Path(__file__).resolve().parent.parent
CASES = (("2 players", Rules(), 1), ("4 players", Rules(), 2), ("4 players, jokers", Rules(jokers=2), 2))


def hands(rules: Rules, packs: int, count: int, seed: int) -> list[list[Card]]:
    out = []
    for i in range(count):
        pool = list(deck(jokers=rules.jokers * packs, packs=packs))
        Rng(derive_seed(seed, i)).shuffle(pool)
        out.append(pool[:14])
    return out


def timed(fn: Any, sample: list[list[Card]], rules: Rules, cold: bool, repeat: int) -> list[float]:
    """Milliseconds per hand, the best of ``repeat`` runs (each cold run with an empty memo; warm: the first run
    counts after the hands before it, the later ones find this hand's positions memoised, so warm takes one run)."""
    out = []
    melds._SOLVERS.clear()
    for hand in sample:
        best = float("inf")
        for _ in range(repeat if cold else 1):
            if cold:
                melds._SOLVERS.clear()
            t0 = time.perf_counter()
            fn(hand, 13, rules)
            best = min(best, (time.perf_counter() - t0) * 1e3)
        out.append(best)
    return out


def summary(ms: list[float]) -> dict[str, float]:
    s = sorted(ms)
    return {"p50": round(s[len(s) // 2], 3), "p95": round(s[int(0.95 * len(s))], 3), "max": round(s[-1], 3),
            "mean": round(sum(s) / len(s), 3)}  # fmt: skip


def measure(count: int, seed: int, repeat: int) -> dict[str, Any]:
    where = "Pyodide" if sys.platform == "emscripten" else "CPython"
    figures: dict[str, Any] = {"interpreter": f"{where} {platform.python_version()}", "hands": count, "seed": seed,
                               "repeat": repeat}
    for label, rules, packs in CASES:
        sample = hands(rules, packs, count, seed)
        row = {}
        for name, fn in (("discard_penalties", discard_penalties), ("going_out_cards", going_out_cards)):
            for cold in (True, False):
                row[f"{name} {'cold' if cold else 'warm'}"] = summary(timed(fn, sample, rules, cold, repeat))
        figures[label] = row
        cold = row["discard_penalties cold"]
        print(f"{where} {label}: every discard of a 14-card hand, cold p50 {cold['p50']} ms, p95 {cold['p95']} ms, "
              f"max {cold['max']} ms; warm p95 {row['discard_penalties warm']['p95']} ms; ways out cold p95 "
              f"{row['going_out_cards cold']['p95']} ms", flush=True)  # fmt: skip
    return figures


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=3, help="cold runs per hand, the best one counts (1: every run)")
    ap.add_argument("--both", action="store_true", help="also run in Pyodide (node scripts/pyodide_exec.mjs)")
    args = ap.parse_args()
    figures = measure(args.hands, args.seed, args.repeat)
    print(json.dumps(figures))
    if args.both:
        cmd = ["node", str(ROOT / "scripts" / "pyodide_exec.mjs"), str(Path(__file__).resolve()), "--hands",
               str(args.hands), "--seed", str(args.seed), "--repeat", str(args.repeat)]  # fmt: skip
        subprocess.run(cmd, cwd=ROOT, check=False)


if __name__ == "__main__":
    main()
