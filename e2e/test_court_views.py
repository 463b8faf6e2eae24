"""King's Court as a new player reads it (review 58), on its largest states (e2e/largest.py): the widget's match over
with no line sliced by the banner's foot, a phone's game over with no board tips beside the banner like a carousel's
arrows and headings on one line, and the widget's board with readable coordinates beside it, not under the pieces,
and its players' second lines not starting with a dot.
"""

from __future__ import annotations

import json

from playwright.sync_api import Page

from e2e.fit import SIZES
from e2e.largest import states
from e2e.test_widget_views import open_state


def open_end(page: Page, name: str, size: str) -> None:
    """``name``'s saved end of a game or match at ``size`` (the widget: ``?embed=1``), its banner shown."""
    largest = states()[name]
    width, height, embed = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(largest.storage())})) "
                         "localStorage.setItem(k, v);")  # fmt: skip
    page.goto("/index.html?game=kings-court" + ("&embed=1" if embed else ""))
    page.wait_for_selector(f"body[data-state='{largest.state}'] #court-banner:not([hidden])", timeout=60_000)
    page.wait_for_timeout(500)  # its entrance

#: the lines of each chip's stats as laid out on the screen, the characters of each in order
CHIP_LINES = """() => [...document.querySelectorAll('.court-chip .chip-words')].map((words) => {
  const lines = new Map(), walk = document.createTreeWalker(words, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode())
    for (let i = 0; i < n.length; i++) {
      const range = document.createRange(); range.setStart(n, i); range.setEnd(n, i + 1);
      const r = range.getBoundingClientRect();
      if (!r.width || !n.data[i].trim()) continue;
      const top = Math.round(r.top / 4);
      if (!lines.has(top)) lines.set(top, []);
      lines.get(top).push([r.left, n.data[i]]);
    }
  return [...lines.keys()].sort((a, b) => a - b).map((k) => lines.get(k).sort((a, b) => a[0] - b[0])
    .map((c) => c[1]).join(''));
})"""


def test_the_widgets_match_over_slices_no_line_under_the_banner(page: Page) -> None:
    """"The match is over after 20 games: you won." showed its lower half under the banner's foot."""
    open_end(page, "kings-court-match-over-twenty", "widget")
    banner, status = page.evaluate("""() => [document.querySelector('#court-banner'),
        document.querySelector('.court-me > .status')].map((e) => { const r = e.getBoundingClientRect();
          return [r.top, r.bottom, r.height]; })""")
    assert status[2] <= 1 or status[0] >= banner[1] or status[1] <= banner[0], (banner, status)


def test_a_phones_game_over_shows_no_board_tips_beside_the_banner_and_headings_on_one_line(page: Page) -> None:
    """The board's left and right tips stuck out beside the banner; "In the Court" took three lines."""
    open_end(page, "kings-court-game-over", "phone")
    banner = page.locator("#court-banner").bounding_box()
    board = page.locator(".court-board").bounding_box()
    assert banner is not None and board is not None
    beside = board["x"] < banner["x"] - 1 or board["x"] + board["width"] > banner["x"] + banner["width"] + 1
    assert not beside or page.locator(".court-stage").evaluate("e => getComputedStyle(e).visibility") == "hidden"
    heads = page.evaluate("""() => [...document.querySelectorAll('#court-banner thead th')].map((th) => {
      const range = document.createRange(); range.selectNodeContents(th);
      return [th.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size]; })""")
    assert [h for h in heads if h[1] > 1] == [], heads


def test_the_widgets_board_has_readable_coordinates_and_chips_lines_start_with_words(page: Page) -> None:
    """Coordinates 6-8 px in the squares' corners, "6" under a green piece; "· 15 left · 0 pts" as a line."""
    open_state(page, "kings-court-piece-picked")
    sizes = page.evaluate("""() => [...document.querySelectorAll('#court-grid :is(.sq[data-file], .sq[data-rank])')]
      .map((sq) => { const st = getComputedStyle(sq, sq.dataset.file ? '::before' : '::after');
        return [sq.dataset.square, parseFloat(st.fontSize), st.bottom, st.left]; })""")
    assert len(sizes) >= 15 and all(s[1] >= 10 for s in sizes), sizes
    # off the squares, beside the board's frame: past the square's own edge (a negative inset), never over a piece
    files = [s for s in sizes if s[0].endswith("1") and s[0] != "a1"]
    assert files and all(float(s[2].removesuffix("px")) < 0 for s in files), files
    lines = page.evaluate(CHIP_LINES)
    assert len(lines) == 2 and all(len(chip) >= 1 for chip in lines)
    assert [line for chip in lines for line in chip if line.startswith("·")] == [], lines
