"""A match at the table: the engine's :class:`Match` plus who sits where (pure, JSON round trip).

>>> from kings.corners import preset
>>> from web.corners.spec import Setup
>>> from web.shell.seats import make_seats
>>> s = Session.new(Setup(make_seats(["human", "easy"]), preset("standard")), seed=42)
>>> s = s.play(s.shown.legal_moves()[-1])
>>> Session.from_dict(s.to_dict()) == s
True
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kings.corners import Deal, DealResult, Match, MatchRecord, Move, Rules
from kings.corners.rules import MAX_PLAYERS
from web.corners import GAME
from web.shell.seating import Seated, first_viewer, read_count, read_seats, read_viewer
from web.shell.seats import SeatConfig, SeatedSetup


def finished_deal(match: Match, result: DealResult) -> Deal:
    """The table as deal ``result`` ended (hands included)."""
    return result.final


@dataclass(frozen=True, slots=True)
class Session(Seated):
    """The match in progress, its seats, and which human's hand the screen shows.

    ``shown`` is the deal on the table: the one in progress, or the one that just ended (so the
    final layout and hands stay visible between deals). ``counted`` is how many finished deals
    were added to the lifetime statistics, so a reload never counts a deal twice."""

    match: Match
    seats: tuple[SeatConfig, ...]
    viewer: int | None
    shown: Deal
    shown_seats: tuple[int, ...]  #: match seat of each seat of ``shown``
    counted: int = 0
    match_counted: bool = False

    @classmethod
    def new(cls, setup: SeatedSetup[Rules], seed: int) -> Session:
        match = Match.new(setup.rules, seed, setup.players)
        return cls.of(match, setup.seats)

    @classmethod
    def of(cls, match: Match, seats: tuple[SeatConfig, ...], viewer: int | None = None, counted: int = 0,
           match_counted: bool = False) -> Session:  # fmt: skip
        """A session showing ``match`` as it stands."""
        if len(seats) != match.players:
            raise ValueError(f"{len(seats)} seats for a {match.players}-player match")
        if match.deal is not None:
            shown, shown_seats = match.deal, match.active
        else:
            last = match.results[-1]
            shown, shown_seats = finished_deal(match, last), last.seats
        return cls(match, seats, first_viewer(seats, viewer), shown, shown_seats, counted, match_counted)

    # -- who is to act -------------------------------------------------------------------------
    @property
    def in_deal(self) -> bool:
        return self.match.deal is not None

    @property
    def to_act(self) -> int | None:
        """The match seat to move, or None between deals."""
        deal = self.match.deal
        return None if deal is None else self.match.match_seat(deal.to_act)

    def deal_seat(self, seat: int | None) -> int | None:
        """The seat number in ``shown`` of match seat ``seat``, or None if it sat that deal out."""
        return self.shown_seats.index(seat) if seat is not None and seat in self.shown_seats else None

    def names(self) -> list[str]:
        """Names indexed by the seats of ``shown``."""
        return [self.seats[s].name for s in self.shown_seats]

    # -- transitions ---------------------------------------------------------------------------
    def play(self, move: Move) -> Session:
        """Play ``move`` in the deal in progress; raises IllegalMoveError (with the reason) if illegal."""
        deal = self.match.deal
        if deal is None:
            return replace(self, match=self.match.play(move))  # raises the engine's error
        after = deal.play(move)
        match = self.match.play(move)
        return replace(self, match=match, shown=match.deal or after)

    def next_deal(self) -> Session:
        match = self.match.next_deal()
        assert match.deal is not None
        return replace(self, match=match, shown=match.deal, shown_seats=match.active)

    def take_device(self) -> Session:
        """The player to act has the device: show their hand."""
        return replace(self, viewer=self.to_act) if self.needs_handoff else self

    # -- saving --------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return self.saved(MatchRecord.of(self.match).to_dict(), counted=self.counted, match_counted=self.match_counted)

    @classmethod
    def from_dict(cls, data: Any) -> Session:
        """Replay a saved session; raises ValueError (or an engine error) on damaged data."""
        if not isinstance(data, dict):
            raise ValueError("a saved match must be an object")
        match = MatchRecord.from_dict(data.get("record")).replay()
        return cls.of(match, read_seats(data, GAME, MAX_PLAYERS), read_viewer(data),
                      read_count(data, "counted", len(match.results)), bool(data.get("match_counted", match.over)))
