"""The New game dialog's ways to start: Cancel and Start alone at its foot, the online games' *Play online* group
(invite friends by link, find a table, quick match, each with a line on what it does) and the daily deal in the form
over it.
Six buttons in the foot (Today's daily deal, Cancel, Find a table, Quick match, Play online, Start) ran to three rows
on a phone, and three of them read alike. Checked at 1280x800 and 390x844, light and dark, and in the widget.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from e2e.fit import SIZES
from e2e.test_access import axe

BOOT_MS = 60_000
#: every control of the dialog a Tab reaches, in order: its name (or its data-setup / data-action)
TABS = """() => [...document.querySelectorAll('#setup :is(button, input, select, summary)')]
  .filter((e) => e.checkVisibility() && !e.disabled && e.tabIndex >= 0)
  .map((e) => e.dataset.setup || e.dataset.action || e.name || e.tagName.toLowerCase())"""
#: what lies outside the window or wider than the dialog: [what, left, right]
OUTSIDE = """() => {
  const d = document.querySelector('#setup').getBoundingClientRect(), out = [];
  for (const e of document.querySelectorAll('#setup fieldset, #setup button')) {
    const r = e.getBoundingClientRect();
    if (e.checkVisibility() && (r.left < d.left - .5 || r.right > d.right + .5))
      out.push([e.textContent.slice(0, 30), r.left, r.right]);
  }
  if (d.left < 0 || d.right > innerWidth || d.top < 0 || d.bottom > innerHeight)
    out.push(['the dialog', d.left, d.right]);
  return out;
}"""


def open_setup(page: Page, game: str, size: str, scheme: str) -> None:
    width, height, embed = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    page.goto(f"/index.html?game={game}&seed=3" + ("&embed=1" if embed else ""))
    page.wait_for_selector(f"body[data-game='{game}'][data-state='ready']", timeout=BOOT_MS)
    page.evaluate("document.querySelector(\"[data-action='new']\").click()")  # (the widget's is in its menu)
    page.wait_for_selector("#setup[open]")


@pytest.mark.parametrize("game", ["corners", "king", "three-thirteen", "kings-court"])
def test_the_online_choices_are_one_group_over_a_foot_of_cancel_and_start(page: Page, game: str) -> None:
    open_setup(page, game, "desktop", "light")
    foot = page.locator("#setup .dialog-actions button:visible")
    expect(foot).to_have_text(["Cancel", "Start game"])
    group = page.get_by_role("group", name="Play online")
    expect(group).to_be_visible()
    for setup, name, says in (("online", "Invite friends…", "send its link to your friends"),
                              ("find", "Find a table…", "public tables waiting for players"),
                              ("quick", "Quick match", "a free seat at a public table")):  # fmt: skip
        button = group.locator(f"[data-setup='{setup}'][data-for='{game}']")
        expect(button).to_have_accessible_name(name)
        expect(button).to_have_accessible_description(re.compile(says))
    expect(group.get_by_role("checkbox", name="Quick match: any rules will do")).to_be_visible()
    daily = page.locator("#setup-daily [data-action='daily']")
    expect(daily).to_have_accessible_description("The same deal for everyone today, with its own players and rules.")
    tabs = page.evaluate(TABS)  # top to bottom as they show: the form, its online group, the daily deal, the foot
    assert tabs[tabs.index("seed"):] == ["seed", "online", "find", "quick", f"any-rules-{game}", "daily", "cancel",
                                         "start"], tabs  # fmt: skip
    assert axe(page) == []


def test_a_game_without_online_play_has_no_online_group(page: Page) -> None:
    open_setup(page, "klondike", "desktop", "dark")
    expect(page.locator("#setup .dialog-actions button:visible")).to_have_text(["Cancel", "Start game"])
    expect(page.get_by_role("group", name="Play online")).to_have_count(0)
    expect(page.get_by_role("group", name="Daily deal")).to_be_visible()
    # a game of one asks for your name: no "Players" over a list of one numbered "1." (a review, in Portuguese)
    expect(page.get_by_role("group", name="Your name")).to_be_visible()
    expect(page.get_by_role("group", name="Players")).to_have_count(0)
    expect(page.get_by_role("textbox", name="Your name")).to_be_visible()
    assert page.evaluate("getComputedStyle(document.querySelector('#setup-seats li')).listStyleType") == "none"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_new_game_dialog_fits_a_laptop_a_phone_and_the_widget(page: Page, scheme: str) -> None:
    """Each size: the dialog in the window, nothing in it wider than it, its foot one row of Cancel and Start; every
    online choice comes into sight as the form scrolls (the widget has none, nor the daily deal)."""
    for size in ("desktop", "phone", "widget"):
        open_setup(page, "three-thirteen", size, scheme)
        assert page.evaluate(OUTSIDE) == [], size
        foot = page.locator("#setup .dialog-actions button:visible")
        expect(foot).to_have_count(2)
        boxes = [b for b in (foot.nth(0).bounding_box(), foot.nth(1).bounding_box()) if b is not None]
        assert len(boxes) == 2 and abs(boxes[0]["y"] - boxes[1]["y"]) < 1, f"{size}: the foot in two rows"
        assert boxes[0]["y"] + boxes[0]["height"] <= SIZES[size][1], f"{size}: the foot out of sight"
        widget = SIZES[size][2]
        expect(page.locator("#setup [data-setup]:is([data-setup='online'], [data-setup='find'], [data-setup='quick'])"
                            ":visible")).to_have_count(0 if widget else 3)  # fmt: skip
        expect(page.locator("#setup-daily")).to_be_visible(visible=not widget)
        for button in page.locator("#setup-daily button, #setup .online-choices button").all():
            if button.is_visible():
                button.focus()  # (as a Tab brings it: the dialog scrolls it into sight, over its foot)
                box, bar = button.bounding_box(), page.locator("#setup .dialog-actions").bounding_box()
                assert box is not None and bar is not None and box["y"] >= 0 and box["y"] + box["height"] <= bar["y"], (
                    f"{size}: {button.inner_text()} under the foot")
