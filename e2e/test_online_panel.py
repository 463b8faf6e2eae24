"""Online play as a new player meets its panel (issue 46, defect 6), in real browsers through the tracker on
127.0.0.1 (e2e/online.py; the helpers of e2e/test_online.py): the host is asked a name, CPUs keep theirs, the game
behind a table not dealt yet neither shows nor plays, a guest's name is refused with a reason, ending asks first and
tells the guests, and a guest who cannot reach the host is told why.
"""

from __future__ import annotations

import random
from typing import Any

from e2e.online import BOOT_MS  # (the online fixtures: e2e/conftest.py)
from e2e.online_table import guest_joins, host_opens, instant, panel, start
from e2e.test_online import SHORT_DEAL, play_deal, play_on, until
from web.shell.online import names, rooms
from web.shell.online import panel as words


def test_the_host_gives_a_name_the_cpus_keep_theirs_and_the_game_behind_waits(players: Any) -> None:
    host, guest = players(2)
    page, p = host.page, panel("corners")
    # the host's own game, the CPUs' turns on their way (slowly) when the host chooses Play online (deal 6: the
    # host plays first; deal 42 had both CPUs play a whole turn each, slowly, before it: ~10 s of waiting)
    page.goto("/index.html?game=corners&players=3&seed=6&speed=slow")
    page.wait_for_selector("body[data-game='corners'][data-state='ready'][data-actor='human']", timeout=BOOT_MS)
    page.get_by_role("button", name="Draw & end turn").click()
    page.wait_for_selector("body[data-actor='cpu']")
    page.click("header [data-action='new']")
    page.click("#setup [data-setup='online'][data-for='corners']")
    moves = host.body("moves")
    # asked a name first, as a guest is; none given is refused next to the field, saying why
    page.wait_for_selector(f"{p}[open] [name='online-name']")
    assert page.input_value(f"{p} [name='online-name']") == "" and page.locator(f"{p} [data-online-value]").count() == 0
    page.click(f"{p} [data-online='host']")
    assert page.inner_text(f"{p} .online-error") == names.EMPTY
    page.fill(f"{p} [name='online-name']", "Ann")
    page.click(f"{p} [data-online='host']")
    link = page.input_value(f"{p} [data-online-value='copy-link']")
    # the table is not dealt yet: the game behind neither shows nor plays, and the panel stays (Escape too)
    assert page.get_attribute("html", "data-online-stage") == "lobby"
    assert page.locator("main[data-table='corners']").is_hidden()
    page.keyboard.press("Escape")
    page.wait_for_timeout(300)
    assert page.locator(f"{p}[open] [data-online-value='copy-link']").is_visible()
    # an open seat says it waits for a guest, and whose CPU plays it otherwise
    seat = page.locator(f"{p} li[data-seat='2']")
    assert seat.locator(".online-name").inner_text() == "Open seat"
    state = seat.locator(".online-state").inner_text()
    assert state == "Waiting for a guest. If nobody sits here, Ben (CPU · medium) plays it."
    # a guest's odd name is shown as they typed it, as text
    guest_joins(guest, "corners", link, "<b>Bo</b>", 1)
    page.wait_for_selector(f"{p} li[data-seat='1'][data-status='here']", timeout=BOOT_MS)
    assert page.locator(f"{p} li[data-seat='1'] .online-name").inner_text() == "<b>Bo</b>"
    assert page.locator(f"{p} b").count() == 0 and guest.page.locator(f"{p} b").count() == 0
    assert host.body("moves") == moves  # the CPUs of the host's own game played nothing meanwhile
    start(host, "corners", [guest])
    assert page.locator("main[data-table='corners']").is_visible()
    bar = page.inner_text("#online-bar-corners")
    assert "Ann (you): Host" in bar and "Ben: CPU · medium" in bar and "Seat" not in bar
    until(lambda: "Ann: Host" in guest.page.inner_text("#online-bar-corners"), "the host's name on the guest's bar")
    table = guest.page.inner_text("main[data-table='corners']")
    assert "Ann" in table and "Ben" in table and "Seat 3" not in table and "Host" not in table
    # the guest's log names the CPU by its name once it has played ("Seat 3 drew a card", the review said)
    instant([host, guest])
    for _ in range(60):
        if "Ben " in guest.page.inner_text("#log"):
            break
        if host.body("state") == "deal-over":  # (a random deal: the guest may go out before Ben's first turn)
            host.page.click("main[data-table='corners'] [data-action='next']")
            until(lambda: host.body("state") != "deal-over", "the next deal on the host's table")
        play_on([host, guest], 1)
    log = guest.page.inner_text("#log")
    assert "Ben " in log and "Seat" not in log and "Host" not in log, log


def test_ending_the_online_game_asks_first_and_the_guest_reads_that_the_host_ended_it(players: Any) -> None:
    host, guest = players(2)
    p = panel("corners")
    link = host_opens(host, "corners", 2, seed=SHORT_DEAL)
    guest_joins(guest, "corners", link, "Bo", 1)
    start(host, "corners", [guest])
    instant([host, guest])
    play_deal([host, guest], "corners", checks=0)  # to the deal's end: each table offers its Next deal
    next_deal = "main[data-table='corners'] [data-action='next']"
    until(lambda: guest.page.locator(next_deal).is_visible(), "the guest's Next deal")
    # asked first; Keep playing changes nothing
    host.page.click("#online-bar-corners [data-online='end']")
    host.page.wait_for_selector(f"{p}[open] [data-online='keep']")
    assert host.page.inner_text(f"{p} h2") == words.END_TITLE
    host.page.click(f"{p} [data-online='keep']")
    host.page.wait_for_selector(f"{p}:not([open])", state="attached")
    assert host.page.get_attribute("html", "data-online") == "host"
    assert guest.page.get_attribute("html", "data-online-stage") == "playing"
    host.page.click("#online-bar-corners [data-online='end']")
    host.page.click(f"{p} [data-online='end-now']")
    host.page.wait_for_selector("html[data-online='']", state="attached")
    # the guest reads that the host ended it (not that the host left), with no Next deal: play offline, or close
    guest.page.wait_for_selector(f"{p}[open] [data-online='offline']", timeout=30_000)
    said = guest.page.inner_text(p) + guest.page.inner_text("#online-bar-corners")
    assert "Ann ended the online game." in said and "left the table" not in said
    assert guest.page.locator(f"{p} [data-online]").evaluate_all("els => els.map(e => e.dataset.online)") == [
        "close", "offline"]  # fmt: skip
    assert not guest.page.locator(next_deal).is_visible()
    guest.page.click(f"{p} [data-online='close']")
    assert not guest.page.locator(next_deal).is_visible()  # the last table, to look at
    guest.page.click("#online-bar-corners [data-online='offline']")
    guest.page.wait_for_selector("html[data-online='']", state="attached")
    assert guest.page.locator("main[data-table='corners']").is_visible()
    # the host's next table offers the name given this time
    host.page.click("header [data-action='new']")
    host.page.click("#setup [data-setup='online'][data-for='corners']")
    assert host.page.input_value(f"{p}[open] [name='online-name']") == "Ann"


def invite_nobody_hosts(more: str = "") -> str:
    return f"/index.html?game=corners{more}#online={rooms.new_code(random.getrandbits)}"


def test_a_guest_opening_an_invite_sees_the_join_panel_alone_and_a_bad_name_is_refused_by_it(
        players: Any) -> None:
    (guest,) = players(1)
    page, p = guest.page, panel("corners")
    # online play's own stylesheet is empty here, as it is in effect on a slow line until it comes, after the panel
    # has opened: the game stays hidden behind the panel all the same, from the first frame
    page.route("**/web/shell/online.css", lambda route: route.fulfill(status=200, content_type="text/css", body=""))
    # with a speed in the address too: the game took it and dropped it from the address, and the invite's code with it
    page.goto(invite_nobody_hosts("&speed=fast"))
    page.wait_for_selector(f"{p}[open] [name='online-name']", timeout=BOOT_MS)
    page.wait_for_selector("body[data-state='ready'][data-speed='fast']", timeout=BOOT_MS)
    # no offline deal behind the panel, nor its first-visit offer
    assert page.get_attribute("html", "data-online-stage") == "lobby"
    assert page.locator("main[data-table='corners']").is_hidden()
    assert not page.get_by_text("New here?").is_visible()
    field, error = f"{p} [name='online-name']", f"{p} .online-error"
    for typed, why in (("", names.EMPTY), ("     ", names.EMPTY), ("x" * 41, names.too_long(41))):
        page.fill(field, typed)
        page.click(f"{p} [data-online='join']")
        assert page.inner_text(error) == why
        assert page.get_attribute(field, "aria-invalid") == "true"
        assert page.evaluate("document.activeElement.name") == "online-name"  # back in the field, to put it right
        assert page.locator(f"{p} .online-note").count() == 0  # nothing sent: still the form
    page.fill(field, "Bo")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{p} .online-note:has-text('Looking for the host')")
    assert page.locator(field).count() == 0


def test_a_guest_who_cannot_reach_the_host_is_told_why_and_may_try_again_or_play_offline(
        players: Any) -> None:
    (guest,) = players(1)
    page, p = guest.page, panel("corners")
    page.goto(invite_nobody_hosts())
    page.fill(f"{p}[open] [name='online-name']", "Bo", timeout=BOOT_MS)
    page.click(f"{p} [data-online='join']")
    page.wait_for_selector(f"{p} .online-note:has-text('Looking for the host')")
    # the page's patience passes on the guest's clock (e2e/online.py), not in real time: well before it the panel
    # still says it looks (the timers due ran in fast_forward), once it has passed it says why and what to do
    patience = int(words.PATIENCE * 1000)
    page.clock.fast_forward(patience - 10_000)
    assert page.locator(f"{p} [data-online='retry']").count() == 0
    page.clock.fast_forward(10_000)
    page.wait_for_selector(f"{p} [data-online='retry']")
    note = page.inner_text(f"{p} .online-note")
    assert note == words.UNREACHABLE and "closed or asleep" in note and "office or mobile networks" in note
    page.click(f"{p} [data-online='retry']")  # looks again, afresh
    page.wait_for_selector(f"{p} .online-note:has-text('Looking for the host')")
    assert page.locator(f"{p} [data-online='retry']").count() == 0
    page.clock.fast_forward(patience)
    page.wait_for_selector(f"{p} [data-online='offline']")
    page.click(f"{p} [data-online='offline']")
    page.wait_for_selector("html[data-online='']", state="attached")
    assert page.locator("main[data-table='corners']").is_visible() and guest.body("state") == "ready"


#: The transport's connect, wrapped: each of the page's first ``fails`` connections reports, once made, the error a
#: WebRTC handshake that found the other browser but opened no channel reports (trystero's words); the page counts
#: its connections in ``window.kingsConnects``.
FAILING_LINKS = """fails => {
    window.kingsConnects = 0;
    let load;
    Object.defineProperty(window, "kingsOnline", {configurable: true, set(v) { load = v; }, get() {
        return async () => {
            const real = await load();
            return {...real, async connect(code, joined, left, message, error, fresh) {
                const n = ++window.kingsConnects;
                const transport = await real.connect(code, joined, left, message, error, fresh);
                if (n <= fails) setTimeout(() => error("could not connect to peer x after exchanging SDP", "x"), 0);
                return transport;
            }};
        };
    }});
}"""


def test_a_guest_whose_link_fails_half_way_tries_again_by_itself_then_says_what_to_do(players: Any) -> None:
    host, guest = players(2)
    p = panel("corners")
    # every link fails: three new handshakes by themselves, then what may be wrong and what to do, with Try again
    guest.page.add_init_script(f"({FAILING_LINKS})(1000)")
    guest.page.goto(invite_nobody_hosts())
    guest.page.fill(f"{p}[open] [name='online-name']", "Bo", timeout=BOOT_MS)
    guest.page.click(f"{p} [data-online='join']")
    guest.page.wait_for_selector(f"{p} [data-online='retry']", timeout=30_000)
    assert guest.page.evaluate("window.kingsConnects") == 4
    note = guest.page.inner_text(f"{p} .online-note")
    assert note.startswith("The link to the host's table could not be made.") and "Try again" in note
    assert "SDP" not in note and guest.page.locator(f"{p} [data-online='offline']").count() == 1
    guest.page.click(f"{p} [data-online='retry']")  # afresh: three more by themselves
    until(lambda: guest.page.evaluate("window.kingsConnects") == 8, "four more links")
    guest.page.wait_for_selector(f"{p} [data-online='retry']", timeout=30_000)
    # two links fail, the third finds the host: the guest sits as if nothing had happened
    link = host_opens(host, "corners", 2, seed=SHORT_DEAL)
    guest.new_page().add_init_script(f"({FAILING_LINKS})(2)")
    guest_joins(guest, "corners", link, "Bo", 1)
    assert guest.page.evaluate("window.kingsConnects") == 3
    start(host, "corners", [guest])
    assert guest.page.get_attribute("html", "data-online") == "guest" and not guest.errors
