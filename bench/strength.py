"""Playing strength: duplicate matches between CPU levels, via ``kings.sim``'s duplicate mode.

Each deal is played once per rotation of the seats, so every player holds every hand of the
same cards; a level's *score* counts a win as 1 and an impasse as 1/2, and its 95% interval
treats each deal (all of its games) as one sample. *Decided* deals are those the seat, not the
player, decided: the same seat won every game. With ``--players N`` (default 2) the first level
of a pair sits at a table of N with N - 1 players of the second: its fair share is 1/N.

    python bench/strength.py [--deals 2000] [--pairs hard:medium,medium:easy] [--jobs 2]
    python bench/strength.py --deals 300 --hard '{"samples": 12}'   # try other hard settings
    python bench/strength.py --deals 300 --pairs expert:hard --expert '{"playouts": 60000}'   # ... expert ones
    python bench/strength.py --deals 1000 --pairs hard:medium --players 3   # one hard, two medium
    python bench/strength.py --deals 200 --pairs hard:medium --match        # whole scored matches
    python bench/strength.py --deals 300 --players 3 --match --stream 1     # same matches, other luck

Prints a line per pair, then one JSON line. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings import sim
from kings.corners.players import Player, make_player
from kings.corners.players.hard import EXPERT, HardPlayer, Settings

#: Overrides of the hard and expert levels' settings for this run (set in each worker process).
TUNING: dict[str, dict[str, Any]] = {"hard": {}, "expert": {}}


def _factory(label: str) -> Player:
    if label == "hard" and TUNING["hard"]:
        return HardPlayer(Settings(**TUNING["hard"]))
    if label == "expert" and TUNING["expert"]:
        return HardPlayer(EXPERT._replace(**TUNING["expert"]), "expert")
    return make_player(label)


def _chunk(job: tuple[argparse.Namespace, range, dict[str, dict[str, Any]]]) -> sim.Tally:
    args, deals, tuning = job
    TUNING.update(tuning)
    return sim.run(args, deals, _factory)


def _merge(parts: list[sim.Tally]) -> sim.Tally:
    out = sim.Tally(labels=parts[0].labels)
    for t in parts:
        out.games += t.games
        out.impasses += t.impasses
        out.errors += t.errors
        out.moves += t.moves
        out.error_samples += t.error_samples
        for label in out.labels:
            out.wins[label] += t.wins[label]
            out.points[label] += t.points[label]
            out.per_deal[label] += t.per_deal[label]
            out.times[label] += t.times[label]
    return out


def pair(a: str, b: str, deals: int, rules: str, seed: int, jobs: int, tuning: dict[str, dict[str, Any]],
         players: int = 2, match: bool = False, stream: int = 0) -> dict[str, Any]:  # fmt: skip
    args = argparse.Namespace(game="corners", games=deals, players=players, bots=[a] + [b] * (players - 1),
                              rules=rules, seed=seed, duplicate=True, match=match, quiet=True,
                              stream=stream)  # fmt: skip
    t0 = time.perf_counter()
    size = -(-deals // jobs)
    work = [(args, range(i, min(deals, i + size)), tuning) for i in range(0, deals, size)]
    if jobs > 1:
        from multiprocessing import Pool  # not available in Pyodide: only imported when asked for

        with Pool(jobs) as pool:
            tally = _merge(pool.map(_chunk, work))
    else:
        tally = _merge([_chunk(w) for w in work])
    figures = sim.report(args, tally, time.perf_counter() - t0)
    per = tally.per_deal[a]
    fair = 1 / players  # the score of a deal every seat's player won alike
    return {
        "pair": f"{a} vs {b}" if players == 2 else f"{a} vs {players - 1} {b}",
        "players": players,
        "fair_share": round(1 / players, 4),
        "deals": deals,
        "games": tally.games,
        "score": figures["score"][a],
        "score_ci95": figures["score_ci95"][a],
        "win_rate": figures["win_rate"],
        "impasse_rate": figures["impasse_rate"],
        "decided_by_seat": round(sum(1 for x in per if x == fair) / max(1, len(per)), 4),
        "swing_deals_won": round(sum(1 for x in per if x > fair) / max(1, sum(1 for x in per if x != fair)), 4),
        "errors": tally.errors,
        "seconds": figures["seconds"],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--pairs", default="hard:medium,medium:easy")
    ap.add_argument("--rules", default="standard")
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--jobs", type=int, default=1, help="processes (CPython only)")
    ap.add_argument("--hard", default="{}", help="JSON of hard.Settings fields to override")
    ap.add_argument("--expert", default="{}", help="JSON of fields of the expert's settings (hard.EXPERT) to override")
    ap.add_argument("--players", type=int, default=2, help="seats at the table: the first level and N-1 of the other")
    ap.add_argument("--match", action="store_true", help="whole scored matches instead of deals (--deals counts them)")
    ap.add_argument("--stream", type=int, default=0,
                    help="another stream of the players' random choices, same deals: what a figure owes to luck")
    args = ap.parse_args()
    hard, expert = json.loads(args.hard), json.loads(args.expert)
    out: dict[str, Any] = {"rules": args.rules, "seed": args.seed, "stream": args.stream, "hard_settings": hard,
                           "expert_settings": expert, "pairs": []}  # fmt: skip
    for text in args.pairs.split(","):
        a, b = text.split(":")
        r = pair(a, b, args.deals, args.rules, args.seed, args.jobs, {"hard": hard, "expert": expert}, args.players,
                 args.match, args.stream)  # fmt: skip
        out["pairs"].append(r)
        lo, hi = r["score_ci95"]
        print(f"{r['pair']}: {a} scores {r['score']:.1%} (95% CI {lo:.1%} to {hi:.1%}; fair share "
              f"{r['fair_share']:.1%}) over {r['deals']} duplicate "
              f"deals = {r['games']} games; wins {r['win_rate']}; impasses {r['impasse_rate']:.1%}; "
              f"{r['decided_by_seat']:.0%} of deals decided by the seat, {a} won {r['swing_deals_won']:.0%} "
              f"of the others; {r['errors']} errors; {r['seconds']:.0f} s", flush=True)  # fmt: skip
    print(json.dumps(out))


if __name__ == "__main__":
    main()
