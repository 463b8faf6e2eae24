"""Words for screen readers: spoken names of piles, and the table read aloud (pure).

The keyboard's "hear" keys (``I``, ``C``, ``P``, ``O``, ``L``; see :mod:`web.corners.keymap`) read a
:class:`~web.corners.viewmodels.TableView`, so what is spoken is exactly what is drawn.

>>> pile_spoken("north", False, ("king of spades", "queen of hearts"))
'queen of hearts, top of the north pile; 2 cards, from the king of spades'
>>> pile_spoken("north-east", True, ())
'North-east corner, empty'
"""

from __future__ import annotations

from web.corners.viewmodels import TableView

#: What each "hear" key reads.
TOPICS: tuple[str, ...] = ("all", "hand", "piles", "scores", "moves")


def pile_spoken(word: str, corner: bool, names: tuple[str, ...]) -> str:
    """A pile's accessible name: its top card first (what a card is played on), then how many
    cards and the bottom one (what decides where the whole pile may move)."""
    kind = "corner" if corner else "pile"
    if not names:
        return f"{word.capitalize()} {kind}, empty"
    top = f"{names[-1]}, top of the {word} {kind}"
    return top if len(names) == 1 else f"{top}; {len(names)} cards, from the {names[0]}"


def _hand(t: TableView) -> str:
    if t.hand_hidden:
        return "Your hand is hidden until you take the device."
    if not t.hand:
        return "Your hand is empty."
    names = [c.name for c in t.hand]
    picked = next((c.name for c in t.hand if c.selected), None)
    held = f" You are holding the {picked}." if picked else ""
    return f"{t.hand_label}, {len(names)} card{'s' if len(names) != 1 else ''}: {', '.join(names)}.{held}"


def _piles(t: TableView) -> str:
    parts = []
    for p in t.piles:
        if p.cards or not p.corner:
            parts.append(pile_spoken(p.word, p.corner, tuple(c.name for c in p.cards)))
    empty = [p.word for p in t.piles if p.corner and not p.cards]
    if empty:
        parts.append(f"Empty corners: {', '.join(empty)}")
    return ". ".join(parts) + f". {t.stock} card{'s' if t.stock != 1 else ''} in the stock."


def _scores(t: TableView) -> str:
    parts = []
    for s in t.seats:
        out = ", out" if s.out else ""
        parts.append(f"{s.name}: {s.score}, {s.cards} card{'s' if s.cards != 1 else ''} in hand{out}")
    return "Scores. " + "; ".join(parts) + "."


def _moves(t: TableView, n: int = 4) -> str:
    if not t.log:
        return "No moves yet in this deal."
    return "Last moves: " + "; ".join(line.split(". ", 1)[-1] for line in t.log[-n:]) + "."


def say(t: TableView, topic: str) -> str:
    """The table read aloud: ``hand``, ``piles``, ``scores``, ``moves`` or ``all``."""
    if topic == "hand":
        return _hand(t)
    if topic == "piles":
        return _piles(t)
    if topic == "scores":
        return _scores(t)
    if topic == "moves":
        return _moves(t)
    return " ".join((t.status, _hand(t), _piles(t), _scores(t), _moves(t, 3)))
