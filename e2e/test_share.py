"""Share at the end of a game (web/shell/sharing.py, web/shell/dom_dialogs.py): the end's banner offers it; a
desktop copies the result and its link, read back from the clipboard, and the link deals the same daily in another
profile; a browser that refuses the clipboard shows the words in the Share dialog; a phone hands them to its share
sheet."""

from __future__ import annotations

import datetime
import json
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.game_pages import CupPage
from web.shell.daily import day_number

CLIPBOARD = ["clipboard-read", "clipboard-write"]


def today() -> datetime.date:
    return datetime.datetime.now(datetime.UTC).date()


def finish(cup: CupPage) -> None:
    for _ in range(120):
        if cup.body("state") == "game-over":
            return
        cup.act()
    raise AssertionError("the party did not end")


def share_button(page: Page) -> Any:
    return page.locator("#kc-banner [data-action='share']")


@pytest.mark.browser_context_args(permissions=CLIPBOARD)
def test_a_finished_daily_is_copied_with_its_link_and_the_link_deals_it_again(cup: CupPage, base_url: str,
                                                                                new_context: Any) -> None:  # fmt: skip
    cup.open("&daily=today")
    page = cup.page
    day = today()
    finish(cup)
    share_button(page).click()
    expect(page.locator("#kc-message")).to_have_text("Result copied: paste it in a message to a friend.")
    lines = page.evaluate("navigator.clipboard.readText()").splitlines()
    link = f"{base_url}/index.html?game=kings-cup&daily={day.isoformat()}"
    assert lines == [f"Kings Cup · Daily deal #{day_number(day)}", "Played", link]
    friend = CupPage(new_context().new_page())
    friend.page.goto(link)
    friend.wait()
    expect(friend.page.locator("#kc-message")).to_contain_text(f"Daily deal #{day_number(day)}")
    head = 'document.querySelector("#kc-state").dataset.record.split(\'"moves"\')[0]'  # rules, seed, seats
    assert friend.page.evaluate(head) == page.evaluate(head)


REFUSE = "navigator.clipboard.writeText = () => Promise.reject(new DOMException('no', 'NotAllowedError'));"


def test_where_the_clipboard_is_refused_the_share_dialog_shows_the_words(cup: CupPage) -> None:
    cup.page.add_init_script(REFUSE)
    cup.open("&seed=5")
    page = cup.page
    finish(cup)
    share_button(page).click()
    dialog = page.locator("#share-dialog")
    expect(dialog).to_be_visible()
    text = dialog.locator("#share-text").input_value()
    assert text.startswith("Kings Cup\nPlayed")
    assert page.evaluate("document.activeElement.id") == "share-text"
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()


SHEET = ("window.sharedWith = []; "
         "navigator.share = (data) => { window.sharedWith.push(data); return Promise.resolve(); };")


@pytest.mark.browser_context_args(has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844})
def test_a_phone_hands_the_result_to_its_share_sheet(cup: CupPage) -> None:
    cup.page.add_init_script(SHEET)
    cup.open("&daily=today")
    page = cup.page
    finish(cup)
    share_button(page).click()
    expect(page.locator("#kc-message")).to_have_text("Result shared.")
    (data,) = page.evaluate("window.sharedWith")
    day = today()
    assert data["title"] == f"Kings Cup · Daily deal #{day_number(day)}"
    assert data["text"].splitlines() == [data["title"], "Played"]
    assert data["url"].endswith(f"/index.html?game=kings-cup&daily={day.isoformat()}")
    assert json.dumps(data)  # plain data, as the share sheet takes it
