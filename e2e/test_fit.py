"""Every table fits every screen while play goes on (issue 32): each game is played through a whole deal, round or
hand by taps on one page that walks six sizes, a step at each in turn, light and dark (laptops, a wide desktop,
phones upright and on their side), then once more in the 360x500 widget; the one shared check of e2e/fit.py runs
before every step, on the end screen and on a dialog: no sideways scroll, no page
scroll, every control in reach, every row of the end screen shown, layout shift at most 0.05. The figures of each
game and size land in test-results/fit.json.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page

from e2e.fit import Fit, watch
from e2e.klondike_line import hinted_line
from e2e.motion import fast_animations
from kings.corners import END_TURN, MatchRecord, Play, Shift
from kings.klondike.assist import best_place
from kings.klondike.moves import Put

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


class Klondike:
    """Plays deal 9 as the hints do: a tap where the card's best place is the hint's, else a drag; then Finish."""

    def __init__(self) -> None:
        self.line = hinted_line(9)  # the table's own hints (e2e/klondike_line.py)

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
    step, audited = GAMES[game][1](), []
    for n in range(STEPS):
        size, theme = sizes[n % len(sizes)], THEMES[n // len(sizes) % 2]
        fit.at(size, theme)
        fit.check(f"step {n}")
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
    page.wait_for_timeout(600)  # the end screen lands
    for size in sizes:
        for theme in THEMES:
            fit.at(size, theme)
            fit.check("end")


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
    fast_animations(page)  # the cards land sooner; every step still waits for them (e2e/motion.py)
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
    fit.collect()
    fit.at("widget")
    page.goto("/index.html" + query + "&embed=1")
    page.wait_for_selector(f"body[data-game='{game}']:not([data-state='loading'])", timeout=BOOT_MS)
    play(page, fit, game, ("widget",))
    fit.report()
    assert errors == []
