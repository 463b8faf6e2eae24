"""3-13's hand as it is spread in its tray: a short hand's cards side by side where its row has room (round 1's three
cards overlapped by 38% in an empty row at 1280x800, and by a finger's strip in the widget), a long one overlapping
only as much as its row's width needs, and nothing past the tray's or the window's edge (the last round's fourteen
cards, in three and four groups and in your own order, on a laptop, on phones and in the widget).
"""

from __future__ import annotations

import json
from itertools import pairwise

import pytest
from playwright.sync_api import Page

from e2e.conftest import ThirteenPage
from e2e.fit import SIZES
from e2e.largest import states

BOOT_MS = 60_000
GAP = 6  #: the room between two cards side by side (web/three_thirteen/table.css)

#: the hand's groups: each one's box, its cards' boxes, and the tray's content box (inside its padding)
HAND = """() => {
  const box = (e) => { const r = e.getBoundingClientRect(); return {l: r.left, r: r.right, t: r.top, b: r.bottom}; };
  const hand = document.querySelector('#tt-hand'), st = getComputedStyle(hand), h = box(hand);
  return {
    tray: {l: h.l + parseFloat(st.paddingLeft), r: h.r - parseFloat(st.paddingRight), t: h.t, b: h.b},
    groups: [...hand.querySelectorAll(':scope > .meld')].map((g) => ({
      box: box(g), kind: g.dataset.kind, cards: [...g.querySelectorAll('.card')].map(box)})),
    width: innerWidth, scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  };
}"""

#: every layout shift without recent input since the page began (the shifts a player feels)
SHIFTS = """(() => { window.__shift = 0; new PerformanceObserver((list) => { for (const e of list.getEntries())
  if (!e.hadRecentInput) window.__shift += e.value; }).observe({type: 'layout-shift', buffered: true}); })()"""


def steps(cards: list[dict[str, float]]) -> list[float]:
    """Each card's left edge from the one before it, in one row of a group (a step back starts its next row)."""
    return [b["l"] - a["l"] for a, b in pairwise(cards) if abs(b["t"] - a["t"]) < 1]


def side_by_side(hand: dict, where: str) -> None:
    for g in hand["groups"]:
        width = g["cards"][0]["r"] - g["cards"][0]["l"]
        for step in steps(g["cards"]):
            assert abs(step - (width + GAP)) <= 1.5, (
                f"{where}: {g['kind']}'s cards {step:.1f} px apart, {width:.1f} wide")


@pytest.mark.parametrize("size", ["desktop", "phone", "widget"])
def test_a_short_hand_lays_its_cards_side_by_side(thirteen: ThirteenPage, size: str) -> None:
    """Round 1 (three cards, four once drawn) in a row with room for many more: each card whole, 6 px from the next,
    before the draw and after it; nothing moves by itself meanwhile (the layout shift a player feels)."""
    page = thirteen.page
    width, height, embed = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(SHIFTS)
    thirteen.open("&seed=5&players=3&speed=instant" + ("&embed=1" if embed else ""))
    thirteen.wait_human()
    side_by_side(page.evaluate(HAND), f"{size}, three cards")
    page.click("#tt-stock")
    page.wait_for_selector("body[data-phase='discard'][data-actor='human']")
    hand = page.evaluate(HAND)
    assert sum(len(g["cards"]) for g in hand["groups"]) == 4
    side_by_side(hand, f"{size}, four cards")
    assert page.evaluate("window.__shift") < 0.05


def open_state(page: Page, name: str, size: str) -> None:
    width, height, embed = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(states()[name].storage())})) "
                         "localStorage.setItem(k, v);")  # fmt: skip
    page.goto("/index.html?game=three-thirteen&speed=instant" + ("&embed=1" if embed else ""))
    page.wait_for_selector("body[data-game='three-thirteen'][data-state='ready'][data-actor='human']", timeout=BOOT_MS)


@pytest.mark.parametrize("name", ["three-thirteen-round-11-discard", "three-thirteen-round-11-four-groups", "own"])
def test_the_last_rounds_hand_overlaps_only_as_much_as_its_row_needs(page: Page, name: str) -> None:
    """Fourteen cards at every size: each card inside the tray and the window, no sideways scroll, a finger's strip
    of each (42 px) where a finger plays; a group's cards evenly apart, and closer than side by side only in a row of
    groups that takes the tray's whole width (round 11's groups on a laptop overlapped by 38% with 200 px to spare)."""
    for size in ("desktop", "phone", "small-phone", "widget"):
        open_state(page, "three-thirteen-round-11-discard" if name == "own" else name, size)
        if name == "own" and not page.locator("#tt-hand[data-own]").count():  # your own order (kept once chosen)
            page.click("[data-action='arrange']")
            page.wait_for_selector("#tt-hand[data-own]")
        hand, where = page.evaluate(HAND), f"{name} at {size}"
        tray = hand["tray"]
        assert hand["scroll"] == 0, f"{where}: the page scrolls sideways"
        assert sum(len(g["cards"]) for g in hand["groups"]) == 14, where
        rows: dict[int, list[dict]] = {}
        for g in hand["groups"]:
            rows.setdefault(round(g["box"]["t"]), []).append(g)
            for c in g["cards"]:
                assert tray["l"] - 1 <= c["l"] and c["r"] <= min(tray["r"], hand["width"]) + 1, f"{where}: a card cut"
                assert tray["t"] <= c["t"] and c["b"] <= tray["b"] + 1, f"{where}: a card over the tray's edge"
        for row in rows.values():
            full = max(g["box"]["r"] for g in row) - min(g["box"]["l"] for g in row) >= tray["r"] - tray["l"] - 2
            for g in row:
                width, apart = g["cards"][0]["r"] - g["cards"][0]["l"], steps(g["cards"])
                if not apart:
                    continue
                assert max(apart) - min(apart) <= 1, f"{where}: {g['kind']}'s cards unevenly apart: {apart}"
                if size != "desktop":
                    assert min(apart) >= 41, f"{where}: a card shows {min(apart):.0f} px to a finger"
                wrapped = len(apart) < len(g["cards"]) - 1
                assert wrapped or full or apart[0] >= width + GAP - 1.5, (
                    f"{where}: {g['kind']}'s cards overlap ({apart[0]:.0f} px apart, {width:.0f} wide) with room"
                    " to spare in their row")
