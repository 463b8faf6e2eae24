"""A match at the table: the engine's :class:`Match` plus who sits where (pure, JSON round trip), on the shell's
:class:`~web.shell.match_session.MatchSession`.

Saved as every game's match but for two things older than the shell's session, kept so that every saved match reads
back as it did: the record is a JSON object (not text), and a save without ``match_counted`` (made before it was
kept) holds a finished match as counted.

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

from kings.corners import Deal, DealResult, Match, MatchRecord
from kings.corners.rules import MAX_PLAYERS
from web.corners import GAME
from web.shell.match_session import MatchSession
from web.shell.seating import read_count, read_seats, read_viewer


@dataclass(frozen=True, slots=True)
class Session(MatchSession[Match, Deal]):
    """The match in progress, its seats, and which human's hand the screen shows.

    ``shown`` is the deal on the table: the one in progress, or the one that just ended, hands included (so the
    final layout and hands stay visible between deals)."""

    game, match_type, record, most = GAME, Match, MatchRecord, MAX_PLAYERS

    def ended(self, result: DealResult) -> Deal:
        return result.final

    @property
    def shown_seats(self) -> tuple[int, ...]:
        """The match seat of each seat of :attr:`shown`."""
        return self.match.active if self.match.deal is not None else self.match.results[-1].seats

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
