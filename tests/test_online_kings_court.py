"""King's Court online (web/kings_court/online.py): what its adapter adds to the checks every game's adapter passes
(tests/test_online_games.py), and its App as the host's and a guest's table, wired in memory.

Nothing is hidden, so every seat is sent the same table (the match's record); a guest plays the moves it has not
seen onto the match it has, which must come to exactly what a whole replay gives; a table that does not go on from
the guest's is replayed whole; a move the engine refuses makes the table refused. At the App: the guest's moves go
through the host, moves stay (no undo in an online game), and the guest's Next game is the host's.
"""

from __future__ import annotations

import itertools
import json
import random

import pytest

from kings.kings_court.api import MatchRecord
from kings.kings_court.board import name
from kings.kings_court.moves import Move
from tests.kings_court_harness import Harness, human_move
from tests.test_online_play import Wire, deliver
from web.kings_court.online import Link
from web.kings_court.spec import Session, Setup
from web.shell.online.codec import WireError
from web.shell.online.hosting import open_chairs
from web.shell.online.play import OnlineGuest, OnlineHost
from web.shell.seats import make_seats

LINK = Link()


def sessions(seed: int, steps: int) -> list[Session]:
    """The sessions of a seeded random two-game match, one a move, through the next game."""
    s = Session.new(Setup(make_seats(["human", "human"]), Setup.first().rules), seed)
    out, rng = [s], random.Random(seed)
    for _ in range(steps):
        if s.match.over:
            break
        s = s.next_deal() if not s.in_deal else s.play(rng.choice(s.shown.legal_moves()))
        out.append(s)
    return out


def guest_seats(s: Session) -> tuple:
    return tuple(c if i == 1 else type(c)(c.name, c.kind, True) for i, c in enumerate(s.seats))


def test_every_seat_is_sent_the_same_table_the_match_s_record() -> None:
    for s in sessions(2, 60)[::7]:
        assert LINK.table(s, 0) == LINK.table(s, 1) == json.loads(MatchRecord.of(s.match).to_json())


def test_a_guest_plays_on_what_it_has_and_comes_to_exactly_a_whole_replay() -> None:
    runs = sessions(6, 400)
    assert any(not s.in_deal for s in runs) and any(s.number == 1 for s in runs)  # a game ended, the next began
    before = None
    for i, s in enumerate(runs):
        data = json.loads(json.dumps(LINK.table(s, 1)))
        replica = LINK.replica(data, guest_seats(s), 1, before)
        assert replica.match == s.match == LINK.replica(data, guest_seats(s), 1, None).match
        assert replica.viewer == 1 and replica.seats[0].remote
        before = replica if i % 5 else None  # now and then a table arrives with nothing before it


def test_a_table_that_does_not_go_on_from_the_guest_s_is_replayed_whole() -> None:
    runs = sessions(3, 12)
    a, base = runs[-1], runs[4]
    b = base.play(next(m for m in base.shown.legal_moves() if m != a.shown.moves[4]))  # the same opening, then not
    replica = LINK.replica(LINK.table(b, 1), guest_seats(b), 1, LINK.replica(LINK.table(a, 1), guest_seats(a), 1, None))
    assert replica.match == b.match


@pytest.mark.parametrize("fresh", [True, False])
def test_a_table_with_a_move_the_engine_refuses_is_refused(fresh: bool) -> None:
    s = sessions(5, 6)[-1]
    before = None if fresh else LINK.replica(LINK.table(sessions(5, 6)[-2], 1), guest_seats(s), 1, None)
    data = LINK.table(s, 1)
    data["games"][-1][-1] = "a1-a2"  # squares that exist, a move that does not
    with pytest.raises(WireError, match="not a table"):
        LINK.replica(data, guest_seats(s), 1, before)


def online_pair() -> tuple[Harness, Harness, OnlineHost, OnlineGuest, Wire]:
    wire = Wire()
    host, guest = Harness(), Harness()
    tokens = (f"{i:032x}" for i in itertools.count(1))
    setup = Setup(make_seats(["human", "medium"]), Setup.first().rules, seed=7)
    h = OnlineHost(host.app, LINK, "C" * 26, setup, open_chairs(setup.seats, "medium", "Ann"), wire.sender("host"),
                   lambda: next(tokens), "Standard")  # fmt: skip
    g = OnlineGuest(guest.app, LINK, "C" * 26, "Bo", None, wire.sender("g"))
    h.room.joined("g", 0.0)
    g.room.joined("host")
    deliver(wire, h, g)
    g.room.sit(1, "Bo")
    deliver(wire, h, g)
    h.start()
    deliver(wire, h, g)
    return host, guest, h, g, wire


def guest_move(guest: Harness, wire: Wire, move: Move) -> None:
    """The guest's taps for ``move``: nothing is played on the guest's table, one message goes to the host."""
    before = guest.session
    for sq in move.path:
        guest.app.tap(name(sq))
    if not wire.queue:  # a jump that could go on: its last landing again stops it
        assert guest.marked("stop") == [name(move.target)]
        guest.app.tap(name(move.target))
    assert guest.session is before and [json.loads(t)["m"] for _, _, t in wire.queue] == [str(move)]


def test_a_whole_game_between_a_host_and_a_guest_by_taps_with_no_undo_and_the_next_game_from_the_guest() -> None:
    host, guest, h, g, wire = online_pair()
    assert host.session.seats[1].remote and guest.app.online is g and guest.session.viewer == 1
    saved = guest.backend.get("kings.kings-court.match")
    rng = random.Random(1)
    for turn in itertools.count():
        assert turn < 400
        s = host.session
        if not s.in_deal:
            break
        side = host if s.to_act == 0 else guest
        assert side.table.actor == "human" and (guest if side is host else host).table.actor == "remote"
        move = rng.choice(side.session.shown.legal_moves())
        if side is host:
            human_move(host, move)
        else:
            guest_move(guest, wire, move)
        deliver(wire, h, g, 1.0 + turn)  # a move a second: within the rate the host allows
        assert guest.session.match == host.session.match and not g.room.note  # the host's table, move for move
        if turn == 3:
            for side in (host, guest):
                undo = next(c for c in side.table.controls if c.id == "undo")
                assert not undo.enabled
                side.app.press("undo")
                assert side.table.message is not None and "Moves stay in an online game" in side.table.message.text
            deliver(wire, h, g, 1.0 + turn)
            assert len(host.session.shown.moves) == turn + 1 == len(guest.session.shown.moves)
    assert guest.table.state == "deal-over" and guest.table.banner is not None
    guest.app.press("next")  # the guest's Next game asks the host, who starts it for the table
    deliver(wire, h, g, 1000.0)
    assert host.session.number == guest.session.number == 1 and host.session.in_deal and guest.session.in_deal
    assert guest.session.colour_name(1) == "Orange"  # the colours swap: the guest moves first now
    assert guest.backend.get("kings.kings-court.match") == saved  # a guest saves nothing of the host's game
