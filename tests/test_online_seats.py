"""Seats at an online table with strangers (issue 48's leftovers), under CPython: the level a player reports, the
host removing a guest before the start, and quick reactions relayed by the host (web/shell/online/hosting.py,
joining.py, wire.py, reactions.py)."""

from __future__ import annotations

import json

import pytest

from tests.online_harness import Table
from tests.test_online_protocol import corners, seated
from web.shell import achievements
from web.shell.online import listing, panel, reactions, wire
from web.shell.online.hosting import REMOVED
from web.shell.stats import Stats, Tally
from web.shell.storage import MemoryBackend, Store


def kinds(t: Table, peer: str) -> list[str]:
    return [json.loads(m)["t"] for m in t.net.inbox.get(peer, [])]


# -- the level a player reports ------------------------------------------------------------------------------
def test_a_guest_reports_its_level_and_the_seats_show_it_only_at_a_public_table() -> None:
    t = corners(["human", "easy", "easy"])
    t.room.chairs[0].player_level = 7  # the host's, from their profile (web/shell/online/play.py)
    g = t.add_guest("p1", "Bo")
    g.level = 12
    g.sit(1, "Bo")
    t.deliver()
    assert t.room.chairs[1].player_level == 12
    assert [r["player_level"] for r in t.room._roster(0)] == [0, 0, 0]  # a private table says nothing of levels
    t.room.public = True
    roster = t.room._roster(0)
    assert [r["player_level"] for r in roster] == [7, 12, 0]  # an open seat is a CPU's: no level
    lines = panel.seat_lines(roster, started=False)
    assert [line.level for line in lines] == [7, 12, 0]
    assert json.loads(t.net.inbox["p1"][-1])["seats"][1]["player_level"] == 0  # (sent before it was public)


@pytest.mark.parametrize(("sent", "read"), [(5, 5), (250, 99), (-3, 0), (True, 0), ("9", 0), (2.5, 0), ([7], 0),
                                            ({"n": 7}, 0), (None, 0)])  # fmt: skip
def test_a_reported_level_is_a_whole_number_clamped_and_anything_else_is_ignored(sent: object, read: int) -> None:
    t = corners(["human", "easy"])
    t.room.public = True
    t.room.joined("p1", 0.0)
    t.room.receive("p1", json.dumps({"t": "hello", "v": 1, "name": "Bo", "token": None, "level": sent}), 0.0)
    t.room.receive("p1", json.dumps({"t": "sit", "seat": 1, "name": "Bo", "level": sent}), 0.0)
    assert t.room.chairs[1].kind == "guest" and t.room.chairs[1].player_level == read
    assert panel.seat_lines([{"name": "Bo", "kind": "guest", "level": "easy", "status": "here",
                              "player_level": sent}], started=False)[0].level == read  # fmt: skip


def test_a_guest_of_before_levels_still_joins_and_sits() -> None:
    t = corners(["human", "easy"])
    t.room.joined("p1", 0.0)
    t.room.receive("p1", json.dumps({"t": "hello", "v": 1, "name": "Bo", "token": None}), 0.0)
    t.room.receive("p1", json.dumps({"t": "sit", "seat": 1, "name": "Bo"}), 0.0)
    assert (t.room.chairs[1].name, t.room.chairs[1].player_level) == ("Bo", 0)


def test_the_listing_carries_the_hosts_level_from_the_statistics() -> None:
    store = Store(MemoryBackend())
    assert achievements.level_in(store, "corners") == 1  # no game finished yet: level 1
    store.for_game("corners").save("stats", Stats(Tally(deals=20, deals_won=12, matches=2, matches_won=1)).to_dict())
    level = achievements.level_in(store, "corners")
    assert level > 1 and achievements.level_in(store, "no-such-game") == 0
    text = listing.content("Ann", "standard", taken=1, free=1, opened=1_000, level=level)
    table = listing.read_event(listing.event(text, now=1_010, room="0123456789ABCDEFGHJKMNPQRS"), "corners", 1_010)
    assert isinstance(table, listing.Table) and table.level == level


# -- the host removes a guest before the start ---------------------------------------------------------------
def test_the_host_removes_a_guest_the_seat_is_free_again_and_the_guest_is_told() -> None:
    t = seated(["human", "easy", "easy"], 2)
    removed, other = t.guests["p1"], t.guests["p2"]
    assert t.room.remove(1)
    t.deliver()
    chair = t.room.chairs[1]
    assert (chair.kind, chair.name, chair.token, chair.peer) == ("open", chair.cpu, "", None)
    assert removed.phase == "removed" and removed.over and removed.seat is None
    assert panel.guest_note("removed", False, False, "Ann").startswith("The host removed you from this table.")
    assert panel.guest_actions("removed") == [("offline", "Play offline")]
    assert kinds(t, "p1")[-1] == "removed"  # and no lobby after it: the table is none of theirs now
    assert other.lobby is not None and [s["kind"] for s in other.lobby["seats"]] == ["host", "open", "guest"]
    table = t.start()
    assert [s.is_human for s in table.session.seats] == [True, False, True]  # the freed seat is its CPU's


def test_a_removed_guest_cannot_sit_again_nor_come_back_with_its_token() -> None:
    t = seated(["human", "easy", "easy"], 1)
    token = t.guests["p1"].token
    t.room.remove(1)
    t.deliver()
    t.net.sender("p1")("host", wire.write("sit", seat=2, name="Bo again"))  # the same connection, forged
    t.deliver()
    assert t.last("p1") == {"t": "refused", "what": "sit", "reason": REMOVED}
    t.net.sender("p1")("host", wire.write("hello", v=1, name="Bo", token=None))
    t.deliver()
    assert t.last("p1") == {"t": "refused", "what": "hello", "reason": REMOVED}
    back = t.add_guest("p9", "Bo", token)  # the page opened again: a new connection, its seat token kept
    assert back.phase == "stopped" and back.note == REMOVED and back.seat is None
    assert [c.kind for c in t.room.chairs] == ["host", "open", "open"]


def test_only_a_guests_seat_before_the_start_can_be_removed_and_a_guest_cannot_remove_anyone() -> None:
    t = seated(["human", "easy", "easy"], 2)
    assert not t.room.remove(0) and not t.room.remove(5) and not t.room.remove(-1)  # the host's seat, none
    t.net.sender("p1")("host", json.dumps({"t": "remove", "seat": 2}))  # a guest tries: no such message
    t.deliver()
    reply = t.last("p1")
    assert reply["t"] == "refused" and reply["reason"].startswith("Not a message this table reads")
    assert t.room.chairs[2].kind == "guest" and t.guests["p2"].phase == "lobby"
    t.net.sender("p1")("host", json.dumps({"t": "removed"}))  # nor by sending what the host sends
    t.deliver()
    assert t.last("p1")["t"] == "refused" and t.guests["p2"].phase == "lobby"
    t.start()
    assert not t.room.remove(1)  # once the game is on, its players stay
    assert t.room.chairs[1].kind == "guest"


def test_a_guest_ignores_removed_from_a_peer_that_is_not_its_host() -> None:
    t = seated(["human", "easy"], 1)
    g = t.guests["p1"]
    assert not g.receive("p7", wire.write("removed")) and g.phase == "lobby" and g.ignored == 1


# -- quick reactions ---------------------------------------------------------------------------------------
def test_a_reaction_is_relayed_to_every_seated_player_and_shows_by_the_senders_seat() -> None:
    t = seated(["human", "easy", "easy"], 2)
    t.start()
    for g in t.guests.values():
        g.clock = lambda: t.clock
    t.clock = 50.0
    t.guests["p1"].react("clap")
    t.deliver()
    assert t.room.reactions == {1: ("clap", 50.0)}  # the host's own page shows it
    for peer, g in t.guests.items():
        assert t.last(peer) == {"t": "reaction", "seat": 1, "r": "clap"}
        assert reactions.showing(g.reactions, 51.0) == {1: "clap"}
        assert reactions.showing(g.reactions, 50.0 + reactions.SHOWN) == {}  # brief
    assert t.room.react(0, "gg", 51.0)  # the host's own, to every guest
    t.deliver()
    assert all(t.last(p) == {"t": "reaction", "seat": 0, "r": "gg"} for p in t.guests)


def test_reactions_are_rate_limited_per_seat_by_the_host_and_the_extra_ones_dropped_silently() -> None:
    t = seated(["human", "easy", "easy"], 2)
    t.start()
    before = {p: len(t.net.inbox[p]) for p in t.guests}
    for at, r in ((100.0, "thumbs"), (101.0, "clap"), (100.0 + reactions.GAP - 0.1, "wow")):
        t.clock = at
        t.guests["p1"].react(r)
        t.deliver()
    assert [kinds(t, p)[before[p] :] for p in t.guests] == [["reaction"], ["reaction"]]  # one; and no refusal
    assert t.room.reactions[1] == ("thumbs", 100.0)
    t.guests["p2"].react("smile")  # another seat is not held back by the first
    t.deliver()
    assert t.last("p1") == {"t": "reaction", "seat": 2, "r": "smile"}
    t.clock = 100.0 + reactions.GAP
    t.guests["p1"].react("phew")
    t.deliver()
    assert t.last("p2") == {"t": "reaction", "seat": 1, "r": "phew"}


@pytest.mark.parametrize("r", ["<b>hi</b>", "Good game", "GG", "", "clap ", "x" * 900, 5, None])
def test_a_reaction_is_an_id_of_the_fixed_set_and_nothing_else(r: object) -> None:
    t = seated(["human", "easy", "easy"], 2)
    t.start()
    n = len(t.net.inbox["p2"])
    t.net.sender("p1")("host", json.dumps({"t": "react", "r": r}))
    t.deliver()
    assert t.last("p1")["t"] == "refused" and len(t.net.inbox["p2"]) == n and t.room.reactions == {}
    g = t.guests["p2"]  # and a guest reads what comes as strictly
    for text in (json.dumps({"t": "reaction", "seat": 1, "r": r}), wire.write("reaction", seat=9, r="clap"),
                 wire.write("reaction", seat=-1, r="clap"), json.dumps({"t": "reaction", "seat": True, "r": "clap"})):
        assert not g.receive("host", text)
    assert g.reactions == {}


def test_a_peer_with_no_seat_cannot_react_and_a_guest_sends_only_the_set() -> None:
    t = seated(["human", "easy", "easy"], 1)
    lurker = t.add_guest("p5", "Lurker")
    lurker.seat = 2  # (pretends: the host knows better)
    n = {p: len(t.net.inbox[p]) for p in t.guests}
    lurker.react("clap")
    t.net.sender("p5")("host", wire.write("react", r="wow"))
    t.deliver()
    assert t.room.reactions == {} and all(len(t.net.inbox[p]) == n[p] for p in t.guests)
    sent = t.net.sent
    t.guests["p1"].react("free text")
    assert t.net.sent == sent  # nothing leaves a page but an id of the set


def test_mute_is_read_from_what_the_device_remembers() -> None:
    assert reactions.muted({"muted": True}) and not reactions.muted({"muted": "yes"})
    assert not reactions.muted(None) and not reactions.muted([True])
    assert len(reactions.REACTIONS) <= 6
