"""Klondike as a :class:`kings.game.Game`: records of a deal and of a session, and the factories the registry will load.

A "deal" of the house protocol is one deal of Klondike (:class:`~kings.klondike.deal.Deal`); a match is a session
of deals whose scores add up (:class:`~kings.klondike.session.Session`). One seat, no dealer. Not registered yet:
the registry lists Klondike as coming until its table is built (issue 16); tests reach it through a
:class:`~kings.registry.GameInfo` of their own.

>>> deal = GAME.new(GAME.presets["draw-three"], seed=3, players=1)
>>> for _ in range(12):
...     deal = deal.play(deal.legal_moves()[0])
>>> GAME.record_from_json(GAME.record(deal).to_json()).replay() == deal
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
from kings.errors import NotationError, RulesError
from kings.i18n import N_, _
from kings.klondike.deal import Deal, cards_of
from kings.klondike.moves import Move, parse_move
from kings.klondike.players import Player, make_player
from kings.klondike.rules import MAX_SESSION, PRESETS, Rules
from kings.klondike.session import Session
from kings.klondike.unseen import redeal_hidden
from kings.seeding import Rng, check_seed

GAME_ID = "klondike"
MAX_MOVES = 20_000  #: far more than a deal's moves (a record longer than this is damaged)


#: a record of another kind or game, in words (the record's "kind" is data, not a word)
NOT_THIS = {
    "deal": N_("This is not a Klondike deal record."),
    "session": N_("This is not a Klondike session record."),
}


def _header(text: str, kind: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        raise NotationError(_("This is not a Klondike record: it is not JSON.")) from None
    if not isinstance(data, dict) or data.get("game") != GAME_ID or data.get("kind") != kind:
        raise NotationError(_(NOT_THIS[kind]))
    return data


def _moves(data: Any) -> tuple[Move, ...]:
    if not isinstance(data, list) or len(data) > MAX_MOVES or not all(isinstance(m, str) for m in data):
        raise NotationError(_("A Klondike record's moves are a list of at most {most} texts.").format(most=MAX_MOVES))
    return tuple(parse_move(m) for m in data)


def _table(data: dict[str, Any]) -> tuple[Rules, int]:
    try:
        if data.get("players") != 1:
            raise RulesError("Klondike is played by one player")
        rules = Rules.from_dict(data.get("rules")).validate(1)
        seed = check_seed(data.get("seed"))
    except (RulesError, ValueError) as exc:
        raise NotationError(_("The Klondike record is damaged: {error}").format(error=exc)) from None
    return rules, seed


@dataclass(frozen=True, slots=True)
class DealRecord:
    """Rules + seed + every move: replays one deal exactly."""

    rules: Rules
    seed: int
    moves: tuple[Move, ...]

    @property
    def players(self) -> int:
        return 1

    @classmethod
    def of(cls, deal: Deal) -> DealRecord:
        if deal.seed is None:
            raise ValueError("only a deal dealt from a seed has a record")
        return cls(deal.rules, deal.seed, deal.moves)

    def replay(self) -> Deal:
        deal = Deal.new(self.rules, self.seed)
        for move in self.moves:
            deal = deal.play(move)
        return deal

    def to_json(self) -> str:
        data = {"game": GAME_ID, "kind": "deal", "format": 1, "rules": self.rules.to_dict(), "seed": self.seed,
                "players": 1, "moves": [str(m) for m in self.moves]}  # fmt: skip
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> DealRecord:
        data = _header(text, "deal")
        rules, seed = _table(data)
        return cls(rules, seed, _moves(data.get("moves")))


@dataclass(frozen=True, slots=True)
class SessionRecord:
    """Rules + seed + the moves of every deal: replays a whole session exactly."""

    rules: Rules
    seed: int
    deals: tuple[tuple[Move, ...], ...]  #: each deal's moves, the one in progress last

    @property
    def players(self) -> int:
        return 1

    @classmethod
    def of(cls, session: Session) -> SessionRecord:
        deals = tuple(d.moves for d in session.results)
        if session.current is not None:
            deals += (session.current.moves,)
        return cls(session.rules, session.seed, deals)

    def replay(self) -> Session:
        session = Session.new(self.rules, self.seed)
        for i, moves in enumerate(self.deals):
            if i:
                session = session.next_deal()
            for move in moves:
                session = session.play(move)
        return session

    def to_json(self) -> str:
        data = {"game": GAME_ID, "kind": "session", "format": 1, "rules": self.rules.to_dict(), "seed": self.seed,
                "players": 1, "deals": [[str(m) for m in d] for d in self.deals]}  # fmt: skip
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> SessionRecord:
        data = _header(text, "session")
        rules, seed = _table(data)
        deals = data.get("deals")
        if not isinstance(deals, list) or len(deals) > MAX_SESSION:
            raise NotationError(_("A Klondike session record's deals are a list of at most {most}.").format(
                most=MAX_SESSION))
        return cls(rules, seed, tuple(_moves(d) for d in deals))


class KlondikeApi:
    """Factories and generic views of Klondike (thin: the game's own modules do the work)."""

    @property
    def presets(self) -> Mapping[str, Rules]:
        return _PRESETS

    def new(self, rules: Rules, seed: int, players: int = 1, dealer: int = 0) -> Deal:
        """A new deal (Klondike has no dealer: ``dealer`` must be 0)."""
        if dealer != 0:
            raise ValueError("Klondike has no dealer: the only seat is 0")
        return Deal.new(rules, seed, players)

    def new_match(self, rules: Rules, seed: int, players: int = 1) -> Session:
        return Session.new(rules, seed, players)

    def make_player(self, level: str) -> Player:
        return make_player(level)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def record(self, state: Deal) -> DealRecord:
        return DealRecord.of(state)

    def record_from_json(self, text: str) -> DealRecord:
        return DealRecord.from_json(text)

    def match_record(self, match: Session) -> SessionRecord:
        return SessionRecord.of(match)

    def match_record_from_json(self, text: str) -> SessionRecord:
        return SessionRecord.from_json(text)

    def pack(self, rules: Rules) -> tuple[Card, ...]:
        return STANDARD_DECK

    def cards_in_play(self, state: Deal) -> tuple[Card, ...]:
        return cards_of(state)

    def redeal_hidden(self, state: Deal, seat: int, rng: Rng) -> Deal:
        return redeal_hidden(state, seat, rng)


_PRESETS: Mapping[str, Rules] = MappingProxyType(PRESETS)

#: The one instance the registry will name (``kings.klondike.api:GAME``); typed so mypy checks it fits.
GAME: protocol.Game = KlondikeApi()
