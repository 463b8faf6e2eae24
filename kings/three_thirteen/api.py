"""3-13 as a :class:`kings.game.Game`: records of a round and of a game, and the factories the registry will load.

A "deal" of the house protocol is one round (:class:`~kings.three_thirteen.round.Round`; :meth:`ThreeThirteenApi.new`
deals the first round, three cards each); a match is a whole game of eleven rounds
(:class:`~kings.three_thirteen.match.Match`). Not registered yet: the registry lists 3-13 as coming until its table
is built (issue 15); tests reach it through a :class:`~kings.registry.GameInfo` of their own.

>>> r = GAME.new(GAME.presets["standard"], seed=3, players=3, dealer=1)
>>> for _ in range(12):
...     r = r.play(r.legal_moves()[0])
>>> GAME.record_from_json(GAME.record(r).to_json()).replay() == r
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from kings import game as protocol
from kings.cards import Card, deck
from kings.errors import NotationError, RulesError
from kings.i18n import N_, _
from kings.seeding import Rng, check_seed
from kings.three_thirteen.match import Match
from kings.three_thirteen.moves import Move, parse_move
from kings.three_thirteen.players import Player, make_player
from kings.three_thirteen.round import Round, round_size
from kings.three_thirteen.rules import MAX_PLAYERS, MIN_PLAYERS, PRESETS, Rules
from kings.three_thirteen.unseen import redeal_hidden

GAME_ID = "three-thirteen"
MAX_MOVES = 20_000  #: far more than a round's moves (the stock's rebuilds are limited)
MAX_ROUNDS = 13  #: eleven rounds, the 14-card round, a bonus round


#: a record of another kind or game, in words (the record's "kind" is data, not a word)
NOT_THIS = {
    "round": N_("This is not a 3-13 round record."),
    "match": N_("This is not a 3-13 match record."),
}


def _header(text: str, kind: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        raise NotationError(_("This is not a 3-13 record: it is not JSON.")) from None
    if not isinstance(data, dict) or data.get("game") != GAME_ID or data.get("kind") != kind:
        raise NotationError(_(NOT_THIS[kind]))
    return data


def _moves(data: Any, limit: int = MAX_MOVES) -> tuple[Move, ...]:
    if not isinstance(data, list) or len(data) > limit or not all(isinstance(m, str) for m in data):
        raise NotationError(_("A 3-13 record's moves are a list of at most {most} texts.").format(most=limit))
    return tuple(parse_move(m) for m in data)


def _table(data: dict[str, Any]) -> tuple[Rules, int, int]:
    players = data.get("players")
    try:
        if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RulesError(f"a table seats {MIN_PLAYERS} to {MAX_PLAYERS} players")
        rules = Rules.from_dict(data.get("rules")).validate(players)
        seed = check_seed(data.get("seed"))
    except (RulesError, ValueError) as exc:
        raise NotationError(_("The 3-13 record is damaged: {error}").format(error=exc)) from None
    return rules, seed, players


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """Rules + seed + seats + dealer + round + every move: replays one round exactly."""

    rules: Rules
    seed: int
    players: int
    dealer: int
    number: int
    moves: tuple[Move, ...]

    @classmethod
    def of(cls, r: Round) -> RoundRecord:
        return cls(r.rules, r.seed, r.players, r.dealer, r.number, r.moves)

    def replay(self) -> Round:
        r = Round.new(self.rules, self.seed, self.players, self.dealer, self.number)
        for move in self.moves:
            r = r.play(move)
        return r

    def to_json(self) -> str:
        data = {"game": GAME_ID, "kind": "round", "format": 1, "rules": self.rules.to_dict(), "seed": self.seed,
                "players": self.players, "dealer": self.dealer, "round": self.number,
                "moves": [str(m) for m in self.moves]}  # fmt: skip
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> RoundRecord:
        data = _header(text, "round")
        rules, seed, players = _table(data)
        dealer, number = data.get("dealer"), data.get("round")
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < players:
            raise NotationError(_("The 3-13 record is damaged: its dealer is no seat of the table."))
        if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= len(rules.rounds()):
            raise NotationError(_("The 3-13 record is damaged: it names no round of the game."))
        round_size(rules, number)
        return cls(rules, seed, players, dealer, number, _moves(data.get("moves")))


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """Rules + seed + seats + the moves of every round: replays a whole game exactly."""

    rules: Rules
    seed: int
    players: int
    rounds: tuple[tuple[Move, ...], ...]  #: each round's moves, the one in progress last

    @property
    def deals(self) -> tuple[tuple[Move, ...], ...]:
        """Each round's moves (:attr:`rounds`), by the name every game's match record shares."""
        return self.rounds

    @classmethod
    def of(cls, match: Match) -> MatchRecord:
        rounds = tuple(r.final.moves for r in match.results)
        if match.round is not None:
            rounds += (match.round.moves,)
        return cls(match.rules, match.seed, match.players, rounds)

    def replay(self) -> Match:
        match = Match.new(self.rules, self.seed, self.players)
        for i, moves in enumerate(self.rounds):
            if i:
                match = match.next_deal()
            for move in moves:
                match = match.play(move)
        return match

    def to_json(self) -> str:
        data = {"game": GAME_ID, "kind": "match", "format": 1, "rules": self.rules.to_dict(), "seed": self.seed,
                "players": self.players, "rounds": [[str(m) for m in r] for r in self.rounds]}  # fmt: skip
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> MatchRecord:
        data = _header(text, "match")
        rules, seed, players = _table(data)
        rounds = data.get("rounds")
        if not isinstance(rounds, list) or len(rounds) > MAX_ROUNDS:
            raise NotationError(_("A 3-13 game record's rounds are a list of at most {most}.").format(most=MAX_ROUNDS))
        return cls(rules, seed, players, tuple(_moves(r) for r in rounds))


class ThreeThirteenApi:
    """Factories and generic views of 3-13 (thin: the game's own modules do the work)."""

    @property
    def presets(self) -> Mapping[str, Rules]:
        return _PRESETS

    def new(self, rules: Rules, seed: int, players: int, dealer: int = 0) -> Round:
        """The first round (three cards each, threes wild), ``dealer`` dealing."""
        return Round.new(rules, seed, players, dealer)

    def new_match(self, rules: Rules, seed: int, players: int) -> Match:
        return Match.new(rules, seed, players)

    def make_player(self, level: str) -> Player:
        return make_player(level)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def record(self, state: Round) -> RoundRecord:
        return RoundRecord.of(state)

    def record_from_json(self, text: str) -> RoundRecord:
        return RoundRecord.from_json(text)

    def match_record(self, match: Match) -> MatchRecord:
        return MatchRecord.of(match)

    def match_record_from_json(self, text: str) -> MatchRecord:
        return MatchRecord.from_json(text)

    def pack(self, rules: Rules) -> tuple[Card, ...]:
        """The cards of a table under these rules; their number of packs must be resolved (a state's rules are)."""
        if not rules.packs:
            raise RulesError("The pack depends on the table: resolve the rules for it first (Rules.for_players).")
        return deck(jokers=rules.jokers * rules.packs, packs=rules.packs)

    def cards_in_play(self, state: Round) -> tuple[Card, ...]:
        return (*(c for h in state.hands for c in h), *state.stock, *state.pile)

    def redeal_hidden(self, state: Round, seat: int, rng: Rng) -> Round:
        return redeal_hidden(state, seat, rng)


_PRESETS: Mapping[str, Rules] = MappingProxyType(PRESETS)

#: The one instance the registry will name (``kings.three_thirteen.api:GAME``); typed so mypy checks it fits.
GAME: protocol.Game = ThreeThirteenApi()
