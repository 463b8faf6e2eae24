"""Kings Cup as a :class:`kings.game.Game`: records of a game and of a match, and the factories the registry loads.

A "deal" of the house protocol is one game (:class:`~kings.kings_cup.cup.KingsCup`; :meth:`KingsCupApi.new` seats
``Player 1`` ... ``Player N`` and the ``dealer`` argument is the seat that draws first); a match is several games
(:class:`~kings.kings_cup.match.Match`). The page makes games with names (:func:`new_game`) and saves the game's
record: it resumes by replaying it, and undoes by replaying it less its last move (:meth:`GameRecord.undo`, or
:meth:`KingsCup.undo`). A record holds the rules, and with them a deck of one's own whole, so it replays exactly
even once that deck is deleted.

>>> from kings.kings_cup.moves import MakeRule
>>> g = new_game(GAME.presets["party"], seed=3, names=("Ada", "Bo", "Cy"))
>>> for _ in range(12):
...     g = g.play(MakeRule("Say please") if g.phase == "rule" else g.legal_moves()[0])
>>> record = GAME.record_from_json(GAME.record(g).to_json())
>>> record.replay() == g, record.names, record.undo().replay() == g.undo()
(True, ('Ada', 'Bo', 'Cy'), True)
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kings import game as protocol
from kings.cards import STANDARD_DECK, Card
from kings.errors import NotationError, RulesError
from kings.i18n import N_, _
from kings.jsontext import too_deep
from kings.kings_cup.cup import KingsCup, check_names, default_names
from kings.kings_cup.match import Match
from kings.kings_cup.moves import Draw, Move, parse_move
from kings.kings_cup.players import Player, make_player
from kings.kings_cup.rules import PRESETS, Rules
from kings.kings_cup.unseen import redeal_hidden
from kings.seeding import Rng, check_seed

GAME_ID = "kings-cup"
MAX_MOVES = 2_000  #: far more than a game's moves (52 cards, a point per player per card, a mate or rule per card)
MAX_GAMES = 9  #: a match's games at most
MAX_RECORD_CHARS = 512 * 1024  #: a record's JSON at most (a deck of one's own is some 8 KB of it)
MAX_DEPTH = 8  #: a record nests 5 levels (its rules' deck's rules); deeper text is refused before parsing


def new_game(rules: Rules, seed: int, names: Sequence[str], first: int = 0) -> KingsCup:
    """A new game for the players ``names`` in seat order, seat ``first`` drawing first (what the page starts)."""
    return KingsCup.new(rules, seed, names, first)


#: a record of another kind or game, in words (the record's "kind" is data, not a word)
NOT_THIS = {
    "game": N_("This is not a Kings Cup game record."),
    "match": N_("This is not a Kings Cup match record."),
}


def _header(text: str, kind: str) -> dict[str, Any]:
    if not isinstance(text, str) or len(text) > MAX_RECORD_CHARS or too_deep(text, MAX_DEPTH):
        raise NotationError(_("This is not a Kings Cup record: it is too big or nested too deep."))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise NotationError(_("This is not a Kings Cup record: it is not JSON.")) from None
    if not isinstance(data, dict) or data.get("game") != GAME_ID or data.get("kind") != kind:
        raise NotationError(_(NOT_THIS[kind]))
    return data


def _moves(data: Any) -> tuple[Move, ...]:
    if not isinstance(data, list) or len(data) > MAX_MOVES or not all(isinstance(m, str) for m in data):
        raise NotationError(_("A Kings Cup record's moves are a list of at most {most} texts.").format(most=MAX_MOVES))
    return tuple(parse_move(m) for m in data)


def _table(data: dict[str, Any]) -> tuple[Rules, int, tuple[str, ...]]:
    try:
        names = check_names(data.get("names"))  # type: ignore[arg-type]  # checked there
        rules = Rules.from_dict(data.get("rules")).validate(len(names))
        seed = check_seed(data.get("seed"))
    except (RulesError, ValueError) as exc:
        reason = str(exc).rstrip(".")
        raise NotationError(_("The Kings Cup record is damaged: {error}.").format(error=reason)) from None
    return rules, seed, names


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Rules + seed + names + first seat + every move: replays one game exactly."""

    rules: Rules
    seed: int
    names: tuple[str, ...]
    first: int
    moves: tuple[Move, ...]

    @property
    def players(self) -> int:
        return len(self.names)

    @classmethod
    def of(cls, game: KingsCup) -> GameRecord:
        return cls(game.rules, game.seed, game.names, game.first, game.moves)

    def replay(self) -> KingsCup:
        return KingsCup.replay(self.rules, self.seed, self.names, self.first, self.moves)

    def undo(self) -> GameRecord:
        """The record less its last move (itself when it has none)."""
        return GameRecord(self.rules, self.seed, self.names, self.first, self.moves[:-1])

    def undo_card(self) -> GameRecord:
        """The record as it was before its last card was drawn (itself when no card was)."""
        draws = [i for i, m in enumerate(self.moves) if isinstance(m, Draw)]
        return GameRecord(self.rules, self.seed, self.names, self.first, self.moves[: draws[-1]] if draws else ())

    def to_json(self) -> str:
        data = {"game": GAME_ID, "kind": "game", "format": 1, "rules": self.rules.to_dict(), "seed": self.seed,
                "names": list(self.names), "first": self.first, "moves": [str(m) for m in self.moves]}  # fmt: skip
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        data = _header(text, "game")
        rules, seed, names = _table(data)
        first = data.get("first")
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(names):
            raise NotationError(_("The Kings Cup record is damaged: its first player is no seat of the table."))
        return cls(rules, seed, names, first, _moves(data.get("moves")))


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """Rules + seed + names + the moves of every game: replays a whole match exactly."""

    rules: Rules
    seed: int
    names: tuple[str, ...]
    games: tuple[tuple[Move, ...], ...]  #: each game's moves, the one in progress last

    @property
    def players(self) -> int:
        return len(self.names)

    @classmethod
    def of(cls, match: Match) -> MatchRecord:
        games = tuple(g.moves for g in match.results)
        if match.game is not None:
            games += (match.game.moves,)
        return cls(match.rules, match.seed, match.names, games)

    def replay(self) -> Match:
        match = Match.new(self.rules, self.seed, self.names)
        for i, moves in enumerate(self.games):
            if i:
                match = match.next_deal()
            for move in moves:
                match = match.play(move)
        return match

    def to_json(self) -> str:
        data = {"game": GAME_ID, "kind": "match", "format": 1, "rules": self.rules.to_dict(), "seed": self.seed,
                "names": list(self.names), "games": [[str(m) for m in g] for g in self.games]}  # fmt: skip
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> MatchRecord:
        data = _header(text, "match")
        rules, seed, names = _table(data)
        games = data.get("games")
        if not isinstance(games, list) or len(games) > MAX_GAMES:
            raise NotationError(_("A Kings Cup match record's games are a list of at most {most}.").format(
                most=MAX_GAMES))
        return cls(rules, seed, names, tuple(_moves(g) for g in games))


class KingsCupApi:
    """Factories and generic views of Kings Cup (thin: the game's own modules do the work)."""

    @property
    def presets(self) -> Mapping[str, Rules]:
        return PRESETS

    def new(self, rules: Rules, seed: int, players: int, dealer: int = 0) -> KingsCup:
        """A game for ``Player 1`` ... ``Player N``; seat ``dealer`` draws first."""
        return KingsCup.new(rules, seed, default_names(players), dealer)

    def new_match(self, rules: Rules, seed: int, players: int) -> Match:
        return Match.new(rules, seed, default_names(players))

    def make_player(self, level: str) -> Player:
        return make_player(level)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def record(self, state: KingsCup) -> GameRecord:
        return GameRecord.of(state)

    def record_from_json(self, text: str) -> GameRecord:
        return GameRecord.from_json(text)

    def match_record(self, match: Match) -> MatchRecord:
        return MatchRecord.of(match)

    def match_record_from_json(self, text: str) -> MatchRecord:
        return MatchRecord.from_json(text)

    def pack(self, rules: Rules) -> tuple[Card, ...]:
        """The 52 cards, whatever the rules (a rule deck changes what cards mean, not which cards there are)."""
        return STANDARD_DECK

    def cards_in_play(self, state: KingsCup) -> tuple[Card, ...]:
        return (*(d.card for d in state.drawn), *state.stock)

    def redeal_hidden(self, state: KingsCup, seat: int, rng: Rng) -> KingsCup:
        return redeal_hidden(state, seat, rng)


#: The one instance the registry will name (``kings.kings_cup.api:GAME``); typed so mypy checks it fits.
GAME: protocol.Game = KingsCupApi()
