"""Layout and accessibility at desktop and phone sizes (axe-core from node_modules, injected locally)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from playwright.sync_api import Page, expect

if TYPE_CHECKING:
    from conftest import KingsPage

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
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
