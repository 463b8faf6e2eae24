"""A match of Take-away at the table: the engine's match, who sits where, whose hand the screen shows (pure; saved as
the match's record, which replays it exactly).

>>> s = Session.new(Setup.first(), seed=42)
>>> s = s.play(s.shown.legal_moves()[0])
>>> Session.from_dict(s.to_dict()) == s
True
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tests.toygame.api import Match, MatchRecord
from tests.toygame.engine import Deal, Move, Rules
from tests.toygame.web.setup import Setup
from web.shell.seating import Seated, first_viewer
from web.shell.seats import SeatConfig
from web.shell.storage import read_json


@dataclass(frozen=True, slots=True)
class Session(Seated):
    match: Match
    seats: tuple[SeatConfig, ...]
    viewer: int | None
    counted: int = 0  #: finished games added to the statistics
    match_counted: bool = False

    @classmethod
    def new(cls, setup: Setup, seed: int) -> Session:
        return cls.of(Match.new(setup.rules, seed, setup.players), setup.seats)

    @classmethod
    def of(cls, match: Match, seats: tuple[SeatConfig, ...], viewer: int | None = None, counted: int = 0,
           match_counted: bool = False) -> Session:  # fmt: skip
        if len(seats) != match.players:
            raise ValueError(f"{len(seats)} seats for a {match.players}-player game")
        done = len(match.results)
        return cls(match, seats, first_viewer(seats, viewer), min(counted, done), match_counted and match.over)

    @property
    def shown(self) -> Deal:
        """The game on the table: in progress, or the last one until the next is dealt."""
        return self.match.current if self.match.current is not None else self.match.results[-1]

    @property
    def in_deal(self) -> bool:
        return self.match.current is not None

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def to_act(self) -> int | None:
        deal = self.match.current
        return None if deal is None else deal.acting

    def play(self, move: Move) -> Session:
        return replace(self, match=self.match.play(move))

    def next_deal(self) -> Session:
        return replace(self, match=self.match.next_deal())

    def take_device(self) -> Session:
        return replace(self, viewer=self.to_act) if self.needs_handoff else self

    def to_dict(self) -> dict[str, Any]:
        return {"record": MatchRecord.of(self.match).to_json(), "seats": [s.to_dict() for s in self.seats],
                "viewer": self.viewer, "counted": self.counted, "match_counted": self.match_counted}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Session:
        if not isinstance(data, dict) or not isinstance(data.get("record"), str):
            raise ValueError("a saved game must be an object with its record")
        read_json(data["record"])
        match = MatchRecord.from_json(data["record"]).replay()
        done = len(match.results)
        counted = data.get("counted", done)
        if isinstance(counted, bool) or not isinstance(counted, int) or not 0 <= counted <= done:
            counted = done
        viewer = data.get("viewer")
        return cls.of(match, Setup.read_seats(data.get("seats")),
                      viewer if isinstance(viewer, int) and not isinstance(viewer, bool) else None, counted,
                      data.get("match_counted") is True)  # fmt: skip
