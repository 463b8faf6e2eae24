"""How much match equity the hard level's playout judgement loses to its own noise, by budget.

At three or more seats the hard and expert levels choose among a dozen endings of their turn by
whole-deal playouts (:mod:`kings.corners.players.rollouts`) with a fixed budget of playout moves.
This takes decision points from seeded matches (every seat played by ``--table``), lets the level
choose at each budget, then plays every ending it compared on ``--reference`` common sampled deals
with a generator of its own, and reports, per budget:

* the mean match equity (in percent) lost per decision against the best ending by that long
  reference: what a noiseless judge of the same endings, with the same playout model, would gain;
* how often two choices at that budget with different generators agree.

The reference's best is itself a noisy maximum, so losses are overstated by about the same amount
at every budget; compare budgets with each other. A decision's equity summed over the 15 to 20
decisions of a three-player match gives the scale in match points (bench/README.md, issue 13).

    python bench/judge_loss.py [--players 3] [--positions 70] [--budgets 8000,20000,64000] [--reference 400]

Prints a line per decision, then a summary and one JSON line. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.corners import Match, Move, Observation, preset
from kings.corners.players import make_player
from kings.corners.players.equity import Equity
from kings.corners.players.hard import EXPERT, HardPlayer, Settings
from kings.corners.players.rollouts import Playouts
from kings.seeding import Rng, derive_seed

Lines = tuple[tuple[Move, ...], ...]


def positions(rules_id: str, players: int, table: str, seed: int, count: int) -> list[tuple[Observation, list[Move]]]:
    """Observations at the start of a turn with a choice, from seeded whole matches of ``table`` players."""
    rules = preset(rules_id)
    out: list[tuple[Observation, list[Move]]] = []
    game = 0
    while len(out) < count:
        match = Match.new(rules, derive_seed(seed, game), players)
        bots = [make_player(table) for _ in range(players)]
        rng = Rng(derive_seed(seed, game, 1))
        game += 1
        while not match.over and len(out) < count:
            if match.deal is None:
                match = match.next_deal()
            deal = match.deal
            assert deal is not None
            seat, legal = deal.to_act, deal.legal_moves()
            obs = match.observe(seat)
            if len(legal) > 1 and not (obs.turn.played or obs.turn.moved):
                out.append((obs, list(legal)))
            match = match.play(bots[seat].choose(obs, legal, rng))
    return out


def judged(obs: Observation, legal: list[Move], settings: Settings, seed: int) -> tuple[Lines, int, int] | None:
    """The endings the level compared by playouts, the one it chose and the work of the plan (None: it did
    not play out)."""
    player = HardPlayer(settings)
    player.choose(obs, legal, Rng(seed))
    return None if player.judged is None else (*player.judged, player.nodes)


def _with_budget(settings: Settings, budget: int) -> Settings:
    """``settings`` with ``budget`` playout moves a plan at any table size."""
    return settings._replace(playouts=budget, playouts_crowd=budget)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--positions", type=int, default=70, help="decision points taken from the matches")
    ap.add_argument("--budgets", default="8000,20000,64000", help="playout moves a plan, comma-separated")
    ap.add_argument("--reference", type=int, default=400, help="common deals each compared ending is played on")
    ap.add_argument("--rules", default="standard")
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--table", default="medium", help="the level at every seat of the matches the positions come from")
    ap.add_argument("--level", choices=("hard", "expert"), default="hard", help="whose settings judge")
    ap.add_argument("--hard", default="{}", help="JSON of the level's settings fields to override")
    args = ap.parse_args()
    budgets = [int(b) for b in args.budgets.split(",")]
    base = (EXPERT if args.level == "expert" else Settings())._replace(**json.loads(args.hard))
    started = time.perf_counter()
    lost = {b: 0.0 for b in budgets}
    agree = {b: 0 for b in budgets}
    work = {b: 0 for b in budgets}
    decisions = 0
    for k, (obs, legal) in enumerate(positions(args.rules, args.players, args.table, args.seed, args.positions)):
        first = judged(obs, legal, _with_budget(base, budgets[0]), 1)
        if first is None:
            continue  # decided without playouts (one ending, or going out)
        lines = first[0]
        picks: dict[int, int] = {}
        for b in budgets:
            a = first if b == budgets[0] else judged(obs, legal, _with_budget(base, b), 1)
            again = judged(obs, legal, _with_budget(base, b), 2)
            assert a is not None and again is not None and a[0] == lines, "the compared endings depend on the budget"
            picks[b] = a[1]
            work[b] += a[2]
            agree[b] += a[1] == again[1]
        equity = Equity(obs.rules, obs.seat, obs.players, obs.match)
        reference = Playouts(obs, Rng(derive_seed(args.seed, k, 99)), equity)
        worth = [sum(reference.value(line, i) for i in range(args.reference)) / args.reference for line in lines]
        top = max(worth)
        decisions += 1
        for b in budgets:
            lost[b] += top - worth[picks[b]]
        each = " ".join(f"{100 * (top - worth[picks[b]]):.3f}" for b in budgets)
        print(f"{decisions:3d} {len(lines):2d} endings; lost: {each}", flush=True)
    n = max(1, decisions)
    lost_percent = {b: round(100 * lost[b] / n, 3) for b in budgets}
    agreed = {b: round(agree[b] / n, 3) for b in budgets}
    mean_work = {b: round(work[b] / n) for b in budgets}
    for b in budgets:
        print(f"budget {b:6d}: {lost_percent[b]:.3f}% match equity lost a decision; two generators agree "
              f"{100 * agreed[b]:.0f}%; {mean_work[b]} work a plan")  # fmt: skip
    summary = {
        "players": args.players, "table": args.table, "level": args.level, "seed": args.seed, "decisions": decisions,
        "reference": args.reference, "lost_percent": lost_percent, "agree": agreed, "work": mean_work,
        "seconds": round(time.perf_counter() - started, 1),
    }  # fmt: skip
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
