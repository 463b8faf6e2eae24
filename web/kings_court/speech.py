"""What King's Court's "hear" keys read aloud (pure), from the same view the screen shows.

>>> from web.kings_court.setup import default_setup
>>> from web.kings_court.session import Session
>>> from web.kings_court.view import Scene, build
>>> for part in say(build(Scene(Session.new(default_setup(), seed=3))), "turn").split(". "):
...     print(part)
Your move (Orange): pick one of your ringed pieces
You (Orange): 0 in the Court, 24 on the board, took 0
Ada (Green): 0 in the Court, 24 on the board, took 0.
"""

from __future__ import annotations

from web.kings_court.viewmodels import TableView


def _turn(t: TableView) -> str:
    sides = " ".join(f"{p.name} ({p.colour.capitalize()}): {p.court} in the Court, {p.pieces} on the board, "
                     f"took {p.captured}." for p in t.players)  # fmt: skip
    return f"{t.status} {sides}"


def _last(t: TableView) -> str:
    return f"Last move: {t.last.text}." if t.last is not None else "No move yet."


def _board(t: TableView) -> str:
    parts = []
    for colour in ("orange", "green"):
        squares = [s.name for s in t.squares if s.piece == colour]
        court = [s.name for s in t.squares if s.piece == colour and s.court]
        parts.append(f"{colour.capitalize()}: {len(squares)} pieces, in the Court {', '.join(court) or 'none'}; "
                     f"on {', '.join(squares) or 'no square'}.")  # fmt: skip
    return " ".join(parts)


def say(t: TableView, topic: str) -> str:
    """``topic``: ``turn``, ``last``, ``board`` or ``all``."""
    if topic == "turn":
        return _turn(t)
    if topic == "last":
        return _last(t)
    if topic == "board":
        return _board(t)
    return " ".join((t.game_line + ".", _turn(t), _last(t), _board(t)))
