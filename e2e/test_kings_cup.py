"""Kings Cup in Chromium (issue 16): a whole game to its last king with a deck imported from a file (points, a house
rule, mates and the question master on the table, undo, a reload resuming the very card); keyboard-only play with
the live region saying each card and its rule; a phone's screen; the age notice before the classic deck; a hostile
deck file refused with nothing lost; markup in a deck shown as text; a deck link opened by ``?deck=``; axe on the
table, the Decks dialog, the editor, the age notice and the end; twelve players on a laptop screen.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from playwright.sync_api import expect

from e2e.test_access import axe
from kings.kings_cup.builtin import PARTY
from kings.kings_cup.codec import deck_to_dict, deck_to_link
from kings.kings_cup.moves import parse_move
from web.kings_cup.session import Session
from web.kings_cup.spec import default_setup
from web.shell.storage import MemoryBackend, Store

if TYPE_CHECKING:
    from conftest import CupPage

SEED = 33  #: three players, to the second king: 2♠ J♦ 8♥ Q♦ K♦ 3♣ 5♠ 6♠ K♣ (a rule, a mate, the question master)
PLAYERS = "&players=3&names=Ann,Bo,Cy"


def house_deck(tmp_path: Path) -> Path:
    """A deck file of one's own: the party deck's rules under titles of our own."""
    data = deck_to_dict(PARTY)
    data.update(id="our-house", name="Our house deck", description="Made at home.")
    for rule in data["rules"].values():
        rule["title"] = "Our " + rule["title"].lower()
    path = tmp_path / "our-house.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_whole_game_to_the_last_king_with_a_deck_imported_from_a_file(cup: CupPage, tmp_path: Path) -> None:
    page = cup.open(PLAYERS + "&seed=1").page
    expect(page.locator("#kc-log")).to_be_empty()
    assert page.evaluate("getComputedStyle(document.getElementById('kc-log'), '::before').content") == \
        '"No cards drawn yet."'  # fmt: skip
    page.click("[data-action='decks']")
    page.set_input_files("#kc-deck-file", house_deck(tmp_path))
    expect(page.locator("#kc-decks-note")).to_have_text("Imported Our house deck.")
    assert axe(page) == []
    page.click("#kc-deck-list [data-deck-id='our-house'] [data-deck-action='use']")
    expect(page.locator("#setup")).to_be_visible()
    expect(page.locator("#kc-decks")).to_be_hidden()
    assert page.input_value("#setup-preset") == "our-house"
    page.select_option("#setup [name='kings']", "2")
    page.fill("#setup-seed", str(SEED))
    page.click("[data-setup='start']")
    page.wait_for_selector("body[data-moves='0']")
    expect(page.locator("#title")).to_contain_text("Our house deck")

    cup.act()  # Ann draws the 2♠
    expect(page.locator("#kc-card [data-card='2S']")).to_be_visible()
    expect(page.locator(".kc-rule-title")).to_have_text("Our you")
    page.click("#kc-players [data-seat='1'] .kc-plus")  # Bo slipped up
    expect(page.locator("#kc-players [data-seat='1'] .kc-points")).to_have_text("1")
    expect(page.locator("#kc-players [data-seat='1'] .kc-plus")).to_have_attribute("aria-disabled", "true")
    assert cup.act() == "draw"  # Bo draws the J♦: a house rule
    assert cup.act("Talk like a pirate") == "rule"
    expect(page.locator("#kc-lines .kc-line.rule")).to_contain_text("Talk like a pirate")
    expect(page.locator("#kc-lines .kc-line.rule")).to_contain_text("Bo")
    cup.act()  # Cy draws the 8♥
    assert cup.act() == "mate"  # Cy chooses Ann
    expect(page.locator("#kc-lines")).to_contain_text("Mates")
    expect(page.locator("#kc-players [data-seat='0'] .kc-proles")).to_have_text("Mate of Cy")
    cup.act()  # Ann draws the Q♦: question master
    expect(page.locator("#kc-lines")).to_contain_text("Question master")
    expect(page.locator("#kc-players [data-seat='0'] .kc-proles")).to_contain_text("Question master")

    moves = cup.body("moves")
    page.click("[data-action='undo']")
    page.wait_for_function(f"document.body.dataset.moves !== '{moves}'")
    expect(page.locator("#kc-card [data-card='8H']")).to_be_visible()
    expect(page.locator("#kc-lines")).not_to_contain_text("Question master")
    cup.act()  # the Q♦ again
    page.click("#kc-players [data-seat='2'] .kc-plus")  # a point for Cy: Ann, Cy's mate, takes one too
    expect(page.locator("#kc-players [data-seat='0'] .kc-points")).to_have_text("1")
    assert axe(page) == []

    position = cup.state("position")
    page.reload()
    cup.wait()
    assert cup.state("position") == position
    expect(page.locator("#kc-card [data-card='QD']")).to_be_visible()
    expect(page.locator("#kc-lines")).to_contain_text("Question master")
    expect(page.locator("#kc-players [data-seat='2'] .kc-points")).to_have_text("1")

    for _ in range(20):
        if cup.body("state") == "game-over":
            break
        cup.act()
    cup.wait("game-over")
    expect(page.locator(".kc-kings-text")).to_have_text("Kings: 2 of 2")
    expect(page.locator("#kc-banner-title")).to_have_text("A tie: everyone has 1 point")  # Bo, Cy and his mate Ann
    banner, rule = page.locator("#kc-banner").bounding_box(), page.locator("#kc-rule").bounding_box()
    assert banner and rule
    apart = [banner["x"] + banner["width"] <= rule["x"], rule["x"] + rule["width"] <= banner["x"],
             banner["y"] + banner["height"] <= rule["y"], rule["y"] + rule["height"] <= banner["y"]]  # fmt: skip
    assert any(apart), "the banner hides the last king's rule"  # (beside it on a laptop, over it on a phone)
    record = json.loads(cup.state("record"))
    assert "Our house deck" in json.dumps(record)
    assert axe(page) == []


def test_keyboard_only_play_with_every_card_said_aloud(cup: CupPage) -> None:
    page = cup.open(PLAYERS + f"&seed={SEED}").page
    announcer = page.locator("#announcer")
    page.keyboard.press("d")
    expect(announcer).to_contain_text("Ann drew the 2♠: You.")
    page.keyboard.press("2")
    expect(page.locator("#kc-players [data-seat='1'] .kc-points")).to_have_text("1")
    expect(announcer).to_contain_text("Bo takes a point (1 point in all).")
    page.keyboard.press(" ")  # Space draws too: the J♦
    expect(announcer).to_contain_text("Bo drew the J♦: House rule.")
    page.keyboard.press("r")
    expect(page.locator("#kc-rule-field")).to_be_focused()
    page.keyboard.type("No saying yes")
    page.keyboard.press("Enter")
    expect(page.locator("#kc-lines .kc-line.rule")).to_contain_text("No saying yes")
    expect(page.locator(".kc-draw")).to_be_focused()
    page.keyboard.press("d")  # the 8♥: Cy chooses a mate
    page.keyboard.press("m")
    expect(page.locator(".kc-mate").first).to_be_focused()
    page.keyboard.press("Enter")
    expect(announcer).to_contain_text("Cy chose Ann as mate.")
    page.keyboard.press("u")
    expect(page.locator(".kc-mate").first).to_be_visible()
    expect(announcer).to_contain_text("Undone: Cy's choice of Ann as mate.")
    page.keyboard.press("c")
    expect(announcer).to_contain_text("the eight of hearts")
    page.keyboard.press("?")
    expect(page.locator("#keys")).to_be_visible()
    expect(page.locator("#keys")).to_contain_text("Give that player (in list order: 0 is the tenth) a point")
    page.keyboard.press("Escape")
    expect(page.locator("#keys")).to_be_hidden()


def test_twelve_players_fit_a_laptop_screen_and_the_last_has_a_key(cup: CupPage) -> None:
    page = cup.page
    page.set_viewport_size({"width": 1280, "height": 800})
    cup.open("&players=12&seed=5")
    rows = page.locator("#kc-players li")
    expect(rows).to_have_count(12)
    last = rows.nth(11).bounding_box()
    assert last is not None and last["y"] + last["height"] <= 800  # every player in view, no scrolling
    cup.act()  # the first card
    while cup.body("phase") != "draw":  # its rule asks something of the table: answered
        cup.act()
    page.keyboard.press("=")  # the twelfth player's key
    expect(page.locator("#kc-players [data-seat='11'] .kc-points")).to_have_text("1")
    assert axe(page) == []


def test_a_name_too_long_ends_in_an_ellipsis_and_the_key_badges_say_what_they_do(cup: CupPage) -> None:
    """Issue 46: long names read cut mid-word ("Quarterma 3") and the badges "0", "-", "=" were unexplained. A name too
    long for two lines ends in "…" with the whole name in its title; each badge's title says what its key does and
    its +1 button carries the key (aria-keyshortcuts)."""
    page = cup.page
    page.set_viewport_size({"width": 1280, "height": 800})
    long = "W" * 24  # one word, as long as a name may be, of the widest letter: three lines at the list's width
    names = ",".join([long, *(f"P{n}" for n in range(2, 13))])
    cup.open(f"&players=12&seed=5&names={names}")
    first = page.locator("#kc-players [data-seat='0'] .kc-pname")
    expect(first).to_have_attribute("title", long)
    box = first.evaluate("e => [e.scrollHeight, e.clientHeight]")
    line = page.locator("#kc-players [data-seat='1'] .kc-pname").evaluate("e => e.clientHeight")  # "P2": one line
    assert box[0] > box[1] and box[1] <= 2 * line + 1, (box, line)  # cut to two lines: the rest under the "…"
    assert first.evaluate("e => getComputedStyle(e).webkitLineClamp") == "2"
    last = page.locator("#kc-players [data-seat='11']")
    expect(last.locator(".kc-key")).to_have_attribute("title", "Press = to give P12 +1")
    expect(last.locator(".kc-plus")).to_have_attribute("aria-keyshortcuts", "=")
    expect(page.locator("#kc-players [data-seat='9'] .kc-key")).to_have_attribute("title", "Press 0 to give P10 +1")
    expect(page.locator("#kc-point-note")).to_contain_text("Keys 1-9, 0, - and = give them too.")  # (a keyboard)


def over_with_house_rules(players: int) -> dict[str, str]:
    """localStorage holding a finished game of ``players`` with every house rule made (the side's panels at their
    longest for so many players)."""
    s = Session.new(replace(default_setup(), names=("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")[:players]), 5)
    while not s.game.over:
        legal = [str(m) for m in s.game.legal_moves()]
        s = s.play(parse_move('rule:"No pointing with fingers: point with your elbow"' if legal[0].startswith(
            "rule:") else legal[0]))  # fmt: skip
    backend = MemoryBackend()
    Store(backend).for_game("kings-cup").save("match", s.to_dict())
    return dict(backend.data)


def test_the_deck_panel_stays_in_sight_at_the_end_on_a_laptop(cup: CupPage) -> None:
    """At the end of a long game the roles and house rules on the table pushed the Deck panel (Decks…, Large text)
    under the foot of the side column; what is on the table and the cards drawn scroll inside their panels instead."""
    page = cup.page
    page.set_viewport_size({"width": 1280, "height": 800})
    for players in (4, 6):
        page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(over_with_house_rules(players))}))"
                             " localStorage.setItem(k, v);")  # fmt: skip
        cup.open("", state="game-over")
        side = page.locator("main[data-table='kings-cup'] .info-area").bounding_box()
        assert side is not None and side["y"] + side["height"] <= 800
        # the roles and house rules go with the game (issue 46's second review: "Question master" stayed on the table)
        assert not page.locator("main[data-table='kings-cup'] .kc-lines-panel").is_visible()
        parts = [".kc-deck-panel", "[data-action='decks']", "[data-action='large']"]
        for part in parts + ([".kc-log-panel h2"] if players == 4 else []):  # (six players' log starts lower)
            box = page.locator(f"main[data-table='kings-cup'] {part}").bounding_box()
            assert box is not None and side["y"] <= box["y"] and box["y"] + box["height"] <= side["y"] + side[
                "height"] + 1, (players, part, box, side)  # fmt: skip
        assert page.evaluate("document.querySelector('main[data-table=\"kings-cup\"] .info-area').scrollTop") == 0


def test_a_phone_and_the_age_notice_before_the_classic_deck(cup: CupPage) -> None:
    page = cup.page
    page.set_viewport_size({"width": 390, "height": 844})
    cup.open(PLAYERS + f"&seed={SEED}")
    cup.act()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    for selector in ("#kc-card", ".kc-rule-title", ".kc-draw", "[data-action='undo']", "#kc-kings"):
        box = page.locator(selector).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, selector
        assert box["y"] + box["height"] <= 844, selector  # the table fits the screen: no scrolling to draw
    assert axe(page) == []

    page.click("[data-action='new']")
    page.select_option("#setup-preset", "classic")
    expect(page.locator("#setup-about")).to_contain_text("age notice")
    page.click("[data-setup='start']")
    age = page.locator("#kc-age")
    expect(age).to_be_visible()
    expect(age).to_contain_text("legal drinking age")
    expect(age.locator("[data-action='age-no']")).to_be_focused()
    assert axe(page) == []
    page.click("#kc-age [data-action='age-no']")
    expect(age).to_be_hidden()
    expect(page.locator("#title")).to_contain_text("Party deck")  # nothing started
    page.click("[data-setup='start']")
    page.click("#kc-age [data-action='age-yes']")
    page.wait_for_selector("body[data-moves='0']")
    expect(page.locator("#title")).to_contain_text("Classic Kings Cup")
    expect(page.locator(".kc-plus:visible")).to_have_count(0)  # a deck that keeps no score


def test_hostile_files_are_refused_markup_is_text_and_a_deck_link_opens(cup: CupPage, tmp_path: Path) -> None:
    page = cup.open(PLAYERS).page
    page.click("[data-action='decks']")
    page.click("#kc-deck-list [data-deck-id='party'] [data-deck-action='duplicate']")
    expect(page.locator("#kc-deck-list .kc-deck")).to_have_count(3)
    page.click("#kc-deck-list li:last-child [data-deck-action='edit']")
    expect(page.locator("#kc-editor")).to_be_visible()
    assert axe(page) == []
    page.click("#kc-editor [data-editor='cancel']")

    deep = tmp_path / "deep.json"
    deep.write_text("[" * 20_000 + "]" * 20_000, encoding="utf-8")  # 40 KB: under the size limit
    page.set_input_files("#kc-deck-file", deep)
    note = page.locator("#kc-decks-note")
    expect(note).to_have_class("message error")
    expect(note).to_contain_text("nested too deep")
    expect(note).to_contain_text("Your decks are unchanged.")
    expect(page.locator("#kc-deck-list .kc-deck")).to_have_count(3)

    markup = deck_to_dict(PARTY)
    markup.update(id="markup", name="<img src=x onerror=alert(1)>", description="<script>alert(2)</script>")
    evil = tmp_path / "evil.json"
    evil.write_text(json.dumps(markup), encoding="utf-8")
    page.set_input_files("#kc-deck-file", evil)
    expect(page.locator("#kc-deck-list .kc-deck")).to_have_count(4)
    expect(page.locator("#kc-deck-list [data-deck-id='markup'] .kc-deck-title")).to_have_text(
        "<img src=x onerror=alert(1)>")  # fmt: skip
    assert page.locator("#kc-decks img, #kc-decks script").count() == 0

    link = deck_to_link(replace(PARTY, id="linked", name="Linked deck", locked=False))
    cup.open(f"&deck={link}")
    offer = page.locator("#kc-offer")
    expect(offer).to_be_visible()
    expect(offer).to_contain_text("Linked deck")
    assert page.url.endswith("?game=kings-cup")  # a reload does not offer it again
    page.click("#kc-offer [data-deck-action='offer-yes']")
    expect(page.locator("#kc-deck-list li[data-deck-id='linked']")).to_be_visible()
    expect(page.locator("#kc-deck-list .kc-deck")).to_have_count(5)  # the decks imported before are all there
