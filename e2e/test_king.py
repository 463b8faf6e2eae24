"""King in Chromium (issue 14): a whole game against CPUs with an auction of yours, played by taps;
reloads mid-trick, mid-auction and while the beneficiary answers, each resuming the very position; the
keyboard (cards by arrows and Enter, a dimmed card's reason, hint, keys); axe on the table, the auction
step, the hand's result, the score sheet and the game's end; the table at phone sizes.
"""

from __future__ import annotations

import json
import re
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

from playwright.sync_api import Page, expect

from e2e import sites
from e2e.test_access import axe
from e2e.test_embed import HOST_PAGE, wait_for_message, widget
from kings.king.api import KingRecord
from kings.king.auction import Bid
from kings.king.game import KingGame
from kings.king.moves import AUCTION, Declare
from web.king.session import Session
from web.king.spec import Setup

if TYPE_CHECKING:
    from conftest import KingPage


def saved(session: Session) -> str:
    """``kings.king.match`` as the game stores it."""
    return json.dumps({"schema": 1, "kind": "match", "data": session.to_dict()})


def preload(page: Page, session: Session) -> None:
    """The saved game in localStorage before the first load (not again on reloads)."""
    page.add_init_script("if (!sessionStorage.getItem('preloaded')) { sessionStorage.setItem('preloaded', '1');"
                         f" localStorage.setItem('kings.king.match', {json.dumps(saved(session))}); }}")  # fmt: skip


def advance(session: Session, until: object) -> Session:
    """Play the first legal move at every seat (auctioning every positive hand) until ``until(session)``, with
    every finished hand's result seen."""
    while session.hand_over or not until(session):
        game = session.game
        if session.hand_over:
            session = session.next_deal()
            continue
        legal = game.legal_moves()
        session = session.play(AUCTION if AUCTION in legal else legal[0])
    return session


def trick(page: Page) -> list[str]:
    return [str(c) for c in page.locator("#king-trick [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")]


def test_a_whole_game_against_cpus_with_an_auction_played_by_taps(king: KingPage) -> None:
    page = king.open("&seed=5&seats=human,medium,medium,medium&speed=instant").page
    auctioned = checked = 0
    for _ in range(400):
        data = king.wait_human()  # the table waits on you: nothing changes until you act
        state, phase = data.get("state"), data.get("phase")
        if state == "game-over":
            break
        if state == "ready" and phase == "choose" and not auctioned:
            assert axe(page) == []  # the beneficiary's choice
            king.act("auction", data)
            auctioned += 1
            expect(page.locator("#king-log")).to_contain_text("You auction the hand.")
            continue
        if state == "ready" and phase == "settle" and not checked:
            assert axe(page) == []  # accept, decline, the ultimatum
            checked += 1
        if state == "hand-over" and data.get("moves") and not checked:
            assert axe(page) == []
        king.act("accept", data)
    assert king.body("state") == "game-over" and auctioned == 1
    banner = page.locator("#king-banner")
    expect(banner).to_be_visible()
    expect(page.locator("#king-banner-title")).to_have_text(re.compile(r"wins? the game|share the win"))
    assert axe(page) == []
    game = KingRecord.from_json(king.state("record")).replay()
    assert game.over and sum(game.totals) == 0
    final = page.locator("#king-sheet tr.final td").all_inner_texts()
    assert [int(t) for t in final] == list(game.totals)
    page.click("[data-action='sheet']")  # the source's layout: every hand's total checked
    dialog = page.locator("#king-sheet-dialog")
    expect(dialog).to_be_visible()
    assert dialog.locator("td.check.ok").count() == 13 and dialog.locator("td.check.bad").count() == 0
    page.click("[data-action='columns-two']")
    expect(dialog.locator("tr.sub")).to_have_count(1)  # a negative and a positive column a player
    assert axe(page) == []


def test_a_reload_mid_trick_resumes_the_very_position(king: KingPage) -> None:
    # slow: a CPU's card takes over a second, so none lands between reading the page and reloading it
    page = king.open("&seed=2&seats=human,medium,medium,medium&speed=slow").page  # you deal, so you lead
    king.act()
    king.wait_human()
    king.act()
    page.wait_for_function("document.querySelectorAll('#king-trick [data-card]').length > 0")
    position, cards, log = king.state("position"), trick(page), page.locator("#king-log").inner_text()
    moves = json.loads(king.state("record"))["moves"]
    page.reload()
    page.wait_for_selector("body[data-game='king']:not([data-state='loading'])")
    resumed = json.loads(king.state("record"))["moves"]
    assert resumed[: len(moves)] == moves  # the very game, every card in its place
    if resumed == moves:  # no CPU has played on since the reload: the very position, on the table too
        assert king.state("position") == position
        assert trick(page)[: len(cards)] == cards
    assert page.locator("#king-log").inner_text().startswith(log)


def test_a_reload_mid_auction_resumes_it(king: KingPage) -> None:
    page = king.page
    # a positive hand auctioned by a CPU beneficiary, the bids come round to you
    session = advance(Session.new(Setup.first(), seed=11), lambda s: s.game.phase == "auction" and
                      s.game.acting == 0)  # fmt: skip
    preload(page, session)
    king.open("")
    assert king.body("phase") == "auction" and king.body("actor") == "human"
    # the ladder holds the bids you may make, the up bids then the down bids, each lowest first (no greyed rungs)
    legal = [m for m in session.game.legal_moves() if isinstance(m, Bid)]
    bids = [str(m) for m in legal if not m.down] + [str(m) for m in legal if m.down]
    rungs = page.locator("#king-bidding .ladder button[data-move]")
    expect(rungs).to_have_count(len(bids))
    assert rungs.evaluate_all("els => els.map(e => e.dataset.move)") == bids and 0 < len(bids) < 10
    assert page.locator("#king-bidding button[disabled]").count() == 0
    assert axe(page) == []
    position = king.state("position")
    page.reload()
    page.wait_for_selector("body[data-game='king'][data-phase='auction'][data-actor='human']")
    assert king.state("position") == position
    king.act("pass")  # the auction goes on without you
    assert king.body("phase") != "auction" or king.body("actor") == "cpu" or king.state("position") != position


def test_a_reload_while_the_beneficiary_answers_keeps_the_bids(king: KingPage) -> None:
    page = king.page
    preload(page, advance(Session.new(Setup.first(), seed=11), lambda s: s.game.phase == "settle" and
                          s.game.acting == 0))  # fmt: skip
    king.open("")
    assert king.body("phase") == "settle"
    calls = page.locator("#king-bidding .calls").inner_text()
    assert calls
    page.reload()
    page.wait_for_selector("body[data-game='king'][data-phase='settle'][data-actor='human']")
    assert page.locator("#king-bidding .calls").inner_text() == calls
    king.act("accept")
    assert king.body("phase") in ("name", "play")


def test_keyboard_play_a_dimmed_cards_reason_hints_and_keys(king: KingPage) -> None:
    page = king.open("&seed=2&seats=human,medium,medium,medium&speed=fast").page
    first = page.locator("#king-hand [data-card]").first
    first.focus()
    page.keyboard.press("ArrowRight")
    second = page.locator("#king-hand [data-card]").nth(1)
    expect(second).to_be_focused()
    card = str(second.get_attribute("data-card"))
    moves = king.body("moves")
    page.keyboard.press("Enter")  # you lead: any card may be played
    page.wait_for_function(f"document.body.dataset.moves !== '{moves}'")
    assert card in trick(page)
    king.wait_human()
    for _ in range(40):  # until a turn where some of your cards are dimmed (you must follow suit)
        if king.body("phase") == "play" and page.locator("#king-hand .card.dim").count():
            break
        king.act()
        king.wait_human()
    dim = page.locator("#king-hand .card.dim").first
    dim.focus()
    moves = king.body("moves")
    page.keyboard.press("Enter")
    expect(page.locator("#king-message")).to_contain_text("You must follow")
    assert king.body("moves") == moves  # nothing was played
    page.keyboard.press("h")
    expect(page.locator("#king-message")).to_contain_text("Hint: play the", timeout=20_000)
    assert page.locator("#king-hand .card.hint").count() == 1
    page.keyboard.press("?")
    expect(page.locator("#keys")).to_be_visible()
    assert axe(page) == []
    page.keyboard.press("Escape")
    expect(page.locator("#keys")).to_be_hidden()
    page.keyboard.press("k")  # hear the contract
    expect(page.locator("#announcer")).to_contain_text("No tricks")


def test_the_table_fits_phones(king: KingPage) -> None:
    page = king.page
    for width, height in ((390, 844), (360, 640)):
        page.set_viewport_size({"width": width, "height": height})
        king.open("&seed=5&seats=human,medium,medium,medium&speed=fast")
        assert page.evaluate("document.documentElement.scrollWidth") <= width  # no sideways scrolling
        for selector in ("#king-contract", "#king-trick", "main[data-table='king'] [data-action='hint']"):
            box = page.locator(selector).bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width, selector
        cards = page.locator("#king-hand [data-card]").all()
        assert len(cards) == 13
        for c in cards:  # every card's corner index in sight
            box = c.bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + 12 <= width
        assert axe(page) == []


def test_the_seats_figures_stand_apart_on_a_phone_and_in_the_widget(king: KingPage) -> None:
    """Each seat's tricks, this hand's points and total: on a phone and in the widget the flat north and south chips
    ran them together ("3 tricksHand -60"), and a screen reader read them as one word, with no pause between."""
    page = king.page
    preload(page, advance(Session.new(Setup.first(), seed=1), lambda s: s.game.phase == "play" and all(
        s.game.hand.tricks_won(i) for i in range(4)) and s.game.acting == 0))  # every seat has taken a trick
    for width, height, query in ((390, 844, ""), (360, 500, "&embed=1")):
        page.set_viewport_size({"width": width, "height": height})
        king.open(query)
        for stats in page.locator("main[data-table='king'] .kchip-stats").all():
            text = stats.text_content() or ""
            assert re.search(r"trick(s)?, Hand -\d+, Total -?\d+", text), (query, text)  # read with a pause
            boxes = stats.locator(":scope > :not(.sr)").evaluate_all(
                "els => els.map(e => e.getBoundingClientRect().toJSON())")
            for a, b in pairwise(boxes):
                if abs(a["top"] - b["top"]) < 2:  # side by side on one line: a clear gap between them
                    assert b["left"] - a["right"] >= 6, (query, text, a, b)


def test_declarations_are_the_engines(king: KingPage) -> None:
    """The beneficiary's buttons are exactly the engine's declarations (trumps or none, down) and the auction."""
    page = king.page
    choose = advance(Session.new(Setup.first(), seed=4), lambda s: s.game.phase == "choose" and s.game.acting == 0)
    preload(page, choose)
    king.open("", state="ready")
    shown = set(page.locator("#king-bidding button[data-move]").evaluate_all("els => els.map(e => e.dataset.move)"))
    game: KingGame = choose.game
    assert shown == {str(m) for m in game.legal_moves()}
    assert {str(Declare()), str(Declare(down=True)), str(AUCTION)} <= shown


def test_the_king_widget_tells_its_host_each_hand(page: Page, tmp_path: Path, base_url: str) -> None:
    """``?embed=1&game=king`` in a sandboxed frame: its events reach the host, one ``deal-over`` a hand."""
    root = tmp_path / "host"
    root.mkdir()
    server = sites.Server(root)
    try:
        widget_url = (f"{base_url}/index.html?embed=1&game=king&host={quote(server.origin, safe='')}&seed=8"
                      "&seats=medium,medium,medium,medium&names=Ann,Bob,Cy,Di&speed=instant")  # fmt: skip
        (root / "index.html").write_text(HOST_PAGE.format(widget=widget_url, stranger="about:blank"), encoding="utf-8")
        errors = sites.watch(page)
        page.goto(f"{server.origin}/index.html")
        frame = widget(page)
        ready = wait_for_message(page, "ready")
        assert ready["game"] == "king" and [p["name"] for p in ready["players"]] == ["Ann", "Bob", "Cy", "Di"]
        assert frame.locator("header.bar").is_hidden()
        for hand in range(1, 4):  # four CPUs: the widget waits only for Next hand
            frame.wait_for_selector("body[data-state='hand-over']", state="attached", timeout=60_000)
            event = wait_for_message(page, "deal-over", hand)
            assert event["deal"] == hand and sum(s["change"] for s in event["scores"]) in (-260, -200, -240, -160, -180)
            frame.locator("#king-banner-actions [data-action='next']").click()
        assert frame.evaluate("window.kingsCsp") == [] and errors == []
    finally:
        server.stop()


def test_a_card_dragged_onto_the_table_is_played_and_one_dropped_elsewhere_goes_back(king: KingPage) -> None:
    page = king.open("&seed=2&seats=human,medium,medium,medium&speed=fast").page  # you lead
    cards = page.locator("#king-hand [data-card]")
    first, second = cards.nth(0), cards.nth(1)
    moves = king.body("moves")
    box = first.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + 10, box["y"] + 10)
    page.mouse.down()
    page.mouse.move(box["x"] + 40, box["y"] + 40, steps=4)  # a drag, dropped beside the table: nothing played
    page.mouse.move(box["x"] + 10, box["y"] + box["height"] + 60, steps=4)
    page.mouse.up()
    page.wait_for_timeout(300)
    assert king.body("moves") == moves and cards.count() == 13
    code = str(second.get_attribute("data-card"))
    box = second.bounding_box()
    target = page.locator("#king-trick").bounding_box()
    assert box is not None and target is not None
    page.mouse.move(box["x"] + 10, box["y"] + 10)
    page.mouse.down()
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=8)
    page.mouse.up()
    page.wait_for_function(f"document.body.dataset.moves !== '{moves}'")
    assert code in trick(page) and cards.count() == 12


def test_the_tutorial_moves_on_with_next_and_with_your_cards_and_saves_nothing(king: KingPage) -> None:
    page = king.open("&seed=5&seats=human,medium,medium,medium&speed=fast").page
    saved = page.evaluate("localStorage.getItem('kings.king.match')")
    page.click(".tools [data-action='tutorial']")
    page.click("#tutorial [data-action='tutorial-start']")
    coach = page.locator("#king-coach")
    expect(coach).to_contain_text("Step 1 of 5")
    page.click("#king-coach [data-action='tutorial-next']")
    expect(coach).to_contain_text("Step 2 of 5")
    assert king.body("actor") == "human"  # the tutorial's deal: you lead
    king.act()
    expect(coach).to_contain_text("Step 3 of 5", timeout=20_000)
    assert axe(page) == []
    assert page.evaluate("localStorage.getItem('kings.king.match')") == saved  # the tutorial is never saved
    page.click("#king-coach [data-action='tutorial-exit']")
    page.wait_for_selector("body:not([data-tutorial])")
    assert king.state("record") and json.loads(king.state("record"))["seed"] == 5  # back to your game
