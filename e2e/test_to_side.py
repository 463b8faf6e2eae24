"""The cue that a game's side lies under its table (issue 46; web/shell/dom_toside.py), in every game that has one.

On a phone the table fills the screen and the side (the moves, the score sheet, the players) lies under it: a new
player had no sign that anything was there (a reviewer of 3-13's eight players mid-round: "no cue that the score sheet
and log are below"). Each game's cue is in sight at the end of its row of buttons, a finger's height; a real tap
brings the side's heading into sight and moves the focus where the game says. On a laptop the side stands beside the
table, and the widget has none (Kings Cup keeps its players under the table there: its own test,
e2e/test_kings_cup_fit.py): no cue.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from e2e.largest import states
from e2e.test_fit_largest import open_state

PHONE = {"width": 390, "height": 844}
#: each game's largest state in play, the cue's words, the side's heading it leads to and what it focuses then
CUES = {
    "three-thirteen": ("three-thirteen-eight-mid-round", "Scores and moves", "#tt-sheet-title", "#tt-sheet-title"),
    "corners": ("corners-six-players-biggest-hand", "Log and scores", "#log-title", "#log"),
    "kings-cup": ("kings-cup-twelve-mid-game", "Players and points", "#kc-players-title", "#kc-players .kc-plus"),
    "king": ("king-thirteen-cards", "Scores and moves", "#king-sheet-title", "#king-sheet-title"),
    "klondike": ("klondike-longest-column", "Records and moves", "#kl-deal-title", "#kl-deal-title"),
    "kings-court": ("kings-court-piece-picked", "Match and moves", "#court-match-title", "#court-match-title"),
}


def opened(page: Page, name: str, embed: bool = False) -> None:
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(states()[name].storage())})) "
                         "localStorage.setItem(k, v);")  # fmt: skip
    open_state(page, name, embed=embed)


def in_sight(page: Page, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]


@pytest.mark.parametrize("game", CUES)
@pytest.mark.browser_context_args(viewport=PHONE, has_touch=True)
def test_on_a_phone_a_tap_on_the_cue_leads_to_the_side(page: Page, game: str) -> None:
    name, words, heading, focus = CUES[game]
    opened(page, name)
    cue = page.locator(f"main[data-table='{game}'] [data-to-side]")
    assert cue.is_visible(), f"{game}: no cue that the side lies under the table"
    assert cue.inner_text().replace("\n", " ").replace("\u00a0", " ") == f"{words} ↓"
    box = cue.bounding_box()
    assert box is not None and box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    assert in_sight(page, f"main[data-table='{game}'] [data-to-side]"), box
    main = f"document.querySelector(\"main[data-table='{game}']\")"
    assert page.evaluate(f"{main}.scrollTop") == 0
    cue.tap()
    page.wait_for_function(f"""() => {{ const r = document.querySelector("{heading}").getBoundingClientRect();
        return r.top >= 0 && r.bottom <= {PHONE['height']} && {main}.scrollTop > 0; }}""")  # fmt: skip
    assert page.evaluate(f"document.activeElement.matches({json.dumps(focus)})"), page.evaluate(
        "document.activeElement.outerHTML.slice(0, 120)")


@pytest.mark.parametrize("game", CUES)
def test_beside_the_table_and_in_the_widget_there_is_no_cue(page: Page, game: str) -> None:
    name = CUES[game][0]
    page.set_viewport_size({"width": 1280, "height": 800})
    opened(page, name)
    assert page.locator(f"main[data-table='{game}'] [data-to-side]").is_hidden()  # the side is beside the table
    if game == "kings-cup":
        return  # its players stay under the table in the widget, and its cue with them (e2e/test_kings_cup_fit.py)
    page.set_viewport_size({"width": 360, "height": 500})
    open_state(page, name, embed=True)
    assert page.locator(f"main[data-table='{game}'] [data-to-side]").is_hidden()
