"""The lobby and the games' addresses, in Chromium: the bare address shows a tile per game and works
with no Python at all; lobby -> game -> back -> Continue keeps the match; the browser's Back and
Forward move between them; a returning player's saved data of the one-game version survives; an
address naming no game (or one still to come) says so; every link of the one-game site still opens
Kings in the Corner, embedded too.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING

from playwright.sync_api import Page, Route, expect

from e2e.test_access import axe
from kings.registry import coming, games

if TYPE_CHECKING:
    from conftest import KingsPage

CORNERS = "Kings in the Corner"


def lobby(page: Page) -> None:
    page.wait_for_selector("html[data-view='lobby'] #lobby-title")
    expect(page.locator("#lobby")).to_be_visible()
    for table in page.locator("main.game").all():  # every game's table
        expect(table).to_be_hidden()


def test_the_lobby_shows_every_game_and_works_before_and_without_python(page: Page) -> None:
    blocked: list[str] = []

    def no_python(route: Route) -> None:  # the runtime never arrives: the lobby must not care
        blocked.append(route.request.url)
        route.abort("internetdisconnected")

    page.route("**/vendor/pyodide/**", no_python)
    page.goto("/index.html")
    lobby(page)
    assert page.title() == "Kings: card games"
    assert page.locator("[data-tile]").all_inner_texts() != []
    names = page.locator(".tile-name").all_inner_texts()
    assert names == [g.name for g in (*games(), *coming())]
    play = page.get_by_role("link", name=f"Play {CORNERS}")
    expect(play).to_be_visible()
    for g in coming():  # a game still to come says so and leads nowhere
        tile = page.locator(f"[data-tile='{g.id}']")
        expect(tile.locator(".coming")).to_have_text("Coming soon")
        expect(tile.locator("a")).to_have_count(0)
    failure = page.locator("#boot-error")  # the runtime failed behind the lobby: it says so, and the lobby works
    expect(failure).to_be_visible()
    expect(failure.get_by_role("button", name="Try again")).to_be_visible()
    play.click()  # the page switches to the game's view by itself; no table without Python
    page.wait_for_selector("html[data-view='game'] body[data-game='corners'][data-state='error']")
    assert page.url.endswith("/index.html?game=corners") and page.title() == CORNERS
    expect(page.locator("#lobby")).to_be_hidden()
    expect(failure).to_be_visible()
    expect(page.locator("[data-pile]")).to_have_count(0)  # as for every game, the table is Python's (corners/dom.py)
    page.go_back()
    lobby(page)
    assert blocked, "the runtime was requested (and refused) behind the lobby"


def test_the_lobby_passes_axe_in_every_theme_and_on_a_phone(page: Page) -> None:
    for query, size in (("", (1280, 800)), ("?theme=dark", (390, 844)), ("?theme=light", (1280, 800))):
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.goto(f"/index.html{query}")
        lobby(page)
        assert axe(page) == [], query
        assert page.evaluate("document.scrollingElement.scrollWidth") <= size[0], f"{query}: scrolls sideways"


def sheets_on(page: Page) -> list[str]:
    """The games' stylesheets the page wears now (shell.js links a game's when it shows, and turns the others off)."""
    return list(page.evaluate("[...document.querySelectorAll('link[data-game-css]')].filter(l => !l.disabled && l.sheet"
                              " && !l.sheet.disabled).map(l => l.getAttribute('href'))"))  # fmt: skip


def test_lobby_to_game_and_back_then_continue_keeps_the_match(kings: KingsPage) -> None:
    page = kings.page
    page.goto("/index.html?theme=dark")
    lobby(page)
    assert page.get_attribute("body", "data-view") == "lobby" and page.get_attribute("body", "data-game") == ""
    page.wait_for_selector("html[data-runtime='ready']")  # Python booted behind the lobby
    page.get_by_role("link", name=f"Play {CORNERS}").click()
    # the game's view comes once its stylesheet has loaded (web/shell/shell.js): never a table without it
    page.wait_for_selector("html[data-view='game'][data-game='corners']")
    assert sheets_on(page) == ["./web/corners/table.css"]
    kings.first_visit_offer().get_by_role("button", name="No thanks").click()  # a first visit: on your first turn
    kings.wait_human()  # (a random deal: a CPU may even go out before your first turn)
    assert page.get_attribute("body", "data-game") == "corners"
    assert page.url.endswith("?game=corners&theme=dark")  # the page's own parameters stay
    kings.wait_human()
    if page.get_attribute("body", "data-actor") == "human":  # (not when a CPU went out before your first turn)
        page.get_by_role("button", name="Draw & end turn").click()
        kings.wait_human()
    position, moves = kings.position(), kings.body("moves")
    page.get_by_role("link", name="Games").click()
    lobby(page)
    assert page.evaluate("document.activeElement.id") == "lobby-title"
    tile = page.locator("[data-tile='corners']")
    expect(tile.get_by_role("link", name=f"Continue {CORNERS}")).to_be_visible()
    # the deal in progress, or (a CPU may go out in its first turn) the match's standing after it
    expect(tile.locator("[data-last]")).to_have_text(re.compile(r"Deal 1 in progress against 2 CPUs|After 1 deal, "))
    page.go_back()  # the browser's Back: the game, as it was
    page.wait_for_selector("html[data-view='game']")
    assert kings.position() == position
    page.go_forward()
    lobby(page)
    assert sheets_on(page) == []  # the lobby wears no game's stylesheet
    # another game (its Play, not its Daily deal): its sheets, not Corners'
    page.locator("[data-tile='three-thirteen'] [data-open-game]:not([data-daily])").click()
    page.wait_for_selector("html[data-view='game'][data-game='three-thirteen']")
    assert sheets_on(page) == ["./web/king/table.css", "./web/three_thirteen/table.css",
                               "./web/three_thirteen/table-laid.css"]
    page.go_back()
    lobby(page)
    tile.get_by_role("link", name=f"Continue {CORNERS}").click()
    page.wait_for_selector("html[data-view='game']")
    assert kings.position() == position and kings.body("moves") == moves
    page.reload()  # the address names the game: a reload resumes it, not the lobby
    kings.wait_human()  # ready, or deal-over when a CPU went out in its first turn
    assert page.get_attribute("html", "data-view") == "game" and kings.position() == position


def test_a_returning_players_saved_data_survives(kings: KingsPage) -> None:
    from tests.test_web_storage import legacy_data

    page = kings.page
    data, session, settings, stats = legacy_data()
    script = "".join(f"localStorage.setItem({json.dumps(k)}, {json.dumps(v)});" for k, v in data.items())
    page.add_init_script(f"if (!sessionStorage.getItem('preloaded')) {{ sessionStorage.setItem('preloaded', '1');"
                         f" {script} }}")  # fmt: skip
    page.goto("/index.html")
    lobby(page)
    continue_game = page.get_by_role("link", name=f"Continue {CORNERS}")
    expect(continue_game).to_be_visible()  # the match of the one-game version, even before Python
    page.wait_for_selector("html[data-runtime='ready']")
    keys = page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('kings.')).sort()")
    assert keys == ["kings.corners.lobby", "kings.corners.match", "kings.corners.settings", "kings.corners.stats",
                    "kings.prefs"]  # fmt: skip
    continue_game.click()
    kings.wait("ready")
    assert kings.position() == session.shown.position()  # the match
    assert page.locator("[data-seat-chip]").first.inner_text().startswith("Ann")
    assert page.get_attribute("body", "data-contrast") is not None  # the settings
    assert page.locator("#speed").input_value() == settings.speed
    page.get_by_role("button", name="Stats", exact=True).click()  # the statistics
    row = page.locator("#stats-overview tr", has_text=CORNERS)
    expect(row.locator("td").first).to_have_text(str(stats.total.deals))
    expect(page.locator("#stats-game")).to_have_text(CORNERS)
    assert page.locator("#notices .notice").count() == 0


def test_addresses_naming_no_game_say_so(kings: KingsPage) -> None:
    page = kings.page
    page.goto("/index.html?game=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E")
    lobby(page)
    expect(page.locator("#lobby-notice")).to_contain_text('There is no game called "<img src=x onerror=alert(1)>"')
    assert page.locator("#lobby img").count() == 0  # shown as text, never as HTML
    page.goto("/index.html")
    lobby(page)
    expect(page.locator("#lobby-notice")).to_be_hidden()


def test_game_ids_match_trimmed_and_in_any_case_and_an_empty_one_shows_the_lobby(kings: KingsPage) -> None:
    page = kings.page
    for asked in ("KING", "%20king%20", "King"):
        page.goto(f"/index.html?game={asked}")
        page.wait_for_selector("html[data-view='game'][data-game='king']")
        assert page.title() == "King"
    page.wait_for_selector("body[data-game='king'][data-state='ready']", timeout=60_000)
    assert page.url.endswith("/index.html?game=king")  # the address says the game's own id
    page.goto("/index.html?game=3-13")  # the name on 3-13's tile, as a player would write it
    page.wait_for_selector("body[data-game='three-thirteen'][data-state='ready']", timeout=60_000)
    assert page.url.endswith("/index.html?game=three-thirteen") and page.title() == "3-13"
    page.goto("/index.html?game=")
    lobby(page)
    expect(page.locator("#lobby-notice")).to_be_hidden()
    page.goto("/index.html?game=%20%20&seed=4")
    lobby(page)


def test_every_link_of_the_one_game_site_still_opens_kings_in_the_corner(kings: KingsPage) -> None:
    page = kings.page
    kings.open("?rules=must-play&players=2&speed=instant")
    assert page.get_attribute("body", "data-game") == "corners"
    expect(page.locator("#title")).to_contain_text("Must play")
    assert page.url.endswith("/index.html?game=corners")
    page.goto("/index.html?embed=1&game=corners&seed=7&players=3&speed=instant")
    kings.wait("ready")
    assert page.get_attribute("html", "class") == "embed" and len(kings.hand_cards()) == 7
    expect(page.get_by_role("link", name="Games")).to_be_hidden()  # a widget never leads to the lobby
