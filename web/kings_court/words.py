"""King's Court in words (pure): each move as the log and screen readers say it, in the engine's own words
(:func:`kings.kings_court.texts.describe`), and what a move captured.

Describing a move needs the game before it; a :class:`Narrator` keeps the last game it read, so that each new move
is described once, not the whole game again on every render.

>>> from kings.kings_court.moves import Move
>>> from kings.kings_court.rules import Rules
>>> from kings.kings_court.state import CourtGame
>>> game = CourtGame.new(Rules(), 1)
>>> for text in ("d2-d3", "d7-d6", "b2xd2"):
...     game = game.play(Move.parse(text))
>>> for line in Narrator().lines(game, (Person("You", True), Person("Ada"))):
...     print(line)
You move d2 to d3, into the Court
Ada moves d7 to d6, into the Court
You jump b2 over c2 to d2, capturing
>>> taken(game, game.moves[-1]), hint_words(CourtGame.new(Rules(), 1), Move.parse("d2-d3"))
(('c2',), 'move d2 to d3, into the Court')

King's Court's players in its sentences (the shell's :class:`~web.shell.person.Person`): how a game ended.

>>> you, ada = Person("You", True), Person("Ada")
>>> from kings.kings_court.rules import Rules
>>> from kings.kings_court.moves import Move
>>> from kings.kings_court.state import CourtGame
>>> last = CourtGame.from_fen("8/8/8/8/8/2og4/8/8 o - 0 9").play(Move.parse("c3xe3"))
>>> ending(last, (you, ada))
"You captured Ada's last piece in the Court: a side with none there loses."
>>> ending(last, (ada, you))
'Ada captured your last piece in the Court: a side with none there loses.'
>>> boxed = CourtGame.from_fen("8/8/3g4/3g4/1ggogg2/3g4/3g4/8 o - 0 9")
>>> ending(boxed, (you, ada)), ending(boxed, (ada, you))
('You cannot move: Ada wins.', 'Ada cannot move: you win.')

What King's Court's "hear" keys read aloud, from the same view the screen shows.

>>> from web.kings_court.spec import Session, Setup
>>> from web.kings_court.view import Scene, build
>>> for part in say(build(Scene(Session.new(Setup.first(), seed=3))), "turn").split(". "):
...     print(part)
Your move (Orange): pick one of your ringed pieces
You (Orange): 0 in the Court, 24 on the board, took 0
Ada (Green): 0 in the Court, 24 on the board, took 0.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.i18n import _, ngettext
from kings.kings_court.board import name
from kings.kings_court.match import Match
from kings.kings_court.moves import Move
from kings.kings_court.outcome import GREEN, ORANGE, End, colour_name
from kings.kings_court.state import CourtGame
from kings.kings_court.texts import describe, game_ending, hops, step_words
from web.kings_court.viewmodels import TableView
from web.shell.features import home_seat
from web.shell.keyhelp import reading
from web.shell.match_session import MatchSession
from web.shell.person import Person, person

#: A match of King's Court at the table as its words and results read it: the shell's part of :class:`web.kings_court.
#: spec.Session` (whose spec names these modules: they see its session through the shell), a colour a seat of its game
AtTable = MatchSession[Match, CourtGame]


def taken(after: CourtGame, move: Move) -> tuple[str, ...]:
    """The squares whose pieces ``move`` captured, read from the game just after it: a jumped piece of the mover's
    own stays where it was, every other jumped piece is gone (and no landing is ever a jumped square: a jump keeps
    the piece on squares two files or ranks apart, and it jumps the squares between)."""
    own = after.sides(1 - after.turn)[0]
    return tuple(name(s) for s in move.jumped if not (own >> s) & 1)


def hint_words(game: CourtGame, move: Move, path: tuple[int, ...] = ()) -> str:
    """What the message line says after "Hint:": ``jump c3 over d4 to e5, capturing``; a jump that could go on
    from where it ends says so (``..., then stop``). In the middle of a multi-jump (``path``: the squares picked so
    far, the hint's move going on from them) only the rest: ``stop at e5``, ``jump on over f6 to g7``."""
    if len(path) > 1 and move.path[: len(path)] == path:
        if move.path == path:
            # Translators: a hint in the middle of a multi-jump, after "Hint:"
            return _("stop at {square}").format(square=name(path[-1]))
        return _("jump on {hops}").format(hops=hops(game, move, len(path) - 1))
    if not move.is_jump:
        # Translators: a hint, after "Hint:"; {step} is "d2 to d3, into the Court"
        return _("move {step}").format(step=step_words(move))
    n = len(move.path)
    if any(m.path[:n] == move.path and len(m.path) > n for m in game.legal_moves()):
        # Translators: a hint, after "Hint:"; {hops} is "c3 over d4 to e5, capturing"
        return _("jump {hops}, then stop").format(hops=hops(game, move))
    return _("jump {hops}").format(hops=hops(game, move))


def said(game: CourtGame, move: Move, players: Sequence[Person] = ()) -> str:
    """A move in words, its mover named (``players``: Orange's and Green's, as :func:`by_colour` gives them; the
    colour's name without them): ``Ada jumps c3 over c4 to c5``, ``You move d2 to d3`` (a sentence of its own)."""
    if not players:
        return describe(game, move)
    mover = players[game.turn]
    return describe(game, move, mover.name, mover.you)


class Narrator:
    """Each move of a game in words, remembered: a game that goes on from the last one read, by the same players,
    costs one description a move."""

    def __init__(self) -> None:
        self._game: CourtGame | None = None  #: the last game read
        self._players: tuple[Person, ...] = ()  #: who it was read with
        self._lines: tuple[str, ...] = ()

    def lines(self, game: CourtGame, players: Sequence[Person] = ()) -> tuple[str, ...]:
        """Every move of ``game`` (started from the start, with a seed), in words, oldest first, each mover named
        (``players``: Orange's and Green's; by colour without them)."""
        known, players = self._game, tuple(players)
        if known is None or (known.rules, known.seed) != (game.rules, game.seed) or players != self._players or \
                game.moves[: len(known.moves)] != known.moves:  # fmt: skip
            assert game.seed is not None
            known, self._lines = CourtGame.new(game.rules, game.seed), ()
        lines = list(self._lines)
        for move in game.moves[len(known.moves) :]:
            lines.append(said(known, move, players))
            known = known.play(move)
        self._game, self._players, self._lines = known, players, tuple(lines)
        return self._lines


def by_colour(session: AtTable) -> tuple[Person, Person]:
    """The players of the shown game, Orange's first."""
    return person(session, session.shown_seats[ORANGE]), person(session, session.shown_seats[GREEN])


def ending(game: CourtGame, players: Sequence[Person]) -> str:
    """How ``game`` ended, naming ``players`` (by colour: Orange's, Green's) where the engine says a colour."""
    outcome = game.outcome
    assert outcome is not None
    if outcome.end is End.COURT:
        won = outcome.winner if outcome.winner is not None else 1 - game.turn
        winner, loser = players[won], players[1 - won]
        if winner.you:
            text = _("You captured {name}'s last piece in the Court: a side with none there loses.")
        elif loser.you:
            text = _("{name} captured your last piece in the Court: a side with none there loses.")
        else:
            text = _("{winner} captured {name}'s last piece in the Court: a side with none there loses.")
        return text.format(winner=winner.name, name=(loser if winner.you or not loser.you else winner).name)
    if outcome.end is End.BLOCKED:
        stuck = players[game.turn]
        if outcome.winner is None:
            text = (_("You cannot move: the game is drawn.") if stuck.you else
                    _("{name} cannot move: the game is drawn."))  # fmt: skip
        elif stuck.you:
            text = _("You cannot move: {winner} wins.")
        elif players[outcome.winner].you:
            text = _("{name} cannot move: you win.")
        else:
            text = _("{name} cannot move: {winner} wins.")
        return text.format(name=stuck.name, winner=players[outcome.winner].name if outcome.winner is not None else "")
    return game_ending(game) or ""


def move_words(before: AtTable, after: AtTable, move: Move) -> str:
    """What screen readers hear of a move."""
    return said(before.shown, move, by_colour(before)) + "."


def deal_ended(before: AtTable, after: AtTable) -> bool:
    """Whether the move ended a game of the match."""
    return not after.in_deal


def move_sound(before: AtTable, after: AtTable, move: Move) -> tuple[str | None, bool]:
    """A move's sound (a capture's is the draw sound), and whether the player won the game with it."""
    you = home_seat(after)
    outcome = after.shown.outcome if not after.in_deal else None
    won = outcome is not None and you is not None and outcome.winner == after.deal_seat(you)
    return ("win" if won else "draw" if before.shown.captures(move) else "play"), won


# -- the table read aloud ------------------------------------------------------------------------------
def _turn(t: TableView) -> str:
    # Translators: a side read aloud: {name} a player's, {colour} "Orange" or "Green", then three counts of pieces
    sides = " ".join(_("{name} ({colour}): {court} in the Court, {pieces} on the board, took {captured}.").format(
        name=p.name, colour=colour_name(ORANGE if p.colour == "orange" else GREEN), court=p.court, pieces=p.pieces,
        captured=p.captured) for p in t.players)  # fmt: skip
    return f"{t.status} {sides}"


def _last(t: TableView) -> str:
    return _("Last move: {move}.").format(move=t.last.text) if t.last is not None else _("No move yet.")


def _board(t: TableView) -> str:
    parts = []
    for colour in ("orange", "green"):
        squares = [s.name for s in t.squares if s.piece == colour]
        court = [s.name for s in t.squares if s.piece == colour and s.court]
        where = _(", ").join(squares)
        if colour == "orange":
            text = (ngettext("Orange: {n} piece, in the Court {court}; on {squares}.",
                             "Orange: {n} pieces, in the Court {court}; on {squares}.", len(squares)) if squares
                    else _("Orange: no piece left."))  # fmt: skip
        else:
            text = (ngettext("Green: {n} piece, in the Court {court}; on {squares}.",
                             "Green: {n} pieces, in the Court {court}; on {squares}.", len(squares)) if squares
                    else _("Green: no piece left."))  # fmt: skip
        # Translators: the squares of a side's pieces in the Court, when it has none there
        parts.append(text.format(n=len(squares), court=_(", ").join(court) or _("none"), squares=where))
    return " ".join(parts)


def _all(t: TableView) -> str:
    return " ".join((_("{line}.").format(line=t.game_line), _turn(t), _last(t), _board(t)))


#: The table read aloud: ``turn``, ``last``, ``board`` or ``all``.
say = reading({"turn": _turn, "last": _last, "board": _board}, _all)
