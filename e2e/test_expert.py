"""The expert CPU level at a full table: it thinks in the CPU worker, its seat shows a thinking mark,
and the page never freezes while it thinks: no task on the page's thread while a CPU thinks takes more than
200 ms (what the web counts as a quick answer to a tap), and long tasks fill at most half of the long thinks
(100 ms or more) taken together. A search on the page's thread would be one task as long as the think. The
human plays on until the experts have thought long enough to tell, however fast the machine. (The page's own
drawing of the last move may be a long task of 50-100 ms on a loaded machine: that is not the CPU's thinking.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from conftest import KingsPage

QUICK_MS = 200  # the longest a task may take while a CPU thinks (the web's "good" answer to input)
#: Thinks this long count as long: on the page's thread each would be a task of as long, most of the window.
LONG_MS = 100
#: Long thinks, in all, before the test judges them (one window alone may be a draw on a loaded machine).
ENOUGH_MS = 400

#: Records every long task (Long Tasks API) and each time a seat gains or loses the thinking mark.
WATCH = r"""
(() => {
  const w = (window.__watch = {longtasks: [], thinking: []});
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.longtasks.push([e.startTime, e.duration]);
  }).observe({type: "longtask", buffered: true});
  let on = null;
  const check = () => {
    const now = document.querySelector(".seat.thinking") !== null;
    if (now && on === null) on = performance.now();
    if (!now && on !== null) { w.thinking.push([on, performance.now()]); on = null; }
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true,
                                                  attributeFilter: ["class"]});
})();
"""


def _long(windows: list[list[float]]) -> list[list[float]]:
    return [[a, b] for a, b in windows if b - a >= LONG_MS]


def test_three_experts_think_in_the_worker_and_the_page_stays_responsive(kings: KingsPage) -> None:
    page = kings.page
    page.add_init_script(WATCH)
    kings.open("?seats=human,expert,expert,expert&seed=7&speed=fast")
    kings.wait_human()
    # The human plays on (the experts playing their turns between) until the experts have thought long enough,
    # in all, to tell a search in the worker from one on the page's thread: a fast machine thinks quickly.
    for _ in range(60):
        if kings.body("state") != "ready":
            break
        windows = page.evaluate("window.__watch.thinking")
        if sum(b - a for a, b in _long(windows)) >= ENOUGH_MS:
            break
        if kings.body("actor") == "human":
            kings.play_hint()
        kings.wait_human()
    windows = page.evaluate("window.__watch.thinking")
    tasks = page.evaluate("window.__watch.longtasks")
    assert windows, "no CPU showed the thinking mark"
    during = [(t, d) for t, d in tasks if any(a - 5 <= t <= b for a, b in windows)]
    frozen = [(t, d) for t, d in during if d > QUICK_MS]
    assert not frozen, f"the page froze while a CPU thought: {frozen} (thinking windows {windows})"
    long = _long(windows)
    thought = sum(b - a for a, b in long)
    assert thought >= ENOUGH_MS, f"the experts never thought long enough to tell: {windows}"
    busy = sum(min(t + d, b) - max(t, a) for a, b in long for t, d in during if t < b and t + d > a)
    assert busy <= thought / 2, f"long tasks filled {busy:.0f} ms of {thought:.0f} ms of thinking: {during}"
    moves = int(kings.body("moves"))
    assert moves >= 3  # the experts played
    assert page.locator("#players .seat").count() == 4
    assert page.locator("#players .seat-level", has_text="expert").count() == 3
