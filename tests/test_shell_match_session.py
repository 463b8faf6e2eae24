"""The shell's match of deals at the table (web/shell/match_session.py), as two games declare it."""

from __future__ import annotations

import pytest

from web.kings_court.spec import Session as Court
from web.kings_court.spec import Setup as CourtSetup
from web.shell.seats import make_seats
from web.three_thirteen.spec import Session as Thirteen
from web.three_thirteen.spec import Setup as ThirteenSetup


def test_a_new_match_is_in_its_first_deal_and_reads_back() -> None:
    s = Court.new(CourtSetup.first(), seed=7)
    assert (s.in_deal, s.to_act, s.counted, s.match_counted, s.shown is s.match.deal) == (True, 0, 0, False, True)
    assert Court.from_dict(s.to_dict()) == s


def test_counts_are_clamped_to_what_the_match_has_played() -> None:
    s = Thirteen.new(ThirteenSetup.first(), seed=3)
    again = Thirteen.of(s.match, s.seats, viewer=1, counted=5, match_counted=True)
    assert (again.counted, again.match_counted, again.viewer) == (0, False, 0)  # seat 1 is a CPU: the human views


def test_the_seats_must_fit_the_match() -> None:
    s = Court.new(CourtSetup.first(), seed=7)
    with pytest.raises(ValueError, match="3 seats for a 2-player game"):
        Court.of(s.match, make_seats(["human", "easy", "easy"]))


def test_a_game_saves_and_reads_its_own_fields_before_the_counts() -> None:
    s = Thirteen.new(ThirteenSetup.first(), seed=3).arranged(("KC", "7C"))
    saved = s.to_dict()
    assert list(saved) == ["record", "seats", "viewer", "order", "counted", "match_counted"]
    assert Thirteen.from_dict(saved).order == ("KC", "7C")
    assert Thirteen.from_dict({**saved, "order": "7C"}).order == ()  # damaged: no order of the player's own


def test_a_finished_deal_is_shown_as_the_game_says() -> None:
    s = Thirteen.new(ThirteenSetup.first(), seed=3)
    while s.in_deal:
        s = s.play(s.shown.legal_moves()[0])
    assert s.shown is s.match.results[-1].final and s.to_act is None
