"""A match of deals at the table (pure, JSON round trip): the engine's match, who sits where, whose cards the screen
shows and what was added to the statistics, once for every game whose engine plays a match of deals (3-13's rounds,
King's Court's games).

A game declares what only it knows, Django-style, in a small frozen subclass: its engine's match and record types,
its registry id and how many may sit at it; and, when it keeps more than these (3-13: the player's own order of
their cards), its own fields with :meth:`MatchSession.own` and :meth:`MatchSession.read_own`::

    @dataclass(frozen=True, slots=True)
    class Session(MatchSession[Match, Round]):
        game, match_type, record, most = GAME, Match, MatchRecord, MAX_PLAYERS

The engine's match has ``new(rules, seed, players)``, ``players``, ``deal`` (the deal in progress, or None),
``results`` (each deal as it ended), ``over``, ``match_seat(deal_seat)``, ``play`` and ``next_deal``; its record
type has ``of(match)``, ``to_json()``, ``from_json(text)`` and ``replay()``. Saved as the match's record (rules +
seed + every deal's moves), which replays it exactly, with the seats, the viewer and what was counted.

>>> from web.kings_court.spec import Session, Setup
>>> s = Session.new(Setup.first(), seed=42)
>>> s.in_deal, s.to_act, s.counted, Session.from_dict(s.to_dict()) == s
(True, 0, 0, True)
>>> s = s.play(s.shown.legal_moves()[0])
>>> s.moves, s.to_act, s.record_text == s.to_dict()["record"]
(1, 1, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Self, TypeVar, cast

from web.shell.seating import Seated, first_viewer, read_count, read_record, read_seats, read_viewer
from web.shell.seats import SeatConfig, SeatedSetup

M = TypeVar("M")  #: the engine's match
D = TypeVar("D")  #: one deal of it, as the table shows it (a round, a game)

HINT_SEED = 31337  #: mixed into the match's seed for a hint's random choices


@dataclass(frozen=True, slots=True)
class MatchSession(Seated, Generic[M, D]):
    """The match in progress, its seats, which human's cards the screen shows, and what the statistics hold:
    ``counted`` finished deals (so a reload never counts one twice) and, once it is over, the match."""

    match: M
    seats: tuple[SeatConfig, ...]
    viewer: int | None
    counted: int = 0  #: finished deals added to the statistics
    match_counted: bool = False  #: the whole match added to the statistics

    game: ClassVar[str]  #: the engine registry's id (the CPU levels a saved seat may have)
    match_type: ClassVar[Any]  #: the engine's match: ``new(rules, seed, players)``
    record: ClassVar[Any]  #: the engine's match record: ``of``, ``to_json``, ``from_json``, ``replay``
    most: ClassVar[int]  #: the most seats a saved session may have

    @classmethod
    def new(cls, setup: SeatedSetup[Any], seed: int) -> Self:
        """A new match for ``setup``'s seats and rules, dealt from ``seed``."""
        return cls.of(cls.match_type.new(setup.rules, seed, setup.players), setup.seats)

    @classmethod
    def of(cls, match: M, seats: tuple[SeatConfig, ...], viewer: int | None = None, counted: int = 0,
           match_counted: bool = False, **own: Any) -> Self:  # fmt: skip
        """A session showing ``match`` as it stands (``own``: the game's own fields); ValueError if the seats do not
        fit it."""
        m = cast(Any, match)
        if len(seats) != m.players:
            raise ValueError(f"{len(seats)} seats for a {m.players}-player game")
        return cls(match, seats, first_viewer(seats, viewer), min(counted, len(m.results)),
                   match_counted and m.over, **own)  # fmt: skip

    # -- the table ------------------------------------------------------------------------------------------------
    @property
    def in_deal(self) -> bool:
        """A deal is in progress (not between deals, nor at the end)."""
        return cast(Any, self.match).deal is not None

    @property
    def shown(self) -> D:
        """The deal on the table: in progress, or the last one as it ended until the next is dealt."""
        m = cast(Any, self.match)
        return cast(D, m.deal if m.deal is not None else self.ended(m.results[-1]))

    def ended(self, result: Any) -> D:
        """A finished deal as the table shows it, from its entry in the match's results (the entry itself unless the
        game says otherwise)."""
        return cast(D, result)

    @property
    def number(self) -> int:
        """The shown deal's number in the match, from 0."""
        return len(cast(Any, self.match).results) - (0 if self.in_deal else 1)

    @property
    def to_act(self) -> int | None:
        """The match seat to move, or None between deals and at the end."""
        m = cast(Any, self.match)
        deal = m.deal
        return None if deal is None or deal.acting is None else cast(int, m.match_seat(deal.acting))

    @property
    def moves(self) -> int:
        """How many moves the match has seen: every finished deal's and the one in progress's."""
        m = cast(Any, self.match)
        done = sum(len(cast(Any, self.ended(r)).moves) for r in m.results)
        return done + (len(m.deal.moves) if m.deal is not None else 0)

    @property
    def record_text(self) -> str:
        """The match's record as saved (JSON text): rules, seed and every deal's moves."""
        return cast(str, self.record.of(self.match).to_json())

    # -- a replay (web/shell/replaying.py) ----------------------------------------------------------------------------
    @classmethod
    def from_match(cls, match: M, seats: tuple[SeatConfig, ...], viewer: int | None) -> Self:
        """A session showing the engine's ``match`` (a replay link's, :mod:`kings.recordlink`)."""
        return cls.of(match, seats, viewer)

    def replay_start(self) -> Self:
        """The same table before the match's first move: its seats and viewer, its first deal dealt."""
        m = cast(Any, self.match)
        return type(self).of(self.match_type.new(m.rules, m.seed, m.players), self.seats, self.viewer)

    @property
    def plays(self) -> tuple[Any, ...]:
        """Every move of the match so far, oldest first, deal after deal."""
        return tuple(move for deal in self.record.of(self.match).deals for move in deal)

    def onward(self) -> Self:
        """Between deals, the next deal dealt (what Next deal does); otherwise the session itself."""
        m = cast(Any, self.match)
        return self.next_deal() if m.deal is None and not m.over else self

    # -- the CPU players' seeds (a game's :class:`~web.shell.players.CpuSpec` may name these) ------------------------
    def turn_key(self) -> tuple[int, ...]:
        """The parts of a CPU move's seed: the match's seed, 7, the deal's number and the moves made in it."""
        return self._key(7)

    def hint_key(self) -> tuple[int, ...]:
        """The parts of a hint's seed: as :meth:`turn_key`'s, with :data:`HINT_SEED` for the 7."""
        return self._key(HINT_SEED)

    def _key(self, salt: int) -> tuple[int, ...]:
        m = cast(Any, self.match)  # (a CPU or a hint thinks only in a deal: its number is the deals played before it)
        return m.seed, salt, len(m.results), len(cast(Any, self.shown).moves)

    # -- saving -----------------------------------------------------------------------------------------------------
    def own(self) -> dict[str, Any]:
        """The game's own fields as saved (before the counts)."""
        return {}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        """The game's own fields read back from saved ``data`` (:meth:`of`'s keywords); a damaged one falls back."""
        return {}

    def to_dict(self) -> dict[str, Any]:
        return self.saved(self.record_text, **self.own(), counted=self.counted,
                          match_counted=self.match_counted)  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """Replay a saved session; raises ValueError (or an engine error) on damaged data."""
        match = cls.record.from_json(read_record(data)).replay()
        return cls.of(match, read_seats(data, cls.game, cls.most), read_viewer(data),
                      read_count(data, "counted", len(match.results)), data.get("match_counted") is True,
                      **cls.read_own(data))  # fmt: skip
