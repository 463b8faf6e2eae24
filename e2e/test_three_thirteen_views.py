"""3-13's views as a new player reads them (issue 46), on its largest states (e2e/largest.py) at 1280x800, on a
phone (390x844) and in the widget (360x500): the side's score sheet shows every player's column, a wild card's star
is on that card and a legend line says what it means, the widget's line over the hand says what to do, whole, and
the ends of a round and of the game read at a glance.
"""

from __future__ import annotations

import json

from playwright.sync_api import Page

from e2e.fit import SIZES
from e2e.largest import LONG, states

BOOT_MS = 60_000


def open_state(page: Page, name: str, size: str) -> Page:
    """``name``'s saved game opened at ``size`` (the widget: ``?embed=1``)."""
    largest = states()[name]
    width, height, embed = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(largest.storage())})) "
                         "localStorage.setItem(k, v);")  # fmt: skip
    page.goto("/index.html?game=three-thirteen" + ("&embed=1" if embed else ""))
    page.wait_for_selector(f"body[data-game='three-thirteen'][data-state='{largest.state}']", timeout=BOOT_MS)
    page.wait_for_timeout(500)  # a banner's entrance
    return page


def test_the_side_sheet_shows_every_players_column(page: Page) -> None:
    """Eight players: the side's sheet showed four columns of eight at 1280x800, and nothing said more lay beyond its
    edge. Every column is now inside the panel, nothing to scroll, each name's first letters in sight."""
    for size in ("desktop", "phone"):
        open_state(page, "three-thirteen-eight-mid-round", size)
        panel = page.locator("#tt-sheet").locator("xpath=ancestor::section[1]")
        panel.scroll_into_view_if_needed()
        assert panel.evaluate("e => e.scrollWidth <= e.clientWidth"), f"{size}: the sheet scrolls sideways"
        box = panel.bounding_box()
        assert box is not None
        heads = page.locator("#tt-sheet th.name")
        assert heads.count() == 8
        for i in range(8):
            head = heads.nth(i).bounding_box()
            assert head is not None, i
            left, right = head["x"], head["x"] + head["width"]
            assert box["x"] <= left and right <= box["x"] + box["width"], f"{size}: column {i + 1} beyond the edge"
        names = page.locator("#tt-sheet th.name > .name-text")
        for i in range(8):  # whole, or cut short keeping its first letters (40 px: "Wilhel…"), all of it on hover
            assert names.nth(i).evaluate("e => (e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight)"
                                         " || Math.max(e.clientWidth, e.clientHeight) >= 40"), f"{size}: name {i + 1}"
            assert heads.nth(i).get_attribute("title") == ("You", *LONG)[i]
