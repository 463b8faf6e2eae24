"""3-13 as review 75 found it: a wild card of the hand is read as its badge shows, however often the hand is laid
out again; a player who went out shows the melds laid down, not a hand of backs."""

from __future__ import annotations

from playwright.sync_api import Page

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
