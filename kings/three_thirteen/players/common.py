"""What every 3-13 CPU player needs to know of a hand: the points of a card, the best discard, what a card drawn
would leave. All of it from :mod:`kings.three_thirteen.melds`, the game's own exact solver (and
:mod:`kings.three_thirteen.discards`, what each discard leaves).

>>> from kings.cards import parse_cards
>>> from kings.three_thirteen.rules import Rules
>>> hand = parse_cards("5S.6S.7S.KD")
>>> best_discards(hand, 3, Rules())
(0, [Card.parse('KD')])
>>> after_draw(parse_cards("5S.6S.KD"), Card.parse("7S"), 3, Rules())
0
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import RANK_OF, Card
from kings.three_thirteen.discards import discard_penalties
from kings.three_thirteen.melds import is_wild
from kings.three_thirteen.moves import Discard, Move
from kings.three_thirteen.rules import Rules


def points(card: Card, rules: Rules) -> int:
    """What ``card`` costs left in hand."""
    return rules.points(RANK_OF[card])


def best_discards(hand: Sequence[Card], wild: int, rules: Rules, banned: Card | None = None) -> tuple[int, list[Card]]:
    """The least penalty the hand can keep by discarding one card (never ``banned``), and every card that reaches
    it, highest points first (then lowest card)."""
    left = discard_penalties(hand, wild, rules)
    choices = {c: p for c, p in left.items() if c != banned}
    low = min(choices.values())
    return low, sorted((c for c, p in choices.items() if p == low), key=lambda c: (-points(c, rules), c))


def after_draw(hand: Sequence[Card], card: Card, wild: int, rules: Rules, taken: bool = False) -> int:
    """The least penalty of ``hand`` after drawing ``card`` and discarding the best card (not ``card`` itself when it
    was ``taken`` from the discard pile)."""
    return best_discards([*hand, card], wild, rules, banned=card if taken else None)[0]


def going_out(legal: Sequence[Move], rules: Rules) -> Discard | None:
    """The way out that throws the costliest card, if there is one."""
    outs = [m for m in legal if isinstance(m, Discard) and m.out]
    return max(outs, key=lambda m: (points(m.card, rules), -m.card)) if outs else None


def plain_discards(legal: Sequence[Move], wild: int) -> list[Card]:
    """The cards that may be discarded without going out, natural cards only when there is one."""
    cards = [m.card for m in legal if isinstance(m, Discard) and not m.out]
    naturals = [c for c in cards if not is_wild(c, wild)]
    return naturals or cards
