"""King: one CPU level against three of another, duplicate, whole games (issue 14).

Each game's cards are played four times, the tested level in each seat in turn, so it holds every
hand of the same cards. Reports its mean game score with a 95% interval (each deal's four games are
one sample), the penalty points it and the others took in the negative hands per game, and its
decision times (wall clock, per ``choose`` call).

``--two`` seats two of each level instead (head to head: seats a a b b, in four rotations, so each
level holds every hand twice); the score is then the mean of the tested level's two seats.
``--progress`` writes a line to stderr after each deal.

    python bench/king_strength.py [--games 100] [--pair hard:medium] [--seed 3] [--jobs 2] [--two] [--progress]

Prints a line, then one JSON line. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.king.game import KingGame
from kings.king.observation import observe
from kings.king.players import make_player
from kings.seeding import Rng, derive_seed


def play(job: tuple[str, str, int, range, int, bool]) -> dict[str, list[float]]:
    """Games ``deals`` (each in four rotations, ``count`` seats of level ``a``): per deal the tested
    level's mean score, and the tallies."""
    a, b, seed, deals, count, progress = job
    out: dict[str, list[float]] = {"scores": [], "neg_a": [], "neg_b": [], "times": []}
    start = time.perf_counter()
    for g in deals:
        total = neg_a = neg_b = 0.0
        for rot in range(4):
            labels = [a if (s + rot) % 4 < count else b for s in range(4)]
            bots = [make_player(label) for label in labels]
            rngs = [Rng(derive_seed(seed, g, rot, s)) for s in range(4)]
            game = KingGame.new(derive_seed(seed, g))
            while not game.over:
                s = game.acting
                assert s is not None
                t0 = time.perf_counter()
                move = bots[s].choose(observe(game, s), game.legal_moves(), rngs[s])
                if labels[s] == a:
                    out["times"].append(time.perf_counter() - t0)
                game = game.play(move)
            mine = [s for s in range(4) if labels[s] == a]
            others = [s for s in range(4) if labels[s] != a]
            total += sum(game.totals[s] for s in mine) / count
            for r in game.results:
                if not r.contract.positive:
                    neg_a += sum(r.points[s] for s in mine) / count
                    neg_b += sum(r.points[s] for s in others) / (4 - count)
        out["scores"].append(total / 4)
        out["neg_a"].append(neg_a / 4)
        out["neg_b"].append(neg_b / 4)
        if progress:
            print(f"deal {g + 1}: {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=100, help="deals of cards (each played four times)")
    ap.add_argument("--pair", default="hard:medium", help="tested level:the three others' level")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=1, help="processes (CPython only)")
    ap.add_argument("--two", action="store_true", help="two of each level (head to head) instead of one against three")
    ap.add_argument("--progress", action="store_true", help="a line on stderr after each deal")
    args = ap.parse_args()
    a, b = args.pair.split(":")
    count = 2 if args.two else 1
    t0 = time.perf_counter()
    size = -(-args.games // args.jobs)
    jobs = [(a, b, args.seed, range(i, min(args.games, i + size)), count, args.progress)
            for i in range(0, args.games, size)]  # fmt: skip
    if args.jobs > 1:
        from multiprocessing import Pool

        with Pool(args.jobs) as pool:
            parts = pool.map(play, jobs)
    else:
        parts = [play(j) for j in jobs]
    res: dict[str, list[float]] = {k: [x for p in parts for x in p[k]] for k in parts[0]}
    scores = res["scores"]
    n = len(scores)
    mean = sum(scores) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in scores) / max(1, n - 1))
    half = 1.96 * sd / math.sqrt(n)
    neg_a, neg_b = sum(res["neg_a"]) / n, sum(res["neg_b"]) / n
    ms = sorted(t * 1e3 for t in res["times"])
    figures: dict[str, Any] = {
        "pair": f"2 {a} vs 2 {b}" if args.two else f"{a} vs 3 {b}", "games": n, "plays": 4 * n, "seed": args.seed,
        "mean_score": round(mean, 1), "score_ci95": [round(mean - half, 1), round(mean + half, 1)],
        "negative_points_per_game": {a: round(neg_a, 1), b: round(neg_b, 1)},
        "fewer_penalty_points": round(1 - neg_a / neg_b, 3) if neg_b else None,
        "decision_ms": {"p50": round(ms[len(ms) // 2], 2), "p95": round(ms[int(0.95 * len(ms))], 2),
                        "max": round(ms[-1], 2)},
        "seconds": round(time.perf_counter() - t0, 1),
    }  # fmt: skip
    f = figures
    print(f"{f['pair']}: mean game score {f['mean_score']} (95% CI {f['score_ci95'][0]} to {f['score_ci95'][1]}) "
          f"over {n} deals x 4 seats; negative hands {neg_a:.1f} vs {neg_b:.1f} points a game "
          f"({f['fewer_penalty_points']:.0%} fewer); decisions p95 {f['decision_ms']['p95']} ms, "
          f"max {f['decision_ms']['max']} ms; {f['seconds']} s")  # fmt: skip
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
