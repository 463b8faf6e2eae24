"""The King, 3-13 and Kings Cup pages as their e2e tests drive them (docs/testing-contract.md): each game's waits and
a simple player for the human seat. Their fixtures (``king``, ``thirteen``, ``cup``) are in e2e/conftest.py."""

from __future__ import annotations

from playwright.sync_api import Page

from e2e.sites import BOOT_TIMEOUT_MS


class KingPage:
    """King in a browser tab (docs/testing-contract.md, section King), with a simple player for the
    human seat: the first lit card, the first enabled answer of the auction step, Next hand."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.errors: list[str] = []
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("console", lambda msg: self.errors.append(msg.text) if msg.type == "error" else None)

    def open(self, query: str, state: str = "ready") -> KingPage:
        self.page.goto("/index.html?game=king" + query)
        self.page.wait_for_selector(f"body[data-game='king'][data-state='{state}']", timeout=BOOT_TIMEOUT_MS)
        return self

    def body(self, name: str) -> str:
        return str(self.page.get_attribute("body", f"data-{name}") or "")

    def dataset(self) -> dict[str, str]:  # the body's data- attributes at one moment, in one round trip
        return dict(self.page.evaluate("() => ({...document.body.dataset})"))

    def state(self, name: str) -> str:
        return str(self.page.get_attribute("#king-state", f"data-{name}") or "")

    def wait_human(self) -> None:
        """Until the table waits on the human, a hand's result or the game's end."""
        self.page.wait_for_selector(
            "body[data-game='king'][data-actor='human'], body[data-state='hand-over'], body[data-state='game-over'],"
            " body[data-state='handoff']", timeout=BOOT_TIMEOUT_MS)  # fmt: skip

    def act(self, answer: str | None = None) -> str:
        """One step of the human: a card, an answer (the button ``answer`` names, else the first enabled),
        Next hand or the hand-off. Returns the state it acted in."""
        self.wait_human()
        page, data = self.page, self.dataset()
        state, moves = data.get("state", ""), data.get("moves", "")
        if state == "game-over":
            return state
        if state == "hand-over":
            page.click("#king-banner-actions [data-action='next']")
            page.wait_for_selector("body:not([data-state='hand-over'])")
            return state
        if state == "handoff":
            page.click("#king-banner-actions [data-action='handoff']")
            page.wait_for_selector("body:not([data-state='handoff'])")
            return state
        if data.get("phase") == "play":
            page.click("#king-hand .card:not(.dim)")
        else:
            chosen = page.locator(f"#king-bidding button[data-move='{answer}']:not([disabled])") if answer else None
            if chosen is not None and chosen.count():
                chosen.click()
            else:
                page.click("#king-bidding button[data-move]:not([disabled])")
        page.wait_for_function(f"document.body.dataset.moves !== '{moves}'")
        return state


class ThirteenPage:
    """3-13 in a browser tab (docs/testing-contract.md, section 3-13), with a simple player for the human seat:
    go out when offered, else draw from the stock and throw the first card left over."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.errors: list[str] = []
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("console", lambda msg: self.errors.append(msg.text) if msg.type == "error" else None)

    def open(self, query: str, state: str = "ready") -> ThirteenPage:
        self.page.goto("/index.html?game=three-thirteen" + query)
        self.page.wait_for_selector(f"body[data-game='three-thirteen'][data-state='{state}']", timeout=BOOT_TIMEOUT_MS)
        return self

    def body(self, name: str) -> str:
        return str(self.page.get_attribute("body", f"data-{name}") or "")

    def state(self, name: str) -> str:
        return str(self.page.get_attribute("#tt-state", f"data-{name}") or "")

    def wait_human(self) -> None:
        self.page.wait_for_selector(
            "body[data-game='three-thirteen'][data-actor='human'], body[data-state='deal-over'],"
            " body[data-state='match-over'], body[data-state='handoff']", timeout=BOOT_TIMEOUT_MS)  # fmt: skip

    def act(self) -> str:
        """One step of the human (a draw, a discard, going out, Next round or the hand-off); the state it acted in."""
        self.wait_human()
        state, page, moves = self.body("state"), self.page, self.body("moves")
        if state == "match-over":
            return state
        if state in ("deal-over", "handoff"):
            page.click("#tt-banner-actions [data-action]")
            page.wait_for_selector(f"body:not([data-state='{state}'])")
            return state
        if self.body("phase") == "draw":
            page.click("#tt-stock")
        elif page.locator("[data-action='out']:visible").count():
            page.click("[data-action='out']")
        else:
            card = page.locator("#tt-hand .meld.left .card, #tt-hand .meld.own .card").first
            if not card.count():
                card = page.locator("#tt-hand .card").last
            card.click()
            page.click("#tt-pile")
        page.wait_for_function(f"document.body.dataset.moves !== '{moves}'")
        return state


class CupPage:
    """Kings Cup in a browser tab (docs/testing-contract.md, section Kings Cup), with a simple table: draw; choose
    the first mate offered; make the house rule ``rule`` (or none)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.errors: list[str] = []
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("console", lambda msg: self.errors.append(msg.text) if msg.type == "error" else None)

    def open(self, query: str = "", state: str = "ready") -> CupPage:
        self.page.goto("/index.html?game=kings-cup" + query)
        self.wait(state)
        return self

    def wait(self, state: str = "ready") -> None:
        self.page.wait_for_selector(f"body[data-game='kings-cup'][data-state='{state}']", timeout=BOOT_TIMEOUT_MS)

    def body(self, name: str) -> str:
        return str(self.page.get_attribute("body", f"data-{name}") or "")

    def state(self, name: str) -> str:
        return str(self.page.get_attribute("#kc-state", f"data-{name}") or "")

    def act(self, rule: str = "") -> str:
        """One step of the table (a draw, a mate, a house rule); the phase it acted in."""
        page, moves, phase = self.page, self.body("moves"), self.body("phase")
        if phase == "mate":
            page.click(".kc-mate >> nth=0")
        elif phase == "rule":
            if rule:
                page.fill("#kc-rule-field", rule)
                page.click("#kc-rule-form button[type=submit]")
            else:
                page.click("[data-action='no-rule']")
        else:
            page.click(".kc-draw")
        page.wait_for_function(f"document.body.dataset.moves !== '{moves}'")
        return phase
