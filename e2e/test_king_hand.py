"""King: the cards you may play stand out from those you may not (issue 46, defect 5: ``grayscale(.6)`` left a black
card as it was, and the only cue was a thin ring on the playable ones).

A saved game (e2e/largest.py's ``king_session``, seeded) is opened at your turn to follow suit, some cards playable
and some not. The page's own screenshot is read back in the page (a canvas) at the points where each card shows (not
under another card); the light of a card is the mean luminance there. Every playable card must be brighter than every
card you may not play, and by a clear margin on average, at a phone's and a laptop's size and in the widget, light,
dark and high contrast; the corner index of a card you may not play still reads at 4.5:1 (issue 32 once found such
cards too dark to read), on the same shade as the card's paper beside it (no lighter patch). The cards keep their
places as the set changes: only a transform lifts or lowers them.
"""

from __future__ import annotations

import base64
import json

import pytest
from playwright.sync_api import Page

from e2e.fit import SIZES, TOUCH
from e2e.largest import king_session, stored

BOOT_MS = 60_000
#: the mean luminance (0-1, WCAG's relative luminance) of the playable cards over that of the others, at least
MEAN_GAP = 0.25
#: the dimmest playable card over the brightest card that may not be played, at least (a face card's picture is darker
#: than a spot card's white)
MIN_GAP = 0.1


def follow_suit(s: object) -> bool:
    """Your turn to follow suit in the first hand, some of your cards playable and some not."""
    game = s.game  # type: ignore[attr-defined]
    if game.phase != "play" or game.acting != 0:
        return False
    return 0 < len(game.legal_moves()) < len(game.hand.hands[0])


#: where each card of the hand shows (sample points not covered by another card), by its state
JS_POINTS = """() => {
  const out = {lit: [], dim: []};
  for (const c of document.querySelectorAll('#king-hand > .card')) {
    const r = c.getBoundingClientRect(), pts = [];
    for (let i = 1; i < 12; i++) for (let j = 1; j < 16; j++) {
      const x = r.left + r.width * i / 12, y = r.top + r.height * j / 16;
      const e = document.elementFromPoint(x, y);
      if (e && e.closest('.card') === c) pts.push([Math.round(x), Math.round(y)]);
    }
    if (pts.length) out[c.classList.contains('dim') ? 'dim' : 'lit'].push({card: c.dataset.card, pts});
  }
  return out;
}"""

#: a screenshot (a data URL, ``url``) read back in the page: ``light([x, y])``, the relative luminance at a point
READ_SHOT = """
  const img = new Image();
  img.src = url;
  await img.decode();
  const cv = document.createElement('canvas');
  cv.width = img.width; cv.height = img.height;
  const g = cv.getContext('2d');
  g.drawImage(img, 0, 0);
  const px = g.getImageData(0, 0, img.width, img.height).data, dpr = img.width / innerWidth;
  const lin = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  const light = ([x, y]) => {
    const i = (Math.round(y * dpr) * img.width + Math.round(x * dpr)) * 4;
    return 0.2126 * lin(px[i]) + 0.7152 * lin(px[i + 1]) + 0.0722 * lin(px[i + 2]);
  };"""
#: the mean relative luminance of a screenshot at each card's points
JS_LIGHT = "async ([url, cards]) => {" + READ_SHOT + """
  const mean = (pts) => pts.reduce((a, p) => a + light(p), 0) / pts.length;
  return Object.fromEntries(Object.entries(cards).map(([k, v]) => [k, v.map((c) => [c.card, mean(c.pts)])]));
}"""

#: the light of a screenshot at each card's two points: [card, first, second]
JS_SHADES = "async ([url, cards]) => {" + READ_SHOT + """
  return cards.map((c) => [c.card, light(c.pts[0]), light(c.pts[1])]);
}"""

#: the contrast of each unplayable card's corner index (its text on its own paper), where the index shows
JS_INDEX = """() => {
  const rgb = (s) => s.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => c.map((v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
  return [...document.querySelectorAll('#king-hand > .card.dim > .idx:first-child')].filter((e) => e.offsetWidth)
    .map((e) => { const s = getComputedStyle(e), [a, b] = [lum(rgb(s.color)), lum(rgb(s.backgroundColor))];
      return [e.parentElement.dataset.card, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)]; });
}"""

#: on each unplayable number card in sight, a point of its index's paper (inside the box's foot, right of its words)
#: and one of the card's paper just right of the box: the shade must be the same (a lighter patch behind each rank
#: looked stuck on in the dark theme: the new player's review)
JS_PATCH = """() => [...document.querySelectorAll('#king-hand > .card.dim:not([data-card^="A"], [data-card^="J"], '
  + '[data-card^="Q"], [data-card^="K"])')].flatMap((c) => {
    const i = c.querySelector('.idx:first-child').getBoundingClientRect(), y = i.bottom - 2;
    const pts = [[i.right - 2, y], [i.right + 3, y]];
    const mine = pts.every(([x, py]) => {
      const e = document.elementFromPoint(x, py); return e && e.closest('.card') === c; });
    return mine && i.width ? [{card: c.dataset.card, pts}] : [];
  })"""

#: each card's layout box (no transform): a card lit or dimmed keeps its place
JS_BOXES = """() => [...document.querySelectorAll('#king-hand > .card')].map((c) => [c.dataset.card, c.offsetLeft,
  c.offsetTop, c.offsetWidth, c.offsetHeight, getComputedStyle(c).marginTop, getComputedStyle(c).marginLeft])"""


def lights(page: Page) -> dict[str, list[tuple[str, float]]]:
    """The light of each playable (``lit``) and unplayable (``dim``) card, as the page shows it now."""
    points = page.evaluate(JS_POINTS)
    shot = "data:image/png;base64," + base64.b64encode(page.screenshot(animations="disabled")).decode()
    return {k: [(card, float(v)) for card, v in cards] for k, cards in page.evaluate(JS_LIGHT, [shot, points]).items()}


@pytest.mark.parametrize("size", ["phone", "desktop", "widget"])
def test_playable_cards_stand_out(page: Page, size: str) -> None:
    width, height, embed = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    if size in TOUCH:
        page.context.new_cdp_session(page).send(
            "Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1}
        )
    storage = json.dumps(stored("king", king_session(follow_suit)))
    page.add_init_script(f"for (const [k, v] of Object.entries({storage})) localStorage.setItem(k, v);")
    failures = []
    for theme in ("light", "dark", "contrast"):
        page.emulate_media(color_scheme="dark" if theme == "dark" else "light",
                           contrast="more" if theme == "contrast" else "no-preference")  # fmt: skip
        page.goto("/index.html?game=king" + ("&embed=1" if embed else ""))
        page.wait_for_selector("body[data-game='king'][data-state='ready'][data-actor='human'][data-phase='play']",
                               state="attached", timeout=BOOT_MS)  # fmt: skip
        if theme == "contrast":
            page.wait_for_selector("body[data-contrast]", state="attached")
        page.wait_for_timeout(400)
        got = lights(page)
        assert got["lit"] and got["dim"], f"{size} {theme}: no playable or no unplayable card in sight: {got}"
        lit, dim = [v for _, v in got["lit"]], [v for _, v in got["dim"]]
        gap, least = sum(lit) / len(lit) - sum(dim) / len(dim), min(lit) - max(dim)
        if gap < MEAN_GAP or least < MIN_GAP:
            failures.append(f"{size} {theme}: playable {sorted(got['lit'], key=lambda c: c[1])}, "
                            f"not playable {sorted(got['dim'], key=lambda c: c[1])}: mean gap {gap:.3f}, "
                            f"least {least:.3f}")  # fmt: skip
        faint = [(card, round(ratio, 2)) for card, ratio in page.evaluate(JS_INDEX) if ratio < 4.5]
        assert faint == [], f"{size} {theme}: an unplayable card's index is hard to read: {faint}"
        # (the text index shows on small cards; high contrast hatches the shade and keeps the index on plain grey)
        if size != "desktop" and theme != "contrast":
            patches = page.evaluate(JS_PATCH)
            shot = "data:image/png;base64," + base64.b64encode(page.screenshot(animations="disabled")).decode()
            seen = page.evaluate(JS_SHADES, [shot, patches])
            stuck = [(card, round(a, 3), round(b, 3)) for card, a, b in seen if abs(a - b) > 0.02]
            assert seen and stuck == [], f"{size} {theme}: a lighter patch behind an unplayable card's index: {stuck}"
        # the same cards laid out off your turn (nothing lit or dimmed): not a pixel of layout moved
        boxes = page.evaluate(JS_BOXES)
        page.evaluate(
            "document.querySelector('#king-hand').removeAttribute('data-turn');"
            "document.querySelectorAll('#king-hand > .card.dim').forEach((c) => c.classList.remove('dim'))"
        )
        assert page.evaluate(JS_BOXES) == boxes, f"{size} {theme}: lighting the cards moved them"
    assert failures == [], "\n".join(failures)
