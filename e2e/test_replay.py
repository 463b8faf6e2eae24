"""The replay (web/shell/replaydesk.py, web/shell/dom_replay.py; issue 50) in Chromium: a whole King game of ten
hands opened from a shared link in a fresh profile, stepped forward and back by keys and buttons to its end, where
the table's record and scores are the game's; Watch again at the end of a match, left again with nothing changed;
hostile links refused with a plain notice and the saved game kept."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import KingsPage
from e2e.test_ending import finished, preload, saved_match
from kings import recordlink, registry
from kings.king.api import KingRecord
from kings.recordlink import DAMAGED

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


def king_game(seed: int = 7) -> tuple[str, Any]:
    """A whole King game (ten hands) played at random, as a replay link's text, and its end."""
    king = registry.game("king")
    rules, match, moves, rng = king.preset(), king.new_match(king.preset(), seed, 4), [], random.Random(seed)
    while not match.over:
        move = rng.choice(list(match.deal.legal_moves()))
        moves.append(move)
        match = match.play(move)
    return recordlink.encode("king", rules, seed, 4, moves), match


def place(page: Page) -> str:
    return page.locator("#king-replay-place").inner_text()


@pytest.mark.browser_context_args(viewport=DESKTOP)
def test_a_shared_king_game_is_stepped_to_its_end_and_scores_as_it_did(page: Page) -> None:
    text, end = king_game()
    assert len(text) <= 2000  # a whole game of ten hands in a link
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"/index.html?game=king&replay={text}&seat=0&seats=human.hard.hard.hard")
    bar = page.locator("#king-replay-bar")
    expect(bar).to_be_visible(timeout=60_000)
    last = len(recordlink.decode(text).moves)  # every card of the ten hands (each hand dealt is no move)
    expect(page.locator("#king-replay-place")).to_have_text(f"Move 0 of {last}")
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    expect(page.locator("#king-replay-place")).to_have_text(f"Move 3 of {last}")
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#king-replay-place")).to_have_text(f"Move 2 of {last}")
    said = page.locator("#king-replay-said").inner_text()
    assert said and said in page.locator("#announcer").inner_text()  # each step said aloud
    page.locator("#king-replay-deal").select_option(label="Hand 10")
    expect(page.locator("#king-replay-place")).not_to_have_text(f"Move 2 of {last}")
    page.locator("#king-replay-last").click()
    expect(page.locator("#king-replay-place")).to_have_text(f"Move {last} of {last}")
    record = page.get_attribute("#king-state", "data-record")
    assert record is not None and KingRecord.from_json(record).replay() == end.game  # the game's very end
    page.locator("#king-replay-back").click()
    page.locator("#king-replay-next").click()
    expect(page.locator("#king-replay-place")).to_have_text(f"Move {last} of {last}")
    assert page.evaluate("document.documentElement.scrollWidth") <= DESKTOP["width"]
    assert page.evaluate("localStorage.getItem('kings.king.match')") is None  # watching saves nothing
    page.get_by_role("button", name="Leave replay").click()
    expect(bar).to_be_hidden()
    page.wait_for_selector("body[data-game='king'][data-state='ready']")
    assert errors == []


@pytest.mark.browser_context_args(viewport=PHONE)
def test_watch_again_at_the_end_of_a_match_and_leave_with_nothing_changed(kings: KingsPage) -> None:
    page = kings.page
    preload(page, match=saved_match(finished(win=True)))
    kings.open("?game=corners&speed=instant", state="match-over")
    saved = page.evaluate("localStorage.getItem('kings.corners.match')")
    page.get_by_role("button", name="Watch again").click()
    bar = page.locator("#replay-bar")
    expect(bar).to_be_visible()
    box = bar.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"] + 1  # in sight, under the table
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    expect(page.get_by_role("button", name="Play", exact=True)).to_be_focused()  # (Watch again's banner went)
    page.keyboard.press("Space")
    page.wait_for_function("document.querySelector('#replay-range').value !== '0'")
    page.locator("#replay-next").focus()
    page.keyboard.press("Space")  # (Space pauses wherever the focus is: the step button is not pressed too)
    at = page.locator("#replay-range").input_value()
    page.wait_for_timeout(600)
    assert page.locator("#replay-range").input_value() == at  # paused
    page.locator("#replay-first").click()
    for _ in range(40):  # to the player's own turn: Hint shows what the hard CPU would have played there
        if page.evaluate("document.body.dataset.actor") == "human":
            break
        page.locator("#replay-next").click()
    page.get_by_role("button", name="Hint", exact=True).click()
    page.wait_for_function("document.getElementById('kings-state').dataset.hint !== ''")
    page.locator("#hand .card").first.click()
    page.locator("[data-pile]").first.click()
    expect(page.locator("#message")).to_contain_text("This is a replay")
    page.get_by_role("button", name="Leave replay").click()
    kings.wait("match-over")
    expect(page.get_by_role("button", name="Watch again")).to_be_visible()
    assert page.evaluate("localStorage.getItem('kings.corners.match')") == saved


@pytest.mark.browser_context_args(viewport=DESKTOP)
def test_hostile_replay_links_are_refused_in_plain_words_and_the_saved_game_is_kept(kings: KingsPage) -> None:
    page = kings.page
    kings.open("?game=corners&speed=instant")
    kings.wait_human()
    saved = page.evaluate("localStorage.getItem('kings.corners.match')")
    assert saved is not None
    text, _end = king_game(3)
    for bad in ("nonsense", text, text[:-4] + "AAAA", "1.corners.standard.1.3.2." + "A" * 9000,
                "<script>alert(1)</script>", json.dumps({"moves": []})):
        page.goto(f"/index.html?game=corners&replay={bad}")
        page.wait_for_selector("body[data-game='corners'][data-state]:not([data-state='loading'])")
        expect(page.locator(".notices")).to_contain_text(DAMAGED)
        expect(page.locator("#replay-bar")).to_have_count(0)
        now = json.loads(page.evaluate("localStorage.getItem('kings.corners.match')"))["data"]["record"]
        was = json.loads(saved)["data"]["record"]
        assert (now["seed"], now["rules"]) == (was["seed"], was["rules"])  # the same game, resumed (its CPUs may
        assert " ".join(now["deals"]).startswith(" ".join(was["deals"]))  # have played on since)
