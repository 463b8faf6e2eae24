"""Kings in the Corner with one fault each, behind the :mod:`kings.game` protocol: the conformance checks must
catch every one (tests/test_conformance.py registers them under a test-only GameInfo)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from kings.cards import Card
from kings.corners import Deal, DealRecord, Match, Move, Rules
from kings.corners.game import GAME as CORNERS
from kings.corners.observation import Observation
from kings.corners.unseen import redeal_unseen
from kings.errors import IllegalMoveError
from kings.game import MatchRecord, Player
from kings.seeding import Rng


class Wrapped:
    """A corners deal behind the protocol, unchanged: subclasses add one fault."""

    __slots__ = ("inner",)

    def __init__(self, inner: Deal) -> None:
        self.inner = inner

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, Wrapped) and other.inner == self.inner

    __hash__ = None  # type: ignore[assignment]

    rules = property(lambda self: self.inner.rules)
    seed = property(lambda self: self.inner.seed)
    players = property(lambda self: self.inner.players)
    acting = property(lambda self: self.inner.acting)
    over = property(lambda self: self.inner.over)
    outcome = property(lambda self: self.inner.outcome)

    def legal_moves(self) -> tuple[Move, ...]:
        return self.inner.legal_moves()

    def play(self, move: Move) -> Wrapped:
        return type(self)(self.inner.play(move))

    def explain(self, move: Move) -> str | None:
        return self.inner.explain(move)

    def observe(self, seat: int) -> Observation:
        return self.inner.observe(seat)

    def position(self) -> str:
        return self.inner.position()


class LeakyObservation(Wrapped):
    """Each seat's view also shows the top card of the stock (as if set aside)."""

    def observe(self, seat: int) -> Observation:
        obs = self.inner.observe(seat)
        return replace(obs, aside=obs.aside + self.inner.stock[-1:])


class AcceptsAnything(Wrapped):
    """An illegal move is ignored instead of refused."""

    def play(self, move: Move) -> Wrapped:
        return super().play(move) if move in self.inner.legal_moves() else self


class SilentRefusal(Wrapped):
    """An illegal move is refused without a reason."""

    def play(self, move: Move) -> Wrapped:
        if move not in self.inner.legal_moves():
            raise IllegalMoveError("")
        return super().play(move)


class ActsAfterTheEnd(Wrapped):
    """The last seat to act still acts once the deal is over (what ``Deal.to_act`` does)."""

    acting = property(lambda self: self.inner.to_act)


class BrokenGame:
    """Kings in the Corner's Game with its states wrapped in ``kind``; subclasses break a Game method."""

    def __init__(self, kind: type[Wrapped] = Wrapped) -> None:
        self.kind = kind

    @property
    def presets(self) -> Mapping[str, Rules]:
        return CORNERS.presets

    def new(self, rules: Rules, seed: int, players: int, dealer: int = 0) -> Wrapped:
        return self.kind(Deal.new(rules, seed, players, dealer))

    def new_match(self, rules: Rules, seed: int, players: int) -> Match:
        return Match.new(rules, seed, players)

    def make_player(self, level: str) -> Player:
        return CORNERS.make_player(level)

    def parse_move(self, text: str) -> Move:
        return Move.parse(text)

    def record(self, state: Wrapped) -> DealRecord:
        return DealRecord.of(state.inner)

    def record_from_json(self, text: str) -> DealRecord:
        return DealRecord.from_json(text)

    def match_record(self, match: Any) -> MatchRecord:
        return CORNERS.match_record(match)

    def match_record_from_json(self, text: str) -> MatchRecord:
        return CORNERS.match_record_from_json(text)

    def pack(self, rules: Rules) -> tuple[Card, ...]:
        return CORNERS.pack(rules)

    def cards_in_play(self, state: Wrapped) -> tuple[Card, ...]:
        return CORNERS.cards_in_play(state.inner)

    def redeal_hidden(self, state: Wrapped, seat: int, rng: Rng) -> Wrapped:
        return type(state)(redeal_unseen(state.inner, seat, rng))


class LosesACard(BrokenGame):
    """The stock's bottom card is missing from the cards in play."""

    def cards_in_play(self, state: Wrapped) -> tuple[Card, ...]:
        stock = state.inner.stock
        return tuple(c for c in super().cards_in_play(state) if not stock or c is not stock[0])


class ForgetfulRecord(BrokenGame):
    """A record leaves out the last move."""

    def record(self, state: Wrapped) -> DealRecord:
        record = super().record(state)
        return replace(record, moves=record.moves[:-1])


class IgnoresTheSeed(BrokenGame):
    """Every deal is shuffled with seed 0."""

    def new(self, rules: Rules, seed: int, players: int, dealer: int = 0) -> Wrapped:
        deal = super().new(rules, 0, players, dealer)
        return type(deal)(replace(deal.inner, seed=seed))


class NoRedeal(BrokenGame):
    """Claims to deal the hidden cards again, but changes nothing (so no leak could ever show)."""

    def redeal_hidden(self, state: Wrapped, seat: int, rng: Rng) -> Wrapped:
        return state


SOUND = BrokenGame()
LEAKY_OBSERVATION = BrokenGame(LeakyObservation)
ACCEPTS_ANYTHING = BrokenGame(AcceptsAnything)
SILENT_REFUSAL = BrokenGame(SilentRefusal)
ACTS_AFTER_THE_END = BrokenGame(ActsAfterTheEnd)
LOSES_A_CARD = LosesACard()
FORGETFUL_RECORD = ForgetfulRecord()
IGNORES_THE_SEED = IgnoresTheSeed()
NO_REDEAL = NoRedeal()

#: Names of the faulty games above (each is ``tests.broken_games:NAME``), for parametrised tests.
FAULTS: Sequence[str] = (
    "LEAKY_OBSERVATION", "ACCEPTS_ANYTHING", "SILENT_REFUSAL", "ACTS_AFTER_THE_END", "LOSES_A_CARD",
    "FORGETFUL_RECORD", "IGNORES_THE_SEED", "NO_REDEAL",
)  # fmt: skip
