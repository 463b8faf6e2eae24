"""What Kings Cup's "hear" keys read aloud (pure), from the same view the screen shows.

>>> from web.kings_cup.setup import default_setup
>>> from web.kings_cup.session import Session
>>> from web.kings_cup.view import Scene, build
>>> say(build(Scene(Session.new(default_setup(), seed=3))), "card")
'No card has been drawn yet.'
"""

from __future__ import annotations

from web.kings_cup.viewmodels import TableView
from web.kings_cup.words import points_text


def _card(t: TableView) -> str:
    if t.card is None or t.rule is None:
        return "No card has been drawn yet."
    role = f" {t.rule.role}: {t.rule.role_text}" if t.rule.role else ""
    return f"{t.last}, the {t.card.name}: {t.rule.title}. {t.rule.text}{role}"


def _points(t: TableView) -> str:
    if not t.keeps_score:
        return "This deck keeps no score."
    return " ".join(f"{p.name}: {points_text(p.points)}." for p in t.players)


def _table(t: TableView) -> str:
    held = " ".join(f"{line.title}: {line.who}, {line.text}." for line in t.lines)
    return f"{t.kings.label}. {t.left_label}." + (f" On the table: {held}" if held else "")


def say(t: TableView, topic: str) -> str:
    """``topic``: ``card``, ``points`` or ``all``."""
    if topic == "card":
        return _card(t)
    if topic == "points":
        return _points(t)
    return " ".join(p for p in (f"{t.turn}.", _card(t), _table(t), _points(t)) if p)
