"""King's session at the table (web/king/session.py): moves with their seats, where each hand starts, what the viewer
has seen and what was counted; saved and read back on the very move; damaged saved data refused or clamped; pass and
play. The helpers here (sessions at a given point of a game) serve King's other web tests too."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from kings.errors import IllegalMoveError, KingsError
from kings.king.api import KingRecord
from kings.king.game import KingGame
from kings.king.moves import Move
from kings.king.rules import preset
from kings.seeding import Rng
from web.king.session import Session
from web.king.spec import Setup
from web.shell.seats import make_seats

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node

CPUS = "human,medium,medium,medium"
Policy = Callable[[Session, Sequence[Move]], Move]


def session(kinds: str = CPUS, seed: int = 3, rules: str = "standard", names: str = "") -> Session:
    """A new session (seed 3: seat 0 deals and leads the first hand; its first positive hand is seat 2's)."""
    return Session.new(Setup(make_seats(kinds.split(","), names.split(",") if names else None), preset(rules)), seed)


def first(s: Session, moves: Sequence[Move]) -> Move:
    return moves[0]


def randomly(seed: int) -> Policy:
    rng = Rng(seed)
    return lambda s, moves: rng.choice(moves)


def advance(s: Session, until: Callable[[Session], bool], policy: Policy = first, limit: int = 3000) -> Session:
    """Play ``policy``'s moves for every seat (pressing Next hand after each hand) until ``until(s)``."""
    for _ in range(limit):
        if until(s):
            return s
        if s.hand_over and not s.game.over:
            s = s.next_deal()
            continue
        moves = s.game.legal_moves()
        assert moves, "the game ended first"
        s = s.play(policy(s, moves))
    raise AssertionError("not reached")


def finished(s: Session, policy: Policy = first) -> Session:
    return advance(s, lambda x: x.game.over, policy)


def at_phase(s: Session, phase: str) -> Session:
    return advance(s, lambda x: not x.hand_over and x.game.phase == phase)


def moves_of(s: Session, *notations: str) -> Session:
    """``s`` after these moves, in notation (each for whoever is to act)."""
    for text in notations:
        s = s.play(next(m for m in s.game.legal_moves() if str(m) == text))
    return s


# -- playing -------------------------------------------------------------------------------------------
def test_a_new_session_shows_the_first_hand_to_its_human() -> None:
    s = session()
    game = s.game
    assert (s.viewer, s.log, s.starts, s.seen, s.counted, s.match_counted) == (0, (), (0,), 0, 0, False)
    assert game.first_dealer == 0 and s.to_act == game.acting == 0 and s.actor == "human"
    assert not s.hand_over and not s.needs_handoff and s.humans == (0,)
    assert s.names() == ["You", "Ada", "Ben", "Cleo"]
    cpu_first = session(seed=1)
    assert cpu_first.to_act == 1 and cpu_first.actor == "cpu"


def test_play_logs_each_move_with_its_seat_and_refuses_illegal_ones() -> None:
    s = session()
    seats = []
    for _ in range(6):
        seats.append(s.game.acting)
        s = s.play(s.game.legal_moves()[-1])
    assert [seat for seat, _ in s.log] == seats and seats[:4] == [0, 1, 2, 3]  # the dealer leads, clockwise
    assert tuple(m for _, m in s.log) == s.game.moves
    acting = s.game.acting
    assert acting is not None
    other = s.game.cards((acting + 1) % 4)[0]
    with pytest.raises(IllegalMoveError, match="You do not hold"):
        s.play(other)
    assert len(s.log) == 6 and s.game.acting == acting  # an immutable value: nothing changed


def test_a_finished_hand_shows_until_next_deal_and_starts_mark_each_hand() -> None:
    s = session()
    s = advance(s, lambda x: x.hand_over)
    assert len(s.game.results) == 1 and s.starts == (0, 52) and len(s.log) == 52
    assert (s.to_act, s.actor, s.needs_handoff) == (None, "none", False)
    assert s.game.acting is not None  # the engine has dealt the next hand already
    assert s.hand_log(0) == s.log and s.hand_log() == ()  # the hand in play has no moves yet
    nxt = s.next_deal()
    assert (nxt.seen, nxt.hand_over, nxt.to_act) == (1, False, s.game.acting)
    assert nxt.next_deal() is nxt
    done = finished(nxt)
    assert len(done.starts) == 11 and done.starts[-1] == len(done.log)
    assert sum(len(done.hand_log(n)) for n in range(10)) == len(done.log)
    assert all(len(done.hand_log(n)) == 52 for n in range(6))  # the negative hands: cards only
    assert done.hand_log() == done.hand_log(9)  # once over, the last hand
    assert done.to_act is None and done.actor == "none"


def test_positive_hands_log_their_calls_in_their_hand() -> None:
    s = at_phase(session(), "choose")
    number = s.game.number
    s = moves_of(s, "auction", "pass", "pass", "pass")
    assert s.game.phase == "settle"
    assert [str(m) for _, m in s.hand_log(number)] == ["auction", "pass", "pass", "pass"]
    assert [seat for seat, _ in s.hand_log(number)] == [2, 3, 0, 1]  # seat 2 is the beneficiary


# -- saving --------------------------------------------------------------------------------------------
def roundtrip(s: Session) -> Session:
    return Session.from_dict(json.loads(json.dumps(s.to_dict())))


def saved_points() -> list[Session]:
    s = session("human,medium,human,medium")
    mid_trick = advance(s, lambda x: len(x.log) == 6)
    hand_over = advance(mid_trick, lambda x: x.hand_over)
    auction = moves_of(at_phase(hand_over, "choose"), "auction", "1 up")
    over = finished(auction)
    return [s, mid_trick, hand_over, auction, hand_over.take_device(), over]


@pytest.mark.parametrize("index", range(6))
def test_a_saved_session_resumes_on_the_very_move(index: int) -> None:
    s = saved_points()[index]
    back = roundtrip(s)
    assert back == s
    assert back.game.position() == s.game.position() and back.log == s.log and back.starts == s.starts
    assert (back.viewer, back.seen, back.counted, back.match_counted) == (s.viewer, s.seen, s.counted, s.match_counted)
    assert back.to_act == s.to_act and back.hand_over == s.hand_over


def test_seen_counted_and_the_viewer_survive_a_reload() -> None:
    s = advance(session("human,medium,human,medium"), lambda x: len(x.game.results) == 2)
    s = Session.of(s.game, s.seats, viewer=2, seen=1, counted=2)
    back = roundtrip(s)
    assert (back.viewer, back.seen, back.counted, back.hand_over) == (2, 1, 2, True)
    over = finished(s)
    over = Session.of(over.game, over.seats, seen=10, counted=10, match_counted=True)
    assert roundtrip(over).match_counted is True


def test_the_record_is_the_engines() -> None:
    s = advance(session(), lambda x: len(x.log) == 9)
    data = s.to_dict()
    record = KingRecord.from_json(data["record"])
    assert record.replay() == s.game and data["seats"][1] == {"name": "Ada", "kind": "medium"}


# -- damaged saved data ----------------------------------------------------------------------------------
GOOD = advance(session("human,medium,human,medium"), lambda x: len(x.game.results) == 1 and len(x.log) == 57)


def good() -> dict[str, Any]:
    return json.loads(json.dumps(GOOD.to_dict()))


def with_record(**change: Any) -> dict[str, Any]:
    data = good()
    record = json.loads(data["record"])
    record.update(change)
    data["record"] = json.dumps(record)
    return data


def with_(key: str, value: Any) -> dict[str, Any]:
    data = good()
    data[key] = value
    return data


def _over_and_one_more() -> dict[str, Any]:
    s = finished(session())
    record = json.loads(s.to_dict()["record"])
    record["moves"].append("QS")
    return {**s.to_dict(), "record": json.dumps(record)}


REFUSED = {
    "none": None, "list": [], "text": "match", "number": 3, "no record": {"seats": good()["seats"]},
    "record not text": with_("record", {"game": "king"}), "record not json": with_("record", "{oops"),
    "record of another game": with_("record", json.dumps({"game": "corners", "moves": []})),
    "record a list": with_("record", "[]"), "moves not a list": with_record(moves="QS"),
    "record nested too deep": with_("record", "[" * 100_000 + "]" * 100_000),
    "moves not texts": with_record(moves=[1, 2]), "too many moves": with_record(moves=["QS"] * 2001),
    "a move that is no move": with_record(moves=["sideways"]),
    "an illegal move": with_record(moves=["2C", "2C"]), "a joker": with_record(moves=["JK"]),
    "a huge bid": with_record(moves=["9" * 5000 + " up"]), "a move after the end": _over_and_one_more(),
    "three players": with_record(players=3), "unknown rule": with_record(rules={"jokers": True}),
    "rules not an object": with_record(rules="standard"), "rule not a bool": with_record(rules={"quick": 1}),
    "negative seed": with_record(seed=-1), "huge seed": with_record(seed=10**400),
    "seed a bool": with_record(seed=True), "seed a float": with_record(seed=3.0), "seed text": with_record(seed="3"),
    "no seats": with_("seats", None), "seats not a list": with_("seats", {"0": "human"}),
    "three seats": with_("seats", good()["seats"][:3]),
    "five seats": with_("seats", good()["seats"] + [good()["seats"][0]]),
    "an unknown kind": with_("seats", [{"name": "Zed", "kind": "wizard"}] + good()["seats"][1:]),
    "a name not text": with_("seats", [{"name": 7, "kind": "human"}] + good()["seats"][1:]),
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_damaged_saved_data_is_refused_with_a_value_error(name: str) -> None:
    with pytest.raises((ValueError, KingsError)):
        Session.from_dict(REFUSED[name])


@pytest.mark.parametrize("value", [-1, 2, 10**400, True, False, "1", 1.0, None, [1]])
@pytest.mark.parametrize("key", ["seen", "counted"])
def test_counters_out_of_range_are_clamped_to_the_hands_played(key: str, value: Any) -> None:
    assert len(GOOD.game.results) == 1
    s = Session.from_dict(with_(key, value))
    assert getattr(s, key) == 1  # as if the hand played was seen and counted: never counted twice
    assert s.game == GOOD.game


def test_zero_and_one_are_kept() -> None:
    assert Session.from_dict(with_("seen", 0)).seen == 0 and Session.from_dict(with_("seen", 1)).seen == 1
    assert Session.from_dict(with_("counted", 1)).counted == 1


@pytest.mark.parametrize("value", [True, 1, 3, 7, -1, 10**400, "2", 2.0, None])
def test_a_bad_viewer_falls_back_to_the_first_human(value: Any) -> None:
    assert Session.from_dict(with_("viewer", value)).viewer == 0  # seat 1 and 3 are CPUs; True is not seat 1


def test_the_other_human_may_be_the_viewer() -> None:
    assert Session.from_dict(with_("viewer", 2)).viewer == 2


@pytest.mark.parametrize("value", [1, "true", [True], None])
def test_game_counted_is_true_only_when_it_says_true_of_a_finished_game(value: Any) -> None:
    assert Session.from_dict(with_("game_counted", value)).match_counted is False
    assert Session.from_dict(with_("game_counted", True)).match_counted is False  # the game is not over
    over = finished(session()).to_dict()
    assert Session.from_dict({**over, "game_counted": True}).match_counted is True
    assert Session.from_dict({**over, "game_counted": value}).match_counted is False


def test_missing_counters_mean_everything_was_seen_and_counted() -> None:
    data = good()
    for key in ("seen", "counted", "viewer", "game_counted"):
        del data[key]
    s = Session.from_dict(data)
    assert (s.seen, s.counted, s.viewer, s.match_counted) == (1, 1, 0, False)


def test_seats_must_fit_the_game() -> None:
    with pytest.raises(ValueError):
        Session.of(KingGame.new(3), make_seats(["human", "easy"]))


def test_a_table_without_humans_has_no_viewer() -> None:
    s = session("easy,medium,hard,easy")
    assert s.viewer is None and s.humans == () and s.actor == "cpu" and not s.needs_handoff
    assert roundtrip(s) == s


# -- pass and play -----------------------------------------------------------------------------------------
def test_two_humans_pass_the_device_before_the_next_humans_turn() -> None:
    s = session("human,medium,human,medium", names="Ann,,Bob")
    assert (s.viewer, s.to_act, s.needs_handoff) == (0, 0, False)
    s = s.play(s.game.legal_moves()[0])  # Ann
    assert s.to_act == 1 and not s.needs_handoff and s.actor == "cpu"
    s = s.play(s.game.legal_moves()[0])  # Ada, a CPU
    assert s.to_act == 2 and s.viewer == 0 and s.needs_handoff and s.actor == "human"
    taken = s.take_device()
    assert (taken.viewer, taken.needs_handoff) == (2, False)
    assert taken.take_device() is taken and session().take_device() == session()
    s = taken.play(taken.game.legal_moves()[0])  # Bob plays; Ada (a CPU) next: Bob keeps the device
    assert s.to_act == 3 and s.viewer == 2 and not s.needs_handoff
    s = s.play(s.game.legal_moves()[0])  # Cleo ends the trick: its winner leads
    assert s.needs_handoff == (s.to_act == 0)


def test_no_hand_off_while_a_hands_result_shows() -> None:
    s = advance(session("human,human,human,human"), lambda x: x.hand_over, policy=first)
    assert s.to_act is None and not s.needs_handoff
    nxt = s.next_deal()
    assert nxt.needs_handoff == (nxt.to_act != nxt.viewer)
