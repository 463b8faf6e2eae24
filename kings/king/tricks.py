"""Playing to a trick in King: which cards a player may play, why a card is refused, who wins.

Source (``seeds/000_07c215abc0a5bb30.txt``): players must follow the suit led if they can; the
trick goes to the highest card of that suit, or to the highest trump if a trump suit was declared
and one was played (aces high). In the hearts hands (no hearts, no king of hearts) a player may not
lead hearts while holding another suit. In the no-king-of-hearts hand the king of hearts "must be
played at the first legal opportunity": when its holder cannot follow suit, or the first time hearts
are led. Where the source is silent we decide (written on the rules page): a holder left with only
hearts leads the king, since leading hearts is then that first opportunity.

>>> from kings.cards import parse_cards
>>> from kings.king.contracts import Contract, Penalty
>>> no_k = Contract((Penalty.KING_OF_HEARTS,))
>>> hand = parse_cards("KH.2H.3C")
>>> [str(c) for c in legal_cards(hand, (), no_k)]          # hearts may not be led while holding clubs
['3C']
>>> [str(c) for c in legal_cards(hand, parse_cards("5S"), no_k)]   # void in spades: the king goes
['KH']
>>> why_not(Card.parse("2H"), hand, parse_cards("9H"), no_k)
'The king of hearts must be played now: hearts were led.'
>>> winner(parse_cards("9H.KH.AS.2H"), None), winner(parse_cards("9H.KH.AS.2H"), Suit.SPADES)
(1, 2)
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import RANK_OF, SUIT_OF, SUITS, Card, Suit
from kings.i18n import _
from kings.king.contracts import HEARTS, KING_OF_HEARTS, Contract, suit_word


def _strength(card: Card) -> int:
    rank = RANK_OF[card]
    return 14 if rank == 1 else rank  # aces high


def winner(trick: Sequence[Card], trump: Suit | None) -> int:
    """The position in ``trick`` (0 = the lead) of the card that wins it."""
    led = SUIT_OF[trick[0]]
    trumps = SUITS.index(trump) if trump is not None else -1

    def key(i: int) -> tuple[int, int]:
        suit = SUIT_OF[trick[i]]
        return (2 if suit == trumps else 1 if suit == led else 0, _strength(trick[i]))

    return max(range(len(trick)), key=key)


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], contract: Contract) -> tuple[Card, ...]:
    """The cards of ``hand`` that may go to ``trick`` (the cards played to it so far), in hand order."""
    if not trick:
        cards = tuple(hand)
        if contract.hearts_rule and any(SUIT_OF[c] != HEARTS for c in hand):
            cards = tuple(c for c in hand if SUIT_OF[c] != HEARTS)
        elif contract.king_of_hearts_rule and KING_OF_HEARTS in hand:
            cards = (KING_OF_HEARTS,)  # only hearts left: leading hearts is the first chance
        return cards
    led = SUIT_OF[trick[0]]
    follow = tuple(c for c in hand if SUIT_OF[c] == led)
    if contract.king_of_hearts_rule and KING_OF_HEARTS in hand and (led == HEARTS or not follow):
        return (KING_OF_HEARTS,)
    return follow or tuple(hand)


def why_not(card: Card, hand: Sequence[Card], trick: Sequence[Card], contract: Contract) -> str | None:
    """None if ``card`` may be played here, else the reason in plain words."""
    if card not in hand:
        # Translators: {card} is a card's symbols (Q♠)
        return _("You do not hold {card}.").format(card=card.label)
    if card in legal_cards(hand, trick, contract):
        return None
    if not trick:
        if contract.hearts_rule and SUIT_OF[card] == HEARTS and any(SUIT_OF[c] != HEARTS for c in hand):
            return _("You may not lead hearts while you hold another suit.")
        return _("The king of hearts must be played now: you have only hearts left.")
    led = SUIT_OF[trick[0]]
    if contract.king_of_hearts_rule and KING_OF_HEARTS in hand:
        if led == HEARTS:
            return _("The king of hearts must be played now: hearts were led.")
        if not any(SUIT_OF[c] == led for c in hand):
            return _("The king of hearts must be played now: you have no {suit}.").format(suit=suit_word(SUITS[led]))
    return _("You must follow {suit}.").format(suit=suit_word(SUITS[led]))
