"""Kings in the Corner at six players, your biggest hand, late in a deal whose stock has run out (issue 46: a new
player's review scored "Corners six players mid-deal" desktop 6, phone 4, widget 4). What they found, each checked at
the desktop, the phone and the widget, light and dark: the north-east pile (thirteen cards) ran over the east pile; its
middle cards showed as four-pixel strips; the widget had no turn line; the empty stock showed a faded card back.

The state is e2e/largest.py's ``corners-six-players-biggest-hand``, opened as a saved game.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page

from e2e.fit import SIZES
from e2e.largest import states

STATE = "corners-six-players-biggest-hand"
#: The narrowest strip of a card that shows along a fan: a card's corner index needs about this much (px). A card
#: may instead lie wholly under the one above it (a pile shows its ends and its size when its fan does not fit).
MIN_STRIP = 12

#: Each pile's box and its cards' boxes (left, top, right, bottom), bottom card first.
PILES = """() => [...document.querySelectorAll('#table [data-pile]')].map(p => {
  const box = r => [r.left, r.top, r.right, r.bottom];
  return {pile: p.dataset.pile, box: box(p.getBoundingClientRect()),
          cards: [...p.querySelectorAll('.stack > .card')].map(c => box(c.getBoundingClientRect()))};
})"""
#: The turn line as a player sees it: its box, its words, what lies at its middle, whether it is clipped away.
STATUS = """() => { const s = document.getElementById('status'); const r = s.getBoundingClientRect();
  const at = document.elementFromPoint(r.left + Math.min(r.width / 2, 40), r.top + r.height / 2);
  const css = getComputedStyle(s);
  return {box: [r.left, r.top, r.width, r.height], text: s.textContent, on: !!at && s.contains(at),
          clip: css.clipPath, opacity: css.opacity}; }"""
#: What the stock shows: its card backs that take room on screen, and its words.
STOCK = """() => ({backs: [...document.querySelectorAll('#stock .back')].filter(b => b.getBoundingClientRect().width > 0
  && getComputedStyle(b).display !== 'none' && getComputedStyle(b).visibility !== 'hidden').length,
  text: document.getElementById('stock').innerText.replace(/\\s+/g, ' ').trim()})"""


def open_state(page: Page, size: str, theme: str) -> None:
    width, height, embed = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
    page.goto("/index.html?game=corners" + ("&embed=1" if embed else ""))
    page.wait_for_selector("body[data-game='corners'][data-state='ready'][data-actor='human']", timeout=60_000)
    page.wait_for_function("document.getAnimations().every(a => a.playState !== 'running')")


def strips(cards: list[list[float]]) -> list[float]:
    """How much of each card but the top one shows along the fan (down, or sideways on wide screens and the widget):
    the distance to the next card that lies elsewhere; 0 for a card under one at its own place."""
    out = []
    for i, card in enumerate(cards[:-1]):
        later = cards[i + 1]
        out.append(max(later[0] - card[0], later[1] - card[1]))
    return out


@pytest.mark.parametrize("size", ["desktop", "phone", "widget"])
def test_six_players_late_in_a_deal_every_pile_in_its_place_and_the_turn_said(page: Page, size: str) -> None:
    storage: dict[str, Any] = states()[STATE].storage()
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(storage)})) localStorage.setItem(k, v);")
    open_state(page, size, "light")
    for theme in ("light", "dark"):  # turned on the one page: the table follows the colour scheme live
        page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
        where = f"{size}, {theme}"
        piles = page.evaluate(PILES)
        assert max(len(p["cards"]) for p in piles) == 13, "the state has a whole pile, king to ace"
        for p in piles:
            left, top, right, bottom = p["box"]
            for card in p["cards"]:  # no pile runs over its neighbour: every card inside its own pile's box
                assert card[0] >= left - 1 and card[1] >= top - 1 and card[2] <= right + 1 and card[3] <= bottom + 1, \
                    f"{where}: a card of the {p['pile']} pile leaves its box: {card} outside {p['box']}"
            shown = strips(p["cards"])
            assert all(s == 0 or s >= MIN_STRIP for s in shown), \
                f"{where}: the {p['pile']} pile shows cards as slivers: {[round(s, 1) for s in shown]}"
        status = page.evaluate(STATUS)
        assert status["text"].startswith("Your turn"), status
        assert status["box"][2] > 60 and status["box"][3] >= 10 and status["on"], f"{where}: no turn line in sight"
        assert status["clip"] == "none" and status["opacity"] == "1", f"{where}: the turn line is hidden: {status}"
        stock = page.evaluate(STOCK)
        assert stock["backs"] == 0 and stock["text"] == "Stock empty", f"{where}: the empty stock shows {stock}"


#: Each pile's size badge in sight (its fan hides cards under the top one) and the corner indices it must leave
#: clear: the top card's two (top left, bottom right) and each strip's (top left). Boxes: left, top, right, bottom.
BADGES = """() => [...document.querySelectorAll('#table [data-pile] .stack')].flatMap((stack) => {
  const cards = [...stack.querySelectorAll(':scope > .card')].map((c) => c.getBoundingClientRect());
  const st = getComputedStyle(stack, '::after');
  if (cards.length < 3 || st.content === 'none') return [];
  const top = cards[cards.length - 1], s = stack.getBoundingClientRect();
  if (cards.filter((c) => Math.abs(c.left - top.left) < 1 && Math.abs(c.top - top.top) < 1).length < 2) return [];
  const w = parseFloat(st.width), h = parseFloat(st.height);
  let x = st.left !== 'auto' ? parseFloat(st.left) : s.width - parseFloat(st.right) - w;
  let y = st.top !== 'auto' ? parseFloat(st.top) : s.height - parseFloat(st.bottom) - h;
  const [tx, ty] = (st.translate === 'none' ? '0 0' : st.translate + ' 0').split(' ');
  x += tx.endsWith('%') ? parseFloat(tx) * w / 100 : parseFloat(tx);
  y += ty.endsWith('%') ? parseFloat(ty) * h / 100 : parseFloat(ty);
  // an index on a phone is its rank and suit side by side, a third of the card across (the badge hid the suit of a
  // strip's, the Q♥'s, review 60, and of a top card's, the A♣'s, review 61)
  const sw = top.width * .34, ih = top.height * .28, box = (l, t, r, b) => [l, t, r, b];
  const corners = [box(top.left, top.top, top.left + sw, top.top + ih),
                   box(top.right - sw, top.bottom - ih, top.right, top.bottom)];
  for (let i = 0; i < cards.length - 1; i++) {
    const c = cards[i], n = cards[i + 1];
    if (Math.abs(n.left - c.left) < 1 && Math.abs(n.top - c.top) < 1) continue;  // under the next: not in sight
    corners.push(box(c.left, c.top, Math.min(c.left + sw, n.left > c.left + 1 ? n.left : c.right),
                     Math.min(c.top + ih, n.top > c.top + 1 ? n.top : c.bottom)));
  }
  return [{pile: stack.parentElement.dataset.pile, badge: box(s.left + x, s.top + y, s.left + x + w, s.top + y + h),
           corners}];
})"""


@pytest.mark.parametrize("size", ["desktop", "phone", "widget"])
def test_the_pile_size_badges_leave_the_card_indices_clear(page: Page, size: str) -> None:
    """Issue 46's second review: on a phone the "4 cards" and "13 cards" badges lay over the top card's corner index
    (the 5♥'s), and reviews 60 and 61: over the suit of a strip's (the Q♥'s) and a top card's (the A♣'s): a pile's
    size goes where it hides no rank or suit."""
    storage: dict[str, Any] = states()[STATE].storage()
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(storage)})) localStorage.setItem(k, v);")
    open_state(page, size, "light")
    badges = page.evaluate(BADGES)
    assert badges or size == "desktop", "the state has piles with cards out of sight"  # (a laptop's fans fit)
    for b in badges:
        left, top, right, bottom = b["badge"]
        for c in b["corners"]:
            over = left < c[2] - 1 and right > c[0] + 1 and top < c[3] - 1 and bottom > c[1] + 1
            assert not over, f"{size}: the {b['pile']} pile's badge {b['badge']} covers a card's index {c}"
