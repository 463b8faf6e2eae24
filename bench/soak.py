"""Soak one game: thousands of seeded games played by random moves and by CPU players, under every preset and table
size, every invariant checked as they go; problems reported by seed (issue 35).

    python bench/soak.py --game ID [--games N] [--start I] [--seed BASE] [--jobs J] [--matches-every K]
                         [--strong-every S] [--sample-every R] [--only I]

Soak game ``i`` is dealt from ``derive_seed(BASE, i)`` under the game's presets in turn and every table size each
seats (tests/conformance.py's ``Table.setup``). Most games are single deals (the registry's ``new``: a deal of Kings
in the Corner, a whole game of King, a round of 3-13 of any size, a game of Kings Cup, a deal of Klondike); every
K-th is a whole match (``new_match`` to the end, every deal inside it checked the same way). Six games in ten are
played by uniformly random legal moves, the rest by the game's cheap CPU levels (from their observations only), one
in S of those with a strong level at one seat (the strong ones think for many milliseconds a move).

Checked after every move: the cards are conserved (where they lie is the pack the rules deal), exactly one seat acts
with at least one legal move until the end (then none, and an outcome), a CPU's move is one of the legal moves.
At the end of every deal and match: the game's own scores (bench/soak_games.py: fixed totals, chips conserved,
penalties, totals adding up), the standings of a match. On a sample (one game in R, and one position of every
game): the observations (each seat's view must not change when everything it cannot see is dealt again), the
record of a deal in progress and of the whole game or match round-tripping through JSON and replaying to the same
position, totals and standings. The output says how many of each were made.

``--start I --games N`` plays games I to I + N - 1, so a run stopped part way goes on where it stopped (the output
says where); ``--only I`` replays one game (a problem's), printing its error in full. Ends with one JSON line. A
benchmark, not a test: the test suite runs a small slice (tests/test_soak_bench.py).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from soak_games import Adapter, adapter

from kings import registry
from kings.game import Player
from kings.seeding import Rng, derive_seed
from tests.conformance import (
    MAX_DEALS,
    MAX_MOVES,
    Table,
    check_cards,
    check_hidden,
    check_record,
    check_standings,
    check_turn,
)

RANDOM_SHARE = 6  #: of every ten games, this many are played by random moves, the rest by CPU players
MAX_PROBLEMS = 200  #: problems kept for the report (all are counted)


@dataclass(frozen=True)
class Plan:
    """How the games of a run are chosen and how much is sampled."""

    base: int
    matches_every: int = 10
    strong_every: int = 100
    sample_every: int = 10


@dataclass
class Tally:
    """What a run (or a part of it) did and found."""

    games: int = 0
    matches: int = 0
    deals: int = 0
    moves: int = 0
    seen: Counter[str] = field(default_factory=Counter)  #: games by kind of play, checks made by kind
    seconds: Counter[str] = field(default_factory=Counter)  #: CPU seconds by kind of play
    problems: int = 0
    reports: list[dict[str, Any]] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.matches += other.matches
        self.deals += other.deals
        self.moves += other.moves
        self.seen.update(other.seen)
        self.seconds.update(other.seconds)
        self.problems += other.problems
        self.reports.extend(other.reports[: MAX_PROBLEMS - len(self.reports)])


class Soak:
    """One game's soak: its registry entry loaded once, its adapter, its CPU players by level."""

    def __init__(self, game_id: str, plan: Plan) -> None:
        self.info = registry.game(game_id)
        self.table = Table(self.info)
        self.adapter: Adapter = adapter(game_id)
        self.plan = plan
        levels = [lv.id for lv in self.info.levels if lv.id != "random"]
        # The strongest level, and the strongest offered to players, think longest (unless the game names them).
        strong = set(self.adapter.strong or levels[-1:]) | {lv.id for lv in self.info.offered_levels[-1:]}
        self.strong_every = self.adapter.strong_every or plan.strong_every
        self.cheap = [lv for lv in levels if lv not in strong]
        self.strong = [lv for lv in levels if lv in strong]

    # -- one game ---------------------------------------------------------------------------------------------------
    def policy(self, i: int, players: int) -> tuple[str, list[str] | None]:
        """(name, the level of each seat or None for random moves) of game ``i``."""
        if i % 10 < RANDOM_SHARE or not self.cheap:
            return "random", None
        levels = [self.cheap[(i + s) % len(self.cheap)] for s in range(players)]
        if self.strong and (i // 10) % self.strong_every == 0:
            levels[i % players] = self.strong[(i // 10 // self.strong_every) % len(self.strong)]
            return "strong CPU", levels
        return "CPU", levels

    def play(self, i: int, tally: Tally) -> None:
        """Soak game ``i``; a problem is counted and reported, never raised."""
        rules, seed, players, dealer = self.table.setup(i, self.plan.base)
        policy, levels = self.policy(i, players)
        match = self.is_match(i)
        where = {"moves": 0}
        began = time.process_time()
        try:
            bots = [self.info.make_player(lv) for lv in levels] if levels else None
            if match:
                self._match(i, rules, seed, players, bots, tally, where)
            else:
                self._deal(i, rules, seed, players, dealer, bots, tally, where)
        except Exception as exc:  # every failure is a problem to report, with its seed: the run goes on
            tally.problems += 1
            if len(tally.reports) < MAX_PROBLEMS:
                tally.reports.append({"i": i, "seed": seed, "rules": rules.id, "players": players, "policy": policy,
                                      "match": match, "after_moves": where["moves"],
                                      "error": f"{type(exc).__name__}: {exc}"[:400]})  # fmt: skip
        tally.games += 1
        kind = f"{'match' if match else 'deal'}, {policy}"
        tally.seen[kind] += 1
        tally.seconds[kind] += time.process_time() - began

    def is_match(self, i: int) -> bool:
        """Whether game ``i`` is a whole match (every kind of play gets its share: see :meth:`policy`)."""
        return (i + i // 10) % self.plan.matches_every == 0

    def _sampled(self, i: int) -> bool:
        return (i + i // 10 + 5) % self.plan.sample_every == 0

    def _move(self, state: Any, bots: list[Player] | None, rng: Rng, observe: Any) -> Any:
        legal = state.legal_moves()
        if bots is None:
            move = legal[rng.below(len(legal))]
            if self.adapter.rare(move) and rng.below(10):  # a move that ends the game at will: mostly not
                move = legal[rng.below(len(legal))]
            return move
        seat = state.acting
        move = bots[seat].choose(observe(seat), legal, rng)
        assert move in legal, f"CPU level {bots[seat].level} chose an illegal {move!r}"
        return move

    def _step(self, state: Any, tally: Tally, rng: Rng, look: bool) -> None:
        """The checks made after every move (and, at the sampled position, each seat's view)."""
        check_cards(self.table, state)
        check_turn(self.table, state)
        if look:
            check_hidden(self.table, state, rng)
            tally.seen["observations checked"] += state.players

    def _deal(self, i: int, rules: Any, seed: int, players: int, dealer: int, bots: list[Player] | None,
              tally: Tally, where: dict[str, int]) -> None:  # fmt: skip
        make = self.adapter.deal
        state = make(self.info, rules, seed, players, dealer, i) if make else self.info.new(rules, seed, players,
                                                                                             dealer)  # fmt: skip
        rng = Rng(derive_seed(seed, 5))
        look_at = rng.below(60)  #: the position whose observations are checked (or the last, if the deal is shorter)
        moves = 0
        while True:
            self._step(state, tally, rng, moves == look_at or (state.over and moves < look_at))
            if moves == 20 and self._sampled(i):
                check_record(self.table, state, moves)  # a deal in progress replays too
                tally.seen["records replayed"] += 1
            if state.over:
                break
            assert moves < MAX_MOVES, f"no end after {MAX_MOVES} moves"
            state = state.play(self._move(state, bots, rng, state.observe))
            moves += 1
            where["moves"] = moves
        self.adapter.deal_end(state)
        if self._sampled(i):
            check_record(self.table, state, moves)
            tally.seen["records replayed"] += 1
        tally.deals += 1
        tally.moves += moves

    def _match(self, i: int, rules: Any, seed: int, players: int, bots: list[Player] | None, tally: Tally,
               where: dict[str, int]) -> None:  # fmt: skip
        match = self.info.new_match(rules, seed, players)
        rng = Rng(derive_seed(seed, 5))
        look_at = rng.below(200)
        moves = deals = 0
        while not match.over:
            deal = match.deal
            if deal is None:
                assert deals < MAX_DEALS, f"no end after {MAX_DEALS} deals"
                match = match.next_deal()
                continue
            self._step(deal, tally, rng, moves == look_at)
            seat = deal.acting
            assert 0 <= match.match_seat(seat) < players, f"deal seat {seat} is no match seat"
            move = self._move(deal, bots and [bots[match.match_seat(s)] for s in range(deal.players)], rng,
                              match.observe)  # fmt: skip
            match = match.play(move)
            moves += 1
            where["moves"] = moves
            if match.deal is None:  # the deal ended: its last state, checked as every deal's
                final = deal.play(move)
                self._step(final, tally, rng, False)
                self.adapter.deal_end(final)
                deals += 1
        assert match.deal is None
        check_standings(self.table, match)
        self.adapter.match_end(match)
        if self._sampled(i):
            record = self.info.match_record(match)
            back = self.info.match_record_from_json(record.to_json())
            assert back == record, "the match record changed through JSON"
            again = back.replay()
            assert again.over and again.totals == match.totals and again.winners == match.winners, "replay"
            assert list(again.standings()) == list(match.standings()), "the replayed match stands otherwise"
            tally.seen["match records replayed"] += 1
        tally.matches += 1
        tally.deals += deals
        tally.moves += moves


def run_part(args: tuple[str, Plan, int, int]) -> tuple[int, int, Tally, float]:
    """Games ``start`` to ``start + count - 1`` (one process's share)."""
    game_id, plan, start, count = args
    soak = Soak(game_id, plan)
    tally = Tally()
    began = time.process_time()
    for i in range(start, start + count):
        soak.play(i, tally)
    return start, count, tally, time.process_time() - began


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True, choices=[g.id for g in registry.games()])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--start", type=int, default=0, help="the first game's number (to go on after a stopped run)")
    ap.add_argument("--seed", type=int, default=35, help="the base seed")
    ap.add_argument("--jobs", type=int, default=1, help="processes")
    ap.add_argument("--matches-every", type=int, default=10, help="one game in K is a whole match")
    ap.add_argument("--strong-every", type=int, default=100,
                    help="the CPU games of one block of ten in S seat a strong level (unless the game says)")
    ap.add_argument("--sample-every", type=int, default=10, help="one game in R replays its records")
    ap.add_argument("--chunk", type=int, default=100, help="games per piece of work")
    ap.add_argument("--only", type=int, default=None, help="replay game I alone, its error in full")
    args = ap.parse_args()
    plan = Plan(args.seed, args.matches_every, args.strong_every, args.sample_every)
    if args.only is not None:
        soak = Soak(args.game, plan)
        rules, seed, players, _ = soak.table.setup(args.only, plan.base)
        print(f"game {args.only}: seed {seed}, rules {rules.id}, {players} seats, "
              f"{soak.policy(args.only, players)}, match: {soak.is_match(args.only)}")  # fmt: skip
        tally = Tally()
        soak.play(args.only, tally)
        if tally.problems:
            print(json.dumps(tally.reports[0], indent=1))
            _again(soak, args.only)
        else:
            print("no problem")
        return
    parts = [(args.game, plan, s, min(args.chunk, args.start + args.games - s))
             for s in range(args.start, args.start + args.games, args.chunk)]  # fmt: skip
    total, began, cpu = Tally(), time.perf_counter(), 0.0
    done: set[int] = set()
    last = began
    print(f"soak {args.game}: games {args.start} to {args.start + args.games - 1}, seed {args.seed}, "
          f"{args.jobs} job(s)", flush=True)  # fmt: skip

    def take(start: int, tally: Tally, seconds: float) -> None:
        nonlocal last, cpu
        total.add(tally)
        cpu += seconds
        done.add(start)
        for report in tally.reports:
            print("PROBLEM", json.dumps(report), flush=True)
        if time.perf_counter() - last > 30:
            last = time.perf_counter()
            print(f"  {total.games} games, {total.problems} problems, {last - began:.0f} s; "
                  f"go on with --start {_resume(args.start, args.chunk, done, args.start + args.games)}",
                  flush=True)  # fmt: skip

    if args.jobs > 1:
        from multiprocessing import Pool

        with Pool(args.jobs) as pool:
            for start, _, tally, seconds in pool.imap_unordered(run_part, parts):
                take(start, tally, seconds)
    else:
        for part in parts:
            start, _, tally, seconds = run_part(part)
            take(start, tally, seconds)
    wall = time.perf_counter() - began
    _report(args, total, wall, cpu)


def _resume(start: int, chunk: int, done: set[int], end: int) -> int:
    """The first game not known to be played (every piece before it is done); ``end`` once every piece is."""
    at = start
    while at in done:
        at += chunk
    return min(at, end)


def _again(soak: Soak, i: int) -> None:
    """Play game ``i`` again without catching its error: the traceback in full."""
    rules, seed, players, dealer = soak.table.setup(i, soak.plan.base)
    try:
        levels = soak.policy(i, players)[1]
        bots = [soak.info.make_player(lv) for lv in levels] if levels else None
        where: dict[str, int] = {"moves": 0}
        if soak.is_match(i):
            soak._match(i, rules, seed, players, bots, Tally(), where)
        else:
            soak._deal(i, rules, seed, players, dealer, bots, Tally(), where)
    except Exception:
        traceback.print_exc()


def _report(args: argparse.Namespace, total: Tally, wall: float, cpu: float) -> None:
    soak = Soak(args.game, Plan(args.seed))
    scores = soak.adapter.scores or "none: this game has no adapter in bench/soak_games.py"
    print(f"{total.games} games of {args.game} ({total.matches} whole matches; {total.deals} deals, "
          f"{total.moves} moves): {total.problems} problems, {wall:.0f} s wall, {cpu:.0f} s CPU")  # fmt: skip
    print("  played (games, CPU seconds): " + "; ".join(f"{k} {v} ({total.seconds[k]:.0f} s)"
                                                      for k, v in sorted(total.seen.items()) if "," in k))
    print(f"  checked after every move ({total.moves + total.deals} positions): cards conserved, one seat acting "
          "with legal moves, CPU moves legal")  # fmt: skip
    print(f"  checked at the end of every deal and match: the game's scores ({scores}); match standings")
    print(f"  sampled: {total.seen['observations checked']} observations compared with a redeal of the hidden "
          f"cards (one position a game), {total.seen['records replayed']} deal records and "
          f"{total.seen['match records replayed']} match records replayed (one game in {args.sample_every})")
    print(f"  next: --start {args.start + args.games}")
    print(json.dumps({"game": args.game, "start": args.start, "games": total.games, "matches": total.matches,
                      "deals": total.deals, "moves": total.moves, "problems": total.problems,
                      "observations": total.seen["observations checked"],
                      "records": total.seen["records replayed"], "match_records": total.seen["match records replayed"],
                      "seconds": round(wall), "cpu_seconds": round(cpu), "seed": args.seed, "next": args.start +
                      args.games, "played": {k: v for k, v in total.seen.items() if "," in k}}))  # fmt: skip


if __name__ == "__main__":
    main()
