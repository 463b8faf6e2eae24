"""King's controller (web/king/app.py) on the fake page of tests/webfakes.py, seeds that decide who leads first,
and the player's moves made as the page makes them: for the controller tests (test_king_web_app.py,
test_king_web_turns.py, test_king_web_features.py, test_king_web_fuzz.py)."""

from __future__ import annotations

from typing import Any

from kings.cards import Card
from kings.king.game import first_dealer
from kings.king.moves import Move
from tests import webfakes
from web.king.app import App
from web.king.session import Session


class Harness(webfakes.Harness):
    """King's App on the fake page of tests/webfakes.py."""

    app_class = App
    app: App

    @property
    def session(self) -> Session:
        assert self.app.session is not None
        return self.app.session


def seed_where(dealer: int, start: int = 1) -> int:
    """A seed whose first dealer (who leads the first hand) is ``dealer``."""
    return next(s for s in range(start, 500) if first_dealer(s) == dealer)


YOU_FIRST = seed_where(0)  # 2
ADA_FIRST = seed_where(1)  # 1


def legal(h: Harness) -> tuple[Move, ...]:
    """The engine's legal moves for the seat to act."""
    return h.session.game.legal_moves()


def human_move(h: Harness, move: Move) -> None:
    """Play ``move`` as the page would: a tap on a card, or a press on an answer of the auction step."""
    if isinstance(move, Card):
        h.app.tap_card(move.code)
    else:
        h.app.choose(str(move))
    h.settle()


def play_until(h: Harness, done: Any, pick: Any = None, limit: int = 1500) -> None:
    """The human plays ``pick``'s moves (first legal by default) and presses Next hand until ``done()``."""
    for _ in range(limit):
        if done():
            return
        t = h.ui.table
        if t.state == "hand-over":
            h.app.press("next")
            h.settle()
        elif t.state == "handoff":
            h.app.press("handoff")
        else:
            assert t.actor == "human", t.status
            moves = legal(h)
            before = len(h.session.log)
            human_move(h, pick(moves) if pick else moves[0])
            assert len(h.session.log) > before
    raise AssertionError("not reached")
