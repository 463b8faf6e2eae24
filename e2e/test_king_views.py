"""King's auction, end box and header as a new player reads them (issue 46, the second review against cardgames.io), at
a desktop, a phone and the 360x500 widget, light and dark: each bid button holds its words; the auction's title and
every call said so far are readable (a name cut short keeps a few letters and its whole in a title); the line that
says what up and down mean is not dropped where there is room; the hand's number and contract are not said twice on
one screen; the end box's negative and positive points are the score sheet's; a disabled button is legible in dark;
a bid's points and an answer's second line are 12 px at least.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from e2e.largest import states
from e2e.test_fit_largest import open_state

#: (width, height, embedded, touch)
SIZES = {"desktop": (1280, 800, False, False), "phone": (390, 844, False, True), "small-phone": (360, 640, False, True),
         "widget": (360, 500, True, True)}
#: (the opening bid: ten rungs and Pass, the most buttons the auction shows)
AUCTIONS = ("king-auction-first-call", "king-auction-late", "king-auction-match-8-up", "king-auction-opening-bid")


def opened(page: Page, name: str, size: str, theme: str = "light") -> None:
    width, height, embed, touch = SIZES[size]
    saved = json.dumps(states()[name].storage())
    page.add_init_script(f"for (const [k, v] of Object.entries({saved})) localStorage.setItem(k, v);")
    page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
    page.set_viewport_size({"width": width, "height": height})
    if touch:
        page.context.new_cdp_session(page).send("Emulation.setTouchEmulationEnabled", {"enabled": True})
    open_state(page, name, embed=embed)


#: What a new player cannot read in the auction panel, each a line
AUCTION_DEFECTS = """(widget) => {
  const out = [], panel = document.querySelector('#king-bidding');
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const cut = (e) => e.scrollWidth > e.clientWidth + 1;
  for (const b of panel.querySelectorAll('button.choice')) {
    const r = b.getBoundingClientRect();
    for (const s of b.querySelectorAll('span')) {
      if (!shown(s) || s.getBoundingClientRect().width <= 1) continue;  // (a word for screen readers only)
      const q = s.getBoundingClientRect();
      // inside its edges with a margin ("1 down" touched both edges of its button in the widget: review 58)
      if (q.left < r.left + 2 || q.right > r.right - 2 || cut(s)) out.push('touches its button: ' + s.textContent);
      // a bid's points and an answer's second line 12 px at least ("50 points" was 10 px: the new player's review)
      if (s.matches('.choice-detail') && parseFloat(getComputedStyle(s).fontSize) < 12)
        out.push('too small (' + getComputedStyle(s).fontSize + '): ' + s.textContent);
    }
  }
  const title = panel.querySelector('.bidding-title');
  if (cut(title)) out.push('title cut: ' + title.textContent);
  const calls = panel.querySelector('.calls');
  if (calls && widget) {  // the widget: each seat's tag says its last call, the list gives its lines to the rules
    if (shown(calls)) out.push('the list of calls shown in the widget');
    for (const li of calls.children) {
      const who = li.querySelector('.call-name').textContent, said = li.querySelector('.call').textContent;
      const seat = [...document.querySelectorAll('.kseat')].find((x) => x.querySelector('.seat-name').textContent
        .replace('▶', '').trim() === who.trim());
      const tag = seat && seat.querySelector('.call');
      if (!tag || !shown(tag) || !said.endsWith(tag.textContent)) out.push('call not on its seat: ' + li.textContent);
    }
  } else if (calls) {
    const before = getComputedStyle(calls, '::before').content;
    if (before && before !== 'none' && before !== 'normal') out.push('calls behind ' + before);
    for (const li of calls.children) {
      if (!shown(li)) { out.push('call hidden: ' + li.textContent); continue; }
      const name = li.querySelector('.call-name');
      if (cut(name) && (name.clientWidth < 36 || !name.title)) out.push('name cut to nothing: ' + name.textContent);
      const r = li.getBoundingClientRect(), p = panel.getBoundingClientRect();
      if (r.right > p.right + 1) out.push('call past the panel: ' + li.textContent);
    }
  }
  const rules = panel.querySelector('.bidding-rules');
  // what up and down mean, on every screen (the widget dropped it: review 58)
  if (rules && !shown(rules)) out.push('the line on up and down dropped');
  return out;
}"""


#: the sizes at which the hand lies under the auction in tiers, and the states whose first bids show ten rungs and Pass
SMALL = ("widget", "small-phone")
MOST_BUTTONS = ("king-auction-opening-bid", "king-auction-first-call")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", AUCTIONS)
def test_the_auction_reads_whole(page: Page, name: str, size: str) -> None:
    """The auction panel reads whole in light and dark (the theme turned on the one page: the table does not reload
    for it); on a small screen the hand under it leaves a finger of each card, and the calls stay beside the bids."""
    opened(page, name, size)
    for theme in ("light", "dark"):
        page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
        assert page.evaluate(AUCTION_DEFECTS, size == "widget") == [], f"{name} {size} {theme}"
    if size in SMALL:
        hand_leaves_a_finger_each_card(page)
        if name in MOST_BUTTONS:
            calls_stay_in_sight_beside_every_bid(page, size == "widget")


#: The narrowest a card of the hand shows beside the next in its row (px)
CARD_SHOWN = """() => {
  const cards = [...document.querySelectorAll("main[data-table='king'] .khand > .card")]
    .map((c) => c.getBoundingClientRect());
  let least = 1e9;
  for (let i = 0; i + 1 < cards.length; i++)
    if (Math.abs(cards[i + 1].top - cards[i].top) < 2) least = Math.min(least, cards[i + 1].left - cards[i].left);
  return least;
}"""


#: What of each card of the hand lies out of sight: its corner (rank and suit) under another card or past the window
CORNERS_HIDDEN = """() => [...document.querySelectorAll("main[data-table='king'] .khand > .card")].flatMap((c) => {
  const r = c.getBoundingClientRect(), idx = c.querySelector('.idx').getBoundingClientRect();
  const x = Math.min(idx.left + 4, idx.right - 1), spots = [[x, idx.top + 3], [x, idx.bottom - 3]];
  return spots.some(([px, py]) => py > innerHeight || !c.contains(document.elementFromPoint(px, py)))
    ? [c.getAttribute('aria-label') || c.textContent] : [];
})"""


def hand_leaves_a_finger_each_card(page: Page) -> None:
    """Thirteen cards in one row under the auction in the widget (and a small phone) showed strips of 22 px: no
    rank or suit could be read. Each card shows 40 px beside the next, and its corner whole."""
    assert page.evaluate(CARD_SHOWN) >= 40
    assert page.evaluate(CORNERS_HIDDEN) == []


#: Each call said so far and each bid's button, as far as the window and the auction's panel (which may scroll) show
CALLS_IN_SIGHT = """() => {
  const panel = document.querySelector('#king-bidding'), p = panel.getBoundingClientRect();
  const seen = (e) => { const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= Math.max(p.top, 0) - 1
    && r.bottom <= Math.min(p.bottom, innerHeight) + 1 && r.left >= p.left - 1 && r.right <= p.right + 1; };
  const tags = [...document.querySelectorAll('.kseat .call')].map((t) => { const r = t.getBoundingClientRect();
    return [t.textContent, r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0
            && r.right <= innerWidth]; });
  return {calls: [...panel.querySelectorAll('.calls li')].map((li) => [li.textContent, seen(li)]), tags,
          buttons: [...panel.querySelectorAll('button.choice')].map((b) => [b.textContent, seen(b)])};
}"""


def calls_stay_in_sight_beside_every_bid(page: Page, widget: bool) -> None:
    """The first bids (ten rungs and Pass) hid the list of calls on a small screen: who chose the auction, who bid
    what, was not in sight beside the buttons. Every call (in the widget, each seat's last call on its tag) and every
    button now shows at once, nothing scrolled."""
    seen = page.evaluate(CALLS_IN_SIGHT)
    said = seen["tags"] if widget else seen["calls"]
    assert said and all(shown for _, shown in said), said
    assert len(seen["buttons"]) >= 9 and all(shown for _, shown in seen["buttons"]), seen["buttons"]


def test_the_hand_and_contract_are_said_once_and_a_disabled_button_is_legible(page: Page) -> None:
    """The header's "Hand 7 of 10 · Positive hand" over the contract strip's same words: said twice. A disabled button's
    faded words still read (3:1) in light and dark."""
    opened(page, "king-auction-first-call", "desktop")
    header = page.locator("#title")
    strip = page.locator("main[data-table='king'] .contract-title")
    assert not (header.is_visible() and strip.is_visible() and strip.inner_text() in header.inner_text())
    for theme in ("light", "dark"):
        page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
        assert page.evaluate(CONTRAST, "main[data-table='king'] .control[aria-disabled='true']") >= 3, theme


def test_the_end_box_splits_as_the_score_sheet_does(page: Page) -> None:
    """The end box's "Negative" and "Positive" for You were all the points lost and won (-305 / +350) beside the sheet's
    negative and positive hands (-180 / +225): same words, other numbers."""
    opened(page, "king-game-over", "desktop")
    box = page.locator("[id$='banner'] tr.you td")
    cells = [c.strip() for c in box.all_inner_texts()]
    sheet = {r: page.locator(f"#king-sheet tr.sum:has-text('{r}') td").first.inner_text().strip()
             for r in ("Negative", "Positive")}  # fmt: skip
    assert sheet["Negative"] in cells and sheet["Positive"] in cells, (cells, sheet)


CONTRAST = """(sel) => {
  const e = document.querySelector(sel), rgb = (s) => { const v = s.match(/[\\d.]+/g).map(Number);
    return s.startsWith('color(') ? [...v.slice(0, 3).map((x) => x * 255), ...v.slice(3)] : v; };
  const lum = (c) => { const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255;
    return v <= .03928 ? v / 12.92 : ((v + .055) / 1.055) ** 2.4; }); return .2126 * r + .7152 * g + .0722 * b; };
  let bg = null;
  for (let p = e; p && !bg; p = p.parentElement) {
    const c = rgb(getComputedStyle(p).backgroundColor);
    if (c.length < 4 || c[3] > .5) bg = c;
  }
  // the element's opacity fades its text into the background
  const fg = rgb(getComputedStyle(e).color), a = Number(getComputedStyle(e).opacity) * (fg[3] ?? 1);
  const mix = fg.slice(0, 3).map((v, i) => v * a + bg[i] * (1 - a));
  const [hi, lo] = [lum(mix), lum(bg)].sort((x, y) => y - x);
  return (hi + .05) / (lo + .05);
}"""


def test_the_dealers_badge_says_dealer(page: Page) -> None:
    """A new player could not tell what the seat's bare "D" meant (issue 46): on a laptop the badge reads "Dealer",
    on a phone "D" with "Dealer" in its title and for screen readers."""
    for size, shown in (("desktop", True), ("phone", False)):
        opened(page, "king-thirteen-cards", size)
        badge = page.locator(".kchip .dealer")
        assert badge.count() == 1 and badge.get_attribute("title") == "Dealer"
        said = badge.evaluate("""b => [...b.children].filter(c => c.getAttribute('aria-hidden') !== 'true')
                                   .map(c => c.textContent)""")
        assert badge.text_content() == "DealerDealer" and said == ["Dealer"], said  # the word whole, not "D ealer"
        width = badge.locator(".rest").evaluate("e => e.getBoundingClientRect().width")
        assert (width > 10) == shown, f"{size}: the word's rest is {width} px wide"


def test_the_widget_shows_the_turn_line_while_cards_are_played(page: Page) -> None:
    """Review 58: in the widget the thirteen-card hand had no "Your turn: follow clubs." line at all (the desktop and
    the phone show it): the turn line is in sight over the buttons, whole."""
    opened(page, "king-thirteen-cards", "widget")
    status = page.locator("main[data-table='king'] .me > .status")
    box = status.bounding_box()
    assert status.inner_text().startswith("Your turn:")
    assert box is not None and box["width"] > 100 and box["height"] > 10
    assert status.evaluate("(e) => e.scrollWidth <= e.clientWidth + 1 && getComputedStyle(e).clipPath === 'none'")


#: The trick's cards ([width, height] each, unrotated) and what the "led" tag covers of its card's corner indexes: the
#: top left one (the rank and suit shown) and the art's bottom right one (a quarter of the card's width and height)
TRICK = """() => {
  const slots = [...document.querySelectorAll('#king-trick .trick-slot')].filter((s) => s.querySelector('.card'));
  const sizes = slots.map((s) => [s.querySelector('.card').offsetWidth, s.querySelector('.card').offsetHeight]);
  const led = document.querySelector('#king-trick .trick-slot.leader'), covers = [];
  const tag = getComputedStyle(led, '::after'), slot = led.getBoundingClientRect();
  const t = {left: slot.left + parseFloat(tag.left), top: slot.top + parseFloat(tag.top)};
  t.right = t.left + parseFloat(tag.width); t.bottom = t.top + parseFloat(tag.height);
  const card = led.querySelector('.card').getBoundingClientRect(), idx = led.querySelector('.idx');
  const corners = [idx.getBoundingClientRect(), {left: card.right - card.width / 4, right: card.right,
                   top: card.bottom - card.height / 4, bottom: card.bottom}];
  for (const c of corners)
    if (Math.min(t.right, c.right) > Math.max(t.left, c.left) && Math.min(t.bottom, c.bottom) > Math.max(t.top, c.top))
      covers.push([c.left, c.top]);
  return [sizes, covers];
}"""


@pytest.mark.parametrize("size", ["widget", "phone"])
def test_the_tricks_cards_are_readable_and_the_led_tag_covers_no_index(page: Page, size: str) -> None:
    """Review 60: in the widget the led card was about 30x50 px and its "led" tag covered its lower half. The trick's
    cards are 45x65 px at least, the tag clear of the card's corner indexes."""
    opened(page, "king-thirteen-cards", size)
    sizes, covers = page.evaluate(TRICK)
    assert sizes and all(w >= 45 and h >= 65 for w, h in sizes), sizes
    assert covers == [], covers


#: The widget's auction as review 60 read it: the turn line, the lines and the bids' points shown, and the hand's rows
WIDGET_AUCTION = """() => {
  const shown = (e) => !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
    && e.getBoundingClientRect().width > 2;
  const status = document.querySelector("main[data-table='king'] .me > .status"), s = status.getBoundingClientRect();
  const cards = [...document.querySelectorAll("main[data-table='king'] .khand > .card")]
    .map((c) => c.getBoundingClientRect());
  const rows = [...new Set(cards.map((r) => Math.round(r.top)))].sort((a, b) => a - b);
  const bottoms = rows.map((t) => Math.max(...cards.filter((r) => Math.round(r.top) === t).map((r) => r.bottom)));
  return {status: [status.innerText, shown(status) && s.top >= 0 && s.bottom <= innerHeight
                   && status.scrollWidth <= status.clientWidth + 1],
          lines: [...document.querySelectorAll('#king-bidding > .bidding-line')].filter(shown)
            .map((e) => e.textContent),
          points: [...document.querySelectorAll('#king-bidding button.choice')].map((b) =>
            [b.querySelector('.choice-label').textContent, shown(b.querySelector('.choice-detail'))]),
          rows, bottoms, foot: innerHeight};
}"""


@pytest.mark.parametrize("name", AUCTIONS)
def test_the_widgets_auction_says_whose_turn_and_shows_the_hand_whole(page: Page, name: str) -> None:
    """Review 60: in the widget's auction the hand's second row covered half the first and ended on the window's
    foot, no line said "Your turn: bid or pass", and the first call hid what a bid must beat and each bid's points.
    Now the turn line shows whole, every line of the panel and every bid's points show, and the hand lies in two rows
    of whole cards, clear of each other and of the foot."""
    opened(page, name, "widget")
    seen = page.evaluate(WIDGET_AUCTION)
    said, whole = seen["status"]
    assert said.startswith("Your turn:") and whole, seen["status"]
    if name == "king-auction-first-call":
        assert any(line.startswith("Your bid must be worth more than") for line in seen["lines"]), seen["lines"]
    assert seen["points"] and all(shown for _, shown in seen["points"]), seen["points"]
    rows, bottoms = seen["rows"], seen["bottoms"]
    assert len(rows) == 2 and bottoms[0] <= rows[1] and bottoms[1] <= seen["foot"] - 4, seen


#: What a card of the trick lies over, or lies under: any text or control of the table outside the trick (a chip's
#: figures, the band's hint, a button), and any other card of the trick by more than half its height (its index gone)
TRICK_OVERLAPS = """() => {
  const cards = [...document.querySelectorAll('#king-trick .card')]
    .map((c) => [c.dataset.card, c.getBoundingClientRect()]);
  const out = [], shown = (e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden'
    && getComputedStyle(e).opacity !== '0';
  const others = [...document.querySelectorAll("main[data-table='king'] .play-area *")]
    .filter((e) => !e.closest('#king-trick')
    && shown(e) && ([...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) || e.matches('button')));
  const meet = (a, b) => [Math.min(a.right, b.right) - Math.max(a.left, b.left),
                          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)];
  for (const [name, b] of cards) {
    for (const e of others) {
      const [w, h] = meet(e.getBoundingClientRect(), b);
      if (w > 1 && h > 1) out.push(name + ' over "' + e.textContent.trim().slice(0, 30) + '"');
    }
    for (const [other, c] of cards) {
      const [w, h] = meet(b, c);
      if (other !== name && w > 8 && h > b.height / 2) out.push(name + ' and ' + other + ' one over the other');
    }
  }
  return [cards.length, out];
}"""


def test_a_whole_trick_lies_in_its_own_box_in_the_widget(page: Page) -> None:
    """Review 62: in the 360x500 widget the trick's cards lay over the You chip ("Hand 0 / Total -80"), a seat's
    "Total" and the hint ("play the jack o[f hear]ts"); in a box 67 px high your card lay wholly under north's, and
    the hint floated over your chip. A whole trick of four, the hint shown: each card clear of every text, button
    and other card, 46x65 px at least."""
    opened(page, "king-full-trick", "widget")
    page.click("main[data-table='king'] [data-action='hint']")
    page.wait_for_selector("#king-hand .card.hint")
    count, overlaps = page.evaluate(TRICK_OVERLAPS)
    assert count == 4 and overlaps == [], overlaps
    sizes, _ = page.evaluate(TRICK)
    assert all(w >= 46 and h >= 65 for w, h in sizes), sizes


#: The smallest font (px) of each kind of words in the auction's panel as shown: a bid's points, the line on up and down
AUCTION_FONTS = """() => {
  const least = (sel) => Math.min(...[...document.querySelectorAll('#king-bidding ' + sel)]
    .filter((e) => e.getClientRects().length && e.getBoundingClientRect().width > 2)
    .map((e) => parseFloat(getComputedStyle(e).fontSize)));
  const rows = new Set([...document.querySelectorAll('#king-bidding .ladder-part.up button')]
    .map((b) => Math.round(b.getBoundingClientRect().top)));
  return {points: least('.choice-detail'), rules: least('.bidding-rules'), rows: rows.size};
}"""


def test_the_widgets_opening_bids_read_in_two_rows(page: Page) -> None:
    """Review 62 scored the widget's opening bid 7: eight up bids in one row of 37x30 px buttons, the points under
    each about 7 px, the line on up and down about 9 px. The eight in two rows of four, points 10 px and the line
    11 px at least."""
    opened(page, "king-auction-opening-bid", "widget")
    fonts = page.evaluate(AUCTION_FONTS)
    assert fonts["rows"] == 2 and fonts["points"] >= 10 and fonts["rules"] >= 11, fonts


@pytest.mark.parametrize("lang", ["pt-BR", "es"])
def test_the_opening_bids_read_whole_in_portuguese_and_spanish(page: Page, lang: str) -> None:
    """Ten rungs and Pass in the longer words of pt-BR and es ("1 para cima" was cut to "para cim" in a fifth of a
    phone's width): each button holds its words at a phone and a small phone."""
    page.add_init_script(f"localStorage.setItem('kings.lang', {lang!r});")
    for size in ("phone", "small-phone"):
        opened(page, "king-auction-opening-bid", size)
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.evaluate(AUCTION_DEFECTS, False) == [], f"{lang} {size}"
