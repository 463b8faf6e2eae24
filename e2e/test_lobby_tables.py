"""The lobby's count of public tables (issue 48), against the local Nostr relay (e2e/online.py's ``relay``): a player
who has played online on this device sees, on each online game's tile, how many public tables wait for players now,
live (a table that starts leaves the count); a visitor who never played online gets no count and loads no online
code from the lobby.
"""

from __future__ import annotations

from e2e.online import BOOT_MS, Player, Relay
from e2e.online_table import host_opens, panel
from web.shell.storage import PREFIX, envelope_text

#: (not Kings in the Corner: the hostile listings' test leaves a table of it on the worker's relay)
GAME = "kings-court"
BADGE = f"[data-tile='{GAME}'] [data-public]"


def lobby(p: Player) -> None:
    p.page.goto("/index.html")
    p.page.wait_for_selector("html[data-runtime='ready']", timeout=BOOT_MS)


def test_the_lobby_counts_the_open_public_tables_for_a_player_who_plays_online(players, relay: Relay) -> None:  # type: ignore[no-untyped-def]
    relay.ready()
    host, looker, newcomer = players(3)
    name = envelope_text("online-name", {"name": "Bo"})  # (saved by the online panel the first time one plays)
    # (stored by the page itself, not by an init script: a player's tab is the next test's, which would inherit it)
    lobby(looker)
    looker.page.evaluate(f"localStorage.setItem({PREFIX + 'online-name'!r}, {name!r})")
    host_opens(host, GAME, name="Ann")
    host.page.check(f"{panel(GAME)} [data-online='public']")
    host.page.wait_for_selector(f"{panel(GAME)} [data-online-listed='true']")
    lobby(looker)
    looker.page.wait_for_selector(f"{BADGE}:not([hidden])", timeout=30_000)
    assert looker.page.inner_text(BADGE) == "1 open table"
    box = looker.page.locator(BADGE).bounding_box()
    tile = looker.page.locator(f"[data-tile='{GAME}']").bounding_box()
    assert box and tile and box["y"] >= tile["y"] and box["x"] + box["width"] <= tile["x"] + tile["width"] + 1
    shifts = looker.page.evaluate("""() => performance.getEntriesByType('layout-shift')
        .filter((e) => !e.hadRecentInput).reduce((s, e) => s + e.value, 0)""")
    assert shifts < 0.05, f"the count moved the lobby (layout shift {shifts:.3f})"
    # the game starts: a table nobody can join any more leaves the count
    host.page.click(f"{panel(GAME)} [data-online='start']")
    looker.page.wait_for_selector(f"{BADGE}[hidden]", state="attached", timeout=30_000)
    # a visitor who never played online: no count, no online code, no relay
    lobby(newcomer)
    newcomer.page.wait_for_timeout(4000)  # (past the idle moment the count would start at)
    assert newcomer.page.locator("[data-public]").count() == 0
    loaded = newcomer.page.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    assert not [u for u in loaded if "nostr" in u or "online" in u], loaded
