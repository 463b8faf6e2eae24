"""Every performance figure of the game in one run: start-up, CPU think time, engine speed, long tasks.

Runs each benchmark as its own process (each is also runnable alone) and collects the JSON line
it prints last:

* ``startup``   bench/startup.py: first paint and time to interactive of Kings in the Corner's own
                address (``?game=corners``), cold / warm / service worker; and the lobby's, cold;
* ``decision``  bench/decision_time.py: CPU decision time per level, in CPython and in Pyodide (Node);
* ``engine``    bench/engine_speed.py: random deals per second, in CPython and in Pyodide (Node);
* ``longtasks`` bench/longtasks.py: the longest main-thread task while CPUs play in Chromium, then
  while a human asks for a hint every turn against three hard CPUs (``--hints``).

    python bench/run_all.py [--parts startup,decision,engine,longtasks] [--quick]

Prints a table (figure, value, target) and then one JSON line with everything. Not a test: it never
fails on a figure; a part that crashes is reported as such. Figures are for this machine: see
docs/performance.md for the method and the recorded results.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import browser  # bench/browser.py

BENCH = Path(__file__).resolve().parent
NODE_RUNNER = BENCH.parent / "scripts" / "pyodide_exec.mjs"
LEVELS = ("easy", "medium", "hard")


def run(command: list[str], timeout: float) -> dict[str, Any]:
    """Run a benchmark; its last JSON line, or {"error": ...}."""
    t0 = time.perf_counter()
    print("+ " + " ".join(command), file=sys.stderr, flush=True)
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=browser.REPO)
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {timeout:.0f} s"}
    for line in reversed(done.stdout.splitlines()):
        if line.startswith("{"):
            out: dict[str, Any] = json.loads(line)
            out["command"] = " ".join(Path(c).name if c == sys.executable else c for c in command)
            out["wall_seconds"] = round(time.perf_counter() - t0, 1)
            return out
    return {"error": f"exit {done.returncode}: {(done.stderr or done.stdout).strip()[-500:]}"}


def py(script: str, *args: str) -> list[str]:
    return [sys.executable, str(BENCH / script), *args]


def pyodide(script: str, *args: str) -> list[str]:
    return ["node", str(NODE_RUNNER), str(BENCH / script), *args]


def vendor_state(root: Path) -> str:
    """Whether the site's runtime was built by scripts/vendor.py with bytecode (what ships)."""
    import zipfile

    try:
        with zipfile.ZipFile(root / "vendor" / "shell.zip") as zf:
            compiled = any(n.endswith(".pyc") for n in zf.namelist())
        with zipfile.ZipFile(root / "vendor" / "pyodide" / "python_stdlib.zip") as zf:
            trimmed = all(not n.endswith(".py") for n in zf.namelist())
    except OSError as exc:
        return f"no vendor/: {exc}"
    if compiled and trimmed:
        return "ok: compiled stdlib and zips"
    return (f"WARNING: vendor/ lacks bytecode (stdlib compiled: {trimmed}, zips compiled: {compiled}); "
            "run scripts/vendor.py (e2e's conftest rebuilds the zips without it)")  # fmt: skip


def collect(parts: list[str], quick: bool, root: Path) -> dict[str, Any]:
    deals_cp, deals_py = ("20", "5") if quick else ("100", "30")
    speed_cp, speed_py = ("200", "50") if quick else ("1000", "300")
    out: dict[str, Any] = {}
    if "startup" in parts:
        runs = "3" if quick else "5"
        out["startup"] = run(py("startup.py", "--runs", runs, "--root", str(root), "--query", "?game=corners"), 1800)
        out["lobby"] = run(py("startup.py", "--runs", runs, "--modes", "cold", "--root", str(root)), 900)
    if "decision" in parts:
        levels = ",".join(LEVELS)
        out["decision_cpython"] = run(py("decision_time.py", "--deals", deals_cp, "--levels", levels), 1800)
        out["decision_pyodide"] = run(pyodide("decision_time.py", "--deals", deals_py, "--levels", levels), 1800)
    if "engine" in parts:
        out["engine_cpython"] = run(py("engine_speed.py", "--deals", speed_cp), 900)
        out["engine_pyodide"] = run(pyodide("engine_speed.py", "--deals", speed_py), 900)
    if "longtasks" in parts:
        out["longtasks"] = run(py("longtasks.py", "--seconds", "20" if quick else "60", "--root", str(root)), 600)
        seconds = "20" if quick else "45"
        out["longtasks_hints"] = run(py("longtasks.py", "--hints", "--seconds", seconds, "--root", str(root)), 600)
    return out


def rows(r: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(figure, value, target) lines of the table."""
    out: list[tuple[str, str, str]] = []

    def failed(key: str) -> bool:
        if key in r and "error" in r[key]:
            out.append((key, "error: " + r[key]["error"][:100], ""))
            return True
        return key not in r

    if not failed("startup"):
        s = r["startup"]
        targets = {"cold": ("<= 2500", "<= 200"), "warm": ("<= 1300", "<= 200"), "sw": ("", "")}
        for mode in ("cold", "warm", "sw"):
            m = s.get(mode)
            if not m:
                continue
            if "pending" in m:
                out.append((f"start-up {mode}", "pending: " + m["pending"], ""))
                continue
            out.append((f"start-up {mode}: first paint (skeleton) ms", f"{m['fcp']['median']:.0f}", targets[mode][1]))
            out.append((f"start-up {mode}: interactive ms", f"{m['ready']['median']:.0f}", targets[mode][0]))
            out.append((f"start-up {mode}: bytes transferred", f"{m['bytes']['median']:.0f}",
                        "0" if mode != "cold" else ""))  # fmt: skip
    if not failed("lobby") and r["lobby"].get("cold"):
        m = r["lobby"]["cold"]
        out.append(("lobby cold: first paint ms", f"{m['fcp']['median']:.0f}", "<= 300"))
        out.append(("lobby cold: usable ms", f"{m['ready']['median']:.0f}", "<= 300"))
        if "runtime" in m:
            out.append(("lobby cold: Python booted behind it ms", f"{m['runtime']['median']:.0f}", ""))
    for impl in ("cpython", "pyodide"):
        key = f"decision_{impl}"
        if failed(key):
            continue
        for level in LEVELS:
            x = r[key].get(level, {}).get("all")
            if x:
                target = "p95 <= 100" if level == "hard" and impl == "pyodide" else ""
                out.append((f"CPU {level} decision ms ({impl}) p50 / p95 / max",
                            f"{x['p50']:.2f} / {x['p95']:.2f} / {x['max']:.1f}", target))  # fmt: skip
    for impl in ("cpython", "pyodide"):
        key = f"engine_{impl}"
        if not failed(key):
            e = r[key]["engine"]
            rate = f"{e['deals_per_second']:.0f} ({e['moves_per_second']} moves/s)"
            out.append((f"engine deals/s ({impl})", rate, ""))
    for key, what in (("longtasks", "4 hard CPUs"), ("longtasks_hints", "hints vs 3 hard CPUs")):
        if not failed(key):
            lt = r[key]
            hints = f", {lt['hints']} hints" if lt.get("hints") else ""
            out.append((f"longest main-thread task during play ({what}) ms", f"{lt['longest']} ({lt['over_100']} "
                        f"> 100 ms, {lt['moves']} moves{hints} in {lt['played_seconds']} s)", "<= 100"))  # fmt: skip
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--parts", default="startup,decision,engine,longtasks")
    ap.add_argument("--quick", action="store_true", help="fewer runs and deals (a smoke run, not for the record)")
    ap.add_argument("--root", type=Path, default=browser.REPO, help="site root for the browser parts (default: repo)")
    args = ap.parse_args()
    figures: dict[str, Any] = {"machine": browser.machine(), "chromium": browser.chromium_version(),
                               "vendor": vendor_state(args.root)}  # fmt: skip
    print(f"vendor/: {figures['vendor']}", file=sys.stderr)
    figures.update(collect(args.parts.split(","), args.quick, args.root))
    figures["load_after"] = browser.machine()["load"]
    m = figures["machine"]
    print(f"\n{m['nproc']} x {m['cpu']}, {figures['chromium']}; load {m['load']} -> {figures['load_after']}; "
          f"vendor/ {figures['vendor']}")  # fmt: skip
    table = rows(figures)
    width = max((len(a) for a, _, _ in table), default=10)
    print(f"{'figure':<{width}}  {'value':<44} target")
    for name, value, target in table:
        print(f"{name:<{width}}  {value:<44} {target}")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
