"""Everyone can play, in Chromium: a whole turn by keyboard, focus kept after CPU turns and
dialogs, axe-core (injected from node_modules) on the table, the score sheet and every dialog,
three screen sizes checked for cards and controls off-screen or overlapping (screenshots in
test-results/screens/), 200% zoom, reduced motion, high contrast and sounds remembered
(statistics files: e2e/test_stats_files.py).
"""

from __future__ import annotations

import json
import re
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from playwright.sync_api import Page, expect

from kings.corners import END_TURN, Match, Play, Shift, preset
from kings.corners.options import OPTIONS
from web.corners.session import Session
from web.shell.seats import make_seats

if TYPE_CHECKING:
    from conftest import KingsPage

REPO = Path(__file__).resolve().parent.parent
AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
SHOTS = REPO / "test-results" / "screens"
TUTORIAL = "?seed=35&rules=standard&seats=human,easy"  # you start: 6♦ for 7♣ (N), K♥, N fits on E (8♥)


def axe(page: Page) -> list[str]:
    """Serious and critical axe-core violations on the whole page (open dialogs included)."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;0")  # through DevTools: no request, no CSP refusal
    # what is still fading in (a banner's pop starts at 40% opacity) is measured once it has settled: on a loaded
    # machine axe could catch it mid-way and report the half-faded colours (endless animations, a spinner, excepted)
    page.wait_for_function("""() => document.getAnimations().every(a => a.playState !== 'running'
        || a.effect === null || a.effect.getTiming().iterations === Infinity)""", timeout=10_000)
    found = page.evaluate("""async () => (await axe.run(document)).violations
        .filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '))""")
    return [str(v) for v in found]


def focused(page: Page) -> str:
    """What has the focus: a hand card ``hand:6D``, a pile ``pile:N``, else its text or id."""
    return str(page.evaluate("""() => { const e = document.activeElement;
        if (e.closest('#hand [data-card]')) return 'hand:' + e.dataset.card;
        if (e.dataset.pile) return 'pile:' + e.dataset.pile;
        return e.id || e.textContent.trim().slice(0, 30); }"""))


def said(page: Page) -> str:
    return page.locator("#announcer").inner_text()


def saved_match(session: Session) -> str:
    return json.dumps({"schema": 1, "kind": "match", "data": session.to_dict()})


def preload(page: Page, **items: str) -> None:
    """Put ``kings.<name>`` envelopes into localStorage before the first load (once: not on reloads).
    ``match``, ``stats`` and ``settings`` are the one-game layout's keys: the shell adopts them."""
    script = "".join(f"localStorage.setItem({json.dumps('kings.' + k)}, {json.dumps(v)});" for k, v in items.items())
    page.add_init_script(f"if (!sessionStorage.getItem('preloaded')) {{ sessionStorage.setItem('preloaded', '1');"
                         f" {script} }}")  # fmt: skip


def long_piles() -> Session:
    """Deal 1 of seed 5 played greedily until a pile is complete and another has 7 cards; you to act."""
    match = Match.new(preset("standard"), 5, 2)
    while True:
        deal = match.deal
        assert deal is not None
        if deal.to_act == 0 and sorted(map(len, deal.piles))[-2:] == [7, 13]:
            return Session.of(match, make_seats(["human", "easy"]))
        legal = deal.legal_moves()
        match = match.play(next((m for m in legal if isinstance(m, Shift)), None)
                           or next((m for m in legal if isinstance(m, Play) and deal.piles[m.pile]), None)
                           or next((m for m in legal if isinstance(m, Play)), END_TURN))  # fmt: skip


GEOMETRY = """() => {
  const vw = document.documentElement.clientWidth, docH = document.scrollingElement.scrollHeight;
  const shown = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0
      && !e.closest('dialog:not([open]), [hidden]') && getComputedStyle(e).visibility !== 'hidden'; };
  const name = e => e.dataset.card || e.dataset.pile || e.id || e.getAttribute('aria-label') || e.textContent.trim();
  const els = [...document.querySelectorAll('[data-card], [data-pile], button, select, a[href]')].filter(shown);
  const problems = [];
  const box = e => { const r = e.getBoundingClientRect();
      return {l: r.left + scrollX, t: r.top + scrollY, r: r.right + scrollX, b: r.bottom + scrollY}; };
  // below the fold is in reach only by scrolling: the page's, or the game's own (the side under the table)
  const reach = e => { for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
      const st = getComputedStyle(a);
      if (/(auto|scroll)/.test(st.overflowY) && a.scrollHeight > a.clientHeight + 1)
        return a.getBoundingClientRect().top + scrollY - a.scrollTop + a.scrollHeight; }
    return docH; };
  for (const e of els) {
    const b = box(e);
    if (b.l < -0.5 || b.r > vw + 0.5 || b.t < -0.5 || b.b > reach(e) + 0.5) problems.push('off-screen: ' + name(e));
  }
  for (let i = 0; i < els.length; i++) for (let j = i + 1; j < els.length; j++) {
    const a = els[i], c = els[j];
    if (a.contains(c) || c.contains(a)) continue;
    const pa = a.closest('[data-pile]'), pc = c.closest('[data-pile]');
    if (pa && pa === pc) continue;  // fanned cards overlap inside their pile, by design
    if (a.closest('#hand [data-card]') && c.closest('#hand [data-card]')) continue;  // ...and in a long hand
    const x = box(a), y = box(c);
    const w = Math.min(x.r, y.r) - Math.max(x.l, y.l), h = Math.min(x.b, y.b) - Math.max(x.t, y.t);
    if (w > 1 && h > 1) problems.push('overlap: ' + name(a) + ' / ' + name(c));
  }
  const tops = [...document.querySelectorAll('[data-pile] .card:last-child')];
  for (const e of [...els.filter(e => !e.closest('[data-pile]') || e.matches('[data-pile]')), ...tops]) {
    if (!shown(e)) continue;
    e.scrollIntoView({block: 'center', inline: 'center'});
    const r = e.getBoundingClientRect();
    const x = e.closest('#hand') ? r.left + Math.min(r.width / 2, 8) : r.left + r.width / 2;  // a hand card's slice
    const hit = document.elementFromPoint(x, r.top + Math.min(r.height / 2, 12));
    if (!hit || !(e.contains(hit) || hit.contains(e) || (hit.closest('[data-pile]') === e.closest('[data-pile]')
        && e.closest('[data-pile]')))) problems.push('covered: ' + name(e) + ' by ' + (hit ? name(hit) : 'nothing'));
  }
  scrollTo(0, 0);
  return problems;
}"""


def check_layout(page: Page, label: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{label}.png"), full_page=True)
    width = page.viewport_size["width"] if page.viewport_size else 0
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width, f"{label}: scrolls sideways"
    assert page.evaluate(GEOMETRY) == [], label


def resize_and_check(page: Page, width: int, height: int, label: str) -> None:
    """Resize the window; the hand must be in sight without scrolling, and the layout sound."""
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_timeout(150)
    hand = page.locator("#hand").bounding_box()
    assert hand is not None and hand["y"] + hand["height"] <= height, f"{width}x{height}: scroll to see the hand"
    check_layout(page, f"{label}-{width}x{height}")


def test_a_whole_turn_by_keyboard_with_focus_kept(kings: KingsPage) -> None:
    page = kings.page
    kings.open(TUTORIAL + "&speed=fast")
    kings.wait("ready", "human")
    for _ in range(25):  # Tab from the top of the page until the hand
        page.keyboard.press("Tab")
        if focused(page).startswith("hand:"):
            break
    page.keyboard.press("Tab")
    assert not focused(page).startswith("hand:")  # the whole hand is a single Tab stop
    page.keyboard.press("Shift+Tab")
    for _ in range(8):
        if focused(page) == "hand:6D":
            break
        page.keyboard.press("ArrowRight")
    assert focused(page) == "hand:6D"
    page.keyboard.press("Enter")  # pick up: the focus jumps to the pile that can take it
    expect(page.locator("[data-pile='N']")).to_have_class(re.compile(r"\btarget\b"))
    assert focused(page) == "pile:N" and "Holding the six of diamonds" in said(page)
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-moves='1']")
    assert kings.pile_cards("N")[-1] == "6D" and focused(page).startswith("hand:")
    expect(page.locator("[data-pile='N']")).to_have_accessible_name(
        "six of diamonds, top of the north pile; 2 cards, from the seven of clubs")
    page.focus("#hand [data-card='KH']")
    page.keyboard.press(" ")  # Space picks up too; a number key drops: 3 is the north-east corner
    page.keyboard.press("3")
    page.wait_for_selector("body[data-moves='2']")
    assert kings.pile_cards("NE") == ["KH"] and focused(page).startswith("hand:")
    page.keyboard.press("n")  # a letter picks up that pile; Enter on the lit pile drops it
    assert focused(page) == "pile:E"
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-moves='3']")
    assert kings.pile_cards("E") == ["8H", "7C", "6D"] and kings.pile_cards("N") == []
    card = focused(page)
    page.keyboard.press("Enter")  # pick up and put back with Escape
    page.keyboard.press("Escape")
    assert focused(page) == card and page.locator("#hand .selected").count() == 0
    page.keyboard.press("c")
    assert "Your hand, 5 cards" in said(page)
    page.keyboard.press("?")
    expect(page.locator("dialog#keys")).to_be_visible()
    assert page.evaluate("document.activeElement.closest('dialog') !== null")  # modal: focus is inside
    assert axe(page) == []
    page.keyboard.press("Escape")
    expect(page.locator("dialog#keys")).to_be_hidden()
    assert focused(page) == card  # the focus comes back where it was
    page.keyboard.press("h")
    expect(page.locator("#message")).to_contain_text("Hint: ")
    assert focused(page) == card
    moves = int(kings.body("moves"))
    page.keyboard.press("t")  # end the turn; the CPU plays; the focus stays in the hand
    # (no wait for the CPU's turn itself: on a busy machine it may come and go between two polls)
    page.wait_for_function(f"document.body.dataset.actor === 'human' && +document.body.dataset.moves > {moves + 1}")
    expect(page.locator("#announcer")).to_contain_text("Ada ")
    assert focused(page).startswith("hand:")
    assert kings.errors == []


def test_table_score_sheet_and_every_dialog_pass_axe_and_restore_focus(kings: KingsPage) -> None:
    page = kings.page
    session = Session.of(Match.new(preset("standard"), 9, 3), make_seats(["human", "easy", "medium"]))
    while session.in_deal:  # a finished deal: the banner and a score sheet column
        session = session.play(session.shown.legal_moves()[0])
    preload(page, match=saved_match(session))
    kings.open("", state="deal-over")
    expect(page.locator("#sheet thead th")).to_have_count(3)
    assert focused(page) == "Next deal"
    assert axe(page) == []
    for name, dialog in (("New game", "setup"), ("Stats", "stats-dialog"), ("Rules", "help"),
                         ("Tutorial", "tutorial"), ("Settings", "settings")):  # fmt: skip
        button = page.get_by_role("button", name=name, exact=True)
        button.focus()
        page.keyboard.press("Enter")
        expect(page.locator(f"dialog#{dialog}")).to_be_visible()
        assert page.evaluate("document.activeElement.closest('dialog[open]') !== null"), name
        assert axe(page) == [], name
        page.keyboard.press("Escape")
        expect(page.locator(f"dialog#{dialog}")).to_be_hidden()
        assert focused(page).endswith(name), name
    page.get_by_role("button", name="Rules", exact=True).click()  # the rules come from the engine
    expect(page.locator("#rules-body [data-section='current'] h3")).to_have_text(
        "The rules of this game: Standard (pagat)")
    expect(page.locator("#rules-body [data-section='options'] dt")).to_have_count(len(OPTIONS))
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Next deal").click()
    page.wait_for_selector("body[data-state='ready']")
    page.wait_for_timeout(100)
    assert focused(page).startswith("hand:")  # the banner went away: the focus went to the new hand


def test_three_sizes_fit_with_long_piles_and_touch_taps_play(kings: KingsPage) -> None:
    page = kings.page
    session = long_piles()
    preload(page, match=saved_match(session))
    page.set_viewport_size({"width": 360, "height": 640})
    kings.open("?speed=instant")
    assert max(len(kings.pile_cards(p)) for p in ("N", "E", "S", "W", "NE", "SE", "SW", "NW")) == 13
    for width, height in ((360, 640), (768, 1024), (1280, 800)):
        resize_and_check(page, width, height, "long-piles")
    page.emulate_media(color_scheme="dark")
    check_layout(page, "dark-1280x800")
    assert axe(page) == []
    page.set_viewport_size({"width": 360, "height": 640})
    move = next(m for m in session.shown.legal_moves() if isinstance(m, Play))
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    for selector in (f"#hand [data-card='{move.card.code}']", f"[data-pile='{move.pile.name}']"):
        box = page.locator(selector).bounding_box()
        assert box is not None
        point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + 10}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_selector(f"body[data-moves='{len(session.shown.history) + 1}']")
    assert kings.pile_cards(move.pile.name)[-1] == move.card.code


def mid_game() -> Session:
    """Deal 1 of seed 9 played greedily until piles of 5, 4 and 3 cards lie on the table; you to act."""
    match = Match.new(preset("standard"), 9, 2)
    while True:
        deal = match.deal
        assert deal is not None
        lengths = sorted(map(len, deal.piles))
        if deal.to_act == 0 and lengths[-1] >= 5 and lengths[-3] >= 3:
            return Session.of(match, make_seats(["human", "easy"]))
        legal = deal.legal_moves()
        match = match.play(next((m for m in legal if isinstance(m, Play) and deal.piles[m.pile]), None)
                           or next((m for m in legal if isinstance(m, Play)), END_TURN))  # fmt: skip


#: Per pile of three cards or more: its length, the gap between its first two cards and the
#: smallest gap between its middle cards (px), along the fan: down on narrow screens, sideways on
#: wide ones; and that gap's share of the card's size along the fan (0.18 shows the corner index).
FANS = """() => Object.fromEntries([...document.querySelectorAll('[data-pile]')].map(p => {
  const boxes = [...p.querySelectorAll('.stack > .card')].map(c => c.getBoundingClientRect());
  const across = boxes.length > 1 && boxes[1].left - boxes[0].left > boxes[1].top - boxes[0].top;
  const gaps = boxes.slice(1).map((b, i) => across ? b.left - boxes[i].left : b.top - boxes[i].top);
  const size = boxes.length ? (across ? boxes[0].width : boxes[0].height) : 1;
  return [p.dataset.pile, [boxes.length, gaps[0], Math.min(...gaps.slice(1)), gaps[0] / size]];
}).filter(([, f]) => f[0] >= 3))"""


def test_laptop_screens_keep_the_hand_in_sight_and_give_piles_the_room_to_spare(kings: KingsPage) -> None:
    """Common laptop windows (1366x768 and 1920x1080 screens less the browser's bars): cards are
    sized to the height, and the piles fan out as far as the room below the hand allows."""
    page = kings.page
    preload(page, match=saved_match(mid_game()))
    page.set_viewport_size({"width": 1366, "height": 657})
    kings.open("?speed=instant")
    fans: dict[str, list[float]] = {}
    for width, height in ((1366, 657), (1536, 730), (1920, 970)):
        resize_and_check(page, width, height, "laptop")
        fans = page.evaluate(FANS)
        assert sorted(f[0] for f in fans.values()) == [3, 4, 5]
        for place, (_, _first, middle, share) in fans.items():
            assert share > 0.18, f"{width}x{height} {place}: the second card must show its index"
            assert middle >= 5, f"{width}x{height} {place}: middle cards squeezed out of sight ({middle:.1f} px)"
    for place, (_, first, middle, _share) in fans.items():  # 1920x970: room for every card at a full step
        assert middle == pytest.approx(first, abs=0.5), place


def big_hand(cards: int) -> Session:
    """Deal 1 of seed 4: you only ever draw, the CPU plays, until you hold ``cards`` cards; you to act."""
    match = Match.new(preset("standard"), 4, 2)
    while True:
        deal = match.deal
        assert deal is not None
        if deal.to_act == 0 and len(deal.hands[0]) >= cards:
            return Session.of(match, make_seats(["human", "easy"]))
        legal = deal.legal_moves()
        match = match.play(END_TURN if deal.to_act == 0 and END_TURN in legal else legal[0])


def test_a_long_hand_stays_on_one_row_with_every_card_in_reach(kings: KingsPage) -> None:
    page = kings.page
    preload(page, match=saved_match(big_hand(13)))
    page.set_viewport_size({"width": 360, "height": 640})
    kings.open("?speed=instant")
    resize_and_check(page, 360, 640, "long-hand")
    boxes = [b for b in (c.bounding_box() for c in page.locator("#hand .card").all()) if b is not None]
    assert len(boxes) == 13 and len({round(b["y"]) for b in boxes}) == 1  # one row
    shown = [nxt["x"] - b["x"] for b, nxt in pairwise(boxes)]
    assert min(shown) >= 20, f"each card shows its corner index: {shown}"
    second = page.locator("#hand .card").nth(1)
    box = boxes[1]
    page.mouse.click(box["x"] + 6, box["y"] + 30)  # on the slice of the second card that shows
    expect(second).to_have_class(re.compile(r"\bselected\b"))


def test_zoom_reduced_motion_contrast_and_sound_remembered(kings: KingsPage) -> None:
    page = kings.page
    page.set_viewport_size({"width": 640, "height": 400})  # a 1280x800 screen at 200% zoom
    page.emulate_media(reduced_motion="reduce")
    kings.open(TUTORIAL + "&speed=normal")
    kings.wait("ready", "human")
    check_layout(page, "zoom200-640x400")
    hand = page.locator("#hand").bounding_box()
    assert hand is not None and hand["y"] + hand["height"] <= 400  # table and hand side by side
    page.evaluate("""() => { window.__flights = 0; new MutationObserver(list => list.forEach(m => {
        if (m.target.classList && m.target.classList.contains('flying')) window.__flights++; }))
        .observe(document.body, {attributes: true, attributeFilter: ['class'], subtree: true}); }""")
    page.click("#hand [data-card='6D']")
    page.click("[data-pile='N']")
    page.wait_for_selector("body[data-moves='1']")
    assert page.evaluate("window.__flights") == 0
    assert page.locator("[data-pile='N'] .card").last.evaluate("e => getComputedStyle(e).transitionDuration") == "0s"
    page.get_by_role("button", name="Settings").click()
    page.get_by_label("High contrast").check()
    page.get_by_label("Sounds").check()
    expect(page.locator("body")).to_have_attribute("data-contrast", "")
    page.keyboard.press("Escape")
    page.click("#hand [data-card='KH']")
    page.click("[data-pile='NE']")
    expect(page.locator("#kings-state")).to_have_attribute("data-sounds", "1 play")
    check_layout(page, "contrast-640x400")
    assert axe(page) == []
    page.reload()
    kings.wait("ready", "human")
    expect(page.locator("body")).to_have_attribute("data-contrast", "")
    page.get_by_role("button", name="Settings").click()
    page.get_by_label("High contrast").uncheck()
    expect(page.locator("body")).not_to_have_attribute("data-contrast", "")
    page.emulate_media(contrast="more")  # the system's wish applies the theme too
    expect(page.locator("body")).to_have_attribute("data-contrast", "")
    page.emulate_media(contrast="no-preference")
    expect(page.locator("body")).not_to_have_attribute("data-contrast", "")
    page.get_by_label("High contrast").check()
    page.keyboard.press("Escape")
    page.reload()
    kings.wait("ready", "human")
    page.get_by_role("button", name="Settings").click()
    expect(page.get_by_label("High contrast")).to_be_checked()
    expect(page.get_by_label("Sounds")).to_be_checked()
    assert page.evaluate("window.kingsCsp") == []
