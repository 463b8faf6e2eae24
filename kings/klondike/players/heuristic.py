"""Rules of thumb for Klondike, from what the player sees alone: the easy player, and the hard player's choice when its
search finds nothing (and its tie-break when it does).

Best first: a card that is safe at home goes home; then a move that turns a face-down card over (from the column
with the most of them); then cards home; then the waste's card onto a column; then emptying a column for a king
that is waiting for one; then moving part of a run so that the card it uncovers goes home; then drawing, then
turning the waste over. Never: moving a run between two columns for nothing, emptying a column no king waits for,
a king from an empty-bottomed column to another, a card back from its foundation. It gives up after going round the
stock three times with no progress (see :attr:`~kings.klondike.deal.Deal.idle`), or when only pointless moves are
left.

>>> from kings.cards import Card
>>> from kings.klondike.deal import Deal
>>> from kings.klondike.moves import Put
>>> from kings.klondike.rules import Rules
>>> obs = Deal.new(Rules(), seed=7).observe(0)
>>> [str(m) for m in obs.legal_moves()]
['AC>F', '6D>4', '7S>6', '3C>1', 'draw', 'give-up']
>>> [worth(obs, m) for m in obs.legal_moves()]
[1136, 507, 525, 540, 10, -1000]
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import RANK_OF, Card
from kings.klondike.moves import DRAW, GIVE_UP, RECYCLE, Move, Put
from kings.klondike.observation import Observation
from kings.klondike.piles import KING, goes_home, safe_home

SAFE_HOME = 1000
TURN_OVER = 500
HOME = 200
FROM_WASTE = 150
KING_FROM_WASTE = 120
MAKE_ROOM = 80
FREE_FOR_HOME = 60
DRAW_WORTH = 10
RECYCLE_WORTH = 5
POINTLESS = -100
TAKE_BACK = -300
GIVE_UP_WORTH = -1000
ROUNDS_BEFORE_GIVING_UP = 3  #: trips round the stock with no progress before giving up


def where(obs: Observation, card: Card) -> tuple[str, int, int] | None:
    """Where the player can pick ``card`` up (as :meth:`Deal.locate <kings.klondike.deal.Deal.locate>`)."""
    if obs.waste and obs.waste[-1] == card:
        return ("waste", 0, 0)
    for i, run in enumerate(obs.up):
        if card in run:
            return ("tableau", i, run.index(card))
    if obs.foundations[card // 13] == RANK_OF[card]:
        return ("home", card // 13, 0)
    return None


def king_waiting(obs: Observation) -> bool:
    """Whether a king could use an empty column: one with face-down cards under it, or on the waste."""
    if obs.waste and RANK_OF[obs.waste[-1]] == KING:
        return True
    return any(run and RANK_OF[run[0]] == KING and hidden for run, hidden in zip(obs.up, obs.hidden, strict=True))


def worth(obs: Observation, move: Move) -> int:
    """How good ``move`` looks by the rules of thumb (higher is better; below zero: pointless)."""
    if move == DRAW:
        return DRAW_WORTH
    if move == RECYCLE:
        return RECYCLE_WORTH
    if not isinstance(move, Put):
        return GIVE_UP_WORTH
    found = obs.foundations
    spot = where(obs, move.card)
    if spot is None:
        return GIVE_UP_WORTH
    kind, i, start = spot
    if kind == "home":
        return TAKE_BACK
    turns_over = kind == "tableau" and start == 0 and obs.hidden[i] > 0
    if move.home and safe_home(move.card, found):
        return SAFE_HOME + 10 * (13 - RANK_OF[move.card]) + (10 + obs.hidden[i] if turns_over else 0)
    buried = 0 if move.home else obs.hidden[move.column]  # prefer not to bury more face-down cards
    if turns_over:
        return TURN_OVER + 10 * obs.hidden[i] - buried
    if move.home:
        return HOME
    if kind == "waste":
        return KING_FROM_WASTE if RANK_OF[move.card] == KING else FROM_WASTE - buried
    if start == 0:  # the whole run of a column with nothing face down: it empties the column
        if RANK_OF[move.card] == KING:
            return POINTLESS
        return MAKE_ROOM if king_waiting(obs) else POINTLESS
    under = obs.up[i][start - 1]
    return FREE_FOR_HOME if goes_home(under, found) else POINTLESS


def idle_limit(obs: Observation) -> int:
    """Moves without progress after which a player gives up: three trips round the stock, and a few more."""
    cycle = -(-(obs.stock_size + len(obs.waste)) // obs.rules.draw) + 1
    return ROUNDS_BEFORE_GIVING_UP * cycle + 12


def ranked(obs: Observation, legal: Sequence[Move]) -> list[Move]:
    """The legal moves, best first by :func:`worth` (ties in the legal order)."""
    return sorted(legal, key=lambda m: -worth(obs, m))


def best_move(obs: Observation, legal: Sequence[Move]) -> Move:
    """The rules of thumb's move: the best by :func:`worth`, or give up (see the module doc)."""
    if obs.idle > idle_limit(obs):
        return GIVE_UP
    best = ranked(obs, legal)[0]
    return best if worth(obs, best) >= 0 else GIVE_UP
