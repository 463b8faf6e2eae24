"""The King, 3-13 and Kings Cup pages as their e2e tests drive them (docs/testing-contract.md): each game's waits and
a simple player for the human seat. Their fixtures (``king``, ``thirteen``, ``cup``) are in e2e/conftest.py."""

from __future__ import annotations

from playwright.sync_api import Locator, Page

from e2e.sites import BOOT_TIMEOUT_MS

#: Resolves with the body's data- attributes once the body matches ``selector`` and (unless null) its ``data-moves``
#: is no longer ``moves``; rejects after ``ms``, saying what the body held then. One round trip where a wait and then
#: a read of each attribute took one each, and a MutationObserver where the wait polled every frame: a whole game's
#: loop spent most of its time on those (3-13's, King's). The body's attributes are read at a moment it matches.
UNTIL = """([selector, moves, ms]) => new Promise((resolve, reject) => {
  const body = document.body;
  const done = () => (moves === null || body.dataset.moves !== moves) && body.matches(selector);
  const check = () => {
    if (!done()) return false;
    observer.disconnect();
    clearTimeout(timer);
    resolve({...body.dataset});
    return true;
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(() => {
    observer.disconnect();
    const now = JSON.stringify({...body.dataset});
    reject(new Error(`no ${selector} (moves not ${moves}) within ${ms} ms: ${now}`));
  }, ms);
  if (!check()) observer.observe(body, {attributes: true});
})"""


def tap(page: Page, target: str | Locator, still: bool) -> None:
    """A tap on ``target`` (a selector's first element, or a locator). ``still``: nothing on the table moves between
    moves (the Instant speed, the body's ``data-speed``: no card flies), so Playwright's checks before it (that the
    element held still over two frames and is the one the pointer hits: ~70-100 ms a tap here, most of a whole game's
    time) are left out. The tap is still a real pointer's, at the element's centre, and every act then waits for the
    move it plays: a tap that missed fails the test still, at that wait."""
    locator = page.locator(target).first if isinstance(target, str) else target
    locator.click(force=still)


def until(page: Page, selector: str, moves: str | None = None, timeout: int = BOOT_TIMEOUT_MS) -> dict[str, str]:
    """The body's data- attributes once it matches ``selector`` (and its ``data-moves`` is no longer ``moves``)."""
    return {str(k): str(v) for k, v in page.evaluate(UNTIL, [selector, moves, timeout]).items()}


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

    def wait_human(self) -> dict[str, str]:
        """Until the table waits on the human, a hand's result or the game's end; the body's data- attributes then."""
        return until(self.page, "body[data-game='king'][data-actor='human'], body[data-state='hand-over'],"
                                " body[data-state='game-over'], body[data-state='handoff']")  # fmt: skip

    def act(self, answer: str | None = None, data: dict[str, str] | None = None) -> str:
        """One step of the human: a card, an answer (the button ``answer`` names, else the first enabled),
        Next hand or the hand-off. Returns the state it acted in. ``data``: what :meth:`wait_human` just returned
        (nothing has changed since: the table waits on you), else it is waited for here."""
        page, data = self.page, data or self.wait_human()
        state, moves = data.get("state", ""), data.get("moves", "")
        still = data.get("speed") == "instant"  # nothing moves on the table between moves (:func:`tap`)
        if state == "game-over":
            return state
        if state in ("hand-over", "handoff"):
            page.click(f"#king-banner-actions [data-action='{'next' if state == 'hand-over' else state}']")
            until(page, f"body:not([data-state='{state}'])")
            return state
        if data.get("phase") == "play":
            tap(page, "#king-hand .card:not(.dim)", still)
        else:
            chosen = page.locator(f"#king-bidding button[data-move='{answer}']:not([disabled])") if answer else None
            if chosen is not None and chosen.count():
                chosen.click()
            else:
                page.click("#king-bidding button[data-move]:not([disabled])")
        until(page, "body", moves)
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

    def wait_human(self) -> dict[str, str]:
        """Until the table waits on the human, a round's end or the game's; the body's data- attributes then."""
        return until(self.page, "body[data-game='three-thirteen'][data-actor='human'], body[data-state='deal-over'],"
                                " body[data-state='match-over'], body[data-state='handoff']")  # fmt: skip

    def act(self, data: dict[str, str] | None = None) -> str:
        """One step of the human (a draw, a discard, going out, Next round or the hand-off); the state it acted in.
        ``data``: what :meth:`wait_human` just returned (the table waits on you), else it is waited for here."""
        page, data = self.page, data or self.wait_human()
        state, moves = data.get("state", ""), data.get("moves", "")
        still = data.get("speed") == "instant"  # nothing moves on the table between moves (:func:`tap`)
        if state == "match-over":
            return state
        if state in ("deal-over", "handoff"):
            page.click("#tt-banner-actions [data-action]")
            until(page, f"body:not([data-state='{state}'])")
            return state
        if data.get("phase") == "draw":
            tap(page, "#tt-stock", still)
        elif page.locator("[data-action='out']:visible").count():
            page.click("[data-action='out']")
        else:
            card = page.locator("#tt-hand .meld.left .card, #tt-hand .meld.own .card").first
            if not card.count():
                card = page.locator("#tt-hand .card").last
            tap(page, card, still)
            tap(page, "#tt-pile", still)
        until(page, "body", moves)
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
