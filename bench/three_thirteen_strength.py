"""3-13: one CPU level against others, duplicate, whole eleven-round games (issue 15).

Each game's cards (the match seed: its first dealer and every round's shuffle) are played once per rotation of the
seats, the tested level in each seat in turn, so it holds every hand of the same cards. Reports the tested level's
share of the games won (a shared win counts as a share), its mean total and the others' mean total (lower is better),
the difference, each with a 95% interval (each game's rotations are one sample), and its decision times (wall clock,
per ``choose`` call).

    python bench/three_thirteen_strength.py [--games 100] [--pair hard:medium] [--players 2] [--seed 3]
                                            [--rules standard] [--jobs 1] [--progress] [--settings JSON]

``--players N`` seats one tested player against N - 1 of the other level (heads-up with 2). ``--settings`` overrides
fields of :class:`kings.three_thirteen.players.hard.Settings` for the tested level (experiments). Runs in Pyodide too:
``node scripts/pyodide_exec.mjs bench/three_thirteen_strength.py --games 4``. Prints a line, then one JSON line. Not a
test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.seeding import Rng, derive_seed
from kings.three_thirteen.match import Match
from kings.three_thirteen.players import Player, make_player
from kings.three_thirteen.players.hard import HardPlayer, Settings
from kings.three_thirteen.rules import preset


def player(level: str, settings: dict[str, Any] | None) -> Player:
    if level == "hard" and settings:
        return HardPlayer(replace(Settings(), **settings))
    return make_player(level)


def play(job: tuple[str, str, int, int, range, str, dict[str, Any] | None, bool]) -> dict[str, list[float]]:
    """Games ``games`` (each in every rotation): per game the tested level's win share, its mean total, the others'
    mean total; and its decision times."""
    a, b, players, seed, games, rules_id, settings, progress = job
    rules = preset(rules_id)
    out: dict[str, list[float]] = {"wins": [], "mine": [], "theirs": [], "times": []}
    start = time.perf_counter()
    for g in games:
        wins = mine = theirs = 0.0
        for rot in range(players):
            labels = [a if (s + rot) % players == 0 else b for s in range(players)]
            bots = [player(label, settings if label == a else None) for label in labels]
            rngs = [Rng(derive_seed(seed, g, rot, s)) for s in range(players)]
            match = Match.new(rules, derive_seed(seed, g), players)
            while not match.over:
                if match.deal is None:
                    match = match.next_deal()
                    continue
                deal_seat = match.deal.acting
                assert deal_seat is not None
                s = match.match_seat(deal_seat)
                t0 = time.perf_counter()
                move = bots[s].choose(match.observe(deal_seat), match.deal.legal_moves(), rngs[s])
                if labels[s] == a:
                    out["times"].append(time.perf_counter() - t0)
                match = match.play(move)
            tested = labels.index(a)
            wins += 1 / len(match.winners) if tested in match.winners else 0.0
            mine += match.totals[tested]
            theirs += sum(t for s, t in enumerate(match.totals) if s != tested) / (players - 1)
        out["wins"].append(wins / players)
        out["mine"].append(mine / players)
        out["theirs"].append(theirs / players)
        if progress:
            print(f"game {g + 1}: {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    return out


def interval(values: list[float]) -> tuple[float, float, float]:
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in values) / max(1, n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--games", type=int, default=100, help="games of cards (each played once per rotation)")
    ap.add_argument("--pair", default="hard:medium", help="tested level:the others' level")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--rules", default="standard", help="rules preset id")
    ap.add_argument("--jobs", type=int, default=1, help="processes (CPython only)")
    ap.add_argument("--settings", default=None, help="JSON of hard Settings fields for the tested level")
    ap.add_argument("--progress", action="store_true", help="a line on stderr after each game")
    args = ap.parse_args()
    a, b = args.pair.split(":")
    settings = json.loads(args.settings) if args.settings else None
    t0 = time.perf_counter()
    size = -(-args.games // args.jobs)
    jobs = [(a, b, args.players, args.seed, range(i, min(args.games, i + size)), args.rules, settings, args.progress)
            for i in range(0, args.games, size)]  # fmt: skip
    if args.jobs > 1:
        from multiprocessing import Pool

        with Pool(args.jobs) as pool:
            parts = pool.map(play, jobs)
    else:
        parts = [play(j) for j in jobs]
    res = {k: [x for p in parts for x in p[k]] for k in parts[0]}
    n = len(res["wins"])
    wins, mine, theirs = interval(res["wins"]), interval(res["mine"]), interval(res["theirs"])
    diff = interval([m - t for m, t in zip(res["mine"], res["theirs"], strict=True)])
    ms = sorted(t * 1e3 for t in res["times"])
    others = f"{args.players - 1} {b}" if args.players > 2 else b
    r1 = lambda x: round(x, 1)  # noqa: E731
    figures: dict[str, Any] = {
        "pair": f"{a} vs {others}", "players": args.players, "rules": args.rules, "games": n,
        "plays": n * args.players, "seed": args.seed, "settings": settings,
        "win_share": round(wins[0], 4), "win_ci95": [round(wins[1], 4), round(wins[2], 4)],
        "fair_share": round(1 / args.players, 4),
        "mean_total": r1(mine[0]), "others_mean_total": r1(theirs[0]),
        "difference": r1(diff[0]), "difference_ci95": [r1(diff[1]), r1(diff[2])],
        "decision_ms": {"p50": round(ms[len(ms) // 2], 2), "p95": round(ms[int(0.95 * len(ms))], 2),
                        "max": round(ms[-1], 2), "calls": len(ms)},
        "seconds": r1(time.perf_counter() - t0),
    }  # fmt: skip
    f = figures
    print(f"{f['pair']} ({args.rules}, {n} games x {args.players} seats): wins {f['win_share']:.1%} "
          f"(95% CI {f['win_ci95'][0]:.1%} to {f['win_ci95'][1]:.1%}; fair {f['fair_share']:.0%}); mean total "
          f"{f['mean_total']} vs {f['others_mean_total']}, difference {f['difference']} (95% CI "
          f"{f['difference_ci95'][0]} to {f['difference_ci95'][1]}); decisions p50 {f['decision_ms']['p50']} ms, "
          f"p95 {f['decision_ms']['p95']} ms, max {f['decision_ms']['max']} ms; {f['seconds']} s")  # fmt: skip
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
