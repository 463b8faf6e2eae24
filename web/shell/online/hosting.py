"""The host's side of an online table (pure): who sits where, what each guest may send, what each is sent.

The host's browser is the table: it holds the one true game. A guest says hello (with the seat token its
browser kept, to get its seat back), takes a free seat before the game starts, and then sends moves as their
notation; :class:`HostRoom` plays a move only for the seat of the peer that sent it, only when the engine waits
on that seat, only if it is among the legal moves and only if it was made on the table as it is now (so a move
sent twice is played once), and tells the guest the engine's reason otherwise. After every change each guest
is sent what its own seat may see (:meth:`GameLink.table`), nothing more. A guest who drops is shown as away;
once away longer than the host's time, a CPU plays that seat's turns until they are back. Each peer may send
:data:`BURST` messages at once and :data:`RATE` a second after that; the rest are dropped unread.

Before the start the host may remove a guest (:meth:`HostRoom.remove`): the seat is free again, the guest is told,
and neither that connection nor that seat token may sit at the table again. A seated player may send a quick
reaction (:mod:`web.shell.online.reactions`: an id of a fixed set, no text), which the host relays to every seated
player, one per seat every few seconds at most (the rest dropped). At a public table each seat's line says the
level its player reports (:attr:`HostRoom.public`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from kings.errors import KingsError
from kings.i18n import N_
from web.shell.online import reactions, wire
from web.shell.online.link import GameLink
from web.shell.seats import HUMAN, SeatConfig, clean_name, default_name

ChairKind = Literal["host", "open", "guest"]
BURST = 20  #: messages a peer may send at once
RATE = 5.0  #: and then per second
TIMEOUTS = (15, 30, 60, 120, 0)  #: seconds before a CPU plays for a player who is away (0: never)
#: The host's refusals go on the wire in English (a guest's page translates them: web/shell/online/joining.py).
TAKEN = N_("That seat is taken: choose another.")
REMOVED = N_("The host removed you from this table: you cannot sit at it again.")


@dataclass(slots=True)
class Chair:
    """One seat of the online table as the host keeps it."""

    name: str
    kind: ChairKind  #: the host's own, one still free (a CPU plays it), or a guest's
    level: str  #: the CPU level that plays it while it is free, or while its guest is away
    token: str = ""  #: the guest's seat token (their browser keeps it to come back)
    peer: str | None = None  #: the guest's connection, while connected
    away_since: float | None = None  #: when the guest dropped (None: here, or never came)
    cpu: str = ""  #: the name of the CPU that plays the seat while it is free (the seat's name offline)
    player_level: int = 0  #: the level its player reports in this game (0: not known), shown at a public table

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "token": self.token, "cpu": self.cpu}


@dataclass(slots=True)
class Peer:
    seat: int | None = None
    tokens: float = BURST
    at: float = 0.0
    dropped: int = 0


class HostTable(Protocol):
    """The host's controller, as the room sees it."""

    @property
    def session(self) -> Any:
        """The game as it stands."""
        ...

    def play_remote(self, move: Any) -> None:
        """Play a guest's move (already checked) and go on."""
        ...

    def next_remote(self) -> None:
        """Deal the next hand, as a guest asked."""
        ...


@dataclass(slots=True)
class HostRoom:
    """The online table on the host's device."""

    link: GameLink
    send: Callable[[str, str], None]  #: (peer, message text)
    game: str
    title: str
    chairs: list[Chair]
    new_token: Callable[[], str]
    table: HostTable | None = None  #: set once the game has started
    timeout: int = 60
    version: int = 0
    peers: dict[str, Peer] = field(default_factory=dict)
    public: bool = False  #: listed in Find a table: the seats say the levels their players report
    removed: set[str] = field(default_factory=set)  #: the connections and seat tokens the host removed
    reactions: dict[int, tuple[str, float]] = field(default_factory=dict)  #: each seat's last reaction, and when

    @property
    def started(self) -> bool:
        return self.table is not None

    # -- connections ---------------------------------------------------------------------------
    def joined(self, peer: str, now: float) -> None:
        self.peers.setdefault(peer, Peer(at=now))

    def left(self, peer: str, now: float) -> None:
        gone = self.peers.pop(peer, None)
        for chair in self.chairs:
            if chair.peer == peer:
                chair.peer, chair.away_since = None, now
        if gone is not None and gone.seat is not None:
            self._lobby_all()

    # -- what guests send ----------------------------------------------------------------------
    def receive(self, peer: str, text: Any, now: float) -> None:
        """One message from ``peer``: rate-limited, read, and acted on (or refused, saying why)."""
        state = self.peers.setdefault(peer, Peer(at=now))
        state.tokens = min(BURST, state.tokens + max(0.0, now - state.at) * RATE)
        state.at = now
        if state.tokens < 1:
            state.dropped += 1
            if state.dropped == 1:
                self._refuse(peer, "message", N_("Too many messages: some were ignored."))
            return
        state.tokens -= 1
        try:
            data = wire.read_guest(text)
        except wire.BadMessage as exc:
            self._refuse(peer, "message", f"Not a message this table reads: {exc}.")
            return
        getattr(self, f"_on_{data['t']}")(peer, state, data, now)

    def _on_hello(self, peer: str, state: Peer, data: dict[str, Any], now: float) -> None:
        if data["v"] != wire.VERSION:
            self._refuse(peer, "hello", N_("This table runs another version of Kings: reload the page."))
            return
        if peer in self.removed or data["token"] in self.removed:
            self._refuse(peer, "hello", REMOVED)
            return
        seat = self._seat_of_token(data["token"])
        if seat is not None:
            self.chairs[seat].player_level = data["level"] or self.chairs[seat].player_level
            self._seat(peer, state, seat, None)
            return
        self._lobby(peer)

    def _on_sit(self, peer: str, state: Peer, data: dict[str, Any], now: float) -> None:
        seat = data["seat"]
        if self.started:
            self._refuse(peer, "sit", N_("The game has started: only its players can come back to it."))
            return
        if peer in self.removed:
            self._refuse(peer, "sit", REMOVED)
            return
        if not 0 <= seat < len(self.chairs) or self.chairs[seat].kind != "open":
            self._refuse(peer, "sit", TAKEN)
            return
        if state.seat is not None:  # moving to another free seat: the old one is free again, its CPU's
            old = self.chairs[state.seat]
            self.chairs[state.seat] = Chair(old.cpu, "open", old.level, cpu=old.cpu)
        chair = self.chairs[seat]
        self.chairs[seat] = Chair(data["name"], "guest", chair.level, self.new_token(), cpu=chair.cpu,
                                  player_level=data["level"])  # fmt: skip
        self._seat(peer, state, seat, self.chairs[seat].token)

    def _on_move(self, peer: str, state: Peer, data: dict[str, Any], now: float) -> None:
        reason = self._check_move(state, data)
        if isinstance(reason, str):
            self._refuse(peer, "move", reason)
            return
        assert self.table is not None
        self.table.play_remote(reason)

    def _check_move(self, state: Peer, data: dict[str, Any]) -> Any:
        """The move to play, or the reason it is refused (text)."""
        if self.table is None or state.seat is None:
            return N_("You have no seat at this table.")
        session = self.table.session
        if self.link.acting(session) != state.seat:
            return N_("It is not your turn.")
        if data["n"] != self.version:
            return N_("The table changed before your move arrived: look again and play.")
        try:
            move = self.link.parse_move(data["m"])
        except (KingsError, ValueError) as exc:
            return f"That is not a move: {exc}"
        if move in self.link.legal(session):  # the engine's legal moves: the one source of truth
            return move
        return self.link.explain(session, move) or N_("That move is not allowed now.")

    def _on_next(self, peer: str, state: Peer, data: dict[str, Any], now: float) -> None:
        if self.table is None or state.seat is None or self.link.next_action is None or data["n"] != self.version:
            return
        if self.link.acting(self.table.session) is None:
            self.table.next_remote()

    def _on_ping(self, peer: str, state: Peer, data: dict[str, Any], now: float) -> None:
        self.send(peer, wire.write("pong", id=data["id"]))

    def _on_react(self, peer: str, state: Peer, data: dict[str, Any], now: float) -> None:
        if state.seat is not None:  # (a peer with no seat has nobody to react as: dropped)
            self.react(state.seat, data["r"], now)

    def react(self, seat: int, reaction: str, now: float) -> bool:
        """``seat``'s quick reaction, relayed to every seated guest (the host's own page shows it from
        :attr:`reactions`); False, and nothing sent, if the seat reacted less than :data:`reactions.GAP` ago."""
        last = self.reactions.get(seat)
        if not reactions.is_reaction(reaction) or (last is not None and 0 <= now - last[1] < reactions.GAP):
            return False
        self.reactions[seat] = (reaction, now)
        for peer, state in self.peers.items():
            if state.seat is not None:
                self.send(peer, wire.write("reaction", seat=seat, r=reaction))
        return True

    def remove(self, seat: int) -> bool:
        """The host removes the guest of ``seat`` before the start: the seat is free again (its CPU's), the guest is
        told, and neither their connection nor their seat token may sit at this table again. False if there is no
        guest there, or the game has started."""
        if self.started or not 0 <= seat < len(self.chairs) or self.chairs[seat].kind != "guest":
            return False
        old = self.chairs[seat]
        self.removed.update(x for x in (old.peer, old.token) if x)
        self.chairs[seat] = Chair(old.cpu, "open", old.level, cpu=old.cpu)
        self.reactions.pop(seat, None)
        for peer, state in self.peers.items():
            if state.seat == seat:
                state.seat = None
                self.removed.add(peer)
                self.send(peer, wire.write("removed"))
        self._lobby_all()
        return True

    # -- seats ---------------------------------------------------------------------------------
    def _seat_of_token(self, token: str | None) -> int | None:
        if not token:
            return None
        return next((i for i, c in enumerate(self.chairs) if c.kind == "guest" and c.token == token), None)

    def _seat(self, peer: str, state: Peer, seat: int, token: str | None) -> None:
        for other, chair in enumerate(self.chairs):  # the seat's previous connection, if any, is gone
            if chair.peer == peer and other != seat:
                chair.peer = None
        chair = self.chairs[seat]
        if chair.peer is not None and chair.peer != peer:
            self.peers.get(chair.peer, Peer()).seat = None
        chair.peer, chair.away_since = peer, None
        state.seat = seat
        if token is not None:
            self.send(peer, wire.write("seated", seat=seat, token=token))
        self._lobby_all()
        if self.table is not None:
            self.send(peer, self._table_message(seat))

    def seats(self) -> tuple[SeatConfig, ...]:
        """The game's seats: the host's and the guests' are human (the guests' played from afar), free ones CPUs."""
        return tuple(SeatConfig(c.name, HUMAN if c.kind != "open" else c.level, c.kind == "guest")
                     for c in self.chairs)  # fmt: skip

    def away(self, now: float) -> tuple[int, ...]:
        """Guests' seats a CPU plays for now (away longer than the host's time)."""
        if not self.timeout:
            return ()
        return tuple(i for i, c in enumerate(self.chairs) if c.kind == "guest" and c.away_since is not None
                     and now - c.away_since >= self.timeout)  # fmt: skip

    def status(self, seat: int) -> str:
        """``host``, ``cpu`` (a free seat), ``here``, ``away`` or ``waiting`` (a guest's seat nobody has joined yet)."""
        c = self.chairs[seat]
        if c.kind != "guest":
            return "host" if c.kind == "host" else "cpu"
        return "here" if c.peer is not None else ("away" if c.away_since is not None else "waiting")

    # -- what guests are sent -------------------------------------------------------------------
    def _roster(self, you: int | None) -> list[dict[str, Any]]:
        return [{"name": c.name, "kind": c.kind, "level": c.level, "status": self.status(i), "you": i == you,
                 "player_level": c.player_level if self.public and c.kind != "open" else 0}
                for i, c in enumerate(self.chairs)]  # fmt: skip

    def _lobby(self, peer: str) -> None:
        seat = self.peers.get(peer, Peer()).seat
        self.send(peer, wire.write("lobby", v=wire.VERSION, game=self.game, title=self.title,
                                   seats=self._roster(seat), started=self.started, you=seat))  # fmt: skip

    def _lobby_all(self) -> None:
        for peer in self.peers:
            if peer not in self.removed:  # (a removed guest was told so: the table is none of theirs now)
                self._lobby(peer)

    def _table_message(self, seat: int) -> str:
        assert self.table is not None
        state = self.link.table(self.table.session, seat)
        return wire.write("table", n=self.version, seat=seat, seats=self._roster(seat), state=state)

    def changed(self) -> None:
        """The game changed: send each seated guest its seat's table."""
        if self.table is None:
            return
        self.version += 1
        for peer, state in self.peers.items():
            if state.seat is not None:
                self.send(peer, self._table_message(state.seat))

    def name_host(self, name: str) -> None:
        """The host's name (checked: :func:`web.shell.online.names.check_name`), told to every guest."""
        for chair in self.chairs:
            if chair.kind == "host":
                chair.name = name
        self._lobby_all()

    def end(self) -> None:
        """The host ends the online game: every guest is told (their tables say so), before the host hangs up."""
        for peer in self.peers:
            self.send(peer, wire.write("ended"))

    def _refuse(self, peer: str, what: str, reason: str) -> None:
        self.send(peer, wire.write("refused", what=what, reason=reason[: wire.MAX_REASON]))

    # -- saving --------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"chairs": [c.to_dict() for c in self.chairs], "timeout": self.timeout}


def chairs_from(data: Any, count: int, levels: tuple[str, ...]) -> list[Chair]:
    """Saved chairs (:meth:`HostRoom.to_dict`); raises ValueError on anything else."""
    if not isinstance(data, list) or len(data) != count:
        raise ValueError("the seats of an online table must be a list, one for each seat")
    out: list[Chair] = []
    for raw in data:
        ok = isinstance(raw, dict) and raw.get("kind") in ("host", "open", "guest") and raw.get("level") in levels
        if not ok or not isinstance(raw.get("name"), str) or not isinstance(raw.get("token", ""), str):
            raise ValueError("a seat of an online table must have a name, a kind and a level")
        token = raw.get("token", "")
        if raw["kind"] == "guest" and not wire.is_token(token):
            raise ValueError("a guest's seat must have its token")
        name = clean_name(raw["name"]) or "Player"
        cpu = clean_name(raw.get("cpu", "")) if isinstance(raw.get("cpu", ""), str) else ""
        if not cpu:  # a room saved before chairs kept their CPU's name
            cpu = name if raw["kind"] == "open" else default_name(len(out), raw["level"])
        out.append(Chair(name, raw["kind"], raw["level"], token, cpu=cpu))
    return out


def open_chairs(seats: tuple[SeatConfig, ...], default_level: str, host_name: str) -> list[Chair]:
    """The chairs of a new online table from the new-game dialog's seats: the first human is the host's, named
    ``host_name`` (the name they gave: :mod:`web.shell.online.names`); every other seat is free for a guest, played
    meanwhile by its CPU level (a human seat's by ``default_level``) under the name a CPU has there offline (the
    dialog's name for a CPU seat, else :func:`web.shell.seats.default_name`)."""
    host = next((i for i, s in enumerate(seats) if s.is_human), 0)
    chairs = []
    for i, s in enumerate(seats):
        cpu = default_name(i, default_level) if s.is_human else s.name
        if i == host:
            chairs.append(Chair(host_name, "host", default_level, cpu=cpu))
        else:
            level = default_level if s.is_human else s.kind
            chairs.append(Chair(cpu, "open", level, cpu=cpu))
    return chairs
