"""Klondike's longest column can be read (issue 46, the new player's review: on a laptop the thirteen face-up cards of
deal 22's column 6 overlapped so much that only their ranks showed, half cut, and no suit): every face-up card of
every column shows its rank and suit, at the laptop's, the phone's (upright and on its side) and the widget's size,
light and dark. A card with nothing on it shows its whole face; one under others shows the strip they leave it, where
its index must lie whole.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from e2e.fit import SIZES
from e2e.largest import states
from e2e.test_fit_largest import open_state

STATE = "klondike-longest-column"
#: each covered face-up card whose rank and suit are not whole in the strip the next card leaves it, in words
UNREAD = """() => [...document.querySelectorAll("main[data-table='klondike'] .kl-column")].flatMap(col => {
  const cards = [...col.querySelectorAll('.card')];
  return cards.flatMap((card, i) => {
    const next = cards[i + 1];
    if (!card.dataset.card || !next) return [];  // a back, or the whole face in sight
    const box = card.getBoundingClientRect(), strip = next.getBoundingClientRect().top - box.top;
    if (strip >= box.height * .33) return [];  // the deck's own index, rank over suit, is a third of the card
    const idx = card.querySelector('.idx'), cs = getComputedStyle(idx);
    if (cs.display === 'none' || cs.visibility === 'hidden' || !/[♠♥♦♣]$/.test(idx.dataset.idx || ''))
      return [`${card.dataset.card}: ${strip.toFixed(1)} px in sight, no index of rank and suit there`];
    const foot = idx.getBoundingClientRect().top - box.top + parseFloat(cs.paddingTop) + parseFloat(cs.lineHeight);
    const say = `${card.dataset.card}: ${strip.toFixed(1)} px in sight, its index ${foot.toFixed(1)} px high`;
    return foot <= strip + .5 ? [] : [say];
  });
})"""


@pytest.mark.parametrize("size", ["desktop", "phone", "widget", "landscape"])
def test_every_face_up_card_of_the_longest_column_shows_its_rank_and_suit(page: Page, size: str) -> None:
    width, height, embed = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(states()[STATE].storage())})) "
                         "localStorage.setItem(k, v);")  # fmt: skip
    open_state(page, STATE, embed)
    up = page.locator("main[data-table='klondike'] [data-pile='C6'] [data-card]")
    assert up.count() == 13  # (the state is the one meant: thirteen face-up cards on five face down)
    for theme in ("light", "dark"):
        page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
        assert page.evaluate(UNREAD) == [], f"{size} {theme}"
