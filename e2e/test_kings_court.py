"""King's Court in Chromium (issue 37): a whole game against a CPU played by clicks and one by keys, a multi-jump
by taps and by a drag along its path, pass and play, undo, a hint thought out in the CPU worker, a reload that
resumes, the rules page, the tutorial, statistics, the widget; axe on the table, the banners and the dialog.

The fit of the table at every size, dark mode, axe with a piece picked up and the layout shift of a played game:
e2e/test_fit.py's walk, as for every game; offline play: e2e/test_offline.py.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from e2e.test_access import axe
from kings.kings_court.api import MatchRecord
from kings.kings_court.board import name
from kings.kings_court.moves import Move

BOOT_MS = 60_000
TABLE = "main[data-table='kings-court']"
#: pass and play to a multi-jump: Orange enters from the right, Green from the left; then e1 jumps the green e2
#: into the Court (e3) and may stop there, or jump its own f3 on to g3
TO_MULTI_JUMP = ("g3-f3", "b3-c3")
MULTI_JUMP = "e1xe3xg3"


class CourtPage:
    """King's Court in a browser tab (docs/testing-contract.md, section King's Court)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.errors: list[str] = []
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("console", lambda msg: self.errors.append(msg.text) if msg.type == "error" else None)

    def open(self, query: str, state: str = "ready") -> CourtPage:
        self.page.goto("/index.html?game=kings-court" + query)
        self.page.wait_for_selector(f"body[data-game='kings-court'][data-state='{state}']", timeout=BOOT_MS)
        return self

    def body(self, key: str) -> str:
        return str(self.page.get_attribute("body", f"data-{key}") or "")

    def state(self, key: str) -> str:
        return str(self.page.get_attribute("#court-state", f"data-{key}") or "")

    def record(self) -> MatchRecord:
        return MatchRecord.from_json(self.state("record"))

    def legal(self) -> tuple[Move, ...]:
        game = self.record().replay().current
        assert game is not None
        return game.legal_moves()

    def square(self, sq: int | str) -> str:
        return f"#court-grid [data-square='{sq if isinstance(sq, str) else name(sq)}']"

    def wait_human(self) -> None:
        self.page.wait_for_selector(
            "body[data-game='kings-court'][data-actor='human'], body[data-state='deal-over'],"
            " body[data-state='match-over']", timeout=BOOT_MS)  # fmt: skip

    def wait_moved(self, before: str) -> None:
        self.page.wait_for_function(f"document.body.dataset.moves !== '{before}'", timeout=BOOT_MS)

    def click_move(self, move: Move) -> None:
        """Play ``move`` by clicks: its piece, then each landing (lit before it is clicked); the last landing again
        when the jump could go on."""
        page, before = self.page, self.body("moves")
        page.click(self.square(move.origin))
        for sq in move.path[1:]:
            expect(page.locator(self.square(sq))).to_have_class(_has("target"))
            page.click(self.square(sq))
        if self.body("moves") == before and page.locator(self.square(move.target) + ".stop").count():
            page.click(self.square(move.target))
        self.wait_moved(before)

    def key_to(self, target: int) -> None:
        """Move the keyboard's cursor (the focused square) to ``target`` with the arrow keys."""
        page = self.page
        at = str(page.evaluate("document.activeElement.dataset.square || ''"))
        assert at, "the board has no focus"
        here = (int(at[1]) - 1) * 8 + "abcdefgh".index(at[0])
        df, dr = target % 8 - here % 8, target // 8 - here // 8
        for key, n in (("ArrowRight" if df > 0 else "ArrowLeft", abs(df)),
                       ("ArrowUp" if dr > 0 else "ArrowDown", abs(dr))):
            for _ in range(n):
                page.keyboard.press(key)
        expect(page.locator(self.square(target))).to_be_focused()

    def key_move(self, move: Move) -> None:
        """Play ``move`` from the keyboard: arrows to the piece, Enter, arrows to each landing, Enter (S when the
        jump could go on)."""
        page, before = self.page, self.body("moves")
        for sq in move.path:
            self.key_to(sq)
            page.keyboard.press("Enter")
        if self.body("moves") == before:
            page.keyboard.press("s")
        self.wait_moved(before)

    def drag_move(self, path: tuple[int, ...]) -> None:
        """Drag the piece on ``path[0]`` through every square of ``path`` and let it go on the last."""
        page = self.page
        centres = []
        for sq in path:
            box = page.locator(self.square(sq)).bounding_box()
            assert box is not None
            centres.append((box["x"] + box["width"] / 2, box["y"] + box["height"] / 2))
        page.mouse.move(*centres[0])
        page.mouse.down()
        for x, y in centres[1:]:
            page.mouse.move(x, y, steps=8)
        page.mouse.up()


def _has(cls: str) -> object:
    import re

    return re.compile(rf"\b{cls}\b")


@pytest.fixture
def court(page: Page) -> Iterator[CourtPage]:
    """King's Court's page; fails the test on a browser error."""
    game = CourtPage(page)
    yield game
    assert not game.errors, f"browser errors: {game.errors}"


def play_game(court: CourtPage, how: str, limit: int = 400) -> None:
    """The human plays the first legal move each turn (by clicks or keys) until the game in progress ends."""
    for _ in range(limit):
        court.wait_human()
        if court.body("state") != "ready":
            return
        move = court.legal()[0]
        if how == "keys":
            court.key_move(move)
        else:
            court.click_move(move)
    raise AssertionError("the game did not end")


def test_a_whole_game_against_a_cpu_played_by_clicks(court: CourtPage) -> None:
    page = court.open("&seed=3&level=easy&speed=instant").page
    assert axe(page) == []
    expect(page.locator("[data-seat-chip]")).to_have_count(2)
    expect(page.locator("#court-grid .sq.movable")).to_have_count(8)  # the eight pieces that can enter the Court
    play_game(court, "clicks")
    assert court.body("state") == "deal-over"
    expect(page.locator("#court-banner")).to_be_visible()
    expect(page.locator("#court-banner-actions [data-action='next']")).to_have_text("Next game")
    assert axe(page) == []
    match = court.record().replay()
    assert len(match.results) == 1 and match.current is None
    outcome = match.results[0].outcome
    assert outcome is not None
    log = page.locator("#court-log li")
    expect(log).to_have_count(len(match.results[0].moves))
    page.click("#court-banner-actions [data-action='next']")
    page.wait_for_selector("body[data-state='ready']")
    # the colours swap: you play Green now, and the CPU (Orange) moves first
    expect(page.locator("[data-seat-chip='0']")).to_have_class(_has("green"))
    court.wait_human()
    assert court.record().replay().current is not None and len(court.record().games) == 2


def test_a_whole_game_by_keys(court: CourtPage) -> None:
    page = court.open("&seed=5&level=easy&speed=instant").page
    page.locator("#court-grid [tabindex='0']").focus()
    play_game(court, "keys")
    assert court.body("state") == "deal-over"
    page.keyboard.press("n")  # the next game
    page.wait_for_selector("body[data-state='ready']")
    page.keyboard.press("?")
    expect(page.locator("#keys")).to_be_visible()
    page.keyboard.press("Escape")


def to_multi_jump(court: CourtPage) -> None:
    court.open("&seats=human,human&speed=instant")
    for text in TO_MULTI_JUMP:
        court.click_move(Move.parse(text))
    assert MULTI_JUMP in {str(m) for m in court.legal()}


def test_a_multi_jump_by_taps_stops_or_goes_on(court: CourtPage) -> None:
    page = court.page
    to_multi_jump(court)
    page.click(court.square("e1"))
    expect(page.locator(court.square("e1"))).to_have_class(_has("picked"))
    page.click(court.square("e3"))  # over the green e2: it is marked to be taken; e3 may be the end or go on
    expect(page.locator(court.square("e2"))).to_have_class(_has("taken"))
    expect(page.locator(court.square("e3"))).to_have_class(_has("stop"))
    expect(page.locator(court.square("g3"))).to_have_class(_has("target"))
    expect(page.locator(f"{TABLE} [data-action='stop']")).to_be_visible()
    assert court.body("moves") == "2"
    # Hint here answers from e3, taking nothing back (a reviewer's Hint undid the jump and hinted it again)
    page.click(f"{TABLE} [data-action='hint']")
    expect(page.locator("#court-message")).to_have_text(re.compile(r"^Hint: (stop at e3|jump on over f3 to g3)\.$"))
    assert court.state("hint") in {"e1xe3", MULTI_JUMP} and court.body("moves") == "2"
    data = page.evaluate("({...document.documentElement.dataset})")  # thought in the worker, among the ways on
    assert int(data.get("workerAnswers", 0)) >= 1 and int(data.get("workerFallbacks", 0)) == 0, data
    expect(page.locator(court.square("e3"))).to_have_class(_has("stop"))
    expect(page.locator(court.square("e2"))).to_have_class(_has("taken"))
    before = court.body("moves")
    page.click(court.square("g3"))  # on over Orange's own f3
    court.wait_moved(before)
    assert str(court.record().games[0][-1]) == MULTI_JUMP
    expect(page.locator(court.square("e2"))).to_have_class(_has("last-taken"))
    expect(page.locator(court.square("f3"))).to_have_class(_has("orange"))  # your own piece stays
    expect(page.locator("#announcer")).to_contain_text("Player 1 jumps e1 over e2 to e3, capturing, then over f3 to g3")


def test_a_multi_jump_by_a_drag_along_its_path(court: CourtPage) -> None:
    to_multi_jump(court)
    before = court.body("moves")
    court.drag_move(Move.parse(MULTI_JUMP).path)
    court.wait_moved(before)
    assert str(court.record().games[0][-1]) == MULTI_JUMP
    # a drag let go half way stops there: e1 over e2 to e3 only
    to_multi_jump(court)
    before = court.body("moves")
    court.drag_move(Move.parse("e1xe3").path)
    court.wait_moved(before)
    assert str(court.record().games[0][-1]) == "e1xe3"
    assert json.loads(court.state("record"))["games"][0][-1] == "e1xe3"


def test_pass_and_play_undo_and_a_reload_that_resumes(court: CourtPage) -> None:
    page = court.open("&seats=human,human&names=Ann,Bo&speed=instant").page
    expect(page.locator("#court-status")).to_have_text("Ann (Orange), your move: pick one of your ringed pieces.")
    court.click_move(Move.parse("d2-d3"))
    expect(page.locator("#court-status")).to_have_text("Bo (Green), your move: pick one of your ringed pieces.")
    assert court.body("state") == "ready" and court.body("to-act") == "1"  # no hand-off: nothing is hidden
    court.click_move(Move.parse("d7-d6"))
    before = court.body("moves")
    page.click(f"{TABLE} [data-action='undo']")  # pass and play: one move back
    court.wait_moved(before)
    assert [str(m) for m in court.record().games[0]] == ["d2-d3"]
    court.click_move(Move.parse("f7-f6"))
    position = court.state("position")
    page.reload()
    page.wait_for_selector("body[data-game='kings-court'][data-state='ready']", timeout=BOOT_MS)
    assert court.state("position") == position
    expect(page.locator(court.square("f6"))).to_have_class(_has("green"))
    expect(page.locator(court.square("f6"))).to_have_class(_has("last-to"))


def test_undo_against_a_cpu_and_a_hint_from_the_worker(court: CourtPage) -> None:
    page = court.open("&seed=4&level=easy&speed=instant").page
    court.click_move(court.legal()[0])
    court.wait_human()
    assert len(court.record().games[0]) == 2  # yours and the CPU's reply
    before = court.body("moves")
    page.click(f"{TABLE} [data-action='undo']")
    court.wait_moved(before)
    assert court.record().games[0] == () and court.body("actor") == "human"
    expect(page.locator("#court-message")).to_contain_text("Took back your ")
    page.click(f"{TABLE} [data-action='hint']")
    # the hard search behind it runs in the CPU worker: it shows a moment later
    page.wait_for_function("document.getElementById('court-state').dataset.hint !== ''", timeout=BOOT_MS)
    hint = Move.parse(court.state("hint"))
    assert hint in court.legal()
    expect(page.locator(court.square(hint.origin))).to_have_class(_has("hint-from"))
    expect(page.locator("#court-message")).to_contain_text("Hint: move ")
    court.click_move(hint)
    assert court.state("hint") == ""


#: In the page: for each square in play (a piece that can move, the picked one, a square to go to), the points 19 px
#: from its centre along the screen's diagonals (where a turned square is narrowest) that lie on no other square in
#: play: [square, x, y, the square under the point].
OFF_CENTRE = """() => {
  const live = '#court-grid :is(.movable, .picked, .target, .at)', out = [];
  for (const el of document.querySelectorAll(live)) {
    const r = el.getBoundingClientRect(), cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    for (const [dx, dy] of [[1, 1], [1, -1], [-1, 1], [-1, -1]]) {
      const x = cx + dx * 19 / Math.SQRT2, y = cy + dy * 19 / Math.SQRT2;
      const under = document.elementFromPoint(x, y), sq = under && under.closest('[data-square]');
      if (sq !== el && !(sq && sq.matches(live))) out.push([el.dataset.square, x, y, sq ? sq.dataset.square : '']);
    }
  }
  return out;
}"""


def test_on_a_phone_a_tap_within_20_px_of_a_piece_or_a_lit_square_is_one_on_it(court: CourtPage) -> None:
    """The new player's review: on a phone the squares to go to were 10 px dots and the pieces 22 px. The board is
    the screen's width (33 px squares, pieces 29 px), and a tap just off a piece that can move or a lit square counts
    for it: 19 px from its centre, on the square next to it, picks the piece or makes the move."""
    page = court.page
    page.set_viewport_size({"width": 390, "height": 844})
    court.open("&seed=4&level=easy&speed=instant")
    side = page.locator(court.square("d4")).evaluate("e => e.getBoundingClientRect().width / Math.SQRT2")
    assert side >= 32.5
    pieces = page.evaluate(OFF_CENTRE)
    assert len(pieces) >= 8
    for sq, x, y, under in pieces:
        page.mouse.click(x, y)
        expect(page.locator(court.square(sq)), f"{sq} tapped on {under}").to_have_class(_has("picked"))
        page.click(court.square(sq))  # again: the piece is put back
        expect(page.locator(court.square(sq))).not_to_have_class(_has("picked"))
    piece = court.legal()[0].origin
    page.click(court.square(piece))
    targets = page.evaluate(OFF_CENTRE)
    assert any(t[0] != name(piece) for t in targets)
    for sq, x, y, under in (t for t in targets if t[0] != name(piece)):
        before = court.body("moves")
        page.mouse.click(x, y)
        court.wait_moved(before)
        assert str(court.record().games[0][0]) == f"{name(piece)}-{sq}", f"{sq} tapped on {under}"
        court.wait_human()
        before = court.body("moves")
        page.click(f"{TABLE} [data-action='undo']")
        court.wait_moved(before)
        assert court.record().games[0] == ()
        page.click(court.square(piece))


def test_a_refusal_is_said_in_the_engines_words(court: CourtPage) -> None:
    page = court.open("&seed=3&level=easy&speed=instant").page
    page.click(court.square("c2"))
    expect(page.locator("#court-message")).to_have_text("c2 holds a green piece: Orange moves the orange pieces.")
    expect(page.locator("#court-message")).to_have_class(_has("error"))
    page.click(court.square("d2"))
    page.click(court.square("d4"))
    expect(page.locator("#court-message")).to_have_text(
        "No jumping in the first two moves: Orange's first move steps a piece onto the Court.")
    assert court.body("moves") == "0"


def test_the_rules_page_the_tutorial_and_the_statistics(court: CourtPage) -> None:
    page = court.open("&seed=3&level=easy&speed=instant").page
    page.click(".tools [data-action='help']")
    expect(page.locator("#help")).to_be_visible()
    expect(page.locator("#rules-body [data-section]")).to_have_count(9)
    expect(page.locator("#rules-body [data-section='decisions']")).to_contain_text("Where the sources are silent")
    assert "`" not in page.inner_text("#rules-body") and page.locator("#rules-body code", has_text="any-side").count()
    assert axe(page) == []
    page.click("#help [data-close='help']")
    page.click(".tools [data-action='tutorial']")
    expect(page.locator("#tutorial [data-for='kings-court']")).to_be_visible()
    page.click("#tutorial [data-action='tutorial-start']")
    coach = page.locator("#court-coach")
    expect(coach).to_contain_text("Step 1 of 5")
    page.click("#court-coach [data-action='tutorial-next']")
    expect(coach).to_contain_text("Step 2 of 5")
    court.click_move(court.legal()[0])
    expect(coach).to_contain_text("Step 3 of 5")
    assert axe(page) == []
    page.click("#court-coach [data-action='tutorial-exit']")
    expect(coach).to_be_hidden()
    page.click(".tools [data-action='stats']")
    expect(page.locator("#stats-game")).to_have_text("King's Court")
    expect(page.locator("#stats-overview")).to_contain_text("King's Court")
    assert axe(page) == []


def test_the_new_game_dialog_starts_a_match_of_the_rules_chosen(court: CourtPage) -> None:
    page = court.open("&seed=3&level=easy&speed=instant").page
    page.click(".tools [data-action='new']")
    expect(page.locator("#setup")).to_be_visible()
    assert axe(page) == []
    page.select_option("#setup-preset", "checkers")
    expect(page.locator("#setup-form [name='captures']")).to_have_value("compulsory")
    page.select_option("[name='seat-kind-1']", "hard")
    page.click("#setup [data-setup='start']")
    page.wait_for_selector("body[data-state='ready']")
    record = json.loads(court.state("record"))
    assert record["rules"]["id"] == "checkers" and record["games"] == [[]]
    expect(page.locator("[data-seat-chip='1']")).to_contain_text("Ada")


def test_the_match_end_says_the_colour_each_game_was_played_in(page: Page) -> None:
    """The match's end: each game's points with a dot of the colour played and its name ("2 (O)" puzzled a new
    player, issue 46), on one line at a phone's width."""
    from e2e.largest import states
    from e2e.test_fit_largest import open_state

    page.set_viewport_size({"width": 390, "height": 844})
    saved = json.dumps(states()["kings-court-match-over"].storage())
    page.add_init_script(f"for (const [k, v] of Object.entries({saved})) localStorage.setItem(k, v);")
    open_state(page, "kings-court-match-over")
    cells = page.eval_on_selector_all(
        "#court-banner .ending-table tbody td:has(> .swatch)",
        "tds => tds.map(td => [td.innerText.trim(), getComputedStyle(td.querySelector('.swatch')).backgroundColor,"
        " td.getClientRects()[0].height])")  # fmt: skip
    assert len(cells) == 4, cells
    colours = {"Orange": "rgb(242, 138, 30)", "Green": "rgb(47, 154, 76)"}
    for text, dot, height in cells:
        points, word = text.split()
        assert points.isdigit() and colours[word] == dot and height < 30, cells
    caption = page.locator("#court-banner .ending-table").evaluate("t => t.closest('[id]').innerText")
    assert "(O)" not in caption and "colour played" in caption
