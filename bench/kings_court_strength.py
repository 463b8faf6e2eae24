"""King's Court: one CPU level against another, colours swapped on the same openings (issue 37).

Every game of King's Court starts alike, so each pair of games starts from an **opening**: the two entry moves and
``--plies`` more moves chosen at random (opening ``i`` from ``derive_seed(seed, i)``; one that ends the game, or that
the player to move can end at once, is drawn again). The tested level plays each opening once as Orange and once as
Green. Reports its wins, draws and losses, its **win rate** and **score** (a draw counts half) with Wilson 95%
intervals, the score's interval with each opening's two games as one sample (paired), how games ended, and its
decision times (wall clock and the process's CPU time per ``choose``: on a loaded machine the wall clock also counts
waiting for a core), with the load average.

    python bench/kings_court_strength.py [--openings 100] [--pair hard:medium] [--plies 2] [--seed 1]
                                         [--rules standard] [--budget N] [--jobs 1] [--progress]

``--budget`` sets the hard level's node budget (experiments). Runs in Pyodide too:
``node scripts/pyodide_exec.mjs bench/kings_court_strength.py --openings 2``. Prints lines, then one JSON line. Not a
test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.kings_court.players import Player, make_player
from kings.kings_court.players.levels import HardPlayer
from kings.kings_court.rules import preset
from kings.kings_court.state import CourtGame
from kings.seeding import Rng, derive_seed

MAX_PLIES = 2_000  #: a game longer than this is a bug (the rules draw long before)


def opening(rules_id: str, seed: int, i: int, plies: int) -> CourtGame:
    """Opening ``i``: the two entries and ``plies`` more random moves, none of them ending the game, and no move of
    the player to move then ending it (a last piece in the Court left hanging decides the game before it starts)."""
    for attempt in range(100):
        rng = Rng(derive_seed(seed, i, attempt))
        game = CourtGame.new(preset(rules_id), derive_seed(seed, i))
        for _ in range(2 + plies):
            moves = game.legal_moves()
            game = game.play(moves[rng.below(len(moves))])
            if game.over:
                break
        if not game.over and not any(game.play(m).over for m in game.legal_moves()):
            return game
    raise RuntimeError(f"no opening {i} in 100 attempts")


def cpu_ms() -> float:
    """The process's CPU time in milliseconds (in Pyodide under Node, the Node process's: Pyodide's own clock is the
    wall clock)."""
    if sys.platform == "emscripten":
        try:
            import js  # type: ignore[import-not-found]

            used = js.process.cpuUsage()
            return float(used.user + used.system) / 1e3
        except (ImportError, AttributeError):
            pass
    return time.process_time() * 1e3


def player(level: str, budget: int | None) -> Player:
    return HardPlayer(budget) if level == "hard" and budget else make_player(level)


def play(job: tuple[str, str, str, int, range, int, int | None, bool]) -> dict[str, Any]:
    """The openings ``openings``, each played twice (tested level Orange, then Green): per opening the tested
    level's points (1 a win, 1/2 a draw) in each game; how the games ended; its decision times."""
    a, b, rules_id, seed, openings, plies, budget, progress = job
    out: dict[str, Any] = {"points": [], "ends": Counter(), "wall": [], "cpu": [], "plies": []}
    start = time.perf_counter()
    for i in openings:
        first = opening(rules_id, seed, i, plies)
        pair = []
        for tested in (0, 1):
            bots = [player(a if s == tested else b, budget) for s in range(2)]
            rngs = [Rng(derive_seed(seed, i, 7, tested, s)) for s in range(2)]
            game = first
            while not game.over and game.ply < MAX_PLIES:
                s = game.turn
                t0, c0 = time.perf_counter(), cpu_ms()
                move = bots[s].choose(game.observe(s), game.legal_moves(), rngs[s])
                if s == tested:
                    out["wall"].append((time.perf_counter() - t0) * 1e3)
                    out["cpu"].append(cpu_ms() - c0)
                game = game.play(move)
            outcome = game.outcome
            assert outcome is not None, f"opening {i}: no end in {MAX_PLIES} moves"
            won = outcome.winner == tested
            pair.append(1.0 if won else 0.5 if outcome.winner is None else 0.0)
            who = "win" if won else "draw" if outcome.winner is None else "loss"
            out["ends"][f"{who} by {outcome.end.value}"] += 1
            out["plies"].append(game.ply)
        out["points"].append(pair)
        if progress:
            print(f"opening {i + 1}: {pair} {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    return out


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The Wilson 95% interval of a share."""
    if not n:
        return 0.0, 0.0
    z, p = 1.96, wins / n
    mid, half = p + z * z / (2 * n), z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (mid - half) / (1 + z * z / n), (mid + half) / (1 + z * z / n)


def interval(values: list[float]) -> tuple[float, float, float]:
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in values) / max(1, n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def times(ms: list[float]) -> dict[str, float]:
    s = sorted(ms)
    if not s:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0, "calls": 0}
    return {"p50": round(s[len(s) // 2], 1), "p95": round(s[int(0.95 * len(s))], 1), "max": round(s[-1], 1),
            "calls": len(s)}  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--openings", type=int, default=100, help="openings, each played with colours swapped")
    ap.add_argument("--pair", default="hard:medium", help="tested level:the other level")
    ap.add_argument("--plies", type=int, default=2, help="random moves after the two entries")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="standard", help="rules preset id")
    ap.add_argument("--budget", type=int, default=None, help="the hard level's node budget")
    ap.add_argument("--jobs", type=int, default=1, help="processes (CPython only)")
    ap.add_argument("--progress", action="store_true", help="a line on stderr after each opening")
    args = ap.parse_args()
    a, b = args.pair.split(":")
    t0 = time.perf_counter()
    size = -(-args.openings // args.jobs)
    jobs = [(a, b, args.rules, args.seed, range(i, min(args.openings, i + size)), args.plies, args.budget,
             args.progress) for i in range(0, args.openings, size)]  # fmt: skip
    if args.jobs > 1:
        from multiprocessing import Pool

        with Pool(args.jobs) as pool:
            parts = pool.map(play, jobs)
    else:
        parts = [play(j) for j in jobs]
    pairs = [p for part in parts for p in part["points"]]
    games = [x for p in pairs for x in p]
    ends: Counter[str] = sum((part["ends"] for part in parts), Counter())
    wins, draws = games.count(1.0), games.count(0.5)
    n = len(games)
    score = sum(games)
    paired = interval([sum(p) / 2 for p in pairs])
    pct = lambda x: round(100 * x, 1)  # noqa: E731
    figures: dict[str, Any] = {
        "pair": f"{a} vs {b}", "rules": args.rules, "openings": len(pairs), "games": n, "plies": args.plies,
        "seed": args.seed, "budget": args.budget, "wins": wins, "draws": draws, "losses": n - wins - draws,
        "win_rate": pct(wins / n), "win_ci95": [pct(x) for x in wilson(wins, n)],
        "score": pct(score / n), "score_ci95": [pct(x) for x in wilson(score, n)],
        "score_ci95_paired": [pct(paired[1]), pct(paired[2])],
        "ends": dict(sorted(ends.items())),
        "moves_per_game": round(sum(x for part in parts for x in part["plies"]) / n, 1),
        "decision_ms_wall": times([x for part in parts for x in part["wall"]]),
        "decision_ms_cpu": times([x for part in parts for x in part["cpu"]]),
        "seconds": round(time.perf_counter() - t0, 1),
        "load": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") and sys.platform != "emscripten" else None,
    }  # fmt: skip
    f = figures
    print(f"{f['pair']} ({args.rules}, {f['openings']} openings x 2 colours = {n} games, {args.plies} random plies): "
          f"wins {wins}, draws {draws}, losses {f['losses']}; win rate {f['win_rate']}% (95% CI {f['win_ci95'][0]} to "
          f"{f['win_ci95'][1]}%), score {f['score']}% (95% CI {f['score_ci95'][0]} to {f['score_ci95'][1]}%, paired "
          f"{f['score_ci95_paired'][0]} to {f['score_ci95_paired'][1]}%)")  # fmt: skip
    w, c = f["decision_ms_wall"], f["decision_ms_cpu"]
    print(f"  ends {f['ends']}; {f['moves_per_game']} moves a game; {a}'s decisions: wall p50 {w['p50']} p95 "
          f"{w['p95']} max {w['max']} ms, CPU p50 {c['p50']} p95 {c['p95']} max {c['max']} ms ({w['calls']} calls); "
          f"{f['seconds']} s, load {f['load']}")  # fmt: skip
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
