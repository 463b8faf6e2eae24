"""The end of a deal and of a match in Chromium (issue 12): the banner waits until the last card has
landed and never scrolls the page (bug 7), a won match is an event (headline, ranking, score
sheet, a celebration unless motion is reduced, Play again focused), a lost one is said kindly and
comes back on reload, deal over shows what each hand cost, the tutorial never scrolls the page,
and a small widget shows the whole summary with its buttons."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pytest
from playwright.sync_api import Page, expect

from e2e.fit import Fit, watch
from e2e.largest import states
from e2e.test_access import axe, preload, saved_match
from e2e.test_fit_largest import open_state
from kings.corners import END_TURN, Move, Play, Shift, preset
from kings.corners.players import make_player
from kings.seeding import Rng
from web.corners.session import Session
from web.corners.spec import READING_ORDER, Setup
from web.shell.seats import HUMAN, make_seats

if TYPE_CHECKING:
    from conftest import KingsPage

DESKTOP = {"width": 1280, "height": 800}

#: Records the page the moment the banner shows: cards still flying or moved by a transform (the
#: computed one: a card in flight has no inline transform but an interpolated computed one), the
#: page's scroll, and whether the celebration is on.
WATCH_BANNER = """() => {
  window.bannerSeen = null;
  const banner = document.getElementById('banner');
  new MutationObserver(() => {
    if (banner.hidden || window.bannerSeen) return;
    const cards = [...document.querySelectorAll('.card')];
    window.bannerSeen = {
      flying: cards.filter(c => c.classList.contains('flying')).length,
      moving: cards.filter(c => getComputedStyle(c).transform !== 'none').length,
      scrollY: window.scrollY,
      celebration: document.querySelectorAll('#celebration:not([hidden]) .piece').length,
    };
  }).observe(banner, {attributes: true, attributeFilter: ['hidden']});
}"""


def last_card(deals: int | None) -> tuple[Session, Play]:
    """A match against an easy CPU where your next move plays your last card; ``deals=1``: a match of
    one deal (so that move wins the match), None: the standard match (the deal ends, the match goes on).
    You play as a medium CPU would; the CPU only ends its turns."""
    base = preset("standard")
    rules = base if deals is None else replace(base, id="custom", scoring=replace(base.scoring, deals=deals))
    bot = make_player("medium")
    for seed in range(1, 500):
        s = Session.new(Setup(make_seats([HUMAN, "easy"]), rules), seed)
        before, move, rng = s, END_TURN, Rng(seed)
        while s.in_deal:
            deal = s.shown
            legal = deal.legal_moves()
            move = bot.choose(deal.observe(deal.to_act), legal, rng) if s.to_act == 0 else END_TURN
            before, s = s, s.play(move)
        if isinstance(move, Play) and s.match.results[-1].outcome.winner == 0 and before.to_act == 0:
            assert s.match.over == (deals == 1)
            return before, move
    raise AssertionError("no such deal")


def finished(win: bool) -> Session:
    """A finished standard match of three, which you won (``win``) or Ada won."""
    for seed in range(1, 200):
        s = Session.new(Setup(make_seats([HUMAN, "easy", "medium"]), preset("standard")), seed)
        while not s.match.over:
            s = s.play(s.shown.legal_moves()[0]) if s.in_deal else s.next_deal()
        if s.match.winners == ((0,) if win else (1,)):
            return s
    raise AssertionError("no such match")


def play_last_card(kings: KingsPage, move: Play, keys: bool = False) -> dict[str, Any]:
    """Tap your last card and its pile (or play it by ``keys``); what the page looked like when the
    banner appeared."""
    page = kings.page
    kings.wait("ready", "human")
    page.evaluate(WATCH_BANNER)
    if keys:
        play_by_keys(page, move)
    else:
        page.click(f"#hand [data-card='{move.card.code}']")
        page.click(f"[data-pile='{move.pile.name}']")
    page.wait_for_selector("#banner:not([hidden])")
    seen = page.evaluate("window.bannerSeen")
    assert isinstance(seen, dict)
    return seen


def play_by_keys(page: Page, move: Play) -> None:
    """Play ``move`` from the keyboard: the focus on the card (put there without scrolling, as if it
    had been there all along), Enter picks it up, the pile's number key drops it; the focus then
    comes back to the hand by itself."""
    page.evaluate(f"document.querySelector(\"#hand [data-card='{move.card.code}']\").focus({{preventScroll: true}})")
    page.keyboard.press("Enter")
    page.keyboard.press(str(READING_ORDER.index(move.pile.name) + 1))


def ranking(page: Page) -> list[list[str]]:
    return [
        [str(t).strip() for t in row]
        for row in page.locator("#banner-table tbody tr").evaluate_all(
            "rows => rows.map(r => [...r.children].slice(0, 3).map(c => c.firstChild.textContent))"
        )
    ]


@pytest.mark.browser_context_args(viewport=DESKTOP)
def test_a_won_match_shows_after_the_last_card_lands_and_celebrates(kings: KingsPage) -> None:
    page = kings.page
    before, move = last_card(deals=1)
    preload(page, match=saved_match(before))
    kings.open("?game=corners&speed=normal", state="ready")
    seen = play_last_card(kings, move)
    # Bug 7: the banner shows once every card has landed, and the page has not moved.
    assert seen == {"flying": 0, "moving": 0, "scrollY": 0, "celebration": seen["celebration"]}
    assert seen["celebration"] > 0  # you won: paper and suits fall
    assert kings.body("state") == "match-over"
    expect(page.locator("#banner-title")).to_have_text("You win!")
    expect(page.locator("#banner-lead")).to_have_text("You had the lowest total after 1 deal.")
    after = before.play(move)
    totals = after.match.totals
    assert ranking(page) == [["1st", "You", f"{totals[0]}"], ["2nd", "Ada", f"{totals[1]}"]]  # the caption says points
    expect(page.locator("#banner-table thead th")).to_have_text(["Place", "Player", "Total", "Deal 1"])
    expect(page.locator("#banner-actions button")).to_have_text(["Play again", "New game…", "Share", "Watch again",
                                                                 "See the table"])
    assert page.evaluate("document.activeElement.textContent") == "Play again"
    page.wait_for_timeout(400)  # the CPU loop's last render and the focus: still no scroll
    assert page.evaluate("window.scrollY") == 0
    announced = page.locator("#announcer").inner_text()
    assert announced.count("Final ranking: 1st, You,") == 1 and announced.count("You win!") == 1
    assert page.locator("#status").inner_text() == "The match is over after 1 deal."

    page.get_by_role("button", name="Play again").click()
    kings.wait("ready")
    expect(page.locator("#banner")).to_be_hidden()
    expect(page.locator("#celebration")).to_be_hidden()
    assert page.locator("#celebration .piece").count() == 0


@pytest.mark.browser_context_args(viewport=DESKTOP, reduced_motion="reduce")
def test_reduced_motion_wins_without_a_celebration(kings: KingsPage) -> None:
    page = kings.page
    before, move = last_card(deals=1)
    preload(page, match=saved_match(before))
    kings.open("?game=corners&speed=normal", state="ready")
    seen = play_last_card(kings, move)
    assert seen == {"flying": 0, "moving": 0, "scrollY": 0, "celebration": 0}
    expect(page.locator("#banner-title")).to_have_text("You win!")
    page.wait_for_timeout(300)
    assert page.locator("#celebration .piece").count() == 0 and page.locator("#celebration").is_hidden()


@pytest.mark.browser_context_args(viewport=DESKTOP)
def test_deal_over_waits_for_the_last_card_and_shows_what_each_hand_cost(kings: KingsPage) -> None:
    page = kings.page
    before, move = last_card(deals=None)
    preload(page, match=saved_match(before))
    kings.open("?game=corners&speed=normal", state="ready")
    seen = play_last_card(kings, move, keys=True)
    assert seen == {"flying": 0, "moving": 0, "scrollY": 0, "celebration": 0}  # bug 7, and no party for a deal
    assert kings.body("state") == "deal-over"
    expect(page.locator("#banner-title")).to_have_text("You went out!")
    after = before.play(move)
    result = after.match.results[-1]
    ada = after.shown.hand(1)
    rows = page.locator("#banner-table tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.nth(0).locator("td")).to_have_text(["none", "0", "0"])
    expect(rows.nth(1).locator("td.cards")).to_contain_text(str(len(ada)))
    assert len(rows.nth(1).locator(".chip").all()) == len(ada)
    expect(rows.nth(1).locator("td.num")).to_have_text([str(result.score.deltas[1]), str(result.totals[1])])
    assert page.evaluate("document.activeElement.textContent") == "Next deal"
    page.wait_for_timeout(400)
    assert page.evaluate("window.scrollY") == 0


@pytest.mark.browser_context_args(viewport=DESKTOP)
def test_a_lost_match_is_said_kindly_and_comes_back_on_reload(kings: KingsPage) -> None:
    page = kings.page
    s = finished(win=False)
    preload(page, match=saved_match(s))
    kings.open("?game=corners&speed=normal", state="match-over")
    for _ in range(2):  # and again after a reload
        expect(page.locator("#banner-title")).to_have_text("Ada wins the match")
        expect(page.locator("#banner-lead")).to_contain_text("Good game!")
        assert [r[:2] for r in ranking(page)] == [["1st", "Ada"], ["2nd", "You"], ["3rd", "Ben"]]
        expect(page.locator("#banner-table thead th")).to_have_count(3 + len(s.match.results))
        expect(page.locator("#banner [data-action]")).to_have_text(["Play again", "New game…", "Share", "Watch again"])
        assert page.locator("#celebration .piece").count() == 0  # a loss is not celebrated
        assert page.evaluate("window.scrollY") == 0
        assert axe(page) == []
        page.reload()
        kings.wait("match-over")


def tap(page: Page, selector: str) -> None:
    """A mouse click near the top of what shows of ``selector``, where a player would click. (Playwright's
    own click first scrolls the whole element into view: the hand's bottom edge is below the fold here.)"""
    box = page.locator(selector).bounding_box()
    assert box is not None and box["y"] + 12 < page.viewport_size["height"]  # type: ignore[index]
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + min(12, box["height"] / 2))


@pytest.mark.browser_context_args(viewport={"width": 1280, "height": 600})
def test_the_tutorial_never_scrolls_the_page(kings: KingsPage) -> None:
    """Bug 7's jump in the tutorial: the focus that goes back to the hand after each step must not
    scroll the page. (A short laptop window, the coach's panel over the hand: since issue 32 the game
    is exactly the window's height, so nothing may scroll, neither the page nor the game's areas.)"""
    page = kings.page
    kings.open("?seed=7&players=2&speed=normal")
    page.get_by_role("button", name="Tutorial", exact=True).click()
    page.locator("dialog#tutorial").get_by_role("button", name="Start the tutorial").click()
    kings.wait("ready", "human")
    scrolled = "window.scrollY + document.querySelector('main.game').scrollTop"
    assert page.evaluate("document.scrollingElement.scrollHeight <= innerHeight")  # the game fits the window
    for step in range(4):  # build, king to a corner (by keys), pile move, end of turn
        assert page.evaluate(scrolled) == 0, step
        page.wait_for_function("document.getElementById('kings-state').dataset.hint !== ''")
        move = Move.parse(str(page.get_attribute("#kings-state", "data-hint")))
        moves = kings.body("moves")
        if isinstance(move, Play) and step == 1:
            play_by_keys(page, move)  # the focus comes back to the hand, below the fold: no scroll
        elif isinstance(move, Play):
            tap(page, "#hand .card.hint")
            tap(page, f"[data-pile='{move.pile.name}']")
        elif isinstance(move, Shift):
            tap(page, f"[data-pile='{move.source.name}']")
            tap(page, f"[data-pile='{move.target.name}']")
        else:
            tap(page, ".controls [data-action='end']")
        page.wait_for_function(f"document.body.dataset.moves !== '{moves}'")
        page.wait_for_timeout(450)  # the cards land, the focus comes back
    expect(page.locator("#coach-title")).to_have_text("Step 5 of 5: Tutorial complete")
    assert page.evaluate(scrolled) == 0


@pytest.mark.parametrize("size", [(360, 500), (320, 480)])
def test_a_small_widget_shows_the_whole_summary_and_its_button(kings: KingsPage, size: tuple[int, int]) -> None:
    page = kings.page
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    preload(page, match=saved_match(finished(win=True)))
    kings.open("?embed=1&theme=dark", state="match-over")
    expect(page.locator("#banner-title")).to_have_text("You win!")
    for selector in ("#banner-title", "#banner-table tbody tr:first-child", "#banner [data-action='rematch']",
                     "#banner [data-action='new']"):
        box = page.locator(selector).bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height, (selector, box)
    # New game… too (the widget has no menu: other seats, levels or rules are this way; it was hidden)
    page.click("#banner [data-action='new']")
    expect(page.locator("#setup")).to_have_attribute("open", "")
    page.click("#setup [data-setup='cancel']")
    assert page.evaluate("window.scrollY") == 0
    assert axe(page) == []


def ben_went_out() -> Session:
    """A deal of four (you, Ada, Ben, Cleo) that Ben won by going out, the match going on: cards left in three hands."""
    for seed in range(1, 60):
        s = Session.new(Setup(make_seats([HUMAN, "easy", "medium", "medium"]), preset("standard")), seed)
        while s.in_deal:
            s = s.play(s.shown.legal_moves()[0])
        if s.match.results[-1].winners == (2,) and not s.match.over:
            return s
    raise AssertionError("no such deal")


def test_the_star_of_who_went_out_stays_with_the_name_on_a_phone_and_in_the_widget(kings: KingsPage) -> None:
    """The deal's summary stars who went out: on a phone and in the widget the name's column was narrow enough to
    send "Ben" to the next line, the star left alone on the first."""
    page = kings.page
    preload(page, match=saved_match(ben_went_out()))
    for width, height, query in ((390, 844, "?game=corners"), (360, 500, "?embed=1&theme=dark")):
        page.set_viewport_size({"width": width, "height": height})
        kings.open(query, state="deal-over")
        name = page.locator("#banner-table tr.winner th.name")
        expect(name).to_have_text("Ben")
        # between deals the widget, which has no menu, offers New game… beside Next deal; the page has it in its menu
        expect(page.locator("#banner [data-action='new']")).to_have_count(1 if "embed" in query else 0)
        assert "★" in page.evaluate("getComputedStyle(document.querySelector('#banner-table tr.winner th.name'),"
                                    " '::before').content")  # fmt: skip
        # the name's one line is the row's first line: level with the figures beside it (the cells share a baseline)
        lines = page.evaluate("""() => {
          const row = document.querySelector('#banner-table tr.winner');
          const top = (el) => { const r = document.createRange(); r.selectNodeContents(el);
                                // one top per line (the name's box and its words share the first)
                                return [...new Set([...r.getClientRects()].map(b => Math.round(b.top)))]; };
          return [top(row.querySelector('th.name')), top(row.querySelector('td.num'))];
        }""")
        assert len(lines[0]) == 1 and abs(lines[0][0] - lines[1][0]) <= 2, (width, lines)


#: End screens of e2e/largest.py, the King's Court one a game's end between the match's two
ENDED = ("corners-match-over-six", "kings-court-game-over", "king-game-over", "three-thirteen-match-over-eight")
#: the table's controls: data-action, aria-disabled, whether they show (not hidden by any means)
CONTROLS = """(game) => [...document.querySelectorAll(`main[data-table='${game}'] .controls [data-action]`)]
  .map(b => [b.dataset.action, b.getAttribute('aria-disabled'), b.checkVisibility({visibilityProperty: true})])"""


@pytest.mark.parametrize("name", ENDED)
def test_once_the_game_is_over_its_play_controls_go(page: Page, name: str) -> None:
    """The new player's review (issue 46): after the end, Undo, Hint and End turn stayed on screen greyed out beside
    the banner's buttons. Now every control that can do nothing more is hidden (Hint among them, and Undo, Draw and End
    turn are off), in light and dark; what the end screen offers (Play again, Next game) is on."""
    largest = states()[name]
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(largest.storage())})) "
                         "localStorage.setItem(k, v);")  # fmt: skip
    open_state(page, name)
    for scheme in ("light", "dark"):  # the themes are the stylesheet's (prefers-color-scheme): no reload needed
        page.emulate_media(color_scheme=scheme)
        controls = page.evaluate(CONTROLS, largest.game)
        off = {action for action, disabled, _shown in controls if disabled == "true"}
        assert {"hint"} <= off and not {"undo", "draw", "end"} & {a for a, d, _s in controls if d != "true"}
        assert [a for a, d, shows in controls if d == "true" and shows] == [], (scheme, controls)
        expect(page.locator("[id$='banner'] :is([data-action='rematch'], [data-action='next'])")).to_be_enabled()


#: End screens whose banner lies over the final position: a deal's end and a match's, in every game that has one
BEHIND = ("kings-court-game-over", "three-thirteen-round-over-four", "three-thirteen-match-over-eight",
          "king-game-over", "corners-match-over-six")
#: the banner shown, its centre, and what lies there
BANNER = """() => { const b = [...document.querySelectorAll("[id$='banner']")].find(e => !e.hidden && e.offsetParent);
  if (!b) return null; const r = b.getBoundingClientRect();
  return {id: b.id, x: r.left + r.width / 2, y: r.top + r.height / 2}; }"""
FOCUSED = "document.activeElement.textContent"


@pytest.mark.parametrize("name", BEHIND)
def test_the_table_behind_an_end_can_be_seen_and_the_banner_comes_back(page: Page, name: str) -> None:
    """The new player's review: King's Court's game over and 3-13's round and match over hid the final board and
    hands. See the table, among the banner's buttons, puts the banner aside: the table lies where it was, nothing
    else changes, the focus goes to See the scores, in sight; that brings the banner back by keys, the focus on See the
    table again. On a phone, in the widget and on a laptop, with nothing covered or out of reach (the shared check)."""
    largest = states()[name]
    watch(page)
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(largest.storage())})) "
                         "localStorage.setItem(k, v);")  # fmt: skip
    fit = Fit(page, largest.game)
    # a laptop: the phone's page turned (its banner back); the widget: a page of its own
    for size in ("phone", "desktop", "widget"):
        fit.at(size)
        if size != "desktop":
            open_state(page, name, embed=size == "widget")
        shown = page.evaluate(BANNER)
        assert shown is not None, size
        banner = page.locator(f"#{shown['id']}")
        inside = f"(([x, y]) => !!document.elementFromPoint(x, y).closest('#{shown['id']}'))"
        assert page.evaluate(inside, [shown["x"], shown["y"]])
        banner.get_by_role("button", name="See the table").click()
        expect(banner).to_be_hidden()
        assert not page.evaluate(inside, [shown["x"], shown["y"]]), f"{size}: the banner still over the table"
        back = page.get_by_role("button", name="See the scores")
        expect(back).to_be_focused()
        assert page.evaluate("document.body.dataset.state") == largest.state
        fit.check(f"{name} {size}, the table seen")
        if size == "phone":  # the banner's buttons (3-13's side sheet of eight, which scrolls sideways, is another's)
            assert [v for v in axe(page) if "banner" in v] == []
        page.keyboard.press("Enter")
        expect(banner).to_be_visible()
        expect(back).to_be_hidden()
        assert page.evaluate(FOCUSED) == "See the table"
        page.keyboard.press(" ")  # Space too: aside, and back again
        expect(banner).to_be_hidden()
        page.keyboard.press(" ")
        expect(banner).to_be_visible()
        fit.check(f"{name} {size}, the banner back")
    fit.report()
