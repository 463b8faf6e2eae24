"""Card faces (issue 12): every card is drawn from the vendored SVG deck, jokers read clearly in the
hand and on a pile (bug 5), and red cards can carry stripes (on in high contrast)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from playwright.sync_api import expect

from kings.corners import Match, Play, preset

if TYPE_CHECKING:
    from conftest import KingsPage

#: What shows of a card: its face image, and each text inside it that is drawn (not display:none).
SHOWN = """el => ({face: getComputedStyle(el).backgroundImage,
  texts: [...el.querySelectorAll('span:not(.sr)')].filter(s => getComputedStyle(s).display !== 'none')
    .map(s => { const r = s.getBoundingClientRect(); return [s.textContent, r.left, r.top, r.right, r.bottom]; }),
  box: (r => [r.left, r.top, r.right, r.bottom])(el.getBoundingClientRect())})"""


def joker_seed() -> tuple[int, Play]:
    """A jokers-wild deal where you act first and can lay your joker on a pile."""
    for seed in range(1, 500):
        deal = Match.new(preset("jokers"), seed, 2).deal
        assert deal is not None
        plays = [m for m in deal.legal_moves() if isinstance(m, Play) and m.card.is_joker and deal.piles[m.pile]]
        if deal.to_act == 0 and plays:
            return seed, plays[-1]
    raise AssertionError("no seed")


def test_every_card_has_its_face_and_the_faces_load(kings: KingsPage) -> None:
    page = kings.page
    kings.open("?seed=7&players=3&speed=instant")
    kings.wait_human()
    for el in page.locator("#hand .card, [data-pile] .card").all():
        shown = el.evaluate(SHOWN)
        code = el.get_attribute("data-card")
        assert shown["face"].endswith(f'/vendor/cards/{code}.svg")') and shown["texts"] == [], code
    loaded = page.evaluate("""() => Promise.all([...document.querySelectorAll('#hand .card')].map(c =>
        new Promise(ok => {
        const img = new Image(); img.onload = () => ok(img.naturalWidth); img.onerror = () => ok(0);
        img.src = getComputedStyle(c).backgroundImage.slice(5, -2); })))""")
    assert loaded and all(width > 0 for width in loaded), loaded


def test_a_joker_reads_as_a_joker_in_hand_and_says_what_it_stands_for_on_a_pile(kings: KingsPage) -> None:
    """Bug 5: no 'JOKER' over the index, no stray glyph, no text over text."""
    page = kings.page
    seed, play = joker_seed()
    kings.open(f"?seed={seed}&players=2&rules=jokers&speed=instant")
    kings.wait("ready", "human")
    joker = page.locator("#hand .card.joker")
    shown = joker.evaluate(SHOWN)
    assert shown["face"].endswith('/vendor/cards/joker.svg")') and shown["texts"] == []  # the art alone
    expect(joker).to_have_accessible_name("joker")
    moves = kings.body("moves")
    joker.click()
    page.click(f"[data-pile='{play.pile.name}']")
    choices = page.locator("#choices button")
    if choices.count():
        page.locator("#choices button", has_text=play.card.stands_for.label).click()
    page.wait_for_function(f"document.body.dataset.moves !== '{moves}'")
    laid = page.locator(f"[data-pile='{play.pile.name}'] .card.joker")
    expect(laid).to_have_class(re.compile(r"\bas\b"))
    shown = laid.evaluate(SHOWN)
    assert shown["face"].endswith('/vendor/cards/joker.svg")')
    assert [t[0] for t in shown["texts"]] == [play.card.stands_for.label]  # one badge: "9♦"
    _, left, top, right, bottom = shown["texts"][0]
    card = shown["box"]
    assert card[0] <= left and right <= card[2] and card[1] <= top and bottom <= card[3]  # inside the card


def test_red_cards_are_striped_by_the_setting_and_in_high_contrast(kings: KingsPage) -> None:
    page = kings.page
    kings.open("?seed=7&players=3&speed=instant")
    kings.wait_human()
    red = page.locator("#hand .card.red").first
    black = page.locator("#hand .card.black").first
    stripes = "el => getComputedStyle(el, '::after').borderImageSource"
    assert red.evaluate(stripes) == "none"  # off by default
    page.get_by_role("button", name="Settings").click()
    page.get_by_label("Stripe red cards").check()
    assert "repeating-linear-gradient" in red.evaluate(stripes) and black.evaluate(stripes) == "none"
    page.get_by_label("Stripe red cards").uncheck()
    assert red.evaluate(stripes) == "none"
    page.locator("#set-contrast").check()
    assert "repeating-linear-gradient" in red.evaluate(stripes) and black.evaluate(stripes) == "none"
    for card in (red, black):  # the contrast theme's repaint keeps each face whole, not at its own size
        assert card.evaluate("e => getComputedStyle(e).backgroundSize") == "100% 100%"
    back = page.locator(".stock-cards .back").first  # black on the black table, so outlined in white
    assert back.evaluate("e => getComputedStyle(e).borderTopWidth") != "0px"
