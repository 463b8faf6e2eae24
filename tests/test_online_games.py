"""Each game's online adapter (issue 36): Kings in the Corner, King, 3-13 and King's Court through the same checks.

- What a seat is sent reads back into a session whose observation of that seat is the engine's own
  (``observe(seat)``) at every step of seeded random games, over several deals.
- What a seat is sent does not change when every card that seat cannot see is dealt again (the engine's own
  redeal): it carries nothing hidden. (King's Court hides nothing: every seat is sent the same table,
  tests/test_online_kings_court.py.)
- A host and guests in memory play whole deals; each guest, on its turn, sees exactly the engine's legal moves.

Take-away, the tests' toy game (tests/toygame), goes through the same checks on its declared adapter.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest

from kings.corners import preset
from kings.corners.unseen import redeal_unseen
from kings.king.unseen import redeal_hidden as king_redeal
from kings.seeding import Rng
from kings.three_thirteen.unseen import redeal_hidden as tt_redeal
from tests import toygame as toy
from tests.online_harness import Table
from tests.toygame.engine import PRESETS as TOY_PRESETS
from tests.toygame.engine import redeal_hidden as toy_redeal
from tests.toygame.web import online as toy_online
from tests.toygame.web.session import Session as ToySession
from tests.toygame.web.setup import Setup as ToySetup
from web.corners import online as corners_online
from web.corners.session import Session as CornersSession
from web.corners.spec import Setup as CornersSetup
from web.king import online as king_online
from web.king.session import Session as KingSession
from web.king.spec import Setup as KingSetup
from web.kings_court import online as court_online
from web.kings_court.spec import Session as CourtSession
from web.kings_court.spec import Setup as CourtSetup
from web.shell.online.codec import WireError
from web.shell.seats import make_seats
from web.three_thirteen import online as tt_online
from web.three_thirteen.spec import Session as TTSession
from web.three_thirteen.spec import Setup as TTSetup

court_setup, tt_setup = CourtSetup.first, TTSetup.first


@dataclass(frozen=True)
class Game:
    name: str
    link: Any
    new: Callable[[tuple[Any, ...], int], Any]  #: (seats, seed) -> session
    players: int
    observe: Callable[[Any, int], Any]  #: (session, match seat) -> the engine's observation, or None (sits out)
    redeal: Callable[[Any, int, Rng], Any]  #: (session, match seat, rng) -> the session with its unseen cards redealt
    over: Callable[[Any], bool]


def _corners_observe(s: CornersSession, seat: int) -> Any:
    ds = s.match.deal_seat(seat)
    return None if ds is None or s.match.deal is None else s.match.observe(ds)


def _corners_redeal(s: CornersSession, seat: int, rng: Rng) -> CornersSession:
    ds, deal = s.match.deal_seat(seat), s.match.deal
    if ds is None or deal is None:
        return s
    return replace(s, match=replace(s.match, deal=redeal_unseen(deal, ds, rng)))


def _tt_observe(s: TTSession, seat: int) -> Any:
    r, seats = s.match.round, s.match.seats
    return None if r is None or seat not in seats else s.match.observe(seats.index(seat))


def _tt_redeal(s: TTSession, seat: int, rng: Rng) -> TTSession:
    r, seats = s.match.round, s.match.seats
    if r is None or seat not in seats:
        return s
    return replace(s, match=replace(s.match, round=tt_redeal(r, seats.index(seat), rng)))


GAMES = [
    Game("corners", corners_online.Link(),
         lambda seats, seed: CornersSession.new(CornersSetup(seats, preset("standard")), seed), 3,
         _corners_observe, _corners_redeal, lambda s: s.match.over),
    Game("king", king_online.Link(),
         lambda seats, seed: KingSession.new(KingSetup(seats, KingSetup.first().rules), seed),
         4, lambda s, seat: s.game.observe(seat),
         lambda s, seat, rng: replace(s, game=king_redeal(s.game, seat, rng)), lambda s: s.game.over),
    Game("three-thirteen", tt_online.Link(),
         lambda seats, seed: TTSession.new(TTSetup(seats, tt_setup().rules), seed), 3, _tt_observe, _tt_redeal,
         lambda s: s.match.over),
]  # fmt: skip


#: a match of the toy game long enough for the counts below (its presets are one to three short games)
TOY_RULES = replace(TOY_PRESETS["standard"], id="custom", name="Custom rules", pile=20, deals=20)


def _toy_redeal(s: ToySession, seat: int, rng: Rng) -> ToySession:
    deal = s.match.current
    return s if deal is None else replace(s, match=replace(s.match, current=toy_redeal(deal, seat, rng)))


#: Take-away, the tests' toy game (tests/toygame): its adapter is the shell's MatchLink with its mask declared
GAMES.append(Game(toy.GAME_ID, toy_online.Link(), lambda seats, seed: ToySession.new(ToySetup(seats, TOY_RULES), seed),
                  2, lambda s, seat: s.match.observe(seat) if s.in_deal else None, _toy_redeal,
                  lambda s: s.match.over))  # fmt: skip
HIDDEN = list(GAMES)  #: the games with cards a seat cannot see
GAMES.append(Game("kings-court", court_online.Link(),
                  lambda seats, seed: CourtSession.new(CourtSetup(seats, court_setup().rules), seed), 2,
                  lambda s, seat: s.match.observe(s.colour_of(seat)) if s.in_deal else None,
                  lambda s, seat, rng: s, lambda s: s.match.over))  # fmt: skip


@pytest.fixture(autouse=True)
def _registered(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game is registered for its own runs only (its moves are read through the registry)."""
    if "game" in request.fixturenames and request.getfixturevalue("game").name == toy.GAME_ID:
        toy.register(monkeypatch)


def kinds(game: Game) -> list[str]:
    return ["human"] + ["easy"] * (game.players - 1)


def playout(game: Game, seed: int, steps: int) -> Any:
    """Sessions of a seeded random game, one a step, through the next deal when one ends."""
    s = game.new(make_seats(kinds(game)), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        yield s
        if game.over(s):
            return
        if game.link.acting(s) is None:
            s = s.next_deal()
            continue
        s = s.play(rng.choice(list(game.link.legal(s))))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_a_seat_reads_back_exactly_its_own_observation(game: Game) -> None:
    checked = 0
    for step, s in enumerate(playout(game, 5, 500)):
        if step % 5:
            continue
        for seat in range(game.players):
            text = json.dumps(game.link.table(s, seat))
            seats = tuple(replace(c, kind="human" if i == seat else c.kind, remote=i != seat)
                          for i, c in enumerate(s.seats))  # fmt: skip
            replica = game.link.replica(json.loads(text), seats, seat, None)
            real = game.observe(s, seat)
            assert game.observe(replica, seat) == real
            if real is not None and game.link.acting(s) == seat:
                assert list(game.link.legal(replica)) == list(game.link.legal(s))  # the moves the guest is offered
                checked += 1
            assert replica.viewer == seat and replica.actor in ("human", "remote", "none")
    assert checked > 20


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.name)
def test_what_a_seat_is_sent_is_the_same_whatever_the_cards_it_cannot_see(game: Game) -> None:
    checked = differed = 0
    for step, s in enumerate(playout(game, 8, 400)):
        if step % 9:
            continue
        for seat in range(game.players):
            other = game.redeal(s, seat, Rng(step * 7 + seat))
            differed += other != s
            assert json.dumps(game.link.table(other, seat)) == json.dumps(game.link.table(s, seat))
            checked += 1
    assert checked > 40 and differed > checked // 3


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_damaged_tables_are_refused_with_a_reason(game: Game) -> None:
    s = list(playout(game, 3, 4))[-1]  # a few moves in: King's Court's table has moves to damage
    good = game.link.table(s, 1)
    text = json.dumps(good)
    for bad in (None, [], {}, {**good, "extra": 1}, json.loads(text.replace('"', '"x', 1)),
                json.loads(text.replace('["', '["ZZ", "', 1))):  # fmt: skip
        with pytest.raises(WireError):
            game.link.replica(bad, s.seats, 1, None)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_the_host_and_every_guest_play_a_whole_deal_each_offered_the_engine_s_moves(game: Game) -> None:
    t = Table(game.link, make_seats(kinds(game)), lambda seats: game.new(seats, 21))
    for i in range(1, game.players):
        g = t.add_guest(f"p{i}", f"Guest {i}")
        g.sit(i, f"Guest {i}")
        t.deliver()
    table = t.start()
    rng = random.Random(4)
    deals = 0
    for _ in range(3000):
        t.clock += 0.5
        s = table.session
        seat = game.link.acting(s)
        if seat is None:
            deals += 1
            if deals == 2 or game.over(s):
                break
            table.next_remote()
            t.deliver()
            continue
        guest = t.guests.get(f"p{seat}")
        if guest is None:
            table.apply(rng.choice(list(game.link.legal(s))))
        else:
            assert guest.session is not None and list(game.link.legal(guest.session)) == list(game.link.legal(s))
            assert guest.move(str(rng.choice(list(game.link.legal(guest.session)))))
        t.deliver()
        for peer, g in t.guests.items():
            assert g.version == t.room.version and game.observe(g.session, g.seat) == game.observe(table.session,
                                                                                                   g.seat)  # fmt: skip
            assert not g.note, (peer, g.note)
    assert deals >= 1


def test_a_three_thirteen_guest_sees_the_hand_laid_down_by_a_player_who_went_out() -> None:
    """Going out lays the hand down, face up (review 75): a guest's copy holds it, and still no other hand."""
    from tests.test_three_thirteen_web_session import advance

    s = advance(TTSession.new(TTSetup(make_seats(["human", "medium", "medium"]), tt_setup().rules), 6),
                lambda x: x.in_deal and x.shown.out not in (None, 0))  # fmt: skip
    r = s.match.round
    assert r is not None and r.out is not None
    guest = next(seat for seat in range(3) if seat != r.out)
    seen = tt_online.mask_round(r, guest)
    assert seen.hands[r.out] == r.hands[r.out] and seen.hands[guest] == r.hands[guest]
    other = 3 - r.out - guest
    assert seen.hands[other] != r.hands[other] and len(seen.hands[other]) == len(r.hands[other])
