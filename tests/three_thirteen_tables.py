"""The table 3-13's view (web/three_thirteen/view.py) draws for a session, and what the view tests read from it:
the cards of the hand laid out, the viewer's cards, cards counted by code; and a policy that plays the medium
CPU's move with a random one now and then."""

from __future__ import annotations

from collections import Counter
from typing import Any

from kings.cards import Card
from kings.seeding import Rng
from tests.test_three_thirteen_web_session import Policy, medium
from web.three_thirteen.spec import Session
from web.three_thirteen.view import Scene, build
from web.three_thirteen.viewmodels import CardView, TableView


def table(s: Session, **scene: Any) -> TableView:
    """The table drawn for ``s``, with ``scene``'s extras (a hint, a card picked, the arrangement, ...)."""
    return build(Scene(s, **scene))


def mixed(seed: int) -> Policy:
    """The medium CPU's move, and a random one now and then (so that odd hands and long rounds come up)."""
    rng = Rng(seed)
    return lambda s, moves: rng.choice(moves) if rng.below(4) == 0 else medium(s, moves)


def codes(cards: Any) -> Counter[str]:
    """``cards`` (cards or card views) counted by code."""
    return Counter(c.code for c in cards)


def hand_cards(t: TableView) -> list[CardView]:
    """Every card of the hand shown, group by group."""
    return [c for g in t.hand for c in g.cards]


def viewer_cards(s: Session) -> tuple[Card, ...]:
    """The cards the viewer holds, by the engine."""
    seat = s.deal_seat(s.viewer)
    assert seat is not None
    return s.shown.hands[seat]
