"""3-13: two settings of the hard player compared on the same rounds against the same opponents (issue 15's tuning).

Each deal is every round size (3 to 13 cards) played once per rotation of the seats, the hard player in each seat in
turn against medium players. Both settings play the same deals; where they make the same choices the games are the
same, so the paired difference (A's points minus B's, a game of eleven rounds) has a much narrower interval than
either figure alone. A round is scored on its own (the same sum a whole game would add up: the players do not read
the game's totals). Prints each setting's points a game against the others' mean, and the paired difference, with 95%
intervals (each deal one sample).

    python bench/three_thirteen_tune.py --a '{}' --b '{"catch": 0}' [--deals 30] [--seed 99] [--players 2]

Settings are JSON objects of :class:`kings.three_thirteen.players.hard.Settings` fields. Not a test: it never fails.
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
from kings.three_thirteen.players import make_player
from kings.three_thirteen.players.hard import HardPlayer, Settings
from kings.three_thirteen.round import Round
from kings.three_thirteen.rules import preset


def play(settings: dict[str, Any], args: argparse.Namespace, g: int, number: int, rot: int) -> float:
    """Hard's points in one round minus the others' mean."""
    n = args.players
    labels = ["hard" if (s + rot) % n == 0 else args.against for s in range(n)]
    bots = [HardPlayer(replace(Settings(), **settings)) if label == "hard" else make_player(label) for label in labels]
    rngs = [Rng(derive_seed(g, number, rot, s)) for s in range(n)]
    r = Round.new(preset(args.rules), derive_seed(args.seed, g, number), n, g % n, number)
    while not r.over:
        s = r.acting
        assert s is not None
        r = r.play(bots[s].choose(r.observe(s), r.legal_moves(), rngs[s]))
    pen = r.penalties()
    hard = labels.index("hard")
    return pen[hard] - sum(p for i, p in enumerate(pen) if i != hard) / (n - 1)


def interval(values: list[float]) -> str:
    n = len(values)
    mean = sum(values) / n
    half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in values) / max(1, n - 1)) / math.sqrt(n)
    return f"{mean:+.2f} ({mean - half:+.2f} to {mean + half:+.2f})"


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--a", default="{}", help="JSON of Settings fields for setting A")
    ap.add_argument("--b", default="{}", help="JSON of Settings fields for setting B")
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--seed", type=int, default=99)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--against", default="medium", help="the other seats' level")
    ap.add_argument("--rules", default="standard")
    args = ap.parse_args()
    a, b = json.loads(args.a), json.loads(args.b)
    t0 = time.perf_counter()
    rounds = len(preset(args.rules).rounds())
    pa: list[float] = []
    pb: list[float] = []
    for g in range(args.deals):
        sa = sb = 0.0
        for number in range(rounds):
            for rot in range(args.players):
                sa += play(a, args, g, number, rot) / args.players
                sb += play(b, args, g, number, rot) / args.players
        pa.append(sa)
        pb.append(sb)
    diff = [x - y for x, y in zip(pa, pb, strict=True)]
    figures = {"a": a, "b": b, "deals": args.deals, "seed": args.seed, "players": args.players, "against": args.against,
               "a_points": interval(pa), "b_points": interval(pb), "a_minus_b": interval(diff),
               "seconds": round(time.perf_counter() - t0, 1)}  # fmt: skip
    print(f"A {a}: {figures['a_points']} points a game against {args.against}; B {b}: {figures['b_points']}; A - B "
          f"{figures['a_minus_b']} ({args.deals} deals, seed {args.seed}, {args.players} players, "
          f"{figures['seconds']} s)")  # fmt: skip
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
