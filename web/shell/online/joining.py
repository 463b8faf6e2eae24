"""A guest's side of an online table (pure): finding the host, taking a seat, sending moves, drawing the table.

A guest says hello to every peer of the room until one answers as the host; from then on it listens to that peer
alone (other guests of the room are ignored) and sends only to it. The host answers with the seats (the lobby),
or, to a guest whose browser kept its seat token, with its seat and table at once. Each table the host sends is
read into a session of the game (:meth:`GameLink.replica`), drawn by the game's own view; a move goes to the
host as its notation, with the version of the table it was made on, and the table changes only when the host
says so. If the host drops, the guest says so and waits: when the host opens the link again, the guest says
hello again and is seated as before. If the host ends the game, or removes this guest before the start, the guest
is told so, and it stays over. The guest's hello and sit carry the level its player reports in this game; a
reaction of a seat (:mod:`web.shell.online.reactions`) is kept to be shown a few seconds by its seat.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from kings.i18n import _
from web.shell.online import reactions, wire
from web.shell.online.link import GameLink
from web.shell.seats import HUMAN, SeatConfig

#: ``stopped``: the host refused this guest (another version, a game started without them); ``ended``: the host
#: ended the online game; ``removed``: the host removed this guest from the table before the start
Phase = Literal["connecting", "lobby", "playing", "host-away", "stopped", "ended", "removed"]


@dataclass(slots=True)
class GuestRoom:
    """The online table on a guest's device."""

    link: GameLink
    send: Callable[[str, str], None]  #: (peer, message text)
    name: str
    token: str | None = None  #: this browser's seat token at this table, once seated
    host: str | None = None  #: the host's connection
    phase: Phase = "connecting"
    lobby: dict[str, Any] | None = None  #: the seats as the host last listed them
    seat: int | None = None
    version: int = -1  #: the table version last drawn
    session: Any = None  #: the game as this seat sees it
    pending: bool = False  #: a move is on its way to the host
    note: str | None = None  #: the host's last refusal, or what happened
    ignored: int = 0  #: messages not read (from another guest, or not a message)
    pongs: dict[int, float] | None = None
    level: int = 0  #: this player's level in this game, as they report it (0: none)
    reactions: dict[int, tuple[str, float]] = field(default_factory=dict)  #: each seat's last reaction, and when
    heard: str = ""  #: the kind of the last message read
    clock: Callable[[], float] = time.monotonic

    # -- connections ---------------------------------------------------------------------------
    def joined(self, peer: str) -> None:
        """A peer came into the room: if it may be the host, say hello."""
        if self.host is None and not self.over:
            self.send(peer, wire.write("hello", v=wire.VERSION, name=self.name, token=self.token, level=self.level))

    def left(self, peer: str) -> None:
        if peer == self.host:
            self.host, self.pending = None, False
            if not self.over:
                self.phase = "host-away"

    def concerns(self, peer: str) -> bool:
        """Whether a link with ``peer`` that could not be made matters to this guest: any while the host is not
        found, then only the host's. Guests speak only to the host, and a failed link between two guests once took
        the place of "Waiting for the host to start the game…" on a seated guest's panel."""
        return self.host is None or peer == self.host

    @property
    def over(self) -> bool:
        """Nothing more comes from this table: the host refused this guest, or ended the game."""
        return self.phase in ("stopped", "ended", "removed")

    # -- what the host sends -------------------------------------------------------------------
    def receive(self, peer: str, text: Any) -> bool:
        """One message; True if the table or the seats changed (draw them again)."""
        if (self.host is not None and peer != self.host) or self.over:
            self.ignored += 1
            return False
        try:
            data = wire.read_host(text)
        except wire.BadMessage:
            self.ignored += 1
            return False
        kind = data["t"]
        if self.host is None and kind not in ("lobby", "seated", "table", "refused"):
            self.ignored += 1
            return False
        self.host, self.heard = peer, kind
        if kind == "lobby":
            return self._on_lobby(data)
        if kind == "seated":
            self.token, self.seat = data["token"], data["seat"]
            return True
        if kind == "table":
            return self._on_table(data)
        if kind == "ended":
            self.phase, self.pending, self.note = "ended", False, None
            return True
        if kind == "removed":  # before the start: this guest has no seat at this table any more
            self.phase, self.pending, self.note, self.seat = "removed", False, None, None
            return True
        if kind == "reaction":
            seats = (self.lobby or {}).get("seats", [])
            if not 0 <= data["seat"] < len(seats):
                self.ignored += 1
                return False
            self.reactions[data["seat"]] = (data["r"], self.clock())
            return True
        if kind == "refused":
            self.pending = False
            self.note = _(data["reason"])  # (the host's refusals come in English: web/shell/online/hosting.py)
            if data["what"] == "hello":
                self.phase = "stopped"
            return True
        if self.pongs is not None:
            self.pongs.setdefault(data["id"], 0.0)
        return False

    def _on_lobby(self, data: dict[str, Any]) -> bool:
        if data["v"] != wire.VERSION:
            self.phase, self.note = "stopped", _("The host runs another version of Kings: both of you reload the page.")
            return True
        if not _roster_ok(data["seats"]):
            self.ignored += 1
            return False
        self.lobby = data
        self.seat = data["you"]
        if self.phase != "playing" or self.seat is None:
            self.phase = "lobby"
        if data["started"] and self.seat is None:
            self.note = _("This game has started: only its players can come back to it.")
        return True

    def _on_table(self, data: dict[str, Any]) -> bool:
        roster = data["seats"]
        seat = data["seat"]
        if not _roster_ok(roster) or not 0 <= seat < len(roster):
            self.ignored += 1
            return False
        seats = tuple(SeatConfig(str(r["name"]), HUMAN if r["kind"] != "open" else str(r["level"]), i != seat)
                      for i, r in enumerate(roster))  # fmt: skip
        try:
            self.session = self.link.replica(data["state"], seats, seat, self.session)
        except ValueError as exc:
            self.ignored += 1
            self.note = _("The host sent a table this page cannot read ({why}).").format(why=str(exc)[:80])
            return True
        if self.lobby is not None:
            self.lobby = {**self.lobby, "seats": roster, "started": True, "you": seat}
        self.seat, self.version, self.phase, self.pending = seat, data["n"], "playing", False
        self.note = None
        return True

    # -- what the guest does --------------------------------------------------------------------
    def sit(self, seat: int, name: str) -> None:
        if self.host is not None:
            self.name = name
            self.send(self.host, wire.write("sit", seat=seat, name=name, level=self.level))

    def move(self, notation: str) -> bool:
        """Send a move; False (nothing sent) while another is on its way or there is no host."""
        if self.host is None or self.pending or self.phase != "playing":
            return False
        self.pending = True
        self.send(self.host, wire.write("move", m=notation, n=self.version))
        return True

    def next(self) -> None:
        if self.host is not None and self.phase == "playing":
            self.send(self.host, wire.write("next", n=self.version))

    def react(self, reaction: str) -> None:
        """Send a quick reaction (the host relays it, or drops it if this seat reacted a moment ago)."""
        if self.host is not None and self.seat is not None and not self.over and reactions.is_reaction(reaction):
            self.send(self.host, wire.write("react", r=reaction))

    def ping(self, ident: int) -> None:
        if self.host is not None:
            self.send(self.host, wire.write("ping", id=ident))


def _roster_ok(roster: Any) -> bool:
    """A list of seats as the host sends them (between 1 and 8, each with its name, kind and level as text)."""
    return (isinstance(roster, list) and 0 < len(roster) <= 8 and all(
        isinstance(r, dict) and all(isinstance(r.get(k), str) and len(r[k]) <= 80 for k in ("name", "kind", "level"))
        and r["kind"] in ("host", "open", "guest") for r in roster))  # fmt: skip
