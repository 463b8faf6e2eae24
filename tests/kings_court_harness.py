"""King's Court's controller (web/kings_court/app.py) on the fake page of tests/webfakes.py, and the player's moves
made as the page makes them (a tap on the piece, then on each landing; the last landing again when the jump could
go on): for the controller tests (test_kings_court_web_app.py, test_kings_court_web_turns.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kings.kings_court.board import name
from kings.kings_court.moves import Move
from tests import webfakes
from web.kings_court.app import App
from web.kings_court.spec import Session
from web.kings_court.viewmodels import TableView


class Harness(webfakes.Harness):
    """King's Court's App on the fake page of tests/webfakes.py."""

    app_class = App
    app: App

    @property
    def session(self) -> Session:
        assert self.app.session is not None
        return self.app.session

    @property
    def table(self) -> TableView:
        table: TableView = self.ui.table
        return table

    def marked(self, mark: str) -> list[str]:
        """The squares the table shows with ``mark`` (``movable``, ``target``, ``last-to``, ...)."""
        return [s.name for s in self.table.squares if mark in s.marks]


def legal(h: Harness) -> tuple[Move, ...]:
    return h.session.shown.legal_moves()


def human_move(h: Harness, move: Move) -> None:
    """Play ``move`` as the page would: tap its piece, then each landing (checking each is lit before it is tapped),
    then the last landing again if the jump could have gone on."""
    before = h.table.moves
    h.app.tap(name(move.origin))
    for sq in move.path[1:]:
        assert name(sq) in h.marked("target"), (str(move), h.marked("target"))
        h.app.tap(name(sq))
        if h.table.moves != before:
            break
    if h.table.moves == before:
        assert h.marked("stop") == [name(move.target)]
        h.app.tap(name(move.target))
    h.settle()


Pick = Callable[[Sequence[Move]], Move]


def play_until(h: Harness, done: Callable[[], bool], pick: Pick | None = None, limit: int = 4000) -> None:
    """The human plays ``pick``'s moves (the first legal move by default), pressing Next game, until ``done()``."""
    for _ in range(limit):
        if done():
            return
        t = h.table
        if t.state == "deal-over":
            h.app.press("next")
            h.settle()
        else:
            assert t.actor == "human" and t.state == "ready", t.status
            before = t.moves
            human_move(h, (pick or (lambda moves: moves[0]))(legal(h)))
            assert h.table.moves > before or h.table.state != "ready"
    raise AssertionError("not reached")
