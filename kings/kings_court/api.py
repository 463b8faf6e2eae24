"""King's Court as a :class:`kings.game.Game`: records of a game and of a match, and the factories the registry loads.

A "deal" of the house protocol is one game (:class:`~kings.kings_court.state.CourtGame`); a match is
``rules.match_games`` games with the colours swapped after each (:class:`~kings.kings_court.match.Match`). There are
no cards: the pack is empty, and the pieces' conservation (on the board or captured, 24 a side) is the game's own
check. Nothing is hidden and nothing is shuffled: every game starts alike whatever the seed, which records keep only
so that they read like every other game's.

>>> game = GAME.new(GAME.presets["standard"], seed=3, players=2)
>>> for text in ("d2-d3", "d7-d6", "d3-d4", "d6-e6"):
...     game = game.play(GAME.parse_move(text))
>>> record = GAME.record_from_json(GAME.record(game).to_json())
>>> record.replay() == game, [str(m) for m in record.moves]
(True, ['d2-d3', 'd7-d6', 'd3-d4', 'd6-e6'])
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from kings import game as protocol
from kings.cards import Card
from kings.errors import NotationError, RulesError
from kings.i18n import N_, _
from kings.kings_court.match import Match
from kings.kings_court.moves import Move
from kings.kings_court.observation import redeal_hidden
from kings.kings_court.players import Player, make_player
from kings.kings_court.rules import MAX_MATCH, PRESETS, Rules
from kings.kings_court.state import PLAYERS, CourtGame
from kings.seeding import Rng, check_seed

GAME_ID = "kings-court"
MAX_MOVES = 20_000  #: far more than a game's moves (the no-capture limit ends games long before)


#: a record of another kind or game, in words (the record's "kind" is data, not a word)
NOT_THIS = {
    "game": N_("This is not a King's Court game record."),
    "match": N_("This is not a King's Court match record."),
}


def _header(text: str, kind: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        raise NotationError(_("This is not a King's Court record: it is not JSON.")) from None
    if not isinstance(data, dict) or data.get("game") != GAME_ID or data.get("kind") != kind:
        raise NotationError(_(NOT_THIS[kind]))
    return data


def _moves(data: Any) -> tuple[Move, ...]:
    if not isinstance(data, list) or len(data) > MAX_MOVES or not all(isinstance(m, str) for m in data):
        raise NotationError(_("A King's Court record's moves are a list of at most {most} texts.").format(
            most=MAX_MOVES))
    return tuple(Move.parse(m) for m in data)


def _table(data: dict[str, Any]) -> tuple[Rules, int]:
    try:
        if data.get("players") != PLAYERS:
            raise RulesError("King's Court is a game for two players")
        rules = Rules.from_dict(data.get("rules")).validate(PLAYERS)
        seed = check_seed(data.get("seed"))
    except (RulesError, ValueError) as exc:
        raise NotationError(_("The King's Court record is damaged: {error}").format(error=exc)) from None
    return rules, seed


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Rules + seed + every move: replays one game exactly."""

    rules: Rules
    seed: int
    moves: tuple[Move, ...]

    @property
    def players(self) -> int:
        return PLAYERS

    @classmethod
    def of(cls, game: CourtGame) -> GameRecord:
        if game.seed is None:
            raise ValueError("only a game started with a seed has a record (not one read from a position)")
        return cls(game.rules, game.seed, game.moves)

    def replay(self) -> CourtGame:
        """Start again and play every move, checking each one (an illegal move raises IllegalMoveError)."""
        game = CourtGame.new(self.rules, self.seed)
        for move in self.moves:
            game = game.play(move)
        return game

    def to_json(self) -> str:
        data = {"game": GAME_ID, "kind": "game", "format": 1, "rules": self.rules.to_dict(), "seed": self.seed,
                "players": PLAYERS, "moves": [str(m) for m in self.moves]}  # fmt: skip
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        data = _header(text, "game")
        rules, seed = _table(data)
        return cls(rules, seed, _moves(data.get("moves")))


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """Rules + seed + the moves of every game: replays a whole match exactly."""

    rules: Rules
    seed: int
    games: tuple[tuple[Move, ...], ...]  #: each game's moves, the one in progress last

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def deals(self) -> tuple[tuple[Move, ...], ...]:
        """Each game's moves (:attr:`games`), by the name every game's match record shares."""
        return self.games

    @classmethod
    def of(cls, match: Match) -> MatchRecord:
        games = tuple(g.moves for g in match.results)
        if match.current is not None:
            games += (match.current.moves,)
        return cls(match.rules, match.seed, games)

    def replay(self) -> Match:
        match = Match.new(self.rules, self.seed)
        for i, moves in enumerate(self.games):
            if i:
                match = match.next_deal()
            for move in moves:
                match = match.play(move)
        return match

    def to_json(self) -> str:
        data = {"game": GAME_ID, "kind": "match", "format": 1, "rules": self.rules.to_dict(), "seed": self.seed,
                "players": PLAYERS, "games": [[str(m) for m in g] for g in self.games]}  # fmt: skip
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> MatchRecord:
        data = _header(text, "match")
        rules, seed = _table(data)
        games = data.get("games")
        if not isinstance(games, list) or len(games) > MAX_MATCH:
            raise NotationError(_("A King's Court match record's games are a list of at most {most}.").format(
                most=MAX_MATCH))
        return cls(rules, seed, tuple(_moves(g) for g in games))


class KingsCourtApi:
    """Factories and generic views of King's Court (thin: the game's own modules do the work)."""

    @property
    def presets(self) -> Mapping[str, Rules]:
        return _PRESETS

    def new(self, rules: Rules, seed: int, players: int = PLAYERS, dealer: int = 0) -> CourtGame:
        """A new game. There is no dealer: seat 0 plays Orange and moves first whatever ``dealer`` (0 or 1) says; a
        match swaps the seats' colours from game to game."""
        if dealer not in range(PLAYERS):
            raise ValueError(f"King's Court has seats 0 and 1, not dealer {dealer}")
        return CourtGame.new(rules, seed, players)

    def new_match(self, rules: Rules, seed: int, players: int = PLAYERS) -> Match:
        return Match.new(rules, seed, players)

    def make_player(self, level: str) -> Player:
        return make_player(level)

    def parse_move(self, text: str) -> Move:
        return Move.parse(text)

    def record(self, state: CourtGame) -> GameRecord:
        return GameRecord.of(state)

    def record_from_json(self, text: str) -> GameRecord:
        return GameRecord.from_json(text)

    def match_record(self, match: Match) -> MatchRecord:
        return MatchRecord.of(match)

    def match_record_from_json(self, text: str) -> MatchRecord:
        return MatchRecord.from_json(text)

    def pack(self, rules: Rules) -> tuple[Card, ...]:
        """No cards: the game is played with pieces on a board."""
        return ()

    def cards_in_play(self, state: CourtGame) -> tuple[Card, ...]:
        """No cards (the pieces' conservation is checked by the game's own tests)."""
        return ()

    def redeal_hidden(self, state: CourtGame, seat: int, rng: Rng) -> CourtGame:
        """The same game: nothing is hidden."""
        return redeal_hidden(state, seat, rng)


_PRESETS: Mapping[str, Rules] = MappingProxyType(PRESETS)

#: The one instance the registry names (``kings.kings_court.api:GAME``); typed so mypy checks it fits.
GAME: protocol.Game = KingsCourtApi()
