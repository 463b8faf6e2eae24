"""Time of a Kings in the Corner hint: p50 / p95 / max milliseconds of :meth:`web.corners.spec.CPU.hint` (issue 46).

A hint plans the human's whole turn afresh at every press (a new player each time, no plan kept), so every call is
a planning call. Seat 0 of each first deal is played by the medium level (as a new player might play it), the others
too, and at each of seat 0's decisions with a real choice the hint is computed and timed, wall clock and CPU time
(a shared machine's wall clock counts the wait for a core). Runs the same in CPython and in Pyodide (``node
scripts/pyodide_exec.mjs bench/hint_time.py --players 2,6 --deals 6``); the figures are in bench/README.md.

    python bench/hint_time.py [--players 2,3,4,6] [--deals 8] [--rules standard] [--seed 5]

Prints one line per table size, then one JSON line. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.corners import Match, preset
from kings.corners.players import make_player
from kings.seeding import Rng, derive_seed
from web.corners import spec as table_players


def cpu_ms() -> float:
    """CPU milliseconds of this process (a shared machine's wall clock also counts the wait for a core): in Pyodide
    under Node the Node process's count, as bench/decision_time.py reads it."""
    if sys.platform == "emscripten":
        import js  # type: ignore[import-not-found]

        used = js.process.cpuUsage()
        return float(used.user + used.system) / 1e3
    return time.process_time() * 1e3


def pct(ms: list[float], q: float) -> float:
    s = sorted(ms)
    return round(s[min(len(s) - 1, int(q * len(s)))], 1) if s else 0.0


def measure(players: int, deals: int, rules_id: str, seed: int) -> dict[str, Any]:
    ms: list[float] = []
    cpu: list[float] = []
    medium = make_player("medium")
    for g in range(deals):
        rng = Rng(derive_seed(seed, g))
        match = Match.new(preset(rules_id), derive_seed(seed, g), players)
        while match.deal is not None:
            deal = match.deal
            obs, legal = match.observe(deal.to_act), deal.legal_moves()
            if deal.to_act == 0 and len(legal) > 1:
                t0, c0 = time.perf_counter(), cpu_ms()
                table_players.CPU.hint(obs, Rng(derive_seed(seed, g, len(deal.history))))
                ms.append((time.perf_counter() - t0) * 1e3)
                cpu.append(cpu_ms() - c0)
            match = match.play(medium.choose(obs, legal, rng))
    return {
        "hints": len(ms),
        "p50": pct(ms, 0.5),
        "p95": pct(ms, 0.95),
        "max": round(max(ms, default=0.0), 1),
        "cpu_p50": pct(cpu, 0.5),
        "cpu_p95": pct(cpu, 0.95),
        "cpu_max": round(max(cpu, default=0.0), 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="2,3,4,6")
    ap.add_argument("--deals", type=int, default=8)
    ap.add_argument("--rules", default="standard")
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    out = {}
    for n in (int(x) for x in args.players.split(",")):
        out[n] = figures = measure(n, args.deals, args.rules, args.seed)
        wall = f"wall p50 {figures['p50']} / p95 {figures['p95']} / max {figures['max']} ms"
        cpu = f"CPU p50 {figures['cpu_p50']} / p95 {figures['cpu_p95']} / max {figures['cpu_max']} ms"
        print(f"{n} players: {figures['hints']} hints, {wall}, {cpu}", flush=True)
    print(json.dumps({"platform": sys.platform, "rules": args.rules, "by_players": out}))


if __name__ == "__main__":
    main()
