"""King's Court's legal moves read slowly, straight from the rules page (squares as (file, rank) pairs, the board a
dictionary): the reference the bitboard generator is checked against (tests/test_kings_court_movegen.py) and the
soak's check of King's Court (bench/soak_games.py)."""

from __future__ import annotations

from kings.kings_court.board import FILES
from kings.kings_court.rules import Captures, Jumps, Opening
from kings.kings_court.state import CourtGame

Square = tuple[int, int]
STEPS = ((0, 1), (0, -1), (1, 0), (-1, 0))


def court(sq: Square) -> bool:
    return 2 <= sq[0] <= 5 and 2 <= sq[1] <= 5


def text(sq: Square) -> str:
    return f"{FILES[sq[0]]}{sq[1] + 1}"


def on(sq: Square) -> bool:
    return 0 <= sq[0] < 8 and 0 <= sq[1] < 8


def board_of(game: CourtGame) -> dict[Square, int]:
    out = {}
    for f in range(8):
        for r in range(8):
            colour = game.piece_at(r * 8 + f)
            if colour is not None:
                out[(f, r)] = colour
    return out


def slow_moves(game: CourtGame) -> dict[str, frozenset[Square]]:
    """Every legal move's notation with the squares it captures, by the rules page's words."""
    board, me, rules = board_of(game), game.turn, game.rules
    mine = [sq for sq, colour in board.items() if colour == me]
    found: dict[str, frozenset[Square]] = {}
    if game.ply < 2:  # the opening: a step from outside onto the Court, Green's the opposite way to Orange's
        first = game.moves[0] if game.moves else None
        for sq in mine:
            for df, dr in STEPS:
                to = (sq[0] + df, sq[1] + dr)
                if not on(to) or to in board or court(sq) or not court(to):
                    continue
                if game.ply == 1 and rules.opening is Opening.OPPOSITE and first is not None:
                    back = (first.origin - first.target) % 64
                    if (dr * 8 + df) % 64 != back:
                        continue
                found[f"{text(sq)}-{text(to)}"] = frozenset()
        return found
    ends: list[tuple[list[Square], frozenset[Square]]] = []
    for sq in mine:
        for df, dr in STEPS:
            to = (sq[0] + df, sq[1] + dr)
            if on(to) and to not in board:
                ends.append(([sq, to], frozenset()))

        def jump(path: list[Square], rest: dict[Square, int], caps: frozenset[Square]) -> None:
            at, more = path[-1], False
            for df, dr in STEPS:
                over, land = (at[0] + df, at[1] + dr), (at[0] + 2 * df, at[1] + 2 * dr)
                if on(land) and over in rest and land not in rest and land not in path:
                    more = True
                    taken = rest[over] != me
                    after = {k: v for k, v in rest.items() if not (taken and k == over)}
                    now = caps | {over} if taken else caps
                    if rules.jumps is Jumps.MAY_STOP:
                        ends.append(([*path, land], now))
                    jump([*path, land], after, now)
            if rules.jumps is Jumps.MUST_CONTINUE and not more and len(path) > 1:
                ends.append((path, caps))

        jump([sq], {k: v for k, v in board.items() if k != sq}, frozenset())
    for path, caps in ends:
        left = [p for p in mine if p != path[0]] + [path[-1]]
        if any(court(p) for p in left):  # a move must leave you a piece in the Court
            sep = "x" if abs(path[1][0] - path[0][0]) + abs(path[1][1] - path[0][1]) == 2 else "-"
            found[sep.join(text(p) for p in path)] = caps
    if rules.captures is Captures.COMPULSORY and any(found.values()):
        found = {m: caps for m, caps in found.items() if caps}
    return found
