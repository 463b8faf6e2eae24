"""Public tables under load (issue 48): 500 open tables and 200 listeners on a Nostr relay of this machine (PyPI
nostr-relay, as the e2e tests start it), then one Chromium page's *Find a table* over those tables.

Prints, then one JSON line:

- **publish**: 500 tables of one game, each signed by its own key (500 hosts' browsers), and how long the relay
  took to accept them all;
- **spread**: with 200 listeners subscribed to the game's tag (websocket clients, as 200 browsing pages are), a
  new table published: the time until each listener has it (median, p95, max; target <= 2 s);
- **page**: *Find a table* open in Chromium over those 500 tables: the tables it lists (at most
  ``listing.MAX_TABLES``: the rest are not kept), the time until the first appear, its JavaScript heap, the
  main thread's long tasks while they arrive (sum and longest), and the WebRTC connections it made (target 0: a
  browsing page connects to nobody).

    python3 bench/public_tables_load.py [--tables 500] [--listeners 200]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import websockets  # noqa: E402  (nostr-relay's own dependency: requirements-dev.txt)
from aionostr.event import Event  # noqa: E402  (the same)
from coincurve import PrivateKey  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from e2e.online import Relay, Site  # noqa: E402
from scripts import build_site, chromium, vendor  # noqa: E402
from web.shell.online import listing  # noqa: E402
from web.shell.online.rooms import ALPHABET, LENGTH  # noqa: E402

GAME = "corners"
TOPIC = listing.topic(GAME)
KIND = listing.KIND


def table_event(i: int, now: int) -> dict[str, Any]:
    """Table ``i``: a listing as a host's page publishes it, signed with a key of its own."""
    key = PrivateKey(secrets.token_bytes(32))
    pubkey = key.public_key_xonly.format().hex()
    room = "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))
    content = listing.content(f"Host {i}", "standard", taken=1, free=1, opened=now - i % 600)
    tags = [["d", room], ["t", TOPIC], ["expiration", str(now + listing.TTL)]]
    event = Event(pubkey=pubkey, content=content, created_at=now, kind=KIND, tags=tags)
    event.sign(key.secret.hex())
    return {"id": event.id, "pubkey": pubkey, "created_at": now, "kind": KIND, "tags": tags, "content": content,
            "sig": event.sig}  # fmt: skip


async def publish(url: str, events: list[dict[str, Any]]) -> float:
    """Send ``events`` on one socket; seconds until the relay has answered OK to every one."""
    start = time.perf_counter()
    async with websockets.connect(url, max_size=None) as ws:
        for event in events:
            await ws.send(json.dumps(["EVENT", event]))
        ok = 0
        while ok < len(events):
            message = json.loads(await ws.recv())
            if message[0] == "OK":
                assert message[2] is True, message
                ok += 1
    return time.perf_counter() - start


async def spread(url: str, listeners: int, now: int) -> list[float]:
    """``listeners`` subscribed to the game's tag; one new table published: each one's seconds until it has it."""
    sockets = [await websockets.connect(url, max_size=None) for _ in range(listeners)]
    try:
        for n, ws in enumerate(sockets):
            await ws.send(json.dumps(["REQ", f"l{n}", {"kinds": [KIND], "#t": [TOPIC], "since": now + 1}]))
        for ws in sockets:  # every subscription in place (its end of stored events) before the new table
            while json.loads(await ws.recv())[0] != "EOSE":
                pass
        new = table_event(10_000, now + 2)

        async def heard(ws: Any) -> float:
            while True:
                message = json.loads(await ws.recv())
                if message[0] == "EVENT" and message[2]["id"] == new["id"]:
                    return time.perf_counter()

        waits = [asyncio.ensure_future(heard(ws)) for ws in sockets]
        start = time.perf_counter()
        await publish(url, [new])
        arrivals = await asyncio.wait_for(asyncio.gather(*waits), timeout=60)
        return sorted(t - start for t in arrivals)
    finally:
        for ws in sockets:
            await ws.close()


#: counts the page's WebRTC connections (a browsing page must open none)
COUNT_RTC = """(() => { const Real = window.RTCPeerConnection; window.kingsRtc = 0;
  if (Real) window.RTCPeerConnection = function (...a) { window.kingsRtc++; return new Real(...a); }; })();"""
#: the main thread's long tasks, from the page's start
LONG_TASKS = """window.kingsLong = []; new PerformanceObserver((l) => { for (const e of l.getEntries())
  window.kingsLong.push(e.duration); }).observe({type: "longtask", buffered: true});"""


def page_figures(site: str) -> dict[str, Any]:
    """Find a table in Chromium over the relay's tables."""
    with sync_playwright() as pw, tempfile.TemporaryDirectory() as profile:
        context = pw.chromium.launch_persistent_context(profile, executable_path=chromium.PATH, headless=True,
                                                        args=[*chromium.ARGS, chromium.NO_DNS])  # fmt: skip
        page = context.new_page()
        page.add_init_script(COUNT_RTC + LONG_TASKS)
        page.goto(f"{site}/index.html?game={GAME}")
        page.wait_for_selector(f"body[data-game='{GAME}'][data-state='ready']", timeout=120_000)
        page.evaluate("window.kingsLong = []")  # (the boot's own long tasks are another figure: bench/startup.py)
        page.click("header [data-action='new']")
        page.wait_for_selector("#setup[open]")
        page.wait_for_timeout(1000)
        page.evaluate("window.kingsLong = []")  # (New game's own dialog: not the tables')
        start = time.perf_counter()
        page.click(f"#setup [data-setup='find'][data-for='{GAME}']")
        rows = f"#tables-{GAME} li[data-room]"
        page.wait_for_selector(rows, timeout=60_000)
        first = time.perf_counter() - start
        settled, count = time.perf_counter(), 0
        while time.perf_counter() - settled < 3:  # until the list has stopped growing for 3 s
            now = page.locator(rows).count()
            if now != count:
                count, settled = now, time.perf_counter()
            time.sleep(0.2)
        heap = context.new_cdp_session(page).send("Runtime.getHeapUsage")
        long = page.evaluate("window.kingsLong")
        stats = page.evaluate("window.kingsNostrBoard.stats")
        figures = {"listed": count, "first_s": round(first, 2), "heap_mb": round(heap["usedSize"] / 2**20, 1),
                   "long_tasks": len(long), "long_ms_sum": round(sum(long)), "long_ms_max": round(max(long, default=0)),
                   "events_received": stats["received"], "dropped": stats["dropped"],
                   "webrtc": page.evaluate("window.kingsRtc"),
                   "trystero_loaded": page.evaluate("performance.getEntriesByType('resource')"
                                                    ".some((e) => e.name.includes('/vendor/trystero/'))")}  # fmt: skip
        context.close()
        return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--listeners", type=int, default=200)
    args = parser.parse_args()
    vendor.game_zips_current() or vendor.build_game_zips()
    vendor.boot_module()
    vendor.locales.compile_all()
    vendor.shell_css()
    build_site.stamp(ROOT)
    with tempfile.TemporaryDirectory() as folder:
        relay = Relay(Path(folder))
        site = None
        try:
            url = relay.ready()
            time.sleep(1)
            now = int(time.time())
            events = [table_event(i, now) for i in range(args.tables)]
            took = asyncio.run(publish(url, events))
            print(f"publish: {args.tables} tables accepted in {took:.2f} s")
            waits = asyncio.run(spread(url, args.listeners, now))
            p95 = waits[int(0.95 * (len(waits) - 1))]
            print(f"spread: a new table reached {len(waits)} listeners: median {statistics.median(waits):.3f} s, "
                  f"p95 {p95:.3f} s, max {waits[-1]:.3f} s (target <= 2 s)")  # fmt: skip
            site = Site("", url)
            page = page_figures(site.origin)
            print(f"page: Find a table listed {page['listed']} tables (first after {page['first_s']} s; at most "
                  f"{listing.MAX_TABLES} are kept), JS heap {page['heap_mb']} MB, {page['long_tasks']} long tasks "
                  f"({page['long_ms_sum']} ms, longest {page['long_ms_max']} ms), {page['events_received']} relay "
                  f"messages ({page['dropped']} dropped), WebRTC connections {page['webrtc']} (target 0), trystero "
                  f"loaded: {page['trystero_loaded']}")  # fmt: skip
            print(json.dumps({"tables": args.tables, "publish_s": round(took, 2), "listeners": len(waits),
                              "spread_median_s": round(statistics.median(waits), 3), "spread_p95_s": round(p95, 3),
                              "spread_max_s": round(waits[-1], 3), **page}))  # fmt: skip
        finally:
            if site is not None:
                site.stop()
            relay.stop()


if __name__ == "__main__":
    main()
