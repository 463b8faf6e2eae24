"""Every table fits every screen while play goes on (issue 32): each game is played through a whole deal, round or
hand by taps on one page that walks six sizes, a step at each in turn, light and dark (laptops, a wide desktop,
phones upright and on their side), then once more in the 360x500 widget; the one shared check of e2e/fit.py runs
before every step, on the end screen and on a dialog: no sideways scroll, no page
scroll, the main action in sight and every other control in reach, every row of the end screen shown, layout shift
at most 0.05. Kings Cup's end screen leaves no bare felt; Klondike's longest columns, on the page the walk played on,
lie clear of the bar and the message band. The figures of each game and size land in test-results/fit.json.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from playwright.sync_api import Page

from e2e.fit import Fit, watch
from kings.corners import END_TURN, MatchRecord, Play, Shift
from kings.klondike.assist import best_place, can_auto_complete
from kings.klondike.deal import Deal
from kings.klondike.moves import Put
from kings.klondike.rules import PRESETS
from kings.seeding import derive_seed
from web.klondike.jobs import HINT_PATH
from web.klondike.thinker import hint_of

BOOT_MS = 60_000
STEPS = 1500
CORNER = {"x": 7, "y": 18}  #: where a finger taps a card of an overlapping hand: its corner index
#: nothing on the table still sliding into its place (a player taps a card once it has landed)
LANDED = "() => document.getAnimations().every(a => a.playState !== 'running' || !(a instanceof CSSTransition))"


def tap(page: Page, selector: str, corner: bool = False) -> None:
    """A tap where the player sees ``selector`` (its corner index for a card of an overlapping hand): no scrolling
    first, as Playwright's own click would do, so what is out of sight cannot be tapped."""
    target = page.locator(selector).first
    target.wait_for(state="visible")
    # a player taps a card once it has landed: nothing still sliding into its place
    page.wait_for_function(LANDED, timeout=BOOT_MS)
    box = target.bounding_box()
    assert box is not None, selector
    x, y = (box["x"] + CORNER["x"], box["y"] + CORNER["y"]) if corner else (box["x"] + box["width"] / 2,
                                                                          box["y"] + box["height"] / 2)
    page.mouse.click(x, y)


def moved(page: Page, before: str | None) -> None:
    page.wait_for_function(f"document.body.dataset.moves !== '{before}'", timeout=BOOT_MS)


def waits_on_you(page: Page, game: str) -> str:
    """Until the table waits on the player (or the deal is over); the state it is in."""
    page.wait_for_selector(
        f"body[data-game='{game}'][data-actor='human'], body[data-game='{game}'][data-state$='-over'],"
        f" body[data-game='{game}'][data-state='handoff'], body[data-game='{game}'][data-state='won']",
        timeout=BOOT_MS)  # fmt: skip
    return str(page.get_attribute("body", "data-state"))


# -- a player for each game: one step, False once the deal is over -------------------------------------------------
def corners_step(page: Page) -> bool:
    if waits_on_you(page, "corners") != "ready":
        return False
    match = MatchRecord.from_json(str(page.get_attribute("#kings-state", "data-record"))).replay()
    deal = match.deal
    assert deal is not None
    legal = deal.legal_moves()
    move = next((m for m in legal if isinstance(m, Play) and not m.card.is_joker), None) or \
        next((m for m in legal if isinstance(m, Shift)), END_TURN)  # fmt: skip
    before = page.get_attribute("body", "data-moves")
    if isinstance(move, Play):
        tap(page, f"#hand [data-card='{move.card.code}']", corner=True)
        tap(page, f"[data-pile='{move.pile.name}']")
    elif isinstance(move, Shift):
        tap(page, f"[data-pile='{move.source.name}']")
        tap(page, f"[data-pile='{move.target.name}']")
    else:
        tap(page, "button[data-action=end]")
    moved(page, before)
    return True


def king_step(page: Page) -> bool:
    state = waits_on_you(page, "king")
    if state != "ready":
        return False
    before = page.get_attribute("body", "data-moves")
    if page.get_attribute("body", "data-phase") == "play":
        tap(page, "#king-hand .card:not(.dim)", corner=True)
    else:
        tap(page, "#king-bidding button[data-move]:not([disabled])")
    moved(page, before)
    return True


def thirteen_step(page: Page) -> bool:
    if waits_on_you(page, "three-thirteen") != "ready":
        return False
    before = page.get_attribute("body", "data-moves")
    if page.get_attribute("body", "data-phase") == "draw":
        tap(page, "#tt-stock")
    elif page.locator("[data-action='out']:visible").count():
        tap(page, "[data-action='out']")
    else:
        card = "#tt-hand .meld.left .card, #tt-hand .meld.own .card"
        tap(page, card if page.locator(card).count() else "#tt-hand .card >> nth=-1", corner=True)
        tap(page, "#tt-pile")
    moved(page, before)
    return True


def cup_step(page: Page) -> bool:
    if page.get_attribute("body", "data-state") != "ready":
        return False
    before, phase = page.get_attribute("body", "data-moves"), page.get_attribute("body", "data-phase")
    if phase == "mate":
        tap(page, ".kc-mate")
    elif phase == "rule":
        tap(page, "[data-action='no-rule']")
    else:
        tap(page, ".kc-draw")
    moved(page, before)
    return True


@cache
def klondike_line(seed: int) -> tuple[Any, ...]:
    """The table's own hints for deal ``seed``, as (move, deal before it), up to where auto-complete takes over."""
    deal, line = Deal.new(PRESETS["draw-one"], seed), []
    while not can_auto_complete(deal):
        move, _ = hint_of(deal, derive_seed(seed, HINT_PATH, len(deal.moves)))
        line.append((move, deal))
        deal = deal.play(move)
    return tuple(line)


class Klondike:
    """Plays deal 9 as the hints do: a tap where the card's best place is the hint's, else a drag; then Finish."""

    def __init__(self) -> None:
        self.line = list(klondike_line(9))

    def __call__(self, page: Page) -> bool:
        table = "main[data-table='klondike']"
        if page.get_attribute("body", "data-state") != "ready":
            return False
        before = page.get_attribute("body", "data-moves")
        if not self.line:
            tap(page, f"{table} [data-action=auto]")
            page.wait_for_selector("body[data-state='won']", timeout=BOOT_MS)
            return False
        move, deal = self.line.pop(0)
        if not isinstance(move, Put):
            tap(page, f"{table} [data-pile='stock']")
        else:
            card = page.locator(f"{table} [data-card='{move.card.code}']")
            if best_place(deal, move.card) == move:
                box = card.bounding_box()
                assert box is not None
                page.mouse.click(box["x"] + 6, box["y"] + 5)  # its corner: in a column, never covered
            else:
                target = "home" if move.to == 0 else f"C{move.to}"
                to = page.locator(f"{table} [data-pile='{target}']" if target != "home" else f"{table} .kl-foundation")
                card.drag_to(to.first, source_position={"x": 6, "y": 5})
        moved(page, before)
        return True


GAMES: dict[str, tuple[str, Callable[[], Callable[[Page], bool]]]] = {
    "corners": ("?game=corners&seed=11&players=3&speed=fast", lambda: corners_step),
    "king": ("?game=king&seed=5&seats=human,medium,medium,medium&speed=fast", lambda: king_step),
    "three-thirteen": ("?game=three-thirteen&seed=7&players=4&level=medium&speed=fast", lambda: thirteen_step),
    "kings-cup": ("?game=kings-cup&players=4&seed=3", lambda: cup_step),
    "klondike": ("?game=klondike&seed=9&rules=draw-one", Klondike),
}
#: the dialog each game's player opens at the end (King's score sheet: e2e/test_fit_screens.py, in a hand)
DIALOG = "header [data-action='stats']"


#: the sizes a deal walks on one page, a step at each in turn (the widget is a page of its own: ?embed=1)
WALK = ("desktop", "phone", "laptop", "small-phone", "wide", "landscape")
THEMES = ("light", "dark")


def play(page: Page, fit: Fit, game: str, sizes: tuple[str, ...]) -> None:
    """Play ``game``'s deal to its end, turning the page to the next size at each step (and from light to dark
    every round of sizes), the shared check before every step; then the end screen at every size and theme."""
    step, audited, hand_tops = GAMES[game][1](), [], {}
    for n in range(STEPS):
        size, theme = sizes[n % len(sizes)], THEMES[n // len(sizes) % 2]
        fit.at(size, theme)
        fit.check(f"step {n}")
        if game in HANDS and page.locator(f"{HANDS[game]} .card").count():
            hand_tops.setdefault(size, set()).add(hand_top(page, HANDS[game]))
        if len(sizes) > 1 and n in AUDITS:
            audited.append(audit(page, game, AUDITS[n], f"{size} {theme}"))
        if len(sizes) > 1 and (AUDITS.get(n + 1) == "contrast" or AUDITS.get(n) == "contrast"):
            page.emulate_media(contrast="more" if AUDITS.get(n + 1) == "contrast" else "no-preference")
        if not step(page):
            break
    else:
        pytest.fail(f"{game}: the deal did not end in {STEPS} steps")
    assert len(sizes) == 1 or len(audited) == len(AUDITS), f"{game}: the deal ended before every theme was audited"
    assert [a for a in audited if a] == [], audited
    jumps = {size: sorted(tops) for size, tops in hand_tops.items()
             if any(max(t[i] for t in tops) - min(t[i] for t in tops) > HAND_STEADY for i in range(3))}
    assert jumps == {}, f"{game}: the hand moved during the deal (its top, height and cards' top, px): {jumps}"
    page.wait_for_timeout(600)  # the end screen lands
    for size in sizes:
        for theme in THEMES:
            fit.at(size, theme)
            fit.check("end")
        if game in END_TABLE:
            left = felt_left(page, END_TABLE[game])
            assert left <= MAX_FELT_LEFT, f"{game} {size}: {left}px of empty felt under the end screen"


#: the hands that stay put through a deal at each size (Kings in the Corner's once went ~200 px down on a phone as the
#: piles fanned out: defect 6), within a few px
HANDS = {"corners": "#hand", "king": "#king-hand", "three-thirteen": "#tt-hand"}
HAND_STEADY = 3


def hand_top(page: Page, hand: str) -> tuple[int, int, int]:
    """The top of ``hand``'s tray, its height, and where its highest card lies in it (its layout: a playable card
    lifted a little on your turn is where it was)."""
    return tuple(page.locator(hand).evaluate("""(h) => [h.getBoundingClientRect().top, h.getBoundingClientRect().height,
        Math.min(...[...h.querySelectorAll('.card')].map((c) => c.offsetTop))].map(Math.round)"""))


#: the table whose end screen uses the room it has (Kings Cup at 360x640 left ~100 px of felt bare, 170 px at 390x844)
END_TABLE = {"kings-cup": "#kc-table"}
MAX_FELT_LEFT = 24


def felt_left(page: Page, table: str) -> int:
    """How much of ``table``'s height lies bare under the lowest thing it shows (its padding aside)."""
    return int(page.locator(table).evaluate("""(t) => {
        const r = t.getBoundingClientRect();
        let low = r.top + parseFloat(getComputedStyle(t).paddingTop);
        for (const c of t.children) {
          const st = getComputedStyle(c), b = c.getBoundingClientRect();
          if (st.display !== 'none' && st.position !== 'absolute' && b.height > 1) low = Math.max(low, b.bottom);
        }
        return Math.round(r.bottom - parseFloat(getComputedStyle(t).paddingBottom) - low); }"""))


#: the walk's steps where axe audits the page (defect 13): light at a laptop's size, high contrast on the wide
#: screen (asked for a step before, so the table has drawn itself in it), dark on a phone
AUDITS = {2: "light", 4: "contrast", 7: "dark"}


def audit(page: Page, game: str, theme: str, where: str) -> list[str]:
    """axe's serious and critical findings on the table as it is, in ``theme``; a dark theme that is dark."""
    from e2e.test_access import axe

    if theme == "contrast":
        page.wait_for_selector("body[data-contrast]", timeout=BOOT_MS)
    found = [f"{where} {theme}: {v}" for v in axe(page)]
    if theme == "dark":
        felt = str(page.evaluate("getComputedStyle(document.body).getPropertyValue('--felt')")).strip().lstrip("#")
        if sum(int(felt[i:i + 2], 16) for i in (0, 2, 4)) >= 3 * 64:
            found.append(f"the felt is not dark: #{felt}")
        button = f"main[data-table='{game}'] .control:not(.primary):not([hidden])"
        if page.locator(button).count() and (luminance(page, button) >= .05 or luminance(page, button, "color") <= .6):
            found.append("a button is not dark with light words")
        back = page.locator(".stock-cards .back, .kl-back, .kc-back, .mini-back").first
        if back.count() and "brightness" not in back.evaluate("e => getComputedStyle(e).filter"):
            found.append("card backs not dimmed")
    return found


def luminance(page: Page, selector: str, prop: str = "backgroundColor") -> float:
    """The relative luminance (WCAG) of an element's computed colour ``prop``."""
    return float(page.locator(selector).first.evaluate(f"""(e) => {{
        const c = getComputedStyle(e).{prop}.match(/[\\d.]+/g).map(Number);
        const f = (v) => {{ v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }};
        return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); }}"""))


#: the games whose tables stand on the shell's layout
FITTED = ("corners", "king", "three-thirteen", "kings-cup", "klondike")


@pytest.mark.parametrize("game", FITTED)
def test_the_table_fits_through_a_whole_deal(page: Page, game: str) -> None:
    """A whole deal walking six sizes (laptops, a wide desktop, phones upright and on their side), light and dark,
    then one in the 360x500 widget: no sideways or page scroll, every control in reach, every end row shown,
    layout shift at most 0.05 at each size."""
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    watch(page)
    query = GAMES[game][0]
    fit = Fit(page, game)
    fit.at("desktop")
    page.goto("/index.html" + query)
    page.wait_for_selector(f"body[data-game='{game}']:not([data-state='loading'])", timeout=BOOT_MS)
    play(page, fit, game, WALK)
    for size in ("desktop", "phone"):
        fit.at(size, "dark")
        tap(page, DIALOG)
        page.wait_for_selector("dialog[open]")
        fit.check("dialog")
        page.keyboard.press("Escape")
        page.wait_for_selector("dialog[open]", state="detached")
    if game == "klondike":
        long_column(page, fit)
    fit.collect()
    fit.at("widget")
    page.goto("/index.html" + query + "&embed=1")
    page.wait_for_selector(f"body[data-game='{game}']:not([data-state='loading'])", timeout=BOOT_MS)
    play(page, fit, game, ("widget",))
    fit.report()
    assert errors == []


#: a phone's table whose Draw lies under the fold of the game's own scrolling area (as Kings Cup's first did on a
#: phone on its side), with a log under it that scrolls too; no Python behind it: the check alone, on a bare page
SYNTHETIC = """<!doctype html><style>body {{ margin: 0; }} main.game {{ height: 390px; overflow-y: auto; }}
  .felt {{ height: {felt}px; }} button {{ width: 100px; height: 20px; }}
  .log {{ height: 60px; margin: 0; overflow-y: auto; }} .log li {{ height: 30px; }}</style>
<main class="game"><div class="felt"></div><button class="kc-draw">Draw a card</button>
<ol class="log">{rows}</ol></main>"""


def test_the_check_wants_the_main_action_in_sight_without_scrolling(page: Page) -> None:
    """The check itself (e2e/fit.py) on synthetic pages: a Draw under the fold of a scrolling game area is out of
    sight even though scrolling the area would bring it (the check once let that pass); a log's buttons are out of
    reach while the log itself is out of sight; both pass when the table leaves room for them."""
    from e2e.fit import FIT_JS

    fit = Fit(page, "kings-cup")
    fit.at("landscape")
    rows = "".join(f"<li><button>Move {n}</button></li>" for n in range(5))

    def problems(felt: int) -> list[str]:
        page.set_content(SYNTHETIC.format(felt=felt, rows=rows))
        page.evaluate(FIT_JS)
        fit.sizes.clear()
        fit.check(f"felt {felt}px")
        return list(fit.sizes["landscape"].problems)

    hidden = problems(450)  # Draw at 450-470px in a 390px window: the game area scrolls to it
    assert [p for p in hidden if p.startswith("main action")] == ["main action out of sight: button.kc-draw at"
                                                                 " 0,450,100,470"], hidden
    half = problems(320)  # Draw in sight, the log at 340-400px: 50px of it on the screen, its last row not
    assert half and all(p == "out of reach: button in ol.log" for p in half), half
    assert problems(200) == []  # Draw and the whole log in sight


#: Klondike deal 22 after 83 moves: thirteen cards fanned on five face down in column 6 (as long as a column gets),
#: ten in column 4 (found by a search for long columns; the page's engine checks each move as it replays them)
LONG_COLUMN = (22, "draw 10D>7 5C>2 10C>5 draw draw draw KS>1 draw draw 9H>5 draw draw draw 5D>4 draw draw draw draw"
               " QD>1 JC>1 8C>5 draw 7H>5 6S>5 4S>5 4H>2 10H>4 3D>5" + " draw" * 10 + " 7S>3 6H>3 recycle"
               + " draw" * 15 + " recycle" + " draw" * 9 + " 3C>3 2D>3 4H>7 4H>3 draw draw draw 9C>1 9C>4 draw 8D>4"
               " draw QS>6 JH>6 2S>6 AD>6")
#: what lies on the table beside its piles and must never cover a card: the bar, the message band
OVER_CARDS = "main[data-table='klondike'] :is(.kl-bar, .kl-me > :not(.sr):not(:empty))"


def long_column(page: Page, fit: Fit) -> None:
    """Klondike's longest columns on the table the walk played on (the saved deal swapped for one with a long column):
    at every size the fit holds and nothing lies over a card (the message band once floated over a long column's
    end on a phone on its side)."""
    from e2e.test_fit_screens import stored
    from kings.klondike.moves import parse_move
    from web.klondike.session import Session
    from web.klondike.setup import Setup

    seed, line = LONG_COLUMN
    session = Session.new(Setup(), seed)
    for move in line.split():
        session = session.play(parse_move(move))
    page.evaluate("(s) => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v); }",
                  stored("klondike", session))
    page.goto("/index.html?game=klondike")
    page.wait_for_selector(f"body[data-game='klondike'][data-moves='{len(line.split())}']", timeout=BOOT_MS)
    for size in WALK:
        fit.at(size, "dark")
        fit.check("a long column")
        over = page.evaluate("""(sel) => {
            const out = [], cards = [...document.querySelectorAll("main[data-table='klondike'] .kl-felt .card")];
            for (const e of document.querySelectorAll(sel)) {
              const a = e.getBoundingClientRect();
              for (const c of cards) {
                const b = c.getBoundingClientRect();
                const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
                const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
                if (w > 0 && h > 0) out.push(`${e.className} over ${c.dataset.card || 'a card face down'}: ${
                  Math.round(w)}x${Math.round(h)}px`);
              }
            }
            return out; }""", OVER_CARDS)
        assert over == [], f"klondike {size}, a long column: {over}"
