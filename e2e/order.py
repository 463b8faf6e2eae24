"""The order the e2e tests run in: the longest first, the rest as collected.

Under pytest-xdist each worker takes the next test when it is done with one (scripts/test.sh runs
``-n 3 --maxschedchunk 1``). Taken in file order, a long test drawn last kept one worker busy for
a minute or more after the others had finished; taken first, the short ones fill in around them and
the workers end together. Only the order changes: every test runs, alone in its own page.

``LONG`` holds the tests that take far longer than the ~6-10 s of most (a whole deal or game, several
browsers), with roughly their seconds in a full run on a quiet machine (the order matters, not the
exact figures: under load they all grow). A key is the start of a test's ``file::name``, so it covers
every parameter of the test unless a longer key names one.
"""

from __future__ import annotations

import pytest

LONG: dict[str, float] = {
    "test_three_thirteen.py::test_a_whole_game_against_cpus_played_by_taps": 45,
    "test_online.py::test_four_players_play_a_whole_hand_of_king_online": 40,
    "test_king.py::test_a_whole_game_against_cpus_with_an_auction_played_by_taps": 30,
    "test_online.py::test_the_host_reloads_and_the_guest_reloads": 30,
    "test_online.py::test_hostile_messages_are_refused": 28,
    "test_fit.py::test_the_table_fits_through_a_whole_deal": 22,
    "test_boot_failures.py::test_a_boot_that_works_warns_of_nothing": 24,
    "test_offline.py::": 20,
    "test_klondike.py::test_a_deal_won_by_hints_and_auto_complete": 18,
    "test_fit_largest.py::test_the_largest_state_fits_every_screen[chromium-kings-cup": 16,
    "test_access.py::test_zoom_reduced_motion": 12,
    "test_match.py::test_a_full_deal_against_cpus": 12,
    "test_online.py::test_two_players_play_a_whole_deal_online": 10,
    "test_online_panel.py::test_ending_the_online_game": 10,
    "test_online_panel.py::test_a_guest_whose_link_fails_half_way": 10,
    "test_online.py::test_a_guest_plays_a_whole_round_of_three_thirteen": 8,
    "test_online.py::test_king_s_court_online": 7,
    "test_online_seats.py::": 10,
    "test_lobby_tables.py::": 10,
    "test_fit_largest.py::": 6,
}


def cost(item: pytest.Item) -> float:
    """``item``'s seconds in ``LONG`` (by its longest matching key), 0 for the others."""
    name = f"{item.path.name}::{item.name}"
    keys = [key for key in LONG if name.startswith(key)]
    return LONG[max(keys, key=len)] if keys else 0.0


def longest_first(items: list[pytest.Item]) -> None:
    """Sort ``items`` in place: the ``LONG`` tests first, longest first; the others after, in their order."""
    items.sort(key=lambda item: -cost(item))  # a stable sort: equal costs keep the collection's order
