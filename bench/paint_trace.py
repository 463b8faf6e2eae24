"""Where a page's time goes before its first paint: a DevTools trace of cold loads (issue 33).

Each run launches Chromium on a fresh profile (as ``startup.py``'s cold mode does), records a trace
(the categories of CATEGORIES below) while the page loads, and prints the first contentful paint
and, for the page's main thread (CrRendererMain) up to that paint, the time in each kind of work
(ParseHTML, UpdateLayoutTree, Layout, EvaluateScript, ...), the time that thread was idle (waiting on
the network or other threads), and the requests the page made before the paint.

    python bench/paint_trace.py --runs 3                   # the lobby
    python bench/paint_trace.py --runs 3 --query '?game=king'

Run it on a quiet machine: the figures are wall-clock durations.
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import browser
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
# toplevel: RunTask, so idle time is true idle; v8, blink and the detailed timeline name the work inside the tasks
CATEGORIES = "toplevel,devtools.timeline,loading,blink.user_timing,v8,blink,disabled-by-default-devtools.timeline"


def trace(page: Any, context: Any, url: str) -> list[dict[str, Any]]:
    """The trace events of one load of ``url`` (until the load event and 300 ms more)."""
    cdp = context.new_cdp_session(page)
    events: list[dict[str, Any]] = []
    done: list[bool] = []
    cdp.on("Tracing.dataCollected", lambda e: events.extend(e["value"]))
    cdp.on("Tracing.tracingComplete", lambda e: done.append(True))
    cdp.send("Tracing.start", {"categories": CATEGORIES, "transferMode": "ReportEvents"})
    page.goto(url, wait_until="load")
    page.wait_for_timeout(300)
    cdp.send("Tracing.end")
    while not done:
        page.wait_for_timeout(50)
    return events


def before_paint(events: list[dict[str, Any]]) -> tuple[float, dict[str, float], float, int] | None:
    """First contentful paint (ms after navigation start), the main thread's busy time by event, its
    idle time, and the requests sent, all before that paint; None if the trace holds no paint."""
    fcp = next((e for e in events if e.get("name") == "firstContentfulPaint"), None)
    start = next((e for e in events if e.get("name") == "navigationStart"), None)
    if fcp is None or start is None:
        return None
    main = {e["tid"] for e in events if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"
            and e["pid"] == fcp["pid"]}  # fmt: skip
    t0, t1 = start["ts"], fcp["ts"]
    busy: collections.Counter[str] = collections.Counter()
    spans: list[tuple[float, float]] = []
    for e in events:
        if e.get("ph") == "X" and e.get("tid") in main and t0 <= e["ts"] < t1 and e.get("dur"):
            busy[e["name"]] += e["dur"] / 1000
            spans.append((e["ts"], min(e["ts"] + e["dur"], t1)))
    covered, end = 0.0, t0
    for a, b in sorted(spans):  # the union of the top-level spans: nested events are not counted twice
        if b > end:
            covered += b - max(a, end)
            end = b
    requests = len({e["args"]["data"].get("requestId") for e in events
                    if e.get("name") == "ResourceSendRequest" and e["pid"] == fcp["pid"] and t0 <= e["ts"] < t1})
    return (t1 - t0) / 1000, dict(busy), (t1 - t0 - covered) / 1000, requests


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--query", default="", help="query string, e.g. '?game=king'")
    parser.add_argument("--root", type=Path, default=ROOT, help="site root to serve (default: the repo)")
    parser.add_argument("--top", type=int, default=10, help="kinds of work to print")
    args = parser.parse_args()
    with sync_playwright() as pw, browser.server(args.root) as (base, _counter):
        for i in range(args.runs):
            with tempfile.TemporaryDirectory() as profile:
                context = browser.launch(pw, Path(profile), service_workers=False)
                try:
                    page = context.pages[0] if context.pages else context.new_page()
                    found = before_paint(trace(page, context, f"{base}/index.html{args.query}"))
                finally:
                    context.close()
            if found is None:
                print(f"run {i + 1}: no first contentful paint in the trace")
                continue
            fcp, busy, idle, requests = found
            work = ", ".join(f"{k} {v:.0f}" for k, v in sorted(busy.items(), key=lambda kv: -kv[1])[: args.top])
            print(f"run {i + 1}: first contentful paint {fcp:.0f} ms; main thread idle {idle:.0f} ms; "
                  f"{requests} requests before it; busy (ms, nested events counted in each): {work}")  # fmt: skip


if __name__ == "__main__":
    main()
