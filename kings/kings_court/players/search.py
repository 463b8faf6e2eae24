"""Alpha-beta search for King's Court's CPU players, on bitboards, with a budget of nodes (not of time).

Negamax with alpha-beta pruning and iterative deepening; a transposition table keeps each position's best move and
bound between iterations and across transpositions; captures are searched first (most pieces first), then the
table's move, then quiet moves by a history of the moves that caused cut-offs. At the horizon a **quiescence
search** plays captures on (until none is left or :data:`QUIESCENCE_PLIES`), so the evaluation is never read in the
middle of an exchange. A move that leaves the opponent no piece in the Court wins at once.

The work is counted in nodes (positions visited); when the budget runs out the search stops and answers with the
deepest iteration it finished, so a move is the same on any machine and under any load, in CPython and Pyodide.

Positions are ``(own, opp)`` bitboards, the player to move owning ``own``; a move is its effect
``(origin, target, captured)`` (:mod:`kings.kings_court.movegen`); the game's own paths are chosen from at the root.

>>> from kings.kings_court.rules import Rules
>>> from kings.kings_court.state import CourtGame
>>> from kings.kings_court.board import name
>>> game = CourtGame.from_fen("8/8/8/3g4/2go4/2o5/8/8 o - 0 9")  # c3xc5xe5 takes both green pieces in the Court
>>> own, opp = game.sides(game.turn)
>>> result = Search(Rules(), budget=2000).best(own, opp, effects(own, opp, Rules()))
>>> [name(s) for s in result.effect[:2]], result.score >= WIN - 10, result.depth
(['c3', 'e5'], True, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kings.kings_court.board import COURT
from kings.kings_court.movegen import Effect, effects
from kings.kings_court.players.evaluation import court_in_danger, evaluate
from kings.kings_court.rules import Blocked, Rules

WIN = 100_000  #: the score of a won position (less the plies it takes)
DRAW = 0
QUIESCENCE_PLIES = 3
QUIESCENCE_WIDTH = 4  #: captures tried at a quiescence node (the biggest first)
MAX_DEPTH = 12
EXACT, LOWER, UPPER = 0, 1, 2

Key = tuple[int, int]  #: a position: (the mover's pieces, the other side's)


class _OutOfBudget(Exception):
    """The node budget ran out in the middle of an iteration."""


@dataclass
class Result:
    """What a search found: the best effect, its score for the mover, the deepest full iteration, nodes used."""

    effect: Effect
    score: int
    depth: int
    nodes: int


@dataclass
class Search:
    """One search's settings and memory (make a new one per decision: the table is not kept between moves).

    ``seen`` holds the positions the game has already been in (as ``(mover, other)`` keys): coming back to one, or
    to a position earlier on the searched line, scores as a draw, so a player ahead avoids repeating and one behind
    seeks it."""

    rules: Rules
    budget: int = 3000  #: nodes before the search stops
    max_depth: int = MAX_DEPTH
    quiescence: bool = True
    seen: frozenset[Key] = frozenset()
    nodes: int = 0
    unbounded: bool = True  #: True while the first iteration runs (it always finishes)
    table: dict[Key, tuple[int, int, int, Effect | None]] = field(default_factory=dict)
    history: dict[tuple[int, int], int] = field(default_factory=dict)
    moves: dict[Key, list[Effect]] = field(default_factory=dict)  #: each searched position's effects, made once
    line: set[Key] = field(default_factory=set)  #: the positions on the line being searched

    def best(self, own: int, opp: int, root: list[Effect]) -> Result:
        """The best of the ``root`` effects (the legal moves' effects, in the order ties should be broken)."""
        best = Result(root[0], 0, 0, 0)
        order = list(root)
        self.line.add((own, opp))
        for depth in range(1, self.max_depth + 1):
            try:
                effect, score = self._root(own, opp, order, depth)
            except _OutOfBudget:
                break
            finally:
                self.unbounded = False  # the first iteration always finishes: only deeper ones can be cut short
            best = Result(effect, score, depth, self.nodes)
            if abs(score) >= WIN - MAX_DEPTH - QUIESCENCE_PLIES:
                break  # a forced win or loss is found: deeper search changes nothing
            order.remove(effect)
            order.insert(0, effect)
        best.nodes = self.nodes
        return best

    def _root(self, own: int, opp: int, order: list[Effect], depth: int) -> tuple[Effect, int]:
        alpha, beta = -WIN - 1, WIN + 1
        chosen = order[0]
        for effect in order:
            score = -self._child(own, opp, effect, depth - 1, -beta, -alpha, 1)
            if score > alpha:
                alpha, chosen = score, effect
        return chosen, alpha

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget and not self.unbounded:
            raise _OutOfBudget

    def _child(self, own: int, opp: int, effect: Effect, depth: int, alpha: int, beta: int, ply: int) -> int:
        """The score, for the player to move after ``effect``, of the position it leads to."""
        origin, target, captured = effect
        mover = own & ~(1 << origin) | 1 << target
        rest = opp & ~captured
        if captured and not rest & COURT:
            return -(WIN - ply)  # the mover took the last piece in the Court: the player to move has lost
        key = (rest, mover)
        if not captured and (key in self.line or key in self.seen):
            return DRAW  # back to a position already met: a repetition
        if depth <= 0 and not self.quiescence:
            self._tick()
            return evaluate(rest, mover)
        self.line.add(key)
        try:
            if depth <= 0:
                return self._quiesce(rest, mover, alpha, beta, ply, 0)
            return self._negamax(rest, mover, depth, alpha, beta, ply)
        finally:
            self.line.discard(key)

    def _blocked(self, ply: int) -> int:
        return -(WIN - ply) if self.rules.blocked is Blocked.LOSES else DRAW

    def _negamax(self, own: int, opp: int, depth: int, alpha: int, beta: int, ply: int) -> int:
        self._tick()
        key = (own, opp)
        entry = self.table.get(key)
        hint: Effect | None = None
        if entry is not None:
            e_depth, e_score, e_kind, hint = entry
            if e_depth >= depth and (e_kind == EXACT or (e_kind == LOWER and e_score >= beta)
                                     or (e_kind == UPPER and e_score <= alpha)):  # fmt: skip
                return e_score
        moves = self.moves.get(key)
        if moves is None:
            moves = self.moves[key] = effects(own, opp, self.rules)
        if not moves:
            return self._blocked(ply)
        start, best, best_effect = alpha, -WIN - 1, moves[0]
        for effect in self._order(moves, hint):
            score = -self._child(own, opp, effect, depth - 1, -beta, -alpha, ply + 1)
            if score > best:
                best, best_effect = score, effect
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        if not effect[2]:
                            cut = (effect[0], effect[1])
                            self.history[cut] = self.history.get(cut, 0) + depth * depth
                        break
        kind = UPPER if best <= start else LOWER if best >= beta else EXACT
        self.table[key] = (depth, best, kind, best_effect)
        return best

    def _order(self, moves: list[Effect], hint: Effect | None) -> list[Effect]:
        """The table's move first, then captures (as generated: most pieces first), then quiet moves by history."""
        caps = [m for m in moves if m[2]]
        quiet = [m for m in moves if not m[2]]
        history = self.history
        quiet.sort(key=lambda m: -history.get((m[0], m[1]), 0))
        ordered = caps + quiet
        if hint is not None and hint in ordered:
            ordered.remove(hint)
            ordered.insert(0, hint)
        return ordered

    def _quiesce(self, own: int, opp: int, alpha: int, beta: int, ply: int, qply: int) -> int:
        """Captures played on from a quiet horizon. When every piece the mover has in the Court can be jumped, the
        mover is in danger of losing at once: it may not stand on the evaluation, and every move is tried."""
        self._tick()
        stand = evaluate(own, opp)
        danger = court_in_danger(own, opp)
        if not danger:
            if stand >= beta or qply >= QUIESCENCE_PLIES:
                return stand
            alpha = max(alpha, stand)
            captures = [e for e in effects(own, opp, self.rules, steps=False) if e[2]]
            opp_court = opp & COURT
            if any(not opp_court & ~e[2] for e in captures):
                return WIN - ply - 1  # a capture takes the last pieces in the Court: tried first, whatever its size
            tries = captures[:QUIESCENCE_WIDTH]
        else:
            if qply >= QUIESCENCE_PLIES:
                return stand
            tries = effects(own, opp, self.rules)
            if not tries:
                return self._blocked(ply)
        for origin, target, captured in tries:
            rest = opp & ~captured
            if captured and not rest & COURT:
                return WIN - ply - 1
            score = -self._quiesce(rest, own & ~(1 << origin) | 1 << target, -beta, -alpha, ply + 1, qply + 1)
            if score > alpha:
                alpha = score
                if alpha >= beta:
                    break
        return alpha
