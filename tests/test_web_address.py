"""A game's address read parameter by parameter (web/shell/address.py, pure), as King and 3-13 read theirs: every
parameter, bad and hostile values in plain words, and the address that starts the same game again. What a game
reads of its own (3-13's ``players``) and how many seats it takes are in its tests/test_<game>_web_setup.py."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from kings.seeding import MAX_SEED
from web.shell.address import Address, share_query
from web.shell.seats import make_seats

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node

KEYS = ("seed", "rules", "seats", "level", "names")
LEVELS = ("easy", "medium", "hard")
KINDS = ("human", *LEVELS)
PRESETS = {"standard": "the standard rules", "quick": "the quick rules"}
DEFAULT = ["human", "medium", "medium", "medium"]


def read(query: str) -> tuple[Address, tuple[int | None, str, str, list[str], list[str]]]:
    """Every parameter of ``query``, read in the games' order (their notices come in that order)."""
    a = Address(query, KEYS)
    got = (a.seed(), a.rules(PRESETS), a.level(LEVELS), a.seats(DEFAULT, KINDS, range(4, 5), "four"), a.names())
    return a, got


def test_every_parameter() -> None:
    a, got = read("?seed=42&rules=quick&seats=human, EASY,medium,hard&level=hard&names=Ann,,Max&speed=fast")
    assert got == (42, "the quick rules", "hard", ["human", "easy", "medium", "hard"], ["Ann", "", "Max"])
    assert a.errors == [] and a.speed == "fast" and a.starts_game()
    a, got = read("?level=easy")
    assert got == (None, "the standard rules", "easy", DEFAULT, []) and a.starts_game() and a.speed is None
    assert not Address("", KEYS).starts_game() and not Address("?speed=slow", KEYS).starts_game()
    assert Address("?speed=slow", KEYS).speed == "slow" and Address("?", KEYS).values == {}
    assert read("?seed=")[1][0] is None and read("?seed=")[0].errors == []
    assert read(f"?seed={MAX_SEED}")[1][0] == MAX_SEED


BAD = {
    "?seed=x": "seed: 'x' is not a whole number from 0 to 18446744073709551615; using a random seed.",
    f"?seed={MAX_SEED + 1}": f"seed: '{MAX_SEED + 1}' is not a whole number",
    "?seed=-3": "seed: '-3' is not",
    "?seed=²": "seed: '²' is not",
    "?rules=nope": "rules: there is no preset 'nope'; using standard.",
    "?rules=": "rules: there is no preset ''; using standard.",
    "?level=god": "level: 'god' is not one of easy, medium, hard; using medium.",
    "?seats=human": "seats: 'human' is not four of human, easy, medium, hard; using human,medium,medium,medium.",
    "?seats=human,wizard,easy,easy": "seats: 'human,wizard,easy,easy' is not four of",
    "?speed=warp": "speed: 'warp' is not one of slow, normal, fast, instant; keeping your setting.",
    "?colour=red": "Unknown address parameter 'colour' ignored.",
}


@pytest.mark.parametrize("query", sorted(BAD))
def test_a_bad_value_is_said_in_plain_words_and_replaced(query: str) -> None:
    a, (seed, rules, level, seats, _names) = read(query)
    assert len(a.errors) == 1 and a.errors[0].startswith(BAD[query])
    assert seed is None and rules in PRESETS.values() and level in LEVELS and seats[0] in KINDS and len(seats) == 4


def test_hostile_values_give_short_notices() -> None:
    long = "9" * 5000
    a, (seed, _rules, level, _seats, names) = read(f"?seed={long}&rules={'x' * 5000}&level=💥{'y' * 300}&names={long}")
    assert len(a.errors) == 3 and all(len(e) < 200 for e in a.errors) and "…" in a.errors[0]
    assert seed is None and level == "medium" and names == [long]  # make_seats cuts names to their length
    many = Address("?" + "&".join(f"k{i}=v" for i in range(500)), KEYS)
    assert many.errors[-1] == "497 more unknown address parameters ignored." and len(many.errors) == 4
    odd, (seed, *_) = read("?%ZZ=%&&&=&seed=%F0%9F%92%A5")
    assert seed is None and all(len(e) < 200 for e in odd.errors)


@dataclass(frozen=True)
class Rules:
    id: str
    name: str = ""


@dataclass(frozen=True)
class Setup:
    seats: tuple[object, ...]
    rules: Rules


def test_a_shared_address_names_the_game_and_carries_only_presets() -> None:
    presets = {"quick": Rules("quick")}
    setup = Setup(make_seats(["human", "hard", "easy", "human"], ["Ann, Lee", "", "", "Bob"]), Rules("quick"))
    query = share_query("king", setup, 77, presets)  # type: ignore[arg-type]  # a comma in a name: a space
    assert query == "?game=king&seed=77&rules=quick&seats=human%2Chard%2Ceasy%2Chuman&names=Ann++Lee%2CAda%2CBen%2CBob"
    custom = Setup(setup.seats, Rules("quick", "changed"))
    assert share_query("king", custom, 77, presets) is None  # type: ignore[arg-type]  # custom rules: no address
