"""Page start-up in Debian's Chromium against a local server: first paint and time to interactive.

For each mode, ``--runs`` page loads, each in a freshly launched browser (headless, offline by
``--host-resolver-rules``, never ``context.route()``, which would disable the HTTP cache):

* ``cold``: a new, empty profile every run (nothing cached);
* ``warm``: one persistent profile, primed by one untimed load, then reused (HTTP disk cache,
  V8's code cache, and localStorage: the saved match resumes), with service workers blocked;
* ``sw``: one persistent profile on which the page's service worker has installed and taken
  control (primed by two untimed loads); reported as pending when the page registers none;
* ``first``: a first visit as a player makes it: a new profile, service workers allowed, and the
  page left open until no request has reached the server for 3 s (the service worker's install,
  other games' code fetched once idle); its ``visit`` bytes are all of that.

Per load: ``fcp`` = first-contentful-paint (the static table skeleton, or the lobby), ``ready`` =
when ``<body data-state>`` first leaves ``loading`` (docs/testing-contract.md), or at the lobby
(``--query ''``) when it is usable, and then ``runtime`` = when Python has booted behind it; all
from navigation start; ``bytes`` = encoded bytes over the wire (CDP Network events; cache and
service-worker hits count 0); ``raw`` / ``gzip`` = the files the server sent until ready, as they
are and gzipped (level 6: what a host that compresses, such as GitHub Pages, would send);
``server`` = requests that reached the server; the longest main-thread task during start-up; and
the ``performance.mark``s the page set (PyScript's, web/shell/boot.py's).

    python bench/startup.py [--runs 5] [--modes cold,warm,sw] [--query '?seed=1']
    python bench/startup.py --root /tmp/before --root /tmp/after   # compare two builds, run by run
    python bench/startup.py --bare --query '?game=corners' --query '?game=king'  # each game and the bare page
    python bench/startup.py --rtt 40 --mbps 50                      # as over a real network

``--bare`` adds an empty PyScript page built from the same vendored runtime (bench/bare_page.py):
the yardstick a game's table must not fall behind. Every page (each root with each query, and the
bare page) is loaded in turn within each run, so a change in the machine's load hits all alike, and
each run starts one page further on (run 2 with the second page, ...), so that no page always follows
the same one (a browser that has just closed can still be writing its caches). ``paired`` is the
median, over the runs, of a page's ready time over the bare page's in the same run: steadier than the
ratio of the medians (``vs bare``) when the machine's speed drifts during a run.
Prints a table, then one JSON line. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bare_page  # bench/bare_page.py
import browser  # bench/browser.py

from scripts import build_site  # (browser put the repo on sys.path)

TIMEOUT_MS = 60_000
NETWORK: dict[str, float] = {}  #: --rtt / --mbps: latency (ms) and throughput (bytes/s) to emulate


def load(playwright: Any, profile: Path, url: str, counter: browser.Counter, sw: bool = False,
         visit: bool = False) -> dict[str, Any]:  # fmt: skip
    """One timed page load in a new browser process on ``profile`` (service workers blocked unless
    ``sw``); with ``visit``, the page stays open until the server has been quiet for 3 s."""
    context = browser.launch(playwright, profile, service_workers=sw)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        net = browser.NetLog(context, page)
        if NETWORK:  # a slower link than localhost (CDP network emulation of this page)
            net.cdp.send("Network.emulateNetworkConditions", {"offline": False, **NETWORK})
        counter.reset()
        page.goto(url, wait_until="commit")
        page.wait_for_function("() => window.__kings && window.__kings.ready !== null", timeout=TIMEOUT_MS)
        before_ready = len(counter.files)
        if page.evaluate("window.__kings.state") == "lobby":  # usable already: also time Python's boot behind it
            page.wait_for_function("() => window.__kings.runtime !== null", timeout=TIMEOUT_MS)
        page.wait_for_timeout(300)  # let late resource timing and long-task entries arrive
        got: dict[str, Any] = page.evaluate(browser.COLLECT)
        got.update(net.figures())
        got["server"] = counter.requests
        if visit:
            quiet(counter, seconds=3.0, limit=60.0)
            total = counter.sent()
            got["visit_raw"], got["visit_gzip"], got["visit_files"] = total["raw"], total["gzip"], total["files"]
        sent = counter.sent(before_ready)
        got["raw"], got["gzip"], got["files"] = sent["raw"], sent["gzip"], sent["files"]
        tasks = got.pop("longtasks") or []
        got["longest_task"] = max((d for _, d in tasks), default=0)
        return got
    finally:
        context.close()


def prime_sw(playwright: Any, profile: Path, url: str, counter: browser.Counter) -> str | None:
    """Load twice so the service worker installs, activates and controls; None if there is none."""
    context = browser.launch(playwright, profile)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(url)
        page.wait_for_function("() => window.__kings && window.__kings.ready !== null", timeout=TIMEOUT_MS)
        try:
            page.wait_for_function(
                """async () => {
                  const r = await navigator.serviceWorker.getRegistration();
                  return !!(r && r.active && r.active.state === 'activated');
                }""",
                timeout=15_000,
                polling=250,
            )
        except Exception:
            return None
        quiet(counter)
        page.reload()
        page.wait_for_function("() => window.__kings && window.__kings.ready !== null", timeout=TIMEOUT_MS)
        if not page.evaluate("() => !!navigator.serviceWorker.controller"):
            return None
        quiet(counter)
        return "ok"
    finally:
        context.close()


def quiet(counter: browser.Counter, seconds: float = 1.5, limit: float = 30.0) -> None:
    """Wait until no request has reached the server for ``seconds``."""
    end = time.monotonic() + limit
    last, since = counter.requests, time.monotonic()
    while time.monotonic() < end:
        time.sleep(0.25)
        if counter.requests != last:
            last, since = counter.requests, time.monotonic()
        elif time.monotonic() - since >= seconds:
            return


def summarize(runs: list[dict[str, Any]]) -> dict[str, Any]:
    def col(key: str) -> list[float]:
        return [float(r[key]) for r in runs if r.get(key) is not None]

    out: dict[str, Any] = {"runs": len(runs)}
    for key in ("fcp", "ready", "runtime", "bytes", "raw", "gzip", "visit_raw", "visit_gzip", "requests", "server",
                "longest_task", "dcl"):  # fmt: skip
        xs = col(key)
        if not xs:  # "runtime": timed at the lobby only
            continue
        out[key] = {"median": round(browser.median(xs), 1), "min": round(min(xs), 1), "max": round(max(xs), 1)}
    marks: dict[str, list[float]] = {}
    for r in runs:
        for name, t in {**r.get("marks", {}), **r.get("events", {})}.items():
            marks.setdefault(name, []).append(t)
    out["marks"] = {k: round(browser.median(v), 1) for k, v in sorted(marks.items(), key=lambda kv: min(kv[1]))}
    out["spans"] = spans(runs)
    out["states"] = sorted({str(r.get("state")) for r in runs})
    out["controlled"] = sum(bool(r.get("controlled")) for r in runs)
    return out


def spans(runs: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """A game's own import (``kings:main`` to ``kings:imported <id>``) and its first drawing (to ``kings:drawn
    <id>``), each taken within a run and then the median over the runs: steadier than the difference of two marks'
    medians, since Python's boot before them varies by tens of ms from run to run."""
    each: dict[str, list[float]] = {}
    for r in runs:
        marks = r.get("marks", {})
        main = marks.get("kings:main")
        imported = next((t for k, t in marks.items() if k.startswith("kings:imported ")), None)
        drawn = next((t for k, t in marks.items() if k.startswith("kings:drawn ")), None)
        if main is not None and imported is not None:
            each.setdefault("import", []).append(imported - main)
            if drawn is not None:
                each.setdefault("draw", []).append(drawn - imported)
    return {k: {"median": round(browser.median(v), 1), "min": round(min(v), 1), "max": round(max(v), 1)}
            for k, v in each.items()}


class Site:
    """One site root under test: its server and, per mode, its profile directory and results."""

    def __init__(self, name: str, url: str, counter: browser.Counter, tmp: Path) -> None:
        self.name, self.url, self.counter, self.tmp = name, url, counter, tmp
        self.results: dict[str, list[dict[str, Any]]] = {}
        self.pending: dict[str, str] = {}

    def prime(self, playwright: Any, mode: str) -> None:
        self.results[mode] = []
        profile = self.tmp / mode
        if mode == "warm":
            load(playwright, profile, self.url, self.counter)  # fill the caches
        if mode == "sw" and prime_sw(playwright, profile, self.url, self.counter) is None:
            self.pending[mode] = "the page registered no service worker that took control"

    def run(self, playwright: Any, mode: str, i: int) -> None:
        if mode in self.pending:
            return
        profile = self.tmp / (f"{mode}-{i}" if mode in ("cold", "first") else mode)
        for attempt in (1, 2):  # a load can time out on a machine busy with other work: retry once
            try:
                sw, visit = mode in ("sw", "first"), mode == "first"
                got = load(playwright, profile, self.url, self.counter, sw=sw, visit=visit)
                got["run"] = i
                self.results[mode].append(got)
                return
            except Exception as exc:
                print(f"{self.name} {mode} run {i}: attempt {attempt} failed: {exc}", file=sys.stderr)

    def figures(self, mode: str) -> dict[str, Any]:
        if mode in self.pending:
            return {"pending": self.pending[mode]}
        runs = self.results[mode]
        out = summarize(runs)
        keys = ("run", "fcp", "ready", "bytes", "raw", "gzip", "server", "longest_task")
        out["each"] = [{k: r[k] for k in keys} for r in runs]
        if runs:  # which files, in the first load (the same in every load of a mode)
            out["files"] = runs[0]["files"]
            if "visit_files" in runs[0]:
                out["visit_files"] = runs[0]["visit_files"]
        return out


def paired_ratios(each: list[dict[str, Any]], bare: list[dict[str, Any]]) -> list[float]:
    """A page's ready time over the bare page's, run by run (the runs in which both loaded).

    >>> paired_ratios([{"run": 0, "ready": 110}, {"run": 1, "ready": 90}], [{"run": 1, "ready": 100}])
    [0.9]
    """
    theirs = {b["run"]: b["ready"] for b in bare if b.get("ready")}
    return [e["ready"] / theirs[e["run"]] for e in each if e.get("run") in theirs and e.get("ready") is not None]


def print_table(figures: dict[str, Any], names: list[str], modes: list[str], files: bool = False) -> None:
    m = figures["machine"]
    print(f"{figures['chromium']}, {m['nproc']} x {m['cpu']}, nice {m['nice']}, load {m['load']} -> "
          f"{figures['load_after']}; median of {figures['runs']} (min-max)")  # fmt: skip
    print(f"uptime: {figures['uptime_before']} -> {figures['uptime']}")
    width = max(12, *(len(n) for n in names))
    print(f"{'page':>{width}} {'mode':>5} {'FCP ms':>16} {'ready ms':>18} {'vs bare':>7} {'paired':>6} {'wire':>10} "
          f"{'raw MB':>7} {'gzip MB':>7} {'server':>6} {'boot task':>9}")  # fmt: skip
    bare = figures["sites"].get("bare") if "sites" in figures else None
    for name in names:
        for mode in modes:
            r = figures[mode] if len(names) == 1 else figures["sites"][name][mode]
            if "pending" in r:
                print(f"{name:>{width}} {mode:>5}  pending: {r['pending']}")
                continue

            def cell(key: str, r: dict[str, Any] = r) -> str:
                x = r[key]
                return f"{x['median']:.0f} ({x['min']:.0f}-{x['max']:.0f})"

            ratio = paired = ""
            if bare and "ready" in bare.get(mode, {}) and "ready" in r:
                ratio = f"{r['ready']['median'] / bare[mode]['ready']['median']:.2f}x"
                same = paired_ratios(r["each"], bare[mode]["each"])
                paired = f"{browser.median(same):.2f}x" if same else ""
            print(f"{name:>{width}} {mode:>5} {cell('fcp'):>16} {cell('ready'):>18} {ratio:>7} {paired:>6} "
                  f"{r['bytes']['median']:>10.0f} {r['raw']['median'] / 1e6:>7.2f} {r['gzip']['median'] / 1e6:>7.2f} "
                  f"{r['server']['median']:>6.0f} {r['longest_task']['median']:>9.0f}")  # fmt: skip
            if "visit_gzip" in r:
                print(" " * (width + 7) + f"the whole visit: {r['visit_raw']['median'] / 1e6:.2f} MB raw, "
                      f"{r['visit_gzip']['median'] / 1e6:.2f} MB gzipped")  # fmt: skip
            print(" " * (width + 7) + "marks: " + ", ".join(f"{k} {v:.0f}" for k, v in r["marks"].items()))
            if r.get("spans"):
                print(" " * (width + 7) + "spans (median of each run's): " + ", ".join(
                    f"{k} {v['median']:.0f} ({v['min']:.0f}-{v['max']:.0f})" for k, v in r["spans"].items()))
            if files:
                for key in ("files", "visit_files"):
                    listed = sorted(r.get(key, {}).items(), key=lambda kv: -kv[1][1])
                    if listed:
                        print(" " * (width + 7) + ("until ready" if key == "files" else "the whole visit") + ":")
                    for path, (raw, gz) in listed:
                        print(" " * (width + 9) + f"{raw:>10,} {gz:>10,}  {path}")


def uptime() -> str:
    """The machine's ``uptime`` line (load averages), to note with every figure."""
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True, timeout=10).stdout.strip()
    except OSError:
        return ""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--modes", default="cold,warm,sw")
    ap.add_argument("--page", default="index.html", help="page to load, relative to the site root")
    ap.add_argument("--query", action="append", default=[],
                    help="query string, e.g. '?game=king&seed=1'; repeat it to load each (default: none)")  # fmt: skip
    ap.add_argument("--files", action="store_true", help="list the files fetched (raw and gzipped bytes)")
    ap.add_argument("--bare", nargs="?", const="vendored", choices=("vendored", "stock"),
                    help="also load an empty PyScript page (bench/bare_page.py) on vendor/pyodide ('stock': "
                    "on Pyodide as npm ships it)")  # fmt: skip
    ap.add_argument("--root", type=Path, action="append", default=[],
                    help="site root to serve (default: the repo); repeat it to compare sites, run by run")  # fmt: skip
    ap.add_argument("--settle", type=float, default=0.5, help="seconds to wait before each load")
    ap.add_argument("--rtt", type=float, default=0, help="emulate a network with this round trip (ms)")
    ap.add_argument("--mbps", type=float, default=0, help="... and this throughput (Mbit/s; 0 = unlimited)")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    if args.rtt or args.mbps:
        rate = args.mbps * 125_000 if args.mbps else -1
        NETWORK.update(latency=args.rtt, downloadThroughput=rate, uploadThroughput=rate)
    roots = args.root or [browser.REPO]
    modes = args.modes.split(",")
    if {"sw", "first"} & set(modes):
        for root in roots:  # a source tree's sw.js must list the files as they are now (SRI hashes)
            if (root / "web" / "shell" / "sw.template.js").is_file():
                build_site.stamp(root)
    queries = args.query or [""]
    pages = [(root, query) for root in roots for query in queries]
    names = [" ".join(x for x in ((r.name if len(roots) > 1 else ""), q) if x) or "site" for r, q in pages]
    figures: dict[str, Any] = {"uptime_before": uptime(), "machine": browser.machine(),
                               "chromium": browser.chromium_version(), "page": args.page, "queries": queries,
                               "runs": args.runs, "network": dict(NETWORK)}  # fmt: skip
    with ExitStack() as stack:
        p = stack.enter_context(sync_playwright())
        if args.bare:
            tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="kings-bare-")))
            pages.append((bare_page.build(tmp / "site", stock=args.bare == "stock"), ""))
            names.append("bare")
        servers: dict[Path, tuple[str, browser.Counter]] = {}
        sites = []
        for name, (root, query) in zip(names, pages, strict=True):
            if root not in servers:
                servers[root] = stack.enter_context(browser.server(root))
            base, counter = servers[root]
            tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="kings-startup-")))
            page = "index.html" if name == "bare" else args.page
            sites.append(Site(name, f"{base}/{page}{query}", counter, tmp))
        for mode in modes:
            for site in sites:
                site.prime(p, mode)
            for i in range(args.runs):  # interleaved, so a change in the machine's load hits every site alike
                k = i % len(sites)  # each run starts one site further on
                for site in sites[k:] + sites[:k]:
                    time.sleep(args.settle)  # let the last browser's exit settle
                    site.run(p, mode, i)
        if len(sites) == 1:
            figures.update({mode: sites[0].figures(mode) for mode in modes})
        else:
            figures["sites"] = {s.name: {"root": str(r), "query": q, **{m: s.figures(m) for m in modes}}
                                for s, (r, q) in zip(sites, pages, strict=True)}  # fmt: skip
    figures["load_after"] = browser.machine()["load"]
    figures["uptime"] = uptime()
    print_table(figures, names, modes, args.files)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
