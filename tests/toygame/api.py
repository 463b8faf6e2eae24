"""Take-away as a :class:`kings.game.Game` (tests only): its match, records, CPU players and the factories a
registry entry loads (:data:`tests.toygame.INFO` names ``tests.toygame.api:GAME``).

A match is ``rules.deals`` games; the dealer alternates (game ``i`` is dealt by seat ``i % 2``, from seed
``derive_seed(seed, i)``); a win scores one point, and the most points win the match.

>>> match = GAME.new_match(PRESETS["quick"], seed=3, players=2)
>>> while not match.over:
...     match = match.play(match.deal.legal_moves()[0]) if match.deal else match.next_deal()
>>> back = GAME.match_record_from_json(GAME.match_record(match).to_json()).replay()
>>> back == match, len(back.results)
(True, 1)
>>> [level.id for level in INFO.offered_levels], GAME.make_player("hard").level
(['easy', 'medium', 'hard'], 'hard')
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

from kings import game as protocol
from kings.cards import Card
from kings.errors import IllegalMoveError, NotationError, RulesError
from kings.seeding import Rng, check_seed, derive_seed
from tests.toygame import GAME_ID, INFO
from tests.toygame.engine import (
    PACK,
    PLAYERS,
    PRESETS,
    Deal,
    Move,
    Observation,
    Rules,
    guess,
    parse_move,
    redeal_hidden,
)

MAX_MOVES = 200


@dataclass(frozen=True, slots=True)
class Standing:
    seat: int
    total: int
    place: int
    out: bool = False


@dataclass(frozen=True, slots=True)
class Match:
    """An immutable match of Take-away games (its seats are the games' seats)."""

    rules: Rules
    seed: int
    results: tuple[Deal, ...] = ()  #: every finished game, as it ended
    current: Deal | None = None

    @classmethod
    def new(cls, rules: Rules, seed: int, players: int = PLAYERS) -> Match:
        rules.validate(players)
        return cls(rules, check_seed(seed), current=Deal.new(rules, derive_seed(seed, 0), 0))

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def deal(self) -> Deal | None:
        return self.current

    @property
    def over(self) -> bool:
        return self.current is None and len(self.results) >= self.rules.deals

    def match_seat(self, deal_seat: int) -> int:
        return deal_seat

    @property
    def totals(self) -> tuple[int, ...]:
        won = [w for d in self.results if d.outcome is not None for w in d.outcome.winners]
        return tuple(won.count(seat) for seat in range(PLAYERS))

    @property
    def winners(self) -> tuple[int, ...]:
        if not self.over:
            return ()
        best = max(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == best)

    def play(self, move: Move) -> Match:
        if self.current is None:
            raise IllegalMoveError("The match is over." if self.over else "No game is being played: deal the next.")
        deal = self.current.play(move)
        return replace(self, current=deal) if not deal.over else replace(self, current=None,
                                                                          results=(*self.results, deal))

    def next_deal(self) -> Match:
        if self.over or self.current is not None:
            raise IllegalMoveError("The match is over." if self.over else "Finish the game being played first.")
        n = len(self.results)
        return replace(self, current=Deal.new(self.rules, derive_seed(self.seed, n), n % PLAYERS))

    def observe(self, deal_seat: int) -> Observation:
        if self.current is None:
            raise IllegalMoveError("No game is being played.")
        return self.current.observe(deal_seat)

    def standings(self) -> tuple[Standing, ...]:
        totals = self.totals
        order = sorted(range(PLAYERS), key=lambda s: (-totals[s], s))
        rows: list[Standing] = []
        for i, seat in enumerate(order):
            place = rows[-1].place if i and totals[seat] == totals[order[i - 1]] else i + 1
            rows.append(Standing(seat, totals[seat], place))
        return tuple(rows)


# -- records --------------------------------------------------------------------------------------------------------
def _header(text: str, kind: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        raise NotationError("This is not a Take-away record: it is not JSON.") from None
    if not isinstance(data, dict) or data.get("game") != GAME_ID or data.get("kind") != kind:
        raise NotationError(f"This is not a Take-away {kind} record.")
    try:
        rules, seed = Rules.from_dict(data.get("rules")), check_seed(data.get("seed"))
    except (RulesError, ValueError) as exc:
        raise NotationError(f"The Take-away record is damaged: {exc}") from None
    return {**data, "rules": rules, "seed": seed}


def _moves(data: Any) -> tuple[Move, ...]:
    if not isinstance(data, list) or len(data) > MAX_MOVES or not all(isinstance(m, str) for m in data):
        raise NotationError(f"A Take-away record's moves are a list of at most {MAX_MOVES} texts.")
    return tuple(parse_move(m) for m in data)


@dataclass(frozen=True, slots=True)
class GameRecord:
    rules: Rules
    seed: int
    dealer: int
    moves: tuple[Move, ...]
    players: int = PLAYERS

    def replay(self) -> Deal:
        deal = Deal.new(self.rules, self.seed, self.dealer)
        for move in self.moves:
            deal = deal.play(move)
        return deal

    def to_json(self) -> str:
        return json.dumps({"game": GAME_ID, "kind": "game", "rules": self.rules.to_dict(), "seed": self.seed,
                           "dealer": self.dealer, "moves": [str(m) for m in self.moves]})  # fmt: skip

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        data = _header(text, "game")
        if data.get("dealer") not in (0, 1):
            raise NotationError("A Take-away record's dealer is 0 or 1.")
        return cls(data["rules"], data["seed"], data["dealer"], _moves(data.get("moves")))


@dataclass(frozen=True, slots=True)
class MatchRecord:
    rules: Rules
    seed: int
    deals: tuple[tuple[Move, ...], ...]  #: each game's moves, the one in progress last
    players: int = PLAYERS

    @classmethod
    def of(cls, match: Match) -> MatchRecord:
        deals = tuple(d.moves for d in match.results) + ((match.current.moves,) if match.current else ())
        return cls(match.rules, match.seed, deals)

    def replay(self) -> Match:
        match = Match.new(self.rules, self.seed)
        for i, moves in enumerate(self.deals):
            match = match.next_deal() if i else match
            for move in moves:
                match = match.play(move)
        return match

    def to_json(self) -> str:
        return json.dumps({"game": GAME_ID, "kind": "match", "rules": self.rules.to_dict(), "seed": self.seed,
                           "deals": [[str(m) for m in d] for d in self.deals]})  # fmt: skip

    @classmethod
    def from_json(cls, text: str) -> MatchRecord:
        data = _header(text, "match")
        deals = data.get("deals")
        if not isinstance(deals, list) or len(deals) > 20:
            raise NotationError("A Take-away match record's deals are a list of at most 20.")
        return cls(data["rules"], data["seed"], tuple(_moves(d) for d in deals))


# -- CPU players ----------------------------------------------------------------------------------------------------
def _medium(obs: Observation, legal: Sequence[Move]) -> Move:
    """Take the last counter if a card does; else leave a multiple of four; else play the smallest card."""
    cards = [m for m in legal if m.card is not None]
    if not cards:
        return legal[0]
    left = {m: obs.pile - int(m.card.rank) for m in cards if m.card is not None}
    return next((m for m in cards if left[m] == 0), None) or next((m for m in cards if left[m] % 4 == 0), None) or \
        min(cards, key=lambda m: (-left[m], str(m)))  # fmt: skip


@dataclass(frozen=True, slots=True)
class Player:
    """A CPU player: ``random`` and ``easy`` play any legal move; ``medium`` follows :func:`_medium`; ``hard`` deals
    the cards it cannot see several ways and plays each of its moves out (medium players on both sides)."""

    level: str
    samples: int = 8

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        if self.level in ("random", "easy"):
            return legal[rng.below(len(legal))]
        if self.level == "medium" or len(legal) == 1:
            return _medium(obs, legal)
        wins = dict.fromkeys(legal, 0)
        for _ in range(self.samples):
            deal = guess(obs, rng)
            for move in legal:
                after = deal.play(move)
                while not after.over:
                    assert after.acting is not None
                    after = after.play(_medium(after.observe(after.acting), after.legal_moves()))
                wins[move] += after.outcome is not None and obs.seat in after.outcome.winners
        return max(legal, key=lambda m: wins[m])


class TakeAwayApi:
    """Factories and generic views of Take-away."""

    @property
    def presets(self) -> Mapping[str, Rules]:
        return MappingProxyType(PRESETS)

    def new(self, rules: Rules, seed: int, players: int = PLAYERS, dealer: int = 0) -> Deal:
        rules.validate(players)
        return Deal.new(rules, seed, dealer)

    def new_match(self, rules: Rules, seed: int, players: int = PLAYERS) -> Match:
        return Match.new(rules, seed, players)

    def make_player(self, level: str) -> Player:
        INFO.level(level)
        return Player(level)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def record(self, state: Deal) -> GameRecord:
        assert state.seed is not None
        return GameRecord(state.rules, state.seed, state.dealer, state.moves)

    def record_from_json(self, text: str) -> GameRecord:
        return GameRecord.from_json(text)

    def match_record(self, match: Match) -> MatchRecord:
        return MatchRecord.of(match)

    def match_record_from_json(self, text: str) -> MatchRecord:
        return MatchRecord.from_json(text)

    def pack(self, rules: Rules) -> tuple[Card, ...]:
        return PACK

    def cards_in_play(self, state: Deal) -> tuple[Card, ...]:
        return state.cards()

    def redeal_hidden(self, state: Deal, seat: int, rng: Rng) -> Deal:
        return redeal_hidden(state, seat, rng)


GAME: protocol.Game = TakeAwayApi()
