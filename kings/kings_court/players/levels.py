"""The CPU levels of King's Court: what each looks at, on the one search (:mod:`kings.kings_court.players.search`).

Every level chooses among the legal moves' distinct effects (where the piece ends and what it captures: two jump
paths around a block can have the same one), in an order shuffled by its generator, so that ties between equally
good moves fall differently from game to game; the path played is the first legal one with that effect. The two
opening moves (a step onto the Court, two to eight choices) are chosen by the evaluation one move ahead at every
level but random.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.kings_court.board import COURT
from kings.kings_court.movegen import Effect, effects
from kings.kings_court.moves import Move
from kings.kings_court.observation import Observation
from kings.kings_court.outcome import ORANGE
from kings.kings_court.players.evaluation import evaluate
from kings.kings_court.players.search import WIN, Search
from kings.kings_court.state import CourtGame
from kings.seeding import Rng

_MASK = (1 << 64) - 1

EASY_SLIPS = 4  #: the easy level plays any legal move one time in this many
HARD_BUDGET = 3000  #: positions the hard level visits a move (about 0.06 s in CPython, 0.15 s in Pyodide)


def _by_effect(obs: Observation[CourtGame], legal: Sequence[Move]) -> dict[Effect, Move]:
    """The first legal move of each distinct effect, in the legal moves' order."""
    game = obs.game
    out: dict[Effect, Move] = {}
    for move in legal:
        out.setdefault((move.origin, move.target, game.captures(move)), move)
    return out


def _one_ply(own: int, opp: int, effect: Effect) -> int:
    """The mover's score after ``effect``: a win if it takes the last pieces in the Court, else the evaluation of the
    position it leaves, seen from the other side."""
    origin, target, captured = effect
    if captured and not opp & ~captured & COURT:
        return WIN
    return -evaluate(opp & ~captured, own & ~(1 << origin) | 1 << target)


def seen_positions(game: CourtGame) -> frozenset[tuple[int, int]]:
    """The positions of ``game`` since the last capture, as the search's keys (the mover's pieces first), the
    current one included: a return to any of them counts toward a draw by repetition."""
    out = set()
    for key in game.seen:
        orange, green, turn = key & _MASK, (key >> 64) & _MASK, key >> 128
        out.add((orange, green) if turn == ORANGE else (green, orange))
    return frozenset(out)


def _loses_at_once(game: CourtGame, effect: Effect) -> bool:
    """True when after ``effect`` the other player can capture every piece the mover has in the Court."""
    if game.ply == 0:
        return False  # Green's reply is its entry: no capture
    own, opp = game.sides(game.turn)
    origin, target, captured = effect
    mover = own & ~(1 << origin) | 1 << target
    court = mover & COURT
    return any(not court & ~cap for _, _, cap in effects(opp & ~captured, mover, game.rules, steps=False) if cap)


def _slip(game: CourtGame, legal: Sequence[Move], rng: Rng) -> Move:
    """A move at random, a mistake on purpose, but not one that hands the other player the game at once (a level
    that gives the game away in a few moves teaches nothing)."""
    safe = [m for m in legal if not _loses_at_once(game, (m.origin, m.target, game.captures(m)))] or list(legal)
    return safe[rng.below(len(safe))]


class RandomPlayer:
    """Any legal move, uniformly (for tests and benchmarks)."""

    level = "random"

    def choose(self, obs: Observation[CourtGame], legal: Sequence[Move], rng: Rng) -> Move:
        return legal[rng.below(len(legal))]


@dataclass
class SearchPlayer:
    """A level of the search: its depth and budget, whether it plays captures out, and how often it slips."""

    level: str = "hard"
    depth: int = 12
    budget: int = HARD_BUDGET
    quiescence: bool = True
    slips: int = 0  #: one move in this many is any legal move that does not lose at once (0: never)

    def choose(self, obs: Observation[CourtGame], legal: Sequence[Move], rng: Rng) -> Move:
        if self.slips and rng.below(self.slips) == 0:
            return _slip(obs.game, legal, rng)
        if len(legal) == 1:
            return legal[0]
        moves = _by_effect(obs, legal)
        order = list(moves)
        rng.shuffle(order)
        own, opp = obs.game.sides(obs.game.turn)
        if obs.game.opening or self.depth == 1:
            if self.depth == 1:  # one move ahead, but it sees a reply that would take its last pieces in the Court
                order = [e for e in order if not _loses_at_once(obs.game, e)] or order
            scores = [_one_ply(own, opp, effect) for effect in order]
            return moves[order[scores.index(max(scores))]]
        search = Search(obs.game.rules, budget=self.budget, max_depth=self.depth, quiescence=self.quiescence,
                        seen=seen_positions(obs.game))
        return moves[search.best(own, opp, order).effect]


def EasyPlayer() -> SearchPlayer:
    """One move ahead (avoiding a move that loses at once), and one time in :data:`EASY_SLIPS` any legal move that
    does not lose at once."""
    return SearchPlayer("easy", depth=1, quiescence=False, slips=EASY_SLIPS)


def MediumPlayer() -> SearchPlayer:
    """Two moves ahead: its move and the best reply, by the evaluation (no captures played out)."""
    return SearchPlayer("medium", depth=2, budget=10**9, quiescence=False)


def HardPlayer(budget: int = HARD_BUDGET) -> SearchPlayer:
    """Alpha-beta with iterative deepening and captures played out, within ``budget`` positions a move."""
    return SearchPlayer("hard", budget=budget)
