"""Klondike's solver on random deals: the share it wins (a winning line found), proves lost (every position that
matters searched) or leaves unknown within its budget of positions, and its time per deal (issue 16: the browser's
"can this deal still be won?" and "winnable deals only" should answer in about a second in Pyodide).

Deal ``i`` is dealt from ``derive_seed(seed, i)`` under each preset asked for (the same cards for every preset), and
solved from the start with every card known, as the table's verdict and "winnable deals only" solve it. Times are
single runs (the solver keeps nothing between deals).

    python bench/klondike_solver.py [--deals 200] [--budget N] [--presets draw-one,draw-three] [--seed 1]
    node scripts/pyodide_exec.mjs bench/klondike_solver.py --deals 40                    # Pyodide
    python bench/klondike_solver.py --both                                               # both, one after the other

With ``--hints N`` it also times the hint (the hard player's choice from what the player sees, as the table asks
for it) at every third position of N deals played by the easy player.

Prints a line per preset, then one JSON line (with ``--both``: CPython's, then Pyodide's). Not a test: it never fails.
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

from kings.klondike.deal import Deal
from kings.klondike.hints import hint
from kings.klondike.players import make_player
from kings.klondike.rules import preset
from kings.klondike.solver import DEFAULT_BUDGET, LOST, UNKNOWN, WON, solve
from kings.seeding import Rng, derive_seed

ROOT = Path(__file__).resolve().parent.parent


def summary(ms: list[float]) -> dict[str, float]:
    """p50, p95, max and mean of some milliseconds."""
    if not ms:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0, "mean": 0.0}
    s = sorted(ms)
    return {"p50": round(s[len(s) // 2], 1), "p95": round(s[int(0.95 * len(s))], 1), "max": round(s[-1], 1),
            "mean": round(sum(s) / len(s), 1)}  # fmt: skip


def measure_preset(pid: str, deals: int, seed: int, budget: int) -> dict[str, Any]:
    """Solve ``deals`` deals of one preset; the shares of each answer, times and positions searched."""
    counts = {WON: 0, LOST: 0, UNKNOWN: 0}
    ms: list[float] = []
    nodes = errors = 0
    for i in range(deals):
        deal = Deal.new(preset(pid), derive_seed(seed, i))
        t0 = time.perf_counter()
        try:
            verdict = solve(deal, budget)
        except Exception as exc:  # a benchmark reports, it does not fail
            errors += 1
            print(f"  deal {i}: {type(exc).__name__}: {exc}", flush=True)
            continue
        ms.append((time.perf_counter() - t0) * 1e3)
        counts[verdict.result] += 1
        nodes += verdict.nodes
    done = max(1, sum(counts.values()))
    seconds = sum(ms) / 1e3
    return {"deals": deals, "won": round(counts[WON] / done, 3), "lost": round(counts[LOST] / done, 3),
            "unknown": round(counts[UNKNOWN] / done, 3), "ms": summary(ms),
            "positions_per_second": round(nodes / seconds) if seconds else 0, "errors": errors}  # fmt: skip


def measure_hints(pid: str, deals: int, seed: int) -> dict[str, Any]:
    """Milliseconds per hint at every third position of ``deals`` deals played by the easy player."""
    ms: list[float] = []
    for i in range(deals):
        deal, easy, rng = Deal.new(preset(pid), derive_seed(seed, i)), make_player("easy"), Rng(i)
        while not deal.over:
            if len(deal.moves) % 3 == 0:
                t0 = time.perf_counter()
                hint(deal.observe(0), Rng(len(deal.moves)))
                ms.append((time.perf_counter() - t0) * 1e3)
            deal = deal.play(easy.choose(deal.observe(0), deal.legal_moves(), rng))
    return {"deals": deals, "hints": len(ms), "ms": summary(ms)}


def measure(deals: int, seed: int, budget: int, presets: list[str], hints: int = 0) -> dict[str, Any]:
    """Every preset asked for, a line each as it finishes."""
    where = "Pyodide" if sys.platform == "emscripten" else "CPython"
    figures: dict[str, Any] = {"interpreter": f"{where} {platform.python_version()}", "deals": deals, "seed": seed,
                               "budget": budget}  # fmt: skip
    for pid in presets:
        row = measure_preset(pid, deals, seed, budget)
        figures[pid] = row
        t = row["ms"]
        print(f"{where} {pid}, {deals} deals, budget {budget}: won {row['won']:.1%}, lost {row['lost']:.1%}, unknown "
              f"{row['unknown']:.1%}; per deal p50 {t['p50']} ms, p95 {t['p95']} ms, max {t['max']} ms; "
              f"{row['positions_per_second']} positions/s", flush=True)  # fmt: skip
        if hints:
            timed = measure_hints(pid, hints, seed)
            figures[f"{pid} hints"] = timed
            t = timed["ms"]
            print(f"{where} {pid}, {timed['hints']} hints in {hints} deals: p50 {t['p50']} ms, p95 {t['p95']} ms, "
                  f"max {t['max']} ms", flush=True)  # fmt: skip
    return figures


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget", type=int, default=DEFAULT_BUDGET, help=f"positions per deal (default {DEFAULT_BUDGET})")
    ap.add_argument("--presets", default="draw-one,draw-three", help="comma list of preset ids")
    ap.add_argument("--hints", type=int, default=0, help="also time hints in this many deals of the easy player")
    ap.add_argument("--both", action="store_true", help="also run in Pyodide (node scripts/pyodide_exec.mjs)")
    args = ap.parse_args()
    presets = [p.strip() for p in args.presets.split(",") if p.strip()]
    figures = measure(args.deals, args.seed, args.budget, presets, args.hints)
    print(json.dumps(figures))
    if args.both:
        cmd = ["node", str(ROOT / "scripts" / "pyodide_exec.mjs"), str(Path(__file__).resolve()), "--deals",
               str(max(1, args.deals // 5)), "--seed", str(args.seed), "--budget", str(args.budget), "--presets",
               ",".join(presets), "--hints", str(args.hints)]  # fmt: skip
        subprocess.run(cmd, cwd=ROOT, check=False)


if __name__ == "__main__":
    main()
