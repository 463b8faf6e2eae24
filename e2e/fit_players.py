"""A player for each game of e2e/test_fit.py's walk, one step at a time, by taps where the player sees things (no
scrolling first, as Playwright's own click would do): the move chosen from the page's own record with the engine, or
from the table's own hints (Klondike), or as a medium CPU would (King's Court, so the game lasts the walk).
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page

from e2e.klondike_line import hinted_line
from kings.corners import END_TURN, MatchRecord, Play, Shift
from kings.klondike.assist import best_place
from kings.klondike.moves import Put

BOOT_MS = 60_000
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


def court_step(page: Page) -> bool:
    """King's Court: the medium CPU's move for the player (a game long enough for the walk), its piece then each
    landing (the last again where a jump could go on)."""
    from kings.kings_court.api import MatchRecord as CourtRecord
    from kings.kings_court.board import name
    from kings.kings_court.players import make_player
    from kings.seeding import Rng

    if waits_on_you(page, "kings-court") != "ready":
        return False
    game = CourtRecord.from_json(str(page.get_attribute("#court-state", "data-record"))).replay().current
    assert game is not None and game.acting is not None
    move = make_player("medium").choose(game.observe(game.acting), game.legal_moves(), Rng(len(game.moves)))
    before = page.get_attribute("body", "data-moves")
    for sq in move.path:
        tap(page, f"#court-grid [data-square='{name(sq)}']")
    if page.get_attribute("body", "data-moves") == before and page.locator("#court-grid .sq.stop").count():
        tap(page, f"#court-grid [data-square='{name(move.target)}']")
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
    "klondike": ("?game=klondike&seed=9&rules=draw-one&speed=fast", Klondike),
    "kings-court": ("?game=kings-court&seed=2&level=easy&speed=fast", lambda: court_step),
}
