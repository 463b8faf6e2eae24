"""Kings Cup in English, Portuguese and Spanish where room is short, light and dark (review 106): the widget's way to
the players on one line beside Undo, a house rule's card saying what to do once, and the end of a game of twelve with
long names whole on a laptop, a phone, a small phone and in the widget, nothing scrolled.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from e2e.fit import SETTLED
from e2e.largest import states
from e2e.test_fit_largest import WHOLE
from e2e.test_kings_cup_fit import at_a_house_rule

LANGUAGES = ("en", "pt-BR", "es")


def open_at(page: Page, storage: dict[str, str], size: tuple[int, int], lang: str, embed: bool = False,
            state: str = "ready") -> None:
    """The table resumed from ``storage`` at ``size`` in ``lang``, at rest."""
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(storage)})) localStorage.setItem(k, v);")
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"/index.html?game=kings-cup&lang={lang}" + ("&embed=1" if embed else ""))
    page.wait_for_selector(f"body[data-game='kings-cup'][data-state='{state}']")
    if state != "ready":
        page.wait_for_selector("#kc-banner:not([hidden])")
    page.wait_for_function(SETTLED)


#: the way to the players in the widget: its words' lines, whether it lies whole in the window and clear of Draw
#: and Undo, what it says and what a screen reader hears
CUE = """() => {
  const cue = document.querySelector("main[data-table='kings-cup'] [data-to-side]");
  const box = (e) => e.getBoundingClientRect();
  const words = document.createRange();
  words.selectNodeContents(cue);
  const tops = [...words.getClientRects()].filter((r) => r.width > 0).map((r) => r.top).sort((a, b) => a - b);
  const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1] > 4).length, c = box(cue);
  const clear = [...document.querySelectorAll('.kc-draw, .kc-undo')].every((e) => { const r = box(e);
    return r.right <= c.left || r.left >= c.right || r.bottom <= c.top || r.top >= c.bottom; });
  return {lines, whole: c.top >= 0 && c.bottom <= innerHeight && c.left >= 0 && c.right <= innerWidth, clear,
          text: cue.innerText.replace(/\\s+/g, ' ').trim(), name: cue.getAttribute('aria-label')};
}"""
#: the cue's short words in the widget and what a screen reader hears, by language
CUE_WORDS = {"en": ("Points ↓", "Players and points"), "pt-BR": ("Pontos ↓", "Jogadores e pontos"),
             "es": ("Puntos ↓", "Jugadores y puntos")}  # fmt: skip


def test_the_widgets_way_to_the_players_is_one_line_in_every_language(page: Page) -> None:
    """Review 106: in the widget "Players and points ↓" wrapped onto three lines beside Undo. There it says "Points ↓"
    (what a +1 is given by), on one line, whole and clear of Draw and Undo, in English, Portuguese and Spanish, light
    and dark, at the widget's 500 and 640 px; a screen reader still hears the whole words."""
    storage = states()["kings-cup-twelve-mid-game"].storage()
    for lang, (shown, heard) in CUE_WORDS.items():
        for height in (500, 640):
            open_at(page, storage, (360, height), lang, embed=True)
            for theme in ("light", "dark"):
                page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
                cue = page.evaluate(CUE)
                assert cue == {"lines": 1, "whole": True, "clear": True, "text": shown, "name": heard}, (
                    lang, height, theme, cue)  # fmt: skip
    open_at(page, storage, (390, 844), "en")  # a phone, with the header: the whole words
    assert page.evaluate(CUE)["text"] == "Players and points ↓"


#: the words in sight on the card and under it (a text for screen readers alone, a box of 1 px, is not)
SEEN = """() => {
  const out = [], walker = document.createTreeWalker(document.querySelector('.kc-stage'), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement, r = el.getBoundingClientRect();
    if (node.nodeValue.trim() && r.width > 1 && r.height > 1 && el.checkVisibility({visibilityProperty: true}))
      out.push(node.nodeValue.trim());
  }
  return out.join(' ');
}"""
#: the house rule card's title, its form's, a house rule made and what breaking it costs, by language
HOUSE = {"en": ("House rule", "Your rule", "Anyone who breaks it takes a point."),
         "pt-BR": ("Regra da casa", "Sua regra", "Quem quebrar leva um ponto."),
         "es": ("Regla de la casa", "Tu regla", "Quien la rompa se lleva un punto.")}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_house_rules_card_says_what_to_do_once(page: Page, lang: str) -> None:
    """Review 106: a house rule's card said what to do three times: its heading, the card's words ("Ada made a house
    rule: “…”") and the box's title ("House rule: Anyone who breaks it…"); while it was being made, the form's title
    ("Ada, make up a house rule for the rest of the game") said the card's words again. The card's title is in sight
    once, on a phone and in the widget: the form is "Your rule", and the rule made is the card's words, its box saying
    what breaking it costs."""
    title, form, cost = HOUSE[lang]
    for size, embed in (((390, 844), False), ((360, 500), True)):
        open_at(page, at_a_house_rule(), size, lang, embed=embed)
        seen = page.evaluate(SEEN)
        assert seen.casefold().count(title.casefold()) == 1, (size, seen)
        assert page.locator("#kc-choice-prompt").inner_text() == form
        page.fill("#kc-rule-field", "Talk like a pirate")
        page.click("#kc-rule-form button[type=submit]")
        page.wait_for_function("() => document.querySelector('.kc-rule-text').textContent.includes('pirate')")
        seen = page.evaluate(SEEN)
        assert seen.casefold().count(title.casefold()) == 1 and "“Talk like a pirate”" in seen, (size, seen)
        assert page.locator(".kc-rule-role").inner_text() == cost


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_the_end_of_twelve_shows_whole_in_portuguese_and_spanish(page: Page, lang: str) -> None:
    """The end of twelve players of 21-letter names (one winner, and all but one sharing the win) shows whole, its
    table unscrolled, at 1280x800, 390x844, 360x640 and in the widget of 360x500 and 360x640, light and dark, in the
    words of Portugal's and Spain's players too (e2e/test_fit_largest.py walks them in English): in the widget
    pt-BR's end buttons took two rows, two places a scroll away."""
    for name in ("kings-cup-game-over-twelve", "kings-cup-game-over-twelve-shared"):
        for size, embed in (((1280, 800), False), ((390, 844), False), ((360, 640), False), ((360, 500), True),
                            ((360, 640), True)):  # fmt: skip
            open_at(page, states()[name].storage(), size, lang, embed=embed, state="game-over")
            for theme in ("light", "dark"):
                page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
                assert page.evaluate(WHOLE) == [], (name, size, embed, theme)
