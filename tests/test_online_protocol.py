"""Online play's protocol under CPython (issue 36): the host room and guest rooms wired in memory.

The host plays only a guest's own moves, on its turn, legal, made on the table as it is; each guest is sent its
own seat's view and never another seat's cards; drops, rejoins and floods; hostile messages are refused.
"""

from __future__ import annotations

import json
import random

import pytest

from kings.corners import Move, preset
from tests.online_harness import Table, random_moves
from web.corners.online import Link
from web.corners.session import Session
from web.corners.spec import Setup
from web.shell.online import wire
from web.shell.online.hosting import BURST
from web.shell.seats import make_seats

LINK = Link()


def corners(kinds: list[str], seed: int = 11) -> Table:
    return Table(LINK, make_seats(kinds), lambda seats: Session.new(Setup(seats, preset("standard")), seed))


def seated(kinds: list[str], guests: int) -> Table:
    t = corners(kinds)
    for i in range(guests):
        g = t.add_guest(f"p{i + 1}", f"Guest {i + 1}")
        assert g.phase == "lobby" and g.lobby is not None and not g.lobby["started"]
        g.sit(i + 1, f"Guest {i + 1}")
        t.deliver()
        assert g.seat == i + 1 and g.token is not None
    return t


def play_until_over(t: Table, rng: random.Random, turns: int = 3000) -> None:
    """Every seat plays random legal moves: the host's own on its table, each guest's through its room."""
    table = t.room.table
    assert table is not None
    for _ in range(turns):
        t.clock += 0.5
        s = table.session
        if not s.in_deal:
            return
        seat = LINK.acting(s)
        assert seat is not None
        peer = f"p{seat}"
        if peer in t.guests:
            g = t.guests[peer]
            assert g.session.to_act == seat and g.session.actor == "human"  # the guest's table waits on it
            move = rng.choice(g.session.shown.legal_moves())  # chosen from what the guest sees
            assert g.move(str(move))
            t.deliver()
        else:
            table.apply(random_moves(s, LINK, rng))
            t.deliver()
    raise AssertionError("the deal did not end")


def test_two_guests_and_the_host_play_a_whole_deal_each_seeing_only_its_own_cards() -> None:
    t = seated(["human", "easy", "easy", "easy"], 2)
    table = t.start()
    rng = random.Random(3)
    play_until_over(t, rng)
    assert not table.session.in_deal
    for peer, g in t.guests.items():
        seat = int(peer[1:])
        assert g.version == t.room.version and g.session.match.seed == 0  # masked: no seed, yet the same end
        assert g.session.match.results[0].score == table.session.match.results[0].score
        assert g.session.shown.outcome == table.session.shown.outcome
        assert g.session.match.totals == table.session.match.totals
        assert seat == g.seat


def test_each_guest_sees_exactly_its_seats_observation_and_no_other_hand() -> None:
    t = seated(["human", "easy", "easy"], 2)
    table = t.start()
    rng = random.Random(5)
    for _ in range(60):
        s = table.session
        for peer, g in t.guests.items():
            seat = g.seat
            assert seat is not None
            assert g.session.shown.observe(seat) == s.shown.observe(seat)
            message = t.net.inbox[peer][-1]
            for other in range(3):
                if other != seat:
                    for card in s.shown.hands[other]:  # a card in another hand never appears in the message
                        assert f'"{card}"' not in message
        mover = LINK.acting(s)
        t.clock += 0.5
        if f"p{mover}" in t.guests:
            t.guests[f"p{mover}"].move(str(random_moves(s, LINK, rng)))
        else:
            table.apply(random_moves(s, LINK, rng))
        t.deliver()


def test_a_move_for_another_seat_out_of_turn_or_stale_is_refused_and_the_game_goes_on() -> None:
    t = seated(["human", "easy", "easy"], 2)
    table = t.start()
    while LINK.acting(table.session) != 1:
        table.apply(random_moves(table.session, LINK, random.Random(1)))
        t.deliver()
    s = table.session
    played = len(table.played)
    a, b = t.guests["p1"], t.guests["p2"]
    legal = str(s.shown.legal_moves()[0])
    before = t.room.version
    assert a.session.shown.legal_moves() == s.shown.legal_moves()  # the guest's own view gives the same moves
    t.net.sender("p2")("host", wire.write("move", m=legal, n=b.version))  # seat 2 tries seat 1's move
    t.deliver()
    assert t.last("p2") == {"t": "refused", "what": "move", "reason": "It is not your turn."}
    t.net.sender("p2")("host", json.dumps({"t": "move", "m": legal, "n": b.version, "seat": 1}))  # forged seat
    t.deliver()
    assert t.last("p2")["reason"].startswith("Not a message this table reads: a move message has no field seat")
    t.net.sender("p1")("host", wire.write("move", m=legal, n=before - 1))  # made on an older table
    t.deliver()
    assert "table changed" in t.last("p1")["reason"]
    t.net.sender("p1")("host", wire.write("move", m="KS>N", n=before))  # not a legal move: the engine's reason
    t.deliver()
    assert t.last("p1") == {"t": "refused", "what": "move", "reason": s.shown.explain(Move.parse("KS>N"))}
    assert len(table.played) == played and t.room.version == before
    assert a.move(legal)
    t.deliver()
    assert table.played[played:] == [legal] and a.session.shown.history[-1].move == s.shown.legal_moves()[0]


def test_a_move_sent_twice_is_played_once() -> None:
    t = seated(["human", "easy"], 1)
    table = t.start()
    while LINK.acting(table.session) != 1:
        table.apply(random_moves(table.session, LINK, random.Random(1)))
        t.deliver()
    g = t.guests["p1"]
    move = str(g.session.shown.legal_moves()[0])
    played = len(table.played)
    text = wire.write("move", m=move, n=g.version)
    t.net.sender("p1")("host", text)
    t.net.sender("p1")("host", text)
    t.deliver()
    assert table.played[played:] == [move]
    assert "table changed" in t.last("p1")["reason"] or "not your turn" in t.last("p1")["reason"]


@pytest.mark.parametrize("text", ["", "null", "[]", "{}", '{"t": 5}', '{"t": "jump"}', '{"t": "move"}',
                                  '{"t": "move", "m": 7, "n": 0}', '{"t": "move", "m": "x", "n": true}',
                                  '{"t": "hello", "v": 1, "name": "", "token": null}', "[" * 5000 + "]" * 5000,
                                  '{"t": "hello", "v": 1, "name": "A", "token": "zz"}', "x" * 5000, "\ud800"])
def test_garbage_from_a_guest_is_refused_with_a_reason_and_changes_nothing(text: str) -> None:
    t = seated(["human", "easy"], 1)
    table = t.start()
    version = t.room.version
    t.net.sender("p1")("host", text)
    t.deliver()
    reply = t.last("p1")
    assert reply["t"] == "refused" and reply["reason"].startswith("Not a message this table reads")
    assert t.room.version == version and table.played == []


def test_a_flood_is_cut_to_the_rate_without_stalling_the_others() -> None:
    t = seated(["human", "easy", "easy"], 2)
    t.start()
    t.clock += 10.0  # the bucket is full again after hello and sit
    for i in range(500):
        t.net.sender("p2")("host", wire.write("ping", id=i))
    t.deliver()
    pongs = [m for m in t.net.inbox["p2"] if json.loads(m)["t"] == "pong"]
    assert len(pongs) == BURST  # the rest were dropped unread (one notice says so)
    assert sum(json.loads(m)["t"] == "refused" for m in t.net.inbox["p2"]) == 1
    t.clock += 2.0  # two seconds later: ten more
    for i in range(50):
        t.net.sender("p2")("host", wire.write("ping", id=i))
    t.deliver()
    assert len([m for m in t.net.inbox["p2"] if json.loads(m)["t"] == "pong"]) == BURST + 10
    t.net.sender("p1")("host", wire.write("ping", id=1))  # the other guest is heard at once
    t.deliver()
    assert t.last("p1") == {"t": "pong", "id": 1}


def test_a_guest_who_drops_is_away_then_played_by_the_cpu_and_gets_the_seat_back_with_its_token() -> None:
    t = seated(["human", "easy", "easy"], 2)
    table = t.start()
    token = t.guests["p1"].token
    t.clock = 100.0
    t.drop("p1")
    assert t.room.status(1) == "away" and t.guests["p2"].lobby is not None
    assert [s["status"] for s in t.guests["p2"].lobby["seats"]] == ["host", "away", "here"]
    assert t.room.away(100.0 + t.room.timeout - 1) == ()
    assert t.room.away(100.0 + t.room.timeout) == (1,)
    t.clock = 200.0
    back = t.add_guest("p9", "Guest 1 again", token)  # the same browser, a new connection
    assert back.seat == 1 and back.phase == "playing" and t.room.status(1) == "here"
    assert back.session.shown.observe(1) == table.session.shown.observe(1)
    assert t.room.away(1000.0) == ()


def test_a_stranger_cannot_take_a_seat_once_the_game_has_started_nor_a_taken_one_before() -> None:
    t = seated(["human", "easy", "easy"], 1)
    late = t.add_guest("p5", "Late")
    late.sit(1, "Late")
    t.deliver()
    assert late.note == t.last("p5")["reason"] == "That seat is taken: choose another." and late.seat is None
    t.start()
    stranger = t.add_guest("p6", "Stranger", "f" * 32)  # a token of no seat
    assert stranger.phase == "lobby" and stranger.seat is None and "has started" in (stranger.note or "")
    stranger.sit(2, "Stranger")
    t.deliver()
    assert "has started" in t.last("p6")["reason"]


def test_the_guest_listens_to_the_host_alone_and_says_when_the_host_is_gone() -> None:
    t = seated(["human", "easy"], 1)
    t.start()
    g = t.guests["p1"]
    version = g.version
    assert not g.receive("p7", t.net.inbox["p1"][-1])  # another peer's table is ignored
    assert g.ignored == 1 and g.version == version
    # a link another guest could not make is none of this guest's business (it speaks only to the host): it once
    # replaced "Waiting for the host" on a seated guest's panel
    assert g.concerns("host") and not g.concerns("p7")
    g.left("host")
    assert g.phase == "host-away" and g.host is None
    assert g.concerns("p7")  # (looking for the host again: any failed link may be the host's)
    assert not g.move("draw")  # nothing is sent to nobody


def test_the_room_never_raises_on_random_text() -> None:
    t = seated(["human", "easy"], 1)
    t.start()
    rng = random.Random(7)
    pieces = ['{"t":"move","m":', '"draw"', ',"n":', "1", "}", "[", "]", '"', "\\", "null", "true", "{", ":", ","]
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(1, 12)))
        t.clock += 1.0
        t.net.sender("p1")("host", text)
        t.deliver()


def test_what_a_seat_is_sent_does_not_change_when_the_cards_it_cannot_see_are_dealt_again() -> None:
    """The table a guest gets is a function of what its seat may see: dealing every unseen card again at random
    (the engine's own redeal) sends the very same text."""
    from dataclasses import replace

    from kings.corners.unseen import redeal_unseen
    from kings.seeding import Rng

    rng = random.Random(9)
    session = Session.new(Setup(make_seats(["human", "easy", "easy"]), preset("standard")), 4)
    checked = differed = 0
    for step in range(400):
        if session.match.over:
            break
        if not session.in_deal:
            session = session.next_deal()
            continue
        if step % 7 == 0:
            for seat in range(3):
                ds = session.match.deal_seat(seat)
                assert ds is not None and session.match.deal is not None
                other = replace(session.match, deal=redeal_unseen(session.match.deal, ds, Rng(step)))
                differed += other.deal != session.match.deal
                same = json.dumps(LINK.table(replace(session, match=other), seat))
                assert same == json.dumps(LINK.table(session, seat))
                checked += 1
        session = session.play(rng.choice(session.shown.legal_moves()))
    assert checked > 100 and differed > checked // 2
