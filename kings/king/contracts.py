"""The ten hands of King (the Brazilian trick-taking game) and what each one scores.

Source: the first half of ``seeds/000_07c215abc0a5bb30.txt`` (RULES.md section 2). Six negative
hands, each costing a fixed total spread over whoever takes the penalty cards or tricks, then four
positive hands worth +325 each, so a whole game sums to zero:

>>> [(p.label, p.each, p.total) for p in PENALTIES]  # doctest: +NORMALIZE_WHITESPACE
[('No tricks', -20, -260), ('No hearts', -20, -260), ('No queens', -50, -200),
 ('No men (kings and jacks)', -30, -240), ('No king of hearts', -160, -160), ('No last two tricks', -90, -180)]
>>> sum(p.total for p in PENALTIES), 4 * POSITIVE_TOTAL
(-1300, 1300)

A :class:`Contract` is what one hand is played for: one or more penalties (the quick game combines
hands 1+6, 2+5 and 3+4, "maintaining the point system"), or a positive hand played up (+25 a trick)
or down (each player starts with 325 and loses 75 a trick), with or without a trump suit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from kings.cards import RANK_OF, SUIT_OF, SUITS, Card, Suit
from kings.i18n import N_, _

HEARTS = SUITS.index(Suit.HEARTS)
KING_OF_HEARTS = Card.parse("KH")
POSITIVE_TOTAL = 325  #: what every positive hand shares out, up or down
UP_EACH = 25  #: playing up: each trick won
DOWN_START, DOWN_EACH = 325, 75  #: playing down: each player starts with 325 and loses 75 a trick


class Penalty(Enum):
    """A negative hand: what it punishes, points for each, and the hand's fixed total."""

    # Translators: the six negative hands' names
    TRICKS = (N_("No tricks"), -20, 13)
    HEARTS = (N_("No hearts"), -20, 13)
    QUEENS = (N_("No queens"), -50, 4)
    MEN = (N_("No men (kings and jacks)"), -30, 8)
    KING_OF_HEARTS = (N_("No king of hearts"), -160, 1)
    LAST_TWO = (N_("No last two tricks"), -90, 2)

    def __init__(self, label: str, each: int, count: int) -> None:
        self.label, self.each, self.count = label, each, count

    @property
    def total(self) -> int:
        return self.each * self.count

    @property
    def hearts_rule(self) -> bool:
        """Hearts may not be led while the leader holds another suit (hands 2 and 5)."""
        return self in (Penalty.HEARTS, Penalty.KING_OF_HEARTS)

    def units(self, trick: Sequence[Card], number: int, tricks: int = 13) -> int:
        """How many penalty units a trick carries (``number`` counts from 0; ``tricks`` in the hand)."""
        if self is Penalty.TRICKS:
            return 1
        if self is Penalty.HEARTS:
            return sum(1 for c in trick if SUIT_OF[c] == HEARTS)
        if self is Penalty.QUEENS:
            return sum(1 for c in trick if RANK_OF[c] == 12)
        if self is Penalty.MEN:
            return sum(1 for c in trick if RANK_OF[c] in (11, 13))
        if self is Penalty.KING_OF_HEARTS:
            return int(KING_OF_HEARTS in trick)
        return int(number >= tricks - 2)


PENALTIES: tuple[Penalty, ...] = tuple(Penalty)

#: Each suit's name (plural, lower case), as the game says it: :func:`suit_word`.
SUIT_WORDS: dict[Suit, str] = {
    # Translators: the suits' names, plural, lower case ("you must follow spades")
    Suit.CLUBS: N_("clubs"), Suit.DIAMONDS: N_("diamonds"), Suit.HEARTS: N_("hearts"), Suit.SPADES: N_("spades"),
}  # fmt: skip


def suit_word(suit: Suit) -> str:
    """The suit's name in words, in the language in use: ``spades``."""
    return _(SUIT_WORDS[suit])


@dataclass(frozen=True, slots=True)
class Contract:
    """What a hand is played for: penalties (a negative hand), or a positive hand up or down."""

    penalties: tuple[Penalty, ...] = ()
    down: bool = False  #: a positive hand played down (ignored for a negative hand)
    trump: Suit | None = None  #: a positive hand's trump suit, if one was named

    @property
    def positive(self) -> bool:
        return not self.penalties

    @property
    def hearts_rule(self) -> bool:
        """No leading hearts while holding another suit."""
        return any(p.hearts_rule for p in self.penalties)

    @property
    def king_of_hearts_rule(self) -> bool:
        """The king of hearts must be played at the first legal chance."""
        return Penalty.KING_OF_HEARTS in self.penalties

    @property
    def total(self) -> int:
        """What the hand shares out among the players, whatever happens."""
        return POSITIVE_TOTAL if self.positive else sum(p.total for p in self.penalties)

    @property
    def label(self) -> str:
        if self.positive:
            trump = f"{self.trump.name.lower()} trumps" if self.trump else "no trumps"
            return f"Positive, {'down' if self.down else 'up'}, {trump}"
        return " + ".join(p.label for p in self.penalties)

    def score(self, tricks: Sequence[tuple[int, Sequence[Card]]], players: int = 4) -> tuple[int, ...]:
        """Each seat's points for a finished hand, from its tricks as (winner, cards), in play order."""
        out = [0] * players
        if self.positive:
            for winner, _taken in tricks:
                out[winner] += -DOWN_EACH if self.down else UP_EACH
            if self.down:
                out = [DOWN_START + x for x in out]
            return tuple(out)
        for number, (winner, cards) in enumerate(tricks):
            for penalty in self.penalties:
                out[winner] += penalty.each * penalty.units(cards, number, len(tricks))
        return tuple(out)

