"""Kings in the Corner's shareable URLs (its spec's Setup, on the shell's Address): good values are used, bad ones
explained and replaced, in the words every game uses."""

from __future__ import annotations

import pytest

from kings.corners import preset
from web.corners.spec import TABLE, Setup
from web.shell.seats import HUMAN, make_seats

parse_query, share_query = Setup.from_address, TABLE.share_query

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


def test_no_game_parameters_means_no_new_match() -> None:
    assert parse_query("").setup is None
    assert parse_query("?").errors == ()
    req = parse_query("?speed=fast")
    assert (req.setup, req.speed, req.errors) == (None, "fast", ())


def test_seed_rules_and_players() -> None:
    req = parse_query("?seed=42&rules=wikihow&players=4&level=hard")
    assert req.setup is not None and req.errors == ()
    assert req.setup.seed == 42 and req.setup.rules is preset("wikihow")
    assert [s.kind for s in req.setup.seats] == [HUMAN, "hard", "hard", "hard"]
    assert [s.name for s in req.setup.seats] == ["You", "Ada", "Ben", "Cleo"]


def test_seats_and_names_override_players() -> None:
    req = parse_query("?players=5&seats=human,human,easy&names=Ann,,Zed%20Z")
    assert req.setup is not None and req.errors == ()
    assert [(s.name, s.kind) for s in req.setup.seats] == [("Ann", HUMAN), ("Player 2", HUMAN), ("Zed Z", "easy")]


@pytest.mark.parametrize(
    ("query", "fragment"),
    [
        ("?seed=abc", "seed: 'abc' is not a whole number"),
        ("?seed=-1", "seed: '-1'"),
        ("?seed=99999999999999999999999", "seed:"),
        ("?rules=nope", "rules: there is no preset 'nope'"),
        ("?players=1", "players: 1 is not 2 to 6"),
        ("?players=seven", "players: seven is not 2 to 6"),
        ("?seats=human,robot", "seats: 'human,robot'"),
        ("?seats=human", "seats: 'human'"),
        ("?level=godlike", "level: 'godlike' is not one of easy, medium, hard, expert; using medium."),
        ("?players=2&colour=blue", "Unknown address parameter 'colour' ignored."),
        ("?speed=warp&players=2", "speed: 'warp'"),
    ],
)
def test_a_bad_value_is_explained_and_a_default_used(query: str, fragment: str) -> None:
    req = parse_query(query)
    assert any(fragment in e for e in req.errors), req.errors
    if req.setup is not None:
        req.setup.rules.validate(req.setup.players)  # the fallback is always playable


def test_rules_that_cannot_seat_everyone_fall_back_to_standard() -> None:
    req = parse_query("?rules=standard&players=6")  # fine: 6 x 7 + 4 = 46 cards
    assert req.errors == ()
    assert parse_query("?players=6&rules=robinson").errors == ()


def test_share_query_round_trips() -> None:
    setup = Setup(make_seats([HUMAN, "easy", "hard"], ["Ann, the first", "B", "C"]), preset("kleplek"))
    query = share_query(setup, 1234)
    assert query is not None
    back = parse_query(query)
    assert back.errors == () and back.setup is not None
    assert back.setup.seed == 1234 and back.setup.rules is preset("kleplek")
    # A comma would split the names list, so it is shared as a space.
    assert [(s.name, s.kind) for s in back.setup.seats] == [("Ann the first", HUMAN), ("B", "easy"), ("C", "hard")]


def test_custom_rules_cannot_be_shared_by_link() -> None:
    rules = preset("standard").with_options(hand_size=5)
    assert share_query(Setup(make_seats([HUMAN, "easy"]), rules), 1) is None


@pytest.mark.parametrize(
    ("query", "fragment"),
    [
        ("?seed=²", "seed: '²' is not a whole number from 0 to 18446744073709551615; using a random seed."),
        ("?players=²", "players: ² is not 2 to 6; using 3."),
        ("?seed=٤٢", "seed: '٤٢' is not a whole number"),  # Arabic-Indic digits: isdigit() yet not ours
        ("?seed=" + "9" * 5000, "seed: '9999999999999999999999999999999…' is not a whole number"),
        ("?players=" + "9" * 5000, "players: 9999999999999999999999999999999… is not 2 to 6; using 3."),
    ],
)
def test_digits_int_refuses_and_numbers_of_5000_digits_are_explained(query: str, fragment: str) -> None:
    """Issue 12, bug 8: these raised ValueError out of int(); each notice stays one short line."""
    req = parse_query(query)
    assert req.setup is not None and req.setup.seed is None
    assert any(e.startswith(fragment) for e in req.errors), req.errors
    assert all(len(e) < 200 for e in req.errors)


def test_a_seed_with_leading_zeros_is_still_that_seed() -> None:
    assert parse_query("?seed=" + "0" * 100 + "42").setup.seed == 42  # type: ignore[union-attr]


def test_long_bad_values_and_many_unknown_parameters_make_short_notices() -> None:
    req = parse_query("?rules=" + "x" * 5000 + "&seats=" + "y," * 3000 + "&" + "&".join(f"k{i}=1" for i in range(500)))
    assert len(req.errors) <= 6 and all(len(e) < 200 for e in req.errors), req.errors
    assert req.errors[:4] == tuple(f"Unknown address parameter '{k}' ignored." for k in ("k0", "k1", "k10")) + (
        "497 more unknown address parameters ignored.",)
