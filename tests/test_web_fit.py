"""web.shell.fit: long piles share the height the screen has to spare."""

from __future__ import annotations

import pytest

from web.shell import fit

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


def test_extras_count_the_longest_pile_of_each_row_beyond_two_cards() -> None:
    lengths = {"NW": 5, "N": 1, "NE": 0, "W": 2, "E": 7, "SW": 0, "S": 3, "SE": 13}
    assert fit.extras(lengths) == (3, 5, 11)
    assert fit.extras({}) == (0, 0, 0)


@pytest.mark.parametrize("slack", [-50.0, 0.0, 10.0, 35.0, 80.0, 150.0, 400.0, 1000.0])
@pytest.mark.parametrize("extras", [(3, 5, 11), (0, 0, 4), (1, 1, 1), (2, 0, 9)])
def test_the_rows_growth_fills_the_slack_and_never_more(slack: float, extras: tuple[int, ...]) -> None:
    step = 22.0
    cap = fit.room(slack, extras, step)
    growth = sum(min(e * step, cap) for e in extras)
    assert cap >= 0
    assert growth <= max(slack, 0.0) + 1e-9  # the hand stays on screen
    if slack >= sum(e * step for e in extras):
        assert cap == max(e * step for e in extras)  # room for every fan: no squeeze at all
    else:
        assert growth == pytest.approx(max(slack, 0.0))  # all the room is used


def test_a_short_row_keeps_its_whole_fan_while_long_rows_share_the_rest() -> None:
    cap = fit.room(100.0, (1, 5, 5), 20.0)  # needs 20, 100, 100 with 100 to spare
    assert cap == 40.0  # 20 for the short row, 40 each for the long ones


def test_no_long_pile_needs_no_room() -> None:
    assert fit.room(500.0, (0, 0, 0), 22.0) == 0.0
