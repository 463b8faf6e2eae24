"""Every end screen, auction and score sheet fits every small screen (issue 32, defects 1-4): a saved game is put in
the page at the moment to check (3-13's round over with four players, King's game over, its auction, its score
sheet dialog, Kings in the Corner's match over), and the shared check of e2e/fit.py runs on it: every row shown or
scrolling inside its box with yours in sight, every control within reach, nothing off the screen's edges.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from playwright.sync_api import Page

from e2e.fit import SIZES, Fit, watch
from e2e.test_ending import finished
from kings.king.moves import AUCTION
from kings.seeding import Rng
from kings.three_thirteen.players import make_player
from web.king.session import Session as KingSession
from web.king.setup import default_setup as king_setup
from web.shell.storage import MemoryBackend, Store
from web.three_thirteen.session import Session as TtSession
from web.three_thirteen.setup import Setup as TtSetup
from web.three_thirteen.setup import make_seats as tt_seats

BOOT_MS = 60_000


def stored(game: str, session: Any) -> dict[str, str]:
    """localStorage holding ``session`` as ``game``'s saved game."""
    backend = MemoryBackend()
    Store(backend).for_game(game).save("match", session.to_dict())
    return dict(backend.data)


def king_until(until: Callable[[KingSession], bool], seed: int = 11) -> KingSession:
    """King played by first legal moves (auctioning every positive hand) until ``until``."""
    s = KingSession.new(king_setup(), seed=seed)
    while s.hand_over or not until(s):
        if s.hand_over:
            s = s.next_hand()
            continue
        legal = s.game.legal_moves()
        s = s.play(AUCTION if AUCTION in legal else legal[0])
    return s


def thirteen_round_over() -> TtSession:
    """A 3-13 game of four whose first round is just over (medium players at every seat)."""
    from web.three_thirteen.setup import default_setup

    s = TtSession.new(TtSetup(tt_seats(["human", "medium", "medium", "medium"]), default_setup().rules), 7)
    player, rng = make_player("medium"), Rng(1)
    while s.in_round:
        r = s.shown
        s = s.play(player.choose(r.observe(r.acting), r.legal_moves(), rng))
    return s


@cache
def moments() -> dict[str, tuple[str, str, dict[str, str], str]]:
    """name -> (game, the state the page opens in, its storage, a dialog to open or "")."""
    return {
        "three-thirteen-round-over": ("three-thirteen", "deal-over",
                                      stored("three-thirteen", thirteen_round_over()), ""),
        "king-game-over": ("king", "game-over", stored("king", king_until(lambda s: s.game.over)), ""),
        "king-auction": ("king", "ready", stored("king", king_until(
            lambda s: s.game.phase == "auction" and s.game.acting == 0)), ""),
        "king-score-sheet": ("king", "ready", stored("king", king_until(lambda s: s.game.number >= 6)),
                             "main[data-table='king'] [data-action='sheet']"),
        "corners-match-over": ("corners", "match-over", stored("corners", finished(win=False)), ""),
    }


SCREENS = ("laptop", "phone", "small-phone", "landscape", "widget")  #: the widget last: its own page


@pytest.mark.parametrize("moment", ["three-thirteen-round-over", "king-game-over", "king-auction", "king-score-sheet",
                                    "corners-match-over"])
def test_the_screen_shows_every_row_and_control(page: Page, moment: str) -> None:
    """One page per moment, turned to each screen in turn (the widget a page of its own: ?embed=1)."""
    game, state, storage, dialog = moments()[moment]
    watch(page)
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(storage)})) localStorage.setItem(k, v);")
    fit = Fit(page, moment)
    for size in SCREENS:
        embed = SIZES[size][2]
        fit.at(size)
        if embed or fit.sizes.keys() == {size}:  # the first screen, and the widget: a page load
            page.goto(f"/index.html?game={game}" + ("&embed=1" if embed else ""))
            page.wait_for_selector(f"body[data-game='{game}'][data-state='{state}']", timeout=BOOT_MS)
            page.wait_for_timeout(500)  # the banner's entrance
            if dialog:
                page.click(dialog)
                page.wait_for_selector("dialog[open]")
        fit.check(moment)
        if moment == "king-score-sheet":  # defect 4: every column and the hand's total in sight, no sideways scroll
            assert page.evaluate("(e => e.scrollWidth <= e.clientWidth + 1)(document.querySelector('.sheet-scroll'))")
        if "over" in moment:
            you = page.locator("[id$='banner'] tr.you").first
            box = you.bounding_box()
            assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= SIZES[size][1], \
                f"{size}: your row out of sight"
    failures = {s: (f.overflow, f.scroll, list(f.problems)) for s, f in fit.sizes.items() if f.overflow or f.scroll
                or f.problems}
    assert failures == {}
