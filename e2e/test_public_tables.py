"""Public tables in real browsers (issue 48), against a real Nostr relay on 127.0.0.1 (e2e/online.py's ``relay``).

A host ticks *Public table*; a second browser finds the table in *Find a table* (with no WebRTC connection until it
joins) and joins it through the invite link's join flow; a third sees it go once the game starts. Listings
published straight to the relay, malformed or hostile, signed or not, are not listed, a burst of junk leaves
the page responsive, and a host's name can be hidden. *Quick match* seats a second browser at the first one's table,
and a quick match with nobody else starts with CPUs in the free seats once the host's wait is over.
"""

from __future__ import annotations

import time

from playwright.sync_api import Error

from e2e.online import BOOT_MS, Player, Relay
from e2e.online_table import host_opens, panel, start

GAME = "corners"
FIND = f"#tables-{GAME}"


def list_publicly(host: Player) -> None:
    page = host.page
    page.check(f"{panel(GAME)} [data-online='public']")
    page.wait_for_selector(f"{panel(GAME)} [data-online-listed='true']")


def find_tables(p: Player) -> None:
    """``p`` opens the game, New game, Find a table."""
    page = p.page
    page.goto(f"/index.html?game={GAME}")
    page.wait_for_selector(f"body[data-game='{GAME}'][data-state='ready']", timeout=BOOT_MS)
    page.click(f"main[data-table='{GAME}'] [data-action='new'], header [data-action='new']")
    page.click(f"#setup [data-setup='find'][data-for='{GAME}']")
    page.wait_for_selector(f"{FIND}[open]")


def hosts(p: Player) -> list[str]:
    """The hosts' names of the tables listed in ``p``'s Find a table."""
    return [str(t) for t in p.page.locator(f"{FIND} li .online-name").all_inner_texts()]


def board_state(p: Player) -> str:
    """What ``p``'s notice board has heard, and what its Find a table says (for a test that waited in vain)."""
    return str(p.page.evaluate("""() => JSON.stringify([window.kingsNostrBoard?.stats, window.kingsCsp,
        document.querySelector("#tables-corners")?.innerText])"""))


def webrtc_loaded(p: Player) -> bool:
    """The page fetched the WebRTC transport (trystero) or made a connection."""
    return bool(p.page.evaluate("""() => !!window.kingsOnlineTransport
        || performance.getEntriesByType('resource').some((e) => e.name.includes('/vendor/trystero/'))"""))


def test_a_public_table_is_found_joined_and_gone_once_started(players, relay: Relay) -> None:  # type: ignore[no-untyped-def]
    relay.ready()
    host, guest, looker = players(3)
    link = host_opens(host, GAME, count=2, name="Ann")
    code = link.rpartition("online=")[2]
    list_publicly(host)
    assert "Listed" in host.page.inner_text(panel(GAME))
    find_tables(guest)
    row = f"{FIND} li[data-room='{code}']"
    guest.page.wait_for_selector(row, timeout=30_000)
    text = guest.page.inner_text(row)
    assert "Ann" in text and "1 seated, 1 free seat" in text and "Join" in text
    assert not webrtc_loaded(guest), "browsing opened a WebRTC connection"
    find_tables(looker)
    looker.page.wait_for_selector(f"{FIND} li[data-room='{code}']", timeout=30_000)
    guest.page.click(f"{row} [data-online='join-table']")
    guest.page.fill(f"{panel(GAME)}[open] [name='online-name']", "Bo", timeout=BOOT_MS)
    guest.page.click(f"{panel(GAME)} [data-online='join']")
    guest.page.click(f"{panel(GAME)} li[data-seat='1'] [data-online='sit']", timeout=BOOT_MS)
    guest.page.wait_for_selector(f"{panel(GAME)} .online-note:has-text('Waiting for the host')", timeout=BOOT_MS)
    assert code in guest.page.evaluate("location.hash")
    # the table is full: down from the list (a full table is of no use to anyone looking)
    looker.page.wait_for_selector(f"{FIND} li[data-room='{code}']", state="detached", timeout=30_000)
    start(host, GAME, [guest])
    assert looker.page.locator(f"{FIND} li[data-room='{code}']").count() == 0
    assert "No public table" in looker.page.inner_text(f"{FIND} .online-note")


def test_the_listing_goes_when_the_game_starts_with_a_free_seat(players, relay: Relay) -> None:  # type: ignore[no-untyped-def]
    relay.ready()
    host, looker = players(2)
    link = host_opens(host, GAME, count=2, name="Cy")
    code = link.rpartition("online=")[2]
    list_publicly(host)
    find_tables(looker)
    looker.page.wait_for_selector(f"{FIND} li[data-room='{code}']", timeout=30_000)
    host.page.click(f"{panel(GAME)} [data-online='start']")
    looker.page.wait_for_selector(f"{FIND} li[data-room='{code}']", state="detached", timeout=30_000)


HOSTILE = """async ([relay, topic, room]) => {
  const board = window.kingsNostrBoard;
  const now = Math.floor(Date.now() / 1000);
  const tags = (d) => [["d", d], ["t", topic], ["expiration", String(now + 300)]];
  const good = {v: 1, host: "Real", level: 0, rules: "standard", taken: 1, free: 1, opened: now - 5};
  const bad = [
    {...good, host: "Visit https://evil.example"}, {...good, host: "evil.com"}, {...good, host: "A\\u202eB"},
    {...good, free: 0}, {...good, taken: 50}, {...good, rules: "<b>x</b>"}, {...good, extra: 1}, {...good, v: 9},
    "not json", {...good, host: "x".repeat(200)}, {...good, opened: now + 99999},
  ];
  const ws = new WebSocket(relay);
  await new Promise((ok) => (ws.onopen = ok));
  // closed only once the relay has answered OK to every event: a busy relay still reading them when the socket
  // closes would lose the last ones (the real listing is the last)
  let answered = 0, expected = 0, allAnswered;
  const done = new Promise((ok) => (allAnswered = ok));
  ws.onmessage = (e) => { if (JSON.parse(e.data)[0] === "OK" && ++answered === expected) allAnswered(); };
  const send = (event) => { expected++; ws.send(JSON.stringify(["EVENT", event])); };
  const d = (i) => room.slice(0, 24) + String(i).padStart(2, "0");
  bad.forEach((c, i) => send(board.sign({kind: 30078, created_at: now, tags: tags(d(i)),
    content: typeof c === "string" ? c : JSON.stringify(c)})));
  send(board.sign({kind: 30078, created_at: now, tags: [["d", "nope"], ["t", topic]], content: JSON.stringify(good)}));
  send(board.sign({kind: 30078, created_at: now, tags: tags(room), content: JSON.stringify(good)}));  // the real one
  await Promise.race([done, new Promise((ok) => setTimeout(ok, 20000))]);
  ws.close();
  return answered;
}"""

BURST = """([topic]) => {
  // 1,000 junk messages as a relay would deliver them, straight into the page's socket handler
  const t0 = performance.now();
  let longest = 0, last = performance.now();
  const tick = () => { const n = performance.now(); longest = Math.max(longest, n - last); last = n; };
  const timer = setInterval(tick, 10);
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < 1000; i++) {
    const event = {id: "f".repeat(64), pubkey: i.toString(16).padStart(64, "0"), created_at: now, kind: 30078,
      sig: "e".repeat(128), tags: [["d", "X".repeat(26)], ["t", topic], ["expiration", String(now + 300)]],
      content: i % 2 ? "x".repeat(i) : JSON.stringify({v: 1, host: "junk.com " + i, level: 0, rules: "standard",
        taken: 1, free: 1, opened: now})};
    window.kingsNostrBoard.feed(JSON.stringify(["EVENT", "kings", event]));
  }
  window.kingsNostrBoard.feed("x".repeat(100000));
  const end = (done) => () => { clearInterval(timer); done({ms: performance.now() - t0, longest}); };
  return new Promise((done) => setTimeout(end(done), 3000));
}"""


def test_hostile_and_malformed_listings_are_not_listed_and_a_burst_keeps_the_page_responsive(  # type: ignore[no-untyped-def]
        players, relay: Relay) -> None:  # fmt: skip
    url = relay.ready()
    (looker,) = players(1)
    find_tables(looker)
    looker.page.wait_for_function("() => window.kingsNostrBoard?.stats.received > 0")  # the relay has answered
    room = "0123456789ABCDEFGHJKMNPQRS"
    answered = looker.page.evaluate(HOSTILE, [url, f"kings-{GAME}-1", room])
    assert answered == 13, f"the relay answered {answered} of the 13 events sent"
    try:
        looker.page.wait_for_selector(f"{FIND} li[data-room='{room}']", timeout=30_000)
    except Error as exc:
        raise AssertionError(board_state(looker)) from exc
    time.sleep(1)
    assert hosts(looker) == ["Real"]
    result = looker.page.evaluate(BURST, [f"kings-{GAME}-1"])
    assert result["longest"] < 1000, result  # the page's timers kept running: no long freeze
    assert hosts(looker) == ["Real"]
    assert looker.page.evaluate("window.kingsNostrBoard.stats.dropped") >= 1
    # a name the player does not want to see again: hidden on this device, until shown again
    looker.page.click(f"{FIND} li[data-room='{room}'] [data-online='hide-host']")
    looker.page.wait_for_selector(f"{FIND} li[data-room='{room}']", state="detached")
    assert "Real's tables are hidden on this device." in looker.page.inner_text(f"{FIND} .online-note")
    looker.page.click(f"{FIND} [data-online='show-hidden']")
    looker.page.wait_for_selector(f"{FIND} li[data-room='{room}']")


LEFT = """([game, most]) => {  // the host's countdown says at most ``most`` seconds left
  const said = document.querySelector(`#online-${game} [data-online-quick='countdown']`)?.textContent || "";
  const left = said.match(/(\\d+):(\\d\\d)$/);
  return !!left && Number(left[1]) * 60 + Number(left[2]) <= most;
}"""


def quick_match(p: Player, game: str, name: str, count: int | None = None, any_rules: str = "") -> None:
    """``p`` opens ``game``, New game (for ``count`` players; ``any_rules``: this preset, and any rules will do),
    Quick match, and gives ``name`` (to host or to join)."""
    page, online = p.page, panel(game)
    page.goto(f"/index.html?game={game}")
    page.wait_for_selector(f"body[data-game='{game}'][data-state='ready']", timeout=BOOT_MS)
    page.click(f"main[data-table='{game}'] [data-action='new'], header [data-action='new']")
    if count is not None:
        page.select_option("#setup-count", str(count))
    if any_rules:
        page.select_option("#setup-preset", any_rules)
        page.check(f"#setup [data-setup='any-rules-{game}']")
    page.click(f"#setup [data-setup='quick'][data-for='{game}']")  # (Find a table opens, saying it looks)
    page.fill(f"{online}[open] [name='online-name']", name, timeout=30_000)  # the relay has answered: a table
    page.click(f"{online} :is([data-online='host'], [data-online='join'])")


def test_quick_match_seats_a_second_browser_at_the_first_ones_table(players, relay: Relay) -> None:  # type: ignore[no-untyped-def]
    relay.ready()
    game, online = "three-thirteen", panel("three-thirteen")
    first, second = players(2)
    quick_match(first, game, "Ann", count=3)  # nobody waits: Ann's own table, listed at once
    first.page.wait_for_selector(f"{online} [data-online-listed='true']")
    said = first.page.inner_text(f"{online} [data-online-quick='countdown']")
    assert said == "Starting with CPUs in the free seats in 1:00", said  # (the wait a host has at first)
    assert "Listed: anyone playing 3-13" in first.page.inner_text(online)  # (not the search's word any more)
    code = first.page.input_value(f"{online} [data-online-value='copy-link']").rpartition("online=")[2]
    time.sleep(1)  # (the listing on its way to the relay)
    quick_match(second, game, "Bo", any_rules="aces-high")  # other rules, but any will do
    try:  # Bo's page took the first free seat by itself
        second.page.wait_for_selector(f"{online} .online-note:has-text('Waiting for the host')", timeout=BOOT_MS)
    except Error as exc:
        raise AssertionError(f"{board_state(second)} {second.online_state()}") from exc
    assert code in second.page.evaluate("location.hash")
    first.page.wait_for_selector(f"{online} li[data-seat='1'][data-status='here']", timeout=BOOT_MS)
    assert "Bo" in first.page.inner_text(f"{online} li[data-seat='1']")
    assert "Open seat" in first.page.inner_text(f"{online} li[data-seat='2']")
    assert "Ann" in second.page.inner_text(f"{online} li[data-seat='0']")
    assert "Bo (you)" in second.page.inner_text(f"{online} li[data-seat='1']")
    first.page.click(f"{online} [data-online='start']:has-text('Start now')")  # the third seat to its CPU
    second.page.wait_for_selector(f"{online}:not([open])", state="attached", timeout=BOOT_MS)
    first.page.wait_for_selector(f"#online-bar-{game} .online-seat[data-status='cpu']")
    assert first.page.locator(f"#online-bar-{game} .online-seat[data-status='cpu']").count() == 1


def test_a_quick_match_with_nobody_else_starts_with_cpus_after_the_wait(players, relay: Relay) -> None:  # type: ignore[no-untyped-def]
    relay.ready()
    game, online = "king", panel("king")
    (alone,) = players(1)
    page = alone.page
    quick_match(alone, game, "Cy")
    page.wait_for_selector(f"{online} [data-online-listed='true']")
    page.select_option(f"{online} [data-online='quick-wait']", "30")  # the shortest wait, kept for next time
    page.wait_for_selector(f"{online} [data-online-quick='countdown']:has-text('in 0:30')")
    assert '"data":{"seconds":30}' in str(page.evaluate("localStorage.getItem('kings.online-wait')"))
    page.clock.fast_forward(20_000)
    page.wait_for_function(LEFT, arg=["king", 11])  # 0:10 or so
    assert page.get_attribute("html", "data-online-stage") == "lobby"
    page.clock.fast_forward(11_000)  # the wait is over: the game starts, a CPU in each free seat
    page.wait_for_selector("html[data-online-stage='playing']", state="attached", timeout=BOOT_MS)
    page.wait_for_selector(f"{online}:not([open])", state="attached")
    assert page.locator(f"#online-bar-{game} .online-seat[data-status='cpu']").count() == 3
    page.wait_for_selector(f"body[data-game='{game}']:not([data-state='loading'])")
