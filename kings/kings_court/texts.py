"""What a game of King's Court says in words: why a move is refused, what a move does (narration, screen readers),
how a game ended.

>>> from kings.kings_court.moves import Move
>>> from kings.kings_court.rules import Rules
>>> from kings.kings_court.state import CourtGame
>>> game = CourtGame.from_fen("8/8/8/3o4/2gog3/2go4/8/8 o - 0 9")
>>> game.explain(Move.parse("d5-d4")), game.explain(Move.parse("c3-c2"))
("d5 can't move there: d4 is taken.", 'c3 holds a green piece: Orange moves the orange pieces.')
>>> describe(game, Move.parse("d3xb3"))
'Orange jumps d3 over c3 to b3, capturing'
>>> describe(game, Move.parse("d4xd6")), describe(game, Move.parse("d3-d2"))
('Orange jumps d4 over d5 to d6', 'Orange moves d3 to d2, out of the Court')
>>> last = CourtGame.from_fen("8/8/8/8/8/2og4/8/8 o - 0 9")
>>> last.explain(Move.parse("c3-c2"))
'A move must leave you a piece in the Court.'
>>> game_ending(last.play(Move.parse("c3xe3")))
"Orange captured Green's last piece in the Court: Orange wins."
"""

from __future__ import annotations

from typing import Protocol

from kings.kings_court.board import COURT, in_court, name
from kings.kings_court.moves import Move, shape_error
from kings.kings_court.outcome import COLOURS, End, Outcome
from kings.kings_court.rules import Captures, Jumps, Opening, Rules


class Told(Protocol):
    """What these texts read of a game (a :class:`~kings.kings_court.state.CourtGame`, which imports this module)."""

    @property
    def rules(self) -> Rules: ...
    @property
    def turn(self) -> int: ...
    @property
    def ply(self) -> int: ...
    @property
    def entry(self) -> int: ...
    @property
    def outcome(self) -> Outcome | None: ...
    @property
    def over(self) -> bool: ...
    @property
    def opening(self) -> bool: ...
    def sides(self, colour: int) -> tuple[int, int]: ...
    def captures(self, move: Move) -> int: ...
    def legal_moves(self) -> tuple[Move, ...]: ...


def ending(outcome: Outcome, turn: int, repetition: int = 3, quiet_moves: int = 50) -> str:
    """How a game ended, in one sentence (``turn``: the colour that was to move when it ended)."""
    if outcome.end is End.COURT:
        w = COLOURS[outcome.winner if outcome.winner is not None else 1 - turn]
        loser = COLOURS[1 if w == COLOURS[0] else 0]
        return f"{w} captured {loser}'s last piece in the Court: {w} wins."
    if outcome.end is End.BLOCKED:
        stuck = COLOURS[turn]
        if outcome.winner is None:
            return f"{stuck} cannot move: the game is drawn."
        return f"{stuck} cannot move: {COLOURS[outcome.winner]} wins."
    if outcome.end is End.REPETITION:
        return f"The same position came up {repetition} times: the game is drawn."
    return f"{quiet_moves} moves each without a capture: the game is drawn."


def game_ending(game: Told) -> str | None:
    """How ``game`` ended (None while it goes on)."""
    outcome = game.outcome
    if outcome is None:
        return None
    return ending(outcome, game.turn, game.rules.repetition, game.rules.quiet_moves)


def describe(game: Told, move: Move, who: str | None = None) -> str:
    """What a legal ``move`` does in ``game``, for the log and screen readers (``who``: the mover's name, the
    colour's by default): ``Orange jumps c3 over c4 to c5, capturing, then over d5 to e5``."""
    who = who or COLOURS[game.turn]
    if not move.is_jump:
        where = ""
        if in_court(move.target) and not in_court(move.origin):
            where = ", into the Court"
        elif in_court(move.origin) and not in_court(move.target):
            where = ", out of the Court"
        return f"{who} moves {name(move.origin)} to {name(move.target)}{where}"
    captured = game.captures(move)
    hops = []
    for i, (over, land) in enumerate(zip(move.jumped, move.path[1:], strict=True)):
        took = ", capturing" if (captured >> over) & 1 else ""
        hops.append(("" if i else f"{name(move.origin)} ") + f"over {name(over)} to {name(land)}{took}")
    return f"{who} jumps " + ", then ".join(hops)


def refusal(game: Told, move: object) -> str:
    """Why ``move`` is refused in ``game`` (the caller knows it is), in plain words."""
    if game.over:
        return f"The game is over: {game_ending(game)}"
    if not isinstance(move, Move) or shape_error(move.path) is not None:
        return "That is not a King's Court move."
    me = COLOURS[game.turn]
    own, opp = game.sides(game.turn)
    origin = move.origin
    if not ((own | opp) >> origin) & 1:
        return f"There is no piece on {name(origin)}."
    if not (own >> origin) & 1:
        other = COLOURS[1 - game.turn].lower()
        return f"{name(origin)} holds {'an' if other[0] in 'aeiou' else 'a'} {other} piece: {me} moves the " \
               f"{me.lower()} pieces."
    if game.opening:
        reason = _opening(game, move)
        if reason:
            return reason
    reason = _path(game, move)
    if reason:
        return reason
    if not (((own & ~(1 << origin)) | 1 << move.target) & COURT):
        return "A move must leave you a piece in the Court."
    legal = game.legal_moves()
    if game.rules.jumps is Jumps.MUST_CONTINUE and move.is_jump:
        longer = [m for m in legal if m.path[: len(move.path)] == move.path and len(m.path) > len(move.path)]
        if longer:
            return (f"The jump must go on while it can (these rules): from {name(move.target)} it can still jump to "
                    f"{name(longer[0].path[len(move.path)])}.")  # fmt: skip
    if game.rules.captures is Captures.COMPULSORY:
        capture = next((m for m in legal if game.captures(m)), None)
        if capture is not None:
            return f"A capture is possible and these rules make capturing compulsory: {capture}, for one."
    return "That move is not allowed here."


def _opening(game: Told, move: Move) -> str | None:
    me = COLOURS[game.turn]
    which = "first piece enters" if game.ply else "first move steps a piece onto"
    if move.is_jump:
        return f"No jumping in the first two moves: {me}'s {which} the Court."
    if in_court(move.origin) or not in_court(move.target):
        return f"{me}'s {which} the Court from outside it."
    legal = game.legal_moves()
    if game.ply == 1 and game.rules.opening is Opening.OPPOSITE and move.target - move.origin != -game.entry:
        choices = " or ".join(str(m) for m in legal)
        return f"{me}'s first piece enters the Court from the side opposite Orange's: {choices}."
    return None


def _path(game: Told, move: Move) -> str | None:
    """The first hop of ``move`` that cannot be made, in words (None when every hop can)."""
    own, opp = game.sides(game.turn)
    occupied = (own | opp) & ~(1 << move.origin)
    if not move.is_jump:
        if (occupied >> move.target) & 1:
            return f"{name(move.origin)} can't move there: {name(move.target)} is taken."
        return None
    at = move.origin
    for over, land in zip(move.jumped, move.path[1:], strict=True):
        head = f"{name(at)} can't jump to {name(land)}" if at == move.origin else (
            f"The jump can't go on from {name(at)} to {name(land)}")  # fmt: skip
        if not (occupied >> over) & 1:
            return f"{head}: there is no piece on {name(over)} to jump over."
        if (occupied >> land) & 1:
            return f"{head}: {name(land)} is taken."
        occupied &= ~((1 << over) & opp)  # a captured piece leaves the board at once
        opp &= ~(1 << over)
        at = land
    return None

