"""Cards on a phone and in the widget, as a new player saw them (issue 46, in e2e/largest.py's largest states): one
rank-and-suit index per card, never the text index over the deck's own with bits of both in sight, nor beside a
piece of a pip its box cut.
"""

from __future__ import annotations

import base64
import json

import pytest
from playwright.sync_api import Page, expect

from e2e.fit import Fit
from e2e.largest import states
from e2e.test_fit_largest import open_state
from e2e.test_king_hand import READ_SHOT

#: Each face-up card whose text index shows, where it leaves the deck's own corner index in sight: the deck draws it
#: (rank over suit, on a white patch) in the card's top left 22.6% across and 32.2% down (vendor/cards/*.svg: x -117
#: to -65.8 of 240, y -164 to -60 of 336). The text index covers all of that patch or the player sees two labels.
DOUBLED_INDEX = """() => [...document.querySelectorAll('.card.art:not(.joker)')].flatMap((card) => {
  const idx = card.querySelector(':scope > .idx:first-child');
  if (!idx || getComputedStyle(idx).display === 'none' || card.getClientRects().length === 0) return [];
  if (idx.offsetParent !== card) return [card.dataset.card + ': its index is not laid out in the card'];
  const w = card.offsetWidth, h = card.offsetHeight;  // the card's own box: a trick's card is turned a little
  const i = {left: idx.offsetLeft, top: idx.offsetTop, right: idx.offsetLeft + idx.offsetWidth,
             bottom: idx.offsetTop + idx.offsetHeight};
  const corner = {left: w * .0125, top: h * .012, right: w * .226, bottom: h * .322};
  const covered = i.left <= corner.left + .5 && i.top <= corner.top + .5 && i.right >= corner.right - .5
      && i.bottom >= corner.bottom - .5;
  return covered ? [] : [card.dataset.card + ' index ' + Object.values(i).map(Math.round) + ' over corner '
      + Object.values(corner).map(Math.round)];
})"""

CARD_STATES = ("corners-six-players-biggest-hand", "king-thirteen-cards", "king-auction-late",
               "three-thirteen-round-11-four-groups", "klondike-longest-column")


def show(page: Page, name: str, size: str, theme: str = "light") -> None:
    """Open the largest state ``name`` at ``size`` (the widget at its own address)."""
    largest = states()[name]
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(largest.storage())})) "
                         "localStorage.setItem(k, v);")  # fmt: skip
    Fit(page, largest.game).at(size, theme)
    open_state(page, name, embed=size == "widget")


@pytest.mark.parametrize("size", ["phone", "widget"])
@pytest.mark.parametrize("name", CARD_STATES)
def test_a_card_shows_one_index_not_its_text_index_over_the_decks_own(page: Page, name: str, size: str) -> None:
    show(page, name, size)
    assert page.locator(".card.art > .idx:first-child").first.is_visible()  # the text index shows at this size
    assert page.evaluate(DOUBLED_INDEX) == []


#: Beside each text index of a card in sight (a court card's picture aside, and a trick's turned cards): points 2 px
#: right of its box and 2 px under it where the card itself shows there, and three of the box's own paper (corners)
BESIDE_INDEX = """() => [...document.querySelectorAll('.card.art:not(.joker)')].flatMap((card) => {
  const idx = card.querySelector(':scope > .idx:first-child'), code = card.dataset.card || '';
  if (!idx || getComputedStyle(idx).display === 'none' || /^[JQK]/.test(code) || card.closest('.trick')) return [];
  const i = idx.getBoundingClientRect(), pts = [];
  if (!i.width) return [];
  for (let y = i.top + 2; y < i.bottom - 1; y += 2) pts.push([i.right + 2, y]);
  for (let x = i.left + 3; x < i.right; x += 2) pts.push([x, i.bottom + 2]);
  const mine = (x, y) => { const e = document.elementFromPoint(x, y); return e && e.closest('.card') === card; };
  // (3 px clear of another card's edge: its shadow falls there)
  const shown = pts.filter(([x, y]) => [[0, 0], [3, 0], [0, 3], [3, 3]].every(([dx, dy]) => mine(x + dx, y + dy)));
  const paper = [[i.left + 1.5, i.bottom - 1.5], [i.right - 1.5, i.bottom - 1.5], [i.right - 1.5, i.top + 1.5]];
  return shown.length ? [{card: code, paper, pts: shown}] : [];
})"""
#: For each card of :data:`BESIDE_INDEX` in a screenshot: the most any point's light differs from the box's paper's
BESIDE_LIGHT = "async ([url, cards]) => {" + READ_SHOT + """
  return cards.map((c) => {
    const paper = c.paper.map(light).sort((a, b) => a - b)[1];  // (the box's corners: one may meet its words)
    return [c.card, Math.max(...c.pts.map((p) => Math.abs(light(p) - paper)))];
  });
}"""


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("size", ["phone", "widget"])
@pytest.mark.parametrize("name", CARD_STATES)
def test_beside_a_cards_index_lies_its_paper_not_a_piece_of_a_pip(page: Page, name: str, size: str, theme: str) -> None:
    """The new player's review: on a phone and in the widget, part of a pip stuck out beside the corner rank ("2♣"
    and half a club), the index box cutting the face's top pips. Right of each index and under it, a card shows its
    paper (the next card's edge aside), in every game, light and dark."""
    show(page, name, size, theme)
    cards = page.evaluate(BESIDE_INDEX)
    shot = "data:image/png;base64," + base64.b64encode(page.screenshot(animations="disabled")).decode()
    cut = [(card, round(most, 2)) for card, most in page.evaluate(BESIDE_LIGHT, [shot, cards]) if most > 0.1]
    assert cards and cut == [], cut


#: Each box in sight that scrolls sideways (its content wider than it, overflow-x auto or scroll) and that a keyboard
#: cannot reach: neither focusable itself (tabindex) with a role and a name, nor holding anything focusable (axe's
#: scrollable-region-focusable: a keyboard cannot scroll it to what lies past its edge).
UNREACHABLE_SCROLL = """() => [...document.querySelectorAll('body *')].filter((el) => {
  const style = getComputedStyle(el);
  if (!['auto', 'scroll'].includes(style.overflowX) || el.scrollWidth <= el.clientWidth + 1) return false;
  if (el.getClientRects().length === 0 || style.visibility === 'hidden') return false;
  const inside = el.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
  const named = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');
  return !inside && !(el.tabIndex === 0 && el.getAttribute('role') && named);
}).map((el) => el.tagName + '#' + el.id + '.' + el.className)"""


#: (at 390x844 the eight seats wrap, and in the widget they lie in two rows of four: nothing scrolls there)
@pytest.mark.parametrize("size", ["small-phone"])
@pytest.mark.parametrize("name", ["three-thirteen-match-over-eight", "three-thirteen-eight-mid-round"])
def test_a_row_that_scrolls_sideways_takes_the_keyboards_focus(page: Page, name: str, size: str) -> None:
    show(page, name, size)
    assert page.evaluate("document.querySelector('#tt-seats').scrollWidth > document.querySelector('#tt-seats')"
                         ".clientWidth")  # (the eight seats scroll sideways at this size)
    assert page.evaluate(UNREACHABLE_SCROLL) == []
    seats = page.locator("#tt-seats")
    seats.focus()
    page.keyboard.press("ArrowRight")  # the keyboard's way to the seats past the edge
    expect(seats).to_be_focused()
    # (the browser scrolls a key's way smoothly: the row gets there over a few frames)
    page.wait_for_function("document.querySelector('#tt-seats').scrollLeft > 0", timeout=5_000)


#: How wide each card of King's hand shows (px): from its left edge to the first later card laid over it in its row.
KING_STRIPS = """() => {
  const cards = [...document.querySelectorAll('#king-hand > .card')].map((c) => c.getBoundingClientRect());
  return cards.map((r, i) => Math.round(Math.min(r.right, ...cards.slice(i + 1)
      .filter((s) => s.top < r.bottom && s.bottom > r.top && s.left >= r.left && s.left < r.right)
      .map((s) => s.left)) - r.left)); }"""


@pytest.mark.parametrize("name", ["king-auction-first-call", "king-auction-late", "king-auction-match-8-up",
                                  "king-thirteen-cards"])
def test_kings_hand_on_a_phone_shows_each_card_a_fingers_width_in_the_auction_as_in_play(page: Page, name: str) -> None:
    """Thirteen cards in one row during the auction showed strips of 27 px; the playing hand's two rows show 49."""
    show(page, name, "phone")
    strips = page.evaluate(KING_STRIPS)
    assert len(strips) == 13 and min(strips) >= 40, strips


def test_corners_empty_piles_say_what_goes_there_and_the_turn_line_what_you_may_do(page: Page) -> None:
    """A new player saw one pile labelled 'NW' (the only empty one) and 'Your turn: play, then end turn.'"""
    show(page, "corners-six-players-biggest-hand", "phone")
    empty = page.evaluate("""() => [...document.querySelectorAll('#table .pile[data-pile]')]
        .filter((p) => !p.querySelector('.stack > .card'))
        .map((p) => [p.classList.contains('corner'), p.querySelector('.slot').innerText.replace(/\\s+/g, ' ')])""")
    assert empty and all(said == ("King" if corner else "Any card") for corner, said in empty), empty  # (and ♚)
    expect(page.locator("main[data-table='corners'] .me > .status")).to_contain_text(
        "Your turn: play a card onto a pile, or end your turn.")  # (the stock is empty: nothing to draw)


#: Klondike's felt: how much of it lies bare under its longest column (px), and the font sizes of the cards' indices
#: and the stock's count shown on it.
KLONDIKE_FELT = """() => { const felt = document.querySelector('.kl-felt').getBoundingClientRect();
  const cards = [...document.querySelectorAll('.kl-column .card')];
  const bottom = Math.max(...cards.map((c) => c.getBoundingClientRect().bottom));
  const labels = [...document.querySelectorAll('.kl-felt .card .idx:first-child, .kl-count')]
      .filter((e) => getComputedStyle(e).display !== 'none').map((e) => parseFloat(getComputedStyle(e).fontSize));
  return {bare: felt.bottom - bottom, height: felt.height, labels}; }"""


def test_klondikes_longest_column_on_a_phone_uses_the_felts_height_and_reads_at_12_px(page: Page) -> None:
    """The columns' fans open as far as the felt allows: a phone's longest column left 235 px of 650 bare."""
    show(page, "klondike-longest-column", "phone")
    felt = page.evaluate(KLONDIKE_FELT)
    assert felt["bare"] < felt["height"] * .08, felt
    assert felt["labels"] and min(felt["labels"]) >= 12, felt


#: 3-13's hand: each row of its groups (melds, and the cards not melded) by its left and right edges, the hand's own
#: inner edges, and each group's label's font size.
THIRTEEN_ROWS = """() => { const hand = document.querySelector('#tt-hand'), box = hand.getBoundingClientRect();
  const style = getComputedStyle(hand), rows = {};
  for (const meld of hand.querySelectorAll('.meld')) {
    const r = meld.getBoundingClientRect(), top = Math.round(r.top);
    (rows[top] ||= []).push([r.left, r.right]);
  }
  const edges = (row) => [Math.min(...row.map((m) => m[0])), Math.max(...row.map((m) => m[1]))];
  return {rows: Object.values(rows).map(edges),
          inner: [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)],
          labels: [...hand.querySelectorAll('.meld-label')].map((l) => parseFloat(getComputedStyle(l).fontSize))}; }"""


@pytest.mark.parametrize("size", ["phone", "widget"])
def test_thirteens_hand_lies_in_tidy_rows_across_the_width_with_readable_labels(page: Page, size: str) -> None:
    """Four groups lay centred in three rows of three widths, a jagged block, their labels 9.6 px in the widget."""
    show(page, "three-thirteen-round-11-four-groups", size)
    hand = page.evaluate(THIRTEEN_ROWS)
    left, right = hand["inner"]
    assert len(hand["rows"]) >= 2 and all(abs(a - left) <= 1 and abs(b - right) <= 1 for a, b in hand["rows"]), hand
    assert min(hand["labels"]) >= 11.5, hand
