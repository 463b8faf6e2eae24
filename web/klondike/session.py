"""A deal of Klondike at the table (pure, JSON round trip): the engine's deal, how it was dealt (winnable only, the
daily deal's date), the time played, the Vegas running total it started from, and whether it was counted; and
what the host page of the embeddable widget is told of it (:class:`Reporter`, docs/embed.md).

Saved as the deal's record (rules, seed, every move), which replays it exactly; undo is that replay without the
last move, so it goes back as far as the first move. The clock is the table's (the engine keeps none): ``elapsed``
is the time played until the last save, and the controller adds the time since.

>>> from kings.klondike.moves import DRAW
>>> from web.klondike.spec import Setup
>>> s = Session.new(Setup(), seed=7).play(DRAW)
>>> Session.from_dict(s.to_dict()) == s, len(s.undo().deal.moves), s.to_act
(True, 0, 0)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from kings.errors import IllegalMoveError
from kings.klondike.api import DealRecord
from kings.klondike.deal import Deal
from kings.klondike.moves import Move
from kings.klondike.rules import Rules, Scoring
from web.klondike.spec import Setup, read_bank
from web.shell.reporter import DealReporter
from web.shell.seating import OneDevice, read_record
from web.shell.seats import SeatConfig

MAX_ELAPSED = 10**8  #: seconds (three years): a saved clock beyond this is damaged


@dataclass(frozen=True, slots=True)
class Session(OneDevice):
    """The deal in progress (or just finished), and how it came to be."""

    deal: Deal
    winnable: bool = False  #: dealt by "winnable deals only" (the seed is the solver's)
    daily: str = ""  #: the daily deal's date (YYYY-MM-DD), or ""
    elapsed: float = 0.0  #: seconds played (until the controller's clock started again)
    bank: int = 0  #: the Vegas running total before this deal
    counted: bool = False  #: the deal is in the statistics (won, given up, or left for a new deal)
    checking: bool = False  #: the worker is looking for a winnable deal: this one is only a placeholder

    @classmethod
    def new(cls, setup: Setup, seed: int, bank: int = 0) -> Session:
        return cls(Deal.new(setup.rules, seed), setup.winnable, setup.daily, bank=bank)

    @property
    def rules(self) -> Rules:
        """The rules in play."""
        return self.deal.rules

    @property
    def to_act(self) -> int | None:
        return None if self.deal.over or self.checking else 0

    @property
    def seed(self) -> int:
        assert self.deal.seed is not None
        return self.deal.seed

    @property
    def setup(self) -> Setup:
        """The setup that dealt this deal (no seed)."""
        return Setup(self.deal.rules, self.winnable)

    @property
    def vegas(self) -> bool:
        return self.deal.rules.scoring is Scoring.VEGAS

    @property
    def total(self) -> int:
        """The Vegas running total with this deal's score in it (the score itself under other scorings)."""
        return self.bank + self.deal.score if self.vegas else self.deal.score

    @property
    def started(self) -> bool:
        """Whether a move has been made (the clock runs from the first move)."""
        return bool(self.deal.moves)

    # -- transitions ---------------------------------------------------------------------------------------
    def play(self, move: Move) -> Session:
        """Play ``move``; raises IllegalMoveError (with the engine's reason) if illegal."""
        return replace(self, deal=self.deal.play(move))

    def undo(self) -> Session:
        """The deal before its last move (replayed from the deal's record); IllegalMoveError when there is none,
        or once the deal is won (a win is final)."""
        deal = self.deal
        if not deal.moves:
            raise IllegalMoveError("There is nothing to undo: no move has been made.")
        if deal.won:
            raise IllegalMoveError("The deal is won: start a new one.")
        # the engine's replay checks each move again: 5 ms for 300 moves under CPython, against 3.6 ms unchecked
        return replace(self, deal=DealRecord(deal.rules, self.seed, deal.moves[:-1]).replay())

    # -- a replay (web/shell/replaying.py) ------------------------------------------------------------------
    def replay_start(self) -> Session:
        """The same deal before its first move."""
        return replace(self, deal=Deal.new(self.deal.rules, self.seed), elapsed=0.0, counted=False)

    @property
    def plays(self) -> tuple[Move, ...]:
        """Every move of the deal so far, oldest first."""
        return self.deal.moves

    def onward(self) -> Session:
        """A deal has nothing between its moves: the session itself."""
        return self

    @property
    def dealt(self) -> tuple[Rules, int, int]:
        """What deals this deal again (a replay link, kings/recordlink.py): rules, seed, the seat that starts."""
        return self.deal.rules, self.seed, 0

    @classmethod
    def from_deal(cls, rules: Rules, seed: int, first: int, seats: tuple[SeatConfig, ...]) -> Session:
        """The deal a replay link deals (one seat, which starts)."""
        return cls(Deal.new(rules, seed))

    def with_time(self, elapsed: float) -> Session:
        return replace(self, elapsed=max(0.0, min(float(MAX_ELAPSED), elapsed)))

    # -- saving ---------------------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"record": DealRecord.of(self.deal).to_json(), "winnable": self.winnable, "daily": self.daily,
                "elapsed": round(self.elapsed, 1), "bank": self.bank, "counted": self.counted}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Session:
        """Replay a saved deal; raises ValueError (or an engine error, a ValueError too) on damaged data."""
        deal = DealRecord.from_json(read_record(data, "deal")).replay()
        elapsed, bank, daily = data.get("elapsed", 0), read_bank(data), data.get("daily", "")
        if isinstance(elapsed, bool) or not isinstance(elapsed, int | float) or not math.isfinite(elapsed):
            raise ValueError("the saved clock must be a number of seconds")
        if not isinstance(daily, str) or len(daily) > 10:
            raise ValueError("the daily deal's date must be YYYY-MM-DD")
        flags = [data.get(k, False) for k in ("winnable", "counted")]
        if not all(isinstance(f, bool) for f in flags):
            raise ValueError("winnable and counted must be true or false")
        s = cls(deal, flags[0], daily, 0.0, bank, flags[1])
        return s.with_time(float(elapsed))


class Reporter(DealReporter[Session]):
    """Klondike's widget events: a deal is the whole match, ended once over or counted (a deal given up is counted,
    lost); a placeholder deal, while a winnable one is being found, is none. A deal the host replaces with its
    ``new-game`` command is not one that ended."""

    game = "klondike"

    def ended(self, s: Session) -> bool:
        return s.deal.over or s.counted

    def key(self, s: Session) -> tuple[Any, ...]:
        return s.deal.seed, s.deal.rules

    def winners(self, s: Session) -> list[int]:
        return [0] if s.deal.won else []

    def restarted(self, s: Session) -> bool:
        return not s.deal.moves

    def points(self, s: Session) -> list[tuple[int, int]]:
        return [(s.total, s.deal.score)]

    def update(self, s: Session | None) -> None:
        if s is None or not s.checking:
            super().update(s)
