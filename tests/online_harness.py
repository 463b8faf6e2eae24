"""An online table in memory, for the protocol's tests: a host room, guests, and the messages between them."""

from __future__ import annotations

import itertools
import json
import random
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from web.shell.online.hosting import HostRoom, open_chairs
from web.shell.online.joining import GuestRoom
from web.shell.online.link import GameLink
from web.shell.seats import SeatConfig


@dataclass
class FakeTable:
    """The host's controller: holds the session, plays what the room passes on, tells the room it changed."""

    session: Any
    room: HostRoom | None = None
    played: list[str] = field(default_factory=list)

    def play_remote(self, move: Any) -> None:
        self.apply(move)

    def next_remote(self) -> None:
        self.session = self.session.next_deal()
        self.changed()

    def apply(self, move: Any) -> None:
        self.played.append(str(move))
        self.session = self.session.play(move)
        self.changed()

    def changed(self) -> None:
        assert self.room is not None
        self.room.changed()


@dataclass
class Net:
    """Messages in flight, delivered in order; every message a guest received is kept (for leak checks)."""

    queue: deque[tuple[str, str, str]] = field(default_factory=deque)
    inbox: dict[str, list[str]] = field(default_factory=dict)
    sent: int = 0

    def sender(self, src: str) -> Any:
        def send(dst: str, text: str) -> None:
            self.sent += 1
            self.queue.append((src, dst, text))

        return send


class Table:
    """A host and its guests wired together in memory."""

    def __init__(self, link: GameLink, seats: tuple[SeatConfig, ...], session_of: Any, level: str = "easy") -> None:
        self.net = Net()
        self.clock = 0.0
        tokens = (f"{i:032x}" for i in itertools.count(1))
        self.room = HostRoom(link, self.net.sender("host"), "test", "Test", open_chairs(seats, level, "Ann"),
                             lambda: next(tokens))  # fmt: skip
        self.link = link
        self.session_of = session_of
        self.guests: dict[str, GuestRoom] = {}

    def add_guest(self, peer: str, name: str, token: str | None = None) -> GuestRoom:
        guest = GuestRoom(self.link, self.net.sender(peer), name, token)
        self.guests[peer] = guest
        self.room.joined(peer, self.clock)
        guest.joined("host")
        self.deliver()
        return guest

    def drop(self, peer: str) -> None:
        self.guests.pop(peer)
        self.room.left(peer, self.clock)
        self.deliver()

    def start(self) -> FakeTable:
        table = FakeTable(self.session_of(self.room.seats()), self.room)
        self.room.table = table
        table.changed()
        self.deliver()
        return table

    def deliver(self) -> None:
        while self.net.queue:
            src, dst, text = self.net.queue.popleft()
            if dst == "host":
                self.room.receive(src, text, self.clock)
            elif dst in self.guests:
                self.net.inbox.setdefault(dst, []).append(text)
                self.guests[dst].receive(src, text)

    def last(self, peer: str) -> dict[str, Any]:
        return json.loads(self.net.inbox[peer][-1])


def random_moves(session: Any, link: GameLink, rng: random.Random) -> Any:
    """A legal move of the seat to act, at random."""
    return rng.choice(list(link.legal(session)))
