"""King's score sheet as a new player reads it (issue 46, the new player's review against cardgames.io): at a desktop,
a phone and in the 360x500 widget the players' scores stay in sight while the sheet scrolls and a cue says more lies
below; the "Points each" column says what it counts; a hand not played yet shows no score, only what it puts at stake;
a player's name is cut short only when no other column could give it room. And the seats' figures stand apart once a
hand is over ("0 tricksHand 0").
"""

from __future__ import annotations

import json
import re
from itertools import pairwise
from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from e2e.largest import LONG, king_session, states, stored
from e2e.test_contrast_and_fit import CONTRAST

#: (width, height, the widget's query, touch)
SIZES = {"desktop": (1280, 800, "", False), "phone": (390, 844, "", True), "widget": (360, 500, "&embed=1", True)}
SHEET = "#king-sheet-full"


def open_sheet(page: Page, size: str, storage: dict[str, str] | None = None) -> None:
    """The King table of ``storage`` (the largest score-sheet state: hand 7's auction, every name long) at ``size``,
    its Score sheet open."""
    width, height, query, touch = SIZES[size]
    saved = json.dumps(storage or states()["king-score-sheet"].storage())
    page.add_init_script("if (!sessionStorage.getItem('preloaded')) { sessionStorage.setItem('preloaded', '1');"
                         f" for (const [k, v] of Object.entries({saved})) localStorage.setItem(k, v); }}")
    page.set_viewport_size({"width": width, "height": height})
    if touch:
        page.context.new_cdp_session(page).send("Emulation.setTouchEmulationEnabled", {"enabled": True})
    page.goto("/index.html?game=king" + query)
    page.wait_for_selector("body[data-game='king'][data-state='ready']", timeout=60_000)
    page.click("main[data-table='king'] [data-action='sheet']")
    page.wait_for_selector("#king-sheet-dialog[open]")


def text(where: Locator) -> str:
    """``where``'s words, its no-break spaces as spaces."""
    return (where.text_content() or "").replace("\u00a0", " ")


#: Where the final row lies in the sheet's scrolling box: [top, bottom] of the box, of the row (its cells: they are what
#: a sticky row moves), and whether each cell's middle is the row's own (not under the names' row or anything else).
FINAL_ROW = """() => {
  const box = document.querySelector('.sheet-scroll').getBoundingClientRect();
  const cells = [...document.querySelectorAll('#king-sheet-full tr.final > *')].map((c) => c.getBoundingClientRect());
  const own = cells.every((c) => {
    const hit = document.elementFromPoint(c.left + c.width / 2, c.top + c.height / 2);
    return !!hit && !!hit.closest('tr.final');
  });
  return [box.top, box.bottom, Math.min(...cells.map((c) => c.top)), Math.max(...cells.map((c) => c.bottom)), own];
}"""


@pytest.mark.parametrize("size", SIZES)
def test_the_scores_stay_in_sight_and_a_cue_says_more_lies_below(page: Page, size: str) -> None:
    """The widget's sheet scrolled with no cue, the scores at its foot out of sight: now the players' scores row holds
    to the foot of the sheet's box wherever it is scrolled, and "More below" shows while rows lie below."""
    open_sheet(page, size)
    scroll = page.locator(".sheet-scroll")
    more = page.locator("#king-sheet-dialog .sheet-more")
    scrolls = scroll.evaluate("e => e.scrollHeight > e.clientHeight + 1")
    if size == "widget":
        assert scrolls, "the widget's sheet is expected to scroll (else this test checks nothing)"
    for where in (0, 0.5, 1):
        scroll.evaluate("(e, f) => { e.scrollTop = f * (e.scrollHeight - e.clientHeight); }", where)
        page.wait_for_timeout(100)  # the scroll event's work (not a timed assertion: the states are checked after)
        top, bottom, row_top, row_bottom, own = page.evaluate(FINAL_ROW)
        assert top - 1 <= row_top and row_bottom <= bottom + 1 and own, (size, where, top, bottom, row_top, row_bottom)
        at_end = scroll.evaluate("e => e.scrollTop + e.clientHeight >= e.scrollHeight - 2")
        assert more.is_visible() == (scrolls and not at_end), (size, where)
    if scrolls:
        scroll.evaluate("e => { e.scrollTop = 0; }")
        page.wait_for_timeout(100)
        assert re.fullmatch(r"\d+ more rows? below ↓", text(more)), text(more)


#: Each player's label as it shows (its column's head, a positive hand's row): [the label, its name whole (the
#: title), whether it is cut (wider than its box, or its box wider than its cell), how many lines it takes]
LABELS = """(where) => [...document.querySelectorAll(where)].map((e) => {
  const shown = [...e.querySelectorAll('.name-short, .name-first')].find((s) => s.getClientRects().length);
  const cell = e.closest('th'), c = cell.getBoundingClientRect(), b = shown.getBoundingClientRect();
  const words = document.createRange();
  words.selectNodeContents(shown);
  const lines = new Set([...words.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)));
  return [shown.textContent, e.title, shown.scrollWidth > shown.clientWidth + 1 || e.scrollWidth > e.clientWidth + 1
          || b.right > c.right + 1 || b.left < c.left - 1, lines.size];
})"""
#: The rows wholly in sight above the held scores row, the sheet at its top
ROWS_IN_SIGHT = """() => {
  const box = document.querySelector('#king-sheet-dialog .sheet-scroll'), b = box.getBoundingClientRect();
  const foot = box.querySelector('tr.final > *').getBoundingClientRect().top;
  return [...box.querySelectorAll('tr:not(.final)')].filter((tr) => {
    const r = tr.getBoundingClientRect(); return r.top >= b.top - 1 && r.bottom <= foot + 1;
  }).map((tr) => tr.querySelector('th').textContent);
}"""


def test_the_widgets_sheet_says_whose_each_column_is_and_what_its_foot_is(page: Page) -> None:
    """Issue 46 (a new player's review scored the widget's sheet 7): its heads read "Wil…", "Ma…", "Bar…", its held
    foot "Scores so far" read as the sum of the hands above it, rows were hidden and "More below" sat unnoticed by
    Close. Now each head shows four letters of its name at least, the foot is the game's score in its words, the
    negative total is in sight, and the cue says how many rows lie below and, tapped, scrolls the sheet on."""
    open_sheet(page, "widget")
    assert text(page.locator(f"{SHEET} tr.final th")) == "Game score"
    rows = page.evaluate(ROWS_IN_SIGHT)
    assert "Negative total" in rows, rows
    more = page.locator("#king-sheet-dialog .sheet-more")
    said = re.fullmatch(r"(\d+) more rows? below ↓", text(more))
    assert said and int(said.group(1)) == page.locator(f"{SHEET} tr:not(.final)").count() - len(rows), text(more)
    scroll = page.locator(".sheet-scroll")
    more.click()
    page.wait_for_timeout(150)
    assert scroll.evaluate("e => e.scrollTop") > 40


def test_the_points_each_column_says_what_it_counts(page: Page) -> None:
    """"+25 / -75" under "Each" meant nothing to a new player: the heading says points each, its title and the words
    above the sheet say for what, and each figure's title says it in a sentence."""
    open_sheet(page, "desktop")
    head = page.locator(f"{SHEET} tr:first-child th").nth(1)
    assert head.text_content() == "Points each"
    assert re.search(r"each trick or card", head.get_attribute("title") or "")
    assert "Points each:" in (page.locator("#king-sheet-caption").text_content() or "")
    for cell in page.locator(f"{SHEET} td.each").all():
        if cell.text_content():
            assert re.search(r"for each|king of hearts", cell.get_attribute("title") or ""), cell.text_content()
    positive = page.locator(f"{SHEET} tr.positive td.each").first
    assert text(positive) == "+25 up, -75 down"


def test_a_hand_not_played_yet_shows_no_score(page: Page) -> None:
    """A positive hand not played showed "+325" as if scored: now its players' cells say it is not played yet (or
    is being played) and what it puts at stake, with no figure under a player nor in the Total column."""
    open_sheet(page, "desktop")
    rows = page.locator(f"{SHEET} tr.positive:not(.played)").all()
    assert len(rows) == 4
    for i, row in enumerate(rows):
        note = text(row.locator("td.note"))
        assert note == ("Being played" if i == 0 else "Not played yet") + ": +325 at stake", row.text_content()
        assert not re.search(r"\d", "".join(row.locator("td.num, td.check").all_text_contents()))
    played = page.locator(f"{SHEET} tr.negative.played").first
    assert played.locator("td.note").count() == 0 and played.locator("td.num").count() == 4


#: Each column but the players': its width, and the least it could be (its cells' contents at their narrowest).
SPARE = """() => {
  const table = document.querySelector('#king-sheet-full'), out = [];
  const head = [...table.rows[0].cells];
  head.forEach((th, i) => {
    if (th.classList.contains('name')) return;
    let least = 0;
    for (const row of table.rows) {
      let at = 0;  // the column a cell starts in (a note spans the players' columns)
      const cell = [...row.cells].find((c) => (at += c.colSpan) - c.colSpan === i);
      if (!cell || cell.colSpan > 1) continue;
      const copy = cell.cloneNode(true);  // its own classes and rules (a total's tick is one), laid out alone
      copy.style.cssText = 'position:absolute;display:block;visibility:hidden;width:min-content;padding:0';
      cell.append(copy);
      least = Math.max(least, copy.getBoundingClientRect().width);
      copy.remove();
    }
    const style = getComputedStyle(th);
    const inner = th.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    out.push([th.textContent, Math.round(inner - least)]);
  });
  return out;
}"""


def hand_over_with_a_nought() -> Any:
    """The first hand over in which a seat scored nothing (the largest state's long names, first legal moves)."""
    s = king_session(lambda s: s.game.phase == "play")
    while not (s.hand_over and 0 in s.game.results[-1].points):
        s = s.next_deal() if s.hand_over else s.play(s.game.legal_moves()[0])
    return s


#: Each player's label at each size: a narrow column's (the side sheet, a phone's, the widget's), a desktop's sheet's
LABELS_SEEN = {"phone": ["You", "Wil", "Max", "Bar"], "widget": ["You", "Wil", "Max", "Bar"],
               "desktop": ["You", "Wilhelmina", "Maximilian", "Bartholomew"]}


@pytest.mark.parametrize("size", SIZES)
def test_each_player_has_a_label_never_cut(page: Page, size: str) -> None:
    """Review 60: the sheet's heads read "Wil…", "Ma…", "Bar…" and its positive hands "+ Wilhel…", "+ Maximil…". Each
    player has a label unique at the table, whole on one line in its column's head and in a positive hand's row
    ("+ Wil" on a phone, "Positive · Wilhelmina" on a desktop), in the desktop's side sheet too, the name whole in its
    title and to screen readers."""
    open_sheet(page, size)
    names = ["You", *LONG[:3]]
    heads = page.evaluate(LABELS, f"{SHEET} tr:first-child th.name .name-label")
    assert heads == [[label, name, False, 1] for label, name in zip(LABELS_SEEN[size], names, strict=True)], heads
    rows = page.evaluate(LABELS, f"{SHEET} tr.positive th.label .name-label")
    assert [r[0] for r in rows] == LABELS_SEEN[size][1:] + LABELS_SEEN[size][:1] and all(
        not cut and lines == 1 for _, _, cut, lines in rows), rows
    said = page.locator(f"{SHEET} tr:first-child th.name .sr").all_text_contents()  # (the labels are aria-hidden)
    assert said == names, said
    if size == "desktop":  # the side sheet beside the table: the narrow labels, whole
        side = page.evaluate(LABELS, "#king-sheet tr:first-child th.name .name-label")
        assert side == [[label, name, False, 1] for label, name in zip(LABELS_SEEN["phone"], names, strict=True)], side
        assert page.locator("#king-sheet tr.positive th.label").all_inner_texts() == ["+ Wil", "+ Max", "+ Bar",
                                                                                     "+ You"]


def test_the_seats_figures_stand_apart_once_a_hand_is_over(page: Page) -> None:
    """Issue 46: "0 tricksHand 0" on a phone and in the widget, once a hand is over (a seat that took nothing): each
    figure stands apart from the next by a clear gap, and reads with a pause."""
    storage = stored("king", hand_over_with_a_nought())
    for size in ("phone", "widget"):
        width, height, query, _ = SIZES[size]
        page.set_viewport_size({"width": width, "height": height})
        page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(storage)})) localStorage.setItem(k, v);")
        page.goto("/index.html?game=king" + query)
        page.wait_for_selector("body[data-game='king'][data-state='hand-over']", timeout=60_000)
        chips = page.locator("main[data-table='king'] .kchip-stats").all()
        assert any("Hand 0" in (c.text_content() or "") for c in chips)
        for stats in chips:
            text = stats.text_content() or ""
            assert re.search(r"tricks?, Hand [-+]?\d+, Total", text), (size, text)
            boxes = stats.locator(":scope > :not(.sr)").evaluate_all(
                "els => els.map(e => e.getBoundingClientRect().toJSON())")
            for a, b in pairwise(boxes):
                if abs(a["top"] - b["top"]) < 2:
                    assert b["left"] - a["right"] >= 6, (size, text, a, b)


@pytest.mark.parametrize("size", ["phone", "widget"])
def test_the_minus_and_plus_sheet_fits_sideways_too(page: Page, size: str) -> None:
    """The sheet's other layout (a minus and a plus column a player) shows every column without scrolling sideways
    on a phone and in the widget (the Points each words made it 6 px too wide in the widget)."""
    open_sheet(page, size)
    page.click("#king-sheet-dialog [data-action='columns-two']")
    page.wait_for_selector(f"{SHEET} tr.sub")
    assert page.evaluate("(e => [e.scrollWidth, e.clientWidth])(document.querySelector('.sheet-scroll'))") == \
        page.evaluate("(e => [e.clientWidth, e.clientWidth])(document.querySelector('.sheet-scroll'))")


def test_a_positive_hands_label_takes_one_line_on_a_phone(page: Page) -> None:
    """"▶ / Positive · / Wilhel…" took three lines of a phone's sheet (the fresh review, 7.5): a positive hand's label
    reads "+ Wil" on one line there (the ▶ of the hand being played beside it), "Positive" still said to screen
    readers, the whole name in its title."""
    open_sheet(page, "phone")
    labels = page.locator(f"{SHEET} tr.positive th.label")
    assert labels.count() == 4
    for label in labels.all():
        # the tops of the label's words as they show (text boxes 2 px or more; a word kept for screen readers is 1 px),
        # and how far the name starts from the cell's left (past the ▶ of the hand being played)
        tops, indent = label.evaluate("""(th) => {
            const range = document.createRange(), name = th.querySelector('.name-label');
            range.selectNodeContents(th);
            const tops = [...range.getClientRects()].filter((r) => r.width > 2 && r.height > 2)
              .map((r) => Math.round(r.top));
            const cs = getComputedStyle(th);
            return [[...new Set(tops)], name.getBoundingClientRect().left - th.getBoundingClientRect().left
                    - parseFloat(cs.paddingLeft)]; }""")
        assert len(tops) == 1, f"{text(label)!r} shows on {len(tops)} lines: {tops}"
        current = "current" in (label.locator("xpath=..").get_attribute("class") or "")
        assert (indent > 5) == current, f"{text(label)!r}: the name starts {indent} px in"
        assert text(label).startswith("Positive · ") and label.locator(".name-label").get_attribute("title")


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_sheets_gold_buttons_have_dark_words_in_the_dark_theme(page: Page, size: str) -> None:
    """Review 61: in the dark theme the sheet's Close and its chosen layout had the theme's light words on gold
    (1.9:1); gold buttons carry dark words in every theme."""
    page.emulate_media(color_scheme="dark")
    open_sheet(page, size)
    for what in ("#king-sheet-dialog .dialog-actions .primary", "#king-sheet-dialog .toggle[aria-pressed='true']"):
        ratio = float(page.locator(what).first.evaluate(CONTRAST))
        assert ratio >= 4.5, f"{size}: {what} at {ratio:.1f}:1"
