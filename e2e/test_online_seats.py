"""Seats at an online table with strangers (issue 48's leftovers) in real browsers, through the tracker and the Nostr
relay on 127.0.0.1 (e2e/online.py): the host removes a seated guest before the start (the guest is told, the seat
is free again), a guest's quick reaction shows by its seat on the host's page (and muting hides it), and a public
listing says the level the host's statistics give (self-reported), as the host's seat line does.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import expect

from e2e.online import BOOT_MS, Relay
from e2e.online_table import guest_joins, host_opens, panel, start
from e2e.test_public_tables import FIND, find_tables, list_publicly
from web.shell import achievements
from web.shell.stats import Stats, Tally
from web.shell.storage import MemoryBackend, Store

GAME = "corners"
P = panel(GAME)
BAR = f"#online-bar-{GAME}"


def test_the_host_removes_a_seated_guest_before_the_start(players: Any) -> None:
    host, guest = players(2)
    link = host_opens(host, GAME, count=3)
    guest_joins(guest, GAME, link, "Bo", 1)
    page = host.page
    page.wait_for_selector(f"{P} li[data-seat='1'][data-status='here']", timeout=BOOT_MS)
    remove = page.get_by_role("button", name="Remove Bo from the table")
    assert page.locator(f"{P} [data-remove]").count() == 1  # a guest's seat only: not the host's, not a free one
    remove.click()
    # the guest is told plainly, with the way back to its own game, and no seat to take again
    note = guest.page.locator(f"{P} .online-note")
    expect(note).to_contain_text("The host removed you from this table.", timeout=BOOT_MS)
    assert guest.page.locator(f"{P} [data-online='sit']").count() == 0
    # the seat is free again, its CPU's, on the host's page
    seat = page.locator(f"{P} li[data-seat='1']")
    expect(seat.locator(".online-name")).to_have_text("Open seat")
    assert page.locator(f"{P} [data-remove]").count() == 0
    expect(page.locator(f"{P} .online-note")).to_contain_text("Bo was removed from the table")
    guest.page.click(f"{P} [data-online='offline']")
    guest.page.wait_for_selector(f"{P}:not([open])", state="attached")
    assert guest.page.get_attribute("html", "data-online") == ""


def test_a_guests_reaction_shows_by_its_seat_on_the_hosts_page_and_can_be_muted(players: Any) -> None:
    host, guest = players(2)
    link = host_opens(host, GAME, count=2)
    guest_joins(guest, GAME, link, "Bo", 1)
    start(host, GAME, [guest])
    guest.page.click(f"{BAR} [data-react='menu']", timeout=BOOT_MS)
    guest.page.get_by_role("button", name="Applause").click()
    shown = f"{BAR} .online-seat[data-seat='1'] .online-reaction[data-reaction='clap']"
    host.page.wait_for_selector(shown, timeout=30_000)
    assert host.page.get_attribute(shown, "aria-label") == "Applause"
    guest.page.wait_for_selector(shown)  # the guest's own page shows it too, once the host relayed it
    # a second one at once is dropped by the host (one per 3 s a seat): the first still shows, alone
    guest.page.click(f"{BAR} [data-react='menu']")
    guest.page.click(f"{BAR} [data-react='wow']")
    host.page.wait_for_timeout(500)
    assert host.page.locator(f"{BAR} [data-reaction='wow']").count() == 0
    # the host mutes reactions: gone from the bar, and remembered on the device
    host.page.click(f"{BAR} [data-react='menu']")
    host.page.click(f"{BAR} [data-react='mute']")
    host.page.wait_for_selector(shown, state="detached")
    assert host.page.get_attribute(f"{BAR} [data-react='mute']", "aria-pressed") == "true"
    stored = json.loads(host.page.evaluate("localStorage.getItem('kings.online-mute')"))
    assert stored["data"] == {"muted": True}
    # and it goes by itself after a few seconds on the guest's page
    guest.page.wait_for_selector(shown, state="detached", timeout=10_000)


def stats_text() -> tuple[str, int]:
    """Statistics of finished games as the page stores them (``kings.corners.stats``), and the level they give."""
    store = Store(MemoryBackend())
    store.for_game(GAME).save("stats", Stats(Tally(deals=30, deals_won=18, matches=3, matches_won=2)).to_dict())
    return str(store.backend.get(f"kings.{GAME}.stats")), achievements.level_in(store, GAME)


def test_a_public_listing_and_the_seats_say_the_level_the_players_report(players: Any, relay: Relay) -> None:
    relay.ready()
    host, looker = players(2)
    text, level = stats_text()
    assert level > 1
    host.page.goto(f"/index.html?game={GAME}")
    host.page.wait_for_selector(f"body[data-game='{GAME}'][data-state='ready']", timeout=BOOT_MS)
    host.page.evaluate("([key, text]) => localStorage.setItem(key, text)", [f"kings.{GAME}.stats", text])
    link = host_opens(host, GAME, count=2, name="Ann")
    code = link.rpartition("online=")[2]
    list_publicly(host)
    mine = host.page.locator(f"{P} li[data-seat='0'] .online-level")
    expect(mine).to_contain_text(f"level {level}")
    assert mine.get_attribute("title") == "Level as the player reports it"
    find_tables(looker)
    row = f"{FIND} li[data-room='{code}']"
    looker.page.wait_for_selector(row, timeout=30_000)
    name = looker.page.locator(f"{row} .online-name")
    expect(name).to_contain_text(f"Ann · level {level}")
    assert looker.page.get_attribute(f"{row} .online-level", "title") == "Level as the player reports it"
    # a stranger who sits says their own level (a new player's: 1), on the host's seat line
    looker.page.click(f"{row} [data-online='join-table']")
    looker.page.fill(f"{P}[open] [name='online-name']", "Bo", timeout=BOOT_MS)
    looker.page.click(f"{P} [data-online='join']")
    looker.page.click(f"{P} li[data-seat='1'] [data-online='sit']", timeout=BOOT_MS)
    host.page.wait_for_selector(f"{P} li[data-seat='1'][data-status='here']", timeout=BOOT_MS)
    expect(host.page.locator(f"{P} li[data-seat='1'] .online-level")).to_contain_text("level 1")
