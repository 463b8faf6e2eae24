"""The keyboard map (web/corners/spec.py): every key does one documented thing; arrows stay on the table."""

from __future__ import annotations

import pytest

from kings.corners import PLACES
from web.corners.spec import KEYMAP, KEYS, READING_ORDER, grid_move
from web.shell.keyhelp import roving

command = KEYMAP.command

pytestmark = pytest.mark.pyodide
HELP = " ".join(f"{h.keys} {h.does}" for _title, rows in KEYS for h in rows)


def test_numbers_follow_reading_order_and_letters_name_the_sides() -> None:
    assert [command(str(i)) for i in range(1, 9)] == [("pile", p) for p in READING_ORDER]
    assert sorted(READING_ORDER) == sorted(p.name for p in PLACES)
    assert [command(k) for k in "NESW"] == [("pile", p) for p in "NESW"]  # Shift or Caps Lock: same pile
    assert command("9") is None and command("Enter") is None and command("ArrowUp") is None


def test_modifiers_leave_keys_to_the_browser() -> None:
    assert command("t") == ("action", "end")
    for mods in ({"ctrl": True}, {"alt": True}, {"meta": True}):
        assert command("t", **mods) is None
        assert command("1", **mods) is None


@pytest.mark.parametrize("key", sorted(KEYMAP.actions))  # the shared keys (? and I) and the piles among them
def test_every_key_is_in_the_help(key: str) -> None:
    shown = {"escape": "Escape"}.get(key, key.upper() if key.isalpha() else key)
    if key.isdigit():
        shown = "1 to 8"
    assert shown in HELP, key


def test_the_help_words_each_number() -> None:
    words = {"NW": "north-west corner", "N": "north", "NE": "north-east corner", "W": "west", "E": "east",
             "SW": "south-west corner", "S": "south", "SE": "south-east corner"}  # fmt: skip
    for i, place in enumerate(READING_ORDER):
        assert f"{i + 1} {words[place]}" in HELP


@pytest.mark.parametrize("place", READING_ORDER)
def test_arrows_move_between_piles_and_skip_the_stock(place: str) -> None:
    for key in ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"):
        assert grid_move(place, key) in READING_ORDER
    assert grid_move(place, "Tab") == place


def test_arrows_cross_the_stock_and_stop_at_the_edges() -> None:
    assert grid_move("W", "ArrowRight") == "E" and grid_move("E", "ArrowLeft") == "W"
    assert grid_move("N", "ArrowDown") == "S" and grid_move("S", "ArrowUp") == "N"
    assert grid_move("NW", "ArrowUp") == "NW" and grid_move("SE", "ArrowRight") == "SE"
    assert grid_move("NW", "ArrowRight") == "N" and grid_move("NE", "ArrowDown") == "E"


def test_roving_index_wraps_and_jumps() -> None:
    assert [roving(i, 3, "ArrowRight") for i in range(3)] == [1, 2, 0]
    assert [roving(i, 3, "ArrowLeft") for i in range(3)] == [2, 0, 1]
    assert roving(1, 5, "Home") == 0 and roving(1, 5, "End") == 4 and roving(0, 0, "End") == 0
