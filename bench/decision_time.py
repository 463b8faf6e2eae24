"""Decision time of each CPU level: p50 / p95 / max milliseconds per call of ``choose``.

Each level plays seeded heads-up deals against the medium level (medium against itself), or
with ``--players N`` one seat of it at a table of N with N - 1 mediums, under the given preset
(each the first deal of a match, so the players see a match score as they do in the app),
and every call of its ``choose`` is timed, including the calls where
only one move is legal and the hard level's calls that replay a plan made earlier in the turn.
Both wall-clock and CPU time (``time.process_time``; in Pyodide under Node, the Node process's
``process.cpuUsage()``, since Pyodide's own clock is the wall clock) are reported: on a shared machine the
wall clock also counts time spent waiting for a core.
Separately it reports the calls with a real choice (two or more legal moves), and, for the
hard and expert levels, the calls that planned a turn (the expensive ones). Runs the same in CPython and
in Pyodide (``node scripts/pyodide_exec.mjs bench/decision_time.py --deals 20``).

    python bench/decision_time.py [--deals 100] [--rules standard] [--levels easy,medium,hard,expert] [--players 2]

King (``--game king``, issue 34): the level plays every seat of whole games (so its own auctions, bids and
ultimatums come up), and its calls of ``choose`` are timed by kind: cards, bids (the auction) and calls (choosing a
positive hand, settling an auction, answering an ultimatum, naming trumps or the dealer), wall clock and CPU:

    node scripts/pyodide_exec.mjs bench/decision_time.py --game king --deals 3 --levels hard

``--game kings-court`` times King's Court's levels instead (issue 37): each plays whole games against the medium
level (medium against itself), Orange and Green in turn, the two entries chosen at random so games differ; ``--deals``
is then the number of games and ``--budget`` the hard level's node budget (``node scripts/pyodide_exec.mjs
bench/decision_time.py --game kings-court --deals 6``).

Prints a table, then one JSON line. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.corners import Match, preset
from kings.corners.players import make_player
from kings.corners.players.hard import EXPERT, HardPlayer, Settings
from kings.seeding import Rng, derive_seed


def pct(ms: list[float], q: float) -> float:
    if not ms:
        return 0.0
    s = sorted(ms)
    return round(s[min(len(s) - 1, int(q * len(s)))], 3)


def stats(ms: list[float]) -> dict[str, Any]:
    ms = [x for x in ms if not math.isnan(x)]  # CPU times Pyodide could no longer tell (:func:`cpu_time`)
    return {"calls": len(ms), "p50": pct(ms, 0.5), "p95": pct(ms, 0.95), "p99": pct(ms, 0.99),
            "max": round(max(ms, default=0.0), 3), "mean": round(sum(ms) / max(1, len(ms)), 3)}  # fmt: skip


def measure(
    level: str, deals: int, rules_id: str, seed: int, hard: dict[str, Any], players: int = 2,
    expert: dict[str, Any] | None = None,
) -> dict[str, Any]:
    expert = expert or {}
    rules = preset(rules_id)
    every: list[float] = []
    choice: list[float] = []
    planned: list[float] = []
    cpu_every: list[float] = []
    cpu_planned: list[float] = []
    for g in range(deals):
        seat = g % players  # the measured level takes each seat in turn
        bots = [make_player("medium") for _ in range(players)]
        if level == "hard":
            bots[seat] = HardPlayer(Settings(**hard))
        elif level == "expert":
            bots[seat] = HardPlayer(EXPERT._replace(**expert), "expert")
        else:
            bots[seat] = make_player(level)
        rngs = [Rng(derive_seed(seed, g, s)) for s in range(players)]
        match = Match.new(rules, derive_seed(seed, g), players)  # the first deal of a match: players see its score
        while match.deal is not None:
            deal = match.deal
            s = deal.to_act
            obs, legal = match.observe(s), deal.legal_moves()
            bot = bots[s]
            if s != seat:
                match = match.play(bot.choose(obs, legal, rngs[s]))
                continue
            before = bot.plans if isinstance(bot, HardPlayer) else 0
            t0, c0 = time.perf_counter(), cpu_ms()
            move = bot.choose(obs, legal, rngs[s])
            ms, cpu = (time.perf_counter() - t0) * 1e3, cpu_ms() - c0
            every.append(ms)
            cpu_every.append(cpu)
            if len(legal) > 1:
                choice.append(ms)
            if isinstance(bot, HardPlayer) and bot.plans > before:
                planned.append(ms)
                cpu_planned.append(cpu)
            match = match.play(move)
    out = {"all": stats(every), "choices": stats(choice), "all_cpu": stats(cpu_every)}
    if level in ("hard", "expert"):
        out["plans"] = stats(planned)
        out["plans_cpu"] = stats(cpu_planned)
    return out


def cpu_time() -> float:
    """``time.process_time``, or NaN where it is no longer available: in Pyodide it fails once the process has used
    about 2,147 CPU seconds (a 32-bit ``clock_t`` in microseconds), and the wall clock still tells the story."""
    try:
        return time.process_time()
    except (RuntimeError, OSError):
        return math.nan


def cpu_ms() -> float:
    """The process's CPU time in milliseconds. In Pyodide ``time.process_time`` is the wall clock, so under Node the
    Node process's own count is read (it includes the engine's helper threads, a little over Python's share)."""
    if sys.platform == "emscripten":
        try:
            import js  # type: ignore[import-not-found]

            used = js.process.cpuUsage()
            return float(used.user + used.system) / 1e3
        except (ImportError, AttributeError):
            pass
    return cpu_time() * 1e3


def measure_king(level: str, games: int, rules_id: str, seed: int) -> dict[str, Any]:
    """``level`` at all four seats of ``games`` whole games of King: its ``choose`` calls with a choice, by kind."""
    from kings.king.game import KingGame, observe
    from kings.king.players import make_player as make_king_player
    from kings.king.rules import preset as king_preset

    wall: dict[str, list[float]] = {"cards": [], "bids": [], "calls": []}
    cpu: dict[str, list[float]] = {"cards": [], "bids": [], "calls": []}
    for g in range(games):
        bots = [make_king_player(level) for _ in range(4)]
        rngs = [Rng(derive_seed(seed, g, s)) for s in range(4)]
        game = KingGame.new(derive_seed(seed, g), king_preset(rules_id))
        while not game.over:
            s = game.acting
            assert s is not None
            legal = game.legal_moves()
            kind = "cards" if game.phase == "play" else "bids" if game.phase == "auction" else "calls"
            t0, c0 = time.perf_counter(), cpu_ms()
            move = bots[s].choose(observe(game, s), legal, rngs[s])
            if len(legal) > 1:
                wall[kind].append((time.perf_counter() - t0) * 1e3)
                cpu[kind].append(cpu_ms() - c0)
            game = game.play(move)
    out: dict[str, Any] = {}
    for kind in wall:
        out[kind] = stats(wall[kind])
        out[f"{kind}_cpu"] = stats(cpu[kind])
    return out


def _load() -> float | None:
    """The machine's 1-minute load average (None where it cannot be read, as in Pyodide): timings on a loaded
    machine count time spent waiting for a core."""
    if sys.platform == "emscripten":
        return None  # Pyodide's load average is a made-up constant
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):
        return None


def measure_court(level: str, games: int, rules_id: str, seed: int, budget: int | None) -> dict[str, Any]:
    """King's Court: every ``choose`` of ``level`` in ``games`` games against the medium level."""
    from kings.kings_court.players import make_player as court_player
    from kings.kings_court.players.levels import HardPlayer as CourtHard
    from kings.kings_court.rules import preset as court_preset
    from kings.kings_court.state import CourtGame

    every: list[float] = []
    choice: list[float] = []
    cpu_every: list[float] = []
    for g in range(games):
        seat = g % 2
        bots = [court_player("medium") for _ in range(2)]
        bots[seat] = CourtHard(budget) if level == "hard" and budget else court_player(level)
        rngs = [Rng(derive_seed(seed, g, s)) for s in range(2)]
        game = CourtGame.new(court_preset(rules_id), derive_seed(seed, g))
        opening = Rng(derive_seed(seed, g, 9))
        while not game.over:
            legal = game.legal_moves()
            if game.opening:  # the entries at random: every game starts alike otherwise
                game = game.play(legal[opening.below(len(legal))])
                continue
            s = game.turn
            t0, c0 = time.perf_counter(), cpu_ms()
            move = bots[s].choose(game.observe(s), legal, rngs[s])
            ms, cpu = (time.perf_counter() - t0) * 1e3, cpu_ms() - c0
            if s == seat:
                every.append(ms)
                cpu_every.append(cpu)
                if len(legal) > 1:
                    choice.append(ms)
            game = game.play(move)
    return {"all": stats(every), "choices": stats(choice), "all_cpu": stats(cpu_every)}


def main_king(args: argparse.Namespace) -> None:
    load = _load()
    figures: dict[str, Any] = {
        "python": f"{platform.python_implementation()} {platform.python_version()} ({sys.platform})",
        "game": "king", "rules": args.rules, "games": args.deals, "load_before": load,
    }  # fmt: skip
    print(f"{figures['python']}, King, {args.deals} whole games of {args.rules}, the level at every seat "
          f"(load average before: {load})")  # fmt: skip
    print(f"{'level':>7} {'calls':>6} {'which':>10} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for level in args.levels.split(","):
        t0 = time.perf_counter()
        r = measure_king(level, args.deals, args.rules, args.seed)
        r["seconds"] = round(time.perf_counter() - t0, 2)
        figures[level] = r
        for which in ("cards", "bids", "calls", "cards_cpu", "bids_cpu", "calls_cpu"):
            x = r[which]
            print(f"{level:>7} {x['calls']:>6} {which:>10} {x['p50']:>8.2f} {x['p95']:>8.2f} {x['p99']:>8.2f} "
                  f"{x['max']:>8.2f}")  # fmt: skip
    figures["load_after"] = _load()
    print(json.dumps(figures))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--rules", default="standard")
    ap.add_argument("--levels", default="random,easy,medium,hard,expert")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hard", default="{}", help="JSON of hard.Settings fields to override")
    ap.add_argument("--expert", default="{}", help="JSON of fields of the expert's settings (hard.EXPERT) to override")
    ap.add_argument("--players", type=int, default=2, help="table size: the level at one seat, mediums at the rest")
    ap.add_argument("--game", default="corners", choices=("corners", "king", "kings-court"))
    ap.add_argument("--budget", type=int, default=None, help="King's Court: the hard level's node budget")
    args = ap.parse_args()
    if args.game == "king":
        main_king(args)
        return
    court = args.game == "kings-court"
    if court and args.rules == "standard" and args.levels == ap.get_default("levels"):
        args.levels = "easy,medium,hard"
    figures: dict[str, Any] = {
        "python": f"{platform.python_implementation()} {platform.python_version()} ({sys.platform})",
        "game": args.game,
        "load": _load(),
        "rules": args.rules,
        "deals": args.deals,
        "players": args.players,
    }
    table = "heads-up" if args.players == 2 else f"{args.players}-player"
    what = f"King's Court games of {args.rules}" if court else f"{table} deals of {args.rules}"
    print(f"{figures['python']}, {args.deals} {what} per level against medium (load {figures['load']})")
    print(f"{'level':>7} {'calls':>6} {'which':>9} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for level in args.levels.split(","):
        t0 = time.perf_counter()
        hard, expert = json.loads(args.hard), json.loads(args.expert)
        if court:
            r = measure_court(level, args.deals, args.rules, args.seed, args.budget)
        else:
            r = measure(level, args.deals, args.rules, args.seed, hard, args.players, expert)
        r["seconds"] = round(time.perf_counter() - t0, 2)
        figures[level] = r
        for which in ("all", "choices", "plans", "all_cpu", "plans_cpu"):
            if which in r:
                x = r[which]
                print(f"{level:>7} {x['calls']:>6} {which:>9} {x['p50']:>8.3f} {x['p95']:>8.3f} {x['p99']:>8.3f} "
                      f"{x['max']:>8.2f}")  # fmt: skip
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
