"""Klondike in Chromium (docs/testing-contract.md, section Klondike): a deal won by hints and auto-complete, resumed
after a reload on the way, its banner and the records in the Stats dialog; keyboard play with its spoken moves; a
drag; the table on a phone (no sideways scroll, seven columns in sight); winnable deals from the New game dialog,
checked in the CPU worker while the page keeps answering, and the worker's verdict; the daily deal's link; giving
up a deal in play; the widget's events. axe-core clean on the table, the dialog and the banners."""

from __future__ import annotations

import datetime
import json
from typing import Any, Literal

import pytest
from playwright.sync_api import Page, expect

from e2e import sites
from e2e.klondike_line import hinted_line
from e2e.largest import LONG_COLUMN_TIME, states
from e2e.test_access import axe
from e2e.test_contrast_and_fit import contrast
from e2e.test_embed import HOST_PAGE, received, wait_for_message, widget
from kings.klondike.api import DealRecord
from kings.klondike.assist import can_auto_complete
from kings.klondike.deal import Deal
from kings.klondike.moves import parse_move
from kings.klondike.rules import PRESETS
from kings.klondike.seeds import WINNABLE, daily_seed, winnable_seed
from kings.klondike.solver import solve
from kings.seeding import derive_seed
from web.klondike.session import Session
from web.klondike.thinker import WINNABLE_BUDGET, winnable
from web.shell.storage import MemoryBackend, Store

BOOT_TIMEOUT_MS = 60_000
SEED = 9  #: a deal the hints win (76 hinted moves, then auto-complete)
SLOW_SEED = 40  #: a winnable deal whose check takes a while (see the test of winnable deals)
LEFT = 8  #: hinted moves the test makes itself; the ones before are saved on the page first
TABLE = 'main[data-table="klondike"]'
#: Records what the CPU worker is asked (each message's ``level``) and the windows of time the table shows
#: "Checking the deal…" (``body[data-state=checking]``).
WATCH = r"""
(() => {
  const w = (window.__kl = {asked: [], checking: []});
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (m, ...rest) {
    if (m && m.level) w.asked.push(m.level);
    return post.call(this, m, ...rest);
  };
  let on = null;
  const check = () => {
    const now = document.body && document.body.dataset.state === "checking";
    if (now && on === null) on = performance.now();
    if (!now && on !== null) { w.checking.push([on, performance.now()]); on = null; }
  };
  new MutationObserver(check).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-state"]});
})();
"""


def hinted(seed: int) -> list[Deal]:
    """The deal after each hinted move (the table's hints: the same seeds), up to where auto-complete takes over."""
    line = hinted_line(seed)  # (move, the deal before it): e2e/klondike_line.py
    return [deal for _, deal in line] + [line[-1][1].play(line[-1][0])]


def saved_storage(deal: Deal) -> dict[str, str]:
    """localStorage holding ``deal`` as Klondike's saved game."""
    backend = MemoryBackend()
    Store(backend).for_game("klondike").save("match", Session(deal).to_dict())
    return backend.data


class Table:
    def __init__(self, page: Page) -> None:
        self.page = page
        self.errors: list[str] = []
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("console", lambda msg: self.errors.append(msg.text) if msg.type == "error" else None)

    def open(self, query: str = "", storage: dict[str, str] | None = None) -> Table:
        if storage:  # written once, before the page's scripts run (a reload keeps what the game saved since)
            self.page.add_init_script(
                "if (!sessionStorage.getItem('kl-seeded')) { sessionStorage.setItem('kl-seeded', '1');"
                f" for (const [k, v] of Object.entries({json.dumps(storage)})) localStorage.setItem(k, v); }}"
            )
        self.page.goto("/index.html?game=klondike" + query)
        self.wait()
        return self

    def wait(self, state: str = "ready") -> None:
        self.page.wait_for_selector(f"body[data-game='klondike'][data-state='{state}']", timeout=BOOT_TIMEOUT_MS)

    def body(self, name: str) -> str:
        return str(self.page.get_attribute("body", f"data-{name}") or "")

    def state(self, name: str) -> str:
        return str(self.page.get_attribute("#kl-state", f"data-{name}") or "")

    def moved(self, before: str) -> None:
        self.page.wait_for_function(f"document.body.dataset.moves !== '{before}'")

    def tap_card(self, code: str) -> None:
        # the card's top-left corner: in a column, the part of a card never covered by the cards on it
        self.page.locator(f'{TABLE} [data-card="{code}"]').click(position={"x": 6, "y": 5})

    def play_hint(self) -> str:
        moves = self.body("moves")
        self.page.click(f"{TABLE} [data-action=hint]")
        self.page.wait_for_function("document.getElementById('kl-state').dataset.hint !== ''")
        hint = self.state("hint")
        if hint in ("draw", "recycle"):
            self.page.click(f'{TABLE} [data-pile="stock"]')
        else:
            self.tap_card(hint.split(">")[0])
        self.moved(moves)
        return hint


@pytest.fixture
def kl(page: Page) -> Any:
    table = Table(page)
    yield table
    assert not table.errors, f"browser errors: {table.errors}"


def test_a_deal_won_by_hints_and_auto_complete_resumed_after_a_reload(kl: Table) -> None:
    line = hinted(SEED)
    start = line[-1 - LEFT]
    kl.open(storage=saved_storage(start))
    assert kl.state("position") == start.position()
    kl.play_hint()
    said = kl.page.locator("#kl-log li").last.inner_text()
    kl.page.reload()  # resumes the deal, the move just made included
    kl.wait()
    assert kl.state("position") == line[-LEFT].position()
    # its log lists the moves made before the reload (it said "No moves yet" beside their count), the last in sight
    log = kl.page.locator("#kl-log li")
    expect(log).to_have_count(40)
    expect(log.last).to_have_text(said)
    expect(log.last).to_be_in_viewport()
    while kl.page.locator(f"{TABLE} [data-action=auto]:visible").count() == 0:
        kl.play_hint()
    assert kl.state("position") == line[-1].position()
    kl.page.click(f"{TABLE} [data-action=auto]")
    kl.wait("won")
    expect(kl.page.locator("#kl-banner-title")).to_have_text("You won!")
    expect(kl.page.locator("#kl-banner")).to_be_visible()
    assert "move" in kl.page.locator("#kl-banner-lines").inner_text()
    record = DealRecord.from_json(kl.state("record"))
    assert record.seed == SEED and record.replay().won
    expect(kl.page.locator("#kl-records")).to_contain_text("Won")
    assert axe(kl.page) == []  # the won banner
    kl.page.click("header [data-action=stats]")  # the records in the Stats dialog too
    streaks = kl.page.locator("#stats-body table", has_text="Streaks of won deals")
    expect(streaks.locator("tr", has_text="Current streak")).to_contain_text("1")
    expect(kl.page.locator("#stats-body table", has_text="Best won deals by rules")).to_contain_text("Draw one")


def shown_seconds(kl: Table) -> int:
    minutes, seconds = kl.page.locator(f"{TABLE} .kl-time dd").inner_text().split(":")
    return int(minutes) * 60 + int(seconds)


def test_a_reload_resumes_the_clock_from_the_time_played(kl: Table) -> None:
    """The new player's review: a deal of 83 moves resumed with its clock at 0:01. A deal's clock is saved with each
    move, and as the page goes too: the seconds since the last move are not lost in a reload."""
    kl.open(storage=states()["klondike-longest-column"].storage())
    assert shown_seconds(kl) >= LONG_COLUMN_TIME  # 6:25 played before this visit
    kl.page.wait_for_timeout(2500)  # no move: the clock runs on
    kl.page.reload()
    kl.wait()
    assert shown_seconds(kl) >= LONG_COLUMN_TIME + 2
    # the standard score as its clock leaves it (the deal's 40 points, less 2 every 10 seconds: none left)
    assert kl.page.locator(f"{TABLE} .kl-score dd").inner_text() == "0"


def test_the_finish_button_is_readable_in_every_theme_and_fits_the_widget(kl: Table) -> None:
    """Finish wears the mint of a lit target in every theme: its text was the dark theme's pale button ink on it
    (1.2:1; WCAG AA asks 4.5:1). In the widget its row of five buttons pushed New deal half out of the frame."""
    deal = Deal.new(PRESETS["draw-one"], 7)
    for move in solve(deal, 50_000).line:
        if can_auto_complete(deal):
            break
        deal = deal.play(move)
    page, finish = kl.page, f"{TABLE} [data-action=auto]"
    sizes: tuple[tuple[str, Literal["dark", "light"], int, int], ...] = (
        ("", "dark", 1280, 800), ("", "light", 1280, 800), ("&theme=dark", "light", 390, 844),
        ("&theme=green", "light", 390, 844), ("&embed=1&theme=dark", "light", 360, 500))
    for query, scheme, width, height in sizes:
        page.emulate_media(color_scheme=scheme)
        page.set_viewport_size({"width": width, "height": height})
        kl.open(query, storage=saved_storage(deal))
        expect(page.locator(finish)).to_be_visible()
        assert contrast(page, finish) >= 4.5, (query, scheme)
        for box in page.locator(f"{TABLE} .kl-actions .control:visible").evaluate_all(
                "els => els.map(e => e.getBoundingClientRect().toJSON())"):  # fmt: skip
            assert box["x"] >= 0 and box["x"] + box["width"] <= width, (query, box)


def test_keyboard_play_is_spoken_and_axe_finds_nothing(kl: Table) -> None:
    kl.open("&seed=7")
    page = kl.page
    page.keyboard.press("5")  # pick up column 5's 3♣
    expect(page.locator(f'{TABLE} [data-pile="C5"]')).to_have_class("kl-pile kl-column selected")
    page.keyboard.press("1")  # onto column 1's 4♦
    kl.moved("0")
    expect(page.locator("#announcer")).to_contain_text("3 of clubs to the 4 of diamonds, column 1")
    page.keyboard.press("d")
    kl.moved("1")
    page.keyboard.press("u")
    page.wait_for_function("document.body.dataset.moves === '1'")
    page.locator(f'{TABLE} [data-pile="stock"]').focus()
    for key in ("ArrowDown", "End"):
        page.keyboard.press(key)
    assert page.evaluate("document.activeElement.dataset.pile") == "C7"
    page.keyboard.press("Enter")  # A♣ picked up...
    page.keyboard.press("Enter")  # ... and to its best place: home
    kl.moved("1")
    assert kl.state("position").endswith("home=C1.D0.H0.S0")
    label = page.get_attribute(f'{TABLE} [data-pile="C7"]', "aria-label") or ""
    assert label.startswith("Column 7: 5 face down, then ")
    page.keyboard.press("h")
    page.wait_for_function("document.getElementById('kl-state').dataset.hint !== ''")
    assert axe(page) == []


def test_on_a_phone_seven_columns_fit_and_a_card_drags(kl: Table) -> None:
    page = kl.page
    page.set_viewport_size({"width": 390, "height": 844})
    kl.open("&seed=7&rules=draw-three")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    for i in range(1, 8):
        box = page.locator(f'{TABLE} [data-pile="C{i}"]').bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["width"] >= 40
    src = page.locator(f'{TABLE} [data-card="3C"]').bounding_box()
    dst = page.locator(f'{TABLE} [data-pile="C1"]').bounding_box()
    assert src is not None and dst is not None
    page.mouse.move(src["x"] + 10, src["y"] + 10)
    page.mouse.down()
    page.mouse.move(src["x"] - 20, src["y"] + 20, steps=4)
    page.mouse.move(dst["x"] + 20, dst["y"] + 40, steps=6)
    page.mouse.up()
    kl.moved("0")
    assert [c for c in page.locator(f'{TABLE} [data-pile="C1"] [data-card]').evaluate_all(
        "els => els.map(e => e.dataset.card)")] == ["4D", "3C"]  # fmt: skip
    page.click(f'{TABLE} [data-pile="stock"]')
    kl.moved("1")
    assert page.locator(f'{TABLE} [data-pile="waste"] [data-card]').count() == 3  # drawing three fans them
    assert axe(page) == []


def test_winnable_deals_are_checked_in_the_worker_the_page_answering_and_the_verdict_is_the_workers(kl: Table) -> None:
    # A check long enough to tell: from this seed the solver uses up its whole budget on the first deal before it
    # wins the second (1.3 s in CPython here). The page answers keys meanwhile, and the page's own record says the
    # worker answered (web/shell/boot.py: data-worker-answers); how long the page's thread is busy meanwhile is
    # bench/longtasks.py's figure, not a test's: a clock judged on a busy machine fails for the machine's sake.
    # (Seed 5's first deal wins in 15 ms: no check at all.)
    rules = PRESETS["draw-one"]
    assert solve(Deal.new(rules, derive_seed(SLOW_SEED, WINNABLE, 0)), WINNABLE_BUDGET).result == "unknown"
    page = kl.page
    page.add_init_script(WATCH)
    kl.open("&seed=9")
    # a table with no CPU seat boots no worker until it is asked for something (web/shell/boot.py); the first
    # hint starts it (and may be answered on the page while it boots): count from the moment it is ready
    assert page.get_attribute("html", "data-cpu-worker") is None
    page.click(f"{TABLE} [data-action=hint]")
    page.wait_for_selector("html[data-cpu-worker='ready']", timeout=60_000)  # (a check before it falls back)
    page.wait_for_function("(d => Number(d.workerAnswers || 0) + Number(d.workerFallbacks || 0))"
                           "(document.documentElement.dataset) === 1")  # the hint answered, by the worker or not
    answers, fallbacks = (page.get_attribute("html", f"data-worker-{k}") for k in ("answers", "fallbacks"))
    page.click(f"{TABLE} [data-action=new]")  # New game…: the dialog
    expect(page.locator("#setup")).to_be_visible()
    assert axe(page) == []
    page.check("#setup [name=winnable]")
    page.fill("#setup-seed", str(SLOW_SEED))
    page.click("#setup [data-setup=start]")  # nothing played yet: no "Give up this deal?"
    page.keyboard.press("?")  # while the deal is checked, the page answers: the list of keys opens
    expect(page.locator("#keys")).to_be_visible()
    assert kl.body("state") == "checking", "the list of keys opened only once the check was over"
    page.keyboard.press("Escape")
    kl.wait()
    assert page.evaluate("window.__kl.checking.length") == 1  # "Checking the deal…" showed, then the deal
    expect(page.locator("#kl-deal")).to_contain_text("winnable")
    assert page.evaluate("window.__kl.asked") == ["hint", "winnable"]  # the hint that started the worker, the check
    assert kl.state("position") == Deal.new(rules, winnable(rules, SLOW_SEED)).position()  # the solver's deal
    assert page.get_attribute("html", "data-worker-fallbacks") == fallbacks, "the page checked the deal itself"
    assert int(page.get_attribute("html", "data-worker-answers") or 0) == int(answers or 0) + 1
    page.click(f"{TABLE} [data-action=verdict]")
    expect(page.locator("#kl-message")).to_have_text(
        "Yes: this deal can still be won. The solver found a way, looking at every card.", timeout=30_000)
    assert page.evaluate("window.__kl.asked") == ["hint", "winnable", "verdict"]


@pytest.mark.browser_context_args()  # a fresh profile: the clock installed below stays in it
def test_the_daily_link_deals_the_same_deal_and_leaving_a_deal_in_play_asks_first(kl: Table) -> None:
    page = kl.page
    # the page's clock on that day: a daily after today is refused (dealt as a normal game), and CI's clock may read
    # any date
    page.clock.install(time=datetime.datetime(2026, 11, 25, 12, tzinfo=datetime.UTC))
    kl.open("&daily=2026-11-25")  # the shell's daily, as Klondike declares it: draw three, the first winnable deal
    seed = winnable_seed(PRESETS["draw-three"], daily_seed(2026, 11, 25))  # from the seed the day always had
    expected = Deal.new(PRESETS["draw-three"], seed).position()
    page.wait_for_function(f"document.querySelector('#kl-state').dataset.position === {json.dumps(expected)}")
    expect(page.locator("#kl-deal")).to_contain_text("Daily deal 25 November 2026")
    page.goto("/index.html?game=klondike&daily=2026-11-25")  # the link again: the same deal
    kl.wait()
    page.wait_for_function(f"document.querySelector('#kl-state').dataset.position === {json.dumps(expected)}")
    kl.open("&seed=7&rules=vegas-one")
    expected = Deal.new(PRESETS["vegas-one"], 7).position()
    page.click(f'{TABLE} [data-pile="stock"]')
    kl.moved("0")
    page.click(f"{TABLE} [data-action=new-deal]")
    banner = page.locator("#kl-banner")
    expect(banner).to_be_visible()
    expect(page.locator("#kl-banner-title")).to_have_text("Give up this deal?")
    expect(page.locator("#kl-banner-lines")).to_contain_text("Vegas: this deal's -$52 stays in your running total")
    assert axe(page) == []
    page.keyboard.press("Escape")  # keep playing
    expect(banner).to_be_hidden()
    page.click(f"{TABLE} [data-action=new-deal]")
    page.get_by_role("button", name="Give up and deal again").click()
    expect(page.locator("#kl-message")).to_have_text("Deal 7 counted as lost (Vegas: -$52).")
    assert kl.body("moves") == "0" and kl.state("position") != expected
    expect(page.locator(f"{TABLE} .kl-total dd")).to_have_text("-$104")  # the last deal's -$52, this one's stake


def test_the_widget_tells_its_host_what_happens(kl: Table, tmp_path: Any, base_url: str) -> None:
    root = tmp_path / "host"
    root.mkdir()
    server = sites.Server(root)
    try:
        src = f"{base_url}/index.html?embed=1&game=klondike&seed=7&host={server.origin}"
        (root / "index.html").write_text(HOST_PAGE.format(widget=src, stranger="about:blank"), encoding="utf-8")
        page = kl.page
        page.goto(f"{server.origin}/index.html")
        frame = widget(page)
        ready = wait_for_message(page, "ready")
        assert ready["game"] == "klondike" and ready["rules"] == "draw-one" and ready["deals"] == 0
        assert [p["name"] for p in ready["players"]] == ["You"] and ready["scores"][0]["total"] == 0
        assert wait_for_message(page, "resize")["width"] == 320
        frame.locator(f'{TABLE} [data-card="AC"]').click(position={"x": 6, "y": 5})
        frame.wait_for_function("document.body.dataset.moves === '1'")
        page.evaluate("command('new-game')")  # the host's command: a new deal at once (the host decides)
        start = wait_for_message(page, "match-start")
        assert start["game"] == "klondike" and start["deals"] == 0
        assert received(page, "deal-over") == []  # a deal left unfinished is no deal played to its end
        frame.locator(f'{TABLE} [data-pile="stock"]').focus()  # the player draws, then gives the deal up: a deal lost
        page.keyboard.press("d")
        frame.wait_for_function("document.body.dataset.moves === '1'")
        page.keyboard.press("n")
        give_up = frame.get_by_role("button", name="Give up and deal again")
        give_up.focus()
        page.keyboard.press("Enter")
        frame.wait_for_function("document.body.dataset.moves === '0'")
        over = wait_for_message(page, "deal-over")
        assert over["winners"] == [] and over["scores"][0]["name"] == "You"
        assert wait_for_message(page, "match-over")["winners"] == []
        assert wait_for_message(page, "match-start", 2)["deals"] == 0
        # the host sizes the frame to the height asked for; the table must not grow with it (it once did, unbounded)
        heights = [m["height"] for m in received(page, "resize")]
        assert max(heights) < 1000, heights
    finally:
        server.stop()


def test_the_hint_to_give_up_names_new_deal_and_reads_whole_on_a_small_phone(kl: Table) -> None:
    """The new player's review: after three trips round the stock the hint said "Give up: ...", and there is no Give
    up button (New deal asks "Give up this deal?"). The hint names New deal, and its two lines show whole in the
    band of a 360 px phone (a longer line scrolled its end out of sight)."""
    deal = Deal.new(PRESETS["draw-one"], 2)
    for _step in range(101):  # deal 2: drawing only, no card changes anything for three trips round the stock
        deal = deal.play(parse_move("draw" if parse_move("draw") in deal.legal_moves() else "recycle"))
    page = kl.page
    page.set_viewport_size({"width": 360, "height": 640})
    kl.open("", storage=saved_storage(deal))
    page.click(f"{TABLE} [data-action=hint]")
    band = page.locator(f"{TABLE} .message")
    expect(band).to_contain_text("press New deal to give up")
    expect(page.locator(f"{TABLE} [data-action='new-deal']")).to_be_visible()
    lines = band.evaluate("(m) => [m.scrollHeight, m.clientHeight, parseFloat(getComputedStyle(m).lineHeight)]")
    assert lines[0] - lines[1] < lines[2] / 2, lines  # (the band's two lines; a third would scroll)


def test_the_setup_dialogs_daily_deal_speaks_of_no_players(kl: Table) -> None:
    """A one-player game's daily deal said "with its own players and rules": a solitaire has no players of the day."""
    page = kl.page
    kl.open("&seed=7")
    page.click("button.tool[data-action='new']")
    daily = page.locator("#setup-daily [data-action='daily']")
    expect(daily).to_be_visible()
    expect(daily).to_have_accessible_description("The same deal for everyone today, with its own rules.")
