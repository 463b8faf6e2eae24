"""A match of King's Court at the table: the engine's match, who sits where, and taking moves back (pure, JSON
round trip), on the shell's :class:`~web.shell.match_session.MatchSession`.

``shown`` is the game on the board: the one in progress, or the one that just ended until the next begins. Match
seat 0 plays Orange in the first game, and the colours swap after each game. Nothing is hidden, so pass and play
needs no hand-off: the device just goes round. Saved as the match's record (rules + seed + every game's moves),
which replays it exactly.

>>> from web.kings_court.spec import Setup
>>> s = Session.new(Setup.first(), seed=42)
>>> s = s.play(s.shown.legal_moves()[0])
>>> Session.from_dict(s.to_dict()) == s, s.to_act, s.undo().shown.moves
(True, 1, ())
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from kings.kings_court.api import MatchRecord
from kings.kings_court.match import Match
from kings.kings_court.outcome import COLOURS
from kings.kings_court.state import CourtGame
from web.kings_court import GAME
from web.shell.match_session import MatchSession


@dataclass(frozen=True, slots=True)
class Session(MatchSession[Match, CourtGame]):
    """The match in progress and its seats."""

    game, match_type, record, most = GAME, Match, MatchRecord, 2

    # -- the board ----------------------------------------------------------------------------------------------
    @property
    def number(self) -> int:
        """The shown game's number in the match, from 0."""
        return len(self.match.results) - (0 if self.in_deal else 1)

    def seat_of(self, colour: int) -> int:
        """The match seat playing ``colour`` (0 Orange, 1 Green) in the shown game."""
        return (colour + self.number) % 2

    def colour_of(self, seat: int) -> int:
        """The colour (0 Orange, 1 Green) match seat ``seat`` plays in the shown game."""
        return (seat - self.number) % 2

    def colour_name(self, seat: int) -> str:
        return COLOURS[self.colour_of(seat)]

    @property
    def needs_handoff(self) -> bool:
        """Never: nothing is hidden, so the players share the device without handing it over."""
        return False

    # -- transitions (play, and next_deal: the next game, the colours swapped, are the shell's Seated's) --------
    def last_human_move(self) -> int | None:
        """The index in the game in progress of the last move a human made (None: none to take back)."""
        game = self.match.current
        if game is None:
            return None
        for i in range(len(game.moves) - 1, -1, -1):
            if self.seats[self.seat_of(i % 2)].is_human:  # Orange makes the even moves, Green the odd ones
                return i
        return None

    def undo(self) -> Session:
        """The match as it was before the last human move of the game in progress (and the CPU's replies); the
        same session if there is none."""
        i = self.last_human_move()
        game = self.match.current
        if i is None or game is None:
            return self
        games = tuple(g.moves for g in self.match.results) + (game.moves[:i],)
        return replace(self, match=MatchRecord(self.match.rules, self.match.seed, games).replay())
