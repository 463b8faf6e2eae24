"""King's Court's session at the table (web/kings_court/spec.py), setup, settings and address
(setup.py): the match with its seats and colours swapping from game to game, undo, saved and read back on the
very move, damaged saved data refused; the new-game dialog's form built from the engine's options. The helpers here
(sessions at a given point of a match) serve King's Court's other web tests too."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from functools import cache

import pytest

from kings.errors import KingsError, RulesError
from kings.kings_court.moves import Move
from kings.kings_court.rules import PRESETS, Captures, Jumps, Opening, Rules, preset
from kings.seeding import Rng
from web.kings_court.spec import FORM, OPTIONS, TABLE, Session, Settings, Setup
from web.shell.seats import make_seats

parse_query, parse_setup, share_query = Setup.from_address, Setup.from_form, TABLE.share_query
form_fields, setup_form, rules_from_form = FORM.form_fields, FORM.setup_form, FORM.rules_from_form

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node

Policy = Callable[[Session, Sequence[Move]], Move]


def session(kinds: str = "human,easy", seed: int = 3, rules: str = "standard") -> Session:
    return Session.new(Setup(make_seats(kinds.split(",")), preset(rules)), seed)


def randomly(seed: int) -> Policy:
    rng = Rng(seed)
    return lambda s, moves: moves[rng.below(len(moves))]


def advance(s: Session, until: Callable[[Session], bool], policy: Policy | None = None, limit: int = 5000) -> Session:
    """Play ``policy``'s moves (random ones, seed 1) for both sides, starting each next game, until ``until(s)``."""
    policy = policy or randomly(1)
    for _ in range(limit):
        if until(s):
            return s
        if not s.in_deal:
            assert not s.match.over, "the match ended first"
            s = s.next_deal()
            continue
        s = s.play(policy(s, s.shown.legal_moves()))
    raise AssertionError("not reached")


@cache
def match_over(kinds: str = "human,easy") -> Session:
    return advance(session(kinds), lambda x: x.match.over)


def test_seat_zero_plays_orange_first_then_the_colours_swap() -> None:
    s = session()
    assert (s.to_act, s.seat_of(0), s.colour_of(0), s.colour_name(1), s.number) == (0, 0, 0, "Green", 0)
    s = advance(s, lambda x: not x.in_deal)
    assert s.to_act is None and s.actor == "none" and s.number == 0 and s.colour_of(0) == 0  # the game just ended
    s = s.next_deal()
    assert (s.number, s.seat_of(0), s.colour_of(0), s.to_act) == (1, 1, 1, 1)  # Ada plays Orange and moves first
    assert not s.needs_handoff


def test_undo_takes_back_your_move_and_the_cpu_reply() -> None:
    s = session()
    assert s.last_human_move() is None and s.undo() is s
    s = s.play(Move.parse("d2-d3")).play(Move.parse("d7-d6"))
    assert s.last_human_move() == 0
    back = s.undo()
    assert back.shown.moves == () and back.to_act == 0 and back.match.seed == s.match.seed
    played = advance(s, lambda x: len(x.shown.moves) >= 6)
    assert played.undo().shown.moves == played.shown.moves[:4]  # your third move (index 4) and the reply after it


def test_undo_in_pass_and_play_takes_back_one_move_and_never_a_finished_game() -> None:
    s = session("human,human").play(Move.parse("d2-d3")).play(Move.parse("d7-d6"))
    assert s.undo().shown.moves == (Move.parse("d2-d3"),)
    over = advance(session("human,human"), lambda x: not x.in_deal)
    assert over.last_human_move() is None and over.undo() is over
    second = over.next_deal()
    assert second.undo() is second  # nothing played yet in this game: the last game's moves stay


def test_a_session_round_trips_on_the_very_move() -> None:
    s = advance(session(), lambda x: x.number == 1 and len(x.shown.moves) == 5)
    again = Session.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again == s and again.shown.position() == s.shown.position()
    done = match_over()
    assert Session.from_dict(done.to_dict()) == done and done.match.over


@pytest.mark.parametrize("damage", [
    lambda d: d.update(record="[]"), lambda d: d.update(record=d["record"].replace("d2-d3", "d2-d5")),
    lambda d: d.update(seats=[{"name": "Ann", "kind": "human"}]), lambda d: d.update(record=None),
    lambda d: d.update(seats=[{"name": "A", "kind": "wizard"}, {"name": "B", "kind": "easy"}]),
    lambda d: d.update(record="[" * 100_000),
])  # fmt: skip
def test_damaged_saved_data_is_refused(damage: Callable[[dict[str, object]], None]) -> None:
    data = session().play(Move.parse("d2-d3")).to_dict()
    damage(data)
    with pytest.raises((ValueError, KingsError)):
        Session.from_dict(data)


def test_counted_games_read_back_within_bounds() -> None:
    data = match_over().to_dict()
    assert Session.from_dict({**data, "counted": 99}).counted == 2
    assert Session.from_dict({**data, "counted": True}).counted == 2
    assert Session.from_dict({**data, "counted": 1}).counted == 1


# -- setup, the dialog's form, the address, the settings -------------------------------------------------------
def test_the_form_offers_every_option_of_the_engine_and_reads_it_back() -> None:
    assert {o.key for o in OPTIONS} == set(Rules().to_dict()) - {"id", "name"}
    fields = {f.key: f for f in form_fields(preset("checkers"))}
    assert (fields["captures"].value, fields["jumps"].value, fields["opening"].value) == ("compulsory",
                                                                                          "must-continue", "opposite")
    assert fields["match_games"].kind == "int" and fields["match_games"].main
    values = {f.key: f.value for f in form_fields(Rules())}
    assert rules_from_form(preset("standard"), values) == preset("standard")
    assert rules_from_form(preset("standard"), {**values, "captures": "compulsory", "jumps": "must-continue"}) \
        == preset("checkers")  # fmt: skip
    custom = rules_from_form(preset("standard"), {**values, "repetition": "0", "blocked": "draw", "match_games": "4"})
    assert (custom.id, custom.repetition, custom.match_games, custom.opening) == ("custom", 0, 4, Opening.OPPOSITE)


@pytest.mark.parametrize(("key", "value", "words"), [
    ("repetition", "1", "repeats 2 to 5 times"), ("quiet_moves", "5", "no-capture limit is 10 to 500"),
    ("match_games", "0", "Match: choose a whole number from 1 to 20"), ("captures", "sometimes", "not one of"),
    ("quiet_moves", "²", "choose a whole number"),
])  # fmt: skip
def test_a_bad_option_is_refused_in_plain_words(key: str, value: str, words: str) -> None:
    with pytest.raises(RulesError, match=words):
        rules_from_form(preset("standard"), {key: value})


def test_the_dialog_makes_a_setup_or_says_what_is_wrong() -> None:
    setup = parse_setup([("Ann", "human"), ("", "hard")], "any-side", {}, " 12 ")
    assert ([s.name for s in setup.seats], setup.rules, setup.seed) == (["Ann", "Ada"], preset("any-side"), 12)
    form = setup_form(setup, form_fields(setup.rules))
    assert form.counts == (2,) and [k for k, _ in form.kinds] == ["human", "easy", "medium", "hard"]
    assert form.preset == "any-side" and len(form.level_lines) == 3
    for seats, preset_id, seed, words in (
        ([("A", "human")], "standard", "", "for two players"), ([("A", "human"), ("B", "wizard")], "standard", "",
         "not a kind"), ([("A", "human"), ("B", "easy")], "nope", "", "no King's Court rules preset"),
        ([("A", "human"), ("B", "easy")], "standard", "x", "seed must be a whole number")):  # fmt: skip
        with pytest.raises((ValueError, RulesError), match=words):
            parse_setup(seats, preset_id, {}, seed)


def test_the_address_starts_a_match_and_shares_it() -> None:
    req = parse_query("?seed=9&rules=checkers&seats=hard,human&names=Max,Ann&speed=fast")
    assert req.setup is not None and req.errors == () and req.speed == "fast"
    assert [(s.name, s.kind) for s in req.setup.seats] == [("Max", "hard"), ("Ann", "human")]
    assert req.setup.rules.captures is Captures.COMPULSORY and req.setup.rules.jumps is Jumps.MUST_CONTINUE
    assert share_query(req.setup, 9) == "?game=kings-court&seed=9&rules=checkers&seats=hard%2Chuman&names=Max%2CAnn"
    assert parse_query("?speed=slow").setup is None
    bad = parse_query("?seats=human,human,easy&level=expert&rules=chess")
    assert bad.setup is not None and [s.kind for s in bad.setup.seats] == ["human", "medium"] and len(bad.errors) == 3
    assert share_query(Setup(bad.setup.seats, rules_from_form(preset("standard"), {"blocked": "draw"})), 1) is None


def test_settings_round_trip_and_refuse_bad_rules() -> None:
    s = Settings(speed="fast", setup=Setup(make_seats(["human", "hard"]), PRESETS["checkers"]), contrast=True)
    assert Settings.from_dict(s.to_dict()) == s and s.start_setup().rules.id == "checkers"
    with pytest.raises((ValueError, KingsError)):
        Settings.from_dict({**s.to_dict(), "setup": {"seats": s.to_dict()["setup"]["seats"], "rules": {"x": 1}}})
    assert Settings().start_setup().seats[1].kind == "medium"
