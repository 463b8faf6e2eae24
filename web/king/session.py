"""A game of King at the table: the engine's game, who sits where, and what the table has shown (pure).

Besides the game itself a session keeps every move with the seat that made it (the log, the auction's
calls and the narration read it) and where each hand's moves begin, which finished hands the viewer
has seen the end of (the table shows a hand's result until they press Next hand), and which were
added to the statistics. Saved as the game's record (rules + seed + moves); reading it back replays
the game, so a reload resumes on the very card.

>>> from web.king.spec import Setup
>>> s = Session.new(Setup.first(), seed=42)
>>> s = s.play(s.game.legal_moves()[0])
>>> Session.from_dict(s.to_dict()) == s, s.log[0][0] == s.game.first_dealer
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kings.king.api import KingMatch, KingRecord
from kings.king.game import KingGame
from kings.king.moves import Move
from kings.king.rules import Rules
from web.king import GAME
from web.shell.seating import Seated, first_viewer, read_count, read_record, read_seats, read_viewer
from web.shell.seats import SeatConfig, SeatedSetup

Logged = tuple[int, Move]  #: (seat, move)
Replayed = tuple[KingGame, tuple[Logged, ...], tuple[int, ...]]  #: a game, its log and where each hand begins


@dataclass(frozen=True, slots=True)
class Session(Seated):
    """The game in progress, its seats, and which human's cards the screen shows."""

    game: KingGame
    seats: tuple[SeatConfig, ...]
    viewer: int | None
    log: tuple[Logged, ...] = ()  #: every move with the seat that made it, oldest first
    starts: tuple[int, ...] = (0,)  #: where each hand's moves begin in ``log`` (hand 0 from 0)
    seen: int = 0  #: finished hands whose end the viewer has seen (pressed Next hand)
    counted: int = 0  #: finished hands added to the statistics
    match_counted: bool = False  #: the whole game added to the statistics (saved as "game_counted")

    @classmethod
    def new(cls, setup: SeatedSetup[Rules], seed: int) -> Session:
        return cls.of(KingGame.new(seed, setup.rules), setup.seats)

    @classmethod
    def of(cls, game: KingGame, seats: tuple[SeatConfig, ...], viewer: int | None = None, seen: int = 0,
           counted: int = 0, match_counted: bool = False) -> Session:  # fmt: skip
        """A session showing ``game`` as it stands (its log rebuilt by replaying its moves)."""
        return cls._of(_replay(KingRecord.of(game)), seats, viewer, seen, counted, match_counted)

    @classmethod
    def _of(cls, replayed: Replayed, seats: tuple[SeatConfig, ...], viewer: int | None, seen: int, counted: int,
            match_counted: bool) -> Session:  # fmt: skip
        game, log, starts = replayed
        if len(seats) != game.players:
            raise ValueError(f"{len(seats)} seats for a {game.players}-player game")
        done = len(game.results)
        return cls(game, seats, first_viewer(seats, viewer), log, starts, min(seen, done), min(counted, done),
                   match_counted and game.over)  # fmt: skip

    # -- who is to act -------------------------------------------------------------------------
    @property
    def hand_over(self) -> bool:
        """A hand has ended and the viewer has not yet seen its result (the table shows it)."""
        return self.seen < len(self.game.results)

    @property
    def in_deal(self) -> bool:
        """A hand is in play (or the game is over and its last hand seen): not a hand's result waiting to be seen."""
        return not self.hand_over

    @property
    def match(self) -> KingGame:
        """The match, in every game's words: in King the match is one game of hands."""
        return self.game

    @property
    def to_act(self) -> int | None:
        """The seat to move, or None while a hand's result shows or once the game is over."""
        return None if self.hand_over else self.game.acting

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def hand_log(self, number: int | None = None) -> tuple[Logged, ...]:
        """The moves of hand ``number`` (default: the hand in play, or the last one once the game is over)."""
        n = min(self.game.number, len(self.game.schedule) - 1) if number is None else number
        end = self.starts[n + 1] if n + 1 < len(self.starts) else len(self.log)
        return self.log[self.starts[n] : end]

    # -- transitions ---------------------------------------------------------------------------
    def play(self, move: Move) -> Session:
        """Play ``move`` for the seat to act; raises IllegalMoveError (with the reason) if illegal."""
        seat = self.game.acting
        game = self.game.play(move)  # raises the engine's error, changing nothing
        assert seat is not None
        log = self.log + ((seat, move),)
        starts = self.starts + ((len(log),) if game.number > self.game.number else ())
        return replace(self, game=game, log=log, starts=starts)

    def next_deal(self) -> Session:
        """The viewer has seen the hand's result: play goes on (a hand is what every other game calls a deal)."""
        return replace(self, seen=len(self.game.results)) if self.hand_over else self

    # -- a replay (web/shell/replaying.py) --------------------------------------------------------------
    @classmethod
    def from_match(cls, match: KingMatch, seats: tuple[SeatConfig, ...], viewer: int | None) -> Session:
        """A session showing the engine's ``match`` (a replay link's, :mod:`kings.recordlink`)."""
        return cls.of(match.game, seats, viewer)

    def replay_start(self) -> Session:
        """The same table before the first card: its seats and viewer."""
        return Session.of(KingGame.new(self.game.seed, self.game.rules), self.seats, self.viewer)

    @property
    def plays(self) -> tuple[Move, ...]:
        """Every move of the game so far, oldest first."""
        return tuple(move for _seat, move in self.log)

    def onward(self) -> Session:
        """A hand's result on the table: the next hand (what Next hand does); otherwise the session itself."""
        return self.next_deal() if self.hand_over and not self.game.over else self

    def take_device(self) -> Session:
        """The player to act has the device: show their cards."""
        return replace(self, viewer=self.to_act) if self.needs_handoff else self

    # -- saving --------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return self.saved(KingRecord.of(self.game).to_json(), seen=self.seen, counted=self.counted,
                          game_counted=self.match_counted)  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Session:
        """Replay a saved session; raises ValueError (or an engine error) on damaged data."""
        replayed = _replay(KingRecord.from_json(read_record(data)))
        done = len(replayed[0].results)
        return cls._of(replayed, read_seats(data, GAME, 4), read_viewer(data), read_count(data, "seen", done),
                       read_count(data, "counted", done), data.get("game_counted") is True)  # fmt: skip


def _replay(record: KingRecord) -> Replayed:
    """Replay ``record``: the game, each move with its seat, and where each hand begins."""
    state = KingGame.new(record.seed, record.rules)
    log: list[Logged] = []
    starts = [0]
    for move in record.moves:
        seat = state.acting
        after = state.play(move)  # an illegal move, or one after the end, raises the engine's error (a ValueError)
        assert seat is not None
        log.append((seat, move))
        if after.number > state.number:
            starts.append(len(log))
        state = after
    return state, tuple(log), tuple(starts)
