"""What 3-13's "hear" keys read aloud (pure), from the same view the screen shows.

>>> from web.three_thirteen.setup import default_setup
>>> from web.three_thirteen.session import Session
>>> from web.three_thirteen.view import Scene, build
>>> say(build(Scene(Session.new(default_setup(), seed=3))), "table").startswith("Discard pile:")
True
"""

from __future__ import annotations

from web.three_thirteen.viewmodels import TableView


def _hand(t: TableView) -> str:
    if t.hand_hidden or not t.hand:
        return "No cards are shown."
    parts = [f"{g.label}: {', '.join(c.name for c in g.cards)}" for g in t.hand]
    return f"{t.hand_label}. " + "; ".join(parts) + f". {t.penalty}"


def _table(t: TableView) -> str:
    doing = "; ".join(f"{s.name} {s.last}" for s in t.seats if s.last and not s.viewer)
    return f"{t.pile.label}. {t.stock.label}." + (f" Last moves: {doing}." if doing else "")


def _scores(t: TableView) -> str:
    return " ".join(f"{s.name}: {s.total} points, {s.cards} cards." for s in t.seats)


def say(t: TableView, topic: str) -> str:
    """``topic``: ``hand``, ``table``, ``scores`` or ``all``."""
    if topic == "hand":
        return _hand(t)
    if topic == "table":
        return _table(t)
    if topic == "scores":
        return _scores(t)
    r = t.round
    parts = (f"{r.number}, {r.dealt}. {r.wild}.", r.last_turn, t.status, _hand(t), _table(t), _scores(t))
    return " ".join(p for p in parts if p)
