"""A whole game of King as an immutable value: the negative hands, then the four positive ones.

Source: ``seeds/000_07c215abc0a5bb30.txt``. The first dealer is the player who gets the king of
hearts when cards are handed out clockwise; the deal passes clockwise; the dealer leads. The six
negative hands come in the source's order (three combined hands in the quick game), then each
player in turn is the beneficiary of a positive hand and, having seen their cards, declares it up
(with a trump suit or none) or down. The auction of a positive hand is not built yet (issue 14).

>>> game = KingGame.new(seed=4)
>>> game.first_dealer, game.dealer, game.acting == game.dealer, game.phase
(2, 2, True, 'play')
>>> while not game.over:
...     game = game.play(game.legal_moves()[0])
>>> len(game.results), sum(game.totals)
(10, 0)
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.cards import STANDARD_DECK, SUITS, Card, Suit
from kings.errors import IllegalMoveError
from kings.king.contracts import KING_OF_HEARTS, Contract, Penalty
from kings.king.hand import PLAYERS, Hand
from kings.seeding import Rng, check_seed, derive_seed

#: The negative hands in the source's order, and the quick game's pairs ("combine the 1st with 6th
#: hand, 2nd with 5th and 3rd with 4th, maintaining the point system").
NEGATIVE: tuple[Contract, ...] = tuple(Contract((p,)) for p in Penalty)
QUICK: tuple[Contract, ...] = (
    Contract((Penalty.TRICKS, Penalty.LAST_TWO)),
    Contract((Penalty.HEARTS, Penalty.KING_OF_HEARTS)),
    Contract((Penalty.QUEENS, Penalty.MEN)),
)
POSITIVE_HANDS = 4


@dataclass(frozen=True, slots=True)
class Declare:
    """The beneficiary's choice for a positive hand: up with a trump suit (or none), or down."""

    down: bool = False
    trump: Suit | None = None

    def __str__(self) -> str:
        return "down" if self.down else f"up:{self.trump.value}" if self.trump else "up"

    @classmethod
    def parse(cls, text: str) -> Declare:
        t = text.strip().lower()
        if t == "down":
            return cls(down=True)
        if t == "up":
            return cls()
        if t.startswith("up:") and t[3:].upper() in {s.value for s in Suit}:
            return cls(trump=Suit(t[3:].upper()))
        raise ValueError(f"{text!r} is not a declaration: say up, up:C, up:D, up:H, up:S or down.")

    @property
    def words(self) -> str:
        if self.down:
            return "down (325 each, less 75 a trick)"
        return f"up, {self.trump.name.lower()} trumps" if self.trump else "up, no trumps"


DECLARATIONS: tuple[Declare, ...] = (Declare(), *(Declare(trump=s) for s in SUITS), Declare(down=True))

Move = Card | Declare


@dataclass(frozen=True, slots=True)
class HandResult:
    """One finished hand: what it was played for, who dealt, each seat's tricks and points."""

    number: int
    dealer: int
    contract: Contract
    tricks: tuple[int, ...]
    points: tuple[int, ...]


def first_dealer(seed: int) -> int:
    """Cards handed out clockwise one at a time from seat 0 until the king of hearts appears: its
    receiver deals first (the source's rule; the shuffle is the game seed's own)."""
    cards = list(STANDARD_DECK)
    Rng(derive_seed(seed, 1 << 21)).shuffle(cards)
    return cards.index(KING_OF_HEARTS) % PLAYERS


@dataclass(frozen=True, slots=True)
class KingGame:
    """The game so far. ``hand`` is the hand in play; ``declared`` is None while a positive hand waits
    for its beneficiary's declaration."""

    seed: int
    quick: bool
    first_dealer: int
    results: tuple[HandResult, ...]
    hand: Hand | None

    @classmethod
    def new(cls, seed: int, quick: bool = False) -> KingGame:
        check_seed(seed)
        game = cls(seed, quick, first_dealer(seed), (), None)
        return game._deal()

    # -- the schedule ----------------------------------------------------------------------------
    @property
    def schedule(self) -> tuple[Contract | None, ...]:
        """What each hand is played for; None for a positive hand (its beneficiary declares it)."""
        return (*(QUICK if self.quick else NEGATIVE), *(None,) * POSITIVE_HANDS)

    @property
    def number(self) -> int:
        """The hand in play (or next), counting from 0."""
        return len(self.results)

    @property
    def dealer(self) -> int:
        return (self.first_dealer + min(self.number, len(self.schedule) - 1)) % PLAYERS

    @property
    def over(self) -> bool:
        return self.number == len(self.schedule)

    @property
    def phase(self) -> str:
        """``declare`` (a positive hand's beneficiary chooses), ``play`` or ``over``."""
        if self.over:
            return "over"
        return "declare" if self.hand is None else "play"

    @property
    def acting(self) -> int | None:
        if self.over:
            return None
        return self.dealer if self.hand is None else self.hand.acting

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.points[s] for r in self.results) for s in range(PLAYERS))

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds: the hand's, or, before a declaration, the ones just dealt."""
        if self.hand is not None:
            return self.hand.hands[seat]
        return self._dealt(self.number).hands[seat]

    # -- moves ----------------------------------------------------------------------------------
    def legal_moves(self) -> tuple[Move, ...]:
        if self.over:
            return ()
        if self.hand is None:
            return DECLARATIONS
        return self.hand.legal_moves()

    def explain(self, move: Move) -> str | None:
        """None if ``move`` is legal now, else why not, in plain words."""
        if self.over:
            return "The game is over."
        if self.hand is None:
            if isinstance(move, Declare):
                return None
            return "First declare the hand: up (with or without trumps) or down."
        if isinstance(move, Declare):
            return "The hand is already declared: play a card."
        return self.hand.explain(move)

    def play(self, move: Move) -> KingGame:
        reason = self.explain(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        if isinstance(move, Declare):
            dealt = self._dealt(self.number)
            contract = Contract(down=move.down, trump=move.trump)
            return KingGame(self.seed, self.quick, self.first_dealer, self.results,
                            Hand(contract, dealt.dealer, dealt.hands, dealt.leader))  # fmt: skip
        assert self.hand is not None
        hand = self.hand.play(move)
        if not hand.over:
            return KingGame(self.seed, self.quick, self.first_dealer, self.results, hand)
        result = HandResult(self.number, hand.dealer, hand.contract,
                            tuple(hand.tricks_won(s) for s in range(PLAYERS)), hand.score())  # fmt: skip
        return KingGame(self.seed, self.quick, self.first_dealer, self.results + (result,), None)._deal()

    # -- dealing --------------------------------------------------------------------------------
    def _dealt(self, number: int) -> Hand:
        contract = self.schedule[number] or Contract()
        return Hand.deal(contract, derive_seed(self.seed, number), (self.first_dealer + number) % PLAYERS)

    def _deal(self) -> KingGame:
        """Deal the next hand: a negative one is played at once; a positive one waits for its declaration."""
        if self.over or self.schedule[self.number] is None:
            return self
        return KingGame(self.seed, self.quick, self.first_dealer, self.results, self._dealt(self.number))
