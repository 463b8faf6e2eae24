"""Kings in the Corner as a :class:`kings.game.Game`: what :mod:`kings.registry` loads for ``corners``.

>>> from kings.seeding import Rng
>>> deal = GAME.new(GAME.presets["jokers"], seed=3, players=4)
>>> sorted(GAME.cards_in_play(deal)) == sorted(GAME.pack(deal.rules))
True
>>> GAME.record_from_json(GAME.record(deal).to_json()).replay() == deal
True
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from kings import game
from kings.cards import Card, deck
from kings.corners.deal import Deal
from kings.corners.match import Match, MatchRecord
from kings.corners.moves import Move
from kings.corners.notation import DealRecord
from kings.corners.players import Player, make_player
from kings.corners.presets import PRESETS
from kings.corners.rules import Rules
from kings.corners.unseen import redeal_unseen
from kings.seeding import Rng


class CornersGame:
    """Factories and generic views of Kings in the Corner, for the registry (thin: the game's API does the work)."""

    @property
    def presets(self) -> Mapping[str, Rules]:
        return _PRESETS

    def new(self, rules: Rules, seed: int, players: int, dealer: int = 0) -> Deal:
        return Deal.new(rules, seed, players, dealer)

    def new_match(self, rules: Rules, seed: int, players: int) -> Match:
        return Match.new(rules, seed, players)

    def make_player(self, level: str) -> Player:
        return make_player(level)

    def parse_move(self, text: str) -> Move:
        return Move.parse(text)

    def record(self, state: Deal) -> DealRecord:
        return DealRecord.of(state)

    def record_from_json(self, text: str) -> DealRecord:
        return DealRecord.from_json(text)

    def match_record(self, match: Match) -> MatchRecord:
        return MatchRecord.of(match)

    def match_record_from_json(self, text: str) -> MatchRecord:
        return MatchRecord.from_json(text)

    def pack(self, rules: Rules) -> tuple[Card, ...]:
        return deck(2 if rules.jokers else 0)

    def cards_in_play(self, state: Deal) -> tuple[Card, ...]:
        groups = (*state.hands, *state.piles, state.stock, state.aside)
        return tuple(card for group in groups for card in group)

    def redeal_hidden(self, state: Deal, seat: int, rng: Rng) -> Deal:
        return redeal_unseen(state, seat, rng)


_PRESETS: Mapping[str, Rules] = MappingProxyType(PRESETS)

#: The one instance the registry names (``kings.corners.game:GAME``); typed so mypy checks it fits the protocol.
GAME: game.Game = CornersGame()
