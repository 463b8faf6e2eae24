"""Picking a move on the board the way a player does: tap a piece, then each square it lands on.

The table lights the pieces that can move (:func:`movable`); once one is picked it lights the squares the piece can
go to next (:attr:`Pick.hops`), and a multi-jump is made by tapping its landings one after another (or dragging
along them). Everything comes from the legal moves, so the table can never offer a move the rules refuse.

A path that is a whole move with nothing after it is played at once (:attr:`Pick.play`). When a jump may stop or
go on (the standard rules let a multi-jump stop after any jump), the landing is lit as the end of a move: tapping
it again stops there; tapping a lit square beyond jumps on.

>>> from kings.kings_court.board import name, parse_square as sq
>>> from kings.kings_court.state import CourtGame
>>> game = CourtGame.from_fen("8/8/8/3g4/2go4/2o5/8/8 o - 0 9")
>>> moves = game.legal_moves()
>>> [name(s) for s in movable(moves)]
['c3', 'd4']
>>> p = tap(moves, (), sq("c3"))
>>> [name(s) for s in p.hops], p.play
(['c2', 'b3', 'd3', 'c5'], None)
>>> p = tap(moves, p.path, sq("c5"))
>>> [name(s) for s in p.hops], p.move, p.play
(['e5'], Move.parse('c3xc5'), None)
>>> tap(moves, p.path, sq("e5")).play, tap(moves, p.path, sq("c5")).play
(Move.parse('c3xc5xe5'), Move.parse('c3xc5'))

A player who reads a multi-jump as where it ends may tap its last landing at once, as the hint shows it:
:func:`landing` finds the one move of the picked piece that ends there.

>>> landing(moves, (sq("c3"),), sq("e5")), landing(moves, (sq("c3"),), sq("c5")), landing(moves, (sq("c3"),), sq("h8"))
(Move.parse('c3xc5xe5'), None, None)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.kings_court.moves import Move


@dataclass(frozen=True, slots=True)
class Pick:
    """Where a player is in picking a move."""

    path: tuple[int, ...] = ()  #: the squares tapped so far, the piece's first (empty: nothing picked)
    hops: tuple[int, ...] = ()  #: the squares that can come next (to light up), in square order
    move: Move | None = None  #: the legal move the path is so far, if it is one (a jump that may stop here)
    play: Move | None = None  #: the move to play now: the path is a move with nothing after it, or the player stopped


def movable(moves: Sequence[Move]) -> tuple[int, ...]:
    """The squares of the pieces that have a legal move, in square order."""
    return tuple(sorted({m.origin for m in moves}))


def by_origin(moves: Sequence[Move]) -> dict[int, tuple[Move, ...]]:
    """The legal moves grouped by the square of the piece that makes them, in square order."""
    out: dict[int, list[Move]] = {}
    for m in moves:
        out.setdefault(m.origin, []).append(m)
    return {s: tuple(out[s]) for s in sorted(out)}


def pick(moves: Sequence[Move], path: tuple[int, ...]) -> Pick:
    """The pick of ``path`` (a start of some legal move's path; anything else picks nothing)."""
    if not path:
        return Pick()
    n = len(path)
    longer = [m for m in moves if m.path[:n] == path]
    if not longer:
        return Pick()
    hops = tuple(sorted({m.path[n] for m in longer if len(m.path) > n}))
    move = next((m for m in longer if len(m.path) == n), None)
    return Pick(path, hops, move, move if move is not None and not hops else None)


def tap(moves: Sequence[Move], path: tuple[int, ...], square: int) -> Pick:
    """The pick after tapping ``square`` with ``path`` picked so far: a lit square extends the path; the path's
    last square again stops a jump that may stop there; another movable piece is picked instead; anything else
    drops the pick."""
    current = pick(moves, path)
    if square in current.hops:
        return pick(moves, (*current.path, square))
    if current.move is not None and len(current.path) > 1 and square == current.path[-1]:
        return Pick(current.path, current.hops, current.move, current.move)
    return pick(moves, (square,))


def landing(moves: Sequence[Move], path: tuple[int, ...], square: int) -> Move | tuple[int, ...] | None:
    """A multi-jump's last landing ``square`` tapped with ``path`` picked, past the landings between: the one legal
    move that goes on from ``path`` and ends there; when several do (two ways to the same square), the landings they
    share, for the player to pick the way on from there; None when no move ends there, or the ways part at once (the
    next square to tap is then one of the lit ones)."""
    n = len(path)
    if not n:
        return None
    ends = [m for m in moves if m.path[:n] == path and len(m.path) > n + 1 and m.path[-1] == square]
    if len(ends) == 1:
        return ends[0]
    if not ends:
        return None
    shared = n
    while all(len(m.path) > shared + 1 and m.path[shared] == ends[0].path[shared] for m in ends):
        shared += 1
    return ends[0].path[:shared] if shared > n else None
