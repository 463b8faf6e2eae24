"""How long one search of our own later turn takes in the hard level's playouts, by search budget.

At three seats the hard level searches its own next turn in every playout
(:mod:`kings.corners.players.laterturns`). This plays ``--plans`` three-player decision points of seeded
matches against mediums with the hard level, keeps every later-turn search its playouts ask for, then
times those searches again at each of ``--budgets`` and reports, per budget, the microseconds a search
and how often its moves differ from the first budget's (bench/README.md, issue 13, session 17).

    python bench/later_turn_speed.py [--plans 12] [--budgets 200,120,80,50]
    node scripts/pyodide_exec.mjs bench/later_turn_speed.py

Prints a line per budget and one JSON line. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from judge_loss import positions

from kings.corners.players import fastplay
from kings.corners.players.hard import HardPlayer, Settings
from kings.corners.players.laterturns import later_turn
from kings.seeding import Rng


def captured(plans: int) -> list[tuple[Any, ...]]:
    """The arguments of every later-turn search made while the hard level plans ``plans`` turns."""
    calls: list[tuple[Any, ...]] = []

    def keep(*args: Any) -> Any:
        calls.append(args)
        return later_turn(*args)

    fastplay.later_turn = keep  # type: ignore[assignment]  # the playouts look it up in their module
    try:
        for k, (obs, legal) in enumerate(positions("standard", 3, "medium", 5, plans)):
            HardPlayer(Settings(later_turns=1, later_budget=200)).choose(obs, legal, Rng(k))
    finally:
        fastplay.later_turn = later_turn
    return calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plans", type=int, default=12)
    parser.add_argument("--budgets", default="200,120,80,50")
    args = parser.parse_args()
    calls = captured(args.plans)
    budgets = [int(b) for b in args.budgets.split(",")]
    report: dict[str, Any] = {"python": platform.python_implementation() + " " + platform.python_version(),
                              "plans": args.plans, "searches": len(calls), "budgets": {}}  # fmt: skip
    first: list[Any] | None = None
    for budget in budgets:
        runs = [(c[0]._replace(budget=budget), *c[1:]) for c in calls]
        start = time.perf_counter()
        answers = [later_turn(*run) for run in runs]
        per = (time.perf_counter() - start) * 1e6 / max(1, len(runs))
        first = answers if first is None else first
        differ = sum(a != b for a, b in zip(answers, first, strict=True)) / max(1, len(runs))
        print(f"budget {budget:4d}: {per:7.1f} us a search, moves differ from {budgets[0]}'s in {differ:.1%}")
        report["budgets"][str(budget)] = {"us": round(per, 1), "differ": round(differ, 4)}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
