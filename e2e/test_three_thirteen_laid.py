"""3-13 as review 75 found it: a wild card of the hand is read as its badge shows, however often the hand is laid
out again; a player who went out shows the melds laid down, not a hand of backs."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from e2e.fit import SIZES
from e2e.test_three_thirteen_views import open_state
from kings.cards import Card, Rank

#: each wild card of the hand: its badge's words (empty when hidden) and its name as screen readers hear it
WILDS = """() => [...document.querySelectorAll('#tt-hand .card.wild')].map((c) => {
  const badge = c.querySelector('.stands');
  return [badge && !badge.hidden ? badge.textContent : '', c.querySelector('.sr').textContent];
})"""
BY_LABEL = {Card.parse(f"{r}{s}").label: Card.parse(f"{r}{s}") for r in "A23456789TJQK" for s in "CDHS"}
RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13} | {str(n): n for n in range(2, 11)}


def as_words(badge: str) -> str:
    """``as the six of spades`` (a run's badge, 6♠), ``as a seven`` (a set's, 7)."""
    if badge in BY_LABEL:
        return f" as the {BY_LABEL[badge].name}"
    rank = RANKS[badge]
    return f" as {'an' if rank in (1, 8) else 'a'} {Rank(rank).word}"


def test_a_wild_card_is_read_as_its_badge_shows_after_the_hand_is_laid_out_again(page: Page) -> None:
    """Review 75: a card kept from one drawing of the hand to the next kept its first name: a king in "Set of sevens"
    wearing a 7 was read "wild as the jack of clubs". In the melds, in the player's own order (no badge, no "as"),
    and in the melds again, each wild card's name says what its badge shows."""
    open_state(page, "three-thirteen-round-11-four-groups", "desktop")
    arrange = page.locator("main[data-table='three-thirteen'] [data-action='arrange']")
    for step in ("melds", "own order", "melds again"):
        wilds = page.evaluate(WILDS)
        assert wilds, step
        for badge, name in wilds:
            if badge:
                assert name.endswith(", wild" + as_words(badge)), (step, badge, name)
            else:
                assert name.endswith(", wild") and " as " not in name, (step, name)
        assert any(badge for badge, _name in wilds) == (step != "own order"), (step, wilds)
        arrange.click()
        page.wait_for_timeout(300)


#: the seat of the player who went out, the others' backs, and the melds laid down: their words, cards and boxes
LAID = """() => {
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const out = document.querySelector('.ttchip.out'), laid = document.querySelector('#tt-laid');
  return {
    held: out.querySelector('.tt-cards').textContent, backs: out.querySelectorAll('.mini-back').length,
    othersBacks: [...document.querySelectorAll('.ttchip:not(.out):not(.viewer)')].map(
      (c) => c.querySelectorAll('.mini-back').length),
    shown: !laid.hidden && laid.getClientRects().length > 0, label: laid.querySelector('.laid-label').textContent,
    melds: [...laid.querySelectorAll('.laid-meld')].map((m) => [...m.querySelectorAll('.mini-card')].map(
      (c) => c.innerText)),
    said: laid.querySelector('.sr').textContent, hiddenFromReaders: [...laid.children].filter(
      (c) => !c.classList.contains('sr')).every((c) => c.getAttribute('aria-hidden') === 'true'),
    laid: box(laid), center: box(document.querySelector('.tt-center')), stock: box(document.querySelector('#tt-stock')),
    pile: box(document.querySelector('#tt-pile')), overflow: laid.scrollHeight - laid.clientHeight,
  };
}"""


def overlap(a: list[float], b: list[float]) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > 1 and min(a[3], b[3]) - max(a[1], b[1]) > 1


def test_a_player_who_went_out_shows_the_melds_laid_down_not_a_hand(page: Page) -> None:
    """Review 75: after "Ben is out: everyone else has one more turn." Ben's seat still said "3 cards" beside backs and
    its "out" tag, his melds seen only at the round's end. Eight players, a CPU out with thirteen cards in four melds,
    your last turn: the seat holds nothing; its melds lie face up beside the stock and the pile, every card in sight,
    on a laptop, a phone and in the widget, over nothing else."""
    from e2e.largest import thirteen_eight_last_turn

    s = thirteen_eight_last_turn()
    r = s.shown
    out = r.out
    melds = [m.label.split() for m in r.arrangement(out).melds]
    name = s.names()[out]
    for size in ("desktop", "phone", "small-phone", "widget"):
        open_state(page, "three-thirteen-eight-last-turn", size)
        seen = page.evaluate(LAID)
        assert seen["held"] == "laid down" and seen["backs"] == 0, size
        if size == "desktop":  # (a narrow chip shows no backs at all)
            assert seen["othersBacks"] == [10] * 6, seen["othersBacks"]
        assert seen["shown"] and seen["label"] == f"{name} laid down:", size
        # (a small phone's little height: the gold says a card is wild, not what it stands for)
        cards = [[card.split("(")[0] for card in meld] for meld in melds] if size == "small-phone" else melds
        assert seen["melds"] == cards, size
        assert seen["said"].startswith(f"{name} laid down Set of ") and seen["hiddenFromReaders"], seen["said"]
        left, top, right, bottom = seen["center"]
        assert seen["laid"][0] >= left and seen["laid"][1] >= top - 1 and seen["laid"][2] <= right + 1 \
            and seen["laid"][3] <= bottom + 1, (size, seen)  # fmt: skip
        assert not overlap(seen["laid"], seen["stock"]) and not overlap(seen["laid"], seen["pile"]), (size, seen)
        assert seen["overflow"] <= 0, (size, seen["overflow"])


#: the layout shifts a player feels (none after an input), summed, from the page's start
SHIFTS = """window.__shifts = 0; new PerformanceObserver((list) => { for (const e of list.getEntries())
  if (!e.hadRecentInput) window.__shifts += e.value; }).observe({type: 'layout-shift', buffered: true});"""


def test_the_stock_and_the_pile_glide_aside_for_a_hand_laid_down(page: Page) -> None:
    """The melds laid down come beside the stock and the pile on a narrow table, which give up their words' room: they
    jumped there as a CPU went out, a layout shift of .08 in the widget (.03 on a phone). They glide: the page's whole
    shift, from its load to the melds shown, stays under .05."""
    from e2e.largest import stored, thirteen
    from kings.three_thirteen.moves import Discard

    def about_to_go_out(s: Any) -> bool:  # a CPU's discard, round 11, that goes out (the medium CPU goes out at once)
        r = s.shown
        return s.in_deal and r.number == 10 and r.acting not in (None, 0) and r.phase == "discard" \
            and any(isinstance(m, Discard) and m.out for m in r.legal_moves())  # fmt: skip

    storage = stored("three-thirteen", thirteen(8, about_to_go_out, names=True))
    page.add_init_script(SHIFTS)
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(storage)})) localStorage.setItem(k, v);")
    for size in ("widget", "phone"):
        width, height, embed = SIZES[size]
        page.set_viewport_size({"width": width, "height": height})
        page.goto("/index.html?game=three-thirteen" + ("&embed=1" if embed else ""))
        page.wait_for_selector("#tt-laid:not([hidden])", timeout=60_000)
        page.wait_for_timeout(1000)  # (the glide)
        assert page.evaluate("window.__shifts") < 0.05, size


def test_the_round_line_keeps_its_height_when_the_last_turns_begin_on_a_short_phone(page: Page) -> None:
    """On a 360x640 phone the round line took two lines from round 10 on ("Round 11 of 11 · 13 cards · K ★ = wild", in
    pt-BR and es sooner) and one once a player went out: everything under it jumped 18 px (helper 108). The round's
    number reads "11/11" there, so the line is one line in every language, as tall as the last turns' line."""
    heights = {}
    for lang in ("en", "pt-BR", "es"):
        for name in ("three-thirteen-round-11-discard", "three-thirteen-eight-last-turn"):
            page.add_init_script(f"localStorage.setItem('kings.lang', {json.dumps(lang)})")
            open_state(page, name, "small-phone")
            assert page.evaluate("document.documentElement.lang") == lang
            heights[lang, name] = round(page.locator("#tt-round").bounding_box()["height"])  # type: ignore[index]
    assert len(set(heights.values())) == 1, heights
