"""Online play in real browsers, several at once, through a tracker on 127.0.0.1 (issue 36; e2e/online.py).

A host opens Play online from the New game dialog, guests open the invite link in browsers of their own, take
seats and play whole deals with the host; each guest's page never holds another seat's cards (in its DOM or in
the messages it received); a guest who drops gets the seat back by opening the link again; the host reloads and
the game goes on; forged, out-of-turn and garbage messages are refused and the game goes on. What a new player
met: the host is asked a name, CPUs keep theirs, the game behind a table not dealt yet neither shows nor plays, a
guest's name is refused with a reason, ending asks first and tells the guests, and a guest who cannot reach the
host is told why.
"""

from __future__ import annotations

import json
import time
from typing import Any

from e2e.conftest import KingPage, KingsPage, ThirteenPage
from e2e.online import BOOT_MS, Player  # (the online fixtures: e2e/conftest.py)
from e2e.online_table import guest_joins, guests_join, host_opens, instant, panel, start
from e2e.test_kings_court import CourtPage

#: a deal of Kings in the Corner for two in which the host does not go out before the guest has had two turns
SEED = 3
#: a short deal of Kings in the Corner for two played by hints (15 moves: both play cards, the guest goes out), and a
#: short first round of 3-13 for two played by :class:`ThirteenPage` (10 moves: the guest goes out on its second
#: turn): whole deals, that do not take the time of the longest (a random one took 9 to 90 moves, or more)
SHORT_DEAL, SHORT_ROUND = 20, 84
HANDS = {"corners": "#hand [data-card]", "king": "#king-hand [data-card]", "three-thirteen": "#tt-hand [data-card]"}
#: the states in which a deal (a hand, a round) is over on a page
OVER = {"corners": ("deal-over", "match-over"), "king": ("hand-over", "game-over"),
        "three-thirteen": ("deal-over", "match-over")}  # fmt: skip


def hand(p: Player, game: str) -> list[str]:
    return [str(c) for c in p.page.locator(HANDS[game]).evaluate_all("els => els.map(e => e.dataset.card)")]


def cards_on_page(p: Player, game: str) -> set[str]:
    return set(p.page.locator(f"main[data-table='{game}'] [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"))  # fmt: skip


def in_play(message: str) -> str:
    """``message`` without what it shows of finished deals: a finished deal is shown whole to every seat, by
    design (web/corners/online.py), so only the deal in play must hold no card of another hand."""
    try:
        data = json.loads(message)
    except ValueError:  # what a hostile guest sent the host: kept as it came
        return message
    if isinstance(data, dict) and data.get("t") == "table" and isinstance(data.get("state"), dict):
        data["state"].pop("results", None)
    return json.dumps(data)


def no_leak(everyone: list[Player], game: str, messages: bool = True) -> None:
    """No page shows a card of another player's hand, nor (``messages``) ever received one in a message about the
    deal in play. Pages on which the deal has ended show every hand, by design: a check that meets one judges
    the messages only."""
    shown_whole = any(p.body("state") in OVER[game] for p in everyone)
    hands = {id(p): set(hand(p, game)) for p in everyone}
    for p in everyone:
        seen = cards_on_page(p, game)
        received = "\n".join(in_play(m) for m in p.messages()) if messages else ""
        # the last move may end the deal while this looks: then the pages show its hands, as they should
        shown_whole = shown_whole or any(q.body("state") in OVER[game] for q in everyone)
        for q in everyone:
            if q is not p:
                assert shown_whole or not (hands[id(q)] & seen), "a page shows another player's card"
                for card in hands[id(q)]:
                    assert f'"{card}"' not in received, f"{card} of another hand reached a guest's page"


def move(p: Player, game: str) -> None:
    """The player's move, as a player would make it (the table waits on it)."""
    if game == "corners":
        KingsPage(p.page).play_hint()
    elif game == "king":
        KingPage(p.page).act()
    else:
        ThirteenPage(p.page).act()


def to_move(everyone: list[Player], game: str, seconds: float = 300) -> Player | None:
    """The player the table waits on, once its own page shows the table as the host's does and waits on it; None
    once the deal is over on the host's table. The host's page says whose seat it is (``data-to-act``: each player
    sits at its index in ``everyone``, the host at 0); each wait is on one page, for its own attributes (a
    selector: the pages are not polled over and over, which cost as much CPU as the moves)."""
    host, deadline = everyone[0], time.monotonic() + seconds
    while time.monotonic() < deadline:
        data = host.page.evaluate("() => ({...document.body.dataset})")
        state, actor, moves = data.get("state"), data.get("actor"), data.get("moves")
        if state in OVER[game]:
            return None
        if state == "ready" and actor in ("human", "remote"):
            p = everyone[int(data["toAct"])]
            p.page.wait_for_selector(f"body[data-state='ready'][data-actor='human'][data-moves='{moves}']",
                                     timeout=BOOT_MS)  # fmt: skip
            return p
        # a CPU plays (a free seat, or a guest's away too long), or the table is between two states: until it moves
        host.page.wait_for_selector(f"body:not([data-state='{state}'][data-actor='{actor}'][data-moves='{moves}'])",
                                    timeout=BOOT_MS)  # fmt: skip
    raise AssertionError(f"no player's turn came in {seconds} s")


def play_deal(everyone: list[Player], game: str, checks: int = 4, every: int = 12,
              messages: bool = True) -> list[int]:  # fmt: skip
    """Every player plays when its turn comes until the deal is over on every page, :func:`no_leak` looking after
    every ``every`` moves (``checks`` times at most); the moves each player made."""
    made = [0] * len(everyone)
    while (p := to_move(everyone, game)) is not None:
        move(p, game)
        made[everyone.index(p)] += 1
        if sum(made) % every == 0 and checks:
            checks -= 1
            no_leak(everyone, game, messages)
    over = ", ".join(f"body[data-state='{state}']" for state in OVER[game])
    for p in everyone:
        p.page.wait_for_selector(over, timeout=BOOT_MS)
    return made


def play_until(everyone: list[Player], game: str, whose: Player) -> None:
    """Every player plays when its turn comes until it is ``whose`` turn (on its page and the host's)."""
    while (p := to_move(everyone, game)) is not whose:
        assert p is not None, "the deal ended"
        move(p, game)


def piles(p: Player) -> list[list[str]]:
    """The cards of each pile on ``p``'s table of Kings in the Corner, in the page's order."""
    return [list(x) for x in p.page.locator("#table [data-pile]").evaluate_all(
        "els => els.map(e => [...e.querySelectorAll('[data-card]')].map(c => c.dataset.card))")]  # fmt: skip


def play_on(everyone: list[Player], moves: int) -> None:
    """Every player of Kings in the Corner plays when its turn comes, ``moves`` moves in all (fewer if the deal
    ends); then every page has made as many moves and lays out the same piles. (A whole deal played to its score
    sheet on both pages: test_two_players_play_a_whole_deal_online_and_no_page_holds_the_other_hand.)"""
    for _ in range(moves):
        p = to_move(everyone, "corners")
        if p is None:
            break
        move(p, "corners")
    until(lambda: len({p.body("moves") for p in everyone}) == 1 and all(p.body("state") != "loading"
          for p in everyone), "every page at the same move", watch=tuple(everyone))  # fmt: skip
    until(lambda: all(piles(p) == piles(everyone[0]) for p in everyone), "the same piles on every page")


def bar_clear_of_the_table(page: Any) -> None:
    """Issue 32: the online bar sits in the page's column under the header, over nothing of the table, and the
    page still fits the window, on a laptop and on a phone."""
    for size in ({"width": 1280, "height": 800}, {"width": 390, "height": 844}):
        page.set_viewport_size(size)
        page.wait_for_timeout(100)
        found = page.evaluate("""() => {
            const bar = document.querySelector('#online-bar-corners').getBoundingClientRect();
            const main = document.querySelector('main[data-table=corners]').getBoundingClientRect();
            const doc = document.scrollingElement;
            return {bar: bar.bottom, main: main.top, shown: bar.height,
                    scroll: doc.scrollHeight - innerHeight, overflow: doc.scrollWidth - doc.clientWidth}; }""")
        assert found["shown"] > 10 and found["bar"] <= found["main"] + 1, (size, found)
        assert found["scroll"] <= 0 and found["overflow"] <= 0, (size, found)


def test_two_players_play_a_whole_deal_online_and_no_page_holds_the_other_hand(players: Any) -> None:
    host, guest = players(2)
    link = host_opens(host, "corners", 2, seed=SHORT_DEAL)
    assert "#online=" in link and "?game=corners" in link
    guest_joins(guest, "corners", link, "Bo", 1)
    start(host, "corners", [guest])
    assert guest.page.get_attribute("html", "data-online") == "guest"
    no_leak([host, guest], "corners")
    bar_clear_of_the_table(guest.page)
    instant([host, guest])
    assert min(play_deal([host, guest], "corners", every=3)) > 0  # both played
    # the guest's table ended as the host's did: the same score sheet
    assert host.page.inner_text("#sheet") == guest.page.inner_text("#sheet")
    tables = [json.loads(m) for m in guest.messages() if json.loads(m)["t"] == "table"]
    assert tables and all(t["seat"] == 1 for t in tables) and max(len(m) for m in guest.messages()) < 200_000


def test_four_players_play_a_whole_hand_of_king_online(players: Any) -> None:
    host, *guests = players(4)
    link = host_opens(host, "king")
    guests_join("king", link, {i + 1: (g, f"Guest {i + 1}") for i, g in enumerate(guests)}, held=3)
    start(host, "king", guests)
    everyone = [host, *guests]
    instant(everyone)
    no_leak(everyone, "king")
    play_deal(everyone, "king")
    sheets = {p.page.inner_text("#king-sheet") for p in everyone}
    assert len(sheets) == 1  # every table scored the hand alike


def test_a_guest_plays_a_whole_round_of_three_thirteen_with_the_host(players: Any) -> None:
    host, guest = players(2)
    link = host_opens(host, "three-thirteen", 2, seed=SHORT_ROUND)  # one pack: a card is in one place only
    guest_joins(guest, "three-thirteen", link, "Bo", 1)
    start(host, "three-thirteen", [guest])
    no_leak([host, guest], "three-thirteen")
    instant([host, guest])
    # a card taken from the pile is known to all: the pages are looked at, not the messages
    assert min(play_deal([host, guest], "three-thirteen", every=2, messages=False)) > 0
    assert host.page.inner_text("#tt-sheet") == guest.page.inner_text("#tt-sheet")


def send_raw(p: Player, text: str) -> None:
    """Send ``text`` to the host from ``p``'s page, past the page's own checks (what a hostile guest could do)."""
    p.page.evaluate("""text => {
        const host = window.kingsOnlineLog.find(m => m.dir === 'in').peer;
        window.kingsOnlineTransport.send(host, text);
    }""", text)  # fmt: skip


def refusals(p: Player) -> list[str]:
    return [json.loads(m)["reason"] for m in p.messages() if json.loads(m)["t"] == "refused"]


def until(check: Any, what: str, seconds: float = 90, watch: tuple[Player, ...] = ()) -> None:
    """Wait for ``check()``; on a timeout, say how each page of ``watch`` stood."""
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() >= deadline:
            pages = "; ".join(f"{p.body('state')}/{p.body('actor')}/{p.body('moves')} {p.errors} {p.online_state()}"
                              for p in watch)  # fmt: skip
            raise AssertionError(f"waited {seconds} s for {what} (state/actor/moves, errors: {pages})")
        time.sleep(0.1)


def test_hostile_messages_are_refused_and_a_guest_who_drops_mid_turn_is_covered_then_gets_the_seat_back(
        players: Any) -> None:
    host, guest = players(2)
    # a deal in which the host does not go out before the guest's second turn (a random one did, once in a while)
    link = host_opens(host, "corners", 2, seed=SEED)
    host.page.select_option(f"{panel('corners')} [data-online='timeout']", "15")
    guest_joins(guest, "corners", link, "Bo", 1)
    start(host, "corners", [guest])
    play_until([host, guest], "corners", host)  # the host's turn
    assert guest.body("actor") == "remote"
    moves = host.body("moves")
    # out of turn, for another seat, garbage, too long, a flood: each refused with a reason, nothing played
    legal = str(host.page.get_attribute("#kings-state", "data-position"))  # any text: the host's turn anyway
    send_raw(guest, json.dumps({"t": "move", "m": "draw", "n": 1}))
    send_raw(guest, json.dumps({"t": "move", "m": "draw", "n": 1, "seat": 0}))
    send_raw(guest, "{not json")
    send_raw(guest, "x" * 5000)
    send_raw(guest, json.dumps({"t": "move", "m": legal[:40], "n": 1}))
    until(lambda: len(refusals(guest)) >= 5, "five refusals")
    reasons = refusals(guest)
    assert reasons[0] == "It is not your turn."
    assert "has no field seat" in reasons[1] and "must be JSON" in reasons[2] and "at most 1,000" in reasons[3]
    assert host.body("moves") == moves and host.body("actor") == "human"
    # the game goes on: the host plays its turn, then the guest plays one card and drops
    play_until([host, guest], "corners", guest)
    played = guest.body("moves")
    KingsPage(guest.page).play_hint()
    assert guest.body("moves") != played
    # the guest drops on its own turn, with both tables agreeing on the moves: the hint may have ended the
    # guest's turn (nothing else to play), so the host plays on until the turn is the guest's again
    play_until([host, guest], "corners", guest)
    assert host.body("moves") == guest.body("moves") and host.body("actor") == "remote"
    position = host.page.get_attribute("#kings-state", "data-position")
    guest.page.close()
    host.page.wait_for_selector("#online-bar-corners [data-seat='1'][data-status='away']", timeout=30_000)
    # fifteen seconds later a CPU plays the guest's turn on the host's table: they pass on the host's clock
    # (e2e/online.py), which runs its timers due as it goes; ten seconds on, the turn still waits for the guest
    host.page.clock.fast_forward(10_000)
    assert host.page.get_attribute("#kings-state", "data-position") == position
    host.page.clock.fast_forward(5_000)
    until(lambda: host.page.get_attribute("#kings-state", "data-position") != position, "the CPU's move", 60)
    # the guest opens the link again: the same seat, its hand as the host holds it
    guest.new_page()
    guest.page.goto(link)
    back = "#online-bar-corners [data-seat='1'][data-status='here']"
    until(lambda: host.page.locator(back).count() > 0, "the host to see the guest back", BOOT_MS / 1000,
          (host, guest))  # fmt: skip
    guest.page.wait_for_selector("html[data-online='guest'] body[data-state]:not([data-state='loading'])",
                                 timeout=BOOT_MS)  # fmt: skip
    until(lambda: guest.page.locator("#hand [data-card]").count() > 0, "the guest's hand")
    no_leak([host, guest], "corners")
    play_on([host, guest], 8)
    no_leak([host, guest], "corners")


def test_the_host_reloads_and_the_guest_reloads_and_the_deal_goes_on(players: Any) -> None:
    host, guest = players(2)
    link = host_opens(host, "corners", 2, seed=SEED)  # a deal that does not end within its first moves
    guest_joins(guest, "corners", link, "Bo", 1)
    start(host, "corners", [guest])
    play_on([host, guest], 3)  # a few moves first
    position = host.page.get_attribute("#kings-state", "data-position")
    host.page.reload()
    guest.page.wait_for_selector("#online-bar-corners[data-host-away='true']", timeout=30_000)
    host.page.wait_for_selector("html[data-online='host'] body[data-state]", timeout=BOOT_MS)
    until(lambda: host.page.get_attribute("#kings-state", "data-position") == position, "the host's game back")
    until(lambda: guest.page.locator("#online-bar-corners[data-host-away='false']").count() > 0,
          "the guest to see the host back", BOOT_MS / 1000, (host, guest))  # fmt: skip
    until(lambda: host.page.locator("#online-bar-corners [data-seat='1'][data-status='here']").count() > 0,
          "the host to see the guest back", BOOT_MS / 1000, (host, guest))  # fmt: skip
    hand_before = hand(guest, "corners")
    guest.page.reload()
    guest.page.wait_for_selector("html[data-online='guest'] body[data-state]", timeout=BOOT_MS)
    until(lambda: hand(guest, "corners") == hand_before, "the guest's hand back")
    play_on([host, guest], 8)
    no_leak([host, guest], "corners")


def test_king_s_court_online_moves_by_clicks_on_both_pages_and_no_undo(players: Any) -> None:
    host, guest = players(2)
    link = host_opens(host, "kings-court")
    guest_joins(guest, "kings-court", link, "Bo", 1)
    start(host, "kings-court", [guest])
    pages = {id(host): CourtPage(host.page), id(guest): CourtPage(guest.page)}
    for turn in range(6):  # Orange (the host) and Green (the guest) by turns, each by clicks on its own board
        mover = host if turn % 2 == 0 else guest
        court = pages[id(mover)]
        court.wait_human()
        court.click_move(court.legal()[0])
        until(lambda: guest.page.get_attribute("#court-state", "data-position")
              == host.page.get_attribute("#court-state", "data-position"), "the same board on both pages")  # fmt: skip
    for p in (host, guest):
        assert p.page.get_attribute("main[data-table='kings-court'] [data-action='undo']", "aria-disabled") == "true"
    assert len(pages[id(host)].record().games[0]) == 6
