"""Play CPU players against each other: ``python -m kings.sim --games 200 --bots hard,medium``.

Every game is seeded, so the same arguments always give the same games and results (only
the timings differ). With ``--duplicate`` each deal is replayed once per rotation of the seats,
so every bot sits in every seat of the same cards and deal luck cancels out.

Results. A game is *won* by the seat that goes out first (``--match``: by the match winner).
An impasse has no winner: ``win_rate`` gives it no credit, while ``score`` shares it evenly
between the seats (a draw); ties for a match win are shared the same way. Rates are per bot
label over all games, so with ``--bots hard,medium,medium`` medium's rate covers two seats.
The 95% interval of ``score`` treats each deal (all its rotations) as one sample.

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
from typing import Any

from kings.corners import PRESETS, Deal, Match, Rules, preset
from kings.corners.players import LEVELS, Player, make_player
from kings.errors import KingsError
from kings.seeding import MAX_SEED, Rng, derive_seed

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

    def __post_init__(self) -> None:
        for label in self.labels:
            self.wins.setdefault(label, 0.0)
            self.points.setdefault(label, 0.0)
            self.per_deal.setdefault(label, [])
            self.times.setdefault(label, [])


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(
        prog="python -m kings.sim",
        description="Seeded games of Kings in the Corner between CPU players; ends with one JSON line.",
    )
    ap.add_argument("--games", type=int, default=100, help="deals to play (with --duplicate, each one per rotation)")
    ap.add_argument("--players", type=int, default=2, help="seats at the table, 2 to 6 (default 2)")
    ap.add_argument("--bots", default="hard,medium",
                    help=f"comma list of levels ({', '.join(LEVELS)}), cycled over the seats")  # fmt: skip
    ap.add_argument("--rules", default="standard", help="rules preset id (default standard)")
    ap.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    ap.add_argument("--duplicate", action="store_true", help="replay each deal with the seats in every rotation")
    ap.add_argument("--match", action="store_true", help="play whole scored matches instead of single deals")
    ap.add_argument("--quiet", action="store_true", help="print only the JSON line")
    args = ap.parse_args(argv)
    bots = [b.strip() for b in args.bots.split(",")]
    bad = [b for b in bots if b not in LEVELS]
    if bad or not bots:
        ap.error(f"unknown CPU level(s) {', '.join(map(repr, bad))}: choose from {', '.join(LEVELS)}")
    if args.rules not in PRESETS:
        ap.error(f"unknown rules preset {args.rules!r}: choose from {', '.join(PRESETS)}")
    if args.games < 1:
        ap.error("--games must be at least 1")
    if not 0 <= args.seed <= MAX_SEED:
        ap.error(f"--seed must be between 0 and {MAX_SEED}")
    try:
        preset(args.rules).validate(args.players)
    except KingsError as exc:
        ap.error(str(exc))
    args.bots = bots
    return args


def _play_deal(deal: Deal, seats: list[Player], labels: list[str], rngs: list[Rng], tally: Tally) -> Deal:
    for _ in range(MAX_MOVES):
        if deal.over:
            return deal
        seat = deal.to_act
        obs = deal.observe(seat)
        t0 = time.perf_counter()
        move = seats[seat].choose(obs, deal.legal_moves(), rngs[seat])
        tally.times[labels[seat]].append(time.perf_counter() - t0)
        deal = deal.play(move)
        tally.moves += 1
    raise RuntimeError(f"the deal did not end within {MAX_MOVES} moves")


Factory = Callable[[str], Player]


def _game(rules: Rules, seed: int, labels: list[str], match: bool, tally: Tally, factory: Factory) -> dict[str, float]:
    """Play one deal (or match); return each label's score in it (shares of one win)."""
    n = len(labels)
    seats = [factory(label) for label in labels]
    rngs = [Rng(derive_seed(seed, 7, s)) for s in range(n)]
    if not match:
        deal = _play_deal(Deal.new(rules, seed, n, dealer=Rng(derive_seed(seed, 3)).below(n)), seats, labels, rngs,
                          tally)  # fmt: skip
        assert deal.outcome is not None
        winners: tuple[int, ...] = () if deal.outcome.winner is None else (deal.outcome.winner,)
    else:
        m = Match.new(rules, seed, n)
        while not m.over:
            if m.deal is None:
                if len(m.results) >= MAX_MATCH_DEALS:
                    raise RuntimeError(f"the match did not end within {MAX_MATCH_DEALS} deals")
                m = m.next_deal()
                continue
            seat = m.match_seat(m.deal.to_act)  # eliminated seats sit out: deal seats shift
            obs = m.deal.observe(m.deal.to_act)
            t0 = time.perf_counter()
            move = seats[seat].choose(obs, m.deal.legal_moves(), rngs[seat])
            tally.times[labels[seat]].append(time.perf_counter() - t0)
            m = m.play(move)
            tally.moves += 1
        winners = m.winners
    share: dict[str, float] = dict.fromkeys(labels, 0.0)
    if winners:
        for s in winners:
            share[labels[s]] += 1.0 / len(winners)
    return share


def run(args: argparse.Namespace, deals: range | None = None, factory: Factory | None = None) -> Tally:
    """Play every game the options ask for and return the tally (printing nothing).

    ``deals`` picks a slice of the deal numbers (to split a run over processes); ``factory``
    makes the player for a label (default :func:`make_player`; benchmarks pass tuned ones)."""
    rules = preset(args.rules)
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
                share = _game(rules, seed, labels, args.match, tally, factory or make_player)
            except Exception as exc:  # one broken game must not end a long run: record it
                tally.errors += 1
                if len(tally.error_samples) < 10:
                    tally.error_samples.append(f"game {g} rotation {r} seed {seed}: {type(exc).__name__}: {exc}")
                continue
            tally.games += 1
            if not any(share.values()):
                tally.impasses += 1
            for label in tally.labels:
                seats = labels.count(label)
                tally.wins[label] += share[label]
                # A game nobody won is a draw: every seat takes an equal share.
                points = share[label] if any(share.values()) else seats / n
                tally.points[label] += points
                group[label].append(points)
        for label in tally.labels:
            if group[label]:
                tally.per_deal[label].append(sum(group[label]) / len(group[label]))
    return tally


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
    return {
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


def summary(figures: dict[str, Any]) -> str:
    """A few lines for people."""
    f = figures
    mode = "matches" if f["match"] else "deals"
    lines = [
        f"{f['games']} games ({f['deals']} {mode}{', duplicate' if f['duplicate'] else ''}) of "
        f"{f['rules']} for {f['players']} players, seed {f['seed']}: {f['seconds']} s, "
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
