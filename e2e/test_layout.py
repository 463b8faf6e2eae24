"""Layout and accessibility at desktop and phone sizes (axe-core from node_modules, injected locally)."""

from __future__ import annotations

import functools
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from playwright.sync_api import Page, expect

from scripts import serve
from web.shell.games import GAMES

if TYPE_CHECKING:
    from conftest import KingsPage

REPO = Path(__file__).resolve().parent.parent
AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


def axe_violations(page: Page) -> list[str]:
    # Evaluated through DevTools, not an inline <script> (which the page's CSP refuses); no request leaves.
    page.evaluate(AXE.read_text(encoding="utf-8") + "\n;0")
    found = page.evaluate("""async () => (await axe.run(document)).violations
        .filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '))""")
    return [str(v) for v in found]


@pytest.mark.parametrize("size", list(SIZES))
def test_the_table_fits_and_is_accessible(kings: KingsPage, size: str) -> None:
    width, height = SIZES[size]
    page = kings.page
    page.set_viewport_size({"width": width, "height": height})
    kings.open("?seed=11&players=4&speed=instant")
    kings.wait_human()
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width
    hand = page.locator("#hand").bounding_box()
    assert hand is not None and hand["y"] + hand["height"] <= height, "the hand must show without scrolling"
    table = page.locator("#table").bounding_box()
    assert table is not None and table["y"] < height / 2
    # the corner index a player reads: the text index on small cards, else the face's own, whose
    # rank box is 1.6 x 32 of the face's 336 units (scripts/build_cards.mjs)
    index = page.locator("#hand .card .idx").first
    if index.is_visible():
        assert float(index.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")) >= 12
    else:
        card = page.locator("#hand .card").first.bounding_box()
        assert card is not None and card["height"] * 1.6 * 32 / 336 >= 12
    expect(page.locator("[data-seat-chip]")).to_have_count(4)
    assert axe_violations(page) == []
    page.get_by_role("button", name="New game").click()
    expect(page.locator("#setup")).to_be_visible()
    assert axe_violations(page) == []


#: Where a game opened by its own address is checked for moving by itself while it loads: (width, height, query).
OPENING = {"desktop": (1280, 800, ""), "phone": (390, 844, ""), "widget": (360, 500, "&embed=1")}
#: Installed before the page's scripts: every layout shift without recent input, with what moved (each source's top
#: and height before and after), when (ms after navigation), and the table's state and move count then: a shift in CI
#: at 1280x800 (Kings in the Corner's pile rows and hand band, 0.06) never came back on this machine, so a failure
#: says all it can.
SHIFTS = """(() => { window.__shifts = []; new PerformanceObserver((list) => { for (const e of list.getEntries())
  if (!e.hadRecentInput) window.__shifts.push([e.value, (e.sources || []).map((s) => (s.node ? s.node.nodeName + '#' +
  (s.node.id || '') + '.' + String(s.node.className || '') : '?') + ' ' + [s.previousRect, s.currentRect].map((r) =>
  Math.round(r.top) + '+' + Math.round(r.height)).join('>')).join(', ') + ' at ' + Math.round(e.startTime) + ' ms, '
  + (document.body ? document.body.dataset.state + ' after ' + document.body.dataset.moves + ' moves' : 'no body')]);
  }).observe({type: 'layout-shift', buffered: true}); })()"""


@pytest.mark.parametrize("size", list(OPENING))
def test_a_game_opened_by_its_address_does_not_move_as_it_loads(kings: KingsPage, size: str) -> None:
    """From the first paint (the page's skeleton, before Python) to the table drawn and half a second more, nothing
    moves by itself. Kings in the Corner's skeleton once had an empty seat bar, and the seats that came with the game
    pushed the table down: 0.04-0.05 of layout shift at every size."""
    width, height, query = OPENING[size]
    page = kings.page
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(SHIFTS)
    moved = {}
    for game in GAMES:
        page.goto(f"/index.html?game={game}&seed=3{query}")
        page.wait_for_function(f"document.body.dataset.game === '{game}' && document.body.dataset.state"
                               " && document.body.dataset.state !== 'loading'", timeout=60_000)  # fmt: skip
        page.wait_for_timeout(500)
        shifts = page.evaluate("window.__shifts")
        if sum(value for value, _ in shifts) > 0.01:
            moved[game] = shifts
    assert moved == {}, f"at {width}x{height}, layout shift while the table loads: {moved}"


class HalfThenRest(serve.QuietHandler):
    """Sends index.html in two parts, a pause apart: up to the games' tables, then the rest (the tables, the dialogs
    and the page's end)."""

    PAUSE_S = 0.8

    def do_GET(self) -> None:
        if not self.path.startswith("/index.html"):
            return super().do_GET()
        page = (Path(self.directory) / "index.html").read_bytes()
        cut = page.index(b'<main class="game" data-table="corners"')
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(page)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(page[:cut])
        self.wfile.flush()
        time.sleep(self.PAUSE_S)
        self.wfile.write(page[cut:])


#: When the page's last element (``#page-end``, the target of index.html's render-blocking ``<link rel="expect">``)
#: was parsed: a mutation observer's callback runs in the task that parsed it, so before any paint that follows it
END_PARSED = """(() => { window.__endAt = null; new MutationObserver((_, seen) => {
  if (document.getElementById('page-end')) { window.__endAt = performance.now(); seen.disconnect(); }
}).observe(document, {childList: true, subtree: true}); })()"""


def test_the_first_paint_waits_for_the_whole_page(page: Page) -> None:
    """The first paint shows the whole skeleton, never the part of the page parsed so far. Chromium paints a page whose
    HTML is still arriving, or whose parser yields on a busy machine: Kings in the Corner's table was once drawn
    without the hand band under it, at the full height, and shrank when the band came (0.06-0.12 of layout shift in
    CI, at random sizes). index.html's ``<link rel="expect" blocking="render">`` holds the paint until the page's end
    is parsed; here the page arrives in two parts, a pause apart, so the half-parsed paint would happen every time.
    The paint is compared with the moment the page's last element was parsed (the mechanism), not with the end of
    parsing as a whole (``domInteractive``), which a busy machine can put a few ms after a legitimate first paint."""
    handler = functools.partial(HalfThenRest, directory=str(REPO))
    server = serve.Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="e2e-half", daemon=True)
    thread.start()
    try:
        page.set_viewport_size({"width": 360, "height": 500})
        page.add_init_script(SHIFTS)
        page.add_init_script(END_PARSED)
        page.goto(f"http://127.0.0.1:{server.server_port}/index.html?game=corners&seed=3&embed=1", wait_until="load")
        page.wait_for_function("performance.getEntriesByName('first-contentful-paint').length > 0")
        painted = page.evaluate("performance.getEntriesByName('first-contentful-paint')[0].startTime")
        ended = page.evaluate("window.__endAt")
        page.wait_for_timeout(300)
        shifts = page.evaluate("window.__shifts")
    finally:
        server.shutdown()
        server.server_close()
    # Only the shifts before Python drew the table are the page arriving: on a busy machine the table can get ready
    # within the 300 ms (a 0.00006 shift of a text node as it did, in CI); the table's own load is the test above's.
    arriving = [shift for shift in shifts if " loading after " in shift[1] or shift[1].endswith("no body")]
    assert arriving == [], f"layout shift as the rest of the page arrived: {arriving}"
    assert ended is not None and ended >= HalfThenRest.PAUSE_S * 1000 * .9, f"the page's end arrived at {ended} ms"
    assert painted >= ended - 1, f"first paint at {painted:.0f} ms, before the page's end was parsed ({ended:.0f} ms)"
