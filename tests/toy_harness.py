"""Take-away's controller (tests/toygame/web/app.py) on the shell's fake page, as the per-game harnesses are."""

from __future__ import annotations

from typing import Any

from tests import webfakes
from tests.toygame.engine import Move
from tests.toygame.web.app import App
from tests.toygame.web.session import Session
from tests.toygame.web.view import TableView


class Harness(webfakes.Harness):
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


def legal(h: Harness) -> tuple[Move, ...]:
    return h.session.shown.legal_moves()


def human_move(h: Harness, move: Move) -> None:
    """Play ``move`` as the page would: its notation (a card's button, or Pass)."""
    h.app.choose(str(move))
    h.settle()


def play_until(h: Harness, done: Any, pick: Any = None, limit: int = 500) -> None:
    """The human plays ``pick``'s moves (the first legal one by default) and presses Next game until ``done()``."""
    for _ in range(limit):
        if done():
            return
        t = h.table
        if t.state == "deal-over":
            h.app.press("next")
            h.settle()
        elif t.state == "handoff":
            h.app.press("handoff")
        else:
            assert t.actor == "human", t.status
            human_move(h, (pick or (lambda moves: moves[0]))(legal(h)))
    raise AssertionError("not reached")
