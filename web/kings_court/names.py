"""King's Court's players in its sentences (pure). The seat spoken to reads "You win", "your last piece", "you play
Green"; any other by its name: "Ada wins", "Ada's last piece". The seat spoken to is the one human playing a CPU,
whatever their name, or a human seat called You (pass and play's first seat, unless renamed).

>>> you, ada = Person("You", True), Person("Ada")
>>> you.does("win"), ada.does("win"), you.does("is"), ada.does("is"), you.whose, ada.whose, you.does("win", False)
('You win', 'Ada wins', 'You are', 'Ada is', 'your', "Ada's", 'you win')
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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.kings_court.outcome import GREEN, ORANGE, End
from kings.kings_court.state import CourtGame
from kings.kings_court.texts import game_ending
from web.kings_court.session import Session

_YOU = {"is": "are", "has": "have"}  #: verbs said to you that are not the bare verb
_THIRD = {"is": "is", "has": "has", "can": "can", "cannot": "cannot"}  #: ... said of another, not the verb and -s


@dataclass(frozen=True, slots=True)
class Person:
    """A seat as a sentence names it."""

    name: str
    you: bool = False  #: spoken to as you

    @property
    def head(self) -> str:
        """At a sentence's start: ``You``, ``Ada``."""
        return "You" if self.you else self.name

    @property
    def whose(self) -> str:
        """``your``, ``Ada's``."""
        return "your" if self.you else f"{self.name}'s"

    def does(self, verb: str, start: bool = True) -> str:
        """The seat and ``verb`` (the bare verb: ``win``, ``is``) agreeing: ``You win``, ``Ada wins``; ``start``: at a
        sentence's start (else ``you win``)."""
        who = self.head if start or not self.you else "you"
        if self.you:
            return f"{who} {_YOU.get(verb, verb)}"
        third = _THIRD.get(verb)
        return f"{who} {third or (verb + 'es' if verb.endswith(('s', 'sh', 'ch', 'x')) else verb + 's')}"


def person(session: Session, seat: int) -> Person:
    """Match seat ``seat`` as the sentences name it."""
    cfg = session.seats[seat]
    return Person(cfg.name, cfg.is_human and (session.humans == (seat,) or cfg.name == "You"))


def by_colour(session: Session) -> tuple[Person, Person]:
    """The players of the shown game, Orange's first."""
    return person(session, session.seat_of(ORANGE)), person(session, session.seat_of(GREEN))


def ending(game: CourtGame, players: Sequence[Person]) -> str:
    """How ``game`` ended, naming ``players`` (by colour: Orange's, Green's) where the engine says a colour."""
    outcome = game.outcome
    assert outcome is not None
    if outcome.end is End.COURT:
        won = outcome.winner if outcome.winner is not None else 1 - game.turn
        took = f"{players[won].head} captured {players[1 - won].whose} last piece in the Court"
        return f"{took}: a side with none there loses."
    if outcome.end is End.BLOCKED:
        then = "the game is drawn" if outcome.winner is None else players[outcome.winner].does("win", False)
        return f"{players[game.turn].does('cannot')} move: {then}."
    return game_ending(game) or ""
