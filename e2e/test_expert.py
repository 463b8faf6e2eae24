"""The expert CPU level at a full table: it thinks in the CPU worker, its seat shows a thinking mark,
and the page never freezes while it thinks: no task on the page's thread while a CPU thinks takes more than
200 ms (what the web counts as a quick answer to a tap), and long tasks fill at most half of any long think.
A search on the page's thread would be one task as long as the think. (The page's own drawing of the
last move may be a long task of 50-100 ms on a loaded machine: that is not the CPU's thinking.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from conftest import KingsPage

QUICK_MS = 200  # the longest a task may take while a CPU thinks (the web's "good" answer to input)

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


def test_three_experts_think_in_the_worker_and_the_page_stays_responsive(kings: KingsPage) -> None:
    page = kings.page
    page.add_init_script(WATCH)
    kings.open("?seats=human,expert,expert,expert&seed=7&speed=fast")
    kings.wait_human()
    # The human plays until the CPUs are to act, then the three experts play their turns.
    for _ in range(30):
        if kings.body("actor") != "human" or kings.body("state") != "ready":
            break
        kings.play_hint()
    page.wait_for_function("window.__watch.thinking.length >= 1", timeout=60_000)
    # While an expert thinks the page answers at once: a round trip into the page is quick.
    kings.wait_human()
    windows = page.evaluate("window.__watch.thinking")
    tasks = page.evaluate("window.__watch.longtasks")
    assert windows, "no CPU showed the thinking mark"
    during = [(t, d) for t, d in tasks if any(a - 5 <= t <= b for a, b in windows)]
    frozen = [(t, d) for t, d in during if d > QUICK_MS]
    assert not frozen, f"the page froze while a CPU thought: {frozen} (thinking windows {windows})"
    for a, b in windows:
        if b - a >= 300:
            busy = sum(min(t + d, b) - max(t, a) for t, d in during if t < b and t + d > a)
            assert busy <= (b - a) / 2, f"long tasks filled {busy:.0f} ms of a {b - a:.0f} ms think: {during}"
    assert any(b - a >= 300 for a, b in windows), f"no expert thought long enough to tell: {windows}"
    moves = int(kings.body("moves"))
    assert moves >= 3  # the experts played
    assert page.locator("#players .seat").count() == 4
    assert page.locator("#players .seat-level", has_text="expert").count() == 3
