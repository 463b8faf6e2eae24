"""Engine speed: random two-player deals of Kings in the Corner per second (CPython or Pyodide).

A *random deal* is dealt from a seed and played to its end with every decision a uniformly
random legal move. Three ways are timed:

* ``engine``: ``rng.choice(deal.legal_moves())`` then ``deal.play(move)`` (legality checked);
* ``unchecked``: the same with ``apply_unchecked`` (what a search would use);
* ``players``: through the Player protocol: ``RandomPlayer.choose(deal.observe(seat), ...)``,
  i.e. also building each seat's observation (what ``python -m kings.sim`` does).

    python bench/engine_speed.py [--deals 1000] [--rules standard] [--seed 1]

Prints one line per way, then one JSON line of figures. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.corners import Deal, preset
from kings.corners.players.random_player import RandomPlayer
from kings.seeding import Rng, derive_seed


def run(way: str, deals: int, rules_id: str, seed: int) -> dict[str, float]:
    rules = preset(rules_id)
    bot = RandomPlayer()
    moves = 0
    t0, c0 = time.perf_counter(), time.process_time()
    for g in range(deals):
        rng = Rng(derive_seed(seed, g, 1))
        deal = Deal.new(rules, derive_seed(seed, g), 2, dealer=g % 2)
        while not deal.over:
            if way == "players":
                seat = deal.to_act
                deal = deal.play(bot.choose(deal.observe(seat), deal.legal_moves(), rng))
            elif way == "engine":
                deal = deal.play(rng.choice(deal.legal_moves()))
            else:
                deal = deal.apply_unchecked(rng.choice(deal.legal_moves()))
            moves += 1
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    # CPU time too: on a shared machine the wall clock also counts time spent waiting for a core.
    return {"deals_per_second": round(deals / seconds, 1), "deals_per_cpu_second": round(deals / max(cpu, 1e-9), 1),
            "moves_per_second": round(moves / seconds), "moves_per_deal": round(moves / deals, 1),
            "seconds": round(seconds, 3), "cpu_seconds": round(cpu, 3)}  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--rules", default="standard")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    run("unchecked", max(1, args.deals // 20), args.rules, args.seed + 1)  # warm-up: caches, imports
    figures: dict[str, object] = {
        "python": f"{platform.python_implementation()} {platform.python_version()} ({sys.platform})",
        "rules": args.rules,
        "deals": args.deals,
    }
    for way in ("engine", "unchecked", "players"):
        r = run(way, args.deals, args.rules, args.seed)
        figures[way] = r
        print(f"{way:>9}: {r['deals_per_second']:8.1f} deals/s ({r['deals_per_cpu_second']:.1f} per CPU second)  "
              f"{r['moves_per_second']:8d} moves/s  {r['moves_per_deal']:6.1f} moves a deal")  # fmt: skip
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
