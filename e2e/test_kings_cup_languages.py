"""Kings Cup in English, Portuguese and Spanish where room is short (review 106): a house rule's card saying what to
do once.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from e2e.fit import SETTLED
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
