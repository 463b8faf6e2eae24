"""The end of a deal and of a match (web/corners/results.py, web/shell/ending.py): who went out and
what each hand cost; who won the match, said from the viewer's side under every scoring method,
the final ranking with ties, the score sheet, and when to celebrate (issue 12)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kings.corners import END_TURN, Match, preset
from web.corners.session import Session
from web.corners.spec import Setup
from web.corners.view import Scene, build, display_order
from web.shell.ending import Ending, amount, column_groups, join_names, match_headline, ordinal
from web.shell.seats import HUMAN, SeatConfig, make_seats

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


def first_deal_over(kinds: list[str], rules: str = "standard", seed: int = 9,
                    names: list[str] | None = None) -> Session:  # fmt: skip
    """A session whose first deal has just ended (the first legal move every time)."""
    seats = make_seats(kinds)
    if names is not None:
        seats = tuple(SeatConfig(n, s.kind) for n, s in zip(names, seats, strict=True))
    s = Session.new(Setup(seats, preset(rules)), seed)
    while s.in_deal:
        s = s.play(s.shown.legal_moves()[0])
    return s


def finished(kinds: list[str], rules: str, totals: tuple[int, ...], out: tuple[bool, ...] | None = None,
             names: list[str] | None = None) -> Session:  # fmt: skip
    """A finished match with these totals (and eliminations), after one real deal."""
    s = first_deal_over(kinds, rules, names=names)
    match = replace(s.match, totals=totals, out=out or (False,) * len(totals), over=True)
    return Session.of(match, s.seats)


def ending(s: Session, speed: str = "normal") -> Ending:
    banner = build(Scene(s, speed=speed)).banner
    assert banner is not None and banner.ending is not None
    return banner.ending


def ranking(e: Ending) -> list[tuple[str, str, str]]:
    return [(r.place, r.name, r.cells[0].text) for r in e.table.rows]


# -- the shell's words --------------------------------------------------------------------------------
def test_words_shared_by_every_game() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 102)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "102nd"]  # fmt: skip
    assert (amount(1, "point"), amount(0, "point"), amount(5, "chip", signed=True), amount(-1, "chip", signed=True)) \
        == ("1 point", "0 points", "+5 chips", "-1 chip")  # fmt: skip
    assert (join_names(["A"]), join_names(["A", "B"]), join_names(["A", "B", "C"])) == ("A", "A and B", "A, B and C")


@pytest.mark.parametrize(("winners", "you", "cheer", "expected"), [
    ((0,), 0, False, ("You win!", "win")),
    ((0, 2), 0, False, ("You share the win with Bob!", "win")),
    ((0, 1, 2), 2, False, ("You share the win with Ann and Ada!", "win")),
    ((1,), 0, False, ("Ada wins the match", "loss")),
    ((1, 2), 0, False, ("Ada and Bob share the win", "loss")),
    ((1,), None, False, ("Ada wins the match", "neutral")),  # CPUs only
    ((0,), None, True, ("Ann wins the match!", "win")),  # pass and play: a person at the device won
    ((0, 2), None, True, ("Ann and Bob share the win!", "win")),
])  # fmt: skip
def test_match_headline_from_the_viewers_side(winners: tuple[int, ...], you: int | None, cheer: bool,
                                              expected: tuple[str, str]) -> None:  # fmt: skip
    assert match_headline(["Ann", "Ada", "Bob"], winners, you, cheer) == expected


# -- a finished match, per scoring method ------------------------------------------------------------
def test_penalty_lowest_total_wins_and_you_are_cheered() -> None:
    e = ending(finished([HUMAN, "easy", "medium"], "standard", (3, 23, 26)))
    assert (e.kind, e.headline, e.mood, e.celebrate) == ("match-over", "You win!", "win", True)
    # why the match ended (who reached the target) and why you won, the totals as figures (the caption says points)
    assert e.lead == "The match ends at 25 points, reached in deal 1, and yours, 3 points, is the lowest total."
    assert ranking(e) == [("1st", "You", "3"), ("2nd", "Ada", "23"), ("3rd", "Ben", "26")]
    assert [r.winner for r in e.table.rows] == [True, False, False] and e.table.rows[0].you
    assert e.spoken == (
        "You win! The match ends at 25 points, reached in deal 1, and yours, 3 points, is the lowest total. "
        "Final ranking: 1st, You, 3 points; 2nd, Ada, 23 points; 3rd, Ben, 26 points."
    )


def test_a_crowded_match_says_why_it_ended_without_naming_the_winner_again() -> None:
    """Issue 46 (a new player's review of the match's end at six players, 7/6/6): the line under the headline named
    the winner again ("Bartholomew Quartermaine-Oglethorpe had the lowest total after 4 deals") and never said why the
    match was over; every total said "points". Now it says the target ended it, and how far behind you are."""
    names = ["You", "Wilhelmina", "Maximilian", "Bartholomew", "Guinevere", "Theodora"]
    s = Session.new(Setup(tuple(SeatConfig(n, k) for n, k in zip(names, [HUMAN, *["easy"] * 5], strict=True)),
                          preset("standard")), 7)  # fmt: skip  (e2e/largest.py's corners-match-over-six)
    while not s.match.over:
        s = s.play(s.shown.legal_moves()[0]) if s.in_deal else s.next_deal()
    e = ending(s)
    winner = s.seats[s.match.winners[0]].name
    assert e.headline == f"{winner} wins the match" and winner not in e.lead
    assert e.lead == ("The match ends at 25 points, reached in deal 4; the lowest total wins. You finished 4th of 6, "
                      "4 points behind. Good game!")  # fmt: skip
    assert [r.cells[0].text for r in e.table.rows] == ["13", "14", "16", "17", "25", "28"]
    assert "17 points" in e.spoken  # screen readers still hear the unit


def test_the_ranking_carries_the_score_sheet() -> None:
    s = finished([HUMAN, "easy", "medium"], "standard", (3, 23, 26))
    e = ending(s)
    assert [c.label for c in e.table.columns] == ["Total", "Deal 1"] and e.table.columns[1].short == "1"
    assert e.table.ranked and e.table.caption == "Penalty points, lowest total wins (target 25)"
    result = s.match.results[0]
    assert [r.cells[1].text for r in e.table.rows] == [str(result.delta(seat)) for seat in (0, 1, 2)]


def test_a_loss_gets_kind_words_and_no_celebration() -> None:
    e = ending(finished([HUMAN, "easy", "medium"], "standard", (30, 10, 20)))
    assert (e.headline, e.mood, e.celebrate) == ("Ada wins the match", "loss", False)
    assert e.lead == ("You reached 25 points in deal 1, ending the match; the lowest total wins. You finished 3rd of "
                      "3, 20 points behind. Good game!")  # fmt: skip
    assert ranking(e)[0] == ("1st", "Ada", "10") and ranking(e)[-1] == ("3rd", "You", "30")


def test_ties_share_the_win_and_the_place() -> None:
    e = ending(finished([HUMAN, "easy", "medium"], "standard", (10, 10, 30)))
    assert (e.headline, e.mood) == ("You share the win with Ada!", "win")
    assert e.lead == "The match ends at 25 points, reached in deal 1; you and Ada tied for the lowest total."
    assert [r.place for r in e.table.rows] == ["1st", "1st", "3rd"] and [r.winner for r in e.table.rows] == [
        True, True, False]  # fmt: skip
    other = ending(finished([HUMAN, "easy", "medium"], "standard", (30, 10, 10)))
    assert (other.headline, other.mood) == ("Ada and Ben share the win", "loss")
    assert [r.place for r in other.table.rows] == ["1st", "1st", "3rd"]
    assert other.lead.endswith("You finished 3rd of 3, 20 points behind. Good game!")


def test_elimination_the_last_player_in_wins_and_the_others_are_out() -> None:
    e = ending(finished([HUMAN, "easy", "medium"], "wikipedia", (12, 31, 26), (False, True, True)))
    assert (e.headline, e.lead) == ("You win!", "You were the last player in after 1 deal.")
    assert ranking(e) == [("1st", "You", "12"), ("2nd", "Ben", "26"), ("3rd", "Ada", "31")]
    assert [(r.out, r.note) for r in e.table.rows] == [(False, ""), (True, "out after deal 1"),
                                                       (True, "out after deal 1")]  # fmt: skip
    lost = ending(finished([HUMAN, "easy"], "wikipedia", (27, 5), (True, False)))
    assert (lost.headline, lost.lead) == (
        "Ada wins the match",
        "Ada was the last player in after 1 deal. You were out after deal 1. Good game!",
    )
    # Everyone still in crossed the line in the same deal: the lowest of them wins.
    both = ending(finished([HUMAN, "easy"], "wikipedia", (30, 26), (True, True)))
    assert (both.headline, both.lead) == ("Ada wins the match", "Everyone left reached 25 in deal 1: Ada had the "
                                          "lowest total. You were out after deal 1. Good game!")  # fmt: skip


def test_chips_most_wins_in_chips() -> None:
    e = ending(finished([HUMAN, "easy"], "chips", (40, 60)))
    assert (e.headline, e.mood) == ("Ada wins the match", "loss")
    assert e.lead == "Ada had the most chips after 1 deal. You finished 2nd of 2, 20 chips behind. Good game!"
    assert ranking(e) == [("1st", "Ada", "60"), ("2nd", "You", "40")]
    assert all(c.text[0] in "+-0–" for r in e.table.rows for c in r.cells[1:])  # a deal's chips are signed


def test_corners_owned_most_wins_in_corners() -> None:
    e = ending(finished([HUMAN, "easy", "hard"], "corners-owned", (5, 1, 2)))
    assert (e.headline, e.lead) == ("You win!", "You owned the most corners after 1 deal.")
    assert ranking(e) == [("1st", "You", "5"), ("2nd", "Ben", "2"), ("3rd", "Ada", "1")]


def test_you_are_you_whatever_your_name() -> None:
    e = ending(finished([HUMAN, "easy"], "standard", (3, 30), names=["Ann", "Ada"]))
    assert e.headline == "You win!" and ranking(e)[0] == ("1st", "Ann (you)", "3")


def test_pass_and_play_names_everyone_and_cheers_a_person() -> None:
    e = ending(finished([HUMAN, HUMAN, "easy"], "standard", (3, 30, 12), names=["Ann", "Bob", "Ada"]))
    assert (e.headline, e.mood, e.celebrate) == ("Ann wins the match!", "win", True)
    assert e.lead == "The match ends at 25 points, reached in deal 1; the lowest total wins."
    assert ranking(e)[0][1] == "Ann"
    tie = ending(finished([HUMAN, HUMAN], "standard", (7, 7), names=["Ann", "Bob"]))
    assert (tie.headline, tie.lead) == (
        "Ann and Bob share the win!",
        "Ann and Bob tied for the lowest total after 1 deal.",
    )
    cpu = ending(finished([HUMAN, HUMAN, "easy"], "standard", (30, 40, 12), names=["Ann", "Bob", "Ada"]))
    assert (cpu.headline, cpu.mood, cpu.celebrate) == ("Ada wins the match", "neutral", False)


def test_cpus_only_nobody_is_cheered() -> None:
    s = finished(["easy", "hard"], "standard", (30, 3))
    e = ending(s)
    assert (e.headline, e.mood, e.celebrate) == (f"{s.seats[1].name} wins the match", "neutral", False)
    assert not any(r.you for r in e.table.rows)


def test_no_celebration_at_instant_speed() -> None:
    s = finished([HUMAN, "easy"], "standard", (3, 30))
    assert ending(s, "normal").celebrate and ending(s, "fast").celebrate and not ending(s, "instant").celebrate


def test_the_status_line_does_not_repeat_the_headline() -> None:
    """Screen readers hear the headline and ranking once (the announcer), not again from #status."""
    t = build(Scene(finished([HUMAN, "easy"], "standard", (3, 30))))
    assert t.status == "The match is over after 1 deal." and t.banner is not None
    assert t.banner.speech().count("You win!") == 1 and "Final ranking" in t.banner.speech()


# -- the end of a deal ------------------------------------------------------------------------------------
def test_deal_over_shows_who_went_out_and_what_each_hand_cost() -> None:
    s = first_deal_over([HUMAN, "easy", "medium"])
    assert not s.match.over
    result = s.match.results[-1]
    went = result.seats[result.outcome.winner or 0]
    t = build(Scene(s))
    assert t.banner is not None and t.banner.actions == (("next", "Next deal"),)
    e = t.banner.ending
    assert e is not None and e.kind == "deal-over" and not e.table.ranked and not e.celebrate
    assert e.headline == ("You went out!" if went == 0 else f"{s.seats[went].name} went out")
    assert [c.label for c in e.table.columns] == ["Cards left", "This deal", "Total"] and e.table.columns[0].cards
    for ds, (seat, row) in enumerate(zip(result.seats, e.table.rows, strict=True)):
        hand = display_order(result.outcome.hands[ds])
        assert row.name == s.seats[seat].name and row.winner == (seat == went)
        assert row.cells[0].text == (str(len(hand)) if hand else "none")
        assert [c.text for c in row.cells[0].chips] == [c.label for c in hand]
        assert [c.red for c in row.cells[0].chips] == [c.is_red for c in hand]
        assert row.cells[1].text == str(result.score.deltas[ds]) and row.cells[2].text == str(result.totals[seat])
    leader = s.match.standings()[0]
    assert e.lead.startswith("After 1 deal, ") and str(leader.total) in e.lead
    assert e.spoken.startswith(e.headline.rstrip("!")) and "cards left" in e.spoken


def test_an_impasse_says_nobody_could_move() -> None:
    s = Session.new(Setup(make_seats([HUMAN, "easy"]), preset("standard")), 3)
    while s.in_deal:  # everyone only ends the turn: the stock runs out and nobody can move
        s = s.play(END_TURN)
    e = ending(Session.of(replace(s.match, over=False), s.seats))  # (those hands ended the match: not here)
    assert s.match.results[-1].outcome.winner is None
    assert e.headline == "Impasse: nobody could move" and not any(r.winner for r in e.table.rows)
    assert all(r.cells[0].chips for r in e.table.rows)


def test_chips_deals_are_signed_and_notes_name_the_players() -> None:
    s = first_deal_over([HUMAN, "easy"], "chips")
    result = s.match.results[-1]
    noted = replace(result, score=replace(result.score, notes=("seat 1: -5 for completing 1 corner pile(s)",)))
    s = Session.of(replace(s.match, results=(noted,)), s.seats)
    e = ending(s)
    assert [r.cells[1].text for r in e.table.rows] == [f"{d:+d}" if d else "0" for d in result.score.deltas]
    assert e.notes == ("Ada: -5 for completing 1 corner pile(s).",) and "Ada: -5" in e.spoken


def test_an_eliminated_player_is_marked_out_at_the_deal_they_cross() -> None:
    s = first_deal_over([HUMAN, "easy", "medium"], "wikipedia")
    match = replace(s.match, out=(False, True, False))
    e = ending(Session.of(match, s.seats))
    assert [(r.out, r.note) for r in e.table.rows][1] == (True, "reached the target: out")


def test_a_deal_of_a_match_of_one_deal_is_the_match_summary() -> None:
    rules = replace(preset("standard"), id="custom", scoring=replace(preset("standard").scoring, deals=1))
    match = Match.new(rules, 9, 2)
    while match.deal is not None:
        match = match.play(match.deal.legal_moves()[0])
    t = build(Scene(Session.of(match, make_seats([HUMAN, "easy"]))))
    assert t.state == "match-over" and t.banner is not None and t.banner.kind == "match-over"
    assert t.banner.actions == (("rematch", "Play again"), ("new", "New game…"))
    assert t.sheet.caption == "Penalty points, lowest total wins (target 25, 1 deal)"


def test_column_groups_put_one_heading_over_each_run_of_the_same_word() -> None:
    # Corners' side sheet: Player, deals 1 to 4, Total -> one "Deal" over the four deals
    assert column_groups(["", "Deal", "Deal", "Deal", "Deal", ""]) == [("", 1), ("Deal", 4), ("", 1)]
    # two runs apart, and runs of nothing kept apart by a word between them
    assert column_groups(["Deal", "Deal", "", "Round", "", ""]) == [("Deal", 2), ("", 1), ("Round", 1), ("", 2)]
    assert column_groups([]) == []
