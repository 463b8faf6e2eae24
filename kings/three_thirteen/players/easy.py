"""The easy 3-13 player (placeholder while the level is built): the medium player."""

from __future__ import annotations

from kings.three_thirteen.players.medium import MediumPlayer


class EasyPlayer(MediumPlayer):
    level = "easy"
