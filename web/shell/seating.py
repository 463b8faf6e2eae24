"""Who is to act at a table and whose cards the screen shows, for every game's session (pure): a mixin for a
game's frozen session, which has ``seats``, ``viewer`` and ``to_act`` (the seat to move, or None while nobody
may: between deals, a result showing, the end)."""

from __future__ import annotations

from typing import Any, Literal

from web.shell.seats import SeatConfig

Actor = Literal["human", "cpu", "remote", "none"]  #: ``remote``: a seat played from another browser (online)


class Seated:
    """Properties every session has, from its seats, its viewer and the seat to act."""

    __slots__ = ()

    seats: tuple[SeatConfig, ...]
    viewer: int | None

    @property
    def to_act(self) -> int | None:
        raise NotImplementedError

    @property
    def rules(self) -> Any:
        """The rules in play (the rules dialog shows them)."""
        raise NotImplementedError

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

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    @property
    def you(self) -> int | None:
        """The seat results speak to as "you": the only human, if exactly one plays."""
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def row_name(self, seat: int) -> str:
        """A results row's name: ``Ann (you)`` for :attr:`you` (just ``You`` if that is their name)."""
        name = self.seats[seat].name
        return name if seat != self.you or name == "You" else f"{name} (you)"

    @property
    def online(self) -> bool:
        """Some seat is played from another browser (an online game)."""
        return any(s.remote for s in self.seats)


def first_viewer(seats: tuple[SeatConfig, ...], viewer: int | None) -> int | None:
    """``viewer`` if it is a human seat, else the first human seat (None with no human at the table)."""
    humans = [i for i, s in enumerate(seats) if s.is_human and not s.remote]
    return viewer if viewer in humans else (humans[0] if humans else None)
