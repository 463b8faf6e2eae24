"""3-13's controller (web/three_thirteen/app.py) on the fake page of tests/webfakes.py, and the player's moves made
as the page makes them (a tap on the stock or the pile, a card tapped twice, Go out on a card picked): for the
controller tests (test_three_thirteen_web_app.py, test_three_thirteen_web_turns.py,
test_three_thirteen_web_features.py, test_three_thirteen_web_fuzz.py)."""

from __future__ import annotations

from typing import Any

from kings.cards import Card
from kings.three_thirteen.moves import Draw, Move
from tests import webfakes
from tests.test_three_thirteen_web_session import medium
from web.three_thirteen.app import App
from web.three_thirteen.spec import Session
from web.three_thirteen.viewmodels import CardView, TableView


class Harness(webfakes.Harness):
    """3-13's App on the fake page of tests/webfakes.py."""

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
    """The engine's legal moves for the seat to act."""
    return h.session.shown.legal_moves()


def cards_of(t: TableView) -> list[CardView]:
    """Every card of the hand shown, group by group."""
    return [c for g in t.hand for c in g.cards]


def key_of(h: Harness, card: Card) -> str:
    """The key of ``card`` in the hand shown."""
    return next(c.key for c in cards_of(h.table) if c.code == card.code)


def human_move(h: Harness, move: Move) -> None:
    """Play ``move`` as the page would: a tap on the stock or the pile; a card tapped twice; Go out on a card picked."""
    if isinstance(move, Draw):
        h.app.press("pile" if move.pile else "stock")
    elif move.out:
        h.app.tap_card(key_of(h, move.card))
        h.app.press("out")
    else:
        key = key_of(h, move.card)
        h.app.tap_card(key)
        assert [c.key for c in cards_of(h.table) if c.selected] == [key]
        h.app.tap_card(key)
    h.settle()


def moves_made(h: Harness) -> int:
    """How many moves the table shows played so far."""
    return h.table.moves


def play_until(h: Harness, done: Any, pick: Any = None, limit: int = 3000) -> None:
    """The human plays ``pick``'s moves (the medium CPU's by default) and presses Next round until ``done()``."""
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
            before = moves_made(h)
            human_move(h, pick(legal(h)) if pick else medium(h.session, legal(h)))
            assert moves_made(h) > before
    raise AssertionError("not reached")
