"""Online play at a real game controller (issue 36): Kings in the Corner's App as the host's and a guest's table,
wired in memory (web/shell/online/play.py).

The host's App starts the online game with the guests' seats remote and keeps it apart from its offline game;
a guest's App draws the host's tables, sends its moves instead of playing them and saves nothing; a CPU covers a
guest away too long; a player who starts a game of their own leaves the table and hears no more of it.
"""

from __future__ import annotations

import itertools
import json
from collections import deque
from typing import Any

from kings.corners import preset
from tests.test_web_app import Harness
from web.corners.online import Link
from web.corners.spec import Setup
from web.shell import quarantine
from web.shell.notice import DOWNLOAD, actions
from web.shell.online.hosting import open_chairs
from web.shell.online.play import MATCH, ROOM, SEAT, OnlineGuest, OnlineHost, saved_room, saved_seat, saved_table
from web.shell.seats import make_seats
from web.shell.storage import CHANGED_NOTICE

LINK = Link()


class Wire:
    def __init__(self) -> None:
        self.queue: deque[tuple[str, str, str]] = deque()

    def sender(self, src: str) -> Any:
        return lambda dst, text: self.queue.append((src, dst, text))


def online_table() -> tuple[Harness, Harness, OnlineHost, OnlineGuest, Wire]:
    wire = Wire()
    host, guest = Harness(), Harness()
    tokens = (f"{i:032x}" for i in itertools.count(1))
    setup = Setup(make_seats(["human", "easy"]), preset("standard"), seed=42)
    chairs = open_chairs(setup.seats, "easy", "Ann")
    room_host = OnlineHost(host.app, LINK, "C" * 26, setup, chairs, wire.sender("host"), lambda: next(tokens),
                           "Standard")
    room_guest = OnlineGuest(guest.app, LINK, "C" * 26, "Bo", None, wire.sender("g"))
    room_host.room.joined("g", 0.0)
    room_guest.room.joined("host")
    deliver(wire, room_host, room_guest)
    room_guest.room.sit(1, "Bo")
    deliver(wire, room_host, room_guest)
    room_host.start()
    deliver(wire, room_host, room_guest)
    return host, guest, room_host, room_guest, wire


def deliver(wire: Wire, host: OnlineHost, guest: OnlineGuest, now: float = 1.0) -> None:
    while wire.queue:
        src, dst, text = wire.queue.popleft()
        if dst == "host":
            host.room.receive(src, text, now)
        else:
            guest.receive(src, text)


def test_the_host_plays_online_apart_from_its_offline_game_and_the_guest_draws_the_hosts_table() -> None:
    host, guest, h, g, wire = online_table()
    offline = host.backend.get("kings.corners.match")
    s = host.session
    assert s.seats[1].remote and s.seats[1].name == "Bo" and s.viewer == 0
    assert host.backend.get("kings.corners.match") == offline  # the offline game is as it was
    assert json.loads(host.backend.get(f"kings.corners.{MATCH}") or "")["data"]["seats"][1]["remote"] is True
    assert json.loads(host.backend.get(f"kings.corners.{ROOM}") or "")["data"]["started"] is True
    gs = guest.session
    assert guest.app.online is g and gs.viewer == 1 and gs.seats[0].remote and not gs.seats[1].remote
    assert gs.shown.observe(1) == s.shown.observe(1)
    saved = guest.backend.get("kings.corners.match")
    # the moves: each side plays its own turns; the guest's go through the host
    for _ in range(40):
        seat = LINK.acting(host.session)
        if seat is None:
            break
        if seat == 0:
            host.app.play(host.session.shown.legal_moves()[0])
            host.settle()
        else:
            assert guest.session.actor == "human"
            before = guest.session
            guest.app.play(guest.session.shown.legal_moves()[0])
            assert guest.session is before  # not played here: sent
            deliver(wire, h, g)
        deliver(wire, h, g)
        assert guest.session.shown.observe(1) == host.session.shown.observe(1)
    assert guest.backend.get("kings.corners.match") == saved  # a guest saves nothing of the host's game


def test_a_cpu_covers_a_guest_away_too_long_and_stops_when_they_are_back() -> None:
    host, _guest, h, g, wire = online_table()
    while LINK.acting(host.session) != 1:
        host.app.play(host.session.shown.legal_moves()[0])
        host.settle()
    h.room.left("g", 10.0)
    assert not h.tick(10.0 + h.room.timeout - 1)
    position = host.session.shown.position()
    assert h.tick(10.0 + h.room.timeout)
    assert host.session.shown.position() != position
    h.room.joined("g2", 100.0)
    g.room.host = None
    g.room.joined("host")
    wire.queue = deque((s if s != "g" else "g2", d, t) for s, d, t in wire.queue)
    deliver(wire, h, g, 100.0)
    assert h.room.status(1) == "here" and not h.tick(1000.0)


def test_a_guest_who_starts_a_game_of_their_own_leaves_the_table_and_hears_no_more_of_it() -> None:
    host, guest, h, g, wire = online_table()
    hung_up: list[bool] = []
    g.on_leave = lambda: hung_up.append(True)
    guest.app.rematch()  # Play again on the guest's table: a game of their own
    assert hung_up == [True] and guest.app.online is None and not guest.session.online
    mine = guest.session
    host.app.play(host.session.shown.legal_moves()[0]) if LINK.acting(host.session) == 0 else None
    h.room.changed()
    deliver(wire, h, g)
    assert guest.session is mine


def _levels(session: Any) -> tuple[str, ...]:
    return ("easy", "medium", "hard", "expert")


def test_the_hosts_saved_table_that_cannot_be_read_is_set_aside_with_a_notice_like_the_rest() -> None:
    """Issue 35: the room and the online game are recovered like every other saved data: what cannot be read is set
    aside exactly as it was (Download the unreadable data), what can is kept."""
    host, _guest, _h, _g, _wire = online_table()
    store, data = host.app.store, host.backend.data
    room = saved_room(store)
    assert room is not None and room["code"] == "C" * 26
    table = saved_table(host.app, room, _levels)
    assert table is not None and table[1].shown.position() == host.session.shown.position()
    assert [c.kind for c in table[2]] == ["host", "guest"]

    match = data[f"kings.corners.{MATCH}"]
    data[f"kings.corners.{ROOM}"] = json.dumps({"schema": 1, "kind": ROOM, "data": {**room, "chairs": "two"}})
    damaged = data[f"kings.corners.{ROOM}"]
    assert saved_table(host.app, saved_room(store) or {}, _levels) is None
    assert f"kings.corners.{ROOM}" not in data and data[f"kings.corners.{MATCH}"] == match  # the game is kept
    assert quarantine.entries(host.backend.get)[-1]["text"] == damaged
    assert store.notices[-1] == ("Your saved Kings in the Corner online table could not be read, so it was set aside: "
                                 "choose Play online to open a new table.")  # fmt: skip
    assert actions(store.notices[-1]) == (DOWNLOAD,)

    data[f"kings.corners.{ROOM}"] = "[1, 2"  # not even JSON
    assert saved_room(store) is None and quarantine.entries(host.backend.get)[-1]["text"] == "[1, 2"
    data[f"kings.corners.{ROOM}"] = json.dumps({"schema": 1, "kind": ROOM, "data": ["C" * 26]})  # not a room
    assert saved_room(store) is None and f"kings.corners.{ROOM}" not in data

    data[f"kings.corners.{MATCH}"] = json.dumps({"schema": 1, "kind": MATCH, "data": {"record": "garbage"}})
    assert saved_table(host.app, room, _levels) is None and f"kings.corners.{MATCH}" not in data
    assert json.loads(quarantine.entries(host.backend.get)[-1]["text"])["data"] == {"record": "garbage"}
    assert store.notices[-1].startswith("Your saved Kings in the Corner online game could not be read, so it was set")
    count = len(quarantine.entries(host.backend.get))
    assert saved_table(host.app, room, _levels) is None  # nothing saved any more: nothing set aside, but said
    assert store.notices[-1].startswith("The online game of this link is not saved here")
    assert len(quarantine.entries(host.backend.get)) == count


def test_a_guests_saved_seat_that_cannot_be_read_is_set_aside() -> None:
    guest = Harness()
    guest.backend.data[f"kings.corners.{SEAT}"] = json.dumps({"schema": 1, "kind": SEAT, "data": [1]})
    assert saved_seat(guest.app.store, "C" * 26) == (None, "")
    assert f"kings.corners.{SEAT}" not in guest.backend.data and quarantine.count(guest.backend.get) == 1
    assert "seat at an online table could not be read" in guest.app.store.notices[-1]
    guest.backend.data[f"kings.corners.{SEAT}"] = json.dumps({"schema": 1, "kind": SEAT,
                                                              "data": {"code": "C" * 26, "token": 7, "name": "Bo"}})
    assert saved_seat(guest.app.store, "C" * 26) == (None, "Bo")  # field by field: the name is kept


def test_another_tab_never_stops_the_hosts_online_game_being_saved_nor_hears_it_as_its_own() -> None:
    host, _guest, h, _g, _wire = online_table()
    other = Harness(backend=host.backend)  # the same game, offline, in another tab
    other.app.changed_elsewhere(f"kings.corners.{MATCH}")  # the host's tab saved its online game
    other.app.changed_elsewhere(f"kings.corners.{ROOM}")
    assert not other.app.store.stale and CHANGED_NOTICE not in other.app.store.notices
    host.app.changed_elsewhere("kings.corners.match")  # the other tab saved the offline game
    assert host.app.store.stale
    del host.backend.data[f"kings.corners.{MATCH}"]
    h.save(host.session)  # the online game is saved all the same: it is not the offline game another tab changed
    assert json.loads(host.backend.data[f"kings.corners.{MATCH}"])["data"] == host.session.to_dict()


def cpu_to_play() -> Harness:
    """A host's own game, offline, the CPUs' turn on its way (their task not run yet)."""
    host = Harness(query="?seed=42&players=3")
    while host.session.actor != "cpu":
        host.app.play(host.session.shown.legal_moves()[-1])
    return host


def test_the_game_behind_a_table_not_dealt_yet_waits_and_goes_on_once_the_table_is_closed() -> None:
    """The host opened a table and waits for guests: the offline CPUs play no move behind the panel."""
    host = cpu_to_play()
    setup = Setup(make_seats(["human", "easy", "easy"]), preset("standard"), seed=42)
    chairs = open_chairs(setup.seats, "easy", "Ann")
    table = OnlineHost(host.app, LINK, "C" * 26, setup, chairs, lambda peer, text: None, lambda: "0" * 32, "Standard")
    table.hold()
    position = host.session.shown.position()
    host.settle()
    assert host.session.shown.position() == position and host.session.actor == "cpu"
    table.release()  # the host closed the table without starting it: their game goes on
    host.settle()
    assert host.session.shown.position() != position


def test_the_game_behind_a_guests_join_panel_waits_until_the_hosts_table_comes() -> None:
    guest = cpu_to_play()
    room = OnlineGuest(guest.app, LINK, "C" * 26, "Bo", None, lambda peer, text: None)
    room.hold()
    position = guest.session.shown.position()
    guest.settle()
    assert guest.session.shown.position() == position
    room.release()  # left before the game started
    guest.settle()
    assert guest.session.shown.position() != position


def test_after_the_host_ends_the_game_the_guests_table_stays_as_it_was_and_plays_nothing() -> None:
    host, guest, h, g, wire = online_table()
    while LINK.acting(host.session) != 1:
        host.app.play(host.session.shown.legal_moves()[0])
        host.settle()
    deliver(wire, h, g)
    h.end()
    deliver(wire, h, g)
    assert g.room.phase == "ended" and guest.app.online is g and guest.session.actor == "human"
    assert guest.app.message.text == "Ann ended the online game."  # what the table's line says now
    last = guest.session
    guest.app.play(guest.session.shown.legal_moves()[0])
    assert guest.app.message.text == "This online game is over: choose Play offline to play here."
    guest.app.next_deal()
    assert guest.session is last and not wire.queue  # nothing sent, nothing dealt


class OwnNext(Link):
    """A game where each player moves on to the next deal by themselves (King: a hand's result shows until its
    player has seen it), not by asking the host."""

    next_action = None


def test_a_guest_asks_the_host_for_the_next_deal_unless_each_player_moves_on_by_themselves() -> None:
    _host, guest, _room_host, room_guest, wire = online_table()
    assert room_guest.next() is True  # the host deals: the guest asks
    assert [json.loads(text)["t"] for _src, dst, text in wire.queue if dst == "host"] == ["next"]
    wire.queue.clear()
    own = OnlineGuest(guest.app, OwnNext(), "C" * 26, "Bo", None, wire.sender("g"))
    assert own.next() is False  # the controller moves on at once, on this device
    assert not wire.queue
