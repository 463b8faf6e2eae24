"""Online play in real browsers, several at once, through a tracker on 127.0.0.1 (issue 36; e2e/online.py).

A host opens Play online from the New game dialog, guests open the invite link in browsers of their own, take
seats and play whole deals with the host; each guest's page never holds another seat's cards (in its DOM or in
the messages it received); a guest who drops gets the seat back by opening the link again; the host reloads and
the game goes on; forged, out-of-turn and garbage messages are refused and the game goes on.
"""

from __future__ import annotations

import json
import time
from typing import Any

from e2e.conftest import KingsPage
from e2e.online import BOOT_MS, Player, online_browser, players, tracker  # noqa: F401  (fixtures)

GAME = "corners"
PANEL = f"#online-{GAME}"


def host_opens(host: Player, count: int) -> str:
    """The host's Kings in the Corner, New game for ``count`` players, Play online: the invite link."""
    page = host.page
    page.goto(f"/index.html?game={GAME}")
    page.wait_for_selector("body[data-state='ready']", timeout=BOOT_MS)
    page.click("[data-action='new']")
    page.select_option("#setup-count", str(count))
    page.click(f"#setup [data-setup='online'][data-for='{GAME}']")
    page.wait_for_selector(f"{PANEL}[open] [data-online-value='copy-link']")
    assert page.get_attribute("html", "data-online") == "host"
    return str(page.input_value(f"{PANEL} [data-online-value='copy-link']"))


def guest_joins(guest: Player, link: str, name: str, seat: int) -> None:
    page = guest.page
    page.goto(link)
    page.wait_for_selector(f"{PANEL}[open] [name='online-name']", timeout=BOOT_MS)
    page.fill(f"{PANEL} [name='online-name']", name)
    page.click(f"{PANEL} .online-join button")
    page.click(f"{PANEL} li[data-seat='{seat}'] [data-online='sit']", timeout=BOOT_MS)
    page.wait_for_selector(f"{PANEL} .online-note:has-text('Waiting for the host')")


def start(host: Player, guests: list[Player]) -> None:
    page = host.page
    for i, _ in enumerate(guests):
        page.wait_for_selector(f"{PANEL} li[data-seat='{i + 1}'][data-status='here']")
    page.click(f"{PANEL} [data-online='start']")
    for g in guests:
        g.page.wait_for_selector(f"{PANEL}:not([open])", state="attached")
        g.page.wait_for_selector("body[data-state='ready']")


def hand(p: Player) -> list[str]:
    return [str(c) for c in p.page.locator("#hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")]


def cards_on_page(p: Player) -> set[str]:
    return set(p.page.locator(f"main[data-table='{GAME}'] [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"))  # fmt: skip


def no_leak(everyone: list[Player]) -> None:
    """No page shows a card of another player's hand, nor ever received one in a message."""
    hands = {id(p): set(hand(p)) for p in everyone}
    for p in everyone:
        seen = cards_on_page(p)
        received = "\n".join(p.messages())
        for q in everyone:
            if q is not p:
                assert not (hands[id(q)] & seen), "a page shows another player's card"
                for card in hands[id(q)]:
                    assert f'"{card}"' not in received, f"{card} of another hand reached a guest's page"


def play_deal(everyone: list[Player], checks: int = 6) -> int:
    """Every player plays its hints when its turn comes, until the deal is over on every page; moves made."""
    moves = 0
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        if all(p.body("state") in ("deal-over", "match-over") for p in everyone):
            return moves
        for p in everyone:
            if p.body("actor") == "human" and p.body("state") == "ready":
                KingsPage(p.page).play_hint()
                moves += 1
                if moves % 10 == 0 and checks:
                    checks -= 1
                    no_leak(everyone)
        time.sleep(0.05)
    raise AssertionError("the deal did not end")


def test_two_players_play_a_whole_deal_online_and_no_page_holds_the_other_hand(players: Any) -> None:  # noqa: F811
    host, guest = players(2)
    link = host_opens(host, 2)
    assert "#online=" in link and "?game=corners" in link
    guest_joins(guest, link, "Bo", 1)
    start(host, [guest])
    assert guest.page.get_attribute("html", "data-online") == "guest"
    no_leak([host, guest])
    play_deal([host, guest])
    host.page.wait_for_selector("body[data-state='deal-over']")
    guest.page.wait_for_selector("body[data-state='deal-over']")
    # the guest's table ended as the host's did: the same score sheet
    assert host.page.inner_text("#sheet") == guest.page.inner_text("#sheet")
    sizes = [len(m) for m in guest.messages()]
    assert max(sizes) < 200_000
    tables = [json.loads(m) for m in guest.messages() if json.loads(m)["t"] == "table"]
    assert tables and all(t["seat"] == 1 for t in tables)
