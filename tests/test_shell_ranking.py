"""The shell's final ranking and ending words (web/shell/ranking.py), as King's Court's long match says them."""

from __future__ import annotations

from types import SimpleNamespace as NS

from web.shell.ending import Cell, Column, Table
from web.shell.ranking import ending, ranking


def board(you: int | None) -> NS:
    standings = (NS(seat=0, total=4, place=1), NS(seat=1, total=4, place=1))
    match = NS(winners=(0, 1), standings=lambda: standings)
    return NS(you=you, row_name=lambda seat: ["You", "Ada"][seat], match=match)


def test_each_row_is_named_placed_and_said_with_the_games_more() -> None:
    rows, spoken = ranking(board(0), lambda st: (Cell(str(st.total)),), lambda st: f": seat {st.seat}")
    want = [("1st", "You", True, True), ("1st", "Ada", False, True)]
    assert [(r.place, r.name, r.you, r.winner) for r in rows] == want
    assert spoken == ["1st, You, 4 points: seat 0", "1st, Ada, 4 points: seat 1"]


def test_an_ending_is_said_after_its_headline_and_celebrated_only_when_won_and_not_instant() -> None:
    rows, spoken = ranking(board(0), lambda st: ())
    table = Table("", (Column("Total"),), rows, True)
    won = ending("deal-over", "You win game 1!", "win", "Next.", table, spoken, "normal", heading="")
    assert won.spoken == "You win game 1! Next. 1st, You, 4 points; 1st, Ada, 4 points." and won.celebrate
    assert not ending("match-over", "A tie", "win", "", table, spoken, "instant").celebrate
    assert ending("match-over", "A tie", "neutral", "Even.", table, spoken[:1], "slow").spoken == \
        "A tie. Even. Final ranking: 1st, You, 4 points."
