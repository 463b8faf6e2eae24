"""3-13's session at the table (web/three_thirteen/spec.py): the game's rounds with their seats, the round on the
table, the viewer's own order of their cards, what was counted; saved and read back on the very move; damaged saved
data refused or cleaned; pass and play. The helpers here (sessions at a given point of a game) serve 3-13's other
web tests too."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from kings.errors import IllegalMoveError, KingsError
from kings.seeding import Rng, derive_seed
from kings.three_thirteen.api import MatchRecord
from kings.three_thirteen.match import Match
from kings.three_thirteen.moves import DISCARD, STOCK, Discard, Move
from kings.three_thirteen.rules import preset
from web.shell.seats import make_seats
from web.three_thirteen.spec import CPU, MAX_ORDER, Session, Setup
from web.three_thirteen.view import keyed, own_order

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node

CPUS = "human,medium,medium"
YOU_FIRST = 6  #: with three seats, seat 2 deals the first round: you play first
ADA_FIRST = 3  #: seat 0 deals: Ada plays first
Policy = Callable[[Session, Sequence[Move]], Move]


def session(kinds: str = CPUS, seed: int = YOU_FIRST, rules: str = "standard", names: str = "") -> Session:
    """A new session (seed 6, three seats: you play first)."""
    return Session.new(Setup(make_seats(kinds.split(","), names.split(",") if names else None), preset(rules)), seed)


def first(s: Session, moves: Sequence[Move]) -> Move:
    """Draw from the stock, throw the lowest card: nobody ever goes out (a round runs to its turn limit)."""
    return moves[0]


def randomly(seed: int) -> Policy:
    rng = Rng(seed)
    return lambda s, moves: rng.choice(moves)


def medium(s: Session, moves: Sequence[Move]) -> Move:
    """The medium CPU's move for whoever is to act (it goes out as soon as it can)."""
    r = s.shown
    assert r.acting is not None
    seed = derive_seed(s.match.seed, 7, s.match.number, len(r.moves))
    return CPU.choose(CPU.player("medium"), s.match.observe(r.acting), Rng(seed))


def advance(s: Session, until: Callable[[Session], bool], policy: Policy = medium, limit: int = 20_000) -> Session:
    """Play ``policy``'s moves for every seat (dealing the next round after each round) until ``until(s)``."""
    for _ in range(limit):
        if until(s):
            return s
        if not s.in_deal:
            assert not s.match.over, "the game ended first"
            s = s.next_deal()
            continue
        s = s.play(policy(s, s.shown.legal_moves()))
    raise AssertionError("not reached")


def finished(s: Session, policy: Policy = medium) -> Session:
    return advance(s, lambda x: x.match.over, policy)


@cache
def game_over(kinds: str = CPUS, seed: int = YOU_FIRST) -> Session:
    """A whole game of medium moves (cached: sessions are values)."""
    return finished(session(kinds, seed))


def round_over(s: Session, policy: Policy = medium) -> Session:
    """``s`` played to the end of its round (its hands laid down)."""
    return advance(s, lambda x: not x.in_deal, policy)


def moves_of(s: Session, *notations: str) -> Session:
    """``s`` after these moves, in notation (each for whoever is to act)."""
    for text in notations:
        s = s.play(next(m for m in s.shown.legal_moves() if str(m) == text))
    return s


def own_keys(s: Session, seat: int = 0) -> list[str]:
    """The keys of ``seat``'s cards (a match seat playing the round shown), in the order a hand starts in."""
    round_seat = s.deal_seat(seat)
    assert round_seat is not None
    return [k for k, _ in keyed(own_order(s.shown.hands[round_seat]))]


# -- playing -------------------------------------------------------------------------------------------
def test_a_new_session_deals_the_first_round_to_its_human() -> None:
    s = session()
    r = s.shown
    assert (s.viewer, s.order, s.counted, s.match_counted, s.in_deal) == (0, (), 0, False, True)
    assert (r.number, r.cards, r.wild, r.phase) == (0, 3, 3, "draw") and s.match.round is r
    assert s.to_act == r.acting == 0 and s.actor == "human" and not s.needs_handoff and s.humans == (0,)
    assert s.names() == ["You", "Ada", "Ben"] and s.shown_seats == (0, 1, 2) and s.deal_seat(2) == 2
    cpu_first = session(seed=ADA_FIRST)
    assert cpu_first.to_act == 1 and cpu_first.actor == "cpu"


def test_play_follows_the_engine_and_refuses_illegal_moves_with_its_reason() -> None:
    s = session()
    drew = s.play(STOCK)
    assert drew.shown.phase == "discard" and drew.shown.moves == (STOCK,) and len(drew.shown.hands[0]) == 4
    assert s.shown.moves == () and s.shown.phase == "draw"  # an immutable value
    with pytest.raises(IllegalMoveError, match="You must draw first"):
        s.play(Discard(s.shown.hands[0][0]))
    other = s.shown.hands[1][0]
    if other not in s.shown.hands[0]:
        with pytest.raises(IllegalMoveError, match="You have no"):
            drew.play(Discard(other))
    took = s.play(DISCARD)
    with pytest.raises(IllegalMoveError, match="from the discard pile: discard another card"):
        took.play(Discard(s.shown.pile[-1]))
    with pytest.raises(IllegalMoveError, match="You have drawn already"):
        drew.play(STOCK)
    thrown = drew.play(Discard(drew.shown.hands[0][0]))
    assert thrown.to_act == 1 and thrown.actor == "cpu" and str(thrown.shown.moves[0]) == "stock"


def test_a_finished_round_is_shown_laid_down_until_the_next_is_dealt() -> None:
    s = round_over(session())
    result = s.match.results[0]
    assert not s.in_deal and s.shown is result.final and s.shown.phase == "over" and s.shown_seats == (0, 1, 2)
    assert (s.to_act, s.actor, s.needs_handoff) == (None, "none", False)
    assert s.match.round is None and s.match.number == 1
    with pytest.raises(IllegalMoveError):
        s.play(STOCK)
    arranged = s.arranged(tuple(reversed(own_keys(s))))
    nxt = arranged.next_deal()
    assert nxt.in_deal and nxt.shown.number == 1 and nxt.shown.cards == 4 and nxt.order == ()  # a new hand
    with pytest.raises(IllegalMoveError):
        nxt.next_deal()  # the round in progress must finish first
    done = finished(nxt)
    assert len(done.match.results) == 11 and done.match.over and not done.in_deal
    assert done.shown is done.match.results[-1].final and done.to_act is None
    with pytest.raises(IllegalMoveError, match="The game is over"):
        done.next_deal()


def test_a_bonus_round_is_played_by_the_tied_players_alone() -> None:
    rules = preset("deuces-arent-wild")
    match = Match.new(rules, 5, 3)
    s = Session.of(match, make_seats(["human", "medium", "medium"]))
    # a game whose last round ends with seats 0 and 2 tied: force it by playing out and patching the totals
    s = advance(s, lambda x: len(x.match.results) == x.match.rounds)
    tied = replace(s.match, totals=(10, 30, 10), over=False)
    assert tied.bonus_seats() == (0, 2)
    b = replace(s, match=tied).next_deal()
    assert b.in_deal and b.shown_seats == (0, 2) and b.shown.players == 2 and b.shown.number == tied.rounds
    assert b.deal_seat(1) is None and b.deal_seat(2) == 1 and b.names() == ["You", "Ben"]
    assert b.to_act in (0, 2)


def test_the_viewers_order_is_kept_and_cut_to_its_limit() -> None:
    s = session()
    keys = own_keys(s)
    assert s.arranged(tuple(reversed(keys))).order == tuple(reversed(keys))
    assert s.arranged(tuple(f"K{i}" for i in range(100))).order == tuple(f"K{i}" for i in range(MAX_ORDER))
    assert s.arranged((keys[1], keys[0], keys[1], keys[1])).order == (keys[1], keys[0])  # each key once


# -- saving --------------------------------------------------------------------------------------------
def roundtrip(s: Session) -> Session:
    return Session.from_dict(json.loads(json.dumps(s.to_dict())))


@cache
def saved_points() -> list[Session]:
    s = session("human,medium,human", names="Ann,,Bob")
    drew = s.play(STOCK)
    ordered = drew.arranged(tuple(reversed(own_keys(drew))))
    over = round_over(ordered)
    second = advance(over.next_deal(), lambda x: len(x.shown.moves) == 5)
    handed = advance(second, lambda x: x.needs_handoff).take_device()
    done = finished(handed)
    return [s, drew, ordered, over, second, handed, done]


@pytest.mark.parametrize("index", range(7))
def test_a_saved_session_resumes_on_the_very_move(index: int) -> None:
    s = saved_points()[index]
    back = roundtrip(s)
    assert back == s
    assert back.shown.position() == s.shown.position() and back.match.results == s.match.results
    assert (back.viewer, back.order, back.counted, back.match_counted) == (s.viewer, s.order, s.counted,
                                                                           s.match_counted)  # fmt: skip
    assert back.to_act == s.to_act and back.in_deal == s.in_deal and back.seats == s.seats


def test_your_own_order_survives_a_reload() -> None:
    s = session().play(STOCK)
    order = tuple(reversed(own_keys(s)))
    back = roundtrip(s.arranged(order))
    assert back.order == order and back.to_dict()["order"] == list(order)


def test_counters_and_the_viewer_survive_a_reload() -> None:
    s = round_over(session("human,medium,human"))
    s = Session.of(s.match, s.seats, viewer=2, counted=1)
    back = roundtrip(s)
    assert (back.viewer, back.counted, back.in_deal) == (2, 1, False)
    over = finished(s)
    over = Session.of(over.match, over.seats, counted=11, match_counted=True)
    assert roundtrip(over).match_counted is True and roundtrip(over).counted == 11


def test_the_record_is_the_engines() -> None:
    s = advance(session(), lambda x: x.match.number == 1 and len(x.shown.moves) == 4)
    data = s.to_dict()
    record = MatchRecord.from_json(data["record"])
    assert (
        record.replay() == s.match and len(record.rounds) == 2 and data["seats"][1] == {"name": "Ada", "kind": "medium"}
    )


# -- damaged saved data ----------------------------------------------------------------------------------
GOOD = advance(session("human,medium,human"), lambda x: len(x.match.results) == 1 and len(x.shown.moves) == 3)
TWO_PACKS = 2


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


def rounds_of(*rounds: list[str]) -> dict[str, Any]:
    return with_record(rounds=list(rounds))


def _over_and_more(extra: list[list[str]], last: list[str] | None = None) -> dict[str, Any]:
    s = game_over()
    record = json.loads(s.to_dict()["record"])
    if last is not None:
        record["rounds"][-1] = record["rounds"][-1] + last
    record["rounds"] += extra
    return {**s.to_dict(), "record": json.dumps(record)}


FIRST_ROUND = json.loads(GOOD.to_dict()["record"])["rounds"][0]
SEATS = good()["seats"]
DEEP = "[" * 100_000 + "]" * 100_000

REFUSED = {
    "none": None, "list": [], "text": "game", "number": 3, "no record": {"seats": SEATS},
    "record not text": with_("record", {"game": "three-thirteen"}), "record not json": with_("record", "{oops"),
    "record of another game": with_("record", json.dumps({"game": "king", "moves": []})),
    "a round record": with_record(kind="round"), "record a list": with_("record", "[]"),
    "record nested too deep": with_("record", DEEP), "rounds not a list": with_record(rounds="stock"),
    "a round not a list": rounds_of("stock"), "moves not texts": with_record(rounds=[[1, 2]]),
    "too many rounds": with_record(rounds=[[]] * 14), "too many moves": rounds_of(["stock"] * 20_001),
    "a move that is no move": rounds_of(["meld"]), "an illegal move": rounds_of(["stock", "stock"]),
    "a discard first": rounds_of(["QS"]), "a joker": rounds_of(["stock", "JK"]),
    "out with no melds": rounds_of(["stock", "out:" + str(GOOD.match.results[0].final.hands[0][0])]),
    "a round after an unfinished one": rounds_of(["stock"], []),
    "a move after the round's end": _over_and_more([], ["stock"]), "a round after the end": _over_and_more([[]]),
    "nine players": with_record(players=9), "one player": with_record(players=1), "players a bool": with_record(
        players=True), "players a float": with_record(players=3.0), "unknown rule": with_record(rules={"trumps": True}),
    "rules not an object": with_record(rules="standard"), "rule not a bool": with_record(rules={"ace_high": 1}),
    "jokers out of range": with_record(rules={"jokers": 3}), "a rule nested": with_record(rules={"packs": [[[1]]]}),
    "too few packs": with_record(players=4, rules={"packs": 1}), "negative seed": with_record(seed=-1),
    "huge seed": with_record(seed=10**400), "seed a bool": with_record(seed=True),
    "seed a float": with_record(seed=3.0), "seed text": with_record(seed="3"), "no seats": with_("seats", None),
    "seats not a list": with_("seats", {"0": 1}),
    "two seats for three": with_("seats", SEATS[:2]), "four seats for three": with_("seats", [*SEATS, SEATS[0]]),
    "nine seats": with_("seats", SEATS * 3), "an unknown kind": with_("seats", [{"name": "Zed", "kind": "wizard"},
                                                                                 *SEATS[1:]]),
    "a kind not text": with_("seats", [{"name": "Zed", "kind": ["human"]}, *SEATS[1:]]),
    "a name not text": with_("seats", [{"name": 7, "kind": "human"}, *SEATS[1:]]),
    "a seat nested deep": with_("seats", [json.loads("[" * 60 + "]" * 60), *SEATS[1:]]),
}  # fmt: skip


def test_the_damaged_records_are_damaged_only_where_they_say() -> None:
    assert Session.from_dict(good()) == GOOD and FIRST_ROUND[:2] and len(GOOD.match.results) == 1
    assert GOOD.match.rules.packs == TWO_PACKS  # a saved table's rules carry their packs: one pack is too few
    assert Session.from_dict(rounds_of(FIRST_ROUND, [])).match.round is not None  # the same rounds read back


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_damaged_saved_data_is_refused_with_a_value_error(name: str) -> None:
    with pytest.raises((ValueError, KingsError)):
        Session.from_dict(REFUSED[name])


@pytest.mark.parametrize("value", [-1, 2, 10**400, True, False, "1", 1.0, None, [1], {"n": 0}])
def test_counted_out_of_range_is_clamped_to_the_rounds_played(value: Any) -> None:
    assert len(GOOD.match.results) == 1
    s = Session.from_dict(with_("counted", value))
    assert s.counted == 1  # as if the round played was counted: never counted twice
    assert s.match == GOOD.match


def test_zero_and_one_are_kept() -> None:
    assert Session.from_dict(with_("counted", 0)).counted == 0 and Session.from_dict(with_("counted", 1)).counted == 1


@pytest.mark.parametrize("value", [True, 1, 3, 9, -1, 10**400, "2", 2.0, None, [2]])
def test_a_bad_viewer_falls_back_to_the_first_human(value: Any) -> None:
    assert Session.from_dict(with_("viewer", value)).viewer == 0  # seat 1 is a CPU; True is not seat 1


def test_the_other_human_may_be_the_viewer() -> None:
    assert Session.from_dict(with_("viewer", 2)).viewer == 2


HOSTILE_ORDERS = {
    "text": "7H", "an object": {"7H": 0}, "numbers": [1, 2], "a bool": [True], "too long": ["7H"] * (MAX_ORDER + 1),
    "a long key": ["7H" * 40], "nested": [["7H"]], "deep": json.loads("[" * 60 + "]" * 60), "null": None,
    "mixed": ["7H", 3],
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(HOSTILE_ORDERS))
def test_a_hostile_order_is_dropped(name: str) -> None:
    s = Session.from_dict(with_("order", HOSTILE_ORDERS[name]))
    assert s.order == () and s.match == GOOD.match


def test_an_order_of_keys_not_in_the_hand_is_harmless_and_repeats_are_dropped() -> None:
    s = Session.from_dict(with_("order", ["ZZ", "7H#9", "", "JK"]))
    assert s.order == ("ZZ", "7H#9", "", "JK") and roundtrip(s) == s  # the view uses only the hand's keys
    assert Session.from_dict(with_("order", ["7H", "2C", "7H", "7H"])).order == ("7H", "2C")


@pytest.mark.parametrize("value", [1, "true", [True], None, {"a": True}])
def test_match_counted_is_true_only_when_it_says_true_of_a_finished_game(value: Any) -> None:
    assert Session.from_dict(with_("match_counted", value)).match_counted is False
    assert Session.from_dict(with_("match_counted", True)).match_counted is False  # the game is not over
    over = game_over().to_dict()
    assert Session.from_dict({**over, "match_counted": True}).match_counted is True
    assert Session.from_dict({**over, "match_counted": value}).match_counted is False


def test_missing_counters_mean_everything_was_counted() -> None:
    data = good()
    for key in ("counted", "viewer", "match_counted", "order"):
        del data[key]
    s = Session.from_dict(data)
    assert (s.counted, s.viewer, s.match_counted, s.order) == (1, 0, False, ())


def test_seats_must_fit_the_game() -> None:
    with pytest.raises(ValueError):
        Session.of(Match.new(preset("standard"), 3, 3), make_seats(["human", "easy"]))


def test_a_table_without_humans_has_no_viewer() -> None:
    s = session("easy,medium,hard")
    assert s.viewer is None and s.humans == () and s.actor == "cpu" and not s.needs_handoff
    assert roundtrip(s) == s and s.take_device() is s


# -- pass and play -----------------------------------------------------------------------------------------
def test_two_humans_pass_the_device_before_the_next_humans_turn() -> None:
    s = session("human,medium,human", names="Ann,,Bob")
    assert (s.viewer, s.to_act, s.needs_handoff) == (0, 0, False)
    s = moves_of(s, "stock")
    s = s.arranged(tuple(reversed(own_keys(s))))
    s = s.play(s.shown.legal_moves()[0])  # Ann discards
    assert s.to_act == 1 and not s.needs_handoff and s.actor == "cpu"
    s = advance(s, lambda x: x.to_act != 1)  # Ada, a CPU
    assert s.to_act == 2 and s.viewer == 0 and s.needs_handoff and s.actor == "human" and s.order
    taken = s.take_device()
    assert (taken.viewer, taken.needs_handoff, taken.order) == (2, False, ())  # Ann's order is not Bob's
    assert taken.take_device() is taken and session().take_device() == session()
    s = advance(taken, lambda x: x.to_act != 2)  # Bob plays; Ann is next: a hand-off again
    assert s.to_act == 0 and s.viewer == 2 and s.needs_handoff


def test_no_hand_off_while_a_rounds_result_shows() -> None:
    s = round_over(session("human,human,human"))
    assert s.to_act is None and not s.needs_handoff
    nxt = s.next_deal()
    assert nxt.needs_handoff == (nxt.to_act != nxt.viewer)
