"""A game of 3-13 at the table: the engine's game (its eleven rounds), who sits where, what the table shows
(pure, JSON round trip).

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
from kings.three_thirteen.match import Match
from kings.three_thirteen.round import Round
from kings.three_thirteen.rules import MAX_PLAYERS, Rules
from web.shell.seating import Seated, first_viewer, read_count, read_record, read_seats, read_viewer
from web.shell.seats import SeatConfig, SeatedSetup
from web.three_thirteen import GAME

MAX_ORDER = 40  #: the most card keys a saved order may hold (a hand has at most 15 cards)


@dataclass(frozen=True, slots=True)
class Session(Seated):
    """The game in progress, its seats, and which human's hand the screen shows."""

    match: Match
    seats: tuple[SeatConfig, ...]
    viewer: int | None
    order: tuple[str, ...] = ()  #: the viewer's own order of their cards (when they arrange them)
    counted: int = 0  #: finished rounds added to the statistics
    match_counted: bool = False

    @classmethod
    def new(cls, setup: SeatedSetup[Rules], seed: int) -> Session:
        return cls.of(Match.new(setup.rules, seed, setup.players), setup.seats)

    @classmethod
    def of(cls, match: Match, seats: tuple[SeatConfig, ...], viewer: int | None = None, order: tuple[str, ...] = (),
           counted: int = 0, match_counted: bool = False) -> Session:  # fmt: skip
        if len(seats) != match.players:
            raise ValueError(f"{len(seats)} seats for a {match.players}-player game")
        done = len(match.results)
        return cls(match, seats, first_viewer(seats, viewer), order, min(counted, done), match_counted and match.over)

    # -- the table --------------------------------------------------------------------------------
    @property
    def shown(self) -> Round:
        """The round on the table: in progress, or the last one, laid down, until the next is dealt."""
        if self.match.round is not None:
            return self.match.round
        return self.match.results[-1].final

    @property
    def shown_seats(self) -> tuple[int, ...]:
        """The match seat of each seat of :attr:`shown` (all of them, but in a bonus round)."""
        if self.match.round is not None:
            return self.match.seats
        return self.match.results[-1].seats

    @property
    def in_deal(self) -> bool:
        return self.match.round is not None

    @property
    def to_act(self) -> int | None:
        """The match seat to move, or None between rounds and at the end."""
        r = self.match.round
        return None if r is None or r.acting is None else self.match.match_seat(r.acting)

    def round_seat(self, seat: int | None) -> int | None:
        """The seat of :attr:`shown` of match seat ``seat``, or None if it sits that round out."""
        seats = self.shown_seats
        return seats.index(seat) if seat is not None and seat in seats else None

    def names(self) -> list[str]:
        """Names by seat of :attr:`shown`."""
        return [self.seats[s].name for s in self.shown_seats]

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
    def to_dict(self) -> dict[str, Any]:
        return self.saved(MatchRecord.of(self.match).to_json(), order=list(self.order), counted=self.counted,
                          match_counted=self.match_counted)  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Session:
        """Replay a saved session; raises ValueError (or an engine error) on damaged data."""
        match = MatchRecord.from_json(read_record(data)).replay()
        order = data.get("order", [])
        if not isinstance(order, list) or len(order) > MAX_ORDER or not all(isinstance(k, str) and len(k) < 8
                                                                             for k in order):  # fmt: skip
            order = []
        return cls.of(match, read_seats(data, GAME, MAX_PLAYERS), read_viewer(data), tuple(dict.fromkeys(order)),
                      read_count(data, "counted", len(match.results)), data.get("match_counted") is True)  # fmt: skip
