"""The same game of Kings Cup with the cards' order shuffled again: nobody sees the order of the cards not drawn
yet, so every seat's observation stays the same.

>>> from kings.kings_cup.cup import KingsCup
>>> from kings.kings_cup.moves import DRAW
>>> from kings.kings_cup.rules import Rules
>>> from kings.seeding import Rng
>>> g = KingsCup.new(Rules(), seed=3, names=("Ada", "Bo")).play(DRAW)
>>> other = redeal_hidden(g, 0, Rng(1))
>>> other.stock != g.stock, other.observe(0) == g.observe(0), g.observe(1).left
(True, True, 51)
"""

from __future__ import annotations

from dataclasses import replace

from kings.kings_cup.cup import KingsCup
from kings.seeding import Rng


def redeal_hidden(game: KingsCup, seat: int, rng: Rng) -> KingsCup:
    """The same game with the cards not drawn yet shuffled again (nobody, ``seat`` included, sees their order)."""
    if not 0 <= seat < game.players:
        raise ValueError(f"there is no seat {seat} at a table of {game.players}")
    stock = list(game.stock)
    rng.shuffle(stock)
    return replace(game, stock=tuple(stock))
