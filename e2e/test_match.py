"""A match through the UI: a whole deal against CPUs, reloads that resume, scores and
statistics that persist, pass and play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from playwright.sync_api import expect

if TYPE_CHECKING:
    from conftest import KingsPage


def test_a_full_deal_against_cpus_then_reload_keeps_scores_and_stats(kings: KingsPage) -> None:
    page = kings.page
    kings.open("?seed=2024&players=3&level=easy&speed=instant")
    kings.play_deal_by_hints()
    assert kings.body("state") == "deal-over"
    banner = page.locator("#banner")
    expect(banner).to_be_visible()
    expect(page.locator("#banner-table tbody tr")).to_have_count(3)  # each player's cards left and points
    expect(page.locator("#sheet thead th")).to_have_text(["Player", "Deal 1", "Total"])
    totals = page.locator("#sheet tbody .total").all_inner_texts()
    position = kings.position()

    page.reload()
    kings.wait("deal-over")
    assert kings.position() == position
    assert page.locator("#sheet tbody .total").all_inner_texts() == totals
    page.get_by_role("button", name="Stats", exact=True).click()
    stats = page.locator("#stats-dialog")
    expect(stats).to_be_visible()
    expect(stats.locator("tr", has_text="All games").locator("td").first).to_have_text("1")
    stats.get_by_role("button", name="Close").click()

    page.get_by_role("button", name="Next deal").click()
    kings.wait_human()
    expect(page.locator("#title")).to_contain_text("Deal 2")
    page.reload()
    kings.wait_human()
    expect(page.locator("#title")).to_contain_text("Deal 2")
    page.get_by_role("button", name="Stats", exact=True).click()
    expect(page.locator("#stats-dialog tr", has_text="All games").locator("td").first).to_have_text("1")


def test_reload_mid_deal_resumes_the_same_position(kings: KingsPage) -> None:
    page = kings.page
    kings.open("?seed=99&players=4&speed=instant")
    kings.wait_human()
    kings.play_hint()
    kings.wait_human()
    before, log = kings.position(), page.locator("#log li").all_inner_texts()
    hand = kings.hand_cards()
    page.reload()
    kings.wait_human()
    assert kings.position() == before
    assert page.locator("#log li").all_inner_texts() == log
    assert kings.hand_cards() == hand
    assert page.url.endswith("/index.html?game=corners")  # the seed left the address bar once the match was saved


def test_pass_and_play_hides_hands_between_players(kings: KingsPage) -> None:
    page = kings.page
    kings.open("?seed=5&seats=human,human&names=Ann,Bob&speed=instant")
    first = kings.body("to-act")
    assert kings.body("viewer") == first and kings.hand_cards()
    page.get_by_role("button", name="Draw & end turn").click()
    kings.wait("handoff")
    expect(page.locator("#banner-title")).to_have_text(f"Pass the device to {'Bob' if first == '0' else 'Ann'}")
    assert kings.hand_cards() == []
    page.locator("#banner button").click()
    kings.wait("ready", "human")
    assert kings.body("viewer") == kings.body("to-act") != first
    assert len(kings.hand_cards()) == 7
