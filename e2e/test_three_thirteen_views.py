"""3-13's views as a new player reads them (issue 46), on its largest states (e2e/largest.py) at 1280x800, on a
phone (390x844) and in the widget (360x500): the side's score sheet shows every player's column, a wild card's star
is on that card and a legend line says what it means, the widget's line over the hand says what to do, whole, and
the ends of a round and of the game read at a glance.
"""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page

from e2e.fit import SIZES
from e2e.largest import LONG, Largest, states, stored, thirteen

BOOT_MS = 60_000


def round_ten_over_for_eight() -> Largest:
    """Eight players with the longest names, round 10 just over: the biggest end of a round (a game's last round ends
    the game)."""
    return Largest("three-thirteen", "deal-over", lambda: stored("three-thirteen", thirteen(
        8, lambda s: len(s.match.results) == 10 and not s.in_deal, names=True)))  # fmt: skip


def open_state(page: Page, name: str | Largest, size: str) -> Page:
    """``name``'s saved game opened at ``size`` (the widget: ``?embed=1``)."""
    largest = states()[name] if isinstance(name, str) else name
    width, height, embed = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(largest.storage())})) "
                         "localStorage.setItem(k, v);")  # fmt: skip
    page.goto("/index.html?game=three-thirteen" + ("&embed=1" if embed else ""))
    page.wait_for_selector(f"body[data-game='three-thirteen'][data-state='{largest.state}']", timeout=BOOT_MS)
    page.wait_for_timeout(500)  # a banner's entrance
    return page


#: each pair of neighbouring cells of the sheet's rows: the room between the first's words (and its ✓) and the next's
CELL_GAPS = """() => {
  const words = (e) => {  // (a heading's letters shown: its whole name is there for screen readers alone)
    const r = document.createRange(); r.selectNodeContents(e.querySelector('.name-short') ?? e);
    return r.getBoundingClientRect();
  };
  const out = [];
  for (const tr of document.querySelectorAll('#tt-sheet tr')) {
    const cells = [...tr.children].filter((c) => c.textContent.trim() && !c.classList.contains('legend'));
    for (let i = 0; i + 1 < cells.length; i++) {
      const a = cells[i], b = cells[i + 1], ra = words(a);
      const pad = parseFloat(getComputedStyle(a).paddingRight);  // (a figure ends at its cell's padding, its ✓ too)
      const end = a.classList.contains('num') ? a.getBoundingClientRect().right - pad : ra.right;
      if (a.nextElementSibling === b) out.push(Math.round((words(b).left - end) * 10) / 10);
    }
  }
  return out;
}"""


def test_the_side_sheet_shows_every_players_column(page: Page) -> None:
    """Eight players: the side's sheet showed four columns of eight at 1280x800, and nothing said more lay beyond its
    edge; then each name stood on end, cut ("Wilhelmin…"), its figures 11 px, "0 ✓" against the next column's figure.
    Every column is inside the panel, nothing to scroll, headed across by the first letters of its name that tell it
    from the others (the whole name in its title and for screen readers), its figures 12 px."""
    for name, size in (("three-thirteen-eight-mid-round", "desktop"), ("three-thirteen-eight-mid-round", "phone"),
                       ("three-thirteen-match-over-eight", "desktop")):  # fmt: skip
        open_state(page, name, size)
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
            assert heads.nth(i).get_attribute("title") == ("You", *LONG)[i]
            short = heads.nth(i).locator(".name-short")
            assert short.inner_text() == ("You", "Wil", "Max", "Bar", "Gui", "The", "Mon", "Wol")[i], size
            assert short.evaluate("e => e.scrollWidth <= e.clientWidth && getComputedStyle(e).rotate === 'none'"
                                  " && getComputedStyle(e).transform === 'none'"), f"{name} {size}: heading {i + 1}"
            said = heads.nth(i).evaluate("e => e.querySelector('.name-text').textContent")
            assert said == ("You", *LONG)[i]  # (what a screen reader reads: the visible letters are aria-hidden)
        sizes = page.locator("#tt-sheet td.num").evaluate_all("els => els.map(e => parseFloat(getComputedStyle(e)"
                                                              ".fontSize))")  # fmt: skip
        # a laptop's side sheet: 13 px figures, 6 px apart (review 63: at 12 px and 3 px apart, eight columns ran
        # together, "0✓" against the next column's figure, and a player counted columns to read one)
        least, apart = (13, 6) if size == "desktop" else (12, 3)
        assert min(sizes) >= least, f"{name} {size}: figures of {min(sizes)} px"
        gaps = page.evaluate(CELL_GAPS)
        assert gaps and min(gaps) >= apart, f"{name} {size}: cells {min(gaps)} px apart"


#: the hand's room over its first group and under its last, and the last group's bottom and its last card's
HAND_ROOM = """() => {
  const h = document.querySelector('#tt-hand'), r = h.getBoundingClientRect();
  const groups = [...h.querySelectorAll(':scope > .meld')].map((e) => e.getBoundingClientRect());
  const cards = [...h.querySelectorAll(':scope > .meld:last-child .card')].map((e) => e.getBoundingClientRect());
  return {over: Math.min(...groups.map((b) => b.top)) - r.top,
          under: r.bottom - Math.max(...groups.map((b) => b.bottom)), last: groups[groups.length - 1].bottom,
          card: Math.max(...cards.map((b) => b.bottom))};
}"""


def test_the_widgets_four_groups_are_whole_in_the_window(page: Page) -> None:
    """The widget's hand of four groups in the last round: the last group's cards and its border whole in the window
    (a reviewer read its 6 px margin as a cut). (A hand as tall as its groups of the moment, with no felt over and
    under fewer rows, moved the table over it at each draw: e2e/test_fit.py's layout shift, so it keeps its room.)"""
    open_state(page, "three-thirteen-round-11-four-groups", "widget")
    room = page.evaluate(HAND_ROOM)
    assert room["card"] <= room["last"] <= SIZES["widget"][1], room
    assert page.locator("#tt-hand > .meld").count() == 4


#: where the parts over the hand stand, and the hand itself: (top, height) of each
STANDING = """() => ['#tt-seats', '#tt-stock', '#tt-pile', '#tt-hand'].map((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return [Math.round(r.top), Math.round(r.height)];
})"""


def test_eight_seats_on_a_phone_leave_the_pile_a_card_to_read(page: Page) -> None:
    """Eight seats on a phone, each chip in five lines (its name, its cards, its total, "discarded" and the card), left
    the stock and the pile a 51 px strip: the J♥ to take or leave was 32 px across, the smallest card on the screen
    (review 63). Each chip its name, total and last move, a line each: the pile's top card at least 50 px across."""
    open_state(page, "three-thirteen-eight-mid-round", "phone")
    top = page.locator("#tt-pile .card.top").bounding_box()
    assert top is not None and top["width"] >= 50, f"the pile's top card {top}"
    assert page.locator("#tt-seats .last").count() == 8
    assert page.locator("#tt-seats .ttchip").evaluate_all(
        "els => els.every(c => c.scrollWidth <= c.clientWidth)"), "a chip's words run past its edge"


def test_a_draw_moves_nothing_over_the_hand(page: Page) -> None:
    """Sized to its groups of the moment, a phone's hand grew a row at a draw in round 10: the stock and the pile rose
    52 px under the finger that had just tapped the stock. The hand keeps its room all round; a draw moves nothing."""
    open_state(page, "three-thirteen-round-10-draw", "phone")
    before = page.evaluate(STANDING)
    page.click("#tt-stock")
    page.wait_for_selector("body[data-state='ready'][data-actor='human']")
    page.wait_for_function("document.getAnimations().every(a => a.playState !== 'running')")
    assert page.locator("#tt-hand [data-card]").count() == 13
    assert page.evaluate(STANDING) == before


#: each CPU seat's chip: the width its first name takes in the name's font, the name's width, and the level's lines
SEATS = """() => [...document.querySelectorAll('.ttchip:not(.viewer)')].map((chip) => {
  const name = chip.querySelector('.seat-name'), level = chip.querySelector('.seat-level'), st = getComputedStyle(name);
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
  return {first: ctx.measureText(name.title.split(' ')[0]).width, room: name.clientWidth,
          level: level.getBoundingClientRect().height / parseFloat(getComputedStyle(level).fontSize)};
})"""


def test_a_laptops_eight_seats_show_each_first_name(page: Page) -> None:
    """Eight seats on a laptop cut each name to six or seven letters ("Wilhel…") while "CPU · medium" took two lines:
    each first name whole now (the name on two lines), the level on one; the round's line one line tall (its second,
    kept for the last turns, was an empty band 50 px tall)."""
    for name in ("three-thirteen-eight-mid-round", "three-thirteen-round-11-discard"):
        open_state(page, name, "desktop")
        if "eight" in name:
            seats = page.evaluate(SEATS)
            assert len(seats) == 7
            for seat in seats:
                assert seat["first"] <= seat["room"] + .5 and seat["level"] <= 1.6, seat
        line = page.locator("#tt-round")
        assert not page.locator("#tt-last-turn").is_visible()
        box = line.bounding_box()
        assert box is not None and box["height"] <= 48, f"{name}: the round's line {box['height']} px tall"


#: the "Dealer" tag: how far it lies under each other chip over it (a chip it shares no column with left out)
TAG_CLEAR = """() => {
  const tag = document.querySelector('.ttchip .dealer'), t = tag.getBoundingClientRect(), own = tag.closest('.ttchip');
  return [...document.querySelectorAll('.ttchip')].filter((c) => c !== own).map((c) => c.getBoundingClientRect())
    .filter((r) => Math.min(t.right, r.right) > Math.max(t.left, r.left) && r.top < t.top)
    .map((r) => Math.round(t.top - r.bottom));
}"""


def test_the_dealers_tag_belongs_to_one_seat(page: Page) -> None:
    """A phone's eight seats: "Dealer" sat on the border between the "You" seat and Guinevere's under it. It sits on
    its own chip's top edge, clear of the chip over it."""
    open_state(page, "three-thirteen-eight-mid-round", "phone")
    gaps = page.evaluate(TAG_CLEAR)
    assert gaps and min(gaps) >= 4, gaps


#: each wild card of the hand: where its star lies across, and where the next card of its row begins (or null)
STARS = """els => els.map(e => {
    const r = e.getBoundingClientRect(), star = getComputedStyle(e, '::before'), next = e.nextElementSibling;
    const left = r.left + parseFloat(star.left), n = next && next.getBoundingClientRect();
    return {card: e.dataset.card, content: star.content, left, right: left + parseFloat(star.width),
            next: n && Math.abs(n.top - r.top) < 2 ? n.left : null, cardRight: r.right};
})"""


def test_a_wild_cards_star_is_on_it_and_the_round_line_says_what_it_means(page: Page) -> None:
    """A wild card's star sat on its top right corner: the next card of the fan covered it, and the star showed on
    that card's rank, never explained. It is on the card's own edge now, and the round's line has its key."""
    for size in ("desktop", "phone", "widget"):
        open_state(page, "three-thirteen-round-11-four-groups", size)
        stars = page.locator("#tt-hand .card.wild").evaluate_all(STARS)
        assert stars and any(s["next"] is not None for s in stars), size  # (a wild inside its fan: the K♥)
        for s in stars:
            assert "★" in s["content"], (size, s)
            assert s["right"] <= (s["next"] if s["next"] is not None else s["cardRight"]), (size, s)
        legend = page.locator("#tt-round .wild-legend")
        words = legend.inner_text().replace("\n", " ")
        assert "★" in words and "wild" in words, (size, words)
        box, line = legend.bounding_box(), page.locator("#tt-round").bounding_box()
        assert box is not None and line is not None and box["width"] > 30
        assert line["x"] <= box["x"] and box["x"] + box["width"] <= line["x"] + line["width"], size


def test_the_widgets_line_says_what_to_do_whole(page: Page) -> None:
    """The widget has no status line (the shell keeps it for screen readers): its one line over the hand says what to
    do now, whole, in light and dark; on a phone the status line says it and this line what the hand costs."""
    for name, words in (("three-thirteen-round-11-discard", "Discard: tap a card, then the pile."),
                        ("three-thirteen-round-10-draw", "Draw: tap the stock or the pile.")):  # fmt: skip
        open_state(page, name, "widget")
        for theme in ("light", "dark"):
            page.emulate_media(color_scheme=theme)
            note = page.locator("#tt-penalty")
            assert note.inner_text() == words, (name, note.inner_text())
            assert note.evaluate("e => e.scrollWidth <= e.clientWidth"), name
            box = note.bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= SIZES["widget"][0], name
        open_state(page, name, "phone")
        # the line says what the best discard leaves once drawn; before, the group's label alone says what the
        # hand costs (the line said it again)
        said = page.locator("#tt-penalty").inner_text()
        shown = re.fullmatch(r"Discard \S+: leaves \d+ points?\.", said) if "discard" in name else said == ""
        assert shown, (name, said)
        assert page.locator("#tt-status").inner_text().startswith("Your turn: "), name


def test_the_ends_of_a_round_and_of_the_game_read_at_a_glance(page: Page) -> None:
    """A round's end: who went out says so in words where the cards left over go (the shell's gold star by the name
    meant a wild card on this table), the cards left over alone (their cost is the next column), what comes next in
    the line under the headline; all of it and Next round in sight in the widget. The game's end: the winner's long
    name once (the headline), your place and total under it, your row in sight."""
    for size in ("desktop", "phone", "widget"):
        open_state(page, "three-thirteen-round-over-four", size)
        banner = page.locator("#tt-banner")
        assert "Next: round 2 of 11, 4 cards, fours are wild." in banner.locator("#tt-banner-lead").inner_text()
        out = banner.locator("tr.winner")
        assert out.locator("td").nth(1).inner_text() == "went out", size
        assert out.locator("th.name").evaluate("e => getComputedStyle(e, '::before').content") in ("none", "normal")
        for cell in banner.locator("tbody tr:not(.winner) td.cards:nth-of-type(2)").all():
            assert cell.evaluate("e => e.firstChild && e.firstChild.nodeType === 1"), size  # the chips alone
        body = banner.locator(".banner-body")
        assert body.evaluate("e => e.scrollHeight <= e.clientHeight + 1"), f"{size}: the round's table scrolls"
        next_round = banner.locator("[data-action='next']")
        box = next_round.bounding_box()
        assert box is not None and box["y"] + box["height"] <= SIZES[size][1], size
    # a laptop, eight players' hands at the end of round 10: over the table alone, two rows of eight showed (a card a
    # line); over the whole play area, as wide as it has room for, a meld a line, every row shows
    open_state(page, round_ten_over_for_eight(), "desktop")
    body = page.locator("#tt-banner .banner-body")
    assert page.locator("#tt-banner tbody tr").count() == 8
    assert body.evaluate("e => e.scrollHeight <= e.clientHeight + 1"), "round 10's table scrolls at 1280x800"
    for size in ("desktop", "widget"):
        open_state(page, "three-thirteen-match-over-eight", size)
        lead = page.locator("#tt-banner-lead").inner_text()
        assert "Guinevere" not in lead and "You finished 4th of 8 with 140." in lead, lead
        assert "Guinevere Wollstonecraft-Mortimer" in page.locator("#tt-banner-title").inner_text()


#: The dealer's badge: its words, its title and how wide its shown word is; each marked cell of the sheet, the legend.
WORDS = """() => {
  const d = document.querySelector('.ttchip .dealer'), rest = d.querySelector('.rest');
  return {dealer: d.querySelector(':scope > :not([aria-hidden])').textContent, title: d.title,
          rest: rest.getBoundingClientRect().width,
          out: [...document.querySelectorAll('#tt-sheet td.out')].map(td => [td.ariaLabel, td.title]),
          legend: document.querySelector('#tt-sheet td.legend')?.innerText ?? ''};
}"""


def test_the_dealers_badge_and_the_sheets_tick_say_what_they_are(page: Page) -> None:
    """A new player could not tell what the seat's "D" and the sheet's "0 ✓" meant (issue 46): the badge reads
    "Dealer" at every size (a tag on the chip's top edge; in the widget's eight chips, after the total), and each ✓
    of the sheet says "went out", a line under the sheet saying what the ✓ means."""
    for name, size in (("three-thirteen-round-11-discard", "desktop"), ("three-thirteen-round-11-discard", "phone"),
                       ("three-thirteen-eight-mid-round", "widget")):  # fmt: skip
        open_state(page, name, size)
        words = page.evaluate(WORDS)
        assert words["dealer"] == "Dealer" and words["title"] == "Dealer", f"{name} {size}: {words}"
        assert words["rest"] > 10, f"{name} {size}: the badge shows only its D: {words}"
        if size == "widget":
            continue
        assert words["out"] and all(t == "0, went out" and title == "Went out" for t, title in words["out"]), words
        assert words["legend"] == "✓ went out that round", f"{size}: {words['legend']!r}"


#: each shown "Dealer"/"out" tag and the words of every seat's name it overlaps (their boxes cross by over 1 px)
TAG_ON_NAME = """() => {
  const names = [...document.querySelectorAll('.ttchip .seat-name')].map((n) => {
    const range = document.createRange(); range.selectNodeContents(n);
    return [n.textContent, range.getBoundingClientRect()];
  });
  const out = [];
  for (const tag of document.querySelectorAll('.ttchip :is(.dealer, .call)')) {
    const t = tag.getBoundingClientRect();
    if (!t.width) continue;
    for (const [name, r] of names)
      if (Math.min(t.right, r.right) - Math.max(t.left, r.left) > 1
          && Math.min(t.bottom, r.bottom) - Math.max(t.top, r.top) > 1)
        out.push(`${tag.textContent} on ${name}`);
  }
  return out;
}"""


def test_the_dealers_tag_sits_on_no_name(page: Page) -> None:
    """The "Dealer" tag over the top of "▶ You" in the widget (round 10) and on a seat's name on a phone (eight
    seats): it sits clear of every name's words."""
    for name, size in (("three-thirteen-round-10-draw", "widget"), ("three-thirteen-eight-mid-round", "phone"),
                       ("three-thirteen-eight-mid-round", "widget"), ("three-thirteen-round-10-draw", "phone"),
                       ("three-thirteen-eight-mid-round", "desktop")):
        open_state(page, name, size)
        assert page.evaluate(TAG_ON_NAME) == [], f"{name} at {size}"


def test_a_rounds_end_has_the_same_buttons_first_at_every_size(page: Page) -> None:
    """Issue 46's second review: the widget's round-over dialog put New game… beside Next round (a slip of the finger
    left the match), unlike every other size. Its buttons come in the page's order; New game… (the widget has no menu)
    last, after See the table. And at the game's end Hint and Arrange go with the game."""
    open_state(page, "three-thirteen-round-over-four", "desktop")
    page_buttons = page.locator("#tt-banner-actions button").all_inner_texts()
    open_state(page, "three-thirteen-round-over-four", "widget")
    widget_buttons = page.locator("#tt-banner-actions button").all_inner_texts()
    assert widget_buttons[:len(page_buttons)] == page_buttons and widget_buttons[len(page_buttons):] == ["New game…"]
    open_state(page, "three-thirteen-match-over-eight", "desktop")
    for action in ("hint", "arrange"):
        control = page.locator(f"main[data-table='three-thirteen'] .controls [data-action='{action}']")
        assert not control.is_visible(), action


def test_the_widgets_eight_chips_say_their_figure_is_points(page: Page) -> None:
    """Review 61: the widget's eight chips showed a name and a bare "38" ("Total" has no room there); the figure says
    it is points."""
    open_state(page, "three-thirteen-eight-mid-round", "widget")
    totals = page.locator(".ttchip .seat-total").all_inner_texts()
    assert len(totals) == 8 and all(re.fullmatch(r"-?\d+ pts", t.strip()) for t in totals), totals
    open_state(page, "three-thirteen-eight-mid-round", "desktop")
    assert all(t.strip().startswith("Total ") for t in page.locator(".ttchip .seat-total").all_inner_texts())


#: the pile's top card and a card of the hand: each one's box, and the font size of the index each shows
PILE_TOP = """() => {
  const top = document.querySelector('#tt-pile .card.top'), card = document.querySelector('#tt-hand [data-card]');
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
  return {top: box(top), card: box(card), index: top.dataset.index, shown: getComputedStyle(top, '::after').content,
          topFont: parseFloat(getComputedStyle(top, '::after').fontSize),
          cardFont: parseFloat(getComputedStyle(card.querySelector('.idx')).fontSize)};
}"""


def test_eight_seats_on_a_small_laptop_leave_the_pile_a_card_to_read(page: Page) -> None:
    """At 1024x700 eight seats in two rows of chips, each with its level and a fan of backs, left the stock and the
    pile their words alone, no card (helper 108). The pile's top card a finger's width at least, over the turn line."""
    open_state(page, "three-thirteen-eight-mid-round", "desktop").set_viewport_size({"width": 1024, "height": 700})
    page.wait_for_timeout(300)
    top, status = page.locator("#tt-pile .card.top").bounding_box(), page.locator("#tt-status").bounding_box()
    assert top is not None and status is not None and top["width"] >= 40, f"the pile's top card {top}"
    assert top["y"] + top["height"] <= status["y"], f"the pile's top card {top} reaches the turn line {status}"


def test_the_widgets_eight_seats_leave_the_piles_top_card_readable(page: Page) -> None:
    """Review 62: eight seats in the widget left the pile's top card a 25x20 px thumbnail (the J♥ to take, readable
    nowhere) over 60 px of bare felt under the hand. It is a hand card's size at least, its index as large."""
    open_state(page, "three-thirteen-eight-mid-round", "widget")
    pile = page.evaluate(PILE_TOP)
    left, top, width, height = pile["top"]
    assert height >= pile["card"][3] - 1 and width >= pile["card"][2] - 1, pile
    assert pile["index"] == "J♥" and pile["shown"] != "none" and pile["topFont"] >= pile["cardFont"], pile
    assert left >= 0 and top >= 0 and left + width <= SIZES["widget"][0], pile


def test_the_card_just_drawn_says_new_in_sight(page: Page) -> None:
    """The card just drawn wore only a pale ring, which a new player read as a pick or as the card the advice meant to
    throw (review 63): it says "New", in sight on its fanned strip, until the discard."""
    for size in ("desktop", "phone"):
        open_state(page, "three-thirteen-round-10-draw", size)
        page.click("#tt-stock")
        page.wait_for_selector("#tt-hand .card.drawn .new-tag:not([hidden])")
        page.wait_for_function("document.getAnimations().every(a => a.playState !== 'running')")
        tags = page.locator("#tt-hand .new-tag:not([hidden])")
        assert tags.count() == 1 and tags.inner_text() == "New"
        assert tags.evaluate("""e => { const r = e.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return e.parentElement.contains(hit); }"""), size  # (its own card under it: no other card over it)
