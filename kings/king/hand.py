"""One hand of King as an immutable value: 13 tricks played for one contract.

>>> from kings.king.contracts import Contract, Penalty
>>> hand = Hand.deal(Contract((Penalty.QUEENS,)), seed=7, dealer=2)
>>> hand.acting, len(hand.hands[0]), hand.over    # the dealer leads (source: "starting with the dealer")
(2, 13, False)
>>> while not hand.over:
...     hand = hand.play(hand.legal_moves()[0])
>>> sum(hand.score()), len(hand.taken)
(-200, 13)
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import STANDARD_DECK, Card
from kings.errors import IllegalMoveError
from kings.i18n import _
from kings.king.contracts import Contract
from kings.king.tricks import legal_cards, why_not, winner
from kings.seeding import Rng, check_seed

PLAYERS = 4
TRICKS = 13


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand in play: the cards each seat holds, the trick on the table, the tricks taken."""

    contract: Contract
    dealer: int
    hands: tuple[tuple[Card, ...], ...]  #: sorted, one per seat
    leader: int  #: the seat that led the trick on the table
    trick: tuple[Card, ...] = ()  #: the cards played to it so far, the lead first
    taken: tuple[tuple[int, tuple[Card, ...]], ...] = ()  #: (winner, cards from the lead) of each finished trick

    @classmethod
    def deal(cls, contract: Contract, seed: int, dealer: int = 0, leader: int | None = None) -> Hand:
        """Shuffle with ``seed`` and deal 13 cards each; ``leader`` (default the dealer) leads."""
        check_seed(seed)
        cards = list(STANDARD_DECK)
        Rng(seed).shuffle(cards)
        hands = [sorted(cards[(s - dealer - 1) % PLAYERS :: PLAYERS]) for s in range(PLAYERS)]  # from the left
        return cls(contract, dealer, tuple(tuple(h) for h in hands), dealer if leader is None else leader)

    @property
    def over(self) -> bool:
        return len(self.taken) == TRICKS

    @property
    def acting(self) -> int | None:
        """The seat to play, or None once all 13 tricks are taken."""
        return None if self.over else (self.leader + len(self.trick)) % PLAYERS

    def legal_moves(self) -> tuple[Card, ...]:
        seat = self.acting
        return () if seat is None else legal_cards(self.hands[seat], self.trick, self.contract)

    def explain(self, card: Card) -> str | None:
        """None if ``card`` may be played now, else why not."""
        seat = self.acting
        if seat is None:
            return _("The hand is over.")
        return why_not(card, self.hands[seat], self.trick, self.contract)

    def play(self, card: Card) -> Hand:
        """The hand after the acting seat plays ``card``; a refused card raises IllegalMoveError."""
        reason = self.explain(card)
        if reason is not None:
            raise IllegalMoveError(reason)
        return self.play_unchecked(card)

    def play_unchecked(self, card: Card) -> Hand:
        """:meth:`play` without the legality check, for searches that only try legal cards."""
        seat = (self.leader + len(self.trick)) % PLAYERS
        hands = list(self.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        trick = self.trick + (card,)
        if len(trick) < PLAYERS:
            return Hand(self.contract, self.dealer, tuple(hands), self.leader, trick, self.taken)
        won = (self.leader + winner(trick, self.contract.trump)) % PLAYERS
        return Hand(self.contract, self.dealer, tuple(hands), won, (), self.taken + ((won, trick),))

    def tricks_won(self, seat: int) -> int:
        return sum(1 for w, _cards in self.taken if w == seat)

    def score(self) -> tuple[int, ...]:
        """Each seat's points so far (the whole hand's once it is over)."""
        return self.contract.score(self.taken, PLAYERS)
