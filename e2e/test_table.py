"""The table in Chromium: boot, a seeded layout, taps, drags, refusals, pile moves.

Expected layouts are computed with the engine under CPython, so each test also checks that a
seed deals the same cards in the browser's Pyodide. The testing contract (data-card, data-pile,
data-seat, body[data-state]) is documented in docs/testing-contract.md.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from playwright.sync_api import Page, expect

from kings.corners import PLACES, Deal, Match, Play, Shift, preset
from web.corners.view import display_order

if TYPE_CHECKING:
    from conftest import KingsPage

SELECTED = re.compile(r"(^|\s)selected(\s|$)")


def human_first(players: int, want: Callable[[Deal], bool] = lambda d: True, rules: str = "standard") -> Deal:
    """The first deal of the first seed where seat 0 (the human) acts first and ``want`` holds."""
    for seed in range(1, 5000):
        deal = Match.new(preset(rules), seed, players).deal
        assert deal is not None
        if deal.to_act == 0 and want(deal):
            object.__setattr__(deal, "seed", seed)  # match seed, for the URL
            return deal
    raise AssertionError("no such seed")


def url(deal: Deal, players: int = 2, extra: str = "") -> str:
    return f"?seed={deal.seed}&rules=standard&players={players}&speed=instant{extra}"


def center(page: Page, selector: str) -> tuple[float, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 30)


def drag(page: Page, source: str, target: str) -> None:
    """Press on ``source``, move in steps (as a finger would), release over ``target``."""
    x0, y0 = center(page, source)
    x1, y1 = center(page, target)
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move(x0 + 10, y0 - 10, steps=3)
    page.mouse.move(x1, y1, steps=8)
    page.mouse.up()


def test_static_skeleton_shows_before_python(page: Page) -> None:
    page.goto("/index.html?game=corners", wait_until="commit")
    page.wait_for_selector("#status")
    assert page.get_attribute("body", "data-state") in ("loading", "ready")
    assert page.locator("[data-pile]").count() == 8
    # One read of both, so Python cannot become ready between them.
    state, title = page.evaluate("[document.body.dataset.state, document.querySelector('#title').innerText]")
    if state == "loading":  # Python is not up yet: the static page shows
        assert title == "Loading…"
    page.wait_for_selector("body[data-state='ready']", timeout=60_000)


def test_seeded_deal_shows_its_golden_layout(kings: KingsPage) -> None:
    deal = human_first(3)
    kings.open(url(deal, 3))
    for place in PLACES:
        assert kings.pile_cards(place.name) == [c.code for c in deal.piles[place]], place
    assert kings.hand_cards() == [c.code for c in display_order(deal.hand(0))]
    assert kings.page.get_attribute("#hand", "data-seat") == "0"
    assert kings.page.locator("#stock-count").inner_text() == str(len(deal.stock))
    assert kings.position() == deal.position()
    assert kings.body("actor") == "human" and kings.body("to-act") == "0"
    seats = kings.page.locator("[data-seat-chip]")
    expect(seats).to_have_count(3)
    expect(seats.nth(1)).to_contain_text("7 cards")


def test_tap_a_card_then_a_pile_and_drag_another(kings: KingsPage) -> None:
    def two_plays(d: Deal) -> bool:
        return len({m.card for m in d.legal_moves() if isinstance(m, Play)}) >= 2

    deal = human_first(2, two_plays)
    kings.open(url(deal))
    page = kings.page
    first = next(m for m in deal.legal_moves() if isinstance(m, Play))
    page.click(f"#hand [data-card='{first.card.code}']")
    expect(page.locator(f"#hand [data-card='{first.card.code}']")).to_have_class(SELECTED)
    lit = {str(x) for x in page.locator(".pile.target").evaluate_all("els => els.map(e => e.dataset.pile)")}
    assert lit == {m.pile.name for m in deal.legal_moves() if isinstance(m, Play) and m.card == first.card}
    page.click(f"[data-pile='{first.pile.name}']")
    page.wait_for_selector("body[data-moves='1']")
    assert kings.pile_cards(first.pile.name)[-1] == first.card.code
    assert first.card.code not in kings.hand_cards()
    expect(page.locator("#log li").last).to_contain_text(f"played {first.card.label}")

    after = deal.play(first)
    second = next(m for m in after.legal_moves() if isinstance(m, Play))
    drag(page, f"#hand [data-card='{second.card.code}']", f"[data-pile='{second.pile.name}']")
    page.wait_for_selector("body[data-moves='2']")
    assert kings.pile_cards(second.pile.name)[-1] == second.card.code
    assert kings.position() == after.play(second).position()


def test_an_illegal_drop_snaps_back_with_the_reason(kings: KingsPage) -> None:
    deal = human_first(2)
    kings.open(url(deal))
    card = deal.hand(0)[0]
    bad = next(Play(card, p) for p in PLACES if Play(card, p) not in deal.legal_moves() and deal.piles[p])
    drag(kings.page, f"#hand [data-card='{card.code}']", f"[data-pile='{bad.pile.name}']")
    message = kings.page.locator("#message")
    expect(message).to_have_text(str(deal.explain(bad)))
    assert message.get_attribute("role") == "alert"
    assert kings.body("moves") == "0" and card.code in kings.hand_cards()
    assert kings.position() == deal.position()


def test_a_pile_moves_onto_another(kings: KingsPage) -> None:
    deal = human_first(2, lambda d: any(isinstance(m, Shift) for m in d.legal_moves()))
    kings.open(url(deal))
    shift = next(m for m in deal.legal_moves() if isinstance(m, Shift))
    moving = kings.pile_cards(shift.source.name)
    under = kings.pile_cards(shift.target.name)
    drag(kings.page, f"[data-pile='{shift.source.name}'] .stack", f"[data-pile='{shift.target.name}']")
    kings.page.wait_for_selector("body[data-moves='1']")
    assert kings.pile_cards(shift.target.name) == under + moving
    assert kings.pile_cards(shift.source.name) == []
    expect(kings.page.locator("#log li").last).to_contain_text("moved the")


def test_keyboard_play(kings: KingsPage) -> None:
    deal = human_first(2, lambda d: any(isinstance(m, Play) for m in d.legal_moves()))
    kings.open(url(deal))
    move = next(m for m in deal.legal_moves() if isinstance(m, Play))
    page = kings.page
    page.focus(f"#hand [data-card='{move.card.code}']")
    page.keyboard.press("Enter")
    expect(page.locator(f"#hand [data-card='{move.card.code}']")).to_have_attribute("aria-pressed", "true")
    page.focus(f"[data-pile='{move.pile.name}']")
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-moves='1']")
    assert kings.pile_cards(move.pile.name)[-1] == move.card.code


def test_controls_have_names_and_follow_the_turn(kings: KingsPage) -> None:
    deal = human_first(2)
    kings.open(url(deal))
    page = kings.page
    for name in ("Draw & end turn", "Hint", "New game", "Stats", "Rules"):
        expect(page.get_by_role("button", name=name, exact=True)).to_be_visible()
    expect(page.get_by_role("combobox", name="CPU speed")).to_have_value("instant")
    page.get_by_role("button", name="Draw & end turn").click()
    kings.wait_human()
    assert kings.body("moves") != "0" and kings.body("to-act") == "0"
    expect(page.locator("#log li").first).to_have_text("1. You drew a card")


def test_cpu_turns_animate_and_the_page_stays_responsive(kings: KingsPage) -> None:
    deal = human_first(3)
    kings.open(f"?seed={deal.seed}&rules=standard&players=3&speed=slow")
    page = kings.page
    page.evaluate("""() => { window.__flights = 0;
        new MutationObserver(list => list.forEach(m => {
            if (m.target.classList && m.target.classList.contains('flying')) window.__flights++;
        })).observe(document.body, {attributes: true, attributeFilter: ['class'], subtree: true}); }""")
    page.get_by_role("button", name="Draw & end turn").click()
    page.wait_for_function("window.__flights > 0")  # the drawn card flew in from the stock
    kings.wait("ready", "cpu")
    page.get_by_role("button", name="Stats", exact=True).click()  # the page answers while CPUs play
    expect(page.locator("#stats-dialog")).to_be_visible()
    assert kings.body("actor") == "cpu"
    page.locator("#stats-dialog").get_by_role("button", name="Close").click()
    page.get_by_role("combobox", name="CPU speed").select_option("instant")
    kings.wait("ready", "human")
    assert page.evaluate("window.__flights") >= 1


def test_a_touch_drag_plays_a_card(kings: KingsPage) -> None:
    deal = human_first(2, lambda d: any(isinstance(m, Play) for m in d.legal_moves()))
    page = kings.page
    page.set_viewport_size({"width": 390, "height": 844})
    kings.open(url(deal))
    move = next(m for m in deal.legal_moves() if isinstance(m, Play))
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    x0, y0 = center(page, f"#hand [data-card='{move.card.code}']")
    x1, y1 = center(page, f"[data-pile='{move.pile.name}']")
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
    for i in range(1, 11):
        point = {"x": x0 + (x1 - x0) * i / 10, "y": y0 + (y1 - y0) * i / 10}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_selector("body[data-moves='1']")
    assert kings.pile_cards(move.pile.name)[-1] == move.card.code


def test_on_a_phone_a_cue_at_the_tables_foot_leads_to_the_log_and_the_scores(kings: KingsPage) -> None:
    """The table fills a phone's screen and the moves and the score sheet lie under it: a player had no sign they were
    there. A small "Log and scores" button beside the turn's buttons scrolls to them (the table still fills the
    screen); where they stand beside the table, and in the widget (which has no side), it is not shown."""
    page = kings.page
    deal = human_first(3)
    for width, height in ((390, 844), (360, 640)):
        page.set_viewport_size({"width": width, "height": height})
        kings.open(url(deal, 3))
        cue = page.get_by_role("button", name="Log and scores")
        expect(cue).to_be_visible()
        box, area = cue.bounding_box(), page.locator("main[data-table='corners'] .play-area").bounding_box()
        assert box is not None and area is not None
        assert box["x"] >= 0 and box["x"] + box["width"] <= width and box["y"] + box["height"] <= height, box
        main_height = page.evaluate("document.querySelector('main[data-table=\"corners\"]').clientHeight")
        assert area["height"] >= main_height - 16, (area, main_height)  # the table area is still the whole screen
        for other in page.locator("main[data-table='corners'] .controls .control:visible, #hand").all():
            b = other.bounding_box()  # beside the buttons, over nothing
            assert b is not None and (b["x"] >= box["x"] + box["width"] or b["x"] + b["width"] <= box["x"] or
                                      b["y"] >= box["y"] + box["height"] or b["y"] + b["height"] <= box["y"]), b
        log = page.locator("#log-title")
        assert log.bounding_box()["y"] >= height  # type: ignore[index]  # under the fold
        cue.click()
        page.wait_for_function("(() => { const r = document.getElementById('log-title').getBoundingClientRect();"
                               f" return r.top >= 0 && r.bottom <= {height}; }})()")  # fmt: skip
        assert page.evaluate("document.activeElement.id") == "log"
    page.set_viewport_size({"width": 1280, "height": 800})
    kings.open(url(deal, 3))
    expect(page.get_by_role("button", name="Log and scores")).to_be_hidden()  # the side is beside the table
    page.set_viewport_size({"width": 360, "height": 500})
    kings.open(url(deal, 3, "&embed=1"))
    expect(page.get_by_role("button", name="Log and scores")).to_be_hidden()
