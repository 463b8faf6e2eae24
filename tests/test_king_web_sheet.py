"""King's score sheet (web/king/results.py): each hand's points checked against its contract's total and the game
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
    assert [(r.label, r.who, r.how) for r in rows[7:11]] == [("Positive", who, "") for who in ("Ben", "Cleo", "You",
                                                                                                "Ada")]  # fmt: skip
    assert rows[-1].cells == rows[6].cells and rows[-2].cells == ("",) * 4


def test_the_sheet_speaks_as_players_do_one_figure_a_total() -> None:
    """The new player's review: "-1300 of -1300 ✓" took three lines on a phone, "Final scores -1300 of 0" midway, and
    the sheet's words read like a developer's. Now the last column is one figure (ticked when the points add up, the
    page's CSS), nothing for a hand not yet played (its note says what it puts at stake), and the last row the scores
    so far, with no sum until the end ("Scores so far 0" read oddly)."""
    s = advance(session(), lambda x: x.game.number == 2 and not x.hand_over)
    sheet = table(s).sheet
    rows = {r.label: r for r in sheet.rows}
    assert [(r.check, r.played) for r in sheet.rows[:3]] == [("-260", True), ("-260", True), ("", False)]
    assert sheet.rows[2].note == "Being played: -200 at\u00a0stake"
    assert (rows["Negative total"].check, rows["Positive total"].check) == ("-520", "")
    assert rows["Positive total"].note == "Not played yet: +1300 at\u00a0stake"
    assert "Final scores" not in rows and rows["Game score"].check == "" and not rows["Game score"].played
    assert all(" of " not in r.check for r in sheet.rows)
    assert sheet.caption.startswith("Each row is a hand, each column a player's points. Points each: ")
    assert "shares out" not in sheet.caption
    done = finished(session(rules="leader-forfeit", seed=9), randomly(9))
    last = table(done).sheet.rows
    assert last[-1].label == "Final scores" and last[-1].check == "0" and last[-1].played
    assert {r.how for r in last if r.kind == "positive"} <= {"Up ♠", "Up ♥", "Up ♦", "Up ♣", "Up, no trumps", "Down",
                                                            "forfeited"}  # fmt: skip


def test_a_hand_not_played_yet_says_so_and_shows_its_stake_not_a_score() -> None:
    """The review (issue 46): an unplayed positive hand read "+325" as if scored, and "Scores so far 0" before any
    hand. A hand not played has no points under the players but a note saying so and what it puts at stake (the
    hand in play: "Being played"), and no figure in its last column; before any hand the scores row says nothing is
    scored yet, with no figure."""
    fresh = table(session()).sheet.rows
    assert [(r.note, r.check) for r in fresh[:2]] == [("Being played: -260 at\u00a0stake", ""),
                                                       ("Not played yet: -260 at\u00a0stake", "")]  # fmt: skip
    assert all(r.cells == ("",) * 4 and r.note for r in fresh)
    assert (fresh[-1].label, fresh[-1].note, fresh[-1].check) == ("Scores", "Nothing scored yet", "")
    s = advance(session(), lambda x: x.game.number == 6 and not x.hand_over)
    rows = table(s).sheet.rows
    assert all(r.note == "" and r.played for r in rows[:6])
    positives = [r for r in rows if r.kind == "positive"]
    assert [r.note.split(":")[0] for r in positives] == ["Being played", *["Not played yet"] * 3]
    assert {r.note.split(": ")[1] for r in positives} == {"+325 at\u00a0stake"}
    assert {r.check for r in positives} == {""} and all(not any(r.cells) for r in positives)
    assert rows[-1].label == "Game score" and rows[-1].note == "" and rows[-1].check == ""
    assert rows[-1].short == "Scores" and table(finished(session(), randomly(3))).sheet.rows[-1].short == "Final"


def test_the_points_each_column_says_what_each_figure_counts() -> None:
    """"+25 / -75" meant nothing to a new player: each figure has its sentence (the cell's title), a positive hand
    not yet chosen says up and down, and one played says the way it was played."""
    s = advance(session(), lambda x: x.game.number == 6 and not x.hand_over)
    rows = table(s).sheet.rows
    assert [(r.each, r.each_title) for r in rows[:3]] == [("-20", "-20 for each trick you take"),
                                                          ("-20", "-20 for each heart you take"),
                                                          ("-50", "-50 for each queen you take")]  # fmt: skip
    positive = rows[7]
    assert positive.each == "+25\u00a0up, -75\u00a0down" and positive.each_title.startswith("Up: +25 for each trick")
    assert "Down: everyone starts with +325" in positive.each_title
    # a row, a column and the points each said in plain words (review 58), without "ticked when they add up" (59)
    assert table(s).sheet.caption == "Each row is a hand, each column a player's points. Points each: what one " \
        "trick or card scores. After 10 hands the highest score wins."  # fmt: skip
    done = finished(session(), randomly(3))
    for r in table(done).sheet.rows:
        if r.kind == "positive" and r.how in ("Down", "Up ♠", "Up, no trumps"):
            assert (r.each, r.each_title[:4]) == (("-75", "Down") if r.how == "Down" else ("+25", "Up: "))


def test_an_auctioned_hand_on_the_sheet_still_shares_out_325() -> None:
    s = moves_of(at_phase(session(), "choose"), "auction", "pass", "pass", "3 up", "accept", "up:C")
    s = advance(s, lambda x: x.hand_over)
    row = table(s).sheet.rows[7]
    assert (row.label, row.who, row.how) == ("Positive", "Ben", "Up ♣") and row.total == "+325" == row.expected
    assert row.check == "+325" and row.played
    assert s.game.results[-1].bidder == 1 and s.game.results[-1].bid == Bid(3)


def test_each_player_has_a_short_label_unique_at_the_table() -> None:
    """Review 60: the heads read "Wil…", "Ma…", "Bar…" and the positive hands "+ Wilhel…". Each player has a label
    never cut short and unique at the table, a narrow one (the side sheet, a phone) and one where there is room; a
    positive hand's short row names its chooser by the narrow one."""
    from kings.king.rules import preset
    from web.king.session import Session
    from web.king.spec import Setup
    from web.shell.seats import make_seats, short_names

    long = ["You", "Wilhelmina Montgomery", "Maximilian von W", "Bartholomew Q"]
    s = Session.new(Setup(make_seats(["human", "easy", "easy", "easy"], long), preset("standard")), 3)
    sheet = table(s).sheet
    assert sheet.short == ("You", "Wil", "Max", "Bar") and sheet.first == ("You", "Wilhelmina", "Maximilian",
                                                                             "Bartholomew")  # fmt: skip
    assert {r.short for r in sheet.rows if r.kind == "positive"} == {"+ You", "+ Wil", "+ Max", "+ Bar"}
    assert all(sheet.names[r.who_seat] == r.who for r in sheet.rows if r.who)
    for names in (["Player 1", "Player 2", "Ada", "Ben"], ["Ann", "Anna", "Annabel", "Ann"], ["Å", "å", "ÅÅÅ", "x"],
                  ["Alexander", "Alexandra", "Alexis", "Al"]):  # fmt: skip
        for most in (4, 12):
            labels = short_names(names, most)
            assert len({x.casefold() for x in labels}) == 4 and all(0 < len(x) <= most for x in labels), labels
