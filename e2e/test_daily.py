"""The daily deal in Chromium (web/shell/daily.py, dailyplay.py, daily.js): dailies of two games opened from the
lobby and counted, the lobby marking them done; the same daily on two devices whose clocks read different local
dates on the same UTC date; a streak across two days on a mocked clock (Playwright's ``page.clock``, which Python's
clock in Pyodide follows)."""

from __future__ import annotations

import datetime
import json
from typing import TYPE_CHECKING, Any

import pytest
from playwright.sync_api import Page, expect

from e2e.test_klondike import TABLE, Table
from kings.klondike.deal import Deal
from kings.klondike.rules import PRESETS
from kings.klondike.seeds import winnable_seed
from web.shell.daily import day_seed

if TYPE_CHECKING:
    from e2e.game_pages import CupPage

UTC = datetime.UTC
DAY = datetime.date(2026, 11, 20)  #: not the day the tests run: a clock Python did not follow would deal another


def at(hour: int, day: datetime.date = DAY) -> datetime.datetime:
    return datetime.datetime(day.year, day.month, day.day, hour, tzinfo=UTC)


def klondike_position(day: datetime.date) -> str:
    """Klondike's daily of ``day``: draw three, the first winnable deal from the day's seed."""
    return Deal.new(PRESETS["draw-three"], winnable_seed(PRESETS["draw-three"], day_seed("klondike", day))).position()


def dealt(page: Page, position: str) -> None:
    page.wait_for_function(f"document.querySelector('#kl-state').dataset.position === {json.dumps(position)}",
                           timeout=60_000)  # fmt: skip


def give_up_klondike(page: Page) -> None:
    """Move once, then New deal and Give up: the daily counts as lost."""
    page.click(f'{TABLE} [data-pile="stock"]')
    page.wait_for_function("document.body.dataset.moves !== '0'")
    page.click(f"{TABLE} [data-action=new-deal]")
    page.get_by_role("button", name="Give up and deal again").click()
    expect(page.locator("#kl-message")).to_contain_text("counted as lost")


def to_lobby(page: Page) -> None:
    page.click("[data-lobby]")
    page.wait_for_selector("html[data-view='lobby'] #lobby-title")


# A clock installed in a profile stays in it (Playwright has no way to take it out): these tests take a fresh profile,
# not the worker's shared one, whose later tests would run on the fake clock (e2e/conftest.py's context refuses it).
@pytest.mark.browser_context_args()
def test_dailies_of_two_games_opened_from_the_lobby_are_counted_and_marked_done(cup: CupPage) -> None:
    page = cup.page
    page.clock.install(time=at(12))
    page.goto("/index.html")
    page.wait_for_selector("html[data-view='lobby'] #lobby-title")
    klondike = page.locator("[data-tile='klondike']")
    expect(klondike.locator("[data-daily-state]")).to_be_hidden()  # nothing played yet
    klondike.get_by_role("link", name="Daily deal of Klondike").click()
    Table(page).wait()
    dealt(page, klondike_position(DAY))
    expect(page.locator("#kl-deal")).to_contain_text("Daily deal 20 November 2026")
    give_up_klondike(page)
    to_lobby(page)
    expect(klondike.locator("[data-daily-state]")).to_have_text("Today's daily: lost ✗")
    expect(klondike.locator("[data-daily-days] a.today")).to_have_attribute("aria-label", "20 November 2026: lost")

    party = page.locator("[data-tile='kings-cup']")
    party.get_by_role("link", name="Daily deal of Kings Cup").click()
    cup.wait()
    expect(page.locator("#kc-message")).to_contain_text("Daily deal #324, 20 November 2026")
    for _ in range(120):
        if cup.body("state") == "game-over":
            break
        cup.act()
    assert cup.body("state") == "game-over"
    expect(page.locator("#kc-message")).to_contain_text("Daily deal of 20 November 2026: played. Streak: 1 day")
    to_lobby(page)
    expect(party.locator("[data-daily-state]")).to_have_text("Today's daily: played •")
    assert page.locator("[data-tile][data-daily-done]").evaluate_all("ts => ts.map(t => t.dataset.tile)") == [
        "kings-cup", "klondike"]  # fmt: skip


def test_the_same_daily_on_two_devices_whose_local_dates_differ(new_context: Any) -> None:
    """23:00 UTC is the next morning in Kiritimati (UTC+14); 01:00 UTC is the evening before in Los Angeles: the
    same UTC date, the same deal."""
    position = klondike_position(DAY)
    for zone, hour, local in (("Pacific/Kiritimati", 23, "21"), ("America/Los_Angeles", 1, "19")):
        page = new_context(timezone_id=zone).new_page()
        page.clock.install(time=at(hour))
        page.goto("/index.html?game=klondike&daily=today")
        Table(page).wait()
        assert page.evaluate("new Date().getDate()") == int(local)  # the device's own date is another
        dealt(page, position)
        expect(page.locator("#kl-deal")).to_contain_text("Daily deal 20 November 2026")


@pytest.mark.browser_context_args()  # a fresh profile: the clock stays in it
def test_a_streak_across_two_days_on_a_mocked_clock(page: Page) -> None:
    page.clock.install(time=at(20))
    page.goto("/index.html?game=klondike&daily=today")
    Table(page).wait()
    dealt(page, klondike_position(DAY))
    give_up_klondike(page)
    page.clock.set_system_time(at(9, DAY + datetime.timedelta(days=1)))  # the next morning
    page.goto("/index.html")
    tile = page.locator("[data-tile='klondike']")
    expect(tile.locator("[data-daily-state]")).to_have_text("Daily streak: 1 day. Play today's to keep it.")
    tile.get_by_role("link", name="Daily deal of Klondike").click()
    Table(page).wait()
    dealt(page, klondike_position(DAY + datetime.timedelta(days=1)))
    give_up_klondike(page)
    to_lobby(page)
    expect(tile.locator("[data-daily-state]")).to_have_text("Today's daily: lost ✗ · 2 days in a row")
    days = tile.locator("[data-daily-days] a")
    expect(days).to_have_count(28)
    expect(days.nth(26)).to_have_attribute("aria-label", "20 November 2026: lost")
    expect(days.nth(25)).to_have_attribute("aria-label", "19 November 2026: not played")
