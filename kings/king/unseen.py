"""The same game of King with what one seat cannot see dealt again: what a CPU player samples, and what a
guest's copy of a shared game holds instead of the others' hands.

>>> from kings.king.game import KingGame, observe
>>> from kings.seeding import Rng
>>> game = KingGame.new(seed=3)
>>> for _ in range(9):
...     game = game.play(game.legal_moves()[0])
>>> other = redeal_hidden(game, 0, Rng(1))
>>> other.cards(1) != game.cards(1), observe(other, 0) == observe(game, 0)
(True, True)
"""

from __future__ import annotations

from dataclasses import replace

from kings.king.game import KingGame
from kings.king.hand import PLAYERS
from kings.seeding import Rng


def redeal_hidden(game: KingGame, seat: int, rng: Rng) -> KingGame:
    """The same game with the other players' cards shuffled and dealt again, each keeping its size."""
    if not 0 <= seat < PLAYERS:
        raise ValueError(f"there is no seat {seat} at a four-player table")
    pos = game.positive
    shown = game.hand if game.hand is not None else pos.dealt if pos is not None else None
    if shown is None:
        return game
    pool = [c for s in range(PLAYERS) if s != seat for c in shown.hands[s]]
    rng.shuffle(pool)
    hands = list(shown.hands)
    for s in range(PLAYERS):
        if s != seat:
            size = len(hands[s])
            hands[s] = tuple(sorted(pool[:size]))
            del pool[:size]
    new = replace(shown, hands=tuple(hands))
    if game.hand is not None:
        return replace(game, hand=new)
    assert pos is not None
    return replace(game, positive=replace(pos, dealt=new))
