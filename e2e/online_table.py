"""Opening an online table as players do (e2e/test_online.py, e2e/test_online_panel.py): the host opens it from
New game, guests open the invite link, give their names and sit, the host starts the game."""

from __future__ import annotations

from playwright.sync_api import Error

from e2e.online import BOOT_MS, Player

PANEL = "#online-{game}"


def panel(game: str) -> str:
    return PANEL.format(game=game)


def host_opens(host: Player, game: str, count: int | None = None, seed: int | None = None, name: str = "Ann",
               load: bool = True) -> str:  # fmt: skip
    """The host's game (``load``: opened afresh), New game (for ``count`` players, dealt from ``seed``), Play
    online, the host's name: the invite link."""
    page = host.page
    if load:
        page.goto(f"/index.html?game={game}")
        page.wait_for_selector(f"body[data-game='{game}'][data-state='ready']", timeout=BOOT_MS)
    page.click(f"main[data-table='{game}'] [data-action='new'], header [data-action='new']")
    if count is not None:
        page.select_option("#setup-count", str(count))
    if seed is not None:
        page.fill("#setup-seed", str(seed))
    page.click(f"#setup [data-setup='online'][data-for='{game}']")
    page.fill(f"{panel(game)}[open] [name='online-name']", name)
    page.click(f"{panel(game)} [data-online='host']")
    page.wait_for_selector(f"{panel(game)}[open] [data-online-value='copy-link']")
    assert page.get_attribute("html", "data-online") == "host"
    return str(page.input_value(f"{panel(game)} [data-online-value='copy-link']"))


def guest_joins(guest: Player, game: str, link: str, name: str, seat: int) -> None:
    """The guest opens the invite link, gives ``name`` and takes ``seat``."""
    guests_join(game, link, {seat: (guest, name)})


def guests_join(game: str, link: str, seats: dict[int, tuple[Player, str]], held: int | None = None) -> None:
    """Guests open the invite link together (friends who got it at once), give their names and take their seats
    (``seats``: seat -> (guest, name)): each page boots and finds the host while the others do. ``held``: that
    seat's guest presses its Sit here while the others sit, and lets go once their seats show taken on its page
    (the panel drawn afresh under the finger must not lose the tap)."""
    p = panel(game)
    for guest, _ in seats.values():
        guest.page.goto(link)
    for guest, name in seats.values():
        guest.page.fill(f"{p}[open] [name='online-name']", name, timeout=BOOT_MS)
        guest.page.click(f"{p} [data-online='join']")
    if held is not None:
        page = seats[held][0].page
        box = page.locator(f"{p} li[data-seat='{held}'] [data-online='sit']").bounding_box(timeout=BOOT_MS)
        assert box is not None
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
    for seat, (guest, _) in seats.items():
        if seat != held:
            try:
                guest.page.click(f"{p} li[data-seat='{seat}'] [data-online='sit']", timeout=BOOT_MS)
            except Error as exc:  # (what each guest's panel said: CI saw a guest that never found the host)
                raise AssertionError(f"seat {seat}'s guest got no seat to take: "
                                     f"{[g.online_state() for g, _ in seats.values()]}") from exc
    if held is not None:
        for seat in seats:
            if seat != held:
                page.wait_for_selector(f"{p} li[data-seat='{seat}'][data-status='here']", timeout=BOOT_MS)
        page.mouse.up()
    for guest, _ in seats.values():
        try:
            guest.page.wait_for_selector(f"{p} .online-note:has-text('Waiting for the host')", timeout=BOOT_MS)
        except Error as exc:
            raise AssertionError(f"a guest was not seated: {[g.online_state() for g, _ in seats.values()]}") from exc


def start(host: Player, game: str, guests: list[Player]) -> None:
    page = host.page
    for i, _ in enumerate(guests):
        page.wait_for_selector(f"{panel(game)} li[data-seat='{i + 1}'][data-status='here']", timeout=BOOT_MS)
    page.click(f"{panel(game)} [data-online='start']")
    for g in guests:
        g.page.wait_for_selector(f"{panel(game)}:not([open])", state="attached", timeout=BOOT_MS)
        g.page.wait_for_selector("body[data-state]:not([data-state='loading'])", timeout=BOOT_MS)


def instant(everyone: list[Player]) -> None:
    """Each player sets the Instant speed (the header's select, remembered): cards land without flying, for the
    tests that play long stretches and do not watch cards move. Each page draws every move, and its flights were
    a fifth of a move's CPU; the other online tests keep the speed a new player has, flights and all."""
    for p in everyone:
        p.page.select_option("#speed", "instant")
        p.page.wait_for_selector("body[data-speed='instant']")
