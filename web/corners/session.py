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

from dataclasses import dataclass
from typing import Any

from kings.corners import Deal, Match, MatchRecord, Rules
from kings.corners.rules import MAX_PLAYERS
from web.corners import GAME
from web.shell.seating import Seated, first_viewer, read_count, read_seats, read_viewer
from web.shell.seats import SeatConfig, SeatedSetup


@dataclass(frozen=True, slots=True)
class Session(Seated):
    """The match in progress, its seats, and which human's hand the screen shows.

    ``shown`` is the deal on the table: the one in progress, or the one that just ended (so the
    final layout and hands stay visible between deals). ``counted`` is how many finished deals
    were added to the lifetime statistics, so a reload never counts a deal twice."""

    match: Match
    seats: tuple[SeatConfig, ...]
    viewer: int | None
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
        return cls(match, seats, first_viewer(seats, viewer), counted, match_counted)

    # -- the table and who is to act -----------------------------------------------------------
    @property
    def shown(self) -> Deal:
        """The deal on the table: in progress, or the last one as it ended (hands included) until the next is dealt."""
        return self.match.deal if self.match.deal is not None else self.match.results[-1].final

    @property
    def shown_seats(self) -> tuple[int, ...]:
        """The match seat of each seat of :attr:`shown`."""
        return self.match.active if self.match.deal is not None else self.match.results[-1].seats

    @property
    def in_deal(self) -> bool:
        return self.match.deal is not None

    @property
    def to_act(self) -> int | None:
        """The match seat to move, or None between deals."""
        deal = self.match.deal
        return None if deal is None else self.match.match_seat(deal.to_act)

    # (deal_seat and names of the deal's seats, play, next_deal and take_device are the shell's Seated's)

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
