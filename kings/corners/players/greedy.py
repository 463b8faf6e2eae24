"""The single-move heuristic shared by the medium and easy levels.

It scores each legal move on its own, as the CPU players of most Kings in the Corner apps do:
kings to corners first, then pile moves that free a space, then builds, then space fills with
the card that best continues from the hand, and it ends the turn only when nothing is left.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import JOKER, RANK_OF, Card
from kings.corners import DRAW, Move, Observation, Play, Shift
from kings.corners.movegen import Piles, tables
from kings.corners.rules import Rules

KING_TO_CORNER = 100.0
FREE_SPACE = 80.0  # a pile moved off a side leaves a space to fill from hand
FREE_CORNER = 55.0  # a corner pile moved onto another pile lets a king in
BUILD = 60.0
FILL = 40.0
JOKER_PLAY = -25.0  # a joker is the most flexible card in hand: spend real cards first
DRAW_SCORE = 1.0
END_SCORE = 0.0


def _followers(rules: Rules, hand: tuple[Card, ...], card: Card, place: int) -> int:
    """How many cards of ``hand`` could go on ``card`` once it tops pile ``place``."""
    fits = tables(rules).fits[place][card]
    return sum(1 for c in hand if c in fits)


def score(obs: Observation, move: Move) -> float:
    """How much the medium level likes ``move`` here, judged on its own (higher is better)."""
    return score_on(obs.rules, obs.piles, obs.hand, move)


def score_on(rules: Rules, piles: Piles, hand: tuple[Card, ...], move: Move) -> float:
    """:func:`score` from the parts of the table it reads (playouts call it on a whole deal)."""
    if isinstance(move, Play):
        card, place = move.card, move.pile
        bonus = JOKER_PLAY if card.is_joker else 0.0
        pile = piles[place]
        if place >= 4 and not pile:
            return KING_TO_CORNER + bonus
        follow = _followers(rules, hand, card, place)
        if pile:
            return BUILD + 5.0 * follow + bonus
        # A space: fill it with a card our hand can build on, else the highest card (more to build on).
        rank = RANK_OF[card] if card != JOKER else 0
        return FILL + 5.0 * follow + 0.5 * rank + bonus
    if isinstance(move, Shift):
        src, dst = piles[move.source], piles[move.target]
        if move.target >= 4 and not dst:
            return KING_TO_CORNER - 5.0  # a king pile into a corner frees its side too
        if move.source < 4:
            return FREE_SPACE + len(src) * 0.1
        # Emptying a corner only helps whoever holds a king: us, or else maybe the next player.
        return FREE_CORNER if any(RANK_OF[c] == 13 for c in hand if c != JOKER) else -1.0
    if move == DRAW:
        return DRAW_SCORE
    return END_SCORE


def ranked(obs: Observation, legal: Sequence[Move]) -> list[tuple[float, int, Move]]:
    """``legal`` as (score, -index, move), best first; the index keeps ties in the engine's order."""
    return sorted(((score(obs, m), -i, m) for i, m in enumerate(legal)), key=lambda t: (t[0], t[1]), reverse=True)


def best_on(rules: Rules, piles: Piles, hand: tuple[Card, ...], legal: Sequence[Move]) -> Move:
    """:func:`best` from the parts of the table it reads."""
    top, pick = -1e9, legal[0]
    for m in legal:
        value = score_on(rules, piles, hand, m)
        if value > top:  # strictly better: the first in engine order among equals
            top, pick = value, m
    return pick


def best(obs: Observation, legal: Sequence[Move]) -> Move:
    """The top-scoring move (the first in engine order among equals)."""
    if len(legal) == 1:
        return legal[0]
    return ranked(obs, legal)[0][2]
