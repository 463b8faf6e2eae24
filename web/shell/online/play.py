"""Online play at a game's controller (pure): the host's table and a guest's, as the controller's ``online``.

A game's controller (:class:`web.shell.controller.TableApp`) asks its ``online`` three things: whether a move the
player made goes to the host instead of being played here (:meth:`send_move`), whether the game was saved (the
host saves an online game apart from the offline one, and tells the guests; a guest saves nothing:
:meth:`save`) and whether dealing the next hand is the host's (:meth:`next`). The page code
(:mod:`web.shell.online.dom_online`) connects these to the room's transport and draws the panel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from kings.i18n import N_, _
from web.shell.achievements import level_in
from web.shell.online.hosting import Chair, HostRoom, chairs_from
from web.shell.online.joining import GuestRoom
from web.shell.online.link import GameLink
from web.shell.online.panel import host_name
from web.shell.settingsio import UNUSABLE
from web.shell.storage import ONLINE_KINDS, Store

#: Where the host keeps its room (code, seats and tokens, the time before a CPU plays), where it keeps the online
#: game (the offline game stays as it was), where a guest keeps its seat at a room (code, token and name): each in
#: the game's namespace, never backed up (:data:`web.shell.storage.ONLINE_KINDS`).
ROOM, MATCH, SEAT = ONLINE_KINDS


class Holding:
    """An online table not dealt yet (the host's waiting for guests, a guest's joining) is all the page shows: the
    game on this device waits behind it, its CPUs playing no move, until the online game starts or the table is
    left (:attr:`web.shell.controller.TableApp.held`)."""

    app: Any

    def hold(self) -> None:
        self.app.held = True

    def release(self) -> None:
        """The table is left before its game started: the game on this device goes on."""
        if self.app.held:
            self.app.held = False
            self.app.schedule()


class OnlineHost(Holding):
    """The host's online table, wrapped around the game's controller."""

    def __init__(self, app: Any, link: GameLink, code: str, setup: Any, chairs: list[Chair],
                 send: Callable[[str, str], None], new_token: Callable[[], str], title: str) -> None:  # fmt: skip
        self.app = app
        self.link = link
        self.code = code
        self.setup = setup
        self.room = HostRoom(link, send, app.game, title, chairs, new_token)
        self.store: Store = app.store
        level = level_in(self.store, app.game)  # what the host reports at a public table: their profile's level
        for chair in chairs:
            if chair.kind == "host":
                chair.player_level = level
        self.on_leave: Callable[[], None] | None = None  #: the page hangs up (set by the page code)

    # -- the room's view of the controller (HostTable) ------------------------------------------------
    @property
    def session(self) -> Any:
        return self.app.session

    def play_remote(self, move: Any) -> None:
        if self.app.online is self:
            self.app._apply(move, human=False)
            self.app.schedule()

    def left(self) -> None:
        """The host started a game of their own: hang up (the online game stays saved, the link takes it up)."""
        self.room.table = None
        if self.on_leave is not None:
            self.on_leave()

    def next_remote(self) -> None:
        if self.link.next_action is not None:
            self.app.press(self.link.next_action)

    # -- the controller's view of the online table ------------------------------------------------------
    def send_move(self, move: Any) -> bool:
        return False  # the host plays its own moves on its table

    def next(self) -> bool:
        return False

    def may_start(self) -> bool:
        return True

    def save(self, session: Any) -> bool:
        self.store.save(MATCH, session.to_dict())
        self.save_room()
        self.room.changed()
        return True

    def save_room(self) -> None:
        self.store.save(ROOM, {"code": self.code, **self.room.to_dict(), "started": self.started})

    # -- the table -----------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.room.table is not None

    @property
    def named(self) -> bool:
        """The host has given their name (the table is open to guests only then)."""
        return any(c.kind == "host" and c.name for c in self.room.chairs)

    def name_host(self, name: str) -> None:
        """The host's name, checked (:func:`web.shell.online.names.check_name`): the table is open, under it."""
        self.room.name_host(name)
        self.save_room()

    def start(self) -> None:
        """Start the game: guests at their seats, free seats played by their CPU level under their CPU's name."""
        self.room.table = self
        self.app.online = self
        self.app.held = False
        self.app.more.offer = False  # no first-visit tutorial over an online table
        self.app.start(replace(self.setup, seats=self.room.seats()))

    def end(self) -> None:
        """The host ends the online game (asked first, on the page): every guest is told, then the page hangs up."""
        self.room.end()

    def resume(self, data: Any, now: float) -> None:
        """Take the saved online game up again (the host reopened the link): guests are away until they are back."""
        self.room.table = self
        self.app.online = self
        self.app.more.offer = False
        for chair in self.room.chairs:
            if chair.kind == "guest":
                chair.away_since = now
        self.app.set_session(self.app._read_session(data))
        self.app.message = None
        self.app.render()
        self.app.schedule()

    def tick(self, now: float) -> bool:
        """Play the turn of a guest who is away too long, if it is theirs (one move a tick); True if one was played."""
        app, s = self.app, self.app.session
        if not self.started or s is None or app.running or not app.shown or app.online is not self:
            return False
        seat = self.link.acting(s)
        if seat is None or seat not in self.room.away(now):
            return False
        turn, seed = app._turn(s)
        bot = app._player_for(self.room.chairs[seat].level)
        app._apply(app._choose(s, turn, bot, seed), human=False)
        app.schedule()
        return True


class OnlineGuest(Holding):
    """A guest's online table, wrapped around the game's controller."""

    def __init__(self, app: Any, link: GameLink, code: str, name: str, token: str | None,
                 send: Callable[[str, str], None]) -> None:  # fmt: skip
        self.app = app
        self.link = link
        self.code = code
        self.store: Store = app.store
        self.room = GuestRoom(link, send, name, token, level=level_in(self.store, app.game))
        self.on_leave: Callable[[], None] | None = None  #: the page hangs up (set by the page code)
        self.seated = False  #: a table of the host's has been drawn here

    def left(self) -> None:
        """The player left the online table (a game of their own): hang up."""
        if self.on_leave is not None:
            self.on_leave()

    def send_move(self, move: Any) -> bool:
        if self.room.over:
            self.app._say(_("This online game is over: choose Play offline to play here."))
        elif not self.room.move(str(move)):
            self.app._say(_("Wait: your last move is on its way to the host."))
        return True

    def next(self) -> bool:
        if self.link.next_action is None:  # each player moves on by themselves (King): nothing to ask the host
            return False
        self.room.next()
        return True

    def may_start(self) -> bool:
        return False

    def save(self, session: Any) -> bool:
        return True  # the game is the host's: nothing of it is saved here

    def receive(self, peer: str, text: Any) -> bool:
        """A message from the room; True if the panel should be drawn again."""
        if self.seated and self.app.online is not self:
            return False  # this player left the table
        token = self.room.token
        if self.app.online is self and self.app.session is not None:
            self.room.session = self.app.session  # what this player did to their own view (saw a result, sorted)
        changed = self.room.receive(peer, text)
        if self.room.token != token:
            self.remember()
        if self.room.heard == "reaction":
            return changed  # shown by its seat in the bar: the table itself is as it was
        if changed and self.room.session is not None and self.room.phase == "playing":
            self.app.online, self.seated = self, True
            self.app.held = False  # the host's table, with no CPU of this device's
            self.app.more.offer = False  # no first-visit tutorial over an online table
            self.app.set_session(self.room.session)
            self.app.message = None
            if self.room.note:
                self.app._say(self.room.note, "error")
            self.app.render(animate=True)
        elif changed and self.room.phase == "ended" and self.app.online is self:
            # the last table stays to be looked at; its line says why nothing moves on it any more
            host = host_name((self.room.lobby or {}).get("seats", []))
            self.app._say(_("{host} ended the online game.").format(host=host))
            self.app.render()
        elif changed and self.room.note and self.app.online is self:
            self.app._say(self.room.note, "error")
            self.app.render()
        return changed

    def remember(self) -> None:
        self.store.save(SEAT, {"code": self.code, "token": self.room.token, "name": self.room.name})


def saved_seat(store: Store, code: str) -> tuple[str | None, str]:
    """(this browser's seat token at room ``code`` or None, the name it last joined with or ""); a saved seat that is
    not one is set aside, with a notice."""
    data = store.load(SEAT)
    if not isinstance(data, dict):
        if data is not None:
            store.reject(SEAT, N_("could not be read"))
        return None, ""
    name = data.get("name") if isinstance(data.get("name"), str) else ""
    token = data.get("token") if data.get("code") == code and isinstance(data.get("token"), str) else None
    return token, str(name)


def saved_room(store: Store) -> dict[str, Any] | None:
    """The room this device hosts as saved (None if none); one that is not a room is set aside, with a notice."""
    data = store.load(ROOM)
    if data is None or (isinstance(data, dict) and isinstance(data.get("code"), str)):
        return data
    store.reject(ROOM, N_("could not be read"))
    return None


def saved_table(app: Any, room: dict[str, Any],
                levels: Callable[[Any], tuple[str, ...]]) -> tuple[Any, Any, list[Chair]] | None:  # fmt: skip
    """(the online game saved with ``room`` as stored, read, and the room's chairs), or None with a notice: what
    cannot be read is set aside (Download the unreadable data) like the rest of the saved data."""
    store: Store = app.store
    before = len(store.notices)
    data = store.load(MATCH)
    try:
        session = app._read_session(data)
    except UNUSABLE:
        store.reject(MATCH, N_("could not be read"))
        if len(store.notices) == before:  # nothing was saved to set aside
            store.notices.append(_("The online game of this link is not saved here: choose Play online to open a "
                                   "new table."))  # fmt: skip
        return None
    try:
        return data, session, chairs_from(room.get("chairs"), len(session.seats), levels(session))
    except ValueError:
        store.reject(ROOM, N_("could not be read"))
        return None
