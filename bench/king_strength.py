"""King: one CPU level against another, duplicate (issues 14 and 34).

Each deal's cards are played several times with the levels in different seats, so each level holds the same
hands. Three seatings:

* default: one seat of the tested level against three of the other, in four rotations (whole games);
* ``--two``: two of each, seats a a b b in four rotations (whole games; head to head);
* ``--negative``: the six negative hands only, two of each seated a b a b, then the seats swapped (b a b a);
  with ``--hands``, only the chosen ones (``--hands king_of_hearts`` or ``kh``, or ``5``; comma-separated): the
  hands before them are played by mediums at every seat (each hand's cards are the deal's own whatever came
  before), and the figures (the mean score too) count the chosen hands only;
* ``--positive``: the four positive hands, two of each, seats a a b b in four rotations, after negative hands
  played by mediums at every seat (the same in every rotation: the medium level never draws at random).

Reports the tested level's mean game score with a 95% interval (each deal's rotations are one sample), the
penalty points each level took in the negative hands per seat per game and, with ``--negative``, the difference
with its 95% interval; how often each level auctions a positive hand it is the beneficiary of, bids when it may,
accepts a bid, calls the ultimatum, and the points positive hands bring each level per seat per game; and the
tested level's decision times (wall clock, per ``choose`` call).

Levels: those of :func:`kings.king.players.make_player`, ``flat`` (the flat Monte Carlo baseline,
bench/king_flat.py), ``hard-noauction`` (the hard level that never opens an auction: the ablation) and ``hard-b``.
``--hard`` overrides fields of :class:`kings.king.players.cardplay.Search` for the hard seats, for experiments; its
``b`` entry, for the ``hard-b`` seats (``--pair hard:hard-b --hard '{"budget": 24000, "b": {}}'``).

    python bench/king_strength.py [--games 100] [--pair hard:medium] [--seed 3] [--jobs 2] [--two | --negative |
        --positive]
        [--hands kh,queens] [--hard JSON] [--progress]

Prints a line, then one JSON line. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from king_flat import FlatPlayer

from kings.king.auction import Bid
from kings.king.contracts import PENALTIES
from kings.king.game import KingGame, observe
from kings.king.moves import ACCEPT, AUCTION, MATCH, ULTIMATUM, Move
from kings.king.players import Player, make_player
from kings.king.players.cardplay import Search
from kings.king.players.hard import HardPlayer
from kings.seeding import Rng, derive_seed

NEGATIVE_HANDS = 6
MEDIUM = make_player("medium")
#: short names for ``--hands``, besides the :class:`~kings.king.contracts.Penalty` names and the hand numbers 1-6
ALIASES = {"kh": "king_of_hearts", "k": "king_of_hearts", "last2": "last_two", "lasttwo": "last_two"}


def chosen_hands(text: str) -> tuple[int, ...]:
    """The negative hands ``--hands`` names, as hand numbers from 0 (the game's order, as :data:`PENALTIES`)."""
    names = {p.name.lower(): i for i, p in enumerate(PENALTIES)}
    out: set[int] = set()
    for word in text.lower().replace(" ", "").split(","):
        word = ALIASES.get(word, word)
        if word.isdigit() and 1 <= int(word) <= NEGATIVE_HANDS:
            out.add(int(word) - 1)
        elif word in names:
            out.add(names[word])
        else:
            raise SystemExit(f"--hands: unknown hand {word!r}; use 1-6 or one of {', '.join([*names, *ALIASES])}")
    return tuple(sorted(out))


def player(label: str, hard: dict[str, Any]) -> Player:
    if label == "flat":
        return FlatPlayer()
    if label in ("hard", "hard-noauction", "hard-b"):
        settings = dict(hard.get("b", {}) if label == "hard-b" else {k: v for k, v in hard.items() if k != "b"})
        return HardPlayer(Search(**settings), auctions=label != "hard-noauction", level=label)
    return make_player(label)


def seatings(a: str, b: str, mode: str) -> list[list[str]]:
    if mode == "negative":
        return [[a, b, a, b], [b, a, b, a]]
    count = 1 if mode == "one" else 2
    return [[a if (s + rot) % 4 < count else b for s in range(4)] for rot in range(4)]


def tally(counts: Counter[str], label: str, phase: str, legal: tuple[Move, ...], move: Move) -> None:
    """Count the auction decisions of ``label``'s seats."""
    if phase == "choose" and AUCTION in legal:
        counts[f"{label}:chose"] += 1
        counts[f"{label}:auctioned"] += move == AUCTION
    elif phase == "auction":
        counts[f"{label}:bid_turns"] += 1
        counts[f"{label}:bids"] += isinstance(move, Bid) or move == MATCH
    elif phase == "settle" and ACCEPT in legal:
        counts[f"{label}:settles"] += 1
        counts[f"{label}:accepts"] += move == ACCEPT
        counts[f"{label}:ultimatums"] += move == ULTIMATUM
    elif phase == "ultimatum":
        counts[f"{label}:asked"] += 1
        counts[f"{label}:took_8"] += isinstance(move, Bid)


def play(job: tuple[str, str, int, range, str, dict[str, Any], bool, tuple[int, ...]]) -> dict[str, Any]:
    """Deals ``deals``, each in every seating: per deal the tested level's mean score and penalty points, and the
    tallies. With ``hands`` (negative mode), only those hands count; mediums play the others before them."""
    a, b, seed, deals, mode, hard, progress, hands = job
    last = hands[-1] + 1 if hands else NEGATIVE_HANDS
    out: dict[str, Any] = {"scores": [], "neg_a": [], "neg_b": [], "pos_a": [], "pos_b": [], "times": [],
                           "counts": Counter(), "by_hand": {}}  # fmt: skip
    start = time.perf_counter()
    for g in deals:
        rows = seatings(a, b, mode)
        total = neg_a = neg_b = pos_a = pos_b = 0.0
        for rot, labels in enumerate(rows):
            bots = [player(label, hard) for label in labels]
            rngs = [Rng(derive_seed(seed, g, rot, s)) for s in range(4)]
            game = KingGame.new(derive_seed(seed, g))
            while not game.over and not (mode == "negative" and game.number == last):
                s = game.acting
                assert s is not None
                legal = game.legal_moves()
                if (mode == "positive" and game.number < NEGATIVE_HANDS) or (hands and game.number not in hands):
                    game = game.play(MEDIUM.choose(observe(game, s), legal, rngs[s]))
                    continue
                t0 = time.perf_counter()
                move = bots[s].choose(observe(game, s), legal, rngs[s])
                if labels[s] == a:
                    out["times"].append(time.perf_counter() - t0)
                tally(out["counts"], labels[s], game.phase, legal, move)
                game = game.play(move)
            mine = [s for s in range(4) if labels[s] == a]
            others = [s for s in range(4) if labels[s] != a]
            if not hands:
                total += sum(game.totals[s] for s in mine) / len(mine)
            for r in game.results:
                if hands and r.number not in hands:
                    continue
                if hands:
                    total += sum(r.points[s] for s in mine) / len(mine)
                if r.contract.positive or r.forfeited:
                    pos_a += sum(r.points[s] for s in mine) / len(mine)
                    pos_b += sum(r.points[s] for s in others) / len(others)
                else:
                    neg_a += sum(r.points[s] for s in mine) / len(mine)
                    neg_b += sum(r.points[s] for s in others) / len(others)
                    by_hand = out["by_hand"].setdefault(r.contract.label, [0.0, 0.0])
                    by_hand[0] += sum(r.points[s] for s in mine) / len(mine) / len(rows)
                    by_hand[1] += sum(r.points[s] for s in others) / len(others) / len(rows)
        n = len(rows)
        for key, value in (("scores", total), ("neg_a", neg_a), ("neg_b", neg_b), ("pos_a", pos_a), ("pos_b", pos_b)):
            out[key].append(value / n)
        if progress:
            print(f"deal {g + 1}: {time.perf_counter() - start:.0f} s; score {total / n:.1f}, negative "
                  f"{neg_a / n:.1f} vs {neg_b / n:.1f}, positive {pos_a / n:.1f} vs {pos_b / n:.1f}",
                  file=sys.stderr, flush=True)  # fmt: skip
    return out


def interval(xs: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval."""
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / max(1, n - 1))
    return mean, 1.96 * sd / math.sqrt(n)


def rate(counts: Counter[str], label: str, what: str, of: str) -> list[int]:
    return [counts[f"{label}:{what}"], counts[f"{label}:{of}"]]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=100, help="deals of cards (each played in every seating)")
    ap.add_argument("--pair", default="hard:medium", help="tested level:the other level")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=1, help="processes (CPython only)")
    ap.add_argument("--two", action="store_true", help="two of each level, whole games, seats a a b b rotated")
    ap.add_argument("--negative", action="store_true", help="the six negative hands only, seats a b a b then b a b a")
    ap.add_argument("--positive", action="store_true", help="the positive hands only (mediums play the negative ones)")
    ap.add_argument("--hands", default="", help="with --negative: only these hands (1-6 or names: kh, queens, ...)")
    ap.add_argument("--hard", default="{}", help="JSON of kings.king.players.cardplay.Search fields to override")
    ap.add_argument("--progress", action="store_true", help="a line on stderr after each deal, with its figures")
    args = ap.parse_args()
    a, b = args.pair.split(":")
    mode = "negative" if args.negative else "positive" if args.positive else "two" if args.two else "one"
    hard = json.loads(args.hard)
    hands = chosen_hands(args.hands) if args.hands else ()
    if hands and mode != "negative":
        raise SystemExit("--hands picks among the negative hands: use it with --negative")
    t0 = time.perf_counter()
    size = -(-args.games // args.jobs)
    jobs = [(a, b, args.seed, range(i, min(args.games, i + size)), mode, hard, args.progress, hands)
            for i in range(0, args.games, size)]  # fmt: skip
    if args.jobs > 1:
        from multiprocessing import Pool

        with Pool(args.jobs) as pool:
            parts = pool.map(play, jobs)
    else:
        parts = [play(j) for j in jobs]
    res: dict[str, list[float]] = {k: [x for p in parts for x in p[k]] for k in parts[0]
                                   if k not in ("counts", "by_hand")}  # fmt: skip
    by_hand: dict[str, list[float]] = {}
    for p in parts:
        for label, (x, y) in p["by_hand"].items():
            tally_ = by_hand.setdefault(label, [0.0, 0.0])
            tally_[0] += x
            tally_[1] += y
    counts: Counter[str] = sum((p["counts"] for p in parts), Counter())
    n = len(res["scores"])
    mean, half = interval(res["scores"])
    neg_a, neg_b = sum(res["neg_a"]) / n, sum(res["neg_b"]) / n
    gap, gap_half = interval([x - y for x, y in zip(res["neg_a"], res["neg_b"], strict=True)])
    more, more_half = interval([x - y for x, y in zip(res["pos_a"], res["pos_b"], strict=True)])
    ms = sorted(t * 1e3 for t in res["times"])
    which = ", ".join(PENALTIES[i].label for i in hands) if hands else "negative hands"
    pair = {"negative": f"2 {a} vs 2 {b}, {which}", "positive": f"2 {a} vs 2 {b}, positive hands",
            "two": f"2 {a} vs 2 {b}", "one": f"{a} vs 3 {b}"}[mode]  # fmt: skip
    games = n * len(seatings(a, b, mode))
    figures: dict[str, Any] = {
        "pair": pair, "deals": n, "games": games, "seed": args.seed, "hard": hard,
        "hands": [PENALTIES[i].name.lower() for i in hands] or None,
        "mean_score": round(mean, 1), "score_ci95": [round(mean - half, 1), round(mean + half, 1)],
        "negative_points_per_seat_game": {a: round(neg_a, 1), b: round(neg_b, 1)},
        "fewer_penalty_points": round(gap, 1), "fewer_ci95": [round(gap - gap_half, 1), round(gap + gap_half, 1)],
        "negative_by_hand": {label: [round(x / n, 1), round(y / n, 1)] for label, (x, y) in by_hand.items()},
        "positive_points_per_seat_game": {a: round(sum(res["pos_a"]) / n, 1), b: round(sum(res["pos_b"]) / n, 1)},
        "more_positive_points": round(more, 1), "more_ci95": [round(more - more_half, 1), round(more + more_half, 1)],
        "auctions": {label: {"auctioned": rate(counts, label, "auctioned", "chose"),
                             "bid": rate(counts, label, "bids", "bid_turns"),
                             "accepted": rate(counts, label, "accepts", "settles"),
                             "ultimatum": rate(counts, label, "ultimatums", "settles"),
                             "took_8_up": rate(counts, label, "took_8", "asked")} for label in dict.fromkeys((a, b))},
        "decision_ms": {"p50": round(ms[len(ms) // 2], 2), "p95": round(ms[int(0.95 * len(ms))], 2),
                        "max": round(ms[-1], 2)},
        "seconds": round(time.perf_counter() - t0, 1),
    }  # fmt: skip
    f = figures
    line = (f"{pair}: {a}'s mean game score {f['mean_score']} (95% CI {f['score_ci95'][0]} to {f['score_ci95'][1]}) "
            f"over {n} deals, {games} games; negative hands {neg_a:.1f} vs {neg_b:.1f} points a seat a game, "
            f"{gap:.1f} fewer (95% CI {f['fewer_ci95'][0]} to {f['fewer_ci95'][1]})")  # fmt: skip
    if mode != "negative":
        pos = f["positive_points_per_seat_game"]
        line += (f"; positive hands {pos[a]} vs {pos[b]}, {more:.1f} more (95% CI {f['more_ci95'][0]} to "
                 f"{f['more_ci95'][1]})")  # fmt: skip
        for label, x in f["auctions"].items():
            line += (f"; {label} auctioned {x['auctioned'][0]}/{x['auctioned'][1]}, bid {x['bid'][0]}/{x['bid'][1]}, "
                     f"accepted {x['accepted'][0]}/{x['accepted'][1]}")  # fmt: skip
    print(f"{line}; decisions p95 {f['decision_ms']['p95']} ms, max {f['decision_ms']['max']} ms; {f['seconds']} s")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
