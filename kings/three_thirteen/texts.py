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
from kings.i18n import _, ngettext
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
    if len(labels) == 1:
        return labels[0]
    # Translators: a list of cards: {cards} is "5♣" or "5♣, 9♦" (comma-separated), {last} the last card
    return _("{cards} and {last}").format(cards=", ".join(labels[:-1]), last=labels[-1])


def wild_words(rank: int) -> str:
    """``Sixes are wild``: the round's wild rank, in words (a sentence's start; :func:`wild_phrase` inside one).

    >>> wild_words(6), wild_words(13), wild_words(1)
    ('Sixes are wild', 'Kings are wild', 'Aces are wild')
    """
    return (_("Aces are wild"), _("Twos are wild"), _("Threes are wild"), _("Fours are wild"), _("Fives are wild"),
            _("Sixes are wild"), _("Sevens are wild"), _("Eights are wild"), _("Nines are wild"), _("Tens are wild"),
            _("Jacks are wild"), _("Queens are wild"), _("Kings are wild"))[rank - 1]  # fmt: skip


def wild_phrase(rank: int) -> str:
    """:func:`wild_words` inside a sentence: ``sixes are wild``."""
    text = wild_words(rank)
    return text[:1].lower() + text[1:]


def refusal(r: Told, move: Move) -> str:
    """Why ``move`` is refused in round ``r`` (the caller knows it is), in plain words."""
    if r.drawn is None:
        return _("You must draw first: the stock or the {card} on the discard pile.").format(card=r.pile[-1].label)
    if isinstance(move, Draw):
        return _("You have drawn already (the {card}): now discard a card, or go out if you can.").format(
            card=r.drawn.label)
    assert isinstance(move, Discard)
    hand = list(r.hands[r.turn])
    if move.card not in hand:
        return _("You have no {card} to discard.").format(card=move.card.label)
    if r.from_pile and move.card == r.drawn:
        return _("You took the {card} from the discard pile: discard another card.").format(card=move.card.label)
    if r.out is not None:
        return _("A player has gone out: this is your last turn, so discard without going out.")
    hand.remove(move.card)
    left = best_arrangement(hand, r.wild, r.rules).deadwood
    # Translators: {cards} lists the cards left over: "9♦" or "5♣, 9♦ and K♠"
    return ngettext("You cannot go out: {cards} fits in no set or run.",
                    "You cannot go out: {cards} fit in no set or run.", len(left)).format(cards=card_list(left))


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
