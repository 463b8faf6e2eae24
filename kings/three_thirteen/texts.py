"""What a round of 3-13 says in words: why a move is refused, and the one-line position.

>>> from kings.cards import Card
>>> from kings.three_thirteen.moves import Discard, STOCK
>>> from kings.three_thirteen.round import Round
>>> from kings.three_thirteen.rules import Rules
>>> r = Round.new(Rules(), seed=7, players=2)
>>> r.explain(Discard(Card.parse("9D")))
'You must draw first: the stock or the K♠ on the discard pile.'
>>> r.position().split(" | ")[0]
'three-thirteen standard seed=7 players=2 round=1 cards=3 wild=3 dealer=0'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from typing import Protocol

from kings.cards import Card, format_cards
from kings.three_thirteen.events import Event
from kings.three_thirteen.melds import best_arrangement
from kings.three_thirteen.moves import Discard, Draw, Move
from kings.three_thirteen.rules import Rules


class Told(Protocol):
    """What these texts read of a round (a :class:`~kings.three_thirteen.round.Round`, which imports this module)."""

    @property
    def rules(self) -> Rules: ...
    @property
    def seed(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def number(self) -> int: ...
    @property
    def cards(self) -> int: ...
    @property
    def wild(self) -> int: ...
    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...
    @property
    def stock(self) -> tuple[Card, ...]: ...
    @property
    def pile(self) -> tuple[Card, ...]: ...
    @property
    def turn(self) -> int: ...
    @property
    def drawn(self) -> Card | None: ...
    @property
    def from_pile(self) -> bool: ...
    @property
    def out(self) -> int | None: ...
    @property
    def rebuilds(self) -> int: ...
    @property
    def history(self) -> tuple[Event, ...]: ...
    @property
    def phase(self) -> str: ...


def card_list(cards: Sequence[Card]) -> str:
    """Cards in words for people: ``5♣``, ``5♣ and 9♦``, ``5♣, 9♦ and K♠``.

    >>> card_list([Card.parse("5C"), Card.parse("9D"), Card.parse("KS")])
    '5♣, 9♦ and K♠'
    """
    labels = [c.label for c in cards]
    return labels[0] if len(labels) == 1 else f"{', '.join(labels[:-1])} and {labels[-1]}"


def refusal(r: Told, move: Move) -> str:
    """Why ``move`` is refused in round ``r`` (the caller knows it is), in plain words."""
    if r.drawn is None:
        return f"You must draw first: the stock or the {r.pile[-1].label} on the discard pile."
    if isinstance(move, Draw):
        return f"You have drawn already (the {r.drawn.label}): now discard a card, or go out if you can."
    assert isinstance(move, Discard)
    hand = list(r.hands[r.turn])
    if move.card not in hand:
        return f"You have no {move.card.label} to discard."
    if r.from_pile and move.card == r.drawn:
        return f"You took the {move.card.label} from the discard pile: discard another card."
    if r.out is not None:
        return "A player has gone out: this is your last turn, so discard without going out."
    hand.remove(move.card)
    left = best_arrangement(hand, r.wild, r.rules).deadwood
    verb = "fits" if len(left) == 1 else "fit"
    return f"You cannot go out: {card_list(left)} {verb} in no set or run."


def rules_text(rules: Rules) -> str:
    """The rules' id and every option that differs from the preset-free defaults: ``aces-high[ace_high=True]``."""
    base = Rules()
    changed = [f"{f.name}={getattr(rules, f.name)}" for f in fields(Rules)
               if f.name not in ("id", "name") and getattr(rules, f.name) != getattr(base, f.name)]  # fmt: skip
    return rules.id + (f"[{','.join(changed)}]" if changed else "")


def position_text(r: Told) -> str:
    """:meth:`Round.position`: the rules, the deal, whose turn, every hand, the stock, the pile and the history."""
    head = (f"three-thirteen {r.rules.id} seed={r.seed} players={r.players} round={r.number + 1} cards={r.cards} "
            f"wild={r.wild} dealer={r.dealer}")  # fmt: skip
    state = (f"rules={rules_text(r.rules)} turn={r.turn} phase={r.phase} drawn={r.drawn or '-'} "
             f"from_pile={int(r.from_pile)} out={'-' if r.out is None else r.out} rebuilds={r.rebuilds}")  # fmt: skip
    return " | ".join((head, state, "hands=" + "/".join(format_cards(h) for h in r.hands),
                       "stock=" + format_cards(r.stock), "pile=" + format_cards(r.pile),
                       "log=" + (".".join(map(str, r.history)) or "-")))  # fmt: skip
