"""Klondike in Chromium (docs/testing-contract.md, section Klondike): a deal won by hints and auto-complete, resumed
after a reload on the way; keyboard play with its spoken moves; a drag; the table on a phone (no sideways scroll,
seven columns in sight) and axe-core clean."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.test_access import axe
from kings.klondike.api import DealRecord
from kings.klondike.assist import can_auto_complete
from kings.klondike.deal import Deal
from kings.klondike.rules import PRESETS
from kings.seeding import derive_seed
from web.klondike.jobs import HINT_PATH
from web.klondike.session import Session
from web.klondike.thinker import hint_of
from web.shell.storage import MemoryBackend, Store

BOOT_TIMEOUT_MS = 60_000
SEED = 9  #: a deal the hints win (76 hinted moves, then auto-complete)
LEFT = 8  #: hinted moves the test makes itself; the ones before are saved on the page first
TABLE = 'main[data-table="klondike"]'


def hinted(seed: int) -> list[Deal]:
    """The deal after each hinted move (the table's hints: the same seeds), up to where auto-complete takes over."""
    deal = Deal.new(PRESETS["draw-one"], seed)
    out = [deal]
    while not can_auto_complete(deal):
        move, _ = hint_of(deal, derive_seed(seed, HINT_PATH, len(deal.moves)))
        deal = deal.play(move)
        out.append(deal)
    return out


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
    kl.page.reload()  # resumes the deal, the move just made included
    kl.wait()
    assert kl.state("position") == line[-LEFT].position()
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
