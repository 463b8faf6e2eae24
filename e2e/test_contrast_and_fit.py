"""Text stays readable and a widget's hand stays in sight, in Chromium (issue 12, bugs 2-4): a hint
keeps its box below 900 px; the gold "Next deal" button keeps dark text in dark mode; a 360x500
widget shows no first-visit offer, and its hand and buttons fit in the box; every line on a gold button
(a second line too) reads 4.5:1 in every theme.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest
from playwright.sync_api import Page, expect

from e2e.largest import states, stored
from e2e.test_access import preload, saved_match
from kings.corners import preset
from web.corners.session import Session
from web.corners.spec import Setup
from web.shell.seats import HUMAN, make_seats

if TYPE_CHECKING:
    from conftest import KingsPage

#: The contrast ratio (WCAG 2) of an element's text on the first opaque background behind it.
CONTRAST = """(el) => {
  const rgb = (s) => (s.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  let bg = null;
  for (let e = el; e && !bg; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] === 1)) bg = c.slice(0, 3);
  }
  const fg = rgb(getComputedStyle(el).color).slice(0, 3);
  const [a, b] = [lum(fg), lum(bg || [255, 255, 255])].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}"""


def contrast(page: Page, selector: str) -> float:
    return float(page.locator(selector).first.evaluate(CONTRAST))


def test_a_hint_keeps_its_box_on_narrow_screens(kings: KingsPage) -> None:
    page = kings.page
    page.set_viewport_size({"width": 1280, "height": 900})
    kings.open("?seed=3&players=2&speed=instant")
    kings.wait_human()
    page.get_by_role("button", name="Hint", exact=True).click()
    page.wait_for_function("document.getElementById('kings-state').dataset.hint !== ''")
    for width in (1280, 800, 390):  # the hint's line as the window narrows (one page: the layout is the stylesheet's)
        page.set_viewport_size({"width": width, "height": 900})
        assert page.locator("#message").inner_text().startswith("Hint: ")
        assert page.evaluate("getComputedStyle(document.getElementById('message')).display") != "contents", width
        assert contrast(page, "#message") >= 4.5, width


def over_deal() -> Session:
    """A match of three whose first deal just ended, the match going on (the banner shows Next deal)."""
    session = Session.new(Setup(make_seats([HUMAN, "easy", "medium"]), preset("standard")), 9)
    while session.in_deal:
        session = session.play(session.shown.legal_moves()[0])
    assert not session.match.over
    return session


@pytest.mark.parametrize("theme", ["system-dark", "dark", "green", "light"])
def test_the_next_deal_button_is_readable_in_every_theme(kings: KingsPage, theme: str) -> None:
    page = kings.page
    if theme == "system-dark":
        page.emulate_media(color_scheme="dark")
    preload(page, match=saved_match(over_deal()))
    kings.open("" if theme == "system-dark" else f"?game=corners&theme={theme}", state="deal-over")
    button = "#banner [data-action='next']"
    assert page.locator(button).inner_text() == "Next deal"
    assert contrast(page, button) >= 4.5, theme


def test_a_small_widget_shows_its_hand_and_no_first_visit_offer(kings: KingsPage) -> None:
    page = kings.page
    page.set_viewport_size({"width": 360, "height": 500})
    kings.open("?embed=1&seed=5&players=2&speed=instant")
    kings.wait_human()
    assert page.locator("#coach").is_hidden()  # no tutorial offer in someone else's page
    assert "Welcome" not in page.locator("#message").inner_text()
    for selector in ("#hand [data-card]", ".controls [data-action='end']"):
        box = page.locator(selector).first.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 500, f"{selector} is below the fold: {box}"



#: The text colours of a main (gold) button, of the same button that cannot be pressed now, and of another button
#: that cannot be pressed, side by side in the table's controls row.
PRIMARY_PAIR = """() => {
  const row = document.querySelector('#controls') || document.body;
  const made = [['control primary', 'false'], ['control primary', 'true'], ['control', 'true']].map(([cls, off]) => {
    const b = document.createElement('button');
    b.className = cls; b.textContent = 'Draw & end turn'; b.setAttribute('aria-disabled', off);
    row.appendChild(b);
    return b;
  });
  const out = made.map((b) => getComputedStyle(b).color);
  made.forEach((b) => b.remove());
  return out;
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_main_button_that_cannot_be_pressed_looks_it(kings: KingsPage, scheme: str) -> None:
    """Review 60: while a CPU played, the greyed "Draw & end turn" kept its words in full ink and looked ready; a
    main button that cannot be pressed has faded words, as every other such button."""
    kings.page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    kings.open("?game=corners")
    ready, off, other = kings.page.evaluate(PRIMARY_PAIR)
    assert off == other != ready, f"{scheme}: main {ready}, main that cannot be pressed {off}, another {other}"


def king_answering_the_auction() -> object:
    """King: you deal a positive hand and auction it; the next seat bids 1 up, the others pass: your answer (Accept
    on the gold button, its second line "... plays it and pays you 25"; Decline, Ultimatum, Forfeit)."""
    from e2e.largest import king_session
    from kings.king.auction import Bid
    from kings.king.moves import AUCTION, PASS

    def move(s: Any) -> Any:
        game, legal = s.game, s.game.legal_moves()
        if game.phase != "auction":
            return AUCTION if AUCTION in legal else legal[0]
        return Bid(1) if game.positive.auction.high is None and game.acting != 0 else PASS

    return king_session(lambda s: s.game.phase == "settle" and s.game.acting == 0, move=move)


#: Every line of words on a gold (main) button that can be pressed, with its contrast on the button, where below 4.5
GOLD_LINES = f"""() => {{
  const contrast = {CONTRAST}, out = [];
  for (const b of document.querySelectorAll('.primary:not(:disabled):not([aria-disabled="true"])')) {{
    if (!b.getClientRects().length || getComputedStyle(b).visibility === 'hidden') continue;
    for (const e of [b, ...b.querySelectorAll('*')]) {{
      const words = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!words || e.getBoundingClientRect().width <= 1 || getComputedStyle(e).visibility === 'hidden') continue;
      const ratio = contrast(e);
      if (ratio < 4.5) out.push(`${{e.textContent.trim()}}: ${{ratio.toFixed(2)}}:1 (${{getComputedStyle(e).color}})`);
    }}
  }}
  return out;
}}"""

#: (the game, its saved game, what the page's <body> says once it waits on you, a gold button with two lines)
GOLD_STATES = {
    "king-answer": ("king", lambda: stored("king", king_answering_the_auction()), "#king-bidding .choice.primary"),
    "three-thirteen-go-out": ("three-thirteen", lambda: states()["three-thirteen-go-out"].storage(),
                              "[data-action='out']"),
    "kings-cup-draw": ("kings-cup", lambda: states()["kings-cup-twelve-mid-game"].storage(), ".kc-draw"),
}


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
@pytest.mark.parametrize("name", GOLD_STATES)
def test_every_line_on_a_gold_button_is_readable(page: Page, name: str, theme: str) -> None:
    """The new player's review: King's gold "Accept 1 up" said "Ada plays it and pays you 25" in the dark theme's
    light grey, 1.2:1 on the gold. Every line of every gold button (King's answer, 3-13's Go out with its points,
    Kings Cup's Draw naming who draws) reads 4.5:1 at least on a phone, light, dark and high contrast."""
    game, storage, button = GOLD_STATES[name]
    saved = json.dumps(storage())
    page.add_init_script(f"for (const [k, v] of Object.entries({saved})) localStorage.setItem(k, v);")
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(color_scheme="dark" if theme == "dark" else "light",
                       contrast="more" if theme == "contrast" else "no-preference")  # fmt: skip
    page.goto(f"/index.html?game={game}")
    page.wait_for_selector(f"body[data-game='{game}'][data-state='ready'][data-actor='human']", timeout=60_000)
    two_lines = page.locator(button).first
    expect(two_lines).to_be_visible()
    assert two_lines.evaluate("(b) => [...b.children].filter((c) => c.textContent.trim()).length") >= 2
    assert page.evaluate(GOLD_LINES) == [], f"{name} {theme}"
