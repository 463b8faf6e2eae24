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
from tests.conformance import MAX_DEALS, MAX_MOVES, Table, check_cards, check_hidden, check_standings, check_turn

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
    seconds: dict[str, float] = field(default_factory=dict)  #: CPU seconds by kind of play
    problems: int = 0
    reports: list[dict[str, Any]] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.matches += other.matches
        self.deals += other.deals
        self.moves += other.moves
        self.seen.update(other.seen)
        for kind, seconds in other.seconds.items():
            self.seconds[kind] = self.seconds.get(kind, 0.0) + seconds
        self.problems += other.problems
        self.reports.extend(other.reports[: MAX_PROBLEMS - len(self.reports)])

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "matches": self.matches, "deals": self.deals, "moves": self.moves,
                "seen": dict(self.seen), "seconds": dict(self.seconds), "problems": self.problems,
                "reports": self.reports}  # fmt: skip

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tally:
        return cls(data["games"], data["matches"], data["deals"], data["moves"], Counter(data["seen"]),
                   dict(data["seconds"]), data["problems"], list(data["reports"]))  # fmt: skip


@dataclass
class Where:
    """How far the game being soaked had got: what a problem's report names."""

    moves: int = 0  #: moves played (in the whole match, for a match)
    deal: int = 0  #: the deal of a match being played (from 0)
    move: Any = None  #: the last move played (None before the first)
    check: str = "play"  #: what was being done: ``play`` (a move or the checks after it), ``end`` or ``record``


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
        """Soak game ``i``; a problem is counted and reported (seed, deal, move), never raised."""
        rules, seed, players, dealer = self.table.setup(i, self.plan.base)
        policy, levels = self.policy(i, players)
        match = self.is_match(i)
        where = Where()
        began = time.process_time()
        try:
            self.run(i, tally, where)
        except Exception as exc:  # every failure is a problem to report, with its seed: the run goes on
            tally.problems += 1
            if len(tally.reports) < MAX_PROBLEMS:
                tally.reports.append({"i": i, "seed": seed, "rules": rules.id, "players": players, "dealer": dealer,
                                      "policy": policy, "levels": levels, "match": match,
                                      **({"deal": where.deal} if match else {}), "after_moves": where.moves,
                                      "last_move": None if where.move is None else str(where.move),
                                      "during": where.check,
                                      "error": f"{type(exc).__name__}: {exc}"[:400]})  # fmt: skip
        tally.games += 1
        kind = f"{'match' if match else 'deal'}, {policy}"
        tally.seen[kind] += 1
        tally.seconds[kind] = tally.seconds.get(kind, 0.0) + time.process_time() - began

    def run(self, i: int, tally: Tally, where: Where) -> None:
        """Soak game ``i``, raising its first problem."""
        rules, seed, players, dealer = self.table.setup(i, self.plan.base)
        levels = self.policy(i, players)[1]
        bots = [self.info.make_player(lv) for lv in levels] if levels else None
        if self.is_match(i):
            self._match(i, rules, seed, players, bots, tally, where)
        else:
            self._deal(i, rules, seed, players, dealer, bots, tally, where)

    def is_match(self, i: int) -> bool:
        """Whether game ``i`` is a whole match (every kind of play gets its share: see :meth:`policy`)."""
        return (i + i // 10) % self.plan.matches_every == 0

    def _sampled(self, i: int) -> bool:
        """Whether game ``i`` replays its record (a deal: move by move; a match: to its end). One deal in R, and one
        match in R (the matches are the games whose block of ten is sampled, so no sample misses them)."""
        if self.is_match(i):
            return (i // 10 + 9) % self.plan.sample_every == 0
        return (i + i // 10 + 5) % self.plan.sample_every == 0

    def _move(self, state: Any, legal: Any, bots: list[Player] | None, rng: Rng, observe: Any) -> Any:
        if bots is None:
            move = legal[rng.below(len(legal))]
            if self.adapter.rare(move) and rng.below(10):  # a move that ends the game at will: mostly not
                move = legal[rng.below(len(legal))]
            return move
        seat = state.acting
        move = bots[seat].choose(observe(seat), legal, rng)
        assert move in legal, f"CPU level {bots[seat].level} chose an illegal {move!r}"
        return move

    def _step(self, state: Any, tally: Tally, rng: Rng, look: bool) -> Any:
        """The checks made at every position (and, at the sampled one, each seat's view); its legal moves."""
        check_cards(self.table, state)
        legal = state.legal_moves()
        check_turn(self.table, state, legal)
        if look:
            check_hidden(self.table, state, rng)
            self.adapter.look(state)
            tally.seen["observations checked"] += state.players
        return legal

    def _played(self, before: Any, move: Any, after: Any, where: Where) -> None:
        where.moves += 1
        where.move = move
        self.adapter.step(before, move, after)

    def _ended(self, final: Any, tally: Tally) -> None:
        how = self.adapter.deal_end(final)
        if how:
            tally.seen[f"ended: {how}"] += 1

    def _deal(self, i: int, rules: Any, seed: int, players: int, dealer: int, bots: list[Player] | None,
              tally: Tally, where: Where) -> None:  # fmt: skip
        make = self.adapter.deal
        state = make(self.info, rules, seed, players, dealer, i) if make else self.info.new(rules, seed, players,
                                                                                             dealer)  # fmt: skip
        rng = Rng(derive_seed(seed, 5))
        look_at = rng.below(60)  #: the position whose observations are checked (or the last, if the deal is shorter)
        states = [state] if self._sampled(i) else None  #: every position, to compare with the record's replay
        first = state
        moves = 0
        while True:
            legal = self._step(state, tally, rng, moves == look_at or (state.over and moves < look_at))
            if state.over:
                break
            assert moves < MAX_MOVES, f"no end after {MAX_MOVES} moves"
            move = self._move(state, legal, bots, rng, state.observe)
            before, state = state, state.play(move)
            moves += 1
            self._played(before, move, state, where)
            if states is not None:
                states.append(state)
        where.check = "end"
        self._ended(state, tally)
        where.check = "record"
        self._record(first, state, moves, states, tally)
        tally.deals += 1
        tally.moves += moves

    def _record(self, first: Any, final: Any, moves: int, states: list[Any] | None, tally: Tally) -> None:
        """The deal's record holds every move and round-trips through JSON; with ``states`` (every position played,
        the deal first: a sampled game) the record replays to the end, and passes through each position played,
        compared in one pass (what replaying the record of every prefix would check, in linear time)."""
        info, name = self.info, self.info.id
        record = info.record(final)
        text = record.to_json()
        assert isinstance(json.loads(text), dict), f"{name}: the record is no JSON object"
        back = info.record_from_json(text)
        if back != record:
            raise AssertionError(f"{name}: the record changed through JSON{_first_change(record.moves, back.moves)}")
        assert (back.rules, back.seed, back.players) == (final.rules, final.seed, final.players), f"{name}: record"
        assert len(back.moves) == moves, f"{name}: the record holds {len(back.moves)} moves, not {moves}"
        tally.seen["records through JSON"] += 1
        if states is None:
            return
        assert back.replay().position() == final.position(), f"{name}: the record replays elsewhere"
        state = info.record(first).replay()  # the record of the deal before any move: where every replay starts
        assert state.position() == first.position(), f"{name}: the deal's record replays to another deal"
        for k, move in enumerate(back.moves, 1):
            state = state.play(move)
            assert state.position() == states[k].position(), f"{name}: the record replays elsewhere after move {k}"
        tally.seen["records replayed"] += 1
        tally.seen["positions replayed"] += moves + 1

    def _match(self, i: int, rules: Any, seed: int, players: int, bots: list[Player] | None, tally: Tally,
               where: Where) -> None:  # fmt: skip
        match = self.info.new_match(rules, seed, players)
        rng = Rng(derive_seed(seed, 5))
        look_at = rng.below(200)
        deals = 0
        while not match.over:
            deal = match.deal
            if deal is None:
                assert deals < MAX_DEALS, f"no end after {MAX_DEALS} deals"
                match = match.next_deal()
                continue
            where.deal = deals
            legal = self._step(deal, tally, rng, where.moves == look_at)
            seat = deal.acting
            assert seat is not None and 0 <= match.match_seat(seat) < players, f"deal seat {seat} is no match seat"
            move = self._move(deal, legal, bots and [bots[match.match_seat(s)] for s in range(deal.players)], rng,
                              match.observe)  # fmt: skip
            match = match.play(move)
            after = match.deal
            if after is None:  # the deal ended: its last state, checked as every deal's
                after = deal.play(move)
                self._played(deal, move, after, where)
                self._step(after, tally, rng, False)
                where.check = "end"
                self._ended(after, tally)
                where.check = "play"
                deals += 1
            else:
                self._played(deal, move, after, where)
        assert match.deal is None
        where.check = "end"
        check_standings(self.table, match)
        self.adapter.match_end(match)
        where.check = "record"
        record = self.info.match_record(match)
        back = self.info.match_record_from_json(record.to_json())
        if back != record:
            raise AssertionError(f"the match record changed through JSON{_first_change(str(record), str(back))}")
        assert (back.rules, back.seed, back.players) == (match.rules, match.seed, players), "the match record's table"
        tally.seen["match records through JSON"] += 1
        if self._sampled(i):
            again = back.replay()
            assert again.over and again.totals == match.totals and again.winners == match.winners, "replay"
            assert list(again.standings()) == list(match.standings()), "the replayed match stands otherwise"
            tally.seen["match records replayed"] += 1
        tally.matches += 1
        tally.deals += deals
        tally.moves += where.moves


def _first_change(before: Any, after: Any) -> str:
    """Where two sequences (a record's moves before and after JSON) first differ, in words."""
    for k, (a, b) in enumerate(zip(before, after, strict=False)):
        if a != b:
            return f": item {k + 1}, {str(a)[:80]!r}, reads back as {str(b)[:80]!r}"
    return f": {len(before)} items, {len(after)} read back" if len(before) != len(after) else ""


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
