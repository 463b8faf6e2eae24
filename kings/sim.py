"""Play CPU players against each other: ``python -m kings.sim --games 200 --bots hard,medium``.

Any game with an engine (``--game ID``, default ``corners``: Kings in the Corner; also one whose table is still
coming: :func:`kings.registry.engine`); the sim reaches it only through :mod:`kings.registry` and
the :mod:`kings.game` protocol. Every game is seeded, so
the same arguments always give the same games and results (only the timings differ). With
``--duplicate`` each deal is replayed once per rotation of the seats, so every bot sits in every
seat of the same cards and deal luck cancels out.

Results. A game is *won* by the seats its outcome names (Kings in the Corner: the seat that goes
out first; ``--match``: the match winners). A game nobody wins (an impasse) gives no credit in
``win_rate``, while ``score`` shares it evenly between the seats (a draw); ties for a win are
shared the same way. Alone at the table (Klondike, ``--players 1``) a deal not won is lost, not a
draw: it scores nothing (and counts as an impasse: nobody won it). Rates are per bot
label over all games, so with ``--bots hard,medium,medium`` medium's rate covers two seats.
The 95% interval of ``score`` treats each deal (all its rotations) as one sample.

``seat_means`` in the JSON line is each seat's mean final score (seat 0 first) over all games,
from the outcome's ``totals`` (``--match``: the match totals); it is left out for a game whose
outcome has no totals (Kings in the Corner's deals).

The human summary comes first; the last line of output is one JSON object. Exit status: 0,
1 if any game raised an exception (the sim records it and carries on), 2 for bad options.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from kings import registry
from kings.errors import KingsError, UnknownGameError
from kings.game import Player, Rules, State
from kings.registry import GameInfo
from kings.seeding import MAX_SEED, Rng, derive_seed

DEFAULT_GAME = "corners"

MAX_MOVES = 20_000  #: a deal longer than this is reported as an error (the rules make deals finite)
#: A match longer than this is reported as an error: with a corner bonus, totals can drift below
#: the target for ever (reported in tests/test_match.py).
MAX_MATCH_DEALS = 300


@dataclass
class Tally:
    """Running results of a simulation."""

    labels: list[str]
    games: int = 0
    impasses: int = 0
    errors: int = 0
    moves: int = 0
    error_samples: list[str] = field(default_factory=list)
    wins: dict[str, float] = field(default_factory=dict)
    points: dict[str, float] = field(default_factory=dict)
    per_deal: dict[str, list[float]] = field(default_factory=dict)  #: mean score of each deal's games
    times: dict[str, list[float]] = field(default_factory=dict)  #: seconds per decision
    seat_totals: list[float] = field(default_factory=list)  #: each seat's final scores added up
    seat_games: int = 0  #: games whose outcome had totals (counted in seat_totals)

    def add_totals(self, totals: Sequence[float] | None) -> None:
        """Count one game's final scores, seat by seat (None: the outcome has no totals)."""
        if totals is None:
            return
        if len(self.seat_totals) < len(totals):
            self.seat_totals += [0.0] * (len(totals) - len(self.seat_totals))
        for seat, value in enumerate(totals):
            self.seat_totals[seat] += value
        self.seat_games += 1

    def __post_init__(self) -> None:
        for label in self.labels:
            self.wins.setdefault(label, 0.0)
            self.points.setdefault(label, 0.0)
            self.per_deal.setdefault(label, [])
            self.times.setdefault(label, [])


def make_player(level: str, game: str = DEFAULT_GAME) -> Player:
    """A new CPU player of ``level`` for the game with id ``game`` (the sim's default player factory)."""
    return registry.engine(game).make_player(level)


def _default_bots(info: GameInfo) -> str:
    """The two strongest offered levels, strongest first (``hard,medium`` for Kings in the Corner)."""
    offered = [level.id for level in info.offered_levels] or [level.id for level in info.levels]
    return ",".join(reversed(offered[-2:]))


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    ids = ", ".join(g.id for g in registry.engines())
    ap = argparse.ArgumentParser(
        prog="python -m kings.sim",
        description="Seeded games between CPU players, for any registered game; ends with one JSON line.",
    )
    ap.add_argument("--game", default=DEFAULT_GAME, help=f"game id ({ids}; default {DEFAULT_GAME})")
    ap.add_argument("--games", type=int, default=100, help="deals to play (with --duplicate, each one per rotation)")
    ap.add_argument("--players", type=int, default=None,
                    help="seats at the table (default 2, or the game's nearest table size)")  # fmt: skip
    ap.add_argument("--bots", default=None,
                    help="comma list of CPU level ids, cycled over the seats (default: the game's two strongest)")
    ap.add_argument("--rules", default=None, help="rules preset id (default: the game's default preset)")
    ap.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    ap.add_argument("--duplicate", action="store_true", help="replay each deal with the seats in every rotation")
    ap.add_argument("--match", action="store_true", help="play whole scored matches instead of single deals")
    ap.add_argument("--quiet", action="store_true", help="print only the JSON line")
    ap.add_argument("--stream", type=int, default=0,
                    help="another stream of the players' own random choices on the same deals (default 0)")
    args = ap.parse_args(argv)
    try:
        info = registry.engine(args.game)
    except UnknownGameError:
        ap.error(f"unknown game {args.game!r}: choose from {ids}")
    levels = [level.id for level in info.levels]
    if args.players is None:
        args.players = min(max(2, info.min_players), info.max_players)
    if args.bots is None:
        args.bots = _default_bots(info)
    if args.rules is None:
        args.rules = info.default_preset
    bots = [b.strip() for b in args.bots.split(",")]
    bad = [b for b in bots if b not in levels]
    if bad or not bots:
        ap.error(f"unknown CPU level(s) {', '.join(map(repr, bad))}: choose from {', '.join(levels)}")
    presets = info.presets()
    if args.rules not in presets:
        ap.error(f"unknown rules preset {args.rules!r}: choose from {', '.join(presets)}")
    if args.games < 1:
        ap.error("--games must be at least 1")
    if not 0 <= args.seed <= MAX_SEED:
        ap.error(f"--seed must be between 0 and {MAX_SEED}")
    if args.stream < 0:
        ap.error("--stream must be 0 or more")
    try:
        presets[args.rules].validate(args.players)
    except KingsError as exc:
        ap.error(str(exc))
    args.bots = bots
    return args


def _play_deal(deal: State[Any], seats: list[Player], labels: list[str], rngs: list[Rng], tally: Tally) -> State[Any]:
    for _ in range(MAX_MOVES):
        seat = deal.acting
        if seat is None:
            return deal
        obs = deal.observe(seat)
        t0 = time.perf_counter()
        move = seats[seat].choose(obs, deal.legal_moves(), rngs[seat])
        tally.times[labels[seat]].append(time.perf_counter() - t0)
        deal = deal.play(move)
        tally.moves += 1
    raise RuntimeError(f"the deal did not end within {MAX_MOVES} moves")


Factory = Callable[[str], Player]


def _game(
    info: GameInfo, rules: Rules, seed: int, labels: list[str], match: bool, tally: Tally, factory: Factory,
    stream: int = 0,
) -> tuple[dict[str, float], tuple[int, ...] | None]:
    """Play one deal (or match); return each label's score in it (shares of one win), and each seat's final
    score when the outcome has totals. ``stream`` picks the players' generators (0: the usual ones); the
    cards stay the same."""
    n = len(labels)
    seats = [factory(label) for label in labels]
    rngs = [Rng(derive_seed(seed, 7, s, *((stream,) if stream else ()))) for s in range(n)]
    if not match:
        deal = _play_deal(info.new(rules, seed, n, dealer=Rng(derive_seed(seed, 3)).below(n)), seats, labels, rngs,
                          tally)  # fmt: skip
        assert deal.outcome is not None
        winners = deal.outcome.winners
        totals = getattr(deal.outcome, "totals", None)  # not every game's outcome has totals
    else:
        m = info.new_match(rules, seed, n)
        deals = 1
        while not m.over:
            if m.deal is None:
                if deals >= MAX_MATCH_DEALS:
                    raise RuntimeError(f"the match did not end within {MAX_MATCH_DEALS} deals")
                m = m.next_deal()
                deals += 1
                continue
            acting = m.deal.acting
            assert acting is not None  # a deal that is over has been scored and cleared
            seat = m.match_seat(acting)  # eliminated seats sit out: deal seats shift
            obs = m.observe(acting)
            t0 = time.perf_counter()
            move = seats[seat].choose(obs, m.deal.legal_moves(), rngs[seat])
            tally.times[labels[seat]].append(time.perf_counter() - t0)
            m = m.play(move)
            tally.moves += 1
        winners = m.winners
        totals = m.totals
    share: dict[str, float] = dict.fromkeys(labels, 0.0)
    if winners:
        for s in winners:
            share[labels[s]] += 1.0 / len(winners)
    return share, (tuple(totals) if totals is not None else None)


def run(
    args: argparse.Namespace, deals: range | None = None, factory: Factory | None = None, info: GameInfo | None = None
) -> Tally:
    """Play every game the options ask for and return the tally (printing nothing).

    ``deals`` picks a slice of the deal numbers (to split a run over processes); ``factory``
    makes the player for a label (default :func:`make_player` for ``args.game``; benchmarks pass tuned ones);
    ``info`` plays that game instead of looking ``args.game`` up in the registry (a game not registered yet),
    its players made by its own levels unless ``factory`` says otherwise."""
    if info is None:
        info = registry.engine(args.game)
        default: Factory = partial(_default_player, args.game)
    else:
        default = info.make_player
    rules = info.preset(args.rules)
    n = args.players
    base = [args.bots[s % len(args.bots)] for s in range(n)]
    tally = Tally(labels=sorted(set(base)))
    rotations = range(n) if args.duplicate else range(1)
    for g in deals if deals is not None else range(args.games):
        seed = derive_seed(args.seed, g)
        group: dict[str, list[float]] = {label: [] for label in tally.labels}
        for r in rotations:
            labels = [base[(s + r) % n] for s in range(n)]
            try:
                share, totals = _game(info, rules, seed, labels, args.match, tally, factory or default,
                                      getattr(args, "stream", 0))
            except Exception as exc:  # one broken game must not end a long run: record it
                tally.errors += 1
                if len(tally.error_samples) < 10:
                    tally.error_samples.append(f"game {g} rotation {r} seed {seed}: {type(exc).__name__}: {exc}")
                continue
            tally.games += 1
            tally.add_totals(totals)
            if not any(share.values()):
                tally.impasses += 1
            for label in tally.labels:
                seats = labels.count(label)
                tally.wins[label] += share[label]
                # A game nobody won is a draw: every seat takes an equal share; a solitaire not won is lost.
                points = share[label] if any(share.values()) or n == 1 else seats / n
                tally.points[label] += points
                group[label].append(points)
        for label in tally.labels:
            if group[label]:
                tally.per_deal[label].append(sum(group[label]) / len(group[label]))
    return tally


def _default_player(game: str, level: str) -> Player:
    return make_player(level, game)  # looked up at call time, so tests can replace make_player


def _ci(values: list[float]) -> tuple[float, float]:
    if not values:
        return (0.0, 0.0)
    mean = sum(values) / len(values)
    if len(values) < 2:
        return (mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    half = 1.96 * math.sqrt(var / len(values))
    return (mean - half, mean + half)


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def _times(seconds: list[float]) -> dict[str, float]:
    ms = [s * 1e3 for s in seconds]
    return {"p50": round(_pct(ms, 0.5), 3), "p95": round(_pct(ms, 0.95), 3), "max": round(max(ms, default=0.0), 3)}


def report(args: argparse.Namespace, tally: Tally, seconds: float) -> dict[str, Any]:
    """The figures of a run as a JSON-able dict (the sim's last output line)."""
    games = max(tally.games, 1)
    figures: dict[str, Any] = {
        "game": args.game,
        "games": tally.games,
        "deals": args.games,
        "players": args.players,
        "bots": args.bots,
        "rules": args.rules,
        "seed": args.seed,
        "duplicate": args.duplicate,
        "match": args.match,
        "seconds": round(seconds, 3),
        "games_per_second": round(tally.games / seconds, 3) if seconds > 0 else None,
        "win_rate": {k: round(v / games, 4) for k, v in tally.wins.items()},
        "score": {k: round(v / games, 4) for k, v in tally.points.items()},
        "score_ci95": {k: [round(x, 4) for x in _ci(v)] for k, v in tally.per_deal.items()},
        "impasse_rate": round(tally.impasses / games, 4),
        "moves_per_game": round(tally.moves / games, 1),
        "decision_ms": {k: _times(v) for k, v in tally.times.items()},
        "errors": tally.errors,
        "error_samples": tally.error_samples,
    }
    if tally.seat_games:
        figures["seat_means"] = [round(t / tally.seat_games, 2) for t in tally.seat_totals]
    return figures


def summary(figures: dict[str, Any]) -> str:
    """A few lines for people."""
    f = figures
    mode = "matches" if f["match"] else "deals"
    lines = [
        f"{f['games']} games ({f['deals']} {mode}{', duplicate' if f['duplicate'] else ''}) of "
        f"{f['game']} {f['rules']} for {f['players']} players, seed {f['seed']}: {f['seconds']} s, "
        f"{f['games_per_second']} games/s, {f['moves_per_game']} moves a game",
    ]
    for label in f["win_rate"]:
        lo, hi = f["score_ci95"][label]
        t = f["decision_ms"][label]
        lines.append(
            f"  {label:>7}: wins {f['win_rate'][label]:.1%}, score {f['score'][label]:.1%} "
            f"(95% CI {lo:.1%} to {hi:.1%}); "
            f"decision p50 {t['p50']:.2f} ms, p95 {t['p95']:.2f} ms, max {t['max']:.1f} ms"
        )
    if "seat_means" in f:
        lines.append("  mean final score by seat: " + ", ".join(f"{s}: {m:+g}" for s, m in enumerate(f["seat_means"])))
    lines.append(f"  impasses {f['impasse_rate']:.1%}, errors {f['errors']}")
    lines.extend(f"  error: {e}" for e in f["error_samples"])
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    args = _parse(argv)
    t0 = time.perf_counter()
    tally = run(args)
    figures = report(args, tally, time.perf_counter() - t0)
    if not args.quiet:
        print(summary(figures))
    print(json.dumps(figures, sort_keys=False))
    return 1 if tally.errors else 0


if __name__ == "__main__":
    sys.exit(main())
