"""Soak one game: thousands of seeded games played by random moves and by CPU players, under every preset and table
size, every invariant checked as they go; problems reported by seed and move (issue 35).

    python bench/soak.py --game ID [--games N] [--start I] [--seed BASE] [--jobs J] [--journal FILE]
                         [--matches-every K] [--strong-every S] [--sample-every R] [--only I]

Soak game ``i`` is dealt from ``derive_seed(BASE, i)`` under the game's presets in turn and every table size each
seats (tests/conformance.py's ``Table.setup``). Most games are single deals (the registry's ``new``: a deal of Kings
in the Corner, a whole game of King, a round of 3-13 of any size, a game of Kings Cup, a deal of Klondike, a game of
King's Court); every K-th is a whole match (``new_match`` to the end, every deal inside it checked the same way).
Six games in ten are played by uniformly random legal moves, the rest by the game's cheap CPU levels (from their
observations only), one block of ten in S seating a strong level at one seat (they think for many milliseconds a
move). The output counts the games of each kind.

Checked after every move: the cards are conserved (where they lie is the pack the rules deal), exactly one seat acts
with at least one legal move, listed once each, until the end (then none, and an outcome), a CPU's move is one of
the legal moves, and the game's own move check if it has one (King's Court: pieces conserved as its rules say). At
the end of every deal and match: the game's own scores and outcome (bench/soak_games.py), the standings of a match,
its record holding every move and coming back from JSON unchanged (so every move's notation reads back as the move;
the first that does not is named). In one deal in R (``--sample-every``; 1: every deal) the record is replayed move
by move and every position it passes through is compared with the one played: one pass, the same property as
replaying the record of every prefix, in linear time; one match in R is replayed to its end (totals, winners,
standings). One position of every game: each seat's view must not change when everything it cannot see is dealt
again (and the game's own look, if any: King's Court's moves against a slow reading of its rules).

``--start I --games N`` plays games I to I + N - 1 in pieces of ``--chunk`` games; ``--jobs J`` plays the pieces in J
processes. With ``--journal FILE`` every finished piece is written to FILE at once, and the same command run again
skips the pieces already there and adds their figures to its report: a stopped soak goes on where it stopped, and
its report covers every game. ``--only I`` replays one game (a problem's), printing its error in full. Ends with one
JSON line. A benchmark, not a test: the test suite runs a small slice (tests/test_soak_bench.py).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from soak_checks import Plan, Soak, Tally, Where

from kings import registry


def run_part(args: tuple[str, Plan, int, int]) -> tuple[int, int, Tally, float]:
    """Games ``start`` to ``start + count - 1`` (one process's share)."""
    game_id, plan, start, count = args
    soak = Soak(game_id, plan)
    tally = Tally()
    began = time.process_time()
    for i in range(start, start + count):
        soak.play(i, tally)
    return start, count, tally, time.process_time() - began


class Journal:
    """The pieces of a run already played, kept in a file (one JSON line each) so that the run can go on after a
    stop: the first line names the game, the base seed and the plan, and a journal of another run is refused."""

    def __init__(self, path: Path | None, head: dict[str, Any]) -> None:
        self.path = path
        self.done: dict[int, tuple[int, Tally, float]] = {}  #: start -> (count, tally, CPU seconds)
        if path is None:
            return
        if path.exists() and path.read_text().strip():
            lines = path.read_text().splitlines()
            first = json.loads(lines[0])
            if first != head:
                raise SystemExit(f"{path} is the journal of another soak ({first}): name another file")
            for line in lines[1:]:
                if not line.strip():
                    continue
                try:
                    piece = json.loads(line)
                except ValueError:  # a line cut short by a stop: that piece is played again
                    continue
                self.done[piece["start"]] = (piece["count"], Tally.from_json(piece["tally"]), piece["cpu"])
        else:
            path.write_text(json.dumps(head) + "\n")

    def write(self, start: int, count: int, tally: Tally, cpu: float) -> None:
        if self.path is not None:
            with self.path.open("a") as f:
                f.write(json.dumps({"start": start, "count": count, "cpu": round(cpu, 3), "tally": tally.to_json()})
                        + "\n")  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True, choices=[g.id for g in registry.games()])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--start", type=int, default=0, help="the first game's number (to go on after a stopped run)")
    ap.add_argument("--seed", type=int, default=35, help="the base seed")
    ap.add_argument("--jobs", type=int, default=1, help="processes, each playing pieces of --chunk games")
    ap.add_argument("--journal", type=Path, default=None,
                    help="keep each finished piece here; run the same command again to go on where it stopped")
    ap.add_argument("--matches-every", type=int, default=10, help="one game in K is a whole match")
    ap.add_argument("--strong-every", type=int, default=100,
                    help="the CPU games of one block of ten in S seat a strong level (unless the game says)")
    ap.add_argument("--sample-every", type=int, default=10, help="one game in R replays its record move by move")
    ap.add_argument("--chunk", type=int, default=100, help="games per piece of work")
    ap.add_argument("--only", type=int, default=None, help="replay game I alone, its error in full")
    args = ap.parse_args()
    plan = Plan(args.seed, args.matches_every, args.strong_every, args.sample_every)
    if args.only is not None:
        _only(args.game, plan, args.only)
        return
    end = args.start + args.games
    head = {"game": args.game, "seed": args.seed, "matches_every": args.matches_every,
            "strong_every": args.strong_every, "sample_every": args.sample_every, "chunk": args.chunk}  # fmt: skip
    journal = Journal(args.journal, head)
    parts = [(args.game, plan, s, min(args.chunk, end - s)) for s in range(args.start, end, args.chunk)]
    total, began, cpu = Tally(), time.perf_counter(), 0.0
    done: set[int] = set()
    for part in parts:
        if part[2] in journal.done and journal.done[part[2]][0] == part[3]:
            _, tally, seconds = journal.done[part[2]]
            total.add(tally)
            cpu += seconds
            done.add(part[2])
    todo = [p for p in parts if p[2] not in done]
    last = began
    print(f"soak {args.game}: games {args.start} to {end - 1}, seed {args.seed}, {args.jobs} job(s)"
          + (f"; {total.games} games already in {args.journal}" if done else ""), flush=True)  # fmt: skip

    def take(start: int, count: int, tally: Tally, seconds: float) -> None:
        nonlocal last, cpu
        journal.write(start, count, tally, seconds)
        total.add(tally)
        cpu += seconds
        done.add(start)
        for report in tally.reports:
            print("PROBLEM", json.dumps(report), flush=True)
        if time.perf_counter() - last > 30:
            last = time.perf_counter()
            print(f"  {total.games} games, {total.problems} problems, {last - began:.0f} s wall, {cpu:.0f} s CPU "
                  f"({total.games / max(cpu, 1e-9):.1f} games per CPU second); "
                  f"go on with --start {_resume(args.start, args.chunk, done, end)}"
                  + (" (or the same command: the journal knows)" if args.journal else ""), flush=True)  # fmt: skip

    if args.jobs > 1 and len(todo) > 1:
        from multiprocessing import Pool

        with Pool(args.jobs) as pool:
            for start, count, tally, seconds in pool.imap_unordered(run_part, todo):
                take(start, count, tally, seconds)
    else:
        for part in todo:
            take(*run_part(part))
    wall = time.perf_counter() - began
    _report(args, total, wall, cpu)


def _resume(start: int, chunk: int, done: set[int], end: int) -> int:
    """The first game not known to be played (every piece before it is done); ``end`` once every piece is."""
    at = start
    while at in done:
        at += chunk
    return min(at, end)


def _only(game_id: str, plan: Plan, i: int) -> None:
    """Soak game ``i`` alone: its setting, and its error with the traceback in full."""
    soak = Soak(game_id, plan)
    rules, seed, players, dealer = soak.table.setup(i, plan.base)
    print(f"game {i}: seed {seed}, rules {rules.id}, {players} seats, dealer {dealer}, "
          f"{soak.policy(i, players)}, match: {soak.is_match(i)}")  # fmt: skip
    tally = Tally()
    soak.play(i, tally)
    if not tally.problems:
        print("no problem")
        return
    print(json.dumps(tally.reports[0], indent=1))
    try:
        soak.run(i, Tally(), Where())
    except Exception:
        traceback.print_exc()


def _report(args: argparse.Namespace, total: Tally, wall: float, cpu: float) -> None:
    soak = Soak(args.game, Plan(args.seed))
    scores = soak.adapter.scores or "none: this game has no adapter in bench/soak_games.py"
    rate = total.games / cpu if cpu else 0.0
    seen = total.seen
    print(f"{total.games} games of {args.game} ({total.matches} whole matches; {total.deals} deals, "
          f"{total.moves} moves): {total.problems} problems, {wall:.0f} s wall, {cpu:.1f} s CPU "
          f"({rate:.1f} games per CPU second)")  # fmt: skip
    print("  played (games, CPU seconds): " + "; ".join(f"{k} {v} ({total.seconds.get(k, 0):.1f} s)"
                                                      for k, v in sorted(seen.items()) if "," in k))
    print(f"  checked at every position ({total.moves + total.deals} positions): cards conserved, one seat acting "
          "with legal moves listed once, CPU moves legal" + (f"; {soak.adapter.moves}" if soak.adapter.moves else ""))
    print(f"  checked at the end of every deal and match: the game's scores ({scores}); match standings")
    ends = [f"{k[7:]} {v}" for k, v in sorted(seen.items()) if k.startswith("ended: ")]
    if ends:
        print("  deals ended: " + "; ".join(ends))
    print(f"  records: {seen['records through JSON']} deal records and "
          f"{seen['match records through JSON']} match records through JSON unchanged; one in {args.sample_every} "
          f"replayed: {seen['records replayed']} deals move by move ({seen['positions replayed']} positions compared "
          f"with the ones played) and {seen['match records replayed']} matches to their end")
    print(f"  sampled: {seen['observations checked']} observations compared with a redeal of the hidden cards (one "
          "position a game)" + (f"; {soak.adapter.looks}" if soak.adapter.looks else ""))  # fmt: skip
    print(f"  next: --start {args.start + args.games}")
    print(json.dumps({"game": args.game, "start": args.start, "games": total.games, "matches": total.matches,
                      "deals": total.deals, "moves": total.moves, "problems": total.problems,
                      "observations": seen["observations checked"], "records_json": seen["records through JSON"],
                      "match_records_json": seen["match records through JSON"],
                      "records_replayed": seen["records replayed"], "positions_replayed": seen["positions replayed"],
                      "match_records_replayed": seen["match records replayed"],
                      "seconds": round(wall), "cpu_seconds": round(cpu, 1), "games_per_cpu_second": round(rate, 2),
                      "seed": args.seed, "next": args.start + args.games,
                      "played": {k: v for k, v in seen.items() if "," in k},
                      "ended": {k[7:]: v for k, v in seen.items() if k.startswith("ended: ")}}))  # fmt: skip


if __name__ == "__main__":
    main()
