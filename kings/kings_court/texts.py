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
>>> describe(game, Move.parse("d4xd6"), "Ada"), describe(game, Move.parse("d3-d2"), you=True)
('Ada jumps d4 over d5 to d6', 'You move d3 to d2, out of the Court')
>>> last = CourtGame.from_fen("8/8/8/8/8/2og4/8/8 o - 0 9")
>>> last.explain(Move.parse("c3-c2"))
'A move must leave you a piece in the Court.'
>>> game_ending(last.play(Move.parse("c3xe3")))
"Orange captured Green's last piece in the Court: Orange wins."
"""

from __future__ import annotations

from typing import Protocol

from kings.i18n import _
from kings.kings_court.board import COURT, in_court, name
from kings.kings_court.moves import Move, shape_error
from kings.kings_court.outcome import ORANGE, End, Outcome, colour_name
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
        winner = outcome.winner if outcome.winner is not None else 1 - turn
        if winner == ORANGE:
            return _("Orange captured Green's last piece in the Court: Orange wins.")
        return _("Green captured Orange's last piece in the Court: Green wins.")
    if outcome.end is End.BLOCKED:
        if outcome.winner is None:
            return _("{colour} cannot move: the game is drawn.").format(colour=colour_name(turn))
        return _("{colour} cannot move: {winner} wins.").format(colour=colour_name(turn),
                                                                winner=colour_name(outcome.winner))
    if outcome.end is End.REPETITION:
        return _("The same position came up {n} times: the game is drawn.").format(n=repetition)
    return _("{n} moves each without a capture: the game is drawn.").format(n=quiet_moves)


def game_ending(game: Told) -> str | None:
    """How ``game`` ended (None while it goes on)."""
    outcome = game.outcome
    if outcome is None:
        return None
    return ending(outcome, game.turn, game.rules.repetition, game.rules.quiet_moves)


def hops(game: Told, move: Move, first: int = 0) -> str:
    """A legal jump's hops from hop ``first`` on, in words: ``c3 over c4 to c5, capturing, then over d5 to e5`` (from
    the first hop, its origin named), ``over d5 to e5`` (from a later one)."""
    captured = game.captures(move)
    text = ""
    for i, (over, land) in enumerate(zip(move.jumped, move.path[1:], strict=True)):
        if i < first:
            continue
        took = bool((captured >> over) & 1)
        squares = {"origin": name(move.origin), "over": name(over), "land": name(land)}
        if i == 0:
            # Translators: a jump's first hop, in "{who} jumps {hops}": from a square, over one, to the square beyond
            text = (_("{origin} over {over} to {land}, capturing") if took else
                    _("{origin} over {over} to {land}")).format(**squares)  # fmt: skip
        elif not text:
            # Translators: a later hop of a multi-jump, alone (a hint's "jump on {hops}")
            text = (_("over {over} to {land}, capturing") if took else _("over {over} to {land}")).format(**squares)
        else:
            # Translators: a multi-jump's hops so far ({hops}), then one more
            text = (_("{hops}, then over {over} to {land}, capturing") if took else
                    _("{hops}, then over {over} to {land}")).format(hops=text, **squares)  # fmt: skip
    return text


def step_words(move: Move) -> str:
    """A step in words, without who makes it: ``d2 to d3, into the Court``."""
    squares = {"origin": name(move.origin), "target": name(move.target)}
    if in_court(move.target) and not in_court(move.origin):
        # Translators: a step, in "{who} moves {step}" and a hint's "move {step}"
        return _("{origin} to {target}, into the Court").format(**squares)
    if in_court(move.origin) and not in_court(move.target):
        return _("{origin} to {target}, out of the Court").format(**squares)
    return _("{origin} to {target}").format(**squares)


def describe(game: Told, move: Move, who: str | None = None, you: bool = False) -> str:
    """What a legal ``move`` does in ``game``, for the log and screen readers (``who``: the mover's name, the
    colour's by default; ``you``: the mover is the player spoken to, a whole sentence of its own):
    ``Orange jumps c3 over c4 to c5, capturing, then over d5 to e5``, ``You move d2 to d3, into the Court``."""
    if you:
        if not move.is_jump:
            # Translators: a move the player at the device just made, in the move log; {step} is "d2 to d3, into the
            # Court" (a past tense reads well here: "Você moveu d2 para d3")
            return _("You move {step}").format(step=step_words(move))
        # Translators: a jump the player at the device just made, in the move log; {hops} is "c3 over c4 to c5,
        # capturing"
        return _("You jump {hops}").format(hops=hops(game, move))
    who = who or colour_name(game.turn)
    if not move.is_jump:
        # Translators: a move just made, in the move log; {who} is a player's name ("Ada") or a side ("Orange");
        # {step} is "d2 to d3, into the Court"
        return _("{who} moves {step}").format(who=who, step=step_words(move))
    # Translators: a jump just made, in the move log; {who} is a player's name ("Ada") or a side ("Orange"); {hops}
    # is "c3 over c4 to c5, capturing"
    return _("{who} jumps {hops}").format(who=who, hops=hops(game, move))


def refusal(game: Told, move: object) -> str:
    """Why ``move`` is refused in ``game`` (the caller knows it is), in plain words."""
    if game.over:
        return _("The game is over: {ending}").format(ending=game_ending(game))
    if not isinstance(move, Move) or shape_error(move.path) is not None:
        return _("That is not a King's Court move.")
    own, opp = game.sides(game.turn)
    origin = move.origin
    if not ((own | opp) >> origin) & 1:
        return _("There is no piece on {square}.").format(square=name(origin))
    if not (own >> origin) & 1:
        if game.turn == ORANGE:
            return _("{square} holds a green piece: Orange moves the orange pieces.").format(square=name(origin))
        return _("{square} holds an orange piece: Green moves the green pieces.").format(square=name(origin))
    if game.opening:
        reason = _opening(game, move)
        if reason:
            return reason
    reason = path_refusal(game, move)
    if reason:
        return reason
    if not (((own & ~(1 << origin)) | 1 << move.target) & COURT):
        return _("A move must leave you a piece in the Court.")
    legal = game.legal_moves()
    if game.rules.jumps is Jumps.MUST_CONTINUE and move.is_jump:
        longer = [m for m in legal if m.path[: len(move.path)] == move.path and len(m.path) > len(move.path)]
        if longer:
            return _("The jump must go on while it can (these rules): from {square} it can still jump to "
                     "{land}.").format(square=name(move.target), land=name(longer[0].path[len(move.path)]))
    if game.rules.captures is Captures.COMPULSORY:
        capture = next((m for m in legal if game.captures(m)), None)
        if capture is not None:
            return _("A capture is possible and these rules make capturing compulsory: {move}, for one.").format(
                move=capture)
    return _("That move is not allowed here.")


def _opening(game: Told, move: Move) -> str | None:
    orange = game.turn == ORANGE
    if move.is_jump:
        if game.ply:
            return (_("No jumping in the first two moves: Orange's first piece enters the Court.") if orange else
                    _("No jumping in the first two moves: Green's first piece enters the Court."))  # fmt: skip
        return (_("No jumping in the first two moves: Orange's first move steps a piece onto the Court.") if orange
                else _("No jumping in the first two moves: Green's first move steps a piece onto the Court."))
    if in_court(move.origin) or not in_court(move.target):
        if game.ply:
            return (_("Orange's first piece enters the Court from outside it.") if orange else
                    _("Green's first piece enters the Court from outside it."))  # fmt: skip
        return (_("Orange's first move steps a piece onto the Court from outside it.") if orange else
                _("Green's first move steps a piece onto the Court from outside it."))  # fmt: skip
    legal = game.legal_moves()
    if game.ply == 1 and game.rules.opening is Opening.OPPOSITE and move.target - move.origin != -game.entry:
        # Translators: {choices} are moves in notation, joined by the entry "{move} or {other}"
        choices = str(legal[0]) if legal else ""
        for m in legal[1:]:
            choices = _("{move} or {other}").format(move=choices, other=m)
        text = (_("Orange's first piece enters the Court from the side opposite Green's: {choices}.")
                if game.turn == ORANGE else
                _("Green's first piece enters the Court from the side opposite Orange's: {choices}."))  # fmt: skip
        return text.format(choices=choices)
    return None


def path_refusal(game: Told, move: Move) -> str | None:
    """The first hop of ``move`` that cannot be made, in words (None when every hop can)."""
    own, opp = game.sides(game.turn)
    occupied = (own | opp) & ~(1 << move.origin)
    if not move.is_jump:
        if (occupied >> move.target) & 1:
            return _("{square} can't move there: {target} is taken.").format(square=name(move.origin),
                                                                            target=name(move.target))
        return None
    at = move.origin
    for over, land in zip(move.jumped, move.path[1:], strict=True):
        squares = {"square": name(at), "land": name(land), "over": name(over)}
        if not (occupied >> over) & 1:
            text = (_("{square} can't jump to {land}: there is no piece on {over} to jump over.") if at == move.origin
                    else _("The jump can't go on from {square} to {land}: there is no piece on {over} to jump "
                           "over."))  # fmt: skip
            return text.format(**squares)
        if (occupied >> land) & 1:
            text = (_("{square} can't jump to {land}: {land} is taken.") if at == move.origin else
                    _("The jump can't go on from {square} to {land}: {land} is taken."))  # fmt: skip
            return text.format(**squares)
        occupied &= ~((1 << over) & opp)  # a captured piece leaves the board at once
        opp &= ~(1 << over)
        at = land
    return None
