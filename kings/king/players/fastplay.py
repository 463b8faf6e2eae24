"""Playouts of a King hand on mutable lists: the same cards and points as the engine's :class:`~kings.king.hand.Hand`,
several times faster a card, for the searches of the hard level and the flat Monte Carlo baseline.

A search plays thousands of cards a decision; the engine builds a new immutable hand (and its legal-card tuple)
for each. Here each seat's cards are a sorted list changed in place and a contract is a few tables (:class:`Rules`).
This is a model inside the CPU, not a second rulebook: ``tests/test_king_fastplay.py`` plays random hands of every
contract from their start and from the middle both ways (the medium player's cards, random cards drawn from the
same generator) and asserts the same cards and the same points.

>>> from kings.king.contracts import Contract, Penalty
>>> from kings.king.hand import Hand
>>> from kings.king.players.cardplay import play_out
>>> hand = Hand.deal(Contract((Penalty.QUEENS,)), seed=7, dealer=2)
>>> Position.of(hand).play_out(MEDIUM) == list(play_out(hand).score())
True
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from kings.cards import RANK_OF, SUIT_OF, SUITS, Card
from kings.king.contracts import DOWN_EACH, DOWN_START, HEARTS, KING_OF_HEARTS, UP_EACH, Contract, Penalty
from kings.king.hand import PLAYERS, TRICKS, Hand
from kings.seeding import Rng

KH = int(KING_OF_HEARTS)
#: aces high: 2 to 14, by card number
STRENGTH: tuple[int, ...] = tuple(14 if RANK_OF[c] == 1 else RANK_OF[c] for c in range(52))
SUIT: tuple[int, ...] = tuple(SUIT_OF[c] for c in range(52))

MEDIUM, RANDOM = 0, 1  #: the playout policies: the medium player's card, or a uniformly random legal card


@dataclass(frozen=True, slots=True)
class Rules:
    """A contract as tables: what each card taken costs, what each trick brings, trumps, the hearts rules."""

    contract: Contract
    trump: int  #: the trump suit's index, -1 for none
    card_points: tuple[int, ...]  #: points for taking each card (negative hands)
    trick_points: int  #: points for taking any trick (no tricks: -20; up: +25; down: -75)
    last_two: int  #: points for taking each of the last two tricks
    start: int  #: every seat's points before the first trick (325 down, else 0)
    avoid: bool  #: tricks are bad (a negative hand, or a positive one played down): the medium player ducks
    danger: tuple[int, ...]  #: the medium player's cost of keeping each card when it cannot follow suit
    hearts_rule: bool
    king_rule: bool
    early_free: bool = False  #: only the last two tricks cost anything (the no-last-two hand)
    cards_only: bool = False  #: a negative hand whose cost is in the cards taken, not the tricks
    shed_forced: bool = False  #: ... and not in high ranks (queens, men): a card bound to win a free trick sheds


@lru_cache(maxsize=64)
def rules_of(contract: Contract) -> Rules:
    """The tables of ``contract`` (cached: a game has a dozen contracts at most)."""
    from kings.king.players.medium import RANK_PENALTIES, danger

    cards = [0] * 52
    trick = last = 0
    for p in contract.penalties:
        if p is Penalty.TRICKS:
            trick += p.each
        elif p is Penalty.LAST_TWO:
            last += p.each
        else:
            for c in range(52):
                cards[c] += p.each * p.units((Card(c),), 0)
    start = 0
    cards_only = bool(contract.penalties) and not trick and not last
    if contract.positive:
        trick = -DOWN_EACH if contract.down else UP_EACH
        start = DOWN_START if contract.down else 0
    trump = SUITS.index(contract.trump) if contract.trump is not None else -1
    return Rules(contract, trump, tuple(cards), trick, last, start, not contract.positive or contract.down,
                 tuple(danger(Card(c), contract) for c in range(52)), contract.hearts_rule,
                 contract.king_of_hearts_rule, contract.penalties == (Penalty.LAST_TWO,), cards_only,
                 cards_only and not any(p in RANK_PENALTIES for p in contract.penalties))  # fmt: skip


def legal(cards: list[int], trick: Sequence[int], r: Rules) -> list[int]:
    """:func:`kings.king.tricks.legal_cards` on plain ints (in the order of ``cards``, which is sorted: a suit's cards
    are one slice of it)."""
    if not trick:
        if r.hearts_rule:
            lo, hi = bisect_left(cards, 13 * HEARTS), bisect_left(cards, 13 * HEARTS + 13)
            if hi - lo < len(cards):
                return cards[:lo] + cards[hi:]
        if r.king_rule and KH in cards:
            return [KH]  # only hearts left: leading hearts is the first chance
        return list(cards)
    led = trick[0] // 13
    follow = cards[bisect_left(cards, 13 * led) : bisect_left(cards, 13 * led + 13)]
    if r.king_rule and KH in cards and (led == HEARTS or not follow):
        return [KH]
    return follow or list(cards)


def _key(card: int, led: int, trump: int) -> int:
    suit = card // 13
    return (32 if suit == trump else 16 if suit == led else 0) + STRENGTH[card]


def medium_card(cards: Sequence[int], trick: Sequence[int], r: Rules, legal_cards: Sequence[int]) -> int:
    """:func:`kings.king.players.medium.pick_card` on plain ints (the same card; loops instead of keyed
    ``min``/``max``, for speed)."""
    strength = STRENGTH
    if r.early_free and len(cards) > 2:
        return max(legal_cards, key=lambda c: (strength[c], c))  # before the last two tricks: shed the high cards
    if r.cards_only and trick and legal_cards[0] // 13 == trick[0] // 13:
        points = r.card_points
        if not any(points[c] for c in trick) and not any(points[c] for c in legal_cards):
            led = trick[0] // 13
            best = max(_key(c, led, r.trump) for c in trick)
            if len(trick) == 3 or (r.shed_forced and all(_key(c, led, r.trump) > best for c in legal_cards)):
                return max(legal_cards, key=lambda c: (strength[c], c))  # a trick that costs nothing: shed
    if not trick:
        length = [0, 0, 0, 0]
        for x in cards:
            length[x // 13] += 1
        pick, top = -1, (0, 0, 0, 0)
        points = r.card_points
        for c in legal_cards:
            # avoid: the lowest (penalty card, suit length, strength, card); else the highest (strength, -length, -card)
            if r.avoid:
                k = (-(points[c] < 0), -length[c // 13], -strength[c], -c)
            else:
                k = (strength[c], -length[c // 13], -c, 0)
            if pick < 0 or k > top:
                pick, top = c, k
        return pick
    led, trump = trick[0] // 13, r.trump
    best = 0
    for c in trick:
        key = _key(c, led, trump)
        if key > best:
            best = key
    if r.avoid:
        if legal_cards[0] // 13 != led:
            danger = r.danger
            pick = legal_cards[0]
            for c in legal_cards:
                if (danger[c], c) > (danger[pick], pick):
                    pick = c
            return pick
        under = -1
        for c in legal_cards:
            if _key(c, led, trump) < best and (under < 0 or (strength[c], c) > (strength[under], under)):
                under = c
        if under >= 0:
            return under
        pick = legal_cards[0]
        high = len(trick) == 3
        for c in legal_cards:
            if ((strength[c], c) > (strength[pick], pick)) if high else ((strength[c], c) < (strength[pick], pick)):
                pick = c
        return pick
    win, win_key = -1, (0, 0, 0)
    for c in legal_cards:
        if _key(c, led, trump) > best:
            cheap = (int(c // 13 != led), strength[c], c)
            if win < 0 or cheap < win_key:
                win, win_key = c, cheap
    if win >= 0:
        return win
    pick = legal_cards[0]
    for c in legal_cards:
        if (strength[c], c) < (strength[pick], pick):
            pick = c
    return pick


class Position:
    """A hand in play on mutable lists: each seat's sorted cards, the trick on the table, the points so far."""

    __slots__ = ("cards", "leader", "points", "rules", "trick", "tricks", "won")

    def __init__(self, rules: Rules, cards: list[list[int]], leader: int, trick: list[int], tricks: int,
                 points: list[int], won: list[int]) -> None:  # fmt: skip
        self.rules = rules
        self.cards = cards
        self.leader = leader  #: who led the trick on the table
        self.trick = trick
        self.tricks = tricks  #: tricks finished
        self.points = points  #: each seat's points so far
        self.won = won  #: each seat's tricks so far

    @classmethod
    def of(cls, hand: Hand, cards: Sequence[Sequence[Card]] | None = None) -> Position:
        """``hand``'s position (with ``cards`` instead of its seats' cards, if given: a sampled deal)."""
        r = rules_of(hand.contract)
        points = [r.start] * PLAYERS
        won = [0] * PLAYERS
        for number, (winner, trick) in enumerate(hand.taken):
            points[winner] += _trick_points(r, trick, number)
            won[winner] += 1
        held = hand.hands if cards is None else cards
        return cls(r, [[int(c) for c in h] for h in held], hand.leader, [int(c) for c in hand.trick], len(hand.taken),
                   points, won)  # fmt: skip

    def copy(self) -> Position:
        return Position(self.rules, [list(h) for h in self.cards], self.leader, list(self.trick), self.tricks,
                        list(self.points), list(self.won))  # fmt: skip

    @property
    def over(self) -> bool:
        return self.tricks == TRICKS

    @property
    def acting(self) -> int:
        return (self.leader + len(self.trick)) % PLAYERS

    def legal(self) -> list[int]:
        return legal(self.cards[self.acting], self.trick, self.rules)

    def play(self, card: int) -> None:
        """The acting seat plays ``card`` (legal: not checked); a full trick is scored and cleared."""
        trick = self.trick
        self.cards[(self.leader + len(trick)) % PLAYERS].remove(card)
        trick.append(card)
        if len(trick) < PLAYERS:
            return
        r = self.rules
        t0, t1, t2, t3 = trick
        led, trump = t0 // 13, r.trump
        top, best = 0, STRENGTH[t0] + (32 if led == trump else 16)
        for i, c in ((1, t1), (2, t2), (3, t3)):
            suit = c // 13
            if suit in (trump, led):
                key = STRENGTH[c] + (32 if suit == trump else 16)
                if key > best:
                    top, best = i, key
        won = (self.leader + top) % PLAYERS
        pts = r.card_points
        self.points[won] += r.trick_points + pts[t0] + pts[t1] + pts[t2] + pts[t3] + \
            (r.last_two if self.tricks >= TRICKS - 2 else 0)  # fmt: skip
        self.won[won] += 1
        self.tricks += 1
        self.leader = won
        self.trick = []

    def play_out(self, policy: int, rng: Rng | None = None, slips: int = 0) -> list[int]:
        """Play to the end (changing this position) with ``policy`` at every seat; each seat's final points.
        ``RANDOM`` draws from ``rng`` exactly as :func:`kings.king.players.cardplay.play_out` does; ``MEDIUM`` with
        ``slips`` plays a random legal card instead about ``slips`` times in 1024 (drawn from ``rng``)."""
        r = self.rules
        x = rng.next_u64() if slips and rng is not None else 0
        while self.tricks < TRICKS:
            seat = (self.leader + len(self.trick)) % PLAYERS
            cards = self.cards[seat]
            options = legal(cards, self.trick, r)
            if len(options) == 1:
                card = options[0]
            elif policy == RANDOM:
                assert rng is not None
                card = options[rng.below(len(options))]
            elif x and (x >> 54) < slips:  # a slip: the top ten bits of a small generator's number
                card = options[(x >> 32) % len(options)]
            else:
                card = medium_card(cards, self.trick, r, options)
            if x:
                x = (x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
            self.play(card)
        return self.points


def _trick_points(r: Rules, trick: Sequence[int], number: int) -> int:
    cards = r.card_points
    return r.trick_points + sum(cards[c] for c in trick) + (r.last_two if number >= TRICKS - 2 else 0)
