"""The widget: a host page on another port embeds the game in a 320x480 <iframe sandbox="allow-scripts">
(an opaque origin, storage blocked), gets its height and game events by postMessage, and can
start a new game; a command from an origin the widget was not told to trust is ignored."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

import pytest
from playwright.sync_api import Frame, Page, expect

from e2e import sites

if TYPE_CHECKING:
    from conftest import KingsPage

REPO = Path(__file__).resolve().parent.parent
HOST_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A host page</title></head>
<body>
  <h1>A page that embeds Kings</h1>
  <iframe id="kings" title="Kings in the Corner" sandbox="allow-scripts" src="{widget}"
          style="width: 320px; height: 480px; border: 0"></iframe>
  <iframe id="stranger" title="Someone else" src="{stranger}" style="width: 10px; height: 10px"></iframe>
  <script>
    window.received = [];
    const frame = document.getElementById("kings");
    window.addEventListener("message", (event) => {{
      const data = event.data;
      if (event.source !== frame.contentWindow || !data || data.source !== "kings" || data.version !== 1) return;
      received.push({{origin: event.origin, data}});
      if (data.type === "resize") frame.style.height = data.height + "px";
    }});
    window.command = (type) => frame.contentWindow.postMessage({{target: "kings", type}}, "*");
  </script>
</body></html>
"""
STRANGER_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Not the host</title></head><body><script>
  window.send = () => parent.frames[0].postMessage({target: "kings", type: "new-game"}, "*");
</script></body></html>
"""


@pytest.fixture
def host(tmp_path: Path, base_url: str) -> Iterator[tuple[sites.Server, str]]:
    """The host page on its own port; the widget from the game's server (another origin)."""
    root = tmp_path / "host"
    root.mkdir()
    server = sites.Server(root)
    stranger = server.origin.replace("127.0.0.1", "localhost") + "/stranger.html"  # a third origin
    widget = (f"{base_url}/index.html?embed=1&host={quote(server.origin, safe='')}&seed=21&players=2"
              "&level=easy&names=Ann,Bob&speed=instant&theme=dark")  # fmt: skip
    (root / "index.html").write_text(HOST_PAGE.format(widget=widget, stranger=stranger), encoding="utf-8")
    (root / "stranger.html").write_text(STRANGER_PAGE, encoding="utf-8")
    yield server, f"{server.origin}/index.html"
    server.stop()


def received(page: Page, kind: str | None = None) -> list[dict[str, Any]]:
    got = [m["data"] for m in page.evaluate("received")]
    return [m for m in got if kind is None or m["type"] == kind]


def wait_for_message(page: Page, kind: str, count: int = 1) -> dict[str, Any]:
    page.wait_for_function(f"received.filter(m => m.data.type === '{kind}').length >= {count}",
                           timeout=sites.BOOT_TIMEOUT_MS)  # fmt: skip
    return received(page, kind)[count - 1]


def widget(page: Page) -> Frame:
    page.wait_for_selector("#kings")
    frame = page.locator("#kings").element_handle().content_frame()
    assert frame is not None
    frame.wait_for_selector("body[data-state='ready']", timeout=sites.BOOT_TIMEOUT_MS, state="attached")
    return frame


def test_a_sandboxed_widget_plays_and_tells_its_host(page: Page, host: tuple[sites.Server, str]) -> None:
    errors = sites.watch(page)  # the frame's console and exceptions too
    page.goto(host[1])
    frame = widget(page)
    assert frame.evaluate("self.origin") == "null"  # sandboxed: an opaque origin, storage throws
    ready = wait_for_message(page, "ready")
    assert page.evaluate("received[0].origin") == "null"
    assert [p["name"] for p in ready["players"]] == ["Ann", "Bob"] and ready["rules"] == "standard"
    notices = frame.locator("#notices .notice")  # memory storage: the player is told nothing is being saved
    expect(notices).to_have_count(1)
    expect(notices).to_contain_text("This game is not being saved: this page gives it no storage.")
    resize = wait_for_message(page, "resize")  # the notice floats over the table: the frame's size is the table's
    notices.get_by_role("button", name="Dismiss notice").click()
    expect(notices).to_have_count(0)
    assert 300 <= resize["height"] <= 480 and resize["width"] == 320
    assert frame.locator("header.bar").is_hidden() and frame.locator("#log").is_hidden()
    assert frame.evaluate("document.documentElement.className") == "theme-dark embed"
    page.screenshot(path=str(REPO / "test-results" / "embed-320x480.png"))

    deals = 0
    for _ in range(600):  # the human only draws; the CPU empties its hand, deal after deal
        state = frame.get_attribute("body", "data-state")
        if state == "match-over":
            break
        if state == "deal-over":
            deals += 1
            event = wait_for_message(page, "deal-over", deals)
            assert event["deal"] == deals and [s["name"] for s in event["scores"]] == ["Ann", "Bob"]
            frame.get_by_role("button", name="Next deal").click()
        elif frame.get_attribute("body", "data-actor") == "human":
            moves = frame.get_attribute("body", "data-moves")
            frame.locator(".controls button[data-action='end']").click()  # (End turn once the stock is out)
            frame.wait_for_function(f"document.body.dataset.moves !== '{moves}'")
        frame.wait_for_selector("body[data-actor='human'], body[data-state$='-over']", state="attached")
    over = wait_for_message(page, "match-over")
    deals += 1
    assert over["deals"] == deals and len(received(page, "deal-over")) == deals
    assert over["winners"] and set(over["winners"]) <= {"Ann", "Bob"}
    assert max(s["total"] for s in over["scores"]) >= 25  # the standard target
    assert frame.evaluate("window.kingsCsp") == []

    page.frame_locator("#stranger").locator("body").evaluate("() => window.send()")  # not the host
    frame.wait_for_selector("html[data-embed-ignored='1']", state="attached")
    page.evaluate("command('shuffle-the-deck')")  # the host, but not a command the widget knows
    frame.wait_for_selector("html[data-embed-ignored='2']", state="attached")
    assert received(page, "match-start") == [] and frame.get_attribute("body", "data-state") == "match-over"
    page.evaluate("command('new-game')")  # the host: a new match with the same seats and rules
    start = wait_for_message(page, "match-start")
    assert [p["name"] for p in start["players"]] == ["Ann", "Bob"] and start["deals"] == 0
    frame.wait_for_selector("body[data-state='ready']", state="attached")
    assert frame.get_attribute("html", "data-embed-ignored") == "2"
    assert errors == []


AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"


@pytest.mark.parametrize("theme", ["green", "dark", "light"])
def test_the_widget_fits_320x480_in_every_theme(kings: KingsPage, theme: str) -> None:
    page = kings.page
    page.set_viewport_size({"width": 320, "height": 480})
    kings.open(f"?embed=1&theme={theme}&seed=5&players=3&speed=instant")
    assert page.evaluate("document.documentElement.className") == f"theme-{theme} embed"
    assert page.evaluate("document.body.getBoundingClientRect().height") <= 480  # seats, table, buttons, hand
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 320
    for name in ("Draw & end turn", "Hint"):
        box = page.get_by_role("button", name=name, exact=True).bounding_box()
        assert box is not None and box["y"] + box["height"] <= 480 and box["height"] >= 40
    assert len(kings.hand_cards()) == 7 and page.locator("#hand").bounding_box()["y"] < 480 - 56  # type: ignore[index]
    page.evaluate(AXE.read_text(encoding="utf-8") + "\n;0")
    found = page.evaluate("""async () => (await axe.run(document)).violations
        .filter(v => v.impact === 'serious' || v.impact === 'critical').map(v => v.id)""")
    assert found == []
    page.screenshot(path=str(REPO / "test-results" / f"embed-320x480-{theme}.png"))
