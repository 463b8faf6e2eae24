"""Quick match (issue 48): the table it seats a player at, and the host's wait, under CPython
(web/shell/online/quick.py)."""

from __future__ import annotations

import pytest

from kings import registry
from web.shell.online import quick
from web.shell.online.listing import Board, Table, content, event

NOW = 2_000_000_000


def table(room: str, host: str = "Ann", preset: str = "standard", waited: int = 60, free: int = 1,
          key: str = "a" * 64) -> Table:  # fmt: skip
    opened = NOW - waited
    return Table(room * 26, key, host, 0, preset, 1, free, opened, opened, NOW + 300)


def test_the_table_that_has_waited_longest_with_the_rules_is_chosen() -> None:
    tables = [table("A", "Ann", waited=30), table("B", "Bo", waited=300), table("C", "Cy", "jokers", waited=900)]
    assert quick.choose(tables, "standard") == tables[1]
    assert quick.choose(tables, "jokers") == tables[2]
    assert quick.choose(tables, "wikihow") is None  # nobody plays these rules: the player opens a table
    assert quick.choose(tables, "wikihow", any_rules=True) == tables[2]
    assert quick.choose([], "standard") is None


def test_custom_rules_match_no_table() -> None:
    """Two tables of custom rules share the id ``custom`` and may share nothing else."""
    tables = [table("A", preset="custom")]
    assert quick.choose(tables, "custom") is None
    assert quick.choose(tables, "custom", any_rules=True) == tables[0]


def test_hidden_hosts_full_tables_and_the_players_own_table_are_skipped() -> None:
    own = "f" * 64
    tables = [table("A", "Mine", waited=999, key=own), table("B", "Zed", waited=500), table("C", "Full", free=0),
              table("D", "Dee", waited=100)]
    assert quick.choose(tables, "standard", mine=own, hidden={"zed"}).host == "Dee"  # type: ignore[union-attr]
    assert quick.choose(tables, "standard", mine=own).host == "Zed"  # type: ignore[union-attr]
    assert quick.choose(tables, "standard").host == "Mine"  # type: ignore[union-attr]


def test_the_choice_reads_a_board_as_relays_fill_it() -> None:
    board = Board("corners")
    texts = [event(content("Old", "standard", taken=1, free=1, opened=NOW - 600), now=NOW, room="A" * 26,
                   pubkey="1" * 64),
             event(content("New", "standard", taken=1, free=2, opened=NOW - 10), now=NOW, room="B" * 26,
                   pubkey="2" * 64),
             event(content("Other", "jokers", taken=1, free=1, opened=NOW - 900), now=NOW, room="C" * 26,
                   pubkey="3" * 64)]  # fmt: skip
    board.offer(texts, NOW)
    assert quick.choose(board.tables(NOW), "standard").host == "Old"  # type: ignore[union-attr]
    board.offer([event("", now=NOW + 1, room="A" * 26, pubkey="1" * 64)], NOW + 1)  # Old's table started
    assert quick.choose(board.tables(NOW + 1), "standard").host == "New"  # type: ignore[union-attr]


def test_the_rules_preset_of_a_setup() -> None:
    presets = registry.game("corners").presets()
    assert quick.preset_of("corners", presets["jokers"]) == "jokers"
    assert quick.preset_of("corners", object()) == "custom"


@pytest.mark.parametrize(("saved", "wait"), [
    (None, quick.DEFAULT_WAIT), ({"seconds": 30}, 30), ({"seconds": 300}, 300), ({"seconds": 31}, quick.DEFAULT_WAIT),
    ({"seconds": True}, quick.DEFAULT_WAIT), ({"seconds": "30"}, quick.DEFAULT_WAIT), ([30], quick.DEFAULT_WAIT),
])  # fmt: skip
def test_the_hosts_wait_is_read_back_or_the_default(saved: object, wait: int) -> None:
    assert quick.read_wait(saved) == wait


def test_the_countdown_says_minutes_and_seconds() -> None:
    assert quick.seconds_left(NOW + 41.2, NOW) == 42
    assert quick.seconds_left(NOW - 5, NOW) == 0
    assert quick.countdown_words(42) == "Starting with CPUs in the free seats in 0:42"
    assert quick.countdown_words(125) == "Starting with CPUs in the free seats in 2:05"
    assert quick.countdown_words(0) == "Starting with CPUs in the free seats in 0:00"


def test_the_first_free_seat_is_taken() -> None:
    roster = [{"kind": "host", "name": "Ann"}, {"kind": "guest", "name": "Bo"}, {"kind": "open", "name": "Cy"},
              {"kind": "open", "name": "Di"}]
    assert quick.free_seat(roster) == 2 and quick.free_seats(roster) == 2
    assert quick.free_seat(roster[:2]) is None and quick.free_seats(roster[:2]) == 0
