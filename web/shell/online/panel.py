"""What the online panel and the online bar say (pure): the seats, who is here, what to do next.

>>> lines = seat_lines([{"name": "Ann", "kind": "host", "level": "easy", "status": "host", "you": True},
...                     {"name": "Ben", "kind": "open", "level": "hard", "status": "cpu", "you": False}],
...                    can_sit=True, started=False)
>>> [(s.name, s.state, s.can_sit) for s in lines]
[('Ann (you)', 'Host', False), ('Free seat', 'Sit here, or Ben (CPU · hard) plays it.', True)]
>>> [s.bar for s in seat_lines([{"name": "Ben", "kind": "open", "level": "hard", "status": "cpu"}], started=True)]
['Ben: CPU · hard']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kings.i18n import N_, _, ngettext, pgettext
from web.shell.online.reactions import read_level
from web.shell.seats import kind_label

STATES = {"host": N_("Host"), "here": N_("Connected"), "away": N_("Away"), "waiting": N_("Not connected yet")}
#: Seconds a guest looks for the host before the panel says what may be wrong (it goes on looking).
PATIENCE = 25.0
UNREACHABLE = N_("No answer from the host's table yet. Their page may be closed or asleep (a phone with its screen "
               "off): ask them to open the game again. Some networks, such as strict office or mobile networks, "
               "block a direct link between two devices: if the host's page is open, one of you may try another "
               "network, such as home Wi-Fi. This page keeps looking meanwhile.")  # fmt: skip
END_TITLE = N_("End the online game?")
END_TEXT = N_("The game stops for everyone and is not kept: your friends' tables will say that you ended it. Your own "
            "game on this device comes back.")  # fmt: skip
NAME_HELP = N_("The other players see this name at the table.")


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One seat in the panel or the bar."""

    seat: int
    name: str
    state: str  #: ``Host``, ``Connected``, ``Away``, ``CPU · medium``...
    status: str  #: the room's word: ``host``, ``here``, ``away``, ``waiting``, ``cpu``
    can_sit: bool = False  #: a free seat the player may take (before the game starts)
    bar: str = ""  #: the seat in the bar's few words (``Bo: Connected``)
    level: int = 0  #: the level its player reports (a public table's seat; 0: not shown)
    can_remove: bool = False  #: a guest's seat the host may free (before the game starts)


def seat_lines(roster: Sequence[dict[str, Any]], *, can_sit: bool = False, started: bool,
               away_cpu: bool = False, can_remove: bool = False) -> tuple[SeatLine, ...]:  # fmt: skip
    """The seats as the host lists them (:meth:`HostRoom._roster`). ``can_sit``: this player may take a free seat;
    ``started``: the game is on (a free seat is its CPU's, no longer waiting for a guest); ``away_cpu``: a CPU
    plays for a guest who is away; ``can_remove``: the host may remove a guest (before the start)."""
    out = []
    for i, r in enumerate(roster):
        status = str(r.get("status", ""))
        name = str(r.get("name", ""))
        if r.get("kind") == "open":
            cpu = kind_label(str(r.get("level")))
            if started:
                out.append(SeatLine(i, name, cpu, status, bar=_("{name}: {state}").format(name=name, state=cpu)))
            elif can_sit:
                out.append(SeatLine(i, _("Free seat"), _("Sit here, or {name} ({cpu}) plays it.").format(
                    name=name, cpu=cpu), status, True, _("Free seat: waiting for a guest")))
            else:
                out.append(SeatLine(i, _("Open seat"), _("Waiting for a guest. If nobody sits here, {name} ({cpu}) "
                                                         "plays it.").format(name=name, cpu=cpu),
                                    status, bar=_("Open seat: waiting for a guest")))  # fmt: skip
            continue
        state = _(STATES[status]) if status in STATES else status
        if status == "away" and away_cpu:
            state = _("Away: a CPU plays for them")
        shown = _("{name} (you)").format(name=name) if r.get("you") else name
        out.append(SeatLine(i, shown, state, status, bar=_("{name}: {state}").format(name=shown, state=state),
                            level=read_level(r.get("player_level")),
                            can_remove=can_remove and r.get("kind") == "guest" and not started))  # fmt: skip
    return tuple(out)


def host_name(roster: Sequence[dict[str, Any]]) -> str:
    """The host's name as the seats give it ("The host" before they are known)."""
    return next((str(r.get("name")) for r in roster if r.get("kind") == "host"), "") or _("The host")


def guest_note(phase: str, seated: bool, started: bool, host: str, waited: float = 0.0) -> str:
    """The guest panel's line: where joining stands (``waited``: seconds spent looking for the host so far)."""
    if phase == "connecting":
        return _(UNREACHABLE) if waited >= PATIENCE else _("Looking for the host's table… (their page must be open)")
    if phase == "host-away":
        return _("{host} has left the table. The game is saved on their device: it goes on when they open the link "
                 "again, and you will be back in your seat.").format(host=host)
    if phase == "ended":
        return _("{host} ended the online game. It is over for everyone: you can play here on your own.").format(
            host=host)
    if phase == "removed":
        return _("The host removed you from this table. You can play here on your own, or find another table.")
    if not seated:
        return _("Choose a free seat.")
    return _("Waiting for the host to start the game…") if not started else _("The game is on.")


def guest_actions(phase: str, waited: float = 0.0, table: bool = True) -> list[tuple[str, str]]:
    """The guest panel's buttons: (action, label); ``table``: the host's table is on this page (once ended, it
    may be looked at: Close)."""
    if phase == "ended":
        offline = ("offline", _("Play offline"))
        return [("close", pgettext("button", "Close")), offline] if table else [offline]
    if phase == "removed":
        return [("offline", _("Play offline"))]
    if phase == "connecting" and waited >= PATIENCE:
        return [("offline", _("Play offline")), ("retry", _("Try again"))]
    return [("leave", pgettext("button", "Leave"))]


def bar_actions(host: bool, started: bool, phase: str = "") -> list[tuple[str, str]]:
    """The online bar's buttons, (action, label): the host's (``started``: the game is on), or a guest's (``phase``
    of its room; ``started``: its table has come). Before the game starts the panel stays open over the page, with
    its own buttons: the bar has none."""
    if not started:
        return []
    if host:
        return [("invite", _("Invite…")), ("end", _("End online game"))]
    return [("offline", _("Play offline"))] if phase == "ended" else [("leave", pgettext("button", "Leave"))]


def timeout_label(seconds: int) -> str:
    if not seconds:
        return _("never")
    if seconds < 60:
        return ngettext("{n} second", "{n} seconds", seconds).format(n=seconds)
    return ngettext("{n} minute", "{n} minutes", seconds // 60).format(n=seconds // 60)
