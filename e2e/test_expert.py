"""The expert CPU level at a full table: it thinks in the CPU worker and its seat shows a thinking mark; and
without a worker (its script blocked) the experts still play, at once, on the page.

Where each think ran is read from the page's own record (``<html data-worker-answers data-worker-fallbacks>``:
web/shell/boot.py, CpuWorker), not from the clock: a test that judged the page's long tasks while a CPU thought
failed on a busy machine whose page drew a move slowly. What the page's thread does meanwhile is measured by
bench/longtasks.py (``--thinking``), which prints it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from conftest import KingsPage

#: Records each time a seat gains or loses the thinking mark.
WATCH = r"""
(() => {
  const w = (window.__watch = {thinking: []});
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


def worker_record(kings: KingsPage) -> tuple[int, int]:
    """(thinks the CPU worker answered, thinks the page computed itself) so far."""
    data = kings.page.evaluate("({...document.documentElement.dataset})")
    return int(data.get("workerAnswers", 0)), int(data.get("workerFallbacks", 0))


def test_three_experts_think_in_the_worker(kings: KingsPage) -> None:
    page = kings.page
    page.add_init_script(WATCH)
    kings.open("?seats=human,expert,expert,expert&seed=7&speed=fast")
    kings.wait_human()
    # the worker boots on the other core once the table is drawn; a CPU move asked for before it is ready is
    # computed on the page (after 5 s), as a player's would be: count from the moment it is ready
    page.wait_for_selector("html[data-cpu-worker='ready']", timeout=60_000)
    answered, fell_back = worker_record(kings)
    start = int(kings.body("moves"))
    hints = cpu_moves = 0
    while cpu_moves < 6 and kings.body("state") == "ready":  # the experts play six moves or more
        if kings.body("actor") == "human":
            mine = int(kings.body("moves"))
            kings.play_hint()
            hints += 1
            kings.wait_human()
            cpu_moves += int(kings.body("moves")) - mine - 1
    assert cpu_moves >= 6 or kings.body("state") != "ready"
    now_answered, now_fell_back = worker_record(kings)
    assert now_fell_back == fell_back, f"{now_fell_back - fell_back} thinks were computed on the page"
    # every expert move and every hint (the hard search) was the worker's answer
    assert now_answered - answered == cpu_moves + hints, (now_answered - answered, cpu_moves, hints)
    assert int(kings.body("moves")) - start >= cpu_moves + hints
    assert page.evaluate("window.__watch.thinking"), "no CPU showed the thinking mark"
    assert page.locator("#players .seat").count() == 4
    assert page.locator("#players .seat-level", has_text="expert").count() == 3


def test_without_their_worker_the_experts_play_on_the_page_at_once(kings: KingsPage) -> None:
    """A worker whose script does not load (a blocked file, a browser without module workers): the page computes
    the experts' moves itself from the first one on, and says why in the console. Before, every expert move waited
    5 s for a worker that would never be ready."""
    page = kings.page
    warnings: list[str] = []  # a worker still booting is said as information, a failure as a warning
    page.on("console", lambda msg: warnings.append(msg.text) if msg.type in ("warning", "info") else None)
    page.route("**/web/shell/cpu_worker.js", lambda route: route.fulfill(status=404, body="Not Found"))
    kings.open("?seats=human,expert,expert,expert&seed=7&speed=fast")
    kings.wait_human()
    cpu_moves = 0
    for _ in range(40):  # the human plays on (a turn may be several moves) until the experts have played three
        kings.play_hint()
        mine = int(kings.body("moves"))
        kings.wait_human()
        cpu_moves += int(kings.body("moves")) - mine
        if cpu_moves >= 3 or kings.body("state") != "ready":
            break
    assert cpu_moves >= 3, "the experts did not play on without their worker"
    said = [w for w in warnings if "CPU worker" in w]
    assert any("did not start" in w and "the page computes the move itself" in w for w in said), warnings
    assert not [w for w in said if "within" in w], f"a move waited for the worker that failed: {said}"
    assert page.get_attribute("html", "data-cpu-worker") == "failed"
    answered, fell_back = worker_record(kings)
    assert answered == 0 and fell_back >= 3, (answered, fell_back)


def test_medium_cpus_boot_no_worker_even_for_a_hint(kings: KingsPage) -> None:
    """The worker is a second Pyodide (a second of CPU, tens of MB): a table whose CPUs answer on the page in a
    millisecond (easy, medium) does not start it while the game is played. A hint there is thought out on the page at
    once (issue 46: the first hint waited for the worker to boot, 1.5 to 5.5 s), so it never starts it either."""
    page = kings.page
    kings.open("?seats=human,medium,medium&seed=7&speed=fast")
    kings.wait_human()
    page.wait_for_timeout(2500)  # past the idle moment (2 s at most after drawing) when a hard table starts it
    assert page.get_attribute("html", "data-cpu-worker") is None
    kings.play_hint()
    kings.wait_human()
    page.wait_for_timeout(500)
    assert page.get_attribute("html", "data-cpu-worker") is None
    assert worker_record(kings) == (0, 0)
