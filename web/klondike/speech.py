"""What Klondike's "hear" key reads aloud (pure), from the same view the screen shows.

>>> from web.klondike.setup import Setup
>>> from web.klondike.session import Session
>>> from web.klondike.view import Scene, build
>>> say(build(Scene(Session.new(Setup(), seed=7))))[:60]
'0 cards home, 21 face down, 24 in the stock. Stock: 24 cards'
"""

from __future__ import annotations

from web.klondike.viewmodels import TableView


def say(t: TableView, topic: str = "all") -> str:
    """The whole table: the status, every pile, then the time, the moves and the score (Klondike has one reading
    key, so ``topic`` is always the whole table)."""
    piles = " ".join(f"{p.label}." for p in t.piles)
    meters = ", ".join(f"{m.label} {m.spoken or m.value}" for m in t.meters)
    return f"{t.status} {piles} {meters}."
