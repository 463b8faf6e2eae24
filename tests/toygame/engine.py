"""Take-away, a toy game on the engine protocol of :mod:`kings.game` that exists only in the tests (issue 47: the
proof that the table kit is generic). Its rules, moves, deal and observation (pure, standard library only).

A pile of counters lies between two players. Each holds a small hand of cards (aces, twos and threes of one pack:
an ace takes 1 counter, a two 2, a three 3), unseen by the other; the rest is a face-down stock. On your turn you
play a card that fits (its value at most the counters left), take that many counters and draw the stock's top
card; with no card that fits you pass. Whoever takes the last counter wins; two passes in a row end the game
drawn. The player after the dealer moves first.

>>> deal = Deal.new(PRESETS["standard"], seed=7, dealer=0)
>>> deal.acting, deal.pile, len(deal.hands[1]), len(deal.stock)
(1, 15, 3, 6)
>>> deal.play(Move(deal.hands[1][0])).pile < 15
True
>>> deal.explain(PASS)
'You cannot pass: a card of yours fits.'
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Self

from kings.cards import Card, Rank, Suit
from kings.errors import IllegalMoveError, NotationError, RulesError
from kings.seeding import Rng, check_seed

PLAYERS = 2
PACK: tuple[Card, ...] = tuple(Card.of(r, s) for r in (Rank.ACE, Rank.TWO, Rank.THREE) for s in Suit)


@dataclass(frozen=True, slots=True)
class Rules:
    """Take-away's rules: one frozen object; the presets below have stable ids."""

    id: str = "standard"
    name: str = "Standard"
    pile: int = 15  #: counters on the table at the start of a game
    hand: int = 3  #: cards dealt to each player
    deals: int = 3  #: games in a match

    def validate(self, players: int | None = None) -> Self:
        if not 5 <= self.pile <= 20:
            raise RulesError("The pile holds 5 to 20 counters.")
        if not 1 <= self.hand <= 5:
            raise RulesError("A hand holds 1 to 5 cards.")
        if not 1 <= self.deals <= 20:
            raise RulesError("A match is 1 to 20 games.")
        if players is not None and players != PLAYERS:
            raise RulesError("Take-away is a game for two players.")
        return self

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Saved rules, read strictly (a RulesError says what is wrong)."""
        if not isinstance(data, dict) or set(data) - {f.name for f in fields(cls)}:
            raise RulesError("Take-away's rules are an object of its options.")
        for key, value in data.items():
            if not isinstance(value, str if key in ("id", "name") else int) or isinstance(value, bool):
                raise RulesError(f"Take-away's rule {key} has a bad value.")
        return cls(**data).validate()


PRESETS: dict[str, Rules] = {
    "standard": Rules(),
    "quick": Rules("quick", "Quick", pile=9, hand=2, deals=1),
}


def value(card: Card) -> int:
    """The counters a card takes: its rank (ace 1)."""
    return int(card.rank)


@dataclass(frozen=True, slots=True)
class Move:
    """Play a card (its notation, ``2H``), or pass (``pass``: no card)."""

    card: Card | None = None

    def __str__(self) -> str:
        return "pass" if self.card is None else self.card.code


PASS = Move()


def parse_move(text: str) -> Move:
    """A move from its notation; bad text raises NotationError."""
    if text == "pass":
        return PASS
    card = Card.parse(text) if isinstance(text, str) and len(text) == 2 else None
    if card is None or card not in PACK:
        raise NotationError(f"{text!r} is no Take-away move: write a card (2H) or pass.")
    return Move(card)


def fits(hand: tuple[Card, ...], pile: int) -> tuple[Move, ...]:
    """The moves of a hand with ``pile`` counters left: each card that fits, in hand order; or pass."""
    return tuple(Move(c) for c in hand if value(c) <= pile) or (PASS,)


@dataclass(frozen=True, slots=True)
class Outcome:
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Observation:
    """What one seat sees: its hand, how many cards the other holds, the stock's size, the pile, the played cards."""

    rules: Rules
    seat: int
    dealer: int
    hand: tuple[Card, ...]
    others: int
    stock: int
    pile: int
    played: tuple[Card, ...]
    moves: tuple[Move, ...]
    passes: int

    @property
    def acting(self) -> int | None:
        return None if self.pile == 0 or self.passes >= 2 else (self.dealer + 1 + len(self.moves)) % PLAYERS

    def legal_moves(self) -> tuple[Move, ...]:
        return fits(self.hand, self.pile) if self.acting == self.seat else ()


@dataclass(frozen=True, slots=True)
class Deal:
    """One game of Take-away, everything included (both hands, the stock's order)."""

    rules: Rules
    seed: int | None
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    pile: int
    played: tuple[Card, ...] = ()
    moves: tuple[Move, ...] = ()
    passes: int = 0  #: passes in a row

    @classmethod
    def new(cls, rules: Rules, seed: int, dealer: int = 0) -> Deal:
        rules.validate(PLAYERS)
        if dealer not in range(PLAYERS):
            raise ValueError(f"Take-away has seats 0 and 1, not dealer {dealer}")
        cards = list(PACK)
        Rng(check_seed(seed)).shuffle(cards)
        n = rules.hand
        first, second = tuple(cards[:n]), tuple(cards[n : 2 * n])
        hands = (second, first) if dealer == 0 else (first, second)  # the player after the dealer is dealt first
        return cls(rules, seed, dealer, hands, tuple(cards[2 * n :]), rules.pile)

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def over(self) -> bool:
        return self.pile == 0 or self.passes >= 2

    @property
    def acting(self) -> int | None:
        return None if self.over else (self.dealer + 1 + len(self.moves)) % PLAYERS

    @property
    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return Outcome(((self.dealer + len(self.moves)) % PLAYERS,) if self.pile == 0 else ())

    def legal_moves(self) -> tuple[Move, ...]:
        return () if self.acting is None else fits(self.hands[self.acting], self.pile)

    def explain(self, move: Move) -> str | None:
        if self.acting is None:
            return "The game is over."
        legal = self.legal_moves()
        if move in legal:
            return None
        if move.card is None:
            return "You cannot pass: a card of yours fits."
        if move.card not in self.hands[self.acting]:
            return f"You do not hold the {move.card.name}."
        return f"The {move.card.name} takes {value(move.card)}, but only {self.pile} counters are left."

    def play(self, move: Move) -> Deal:
        reason = self.explain(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        seat, moves = self.acting, (*self.moves, move)
        assert seat is not None
        if move.card is None:
            return replace(self, moves=moves, passes=self.passes + 1)
        hand = tuple(c for c in self.hands[seat] if c != move.card) + self.stock[:1]
        hands = tuple(hand if s == seat else h for s, h in enumerate(self.hands))
        return replace(self, hands=hands, stock=self.stock[1:], pile=self.pile - value(move.card),
                       played=(*self.played, move.card), moves=moves, passes=0)  # fmt: skip

    def observe(self, seat: int) -> Observation:
        return Observation(self.rules, seat, self.dealer, self.hands[seat], len(self.hands[1 - seat]),
                           len(self.stock), self.pile, self.played, self.moves, self.passes)  # fmt: skip

    def position(self) -> str:
        def cards(cs: tuple[Card, ...]) -> str:
            return ".".join(c.code for c in cs) or "-"

        return (f"{self.rules.id} dealer {self.dealer} pile {self.pile} hands {cards(self.hands[0])} "
                f"{cards(self.hands[1])} stock {cards(self.stock)} played {cards(self.played)} "
                f"moves {len(self.moves)} passes {self.passes}")  # fmt: skip

    def cards(self) -> tuple[Card, ...]:
        """Every card wherever it lies (conserved: always :data:`PACK`)."""
        return (*self.hands[0], *self.hands[1], *self.stock, *self.played)


def redeal_hidden(deal: Deal, seat: int, rng: Rng) -> Deal:
    """``deal`` with the cards ``seat`` cannot see (the other hand, the stock) dealt again."""
    other = 1 - seat
    unseen = [*deal.hands[other], *deal.stock]
    rng.shuffle(unseen)
    n = len(deal.hands[other])
    hands = tuple(tuple(unseen[:n]) if s == other else h for s, h in enumerate(deal.hands))
    return replace(deal, hands=hands, stock=tuple(unseen[n:]))


def guess(obs: Observation, rng: Rng) -> Deal:
    """A deal consistent with ``obs``: the cards it cannot see dealt at random (what a CPU that never cheats plays
    out)."""
    unseen = [c for c in PACK if c not in obs.hand and c not in obs.played]
    rng.shuffle(unseen)
    other = tuple(unseen[: obs.others])
    hands = (obs.hand, other) if obs.seat == 0 else (other, obs.hand)
    return Deal(obs.rules, None, obs.dealer, hands, tuple(unseen[obs.others :]), obs.pile, obs.played, obs.moves,
                obs.passes)  # fmt: skip
