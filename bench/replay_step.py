"""Time of one step of a replay in Chromium, desktop (issue 50: <= 50 ms to the new picture).

Opens a whole King game of ten hands from its replay link (as bench/replay_time.py writes one) at 1280x800, then
presses → (and ←) as a player would, one step at a time: the time from the key to the first frame painted after
the band's words changed (a requestAnimationFrame after the change), and the part of it spent in the key's
event (the step's Python and its DOM changes; the rest is the browser's style, layout and paint). Also times going
back a step, and a jump to a hand from the band's menu. Prints p50 / p95 / max milliseconds, then one JSON line.
Not a test.

    python bench/replay_step.py [--steps 60] [--game king]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import browser
from playwright.sync_api import sync_playwright
from replay_time import PLAYERS, whole_match

#: In the page: press ``key`` ``n`` times, each when the last step has painted; the milliseconds of each.
STEPS = """async ([prefix, key, n]) => {
  // the band's words (a step to a new deal leaves "Move n of N" as it was: it says the deal dealt)
  const band = document.getElementById(prefix + 'replay-bar');
  const times = [];
  for (let i = 0; i < n; i++) {
    const before = band.textContent, t0 = performance.now();
    const changed = new Promise((done) => {
      const watch = new MutationObserver(() => { if (band.textContent !== before) { watch.disconnect(); done(); } });
      watch.observe(band, {childList: true, characterData: true, subtree: true});
    });
    document.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
    const script = performance.now() - t0;  // (the step's Python, run within the key's event)
    await changed;
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    times.push([performance.now() - t0, script]);
  }
  return times;
}"""
PREFIX = {"corners": "", "king": "king-", "three-thirteen": "tt-", "kings-court": "court-"}


def pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return round(s[min(len(s) - 1, int(q * len(s)))], 1) if s else 0.0


def figures(xs: list[float]) -> dict[str, float]:
    return {"p50": pct(xs, 0.5), "p95": pct(xs, 0.95), "max": round(max(xs), 1) if xs else 0.0, "n": len(xs)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--game", default="king", choices=sorted(PREFIX))
    args = parser.parse_args()
    text, _moves = whole_match(args.game, 7)
    seats = ".".join(["human"] + ["hard"] * (PLAYERS[args.game] - 1))
    prefix = PREFIX[args.game]
    out: dict[str, Any] = {"game": args.game, "machine": browser.machine()}
    with browser.server() as (url, _counter), sync_playwright() as p, tempfile.TemporaryDirectory() as profile:
        context = browser.launch(p, Path(profile))
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(f"{url}/index.html?game={args.game}&replay={text}&seat=0&seats={seats}")
        page.wait_for_selector(f"#{prefix}replay-bar:not([hidden])", timeout=120_000)
        page.evaluate(STEPS, [prefix, "ArrowRight", 5])  # (warm)
        ahead = page.evaluate(STEPS, [prefix, "ArrowRight", args.steps])
        behind = page.evaluate(STEPS, [prefix, "ArrowLeft", args.steps // 3])
        forward, back = [t for t, _ in ahead], [t for t, _ in behind]
        script = [s for _, s in ahead + behind]
        deals = page.locator(f"#{prefix}replay-deal option").count()
        jumps: list[float] = []
        for index in range(1, min(deals, 8)):
            t0 = page.evaluate("performance.now()")
            page.locator(f"#{prefix}replay-deal").select_option(index=index)
            page.evaluate("new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)))")
            jumps.append(page.evaluate("performance.now()") - t0)
        context.close()
    out |= {"forward": figures(forward), "back": figures(back), "jump": figures(jumps), "script": figures(script)}
    for name in ("forward", "back", "jump", "script"):
        f = out[name]
        print(f"{name:8} p50 {f['p50']:6} ms  p95 {f['p95']:6} ms  max {f['max']:6} ms  ({f['n']} steps)")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
