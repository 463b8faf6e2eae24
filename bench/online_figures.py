"""Online play's figures on this machine (issue 36): a host and a guest in two Chromium contexts, through npm
bittorrent-tracker's server on 127.0.0.1 (as e2e/test_online.py sets them up), over loopback.

Prints: the time from the guest's Join to the host's first message (tracker, WebRTC handshake, hello and lobby),
the round trip of a ping through the data channel (our own ping/pong messages, read by Python on both sides,
and trystero's own), and the messages and bytes a move costs (the mover's one message to the host, the table the
host sends each guest), over the first moves of a deal. Ends with one JSON line.

    python3 bench/online_figures.py [--pings N] [--moves N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from e2e import online  # noqa: E402
from e2e import test_online as flows  # noqa: E402
from scripts import build_site, chromium, vendor  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pings", type=int, default=30)
    parser.add_argument("--moves", type=int, default=20)
    args = parser.parse_args()
    vendor.build_game_zips()
    build_site.stamp(ROOT)
    tracker = subprocess.Popen(["node", "e2e/fixtures/tracker.mjs"], cwd=ROOT, text=True, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE)  # fmt: skip
    assert tracker.stdout is not None and tracker.stdin is not None
    url = "ws://127.0.0.1:" + tracker.stdout.readline().split()[1]
    site = online.Site(url)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium.PATH, args=["--headless", *chromium.ARGS,
                                    chromium.NO_DNS, "--disable-features=LocalNetworkAccessChecks"])  # fmt: skip
        host, guest = online.Player(browser, site.origin), online.Player(browser, site.origin)
        link = flows.host_opens(host, "corners", 2)
        g = guest.page
        g.goto(link)
        g.wait_for_selector("#online-corners[open] [name='online-name']", timeout=online.BOOT_MS)
        g.fill("#online-corners [name='online-name']", "Bo")
        clicked = g.evaluate("performance.now()")
        g.click("#online-corners [data-online='join']")
        g.wait_for_function("(window.kingsOnlineLog || []).some(m => m.dir === 'in')", timeout=online.BOOT_MS)
        connect = g.evaluate("window.kingsOnlineLog.find(m => m.dir === 'in').at") - clicked
        g.click("#online-corners li[data-seat='1'] [data-online='sit']")
        flows.start(host, "corners", [guest])
        rtts = g.evaluate("""async n => {
            const host = window.kingsOnlineLog.find(m => m.dir === 'in').peer, out = [];
            for (let i = 0; i < n; i++) out.push(await window.kingsOnlineTransport.ping(host));
            return out; }""", args.pings)  # fmt: skip
        ours = []
        peer = g.evaluate("window.kingsOnlineLog.find(m => m.dir === 'in').peer")
        for i in range(args.pings):
            g.evaluate("window.kingsOnlineLog.length = 0")
            g.evaluate("([p, t]) => window.kingsOnlineTransport.send(p, t)", [peer, json.dumps({"t": "ping", "id": i})])
            g.wait_for_function("window.kingsOnlineLog.some(m => m.dir === 'in')")
            log = g.evaluate("window.kingsOnlineLog")
            ours.append(log[-1]["at"] - log[0]["at"])
            time.sleep(0.25)  # under the rate limit
        host.page.evaluate("window.kingsOnlineLog.length = 0")
        moves = 0
        while moves < args.moves and host.body("state") == "ready":
            if flows.step(host, "corners") or flows.step(guest, "corners"):
                moves += 1
        time.sleep(1)
        log = host.page.evaluate("window.kingsOnlineLog")
        browser.close()
    site.stop()
    tracker.stdin.close()
    sent = [m for m in log if m["dir"] == "out"]
    tables = [m for m in sent if json.loads(m["text"])["t"] == "table"]
    result = {
        "connect_ms": round(connect),
        "rtt_trystero_ms_median": statistics.median(rtts),
        "rtt_messages_ms_median": round(statistics.median(ours), 1),
        "rtt_messages_ms_max": round(max(ours), 1),
        "moves": moves,
        "host_messages_per_move_per_guest": round(len(sent) / moves, 2),
        "guest_messages_per_own_move": 1,
        "table_bytes_median": statistics.median(len(m["text"].encode()) for m in tables),
        "table_bytes_max": max(len(m["text"].encode()) for m in tables),
    }
    for key, value in result.items():
        print(f"{key:36} {value}")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
