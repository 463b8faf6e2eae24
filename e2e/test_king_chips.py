"""King's seat chips as a new player reads them (issue 46, review 59): nothing on a chip lies over anything else. The
fan of mini card backs covered the "T" of "Total -320" on the middle seat's chip (a laptop); the tags on a chip's top
edge ("Dealer", "up for auction", "8 up") crossed the hand's banner above and the seat names under them.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from e2e.test_king_views import SIZES, opened

#: Each text box on a seat chip that meets the fan of backs or a tag, and each tag that meets the banner, another
#: chip's words or another tag (boxes drawn: a rect of zero size or display: none is not drawn)
CHIP_OVERLAPS = """() => {
  const out = [], banner = document.querySelector("main[data-table='king'] .contract");
  const rects = (e) => [...e.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  const meet = (a, b) => a.left < b.right - .5 && b.left < a.right - .5
    && a.top < b.bottom - .5 && b.top < a.bottom - .5;
  const textBoxes = (chip) => {  // each run of words on the chip, by its glyphs' boxes (a Range), tags left out
    const boxes = [], walk = document.createTreeWalker(chip, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent.trim() || el.closest('.call, .dealer, .sr')) continue;
      const range = document.createRange(); range.selectNodeContents(n);
      const box = el.getBoundingClientRect();  // a name cut with "…": its glyphs past the box are not drawn
      for (const q of range.getClientRects()) {
        const r = {left: Math.max(q.left, box.left), right: Math.min(q.right, box.right), top: q.top, bottom: q.bottom};
        if (r.right - r.left > 0) boxes.push([n.textContent.trim(), r]);
      }
    }
    return boxes;
  };
  const chips = [...document.querySelectorAll('.kchip')];
  const tags = chips.flatMap((c) => [...c.querySelectorAll('.call, .dealer')].filter(
    (t) => c.querySelector('.seat-name') && getComputedStyle(t).position === 'absolute' || t.classList.contains('call'))
    .flatMap((t) => rects(t).map((r) => [t.textContent, r, c])));
  for (const chip of chips) {
    const texts = textBoxes(chip);
    const backs = [...chip.querySelectorAll('.mini-back')].flatMap(rects);
    for (const [word, r] of texts) {
      if (backs.some((b) => meet(b, r))) out.push(`backs over "${word}"`);
      for (const [tag, t] of tags) if (meet(t, r)) out.push(`tag "${tag}" over "${word}"`);
    }
  }
  for (const [i, [tag, t, chip]] of tags.entries()) {
    if (banner && rects(banner).some((b) => meet(b, t))) out.push(`tag "${tag}" over the banner`);
    for (const [other, o] of tags.slice(i + 1)) if (meet(t, o)) out.push(`tag "${tag}" over tag "${other}"`);
  }
  return out;
}"""

STATES = ("king-auction-late", "king-auction-first-call", "king-auction-match-8-up", "king-thirteen-cards",
          "king-dealt-by-you-play")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", STATES)
def test_nothing_on_a_seat_chip_lies_over_anything_else(page: Page, name: str, size: str) -> None:
    opened(page, name, size)
    found = page.evaluate(CHIP_OVERLAPS)
    assert found == [], f"{name} {size}: {found}"


#: Where your chip's dealer badge lies: which side of your name, and its left and top from the chip's top left corner
DEALER_SIDE = """() => {
  const chip = document.querySelector('.kchip.viewer'), badge = chip.querySelector('.dealer');
  const name = chip.querySelector('.seat-name').getBoundingClientRect(), b = badge.getBoundingClientRect();
  const c = chip.getBoundingClientRect();
  return {side: b.right <= name.left + 1 ? 'before' : b.left >= name.right - 1 ? 'after' : 'over',
          left: Math.round(b.left - c.left), top: Math.round(b.top - c.top)};
}"""


@pytest.mark.parametrize("size", ["desktop", "phone", "widget"])
def test_your_dealers_badge_keeps_its_place_from_the_auction_to_the_play(page: Page, size: str) -> None:
    """A new player's review: the "Dealer" badge sat before your name in the auction (a call's tag takes the chip's
    top right) and after it once cards were played; it changed sides under the player's eyes. It stays before the
    name, at the same place on the chip, through the auction and the play."""
    places = {}
    for name in ("king-settle-four-answers", "king-dealt-by-you-play"):
        opened(page, name, size)
        places[name] = page.evaluate(DEALER_SIDE)
    auction, play = places.values()
    assert auction["side"] == play["side"] == "before", f"{size}: {places}"
    assert abs(auction["left"] - play["left"]) <= 2, f"{size}: {places}"
