"""A game of 3-13 at the table: the engine's game (its eleven rounds), who sits where, what the table shows
(pure, JSON round trip), on the shell's :class:`~web.shell.match_session.MatchSession`.

``shown`` is the round on the table: the one in progress, or the one that just ended (its hands laid down)
until the next is dealt. ``order`` is the viewer's own order of their cards when they arrange the hand
themselves (card keys, ``7H`` and ``7H#2`` for a second one), kept across reloads. Saved as the game's record
(rules + seed + every round's moves), which replays it exactly.

>>> from web.three_thirteen.spec import Setup
>>> s = Session.new(Setup.first(), seed=42)
>>> s = s.play(s.shown.legal_moves()[0])
>>> Session.from_dict(s.to_dict()) == s
True
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kings.three_thirteen.api import MatchRecord
from kings.three_thirteen.match import Match, RoundResult
from kings.three_thirteen.round import Round
from kings.three_thirteen.rules import MAX_PLAYERS
from web.shell.match_session import MatchSession
from web.three_thirteen import GAME

MAX_ORDER = 40  #: the most card keys a saved order may hold (a hand has at most 15 cards)


@dataclass(frozen=True, slots=True)
class Session(MatchSession[Match, Round]):
    """The game in progress, its seats, and which human's hand the screen shows."""

    game, match_type, record, most = GAME, Match, MatchRecord, MAX_PLAYERS

    order: tuple[str, ...] = ()  #: the viewer's own order of their cards (when they arrange them)

    # -- the table --------------------------------------------------------------------------------
    def ended(self, result: RoundResult) -> Round:
        """A finished round as the table shows it: every hand laid down."""
        return result.final

    @property
    def shown_seats(self) -> tuple[int, ...]:
        """The match seat of each seat of :attr:`shown` (all of them, but in a bonus round): the shell's Seated reads
        the round's seat of a match seat (``deal_seat``) and the names by seat of the round (``names``) from it."""
        if self.match.round is not None:
            return self.match.seats
        return self.match.results[-1].seats

    # -- transitions ----------------------------------------------------------------------------
    def next_deal(self) -> Session:
        return replace(self, match=self.match.next_deal(), order=())

    def take_device(self) -> Session:
        """The player to act has the device: show their cards (in the game's order)."""
        return replace(self, viewer=self.to_act, order=()) if self.needs_handoff else self

    def arranged(self, order: tuple[str, ...]) -> Session:
        """The viewer's own order of their cards (each key once)."""
        return replace(self, order=tuple(dict.fromkeys(order))[:MAX_ORDER])

    # -- saving --------------------------------------------------------------------------------
    def own(self) -> dict[str, Any]:
        return {"order": list(self.order)}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        """The saved order, if it is a short list of card keys (else none)."""
        order = data.get("order", [])
        if not isinstance(order, list) or len(order) > MAX_ORDER or not all(isinstance(k, str) and len(k) < 8
                                                                             for k in order):  # fmt: skip
            order = []
        return {"order": tuple(dict.fromkeys(order))}
