"""The 360x500 widget of 3-13, King's Court and Kings in the Corner as a new player reads it, on their largest states
(e2e/largest.py), light and dark. A reviewer scored them against cardgames.io and found: 3-13's eight seats in one
row that scrolled sideways with no cue (four of eight out of sight, their totals unseen); King's Court with no line
saying what to do, the pieces left unsaid, the opponent's long name cut where there was room; Corners' "13 cards"
badge over the top card and out of its edge, the fanned cards showing a rank and hardly a suit; and 3-13's hand saying
the same figure twice ("31 points not melded." under "Not melded: 31 points") or two figures that read as a
contradiction ("the best discard leaves 24 points not melded" beside "Not melded: 33 points").
"""

from __future__ import annotations

import json
from itertools import pairwise

from playwright.sync_api import Page

from e2e.fit import SIZES
from e2e.largest import states

BOOT_MS = 60_000


def open_state(page: Page, name: str, size: str = "widget", theme: str = "light") -> None:
    """``name``'s saved game at ``size`` (the widget: ``?embed=1``) in ``theme``, at rest on your turn."""
    largest = states()[name]
    width, height, embed = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(largest.storage())})) "
                         "localStorage.setItem(k, v);")  # fmt: skip
    page.goto(f"/index.html?game={largest.game}" + ("&embed=1" if embed else ""))
    page.wait_for_selector(f"body[data-game='{largest.game}'][data-state='ready'][data-actor='human']",
                           timeout=BOOT_MS)  # fmt: skip
    page.wait_for_function("document.getAnimations().every(a => a.playState !== 'running')")
    if largest.click:
        page.click(largest.click)
        page.wait_for_timeout(300)


#: Each seat chip: its box, its name's box and whether the name's words are cut, and its row's sideways scroll.
SEATS = """(sel) => [...document.querySelectorAll(sel)].map(c => {
  const r = c.getBoundingClientRect(), n = c.querySelector('.seat-name, .name-text') || c;
  const nr = n.getBoundingClientRect(), row = c.parentElement;
  return {box: [r.left, r.top, r.right, r.bottom], name: n.textContent, nameBox: [nr.left, nr.right],
          cut: n.scrollWidth > n.clientWidth + 1, width: nr.width,
          scrolls: row.scrollWidth > row.clientWidth + 1, text: c.innerText.replace(/\\s+/g, ' ')};
})"""


def test_three_thirteen_every_seat_of_eight_in_sight_in_the_widget(page: Page) -> None:
    """Eight seats: each chip, its name and its total inside the widget, with no row to scroll sideways (four of
    eight lay past its right edge, nothing saying so)."""
    open_state(page, "three-thirteen-eight-mid-round")
    for theme in ("light", "dark"):  # turned on the one page: the table follows the colour scheme live
        page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
        seats = page.evaluate(SEATS, ".ttseats > .ttchip")
        assert len(seats) == 8
        for s in seats:
            assert s["box"][0] >= 0 and s["box"][2] <= SIZES["widget"][0], f"{theme}: {s['name']} out of sight: {s}"
            assert not s["scrolls"], f"{theme}: the seats' row scrolls sideways"
            assert s["width"] >= 40, f"{theme}: {s['name']}'s name has {s['width']} px"
            assert any(ch.isdigit() for ch in s["text"]), f"{theme}: {s['name']}'s total unseen: {s['text']}"


#: Each seat chip's name: its words and how many of its first letters show whole before the "…" (a letter shows if
#: it ends a "…"'s width inside the name's box, or the name is not cut at all).
LETTERS = """(sel) => [...document.querySelectorAll(sel)].map(c => {
  const n = c.querySelector('.seat-name'), text = n.firstChild, box = n.getBoundingClientRect();
  if (n.scrollWidth <= n.clientWidth + 1) return {name: n.textContent, shown: n.textContent.length};
  const range = document.createRange(), room = box.right - parseFloat(getComputedStyle(n).fontSize);
  let shown = 0;
  for (let i = 1; i <= text.length; i++) {
    range.setStart(text, 0); range.setEnd(text, i);
    if (range.getBoundingClientRect().right > room) break;
    shown = i;
  }
  return {name: n.textContent, shown};
})"""


def test_three_thirteen_widget_names_tell_eight_players_apart(page: Page) -> None:
    """Eight of the longest names in the widget: each chip shows at least a name's first seven letters ("Wilhelm…",
    "Maximil…") or the whole name, the whole of it in its title. Beside each total the chips kept three to five
    ("Ma…", "The…", "Wilh…") and a reviewer could not tell the players apart; seven read as the name and tell every
    pair of these eight apart."""
    open_state(page, "three-thirteen-eight-mid-round")
    names = page.evaluate(LETTERS, ".ttseats > .ttchip")
    assert len(names) == 8
    for n in names:
        assert n["shown"] >= min(7, len(n["name"])), f"{n['name']!r} shows {n['shown']} letters: {names}"
    titles = page.eval_on_selector_all(".ttseats .seat-name", "els => els.map(e => e.title)")
    assert titles == [n["name"] for n in names]


#: The King's Court widget: the board's bottom, the buttons' top, and the visible lines between them.
COURT = """() => {
  const board = document.getElementById('court-stage').getBoundingClientRect();
  const buttons = document.querySelector('.court-me .controls').getBoundingClientRect();
  const s = document.getElementById('court-status'), r = s.getBoundingClientRect(), css = getComputedStyle(s);
  const at = document.elementFromPoint(r.left + Math.min(r.width / 2, 40), r.top + r.height / 2);
  return {board: board.bottom, buttons: buttons.top, status: [r.top, r.bottom, r.width], text: s.textContent,
          shown: css.clipPath === 'none' && !!at && s.contains(at)};
}"""


def test_kings_court_widget_says_what_to_do_and_what_is_left(page: Page) -> None:
    """A piece picked: the turn line shows between the board and the buttons ("Your move ...: tap a lit square"),
    each chip says how many pieces are left, and the opponent's long name takes the room its chip has."""
    open_state(page, "kings-court-piece-picked")
    for theme in ("light", "dark"):  # turned on the one page: the table follows the colour scheme live
        page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
        court = page.evaluate(COURT)
        assert court["shown"] and court["status"][2] > 100, f"{theme}: no turn line in sight: {court}"
        assert "tap a lit square" in court["text"], court["text"]
        assert court["board"] <= court["status"][0] + 1 and court["status"][1] <= court["buttons"] + 1, court
        assert court["status"][1] <= SIZES["widget"][1]
        for chip in page.locator(".court-chip").all():
            words = chip.locator(".w-more")
            assert words.count() == 1 and words.is_visible(), f"{theme}: the pieces left unseen"
            assert "left" in chip.inner_text()
            box = chip.bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= SIZES["widget"][0] + .5
        seats = page.evaluate(SEATS, ".court-chip")
        opponent = next(s for s in seats if "Wilhelmina" in s["name"])
        assert opponent["width"] >= 160, f"{theme}: the opponent's name has {opponent['width']} px: {opponent}"


#: Each pile's cards (boxes, with their corner index's width) and its size badge (the ::after), in page px.
PILE = """() => [...document.querySelectorAll('#table [data-pile]')].map(p => {
  const stack = p.querySelector('.stack'), cards = [...stack.querySelectorAll(':scope > .card')];
  const s = stack.getBoundingClientRect(), a = getComputedStyle(stack, '::after');
  const box = r => [r.left, r.top, r.right, r.bottom];
  const idx = c => { const i = c.querySelector('.idx'); return i ? i.getBoundingClientRect().width : 0; };
  let badge = null, at = cards.map(c => c.getBoundingClientRect().left);
  if (a.content !== 'none' && at.slice(0, -1).some(x => Math.abs(x - at[at.length - 1]) < 1)) {
    const w = parseFloat(a.width), h = parseFloat(a.height), t = a.translate.split(' ').map(parseFloat);
    const left = s.left + parseFloat(a.left) + (a.translate.includes('%') ? t[0] / 100 * w : (t[0] || 0));
    const top = a.top === 'auto' ? s.bottom - parseFloat(a.bottom) - h : s.top + parseFloat(a.top);
    badge = [left, top, left + w, top + h];
  }
  return {pile: p.dataset.pile, cards: cards.map(c => [...box(c.getBoundingClientRect()), idx(c)]), badge};
})"""


def test_corners_widget_badge_off_the_top_card_and_every_strip_shows_its_suit(page: Page) -> None:
    """The size badge lies on the pile's fan, never over its top card nor past the pile's cards; each card along a
    fan shows its whole corner index (rank and suit), or lies wholly under the top card."""
    open_state(page, "corners-six-players-biggest-hand")
    for theme in ("light", "dark"):  # turned on the one page: the table follows the colour scheme live
        page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
        piles = page.evaluate(PILE)
        badged = [p for p in piles if p["badge"]]
        assert badged, "the state has a pile whose middle cards are out of sight"
        for p in piles:
            cards = p["cards"]
            for card, later in pairwise(cards):
                strip = later[0] - card[0]
                assert strip == 0 or strip >= card[4] - .5, \
                    f"{theme}: the {p['pile']} pile shows {strip:.1f} px of a card whose index is {card[4]:.1f} px"
            if p["badge"]:
                left, top, right, bottom = p["badge"]
                top_card = cards[-1]
                assert right <= top_card[0] + 1, f"{theme}: the {p['pile']} badge lies over the top card: {p}"
                assert left >= cards[0][0] - 1 and top >= top_card[1] - 1 and bottom <= top_card[3] + 1, p


def test_three_thirteen_hand_words_say_which_figure_is_which(page: Page) -> None:
    """Before the draw the group's label says what is not melded and the line does not say it again; once drawn,
    the group's label says its figure is now (fourteen cards) and the line that it is what the best discard leaves."""
    open_state(page, "three-thirteen-eight-mid-round", size="phone")
    label = page.locator("#tt-hand .meld.left .meld-label").inner_text()
    line = page.locator("#tt-penalty").inner_text()
    figure = label.split(":")[-1].split("(")[-1].split()[0]
    assert figure.isdigit() and figure not in line, (label, line)
    page.click("#tt-stock")
    page.wait_for_selector("body[data-phase='discard']")
    page.wait_for_timeout(300)
    label = page.locator("#tt-hand .meld.left .meld-label").inner_text()
    line = page.locator("#tt-penalty").inner_text()
    assert "now" in label and line.startswith("Discard ") and ": leaves " in line, (label, line)


def test_kings_court_phone_shows_the_moves_under_the_board(page: Page) -> None:
    """On a phone the board is as wide as the screen and its table was the screen's height: about 120 px empty under
    the board while the move list lay out of sight below. The table is as tall as it needs; the moves come up."""
    open_state(page, "kings-court-piece-picked", size="phone")
    board = page.locator("#court-stage").bounding_box()
    title = page.locator("#court-log-title").bounding_box()
    assert board is not None and title is not None
    assert board["width"] >= SIZES["phone"][0] - 2, board
    assert title["y"] + title["height"] <= SIZES["phone"][1], f"the moves out of sight: {title}"


def test_three_thirteen_four_groups_end_inside_the_hand_and_the_widget(page: Page) -> None:
    """Round 11 with four groups: the "Not melded" row ran past the hand's box and the game 5 px past the widget's
    foot (its panel flush with the frame's edge, read as cards cut): every group inside the hand, the game not
    scrolling."""
    open_state(page, "three-thirteen-round-11-four-groups")
    out = page.evaluate("""() => {
      const hand = document.querySelector('#tt-hand').getBoundingClientRect();
      return [...document.querySelectorAll('#tt-hand .meld')].map((m) => m.getBoundingClientRect())
        .filter((r) => r.bottom > hand.bottom + 1 || r.top < hand.top - 1).map((r) => [r.top, r.bottom, hand.bottom]);
    }""")
    assert out == []
    assert page.evaluate("""() => [...document.querySelectorAll('main.game')].filter((m) => m.getClientRects().length)
      .map((m) => m.scrollHeight - m.clientHeight)""") == [0]


def test_corners_widget_turn_line_is_whole(page: Page) -> None:
    """The widget's turn line beside the buttons, three short lines at most, read "Your turn: play a card onto a pile,
    or draw…": its end cut off (review 63). There it says it in fewer words (the button beside it says the rest), whole;
    every larger screen still gets the whole sentence."""
    page.set_viewport_size({"width": SIZES["widget"][0], "height": SIZES["widget"][1]})
    page.goto("/index.html?game=corners&embed=1&seed=5&speed=instant")
    page.wait_for_selector("body[data-game='corners'][data-state='ready'][data-actor='human']", timeout=BOOT_MS)
    status = page.locator("main[data-table='corners'] .me > .status")
    assert status.inner_text() == "Your turn: play a card, or draw & end turn."
    assert status.evaluate("e => e.scrollHeight <= e.clientHeight + 1"), "the turn line is cut"
    # on a band of its own the widget's width, at 13 px: it was three lines of 12 px beside the buttons (review 65)
    box = status.bounding_box()
    assert box is not None and box["width"] >= SIZES["widget"][0] * .8, box
    assert status.evaluate("e => parseFloat(getComputedStyle(e).fontSize)") >= 13
    assert status.locator(".long").text_content() == "Your turn: play a card onto a pile, or draw and end your turn."
    page.set_viewport_size({"width": 1280, "height": 800})
    assert status.inner_text() == "Your turn: play a card onto a pile, or draw and end your turn."


def test_corners_widget_message_is_whole_across_the_width(page: Page) -> None:
    """A card tapped that fits nowhere: "7♦ can't be played anywhere now." floated in the turn line's narrow column,
    cut at its top and foot (review 64); floated over the table's foot, it hid the bottom piles and the hint's "★ here"
    covered its end (review 65). It stands in the turn line's band, across the widget's width, whole, over no pile."""
    page.set_viewport_size({"width": SIZES["widget"][0], "height": SIZES["widget"][1]})
    page.goto("/index.html?game=corners&embed=1&seed=5&speed=instant")
    page.wait_for_selector("body[data-game='corners'][data-state='ready'][data-actor='human']", timeout=BOOT_MS)
    message = page.locator("main[data-table='corners'] .me > .message")
    for card in page.locator("#hand [data-card]").all():
        card.click()
        if "can't be played" in (message.text_content() or ""):
            break
        page.keyboard.press("Escape")
    else:
        raise AssertionError("no card of the hand fits nowhere: choose another seed")
    box = message.bounding_box()
    assert box is not None and box["width"] >= SIZES["widget"][0] * .8, box
    assert message.evaluate("e => e.scrollHeight <= e.clientHeight + 1"), "the message is cut"
    covered = page.evaluate("""(m) => [...document.querySelectorAll('#table [data-pile], #table .pile')]
      .map((p) => p.getBoundingClientRect()).filter((r) => r.bottom > m.y + 1 && r.top < m.y + m.height - 1
        && r.right > m.x + 1 && r.left < m.x + m.width - 1).length""", box)
    assert covered == 0, "the message lies over the table's piles"
