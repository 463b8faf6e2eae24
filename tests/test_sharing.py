"""Share, the shell's for every game (web/shell/sharing.py): a finished game's result in a few spoiler-free lines and
the link that deals the same game again (a daily's day, else the table's own address), from the player's seat; a
game still going has nothing to share yet."""

from __future__ import annotations

import doctest
from dataclasses import replace
from types import SimpleNamespace as NS
from typing import Any

import pytest

from kings.klondike.moves import GIVE_UP
from tests import webfakes
from tests.test_daily import NOON, AnyUi, finish_cup
from web.shell import sharing
from web.shell.games import GAMES
from web.shell.reporter import MatchReporter
from web.shell.sharing import Result, read_result, result_card


class SharingUi(AnyUi):
    """The fake page, sharing as a desktop browser does (copied)."""

    def __init__(self) -> None:
        super().__init__()
        self.shares: list[tuple[str, str, str | None]] = []

    def share(self, title: str, text: str, query: str | None, done: Any) -> None:
        self.shares.append((title, text, query))
        done("copied")


def table(game: str, query: str = "") -> webfakes.Harness:
    app = GAMES[game].app()

    class Timed(app):  # type: ignore[misc, valid-type]
        def __init__(self, *a: Any, **k: Any) -> None:
            super().__init__(*a, **k)
            self.dailies.clock = lambda: NOON

    class Table(webfakes.Harness):
        app_class = Timed
        ui_class = SharingUi

    return Table(query=query)


def test_the_modules_examples() -> None:
    assert doctest.testmod(sharing).failed == 0


def give_up_klondike(h: webfakes.Harness) -> None:
    """The deal given up (the engine's move: the table's banner "You gave up this deal")."""
    h.app.press("draw")
    s = h.app.session
    h.app.set_session(replace(s, deal=s.deal.play(GIVE_UP)))
    h.app.render()
    h.settle()
    assert h.ui.table.banner.kind == "gave-up"


def test_a_daily_given_up_is_shared_as_lost_with_the_days_link() -> None:
    h = table("klondike", "?daily=today")
    give_up_klondike(h)
    h.app.press("share")
    ((title, text, query),) = h.ui.shares
    assert title == "Klondike · Daily deal #338"
    assert text.splitlines()[:2] == [title, f"Lost · Score: {h.app.session.deal.score}"]
    assert query == "?game=klondike&daily=2026-12-04"
    assert h.ui.table.message.text == "Result copied: paste it in a message to a friend."
    for card in h.app.session.deal.stock:  # spoiler-free: no card is named
        assert card.label not in text


def test_a_game_that_is_not_a_daily_shares_its_own_address() -> None:
    h = table("klondike", "?seed=77")
    give_up_klondike(h)
    h.app.press("share")
    ((title, text, query),) = h.ui.shares
    assert title == "Klondike" and "Daily" not in text
    assert query is not None and query.startswith("?game=klondike&") and "seed=77" in query
    again = table("klondike", query).app.session  # the link deals the same deal
    assert (again.seed, again.deal.rules) == (h.app.session.seed, h.app.session.deal.rules)


def test_a_party_game_is_played_not_won_and_has_no_score() -> None:
    h = table("kings-cup", "?daily=today")
    finish_cup(h)
    h.app.press("share")
    ((_title, text, query),) = h.ui.shares
    assert text.splitlines() == ["Kings Cup · Daily deal #338", "Played"]
    assert query == "?game=kings-cup&daily=2026-12-04"


@pytest.mark.parametrize("game", GAMES)
def test_a_game_still_going_has_nothing_to_share_yet(game: str) -> None:
    h = table(game)
    h.app.press("share")
    assert h.ui.shares == []
    assert h.ui.table.message.text == "There is no result to share yet: finish the game first."


class Deals(MatchReporter[Any]):
    """A match of three deals: Ann won the first and the last, Bo the second and the match."""

    def deal_over(self, s: Any, index: int) -> tuple[int, list[str]]:
        return index + 1, [("Ann", "Bo", "Ann")[index]]

    def match_winners(self, s: Any) -> list[str] | None:
        return ["Bo"]

    def change(self, s: Any, index: int, seat: int) -> int | None:
        return 0


def match(over: bool) -> Any:
    seats = (NS(name="Cy", is_human=False), NS(name="Ann", is_human=True), NS(name="Bo", is_human=False))
    return NS(seats=seats, match=NS(over=over, results=(1, 2, 3), totals=(40, 75, 90)))


def test_a_match_is_read_from_the_first_human_seat_with_a_square_per_deal() -> None:
    result = read_result(Deals(lambda kind, data: None), match(over=True))
    assert result == Result("lost", 75, ("win", "other", "win"))
    assert result_card("3-13", None, result, None).text.splitlines() == ["3-13", "Lost · Score: 75", "🟩⬜🟩"]
    assert read_result(Deals(lambda kind, data: None), match(over=False)) is None
