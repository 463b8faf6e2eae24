"""What a new player of online play reads (pure): the host's name and the CPUs' on every table, an open seat
saying it waits for a guest, names refused with a reason, the host ending the game, and a guest who cannot reach
the host told why (web/shell/online/names.py, panel.py, hosting.py, joining.py).
"""

from __future__ import annotations

import json

from kings.corners import preset
from tests.online_harness import Table
from web.corners.online import Link
from web.corners.session import Session
from web.corners.spec import Setup
from web.shell import quarantine
from web.shell.online import names, panel, wire
from web.shell.online.hosting import chairs_from, open_chairs
from web.shell.seats import make_seats
from web.shell.storage import MemoryBackend, Store

LINK = Link()


def corners(kinds: list[str], host: str = "Ann") -> Table:
    t = Table(LINK, make_seats(kinds), lambda seats: Session.new(Setup(seats, preset("standard")), 11))
    t.room.name_host(host)
    return t


def test_the_host_is_named_as_they_said_on_every_table_not_host() -> None:
    chairs = open_chairs(make_seats(["human", "easy", "hard"]), "medium", "Ann")
    assert [c.name for c in chairs] == ["Ann", "Ada", "Ben"]
    t = corners(["human", "easy"], host="Zoe")
    guest = t.add_guest("p1", "Bo")
    assert guest.lobby is not None and guest.lobby["seats"][0]["name"] == "Zoe"
    t.room.name_host("Zoé Lee")  # renamed: every guest hears it
    t.deliver()
    assert guest.lobby["seats"][0]["name"] == "Zoé Lee"
    assert "Host" not in json.dumps(guest.lobby["seats"])


def test_the_name_is_remembered_on_the_device_and_offered_at_the_next_table_in_any_game() -> None:
    store = Store(MemoryBackend()).for_game("corners")
    assert names.saved_name(store) == ""
    names.remember_name(store, "Ann")
    assert names.saved_name(store.for_game("king")) == "Ann"  # the player's, whichever game
    assert names.offered_name(names.saved_name(store), make_seats(["human", "easy"])) == "Ann"
    assert names.offered_name("", make_seats(["human", "easy"], ["Zoe"])) == "Zoe"  # the New game dialog's own name
    assert names.offered_name("", make_seats(["human", "easy"])) == ""  # not its default You
    assert names.offered_name("", make_seats(["human", "human", "easy"])) == ""  # nor Player 1
    store.backend.set("kings.online-name", '{"schema": 1, "kind": "online-name", "data": {"name": 7}}')
    assert names.saved_name(store) == "" and "kings.online-name" not in store.backend.data  # set aside, with a notice
    assert quarantine.count(store.backend.get) == 1 and "name for online play" in store.notices[-1]


def test_free_seats_keep_their_cpu_names_online_as_offline() -> None:
    t = corners(["human", "medium", "hard"])
    assert [c.name for c in t.room.chairs] == ["Ann", "Ada", "Ben"]
    guest = t.add_guest("p1", "Bo")
    guest.sit(1, "Bo")
    t.deliver()
    assert [c.name for c in t.room.chairs] == ["Ann", "Bo", "Ben"]
    guest.sit(2, "Bo")  # moves to another free seat: the first is its CPU's again, under its name
    t.deliver()
    assert [c.name for c in t.room.chairs] == ["Ann", "Ada", "Bo"]
    table = t.start()
    assert [s.name for s in table.session.seats] == ["Ann", "Ada", "Bo"]
    assert not any(s.name.startswith("Seat") for s in table.session.seats)
    # a room saved by the host keeps each CPU's name (a reload of the host's page)
    again = chairs_from(json.loads(json.dumps(t.room.to_dict()))["chairs"], 3, ("easy", "medium", "hard"))
    assert [(c.name, c.cpu) for c in again][1:] == [("Ada", "Ada"), ("Bo", "Ben")] and again[0].name == "Ann"


def test_an_open_seat_says_in_plain_words_that_it_waits_for_a_guest() -> None:
    roster = corners(["human", "medium", "hard"]).room._roster(0)
    host = panel.seat_lines(roster, started=False)
    assert [(s.name, s.state) for s in host] == [
        ("Ann (you)", "Host"),
        ("Open seat", "Waiting for a guest. If nobody sits here, Ada (CPU · medium) plays it."),
        ("Open seat", "Waiting for a guest. If nobody sits here, Ben (CPU · hard) plays it."),
    ]
    assert host[1].bar == "Open seat: waiting for a guest"
    guest = panel.seat_lines(roster, can_sit=True, started=False)
    assert (guest[2].name, guest[2].state, guest[2].can_sit) == ("Free seat", "Sit here, or Ben (CPU · hard) plays it.",
                                                                 True)  # fmt: skip
    playing = panel.seat_lines(roster, started=True)
    assert [s.bar for s in playing] == ["Ann (you): Host", "Ada: CPU · medium", "Ben: CPU · hard"]


def test_a_name_is_refused_with_a_reason_when_empty_blank_or_too_long_and_odd_names_stay_text() -> None:
    assert names.check_name("") == ("", names.EMPTY)
    assert names.check_name("    \t ") == ("", names.EMPTY)
    assert names.check_name("\u200b\u202e") == ("", names.BLANK)  # shows nothing
    name, why = names.check_name("A" * 41)
    assert name == "" and why == "A name may have at most 40 characters: this one has 41. Shorten it."
    assert names.check_name("A" * 40) == ("A" * 40, None)
    assert names.check_name("  Ann \n Lee ") == ("Ann Lee", None)
    assert names.check_name("<img src=x onerror=alert(1)>") == ("<img src=x onerror=alert(1)>", None)  # text, as typed
    assert names.check_name("Eve\u202eevil") == ("Eveevil", None)  # no override turning the line round
    assert names.check_name("👩\u200d👩\u200d👧") == ("👩\u200d👩\u200d👧", None)  # emoji joined as drawn
    # the host reads a forged name the same way: cleaned, cut to 40, refused if it shows nothing
    forged = json.dumps({"t": "sit", "seat": 1, "name": "Bo\u202e" + "x" * 60})
    assert wire.read_guest(forged)["name"] == "Bo" + "x" * 38
    for bad in ("\u200b", "\u202e\u202e", ""):
        try:
            wire.read_guest(json.dumps({"t": "sit", "seat": 1, "name": bad}))
        except wire.BadMessage as exc:
            assert "name" in str(exc)
        else:
            raise AssertionError(f"{bad!r} was read as a name")


def test_the_guest_reads_that_the_host_ended_the_game_and_is_offered_no_next_deal() -> None:
    t = corners(["human", "easy"])
    guest = t.add_guest("p1", "Bo")
    guest.sit(1, "Bo")
    t.deliver()
    t.start()
    t.room.end()
    t.deliver()
    assert guest.phase == "ended"
    guest.left("host")  # the host hangs up after saying so: the game is over, not the host away
    assert guest.phase == "ended"
    note = panel.guest_note(guest.phase, True, True, "Ann")
    assert note.startswith("Ann ended the online game.") and "saved" not in note and "left" not in note
    actions = dict(panel.guest_actions(guest.phase))
    assert actions == {"close": "Close", "offline": "Play offline"} and "next" not in actions
    assert not guest.move("draw")  # nothing more goes to the table
    guest.joined("host2")  # nor does it look for the host again
    assert not t.net.queue


def test_a_guest_who_cannot_reach_the_host_is_told_why_after_a_while_with_try_again_and_play_offline() -> None:
    assert panel.guest_note("connecting", False, False, "The host", 3.0).startswith("Looking for the host")
    assert panel.guest_actions("connecting", 3.0) == [("leave", "Leave")]
    note = panel.guest_note("connecting", False, False, "The host", panel.PATIENCE)
    assert 20 <= panel.PATIENCE <= 30
    assert "closed or asleep" in note and "office or mobile networks" in note and "keeps looking" in note
    assert panel.guest_actions("connecting", panel.PATIENCE) == [("offline", "Play offline"), ("retry", "Try again")]
