"""Klondike's CPU players on the same random deals: the share each wins, with a 95% interval, the paired difference
(deal by deal) between the tested player and the baseline, and decision times.

Deal ``i`` is dealt from ``derive_seed(seed, i)`` (the deals of ``bench/klondike_solver.py`` for the same seed), and
every player plays each deal from the start, seeing only its observation, with its generator seeded from the deal
alone (``derive_seed(seed, i, 1)``): the same cards for every player, so the difference between two players is
measured on each deal (a paired comparison, far tighter than two independent shares). A deal not won is lost (given
up, stuck, or over the ``MAX_MOVES`` safety net). Times are per ``choose`` call, wall clock and the process's CPU
time (the figure to trust on a busy machine).

    python bench/klondike_strength.py [--deals 200] [--seed 1] [--rules draw-one|draw-three] [--player hard]
                                      [--baseline easy] [--jobs 1] [--settings JSON] [--ceiling BUDGET] [--progress]
    node scripts/pyodide_exec.mjs bench/klondike_strength.py --deals 10                 # Pyodide (no --jobs there)

``--player`` and ``--baseline`` name levels (``random``, ``easy``, ``hard``); ``--baseline none`` plays the tested
player alone. ``--settings`` overrides fields of :class:`kings.klondike.players.hard.Settings` for a ``hard`` tested
player (experiments). ``--ceiling N`` also solves each deal with every card known (N positions), the share a player
that could see through the cards would win within that budget.

Prints a line per player, the paired difference, then one JSON line. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.klondike.deal import Deal
from kings.klondike.moves import GIVE_UP
from kings.klondike.players import Player, make_player
from kings.klondike.players.hard import HardPlayer, Settings
from kings.klondike.rules import preset
from kings.klondike.solver import solve
from kings.seeding import Rng, derive_seed

MAX_MOVES = 3_000  #: a deal still going after this many moves counts as lost (a safety net: players give up sooner)
Job = tuple[list[str], int, range, str, dict[str, Any] | None, int, bool]


def player(level: str, settings: dict[str, Any] | None) -> Player:
    """A player of ``level``; a hard one with ``settings`` overriding its defaults."""
    if level == "hard" and settings:
        return HardPlayer(replace(Settings(), **settings))
    return make_player(level)


def play(job: Job) -> dict[str, Any]:
    """Deals ``deals`` for each level: per deal 1 (won) or 0, the decision times (ms), errors; and the ceiling."""
    levels, seed, deals, rules_id, settings, ceiling, progress = job
    rules = preset(rules_id)
    out: dict[str, Any] = {lv: {"won": [], "ms": [], "cpu": [], "errors": []} for lv in levels}
    out["ceiling"] = []
    start = time.perf_counter()
    for i in deals:
        for k, level in enumerate(levels):
            bot, rng = player(level, settings if k == 0 else None), Rng(derive_seed(seed, i, 1))
            deal = Deal.new(rules, derive_seed(seed, i))
            try:
                while not deal.over and len(deal.moves) < MAX_MOVES:
                    obs, legal = deal.observe(0), deal.legal_moves()
                    t0, c0 = time.perf_counter(), time.process_time()
                    move = bot.choose(obs, legal, rng)
                    out[level]["ms"].append((time.perf_counter() - t0) * 1e3)
                    out[level]["cpu"].append((time.process_time() - c0) * 1e3)
                    deal = deal.play(move)
            except Exception as exc:  # a benchmark reports, it does not fail
                out[level]["errors"].append(f"deal {i}: {type(exc).__name__}: {exc}")
                deal = deal.play(GIVE_UP) if not deal.over else deal
            out[level]["won"].append(1.0 if deal.won else 0.0)
        if ceiling:
            out["ceiling"].append(1.0 if solve(Deal.new(rules, derive_seed(seed, i)), ceiling).won else 0.0)
        if progress:
            marks = " ".join(f"{lv} {'won' if out[lv]['won'][-1] else 'lost'}" for lv in levels)
            print(f"deal {i}: {marks}; {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    return out


def interval(values: list[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal approximation)."""
    n = len(values)
    if not n:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in values) / max(1, n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The Wilson 95% interval of a share (it stays within 0 to 1, unlike the normal one, on a few deals)."""
    if not n:
        return 0.0, 0.0
    z, p = 1.96, wins / n
    mid, half = p + z * z / (2 * n), z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (mid - half) / (1 + z * z / n), (mid + half) / (1 + z * z / n)


def times(ms: list[float]) -> dict[str, float]:
    """p50, p95, max and mean of some milliseconds, and how many."""
    if not ms:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0, "mean": 0.0, "calls": 0}
    s = sorted(ms)
    return {"p50": round(s[len(s) // 2], 2), "p95": round(s[int(0.95 * len(s))], 2), "max": round(s[-1], 2),
            "mean": round(sum(s) / len(s), 2), "calls": len(s)}  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="draw-one", help="rules preset id (draw-one, draw-three, ...)")
    ap.add_argument("--player", default="hard", help="the tested level")
    ap.add_argument("--baseline", default="easy", help="the level it is compared with on each deal, or none")
    ap.add_argument("--jobs", type=int, default=1, help="processes (CPython only)")
    ap.add_argument("--settings", default=None, help="JSON of hard Settings fields for the tested level")
    ap.add_argument("--ceiling", type=int, default=0, help="also solve each deal with every card known (positions)")
    ap.add_argument("--progress", action="store_true", help="a line on stderr after each deal")
    args = ap.parse_args()
    levels = [args.player] + ([args.baseline] if args.baseline not in ("none", "", args.player) else [])
    settings = json.loads(args.settings) if args.settings else None
    where = "Pyodide" if sys.platform == "emscripten" else "CPython"
    t0 = time.perf_counter()
    jobs_n = max(1, min(args.jobs, args.deals))
    size = -(-args.deals // jobs_n)
    jobs: list[Job] = [(levels, args.seed, range(i, min(args.deals, i + size)), args.rules, settings, args.ceiling,
                        args.progress) for i in range(0, args.deals, size)]  # fmt: skip
    if jobs_n > 1:
        from multiprocessing import Pool  # not available in Pyodide: only imported when asked for

        with Pool(jobs_n) as pool:
            parts = pool.map(play, jobs)
    else:
        parts = [play(j) for j in jobs]
    figures: dict[str, Any] = {"interpreter": f"{where} {platform.python_version()}", "rules": args.rules,
                               "deals": args.deals, "seed": args.seed, "settings": settings}  # fmt: skip
    won: dict[str, list[float]] = {}
    for level in levels:
        won[level] = [x for p in parts for x in p[level]["won"]]
        errors = [e for p in parts for e in p[level]["errors"]]
        share = (sum(won[level]) / max(1, len(won[level])), *wilson(sum(won[level]), len(won[level])))
        t = times([x for p in parts for x in p[level]["ms"]])
        cpu = times([x for p in parts for x in p[level]["cpu"]])
        figures[level] = {"won": int(sum(won[level])), "win_share": round(share[0], 4),
                          "win_ci95": [round(share[1], 4), round(share[2], 4)], "decision_ms": t,
                          "decision_cpu_ms": cpu, "errors": len(errors)}  # fmt: skip
        for e in errors[:5]:
            print(f"  {level} {e}", flush=True)
        print(f"{where} {args.rules}, {args.deals} deals, {level}: won {int(sum(won[level]))} ({share[0]:.1%}, 95% CI "
              f"{share[1]:.1%} to {share[2]:.1%}); decisions p50 {t['p50']} ms, p95 {t['p95']} ms, max {t['max']} ms "
              f"({t['calls']} calls; CPU time p50 {cpu['p50']} ms, p95 {cpu['p95']} ms)", flush=True)  # fmt: skip
    if len(levels) == 2:
        a, b = levels
        diff = interval([x - y for x, y in zip(won[a], won[b], strict=True)])
        only_a = sum(1 for x, y in zip(won[a], won[b], strict=True) if x > y)
        only_b = sum(1 for x, y in zip(won[a], won[b], strict=True) if y > x)
        figures["paired"] = {"pair": f"{a} - {b}", "difference": round(diff[0], 4),
                             "difference_ci95": [round(diff[1], 4), round(diff[2], 4)], f"only_{a}": only_a,
                             f"only_{b}": only_b}  # fmt: skip
        print(f"{a} - {b}, deal by deal: {diff[0]:+.1%} (95% CI {diff[1]:+.1%} to {diff[2]:+.1%}); won by {a} alone "
              f"{only_a}, by {b} alone {only_b}", flush=True)  # fmt: skip
    if args.ceiling:
        ceil = interval([x for p in parts for x in p["ceiling"]])
        figures["ceiling"] = {"budget": args.ceiling, "win_share": round(ceil[0], 4)}
        print(f"every card known (the solver, {args.ceiling} positions): won {ceil[0]:.1%}", flush=True)
    figures["seconds"] = round(time.perf_counter() - t0, 1)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
