"""Cards, suits and ranks shared by every Kings game.

A :class:`Card` is an ``int`` (0-51 for the standard pack, 52 for a joker in hand, and
53-104 for a joker laid on the table standing for one of the 52 cards), so cards hash and
compare at integer speed and every card value is interned by its number.

>>> Card.parse("QH")
Card.parse('QH')
>>> c = Card.parse("10♠"); (str(c), c.label, c.name, c.is_red)
('10S', '10♠', 'ten of spades', False)
>>> Card.parse("JK=7D").stands_for.label
'7♦'

Several packs mixed, and rank order with the ace low or high:

>>> len(deck(packs=2)), deck(packs=2).count(Card.parse("QH"))
(104, 2)
>>> rank_value(Card.parse("AS")), rank_value(Card.parse("AS"), ace_high=True), rank_value(Card.parse("KS"))
(1, 14, 13)
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum, IntEnum

from kings import i18n
from kings.errors import NotationError
from kings.i18n import _, pgettext


class Suit(Enum):
    """The four suits in bridge order. Red/black matters in Kings in the Corner."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self.value]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def word(self) -> str:
        """The suit's name for people, in the language in use: ``hearts``, ``copas``."""
        return _suit_word(self.value)

    @property
    def colour(self) -> str:
        return "red" if self.is_red else "black"


class Rank(IntEnum):
    """Ranks with ace low, as in Kings in the Corner; :meth:`order` gives the ace-high order too."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def code(self) -> str:
        return _RANK_CODE[self.value]

    @property
    def word(self) -> str:
        """The rank's name for people, in the language in use: ``queen``, ``dama``."""
        return _RANK_WORD[self.value] if i18n.language() == i18n.ENGLISH else _rank_word(self.value)

    def order(self, ace_high: bool = False) -> int:
        """This rank's place in the order: ace 1 ... king 13, or with ``ace_high`` two 2 ... king 13, ace 14.

        >>> Rank.ACE.order(), Rank.ACE.order(ace_high=True), Rank.TEN.order(ace_high=True)
        (1, 14, 10)
        """
        return ACE_HIGH if ace_high and self is Rank.ACE else int(self)


SUITS: tuple[Suit, ...] = tuple(Suit)
RANKS: tuple[Rank, ...] = tuple(Rank)
_SUIT_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_SYMBOL_SUIT = {v: k for k, v in _SUIT_SYMBOL.items()}
_RANK_CODE = {1: "A", 11: "J", 12: "Q", 13: "K"} | {r: str(r) for r in range(2, 11)}
_CODE_RANK = {v: k for k, v in _RANK_CODE.items()} | {"T": 10}
_RANK_WORD = {
    1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king",
}  # fmt: skip

#: The ace's place when aces rank above kings (King, 3-13's aces-high variant).
ACE_HIGH = 14

JOKER_INDEX = 52
_PLACED_JOKER_BASE = 53

# Lookup tables indexed by card number; the engine's hot paths read these directly.
# A joker in hand has rank 0 and no suit; a placed joker takes the values of its card.
RANK_OF: tuple[int, ...]
SUIT_OF: tuple[int, ...]  # 0-3 in SUITS order, -1 for a joker in hand
RED_OF: tuple[bool, ...]


def _tables() -> tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...]]:
    ranks, suits, reds = [], [], []
    for i in range(105):
        base = i - _PLACED_JOKER_BASE if i >= _PLACED_JOKER_BASE else i
        if base == JOKER_INDEX:
            ranks.append(0)
            suits.append(-1)
            reds.append(False)
        else:
            ranks.append(base % 13 + 1)
            suits.append(base // 13)
            reds.append(base // 13 in (1, 2))
    return tuple(ranks), tuple(suits), tuple(reds)


RANK_OF, SUIT_OF, RED_OF = _tables()


class Card(int):
    """One card. Build cards with :meth:`Card.of` or :meth:`Card.parse`, never from raw ints."""

    __slots__ = ()

    @classmethod
    def of(cls, rank: Rank | int, suit: Suit) -> Card:
        """The card of this rank and suit."""
        return CARDS[SUITS.index(suit) * 13 + int(rank) - 1]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card code such as ``QH``, ``10S``, ``TS``, ``7♣``, ``JK`` or ``JK=7D``."""
        exact = _BY_CODE.get(text)  # a card's own code (what records and moves hold): no need to read it
        if exact is not None:
            return exact
        t = text.strip().upper()
        if t in ("JK", "JOKER", "🃏"):
            return JOKER
        if t.startswith("JK="):
            stands = cls.parse(t[3:])
            if stands >= JOKER_INDEX:
                raise NotationError(_("{text} is not a card: a joker cannot stand for a joker.").format(
                    text=repr(text)))
            return CARDS[_PLACED_JOKER_BASE + stands]
        if t in _CODE_RANK:
            raise NotationError(_("{text} is not a card: add a suit (C, D, H, S), like {rank}H.").format(
                text=repr(text), rank=t))
        if len(t) < 2:
            raise NotationError(_("{text} is not a card: write a rank and a suit, like QH or 10S.").format(
                text=repr(text)))
        rank_code, suit_code = t[:-1], _SYMBOL_SUIT.get(text.strip()[-1], t[-1])
        if rank_code not in _CODE_RANK:
            raise NotationError(_("{text} is not a card: {rank} is not a rank (A, 2-10, J, Q, K).").format(
                text=repr(text), rank=repr(rank_code)))
        if suit_code not in _SUIT_SYMBOL:
            raise NotationError(_("{text} is not a card: {suit} is not a suit (C, D, H, S).").format(
                text=repr(text), suit=repr(suit_code)))
        return cls.of(_CODE_RANK[rank_code], Suit(suit_code))

    @property
    def is_joker(self) -> bool:
        """True for a joker, whether in hand or laid on the table as another card."""
        return self >= JOKER_INDEX

    @property
    def is_placed_joker(self) -> bool:
        return self >= _PLACED_JOKER_BASE

    @property
    def printed(self) -> Card:
        """The card as printed, as it sits in the pack: a joker laid as another card is still a joker.

        >>> Card.parse("JK=7D").printed, Card.parse("7D").printed
        (Card.parse('JK'), Card.parse('7D'))
        """
        return JOKER if self >= JOKER_INDEX else self

    @property
    def stands_for(self) -> Card:
        """The card this one counts as on the table (itself, unless it is a placed joker)."""
        return CARDS[self - _PLACED_JOKER_BASE] if self >= _PLACED_JOKER_BASE else self

    def as_joker(self) -> Card:
        """A joker laid on the table standing for this card."""
        if self >= JOKER_INDEX:
            raise ValueError("a joker cannot stand for a joker")
        return CARDS[_PLACED_JOKER_BASE + self]

    @property
    def rank(self) -> Rank:
        if self == JOKER_INDEX:
            raise ValueError("a joker in hand has no rank until it is laid down")
        return Rank(RANK_OF[self])

    @property
    def suit(self) -> Suit:
        if self == JOKER_INDEX:
            raise ValueError("a joker in hand has no suit until it is laid down")
        return SUITS[SUIT_OF[self]]

    @property
    def is_red(self) -> bool:
        return RED_OF[self]

    @property
    def colour(self) -> str:
        return "red" if RED_OF[self] else "black"

    @property
    def code(self) -> str:
        """ASCII notation: ``QH``, ``10S``, ``JK``, ``JK=7D``."""
        return _CODE[self]

    @property
    def label(self) -> str:
        """Short text for people: ``Q♥``, ``10♠``, ``🃏``, ``🃏(7♦)``."""
        return _LABEL[self]

    @property
    def name(self) -> str:
        """Words for screen readers and logs, in the language in use: ``queen of hearts``, ``joker as seven of
        diamonds`` (``dama de copas``)."""
        return _NAME[self] if i18n.language() == i18n.ENGLISH else _card_words(self)

    def __str__(self) -> str:
        return _CODE[self]

    def __repr__(self) -> str:
        return f"Card.parse({_CODE[self]!r})"


def _texts() -> tuple[list[str], list[str], list[str]]:
    codes, labels, names = [], [], []
    for i in range(105):
        if i == JOKER_INDEX:
            codes.append("JK")
            labels.append("🃏")
            names.append("joker")
            continue
        base = i - _PLACED_JOKER_BASE if i > JOKER_INDEX else i
        r, s = _RANK_CODE[base % 13 + 1], "CDHS"[base // 13]
        code, label = f"{r}{s}", f"{r}{_SUIT_SYMBOL[s]}"
        name = f"{_RANK_WORD[base % 13 + 1]} of {SUITS[base // 13].name.lower()}"
        if i > JOKER_INDEX:
            code, label, name = f"JK={code}", f"🃏({label})", f"joker as {name}"
        codes.append(code)
        labels.append(label)
        names.append(name)
    return codes, labels, names


_CODE, _LABEL, _NAME = _texts()


def _rank_word(rank: int) -> str:
    words = (pgettext("rank", "ace"), pgettext("rank", "two"), pgettext("rank", "three"), pgettext("rank", "four"),
             pgettext("rank", "five"), pgettext("rank", "six"), pgettext("rank", "seven"), pgettext("rank", "eight"),
             pgettext("rank", "nine"), pgettext("rank", "ten"), pgettext("rank", "jack"), pgettext("rank", "queen"),
             pgettext("rank", "king"))  # fmt: skip
    return words[rank - 1]


def _suit_word(suit: str) -> str:
    words = {"C": pgettext("suit", "clubs"), "D": pgettext("suit", "diamonds"), "H": pgettext("suit", "hearts"),
             "S": pgettext("suit", "spades")}  # fmt: skip
    return words[suit]


def _card_words(card: Card) -> str:
    """:attr:`Card.name` in the language in use (English reads the table made once)."""
    if card == JOKER_INDEX:
        return pgettext("card", "joker")
    base = card - _PLACED_JOKER_BASE if card > JOKER_INDEX else int(card)
    # Translators: a card's name for screen readers: "queen of hearts"
    rank, suit = _rank_word(base % 13 + 1), _suit_word("CDHS"[base // 13])
    name = pgettext("card", "{rank} of {suit}").format(rank=rank, suit=suit)
    # Translators: a joker laid on the table as another card: "joker as seven of diamonds"
    return pgettext("card", "joker as {card}").format(card=name) if card > JOKER_INDEX else name
CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(105))
_BY_CODE: dict[str, Card] = {_CODE[c]: c for c in CARDS}  #: each card by its own code (:meth:`Card.parse`'s shortcut)
JOKER: Card = CARDS[JOKER_INDEX]
STANDARD_DECK: tuple[Card, ...] = CARDS[:52]


def deck(jokers: int = 0, packs: int = 1) -> tuple[Card, ...]:
    """A fresh pack in a fixed order: the 52 cards ``packs`` times over, then ``jokers`` jokers.

    Cards from different packs are equal (a 3-13 table with two packs holds two Q♥, and
    either one may be played), so a hand or pile is a multiset of cards.

    >>> len(deck()), len(deck(2)), len(deck(jokers=4, packs=2))
    (52, 54, 108)
    """
    if isinstance(packs, bool) or not isinstance(packs, int) or packs < 1:
        raise ValueError(f"a deck needs at least one pack, not {packs!r}")
    if isinstance(jokers, bool) or not isinstance(jokers, int) or jokers < 0:
        raise ValueError(f"the number of jokers must be 0 or more, not {jokers!r}")
    return STANDARD_DECK * packs + (JOKER,) * jokers


def rank_value(card: Card, ace_high: bool = False) -> int:
    """The card's place in rank order: ace 1 ... king 13, or with ``ace_high`` two 2 ... king 13, ace 14.

    A placed joker ranks as the card it stands for; a joker in hand has no rank (ValueError).

    >>> [rank_value(Card.parse(c), ace_high=True) for c in ("2C", "10D", "KH", "AS", "JK=AH")]
    [2, 10, 13, 14, 14]
    """
    rank = RANK_OF[card]
    if rank == 0:
        raise ValueError("a joker in hand has no rank until it is laid down")
    return ACE_HIGH if ace_high and rank == 1 else rank


def parse_cards(text: str, sep: str = ".") -> tuple[Card, ...]:
    """Read cards joined by ``sep``; ``-`` or an empty string is no cards."""
    if text in ("", "-"):
        return ()
    return tuple(Card.parse(t) for t in text.split(sep))


def format_cards(cards: Iterable[Card], sep: str = ".") -> str:
    """The inverse of :func:`parse_cards`."""
    return sep.join(_CODE[c] for c in cards) or "-"
