"""King as a :class:`kings.game.Game`: records, the match view and the factories the registry will load.

A King "deal" in the house's protocol is a whole game of ten hands (the score sheet is the game), so
a match is one game: :class:`KingMatch` wraps it and ends with it. Not registered yet: the registry
lists King as coming until its table is built (issue 14).

>>> game = GAME.new(GAME.presets["standard"], seed=3, players=4)
>>> for _step in range(20):
...     game = game.play(game.legal_moves()[0])
>>> GAME.record_from_json(GAME.record(game).to_json()).replay() == game
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from kings import game as protocol
from kings.cards import STANDARD_DECK, Card
from kings.errors import IllegalMoveError, NotationError, RulesError
from kings.i18n import _
from kings.king.game import KingGame
from kings.king.hand import PLAYERS
from kings.king.moves import Move, parse_move
from kings.king.observation import KingObservation
from kings.king.players import Player, make_player
from kings.king.rules import PRESETS, Rules
from kings.king.unseen import redeal_hidden
from kings.seeding import Rng, check_seed

MAX_MOVES = 2000  #: far more than a game's moves (10 hands x 52 cards, plus declarations and auctions)


@dataclass(frozen=True, slots=True)
class KingRecord:
    """Rules + seed + every move: replays a game of King exactly."""

    rules: Rules
    seed: int
    moves: tuple[Move, ...]
    players: int = PLAYERS

    @classmethod
    def of(cls, game: KingGame) -> KingRecord:
        return cls(game.rules, game.seed, game.moves)

    def replay(self) -> KingGame:
        game = KingGame.new(self.seed, self.rules)
        for move in self.moves:
            game = game.play(move)
        return game

    def to_json(self) -> str:
        data = {"game": "king", "format": 1, "rules": self.rules.to_dict(), "seed": self.seed,
                "players": self.players, "moves": [str(m) for m in self.moves]}  # fmt: skip
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> KingRecord:
        try:
            data = json.loads(text)
        except (ValueError, TypeError):
            raise NotationError(_("This is not a King record: it is not JSON.")) from None
        if not isinstance(data, dict) or data.get("game") != "king":
            raise NotationError(_("This is not a King record."))
        moves = data.get("moves")
        if not isinstance(moves, list) or len(moves) > MAX_MOVES or not all(isinstance(m, str) for m in moves):
            raise NotationError(_("A King record's moves are a list of at most {n} texts.").format(n=MAX_MOVES))
        if data.get("players", PLAYERS) != PLAYERS:
            raise NotationError(_("A King record is for four players."))
        try:
            rules = Rules.from_dict(data.get("rules"))
            seed = check_seed(data.get("seed"))
        except (RulesError, ValueError) as exc:
            raise NotationError(_("The King record is damaged: {error}").format(error=exc)) from None
        return cls(rules, seed, tuple(parse_move(m) for m in moves))


@dataclass(frozen=True, slots=True)
class Standing:
    seat: int
    total: int
    place: int
    out: bool = False


@dataclass(frozen=True, slots=True)
class KingMatch:
    """A match of King is one game: its deal is the game until the game ends."""

    game: KingGame

    @classmethod
    def new(cls, rules: Rules, seed: int) -> KingMatch:
        return cls(KingGame.new(seed, rules))

    @property
    def rules(self) -> Rules:
        return self.game.rules

    @property
    def seed(self) -> int:
        return self.game.seed

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def totals(self) -> tuple[int, ...]:
        return self.game.totals

    @property
    def deal(self) -> KingGame | None:
        return None if self.game.over else self.game

    @property
    def winners(self) -> tuple[int, ...]:
        outcome = self.game.outcome
        return () if outcome is None else outcome.winners

    def play(self, move: Move) -> KingMatch:
        return KingMatch(self.game.play(move))

    def next_deal(self) -> KingMatch:
        raise IllegalMoveError(_("The game is over.") if self.over else _("The game is still being played."))

    def match_seat(self, deal_seat: int) -> int:
        return deal_seat

    def observe(self, deal_seat: int) -> KingObservation:
        return self.game.observe(deal_seat)

    def standings(self) -> tuple[Standing, ...]:
        """Seats by total, highest first; equal totals share a place."""
        totals = self.totals
        order = sorted(range(PLAYERS), key=lambda s: -totals[s])
        rows: list[Standing] = []
        for i, seat in enumerate(order):
            place = rows[-1].place if rows and totals[order[i - 1]] == totals[seat] else i + 1
            rows.append(Standing(seat, totals[seat], place))
        return tuple(rows)


@dataclass(frozen=True, slots=True)
class KingMatchRecord:
    record: KingRecord

    @property
    def rules(self) -> Rules:
        return self.record.rules

    @property
    def seed(self) -> int:
        return self.record.seed

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def deals(self) -> tuple[tuple[Move, ...], ...]:
        """The moves of the match's one deal (the game of ten hands), by the name every game's match record shares."""
        return (self.record.moves,)

    def replay(self) -> KingMatch:
        return KingMatch(self.record.replay())

    def to_json(self) -> str:
        return self.record.to_json()


class KingApi:
    """Factories and generic views of King (thin: the game's own modules do the work)."""

    @property
    def presets(self) -> Mapping[str, Rules]:
        return _PRESETS

    def new(self, rules: Rules, seed: int, players: int, dealer: int = 0) -> KingGame:
        """A new game. King has its own first dealer (whoever is dealt the king of hearts): ``dealer`` is ignored."""
        rules.validate(players)
        return KingGame.new(seed, rules)

    def new_match(self, rules: Rules, seed: int, players: int) -> KingMatch:
        rules.validate(players)
        return KingMatch.new(rules, seed)

    def make_player(self, level: str) -> Player:
        return make_player(level)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def record(self, state: KingGame) -> KingRecord:
        return KingRecord.of(state)

    def record_from_json(self, text: str) -> KingRecord:
        return KingRecord.from_json(text)

    def match_record(self, match: KingMatch) -> KingMatchRecord:
        return KingMatchRecord(KingRecord.of(match.game))

    def match_record_from_json(self, text: str) -> KingMatchRecord:
        return KingMatchRecord(KingRecord.from_json(text))

    def pack(self, rules: Any) -> tuple[Card, ...]:
        return STANDARD_DECK

    def cards_in_play(self, state: KingGame) -> tuple[Card, ...]:
        if state.first_dealer is None:  # the pack was handed out to find the king of hearts and gathered again
            return STANDARD_DECK
        if state.hand is not None:
            hand = state.hand
            return (*(c for h in hand.hands for c in h), *hand.trick, *(c for _won, t in hand.taken for c in t))
        if state.positive is not None:
            return tuple(c for h in state.positive.dealt.hands for c in h)
        return tuple(c for h in state.results[-1].dealt for c in h)

    def redeal_hidden(self, state: KingGame, seat: int, rng: Rng) -> KingGame:
        return redeal_hidden(state, seat, rng)


_PRESETS: Mapping[str, Rules] = MappingProxyType(PRESETS)

#: The one instance the registry will name (``kings.king.api:GAME``); typed so mypy checks it fits the protocol.
GAME: protocol.Game = KingApi()
