"""The replay at a game's table (pure; a part of :class:`web.shell.controller.TableApp`, as ``app.replays``).

Watch again (the end banner's button, the ``watch`` action) shows the game on the table again from its first move;
a link (``?replay=``, the record written by :mod:`kings.recordlink`, with ``seat=`` whose cards show and ``seats=``
the seats' kinds) opens one a friend shared. While a replay is on, the table is the replay's frame: nothing is
saved, no CPU moves, a move tapped is refused with a word on how to go on, and Leave replay puts back the game that
was on the table (the saved game stays saved throughout). Hint stays: at the viewer's turn it shows what the hint
player would play there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any
from urllib.parse import parse_qsl, urlencode

from kings import registry
from kings.errors import KingsError
from kings.i18n import N_, _
from web.shell.replaying import Replay, ReplayBar, frames
from web.shell.seats import HUMAN, SeatConfig, clean_name, make_seats, seat_default

#: the link's words when it cannot be read (kings.recordlink.DAMAGED: that module loads with the first link)
DAMAGED = N_("This replay link is damaged or incomplete: ask for the link again.")
#: seconds between two moves of a replay that plays by itself, by the table's speed
PACE = {"slow": 1.6, "normal": 0.9, "fast": 0.45, "instant": 0.15}
#: the address's parts that are the replay's (``name`` once a seat; ``at``: the frame it stood at)
KEYS = ("replay", "seat", "seats", "name", "at")
MAX_SEATS_TEXT = 200
NOT_NOW = N_("This is a replay: step through it with its buttons, or press Leave replay to play.")


class ReplayDesk:
    """One table's replay: the frames, the game put aside while it shows, and its controls' actions."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.replay: Replay | None = None
        self._kept: Any = None  #: the session on the table before the replay (None: none, or a link's)
        #: a link's replay, seat, seats, names and frame, until the game boots
        self._asked: tuple[str, str, str, tuple[str, ...], str] | None = None
        self._linked = False  #: opened from a link: the address follows the frame (a reload comes back to it)
        self._serial = 0  #: stops a replay's playing loop once it is paused, moved or left

    @property
    def active(self) -> bool:
        return self.replay is not None

    # -- opening -----------------------------------------------------------------------------------------------
    def split(self, query: str) -> str:
        """``query`` without the replay's parts (kept for :meth:`from_link`)."""
        pairs = parse_qsl(query.lstrip("?"), keep_blank_values=True)
        found = {k: v for k, v in pairs if k in KEYS}
        if "replay" not in found:  # (seats= alone is a game's own: who sits at a new game)
            self._asked = None
            return query
        names = tuple(v for k, v in pairs if k == "name")
        self._asked = (found["replay"], found.get("seat", ""), found.get("seats", ""), names, found.get("at", ""))
        rest = urlencode([(k, v) for k, v in pairs if k not in KEYS])
        return "?" + rest if rest else ""

    @property
    def asked(self) -> bool:
        """The address named a replay (:meth:`from_link` opens it)."""
        return self._asked is not None

    def from_link(self) -> bool:
        """Open the replay the address named; a damaged or foreign one is refused with a notice (False), and the
        game on the table (or saved) is left as it was."""
        asked, self._asked = self._asked, None
        if asked is None:
            return False
        text, seat_text, kinds_text, names, at_text = asked
        app = self.app
        try:
            from kings import recordlink  # (with its zlib and base64: only for a link, out of the page's start)

            record = recordlink.decode(text, app.game)
            seats = self._seats(kinds_text, names, record.players)
            viewer = _seat(seat_text, record.players)
            session_type = app.parts.session
            if record.dealer is None:
                start = session_type.from_match(registry.game(app.game).new_match(record.rules, record.seed,
                                                                                  record.players), seats, viewer)
            else:  # a game of one deal (Klondike, Kings Cup)
                start = session_type.from_deal(record.rules, record.seed, record.dealer, seats)
            if start.viewer != viewer or not seats[viewer].is_human:
                raise KingsError(DAMAGED)
            self._linked = True
            at = int(at_text) if at_text.isascii() and at_text.isdigit() and len(at_text) <= 5 else 0
            self._open(start, record.moves, text, at)
        except (KingsError, ValueError, AttributeError):
            app.store.notices.append(_(DAMAGED))
            return False
        return True

    def _seats(self, text: str, names: tuple[str, ...], players: int) -> tuple[SeatConfig, ...]:
        """The seats a link names by kind (``human.hard.hard``) and name (as cleaned; one for each seat, else the
        defaults: a human is named by their seat)."""
        kinds = text.split(".") if text and len(text) <= MAX_SEATS_TEXT else [HUMAN] + ["hard"] * (players - 1)
        levels = {level.id for level in registry.game(self.app.game).levels}
        if len(kinds) != players or any(k != HUMAN and k not in levels for k in kinds):
            raise ValueError("seats")
        named = [clean_name(n) for n in names] if len(names) == players else [""] * players
        seats = make_seats(kinds)
        return tuple(replace(s, name=named[i] or (seat_default(i) if s.is_human else s.name),
                             watched=s.is_human) for i, s in enumerate(seats))  # (results name them: not "you")

    def watch(self) -> None:
        """Replay the game on the table from its first move (the end banner's Watch again)."""
        s = self.app.session
        if s is None or self.active or not hasattr(s, "replay_start"):
            return
        self._kept = s
        self._open(s.replay_start(), s.plays, link_text(self.app.game, s))

    def _open(self, start: Any, plays: Any, link: str | None, at: int = 0) -> None:
        app = self.app
        start = _quiet(start)
        deal_name = _(app.deal_name)
        begins = _("{deal} begins.")  # (a deal's first frame: "Hand 2 begins.", not the bare "Hand 2")
        shown = frames(start, plays, lambda n: begins.format(deal=deal_name.format(n=n)))
        query = None if link is None else link_query(app.game, link, start)
        self.replay = Replay(shown, deal_name, app.more.move_words, link=query).go(at)
        self._show()

    # -- the controls -------------------------------------------------------------------------------------------
    def handler(self, action: str) -> Callable[[], object] | None:
        """The replay's own buttons and keys (``replay-...``)."""
        return {"replay-first": lambda: self.go(0), "replay-back": lambda: self.step(-1),
                "replay-next": lambda: self.step(1), "replay-last": lambda: self.go(None),
                "replay-play": self.toggle, "replay-leave": self.leave, "replay-link": self.share,
                }.get(action)  # fmt: skip

    def step(self, by: int) -> None:
        if self.replay is not None:
            self.go(self.replay.at + by)

    def go(self, at: int | None) -> None:
        """Frame ``at`` (None: the last); a replay playing stops."""
        if self.replay is None:
            return
        self._serial += 1
        self.replay = replace(self.replay, playing=False).go(self.replay.last if at is None else at)
        self._show(said=True)

    def toggle(self) -> None:
        """Play on by itself from here (from the start, at the end), or pause."""
        r = self.replay
        if r is None:
            return
        self._serial += 1
        if r.playing:
            self.replay = replace(r, playing=False)
        else:
            self.replay = replace(r.go(0) if r.at == r.last else r, playing=True)
            self.app.spawn(self._play(self._serial))
        self._show()

    async def _play(self, serial: int) -> None:
        while self.replay is not None and self.replay.playing and serial == self._serial:
            await self.app._sleep(PACE.get(self.app.settings.speed, PACE["normal"]))
            if self.replay is None or not self.replay.playing or serial != self._serial:
                return
            self.replay = self.replay.go(self.replay.at + 1)
            self._show(said=True, animate=True)

    def share(self) -> None:
        """Hand on the replay's link (copied, or the phone's share sheet)."""
        r = self.replay
        if r is None or r.link is None:
            return
        name = registry.game(self.app.game).name
        title = _("A game of {game} to watch").format(game=_(name))
        self.app.ui.share(title, title, self._here(r), self._shared)

    @staticmethod
    def _here(r: Replay) -> str | None:
        """The replay's link, at the frame on the table."""
        return None if r.link is None else r.link + (f"&at={r.at}" if r.at else "")

    def _shared(self, how: str) -> None:
        if how in ("copied", "shared"):
            self.app.tell(_("The replay's link is copied: paste it to a friend.") if how == "copied"
                          else _("The replay's link is shared."), "success")  # fmt: skip

    def leave(self) -> None:
        """Put back the game that was on the table (a link's replay: the saved game, or a new one)."""
        if self.replay is None:
            return
        self._serial += 1
        self.replay, kept, self._kept, self._linked = None, self._kept, None, False
        app = self.app
        app.message = None
        app.session = None
        app.ui.set_query("")
        if kept is not None:
            app.set_session(kept)
            app.render()
            app.schedule()
        elif not app.resume():
            app.start(app.settings.start_setup())

    def close(self) -> None:
        """End the replay without putting anything back (the game is about to be read again)."""
        self._serial += 1
        self.replay, self._kept, self._linked = None, None, False

    def _hint_words(self, name: str) -> str:
        if not hasattr(self.app, "cpu"):  # (a game of one player: its hint is the best move, no CPU's)
            return _("Your turn here: press Hint for a good move.")
        if name in ("You", _("You")):
            return _("Your turn here: press Hint for the move the CPU would make.")
        return _("{name} is to play here: press Hint for the move the CPU would make.").format(name=name)

    def refuse(self) -> None:
        """A move, or a button that would change the game, during a replay: say how to go on."""
        self.app.tell(_(NOT_NOW))

    def said(self, keep: int) -> tuple[str, ...]:
        """The last ``keep`` moves up to the frame on the table, as said (for a game whose move log is its own, not
        its session's: Klondike's); () when no replay shows."""
        r = self.replay
        if r is None:
            return ()
        first = max(1, r.at + 1 - keep)
        lines = [r.said(at).removesuffix(".") for at in range(first, r.at + 1)]
        return tuple(line for line in lines if line)

    def bar(self) -> ReplayBar | None:
        """The band's view of the replay, a deal's end said with its result (None: no replay)."""
        r = self.replay
        if r is None:
            return None
        bar, ended = r.bar(), self._ended(r)
        return replace(bar, said=f"{bar.said} {ended}") if ended else bar

    def _ended(self, r: Replay) -> str:
        """The result of the deal the frame on the table ended (its banner's headline), or ""."""
        f = r.frame
        if f.move is None:
            return ""
        if r.at != r.last and (getattr(f.session, "match", None) is None  # (a game of one deal ends at the last)
                               or not self.app.more.deal_ended(r.frames[r.at - 1].session, f.session)):  # fmt: skip
            return ""
        banner = getattr(self.app.table_view(), "banner", None)
        return str(banner.title) if banner is not None else ""

    def _show(self, said: bool = False, animate: bool = False) -> None:
        app = self.app
        assert self.replay is not None
        s = app.session = self.replay.frame.session
        app._reset()
        app.message = None
        if s.actor == "human" and s.to_act is not None and "hint" in app.actions():  # what Hint offers here
            app.message = app._message(self._hint_words(s.seats[s.to_act].name), "info")
        if self._linked:
            app.ui.set_query(self._here(self.replay) or "")  # (a reload comes back to this frame)
        bar = self.bar() if said else None
        if bar is not None and bar.said:
            app.more.announce(bar.said)
        app.render(animate=animate)


def link_text(game: str, s: Any) -> str | None:
    """The record of session ``s`` of ``game`` as a replay link's text (:mod:`kings.recordlink`), for a game whose
    session a link can open (a match's ``from_match``, one deal's ``from_deal``) and a table of this device's; None
    otherwise."""
    kind = type(s)
    if getattr(s, "online", False) or not (hasattr(kind, "from_match") or hasattr(kind, "from_deal")):
        return None
    try:
        from kings import recordlink  # (see from_link)

        if hasattr(kind, "from_match"):
            m = s.match
            return recordlink.encode(game, m.rules, m.seed, len(s.seats), s.plays)
        rules, seed, first = s.dealt
        return recordlink.encode(game, rules, seed, len(s.seats), s.plays, first)
    except KingsError:  # (rules too large for a link, among others)
        return None


def link_query(game: str, text: str, s: Any) -> str:
    """The query of the link that replays ``text`` (a game of ``game``) at the seats and viewer of session ``s``."""
    kinds = ".".join(seat.kind for seat in s.seats)
    return "?" + urlencode([("game", game), ("replay", text), ("seat", s.viewer or 0), ("seats", kinds),
                            *(("name", _link_name(i, seat)) for i, seat in enumerate(s.seats))])  # fmt: skip


def _link_name(i: int, seat: SeatConfig) -> str:
    """Seat ``i``'s name as a link gives it: a human still called "You" (the default) is named by their seat for
    the friend, who is not them (and so is one a link named so: the address stays as it came)."""
    default = seat.is_human and seat.name in ("You", _("You"), seat_default(i))
    return "" if default else seat.name


def replay_query(game: str, s: Any) -> str | None:
    """The query of a link that replays session ``s`` of ``game`` as it stands (None: the game has none)."""
    text = link_text(game, s)
    # (at the start: a game on one device is seen by the seat to act, and the link opens at its first move)
    return None if text is None else link_query(game, text, s.replay_start())


def _seat(text: str, players: int) -> int:
    if not text:
        return 0
    if not (text.isascii() and text.isdigit() and len(text) <= 2) or int(text) >= players:
        raise ValueError("seat")
    return int(text)


def _quiet(start: Any) -> Any:
    """The replay's first frame with every human but the viewer played as from elsewhere (``remote``): a replay of a
    pass-and-play game never stops to hand the device over."""
    if "seats" not in getattr(start, "__dataclass_fields__", {}):  # (a game on one device has no seats of its own)
        return start
    seats, viewer = start.seats, start.viewer
    if sum(s.is_human for s in seats) < 2:
        return start
    return replace(start, seats=tuple(replace(s, remote=True) if s.is_human and i != viewer else s
                                      for i, s in enumerate(seats)))  # fmt: skip
