"""King: the negative hands measured one at a time, summed deal by deal (issue 34).

``king_strength.py --negative --hands N --progress`` writes one line a deal on stderr. Run once per hand on the
same seed, those runs' deals are the same cards, so a deal's six hands summed give what a whole six-hand run would
(each hand's cards are the deal's own whatever came before), over as many deals as the runs share. With a second
set of runs (a variant of hard, same seed), also the variant's gain on the same deals.

    python bench/king_strength.py --pair hard:flat --negative --hands 1 --games 150 --seed 3 --progress 2> h1.err
    ... (hands 2-6 likewise)
    python bench/king_hands_sum.py h1.err h2.err h3.err h4.err h5.err h6.err
    python bench/king_hands_sum.py h*.err --against v1.err v2.err v3.err v4.err v5.err v6.err

Prints each run's figure and the sum (fewer penalty points a seat a game than the other level, 95% interval).
"""

from __future__ import annotations

import argparse
import math
import re
from pathlib import Path

LINE = re.compile(r"deal (\d+):.*negative (-?[\d.]+) vs (-?[\d.]+)")


def margins(path: Path) -> dict[int, float]:
    """Deal number -> the tested level's fewer penalty points a seat a game, from one run's progress lines."""
    found: dict[int, float] = {}
    for line in path.read_text().splitlines():
        if m := LINE.match(line):
            found[int(m[1])] = float(m[2]) - float(m[3])
    return found


def interval(xs: list[float]) -> str:
    """The mean and its 95% interval, as text."""
    n = len(xs)
    mean = sum(xs) / n
    half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in xs) / max(1, n - 1)) / math.sqrt(n)
    return f"{mean:+.1f} ({mean - half:+.1f} to {mean + half:+.1f}) over {n} deals"


def summed(runs: list[dict[int, float]], deals: list[int]) -> list[float]:
    """Each deal's margins summed over the runs."""
    return [sum(run[d] for run in runs) for d in deals]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("runs", nargs="+", type=Path, help="progress files, one a hand")
    ap.add_argument("--against", nargs="+", type=Path, default=[], help="a variant's progress files, the same hands")
    args = ap.parse_args()
    if args.against and len(args.against) != len(args.runs):
        ap.error("--against needs one file for each of the runs, in the same order of hands")
    base = [margins(p) for p in args.runs]
    other = [margins(p) for p in args.against]
    if not all(base + other):
        ap.error("a file has no progress lines (the runs need --progress, its stderr saved)")
    deals = sorted(set.intersection(*(set(run) for run in base + other)))
    if not deals:
        ap.error("the files share no deal: run them on the same seed")
    for i, path in enumerate(args.runs):
        line = f"{path.name}: {interval([base[i][d] for d in deals])}"
        if other:
            line += f"; {args.against[i].name}: {interval([other[i][d] for d in deals])}"
            line += f"; gain {interval([other[i][d] - base[i][d] for d in deals])}"
        print(line)
    print(f"summed: {interval(summed(base, deals))}")
    if other:
        print(f"summed, the variant: {interval(summed(other, deals))}")
        gains = [b - a for a, b in zip(summed(base, deals), summed(other, deals), strict=True)]
        print(f"summed, the variant's gain: {interval(gains)}")


if __name__ == "__main__":
    main()
