"""Bad input never breaks the page: corrupt or blocked storage, bad URLs, names that look like HTML."""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import quote

from playwright.sync_api import expect

if TYPE_CHECKING:
    from conftest import KingsPage

XSS = "<img src=x onerror=alert(1)>"


def test_corrupt_local_storage_recovers_with_a_notice(kings: KingsPage) -> None:
    page = kings.page
    kings.open("?seed=3&players=2&speed=instant")
    page.evaluate("""() => {
        localStorage.setItem('kings.corners.match', '{"schema":1,"kind":"match","data":{"record":"garbage"}}');
        localStorage.setItem('kings.corners.stats', 'not json at all');
        localStorage.setItem('kings.prefs', JSON.stringify({schema: 7, kind: 'prefs', data: {}}));
    }""")
    page.reload()
    kings.wait("ready")
    notices = page.locator("#notices .notice")
    expect(notices).to_have_count(3)
    expect(notices.nth(0)).to_contain_text("settings shared by every game came from a newer version")
    expect(page.locator("#notices")).to_contain_text("statistics could not be read")
    expect(page.locator("#notices")).to_contain_text("match in progress could not be read, so a new game was started")
    assert len(kings.hand_cards()) == 7
    notices.first.get_by_role("button", name="Dismiss notice").click()
    expect(notices).to_have_count(0)
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('kings.corners.match')).schema")
    assert saved == 1


def test_blocked_storage_plays_on_in_memory(kings: KingsPage) -> None:
    page = kings.page
    page.add_init_script("""Object.defineProperty(window, 'localStorage', {
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }
    });""")
    kings.open("?seed=3&players=2&speed=instant")
    expect(page.locator("#notices")).to_contain_text("not letting the game save")
    expect(page.locator("#notices")).to_contain_text("this game is not being saved")
    page.get_by_role("button", name="Draw & end turn").click()
    kings.wait_human()
    assert int(kings.body("moves")) >= 1


def test_a_bad_url_explains_itself_and_falls_back(kings: KingsPage) -> None:
    page = kings.page
    kings.open("?seed=banana&rules=nope&players=42&speed=warp")
    notices = page.locator("#notices")
    expect(notices).to_contain_text("seed: 'banana' is not a whole number")
    expect(notices).to_contain_text("rules: there is no preset 'nope'")
    expect(notices).to_contain_text("players: 42 is not 2 to 6")
    expect(notices).to_contain_text("speed: 'warp'")
    expect(page.locator("[data-seat-chip]")).to_have_count(3)
    expect(page.locator("#title")).to_have_text("Deal 1 · Standard")  # the header names no source: the rules page does


def test_a_name_that_looks_like_html_stays_text(kings: KingsPage) -> None:
    page = kings.page
    kings.open(f"?seed=4&players=2&names={quote(XSS)},Bob&speed=instant")
    chip = page.locator("[data-seat-chip='0'] .seat-name")
    assert chip.evaluate("e => e.firstChild.textContent") == XSS
    assert page.locator("main img, #banner img, #notices img").count() == 0
    expect(page.locator("#sheet tbody tr").first.locator("th")).to_have_text(XSS)

    page.get_by_role("button", name="New game").click()
    dialog = page.locator("#setup")
    expect(dialog).to_be_visible()
    dialog.get_by_label("Seat 2 name").fill(XSS + "<script>alert(2)</script>")
    dialog.get_by_role("button", name="Start game").click()
    expect(dialog).to_be_hidden()
    kings.wait_human()
    name = page.locator("[data-seat-chip='1'] .seat-name").evaluate("e => e.firstChild.textContent")
    assert name == (XSS + "<script>alert(2)</script>")[:40]
    assert page.locator("main img, main script").count() == 0
    # kings fixture teardown: no alert() dialog opened and no browser error


def test_a_refused_new_game_says_why_in_sight_and_points_at_the_field(kings: KingsPage) -> None:
    """Review 71: on a phone the reason Start game refused ("... cannot be empty") sat at the form's foot, off the
    screen, so Start seemed to do nothing. It now sits over Start game and the field it is about takes the focus."""
    page = kings.page
    page.set_viewport_size({"width": 390, "height": 844})
    kings.open("?seed=3&players=2&speed=instant")
    page.get_by_role("button", name="New game").click()
    page.locator("#setup details summary").click()
    dealt = page.locator("#setup input[name='hand_size']")
    dealt.fill("99")
    page.get_by_role("button", name="Start game").click()
    error = page.locator("#setup-error")
    expect(error).to_have_text("Cards dealt: choose a whole number from 1 to 13.")
    seen = error.evaluate("""(e) => { const r = e.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return r.top >= 0 && r.bottom <= innerHeight && (hit === e || e.contains(hit)); }""")
    assert seen, "the reason is not in sight"
    assert dealt.get_attribute("aria-invalid") == "true"
    assert page.evaluate("() => document.activeElement.name") == "hand_size"
    box = dealt.bounding_box()
    bar = page.locator("#setup .dialog-actions").bounding_box()
    assert box is not None and bar is not None and box["y"] >= 0 and box["y"] + box["height"] <= bar["y"], (box, bar)
    dealt.fill("7")
    page.get_by_role("button", name="Start game").click()
    expect(page.locator("#setup")).to_be_hidden()
    kings.wait_human()
    assert len(kings.hand_cards()) == 7
