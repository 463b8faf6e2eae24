"""Legal moves on bitboards: the one generator behind the game's legal moves, its refusals and the CPU's search.

A side's position is two bitboards, ``own`` (the pieces of the player to move) and ``opp``. A move's effect is
``(origin, target, captured)``: where the piece starts and ends, and the bitboard of the opponent's pieces it
captures. Several jump paths can have the same effect (around a block of pieces either way): the game lists every
path (they are different moves to a player), the search only the distinct effects.

>>> from kings.kings_court.board import START_GREEN, START_ORANGE, name
>>> from kings.kings_court.rules import Rules
>>> first = legal_paths(START_ORANGE, START_GREEN, Rules(), ply=0, entry=0)
>>> ["-".join(name(s) for s in path) for path, _ in first]
['d2-d3', 'f2-f3', 'g3-f3', 'b4-c4', 'g5-f5', 'b6-c6', 'c7-c6', 'e7-e6']
>>> after = START_ORANGE ^ 1 << 11 | 1 << 19  # d2-d3: one rank up (+8)
>>> reply = legal_paths(START_GREEN, after, Rules(), ply=1, entry=8)
>>> ["-".join(name(s) for s in path) for path, _ in reply]
['d7-d6', 'f7-f6']
"""

from __future__ import annotations

from kings.kings_court.board import COURT, FULL, JUMPS, NEIGHBOURS, NOT_AB, NOT_GH, SHIFTS, spread, squares
from kings.kings_court.rules import Captures, Jumps, Opening, Rules

Path = tuple[int, ...]
#: A move's effect: (origin, target, captured bitboard).
Effect = tuple[int, int, int]


def _extend(sq: int, occ: int, opp: int, visited: int, path: Path, captured: int, must_continue: bool,
            out: list[tuple[Path, int]]) -> None:  # fmt: skip
    """Every jump path going on from ``path`` (ending on ``sq``) into ``out``. ``occ`` is every piece still on the
    board but the jumping one; captured pieces leave it at once (their squares are free to land on later)."""
    extended = False
    for over, land in JUMPS[sq]:
        lb = 1 << land
        if (occ | visited) & lb or not (occ >> over) & 1:
            continue
        extended = True
        cap = (1 << over) & opp
        longer = (*path, land)
        if not must_continue:
            out.append((longer, captured | cap))
        _extend(land, occ & ~cap, opp & ~cap, visited | lb, longer, captured | cap, must_continue, out)
    if must_continue and not extended and len(path) > 1:
        out.append((path, captured))


def jump_paths(origin: int, own: int, opp: int, must_continue: bool = False) -> list[tuple[Path, int]]:
    """Every jump path of the piece on ``origin`` with its captures (court rule not applied), in search order."""
    out: list[tuple[Path, int]] = []
    bit = 1 << origin
    _extend(origin, (own & ~bit) | opp, opp, bit, (origin,), 0, must_continue, out)
    return out


def entries(own: int, opp: int, direction: int = 0) -> list[tuple[Path, int]]:
    """The opening's steps onto the Court from outside it (``direction``: only steps of that square difference)."""
    empty_court = COURT & ~(own | opp)
    out: list[tuple[Path, int]] = []
    for s in squares(own & ~COURT & spread(empty_court)):
        for t in NEIGHBOURS[s]:
            if (empty_court >> t) & 1 and (not direction or t - s == direction):
                out.append(((s, t), 0))
    return out


#: (shift towards, shift back, square difference) of the four directions.
_STEPS = tuple((towards, back, delta) for (towards, back), delta in zip(SHIFTS, (8, -8, 1, -1), strict=True))


def jumpers(own: int, opp: int) -> int:
    """The pieces of ``own`` that can jump now: a piece next to them, an empty square beyond (shifts written out: it
    runs at every node of the search)."""
    occ = own | opp
    empty = FULL & ~occ
    up = (occ >> 8) & (empty >> 16)
    down = (occ << 8) & (empty << 16)
    right = (occ >> 1) & (empty >> 2) & NOT_GH
    left = (occ << 1) & (empty << 2) & NOT_AB
    return (up | down | right | left) & own


def legal_paths(own: int, opp: int, rules: Rules, ply: int, entry: int) -> list[tuple[Path, int]]:
    """Every legal move of the player owning ``own``, as (path, captured), sorted by path.

    ``ply`` counts the moves played (0: Orange's first, 1: Green's first); ``entry`` is the square difference of
    Orange's first step (``d2-d3``: +8), which Green's first step reverses under :attr:`Opening.OPPOSITE` (0: any)."""
    if ply == 0:
        return entries(own, opp)
    if ply == 1:
        return entries(own, opp, -entry if rules.opening is Opening.OPPOSITE else 0)
    out: list[tuple[Path, int]] = []
    court = own & COURT
    lone = court if not court & (court - 1) else 0  # the only piece in the Court (it may not leave it)
    empty = FULL & ~(own | opp)
    for towards, _, delta in _STEPS:
        targets = towards(own) & empty
        while targets:
            low = targets & -targets
            targets ^= low
            t = low.bit_length() - 1
            if not (lone and lone == 1 << (t - delta) and not low & COURT):
                out.append(((t - delta, t), 0))
    must_continue = rules.jumps is Jumps.MUST_CONTINUE
    movers = jumpers(own, opp)
    while movers:
        low = movers & -movers
        movers ^= low
        s = low.bit_length() - 1
        rest = own & ~low
        for path, cap in jump_paths(s, own, opp, must_continue):
            if (rest | 1 << path[-1]) & COURT:
                out.append((path, cap))
    if rules.captures is Captures.COMPULSORY and any(cap for _, cap in out):
        out = [m for m in out if m[1]]
    out.sort()
    return out


#: For each square, its jumps as bits: (the bit jumped over, the square landed on, its bit).
_JUMP_BITS = tuple(tuple((1 << over, land, 1 << land) for over, land in jumps) for jumps in JUMPS)


def _reach(sq: int, occ: int, opp: int, visited: int, captured: int, must_continue: bool,
           out: list[tuple[int, int]], done: set[tuple[int, int, int]]) -> None:
    """As :func:`_extend`, keeping only where each path ends and what it captured, once each (``done``: the jump
    states already gone on from, so two paths meeting again are followed once)."""
    extended = False
    for ob, land, lb in _JUMP_BITS[sq]:
        if (occ | visited) & lb or not occ & ob:
            continue
        extended = True
        cap = ob & opp
        now = captured | cap
        seen = visited | lb
        state = (land, seen, now)
        if state in done:
            continue
        done.add(state)
        if not must_continue and (land, now) not in out:
            out.append((land, now))
        _reach(land, occ & ~cap, opp & ~cap, seen, now, must_continue, out, done)
    if must_continue and not extended and visited & (visited - 1) and (sq, captured) not in out:
        out.append((sq, captured))  # a jump was made (more than the origin visited) and cannot go on


def effects(own: int, opp: int, rules: Rules, steps: bool = True) -> list[Effect]:
    """The distinct effects of the legal moves after the opening (what the search needs): captures first, most
    pieces captured first; with ``steps`` False only the jumps."""
    caps: list[Effect] = []
    quiet: list[Effect] = []
    occ = own | opp
    court = own & COURT
    lone = court if not court & (court - 1) else 0  # the only piece in the Court (it may not leave it)
    if steps:
        empty = FULL & ~occ
        for towards, _, delta in _STEPS:
            targets = towards(own) & empty
            while targets:
                low = targets & -targets
                targets ^= low
                t = low.bit_length() - 1
                if lone and lone == 1 << (t - delta) and not low & COURT:
                    continue
                quiet.append((t - delta, t, 0))
    must_continue = rules.jumps is Jumps.MUST_CONTINUE
    movers = jumpers(own, opp)
    while movers:
        low = movers & -movers
        movers ^= low
        s = low.bit_length() - 1
        rest = own & ~low
        ends: list[tuple[int, int]] = []
        _reach(s, rest | opp, opp, low, 0, must_continue, ends, set())
        for t, cap in ends:
            if (rest | 1 << t) & COURT:
                (caps if cap else quiet).append((s, t, cap))
    if rules.captures is Captures.COMPULSORY and caps:
        quiet = []
    caps.sort(key=lambda e: -e[2].bit_count())  # stable: equal counts stay in generation order
    return caps + quiet
