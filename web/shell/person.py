"""A player in a table's sentences (pure), for every game that speaks to its players: the seat spoken to reads
"You win", "your last piece", "you play Green"; any other by its name: "Ada wins", "Ada's last piece". Which seat is
spoken to is the game's choice: King's Court's is the one human playing a CPU, whatever their name, or a human seat
called You (pass and play's first seat, unless renamed: :func:`person`); 3-13's, the seat named You.

>>> you, ada = Person("You", True), Person("Ada")
>>> you.does("win"), ada.does("win"), you.does("is"), ada.does("is"), you.whose, ada.whose, you.does("win", False)
('You win', 'Ada wins', 'You are', 'Ada is', 'your', "Ada's", 'you win')
>>> Person("Bo").does("watch"), Person("You", True).does("has"), Person("Bo").does("cannot")
('Bo watches', 'You have', 'Bo cannot')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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


def person(session: Any, seat: int) -> Person:
    """Seat ``seat`` of ``session`` (its ``seats`` and ``humans``) as the sentences name it: spoken to when it is the
    one human, or a human seat called You."""
    cfg = session.seats[seat]
    return Person(cfg.name, cfg.is_human and (session.humans == (seat,) or cfg.name == "You"))
