"""Hand-built Klondike positions for the tests, from readable arguments.

Columns are ``"down|up"`` with cards separated by spaces, bottom first (``"5C 2D|KS QH"``: two face-down cards, the
king of spades face up with the queen of hearts on it); the stock and the waste are bottom first too (their top
card is the last). The foundations hold every card below the ranks given (clubs, diamonds, hearts, spades). The
deal must hold all 52 cards, so a test can never play a position that could not happen.

>>> deal = build(["|KS"], home=(13, 13, 13, 12))
>>> [str(m) for m in deal.legal_moves() if str(m).endswith(">F")]
['KS>F']
>>> deal.play(deal.legal_moves()[0]).won
True
"""

from __future__ import annotations

from collections import Counter

from kings.cards import STANDARD_DECK, Card
from kings.klondike.deal import COLUMN_COUNT, Deal, cards_of
from kings.klondike.moves import Put, parse_move
from kings.klondike.piles import Column
from kings.klondike.rules import Rules


def cards(text: str) -> tuple[Card, ...]:
    """Cards separated by spaces."""
    return tuple(Card.parse(t) for t in text.split())


def column(text: str) -> Column:
    """One column from ``"down|up"``."""
    down, _, up = text.partition("|")
    return Column(cards(down), cards(up))


def build(columns: list[str], stock: str = "", waste: str = "", home: tuple[int, int, int, int] = (0, 0, 0, 0),
          rules: Rules | None = None, recycles: int = 0) -> Deal:  # fmt: skip
    """A deal (no seed) with these piles; AssertionError unless it holds each card exactly once."""
    cols = [column(c) for c in columns] + [Column()] * (COLUMN_COUNT - len(columns))
    deal = Deal(rules or Rules(), None, tuple(cols), cards(stock), cards(waste), home, recycles)
    counts = Counter(cards_of(deal))
    assert counts == Counter(STANDARD_DECK), (sorted(set(STANDARD_DECK) - set(counts)), counts.most_common(2))
    return deal


def put(text: str) -> Put:
    """A card move from its notation (``"7C>F"``)."""
    move = parse_move(text)
    assert isinstance(move, Put)
    return move
