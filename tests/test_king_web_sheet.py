"""King's score sheet (web/king/sheet.py): each hand's points checked against its contract's total and the game
summing to zero, in one or two columns a player; the hand in play marked and the rest left empty."""

from __future__ import annotations

import pytest

from kings.king.auction import Bid
from tests.king_tables import table
from tests.test_king_web_session import advance, at_phase, finished, moves_of, randomly, session

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the score sheet -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("rules", ["standard", "quick", "leader-forfeit"])
def test_the_sheet_checks_each_hand_and_the_game_sums_to_zero(rules: str) -> None:
    done = finished(session(rules=rules, seed=9), randomly(9))
    for columns in ("one", "two"):
        sheet = table(done, columns=columns).sheet  # type: ignore[arg-type]
        assert sheet.columns == columns and sheet.names == ("You", "Ada", "Ben", "Cleo")
        played = [r for r in sheet.rows if r.kind in ("negative", "positive")]
        assert len(played) == len(done.game.results) and all(r.played for r in played)
        for row, result in zip(played, done.game.results, strict=True):
            assert row.total == row.expected == (f"{result.contract.total:+d}")
            assert [int(x) for x in row.cells] == list(result.points)
            assert [int(m or 0) + int(p or 0) for m, p in zip(row.minus, row.plus, strict=True)] == list(result.points)
        final = sheet.rows[-1]
        assert final.kind == "final" and final.label == "Final scores" and final.total == "0" == final.expected
        assert [int(x) for x in final.cells] == list(done.game.totals) and sum(done.game.totals) == 0
        assert sum(int(m or 0) + int(p or 0) for m, p in zip(final.minus, final.plus, strict=True)) == 0
        sums = [r for r in sheet.rows if r.kind == "sum"]
        assert [r.total for r in sums] == [r.expected for r in sums] == ["-1300", "+1300"]


def test_the_sheet_marks_the_hand_in_play_and_leaves_the_rest_empty() -> None:
    s = advance(session(), lambda x: x.game.number == 2 and not x.hand_over)
    rows = table(s).sheet.rows
    assert [r.current for r in rows].index(True) == 2 and sum(r.current for r in rows) == 1
    assert [r.played for r in rows[:3]] == [True, True, False] and rows[2].cells == ("",) * 4
    assert rows[6].label == "Negative total" and rows[6].cells == tuple(
        f"{v:+d}" if v else "0" for v in s.game.totals) and not rows[6].played  # fmt: skip
    assert [r.label for r in rows[7:11]] == ["Positive · Ben", "Positive · Cleo", "Positive · You", "Positive · Ada"]
    assert rows[-1].cells == rows[6].cells and rows[-2].cells == ("",) * 4


def test_an_auctioned_hand_on_the_sheet_still_shares_out_325() -> None:
    s = moves_of(at_phase(session(), "choose"), "auction", "pass", "pass", "3 up", "accept", "up:C")
    s = advance(s, lambda x: x.hand_over)
    row = table(s).sheet.rows[7]
    assert row.label == "Positive · Ben (Up ♣)" and row.total == "+325" == row.expected
    assert s.game.results[-1].bidder == 1 and s.game.results[-1].bid == Bid(3)
