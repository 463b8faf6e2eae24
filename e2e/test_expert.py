"""The expert CPU level at a full table: it thinks in the CPU worker, its seat shows a thinking mark,
and the page never freezes while it thinks (no long task over 50 ms)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from conftest import KingsPage

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
    during = [(t, d) for t, d in tasks if d > 50 and any(a - 5 <= t <= b for a, b in windows)]
    assert not during, f"long tasks while a CPU thought: {during} (thinking windows {windows})"
    moves = int(kings.body("moves"))
    assert moves >= 3  # the experts played
    assert page.locator("#players .seat").count() == 4
    assert page.locator("#players .seat-level", has_text="expert").count() == 3
