"""What the online panel and the online bar say (pure): the seats, who is here, what to do next.

>>> lines = seat_lines([{"name": "Ann", "kind": "host", "level": "easy", "status": "host", "you": True},
...                     {"name": "Seat 2", "kind": "open", "level": "hard", "status": "cpu", "you": False}], True)
>>> [(s.name, s.state, s.can_sit) for s in lines]
[('Ann (you)', 'Host', False), ('Free seat', 'CPU · hard until someone sits here', True)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

STATES = {"host": "Host", "here": "Connected", "away": "Away", "waiting": "Not connected yet"}


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One seat in the panel or the bar."""

    seat: int
    name: str
    state: str  #: ``Host``, ``Connected``, ``Away``, ``CPU · medium``...
    status: str  #: the room's word: ``host``, ``here``, ``away``, ``waiting``, ``cpu``
    can_sit: bool = False  #: a free seat the player may take (before the game starts)


def seat_lines(roster: Sequence[dict[str, Any]], free_to_sit: bool, away_cpu: bool = False) -> tuple[SeatLine, ...]:
    """The seats as the host lists them (:meth:`HostRoom._roster`); ``free_to_sit``: free seats can be taken."""
    out = []
    for i, r in enumerate(roster):
        status = str(r.get("status", ""))
        name = str(r.get("name", ""))
        if r.get("kind") == "open":
            state = f"CPU · {r.get('level')}" + (" until someone sits here" if free_to_sit else "")
            out.append(SeatLine(i, "Free seat" if free_to_sit else name, state, status, free_to_sit))
            continue
        state = STATES.get(status, status)
        if status == "away" and away_cpu:
            state = "Away: a CPU plays for them"
        out.append(SeatLine(i, f"{name} (you)" if r.get("you") else name, state, status))
    return tuple(out)


def guest_note(phase: str, seated: bool, started: bool, host: str) -> str:
    """The guest panel's line: where joining stands."""
    if phase == "connecting":
        return "Looking for the host… (the host's page must be open)"
    if phase == "host-away":
        return (f"{host} has left the table. The game is saved on their device: it goes on when they open the link "
                "again, and you will be back in your seat.")  # fmt: skip
    if not seated:
        return "Type your name and choose a free seat."
    return "Waiting for the host to start the game…" if not started else "The game is on."


def timeout_label(seconds: int) -> str:
    if not seconds:
        return "never"
    return f"{seconds} seconds" if seconds < 60 else f"{seconds // 60} minute{'s' if seconds >= 120 else ''}"
