"""Who is to act at a table and whose cards the screen shows, for every game's session (pure): a mixin for a
game's frozen session, which has ``seats``, ``viewer`` and ``to_act`` (the seat to move, or None while nobody
may: between deals, a result showing, the end). A session is saved as its record (which replays it) with its seats,
its viewer and what it counted: :meth:`Seated.saved` writes it, :func:`read_record`, :func:`read_viewer` and
:func:`read_count` read it back.

>>> read_count({"counted": 2}, "counted", 3), read_count({"counted": True}, "counted", 3), read_count({}, "seen", 1)
(2, 3, 1)
>>> read_viewer({"viewer": 1}), read_viewer({"viewer": True}), read_viewer({})
(1, None, None)
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Literal, Self, cast

from kings import registry
from kings.i18n import _
from web.shell.seats import HUMAN, SeatConfig, seats_from_list, seats_to_list
from web.shell.storage import read_json

Actor = Literal["human", "cpu", "remote", "none"]  #: ``remote``: a seat played from another browser (online)
#: a match of deals' table: over, between deals, waiting for the next human to take the device, or in play
TableState = Literal["match-over", "deal-over", "handoff", "ready"]


class Seated:
    """Properties every session has, from its seats, its viewer and the seat to act."""

    __slots__ = ()

    seats: tuple[SeatConfig, ...]
    viewer: int | None

    if TYPE_CHECKING:  # a match's session has one (King's is its game of hands)

        @property
        def match(self) -> Any: ...

        @property
        def in_deal(self) -> bool: ...

        @property
        def shown_seats(self) -> tuple[int, ...]: ...

    @property
    def to_act(self) -> int | None:
        raise NotImplementedError

    def play(self, move: Any) -> Self:
        """Play ``move`` in the match's deal in progress; raises IllegalMoveError (with the reason) if illegal."""
        return cast(Self, replace(cast(Any, self), match=self.match.play(move)))

    def next_deal(self) -> Self:
        """Deal the match's next deal (a round, a game)."""
        return cast(Self, replace(cast(Any, self), match=self.match.next_deal()))

    def take_device(self) -> Self:
        """The player to act has the device (pass and play): the screen shows their cards."""
        return cast(Self, replace(cast(Any, self), viewer=self.to_act)) if self.needs_handoff else self

    @property
    def rules(self) -> Any:
        """The rules in play (the rules dialog shows them): the match's, unless the session says otherwise."""
        return self.match.rules

    @property
    def actor(self) -> Actor:
        """Whom the table waits on."""
        seat = self.to_act
        if seat is None:
            return "none"
        if self.seats[seat].remote:
            return "remote"
        return "human" if self.seats[seat].is_human else "cpu"

    @property
    def needs_handoff(self) -> bool:
        """A different human must take the device before their cards are shown (pass and play)."""
        seat = self.to_act
        return seat is not None and self.seats[seat].is_human and not self.seats[seat].remote and seat != self.viewer

    def table_state(self, busy: bool = False) -> tuple[TableState, bool]:
        """The table as its view shows it, and whether the human whose turn it is may act now (``busy``: not while
        a move is under way). A session of a match of deals has ``match.over`` and ``in_deal``."""
        if self.match.over:
            state: TableState = "match-over"
        elif not self.in_deal:
            state = "deal-over"
        else:
            state = "handoff" if self.needs_handoff else "ready"
        return state, state == "ready" and self.actor == "human" and not busy

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    @property
    def you(self) -> int | None:
        """The seat results speak to as "you": the only human, if exactly one plays (and not in someone else's
        replay link)."""
        humans = self.humans
        return humans[0] if len(humans) == 1 and not self.seats[humans[0]].watched else None

    def row_name(self, seat: int) -> str:
        """A results row's name: ``Ann (you)`` for :attr:`you` (just ``You`` if that is their name)."""
        name = self.seats[seat].name
        if seat != self.you or name in ("You", _("You")):
            return name
        # Translators: the player's own row in a results table: {name} is their name
        return _("{name} (you)").format(name=name)

    @property
    def online(self) -> bool:
        """Some seat is played from another browser (an online game)."""
        return any(s.remote for s in self.seats)

    # -- a match whose deal on the table seats some of its players (``shown_seats``: the match seat of each) --------
    def deal_seat(self, seat: int | None) -> int | None:
        """The seat in the deal on the table of match seat ``seat``, or None if it sits that deal out."""
        seats = self.shown_seats
        return seats.index(seat) if seat is not None and seat in seats else None

    def names(self) -> list[str]:
        """The players' names by seat of the deal on the table."""
        return [self.seats[s].name for s in self.shown_seats]

    def saved(self, record: Any, **more: Any) -> dict[str, Any]:
        """The session as saved: its ``record``, its seats, its viewer, then ``more`` (what it counted...)."""
        return {"record": record, "seats": seats_to_list(self.seats), "viewer": self.viewer, **more}


class OneDevice(Seated):
    """A session whose players all sit at one device with nothing hidden from one another (Klondike's one player,
    a Kings Cup party): its seats are its setup's, and the screen shows the seat to act, so the device is never
    handed over."""

    __slots__ = ()

    if TYPE_CHECKING:  # the game's session has it: the setup that started it

        @property
        def setup(self) -> Any: ...

    @property
    def seats(self) -> tuple[SeatConfig, ...]:  # type: ignore[override]  # derived from the setup
        return cast(tuple[SeatConfig, ...], self.setup.seats)

    @property
    def viewer(self) -> int | None:  # type: ignore[override]  # derived: the seat to act
        return self.to_act


def read_record(data: Any, what: str = "game") -> str:
    """The record (JSON text) that a saved session ``data`` holds; ValueError if ``data`` is no object with one, or
    the record nests too deep for the page's parser."""
    if not isinstance(data, dict) or not isinstance(data.get("record"), str):
        raise ValueError(f"a saved {what} must be an object with its record")
    record: str = data["record"]
    read_json(record)  # nesting too deep for the parser is a ValueError here, not a crash
    return record


def read_seats(data: dict[str, Any], game: str, most: int) -> tuple[SeatConfig, ...]:
    """A saved session's seats (at most ``most``), each a human or one of the registry game's CPU levels; ValueError
    on anything else. A session reads them without its game's setup, which is declared above it (the game's spec)."""
    return seats_from_list(data.get("seats"), (HUMAN, *(lv.id for lv in registry.game(game).offered_levels)), most)


def read_viewer(data: dict[str, Any]) -> int | None:
    """The saved viewer: a seat number, or None (whatever else was saved)."""
    viewer = data.get("viewer")
    return viewer if isinstance(viewer, int) and not isinstance(viewer, bool) else None


def read_count(data: dict[str, Any], key: str, done: int) -> int:
    """A saved count of finished deals (0 to ``done``); ``done`` if it is missing or damaged (so nothing counts
    twice)."""
    count = data.get(key, done)
    return done if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= done else count


def first_viewer(seats: tuple[SeatConfig, ...], viewer: int | None) -> int | None:
    """``viewer`` if it is a human seat, else the first human seat (None with no human at the table)."""
    humans = [i for i, s in enumerate(seats) if s.is_human and not s.remote]
    return viewer if viewer in humans else (humans[0] if humans else None)
