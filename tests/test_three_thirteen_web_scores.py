"""The scores on 3-13's table: the score sheet by round (web/three_thirteen/results.py), a bonus round on it, and the
endings (results.py): a round's banner laying every hand down, a round nobody goes out of, the game's ranking
lowest first."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.test_three_thirteen_web_session import (
    advance,
    first,
    game_over,
    round_over,
    session,
)
from tests.three_thirteen_tables import table
from web.shell.seats import short_names
from web.three_thirteen import results

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the score sheet -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("kinds", ["human,medium,medium", "human,easy,medium,easy"])
def test_the_sheet_has_each_rounds_points_and_the_totals(kinds: str) -> None:
    done = game_over(kinds, 9)
    sheet = table(done).sheet
    match = done.match
    assert sheet.names == tuple(x.name for x in done.seats) and len(sheet.rows) == 11
    assert [r.label for r in sheet.rows] == [str(n) for n in range(1, 12)]
    assert sheet.rows[0].detail == "Round 1 of 11: 3 cards, threes are wild"
    assert sheet.rows[10].detail == "Round 11 of 11: 13 cards, kings are wild"
    for row, result in zip(sheet.rows, match.results, strict=True):
        assert [int(x) for x in row.cells] == list(result.points) and not row.current
        assert row.out == tuple(result.out == i for i in range(len(done.seats)))
    assert [int(x) for x in sheet.totals] == list(match.totals) == [sum(r.points[i] for r in match.results)
                                                                     for i in range(len(done.seats))]  # fmt: skip
    assert sheet.leaders == tuple(t == min(match.totals) for t in match.totals)


def test_the_sheet_marks_the_round_in_play_and_leaves_the_rest_empty() -> None:
    s = advance(session(), lambda x: x.match.number == 2 and x.in_deal)
    rows = table(s).sheet.rows
    assert [r.current for r in rows].index(True) == 2 and sum(r.current for r in rows) == 1
    assert rows[2].cells == ("",) * 3 and rows[3].cells == ("",) * 3 and rows[1].cells != ("",) * 3
    assert [r.label for r in rows[:3]] == ["1", "2", "3"] and rows[10].label == "11"
    assert not any(r.current for r in table(round_over(s)).sheet.rows)  # a finished round is not in play
    assert table(session()).sheet.leaders == (False, False, False)  # nobody leads before a round is scored


def test_the_sheet_names_a_round_as_the_table_does() -> None:
    """Issue 46: the sheet said "3: 3s wild" where the round line, the title and the log say "Round 1 of 11": a row
    is its round's number under the heading Round, whatever round is in play."""
    s = session()
    for _ in range(3):
        t = table(s)
        row = next(r for r in t.sheet.rows if r.current)
        assert f"Round {row.label} of 11" == t.round.number and row.detail.startswith(t.round.number + ": ")
        assert t.log[0].startswith(t.round.number + ": ") and t.title.startswith(t.round.number + " · ")
        s = advance(round_over(s).next_deal(), lambda x: x.in_deal)


def test_the_sheets_short_headings_tell_every_player_apart() -> None:
    """The side's sheet of eight stood each name on end and cut it ("Wilhelmin…"): a narrow sheet heads each column
    with the fewest first letters (three at least) that no other name starts with, each heading another's never."""
    eight = ("You", "Wilhelmina Montgomery-Featherstonehaugh", "Maximilian Alexander von Wolkenstein",
             "Bartholomew Quartermaine-Oglethorpe", "Guinevere Wollstonecraft-Mortimer",
             "Theodora Winterbottom-Marchbanks", "Montgomery Worthington-Wellesley", "Wolfgang Amadeus Theodor")
    assert short_names(eight) == ("You", "Wil", "Max", "Bar", "Gui", "The", "Mon", "Wol")
    for names in (eight, ("Ada", "Ada", "Adam Smith", "Adam Smythe", "Al"), ("Ben", "Bennet", "Benjamin")):
        short = short_names(names)
        assert len({x.casefold() for x in short}) == len(names) and all(0 < len(x) <= 4 for x in short), short
    s = session()
    assert table(s).sheet.short == short_names(tuple(x.name for x in s.seats))


def test_a_bonus_round_on_the_sheet() -> None:
    s = advance(session(rules="deuces-arent-wild"), lambda x: len(x.match.results) == x.match.rounds)
    tied = replace(s, match=replace(s.match, totals=(10, 30, 10), over=False)).next_deal()
    sheet = table(tied).sheet
    assert len(sheet.rows) == 13 and sheet.rows[-1].label == "Bonus" and sheet.rows[-1].current
    assert sheet.rows[-1].detail == "Bonus round: 3 cards, threes are wild" and sheet.rows[11].label == "12"
    t = table(tied)
    assert t.round.number == "Bonus round" and [x.playing for x in t.seats] == [True, False, True]
    assert t.seats[1].cards == 0 and not t.seats[1].dealer
    done = advance(tied, lambda x: not x.in_deal)
    row = table(done).sheet.rows[-1]
    assert row.cells[1] == "–" and row.cells[0] != "" and row.cells[2] != ""


# -- the endings ---------------------------------------------------------------------------------------------
def test_a_rounds_banner_lays_every_hand_down() -> None:
    s = round_over(session())
    result = s.match.results[0]
    t = table(s)
    banner = t.banner
    assert banner is not None and banner.kind == "deal-over" and banner.ending is not None
    ending = banner.ending
    assert banner.title == ending.headline and ending.kind == "deal-over"
    out = result.out
    assert ending.headline == ("You went out!" if out == 0 else f"{s.names()[out]} went out" if out is not None
                               else "Round 1 of 11: the stock ran out")  # fmt: skip
    assert [c.label for c in ending.table.columns] == ["Melds", "Left over", "This round", "Total"]
    assert [r.name for r in ending.table.rows] == ["You", "Ada", "Ben"] and ending.table.rows[0].you
    assert [r.cells[2].text for r in ending.table.rows] == [str(p) for p in result.points]
    assert [r.cells[3].text for r in ending.table.rows] == [str(p) for p in result.totals]
    assert [r.winner for r in ending.table.rows] == [i == out for i in range(3)]
    assert ending.lead.startswith("Lowest total so far: ") and ending.lead.endswith(" Next: round 2 of 11, 4 cards, "
                                                                                      "fours are wild.")  # fmt: skip
    assert ending.spoken.startswith(ending.headline + ". ") and banner.speech() == ending.spoken


def test_the_ends_read_at_a_glance() -> None:
    """Issue 46, a new player's review of the ends: a round's end said what was wild in the round just played, not
    what comes next; its cards left over came after their cost, the next column's figure again; who went out had a
    gold star by the name, the mark of a wild card on this table. The game's end said the winner's name twice (the
    headline's, then the line under it), and not your total."""
    s = round_over(session())
    ending = table(s).banner.ending  # type: ignore[union-attr]
    result = s.match.results[0]
    assert ending is not None and "Next: round 2 of 11, 4 cards, fours are wild." in ending.lead
    assert "Threes" not in ending.lead
    for seat, row in zip(result.seats, ending.table.rows, strict=True):
        left = row.cells[1]
        assert left.text == ("went out" if seat == result.out else "" if left.chips else "nothing"), (seat, left)
    # the last round says nothing comes next; before a tie's bonus round, that the bonus round does
    last = advance(session(rules="deuces-arent-wild"), lambda x: len(x.match.results) == x.match.rounds)
    assert "Next:" not in results.round_ending(replace(last, match=replace(last.match, over=True)),
                                               last.match.results[-1], last.match.rounds).lead  # fmt: skip
    tied = replace(last, match=replace(last.match, over=False))
    assert results.round_ending(tied, tied.match.results[-1], tied.match.rounds).lead.endswith(
        " Next: a bonus round, 3 cards, threes are wild.")  # fmt: skip
    done = game_over()
    melds = [r.cells[0].text for r in results.round_ending(done, done.match.results[9], 11).table.rows]
    assert all("; " not in text for text in melds) and any("\n" in text for text in melds)  # a meld a line
    ending = table(done).banner.ending  # type: ignore[union-attr]
    assert ending is not None
    for w in done.match.winners:
        name = done.seats[w].name
        assert name == "You" or name not in ending.lead, ending.lead
    low = min(done.match.totals)
    assert f" {low} " in ending.lead or ending.lead.endswith(f": {low}.") or f": {low}. " in ending.lead
    if 0 not in done.match.winners:
        assert f"with {done.match.totals[0]}. Good game!" in ending.lead


def test_a_round_nobody_goes_out_of() -> None:
    s = round_over(session(), policy=first)  # stock, lowest card: nobody ever goes out
    result = s.match.results[0]
    assert result.out is None and s.shown.ended in ("stock", "turns")
    t = table(s)
    assert t.banner is not None and t.banner.title == "Round 1 of 11: the stock ran out"
    assert result.points == s.shown.penalties() and not any(r.winner for r in t.banner.ending.table.rows)  # type: ignore


def test_the_games_ending_ranks_everyone_lowest_first() -> None:
    done = game_over()
    t = table(done)
    banner = t.banner
    assert banner is not None and banner.kind == "match-over" and banner.ending is not None
    ending = banner.ending
    totals = done.match.totals
    assert ending.kind == "match-over" and ending.table.ranked and banner.title == ending.headline
    assert [r.cells[0].text for r in ending.table.rows] == [str(v) for v in sorted(totals)]
    assert [r.winner for r in ending.table.rows] == [v == min(totals) for v in sorted(totals)]
    assert [int(r.cells[1].text) for r in ending.table.rows] == [
        sum(1 for x in done.match.results if x.out == st.seat) for st in done.match.standings()]  # fmt: skip
    won = done.match.winners
    assert (ending.headline == "You win!") == (won == (0,)) and "after 11 rounds" in ending.lead
    assert ending.table.rows[0].place == "1st"
    assert ending.spoken.endswith(".") and "Final ranking: 1st, " in ending.spoken
