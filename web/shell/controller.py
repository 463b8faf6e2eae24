"""What every game's controller does the same way (pure): boot from the address or the saved game,
start and resume, save after every move, settings, the new-game dialog, hand-offs, speed, and being
hidden and shown again when another game (or the lobby) is on screen.

A game's controller subclasses :class:`TableApp`, names its pieces in :attr:`TableApp.parts` (its session type,
its view, its address, its lobby line, its CPU players) and overrides the hooks where it does more than call them;
DOM handlers are one-line calls into it. The page is an injected Ui, a fake in tests.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import replace
from typing import Any, ClassVar, Generic, TypeVar

from kings.errors import IllegalMoveError
from kings.i18n import N_, _
from web.shell.dailyplay import DailyDesk
from web.shell.newgame import NewGame, Parts
from web.shell.othertabs import OtherTabs
from web.shell.replaydesk import ReplayDesk
from web.shell.seats import in_words
from web.shell.settingsio import UNUSABLE, save_settings
from web.shell.sharing import Sharing
from web.shell.stats import Stats
from web.shell.statsio import load_stats
from web.shell.storage import Store
from web.shell.tableparts import Message
from web.shell.think import Think

Sleep = Callable[[float], Coroutine[Any, Any, None]]
Spawn = Callable[[Coroutine[Any, Any, None]], object]
Tone = str  #: ``info``, ``error`` or ``success`` (any other: ``info``)
#: What a game's controller names once, in its class's bases (``class App(TableApp[Session, Settings, Features,
#: Ui])``), instead of annotating its attributes again: the shell's code reads them as ``Any``.
SessionT = TypeVar("SessionT", bound=Any)
SettingsT = TypeVar("SettingsT", bound=Any)
FeaturesT = TypeVar("FeaturesT", bound=Any)
UiT = TypeVar("UiT", bound=Any)


class TableApp(OtherTabs, NewGame, Sharing, Generic[SessionT, SettingsT, FeaturesT, UiT]):
    """The shared half of a game's controller. Subclasses set :attr:`game` and :attr:`parts` (or override the
    hooks that call them) and implement the other hooks; the new-game dialog is :class:`NewGame`'s, Share
    :class:`Sharing`'s."""

    game: str = ""  #: the registry id
    speeds: tuple[str, ...] = ("slow", "normal", "fast", "instant")
    deal_name: str = N_("Deal {n}")  #: a deal of the match, numbered from 1 (a replay's jumps): King's hands...
    #: the game's own actions that only change what the table shows (a replay lets them through, with Hint)
    views: tuple[str, ...] = ("cancel",)
    parts: Parts  #: what the hooks below call, unless a game overrides them
    #: the game's features (speech, tutorial, statistics: its :class:`web.shell.features.FeatureSpec`, or a subclass
    #: of :class:`web.shell.features.Features`), made with the controller: ``more = features(controller)``
    features: ClassVar[Any] = None
    ui: UiT  #: the page (a fake in tests)
    session: SessionT | None  #: the game on the table
    settings: SettingsT
    more: FeaturesT  #: the game's features

    def __init__(self, ui: UiT, store: Store, *, sleep: Sleep = asyncio.sleep, spawn: Spawn | None = None,
                 entropy: Callable[[], int] | None = None, widget: bool = False,
                 touch: bool = False) -> None:  # fmt: skip
        self.ui = ui
        self.widget = widget  #: embedded in another page: no first-visit offer
        self.touch = touch  #: a touch screen without a mouse: the tutorial speaks of taps, never of keys
        self.store = store.for_game(self.game)  #: this game's namespace; ``store.shared()`` is every game's
        self._sleep = sleep
        self.spawn = spawn or asyncio.ensure_future  #: runs a coroutine alongside the page
        self._entropy = entropy or _random_seed
        self.session = None
        self.settings = self._default_settings()
        self.stats = Stats()
        self.message: Message | None = None  #: the message line
        self.running = False  #: CPU moves are being played
        self.held = False  #: the CPUs wait: an online table not dealt yet is over this game (web.shell.online)
        self.shown = True  #: on screen; hidden, it draws nothing and its CPUs wait
        self.thinking: int | None = None  #: the seat whose CPU move the worker is computing
        self.think: Think | None = None  #: the CPU worker for this game (None: think on the page)
        self._generation = 0
        self._bots: dict[int, Any] = {}
        self._epoch = store.epoch  #: the store's restores counted when this game last read its data
        self._reread = False  #: another tab saved this game while it was hidden: read it again when shown
        more: Any = self.features(self) if self.features is not None else None
        self.more = more
        #: the online table this controller plays at (:mod:`web.shell.online.play`), or None (offline)
        self.online: Any = None
        #: starts hosting an online table with a setup (set by web/shell/online/dom_online.py for a game online)
        self.online_entry: Callable[[Any], None] | None = None
        self.online_find: Callable[[], None] | None = None  #: Find a table (web/shell/online/dom_entry.py)
        self.online_quick: Callable[[Any], None] | None = None  #: Quick match (web/shell/online/dom_quick.py)
        self.dailies = DailyDesk(self)  #: the daily deals (web/shell/dailyplay.py)
        self.replays = ReplayDesk(self)  #: the replay on the table, if any (web/shell/replaydesk.py)

    # -- the game's hooks ---------------------------------------------------------------------------
    def _default_settings(self) -> Any:
        return self.parts.settings()

    def _load_settings(self) -> Any:
        """The saved settings, or None if none were saved."""
        return self.parts.settings.load(self.store)

    def _read_session(self, data: Any) -> Any:
        """A saved session; raises ValueError (or an engine error) on damaged data."""
        return self.parts.session.from_dict(data)

    def _new_session(self, setup: Any, seed: int) -> Any:
        return self.parts.session.new(setup, seed)

    def _parse_query(self, query: str) -> Any:
        """What the address asks for: an object with ``setup``, ``speed`` and ``errors``."""
        if self.parts.parse_query is None and self.setup is not None:
            return self.setup.from_address(query)
        assert self.parts.parse_query is not None, "a game without Parts.parse_query or a setup overrides this"
        return self.parts.parse_query(query)

    def scene(self) -> Any:
        """What the table shows now, for the game's view (:attr:`Parts.build`)."""
        raise NotImplementedError

    def table_view(self) -> Any:
        """The table to draw now (the game's view of its scene, the default name "You" in the page's language)."""
        return self.parts.build(in_words(self.scene()))

    def _lobby_entry(self) -> dict[str, Any]:
        assert self.session is not None
        return self.parts.lobby_entry(self.session)

    def _player_for(self, kind: str) -> Any:
        """A CPU player of a seat's kind (:class:`web.shell.cpuloop.CpuTable`: the game's declared CPU players)."""
        raise ValueError(f"{self.game} has no CPU players")

    def _first_visit(self, saved_settings: Any) -> None:
        """A player with nothing saved: offer the tutorial (and say hello)."""

    def _reset(self) -> None:
        """Forget what was picked up or hinted (a new session, or a move played)."""

    # -- boot ----------------------------------------------------------------------------------------------
    def boot(self, query: str = "") -> None:
        """Load settings and statistics, then start what the address asks for or resume the saved game."""
        self._epoch = self.store.epoch
        saved_settings = self._load_settings()
        self.settings = saved_settings or self._default_settings()
        self.stats = load_stats(self.store) or Stats()
        game_query, day = self.dailies.split(self.replays.split(query))  # ?daily= and ?replay= are the shell's
        request = self._parse_query(game_query)
        self.store.notices.extend(request.errors)
        if request.speed:
            self.settings = replace(self.settings, speed=request.speed)
            self.save_settings()
        if query.strip("?"):
            self.ui.set_query("")  # the game is saved now: a reload resumes instead of restarting
        if self.replays.asked and self.replays.from_link():  # shown over the saved game, which Leave replay resumes
            return
        if day is not None or self.dailies.refused:  # (a day refused: a normal deal, as Klondike always dealt)
            self.dailies.answer(day, request.setup)
            return
        if request.setup is not None:
            self.start(request.setup)
            return
        if not self.resume():
            self.start(self.settings.start_setup())
            if not self.store.notices and not self.widget:
                self._first_visit(saved_settings)

    def check_saved(self) -> None:
        """Read everything this game saved, as :meth:`boot` does, without drawing or starting anything: what cannot
        be read is set aside, what can is kept (a backup's entries are checked so: :mod:`web.shell.restore`)."""
        self._load_settings()
        load_stats(self.store)
        self.load_saved(self._read_session, "match")
        self.dailies.load()
        self._load_own()

    def _load_own(self) -> None:
        """Read the game's own kinds of saved data (:attr:`web.shell.games.WebGame.kinds`: Kings Cup's decks)."""

    def resume(self) -> bool:
        """Resume the saved game (a finished one shows its result until Play again or New game); False if none."""
        saved = self.load_saved(self._read_session, "match")
        if saved is None:
            return False
        self.set_session(saved)
        self.dailies.resumed()
        self.render()
        self.schedule()
        return True

    def load_saved(self, decode: Callable[[Any], Any], kind: str) -> Any:
        """``kind``'s saved data read by ``decode``; None if there is none or it cannot be used (with a notice)."""
        data = self.store.load(kind)
        if data is None:
            return None
        try:
            return decode(data)
        except UNUSABLE:
            self.store.reject(kind, N_("could not be read"))
            return None

    def save_settings(self) -> None:
        """Save the settings: speed, contrast, sound and stripes for every game, the rest in this game's namespace
        (another tab's changes to the shared ones are taken, where this page did not change them)."""
        prefs = save_settings(self.store, self.settings)
        if any(getattr(self.settings, k) != v for k, v in prefs.items()):
            self.settings = replace(self.settings, **prefs)

    def change_settings(self, **changes: Any) -> None:
        """The player changed a setting of the table (the hand's layout, the sheet's columns): keep it, save it, show
        it."""
        self.settings = replace(self.settings, **changes)
        self.save_settings()
        self.render()

    def start(self, setup: Any) -> None:
        """Start a new game (a fresh seed unless the setup names one)."""
        if self.online is not None and not self.online.may_start():
            self.leave_online()  # a guest starting a game of their own leaves the online table
            if any(s.remote for s in setup.seats):  # Play again at the host's table: their own game instead
                setup = self.settings.start_setup()
        seed = setup.seed if setup.seed is not None else self._entropy()
        self.more.tutorial = None
        self.set_session(self._new_session(setup, seed))
        self.dailies.started()
        self.message = None
        if self.online is None:  # an online table's seats are not the next offline game's
            self.settings = replace(self.settings, setup=replace(setup, seed=None))
            self.save_settings()
        self._save()
        self.render()
        self.schedule()

    def set_session(self, session: Any) -> None:
        self.dailies.seen(self.session)  # a daily left ended (given up) has its result logged
        self._generation += 1  # stops a CPU task still running for the previous session
        self.running = False
        self.session = session
        self._reset()
        self._bots = {i: self._player_for(s.kind) for i, s in enumerate(session.seats) if not s.is_human}
        self.warm_worker()

    def wants_worker(self) -> bool:
        """A CPU seat of this table thinks in the CPU worker (its level is one of the game's ``slow_levels``):
        the shell starts the worker ahead of its first move. Hints and solvers start it when first asked."""
        slow = getattr(self, "slow_levels", ())
        return any(getattr(bot, "level", None) in slow for bot in self._bots.values())

    def warm_worker(self) -> None:
        """Start the CPU worker now if a CPU seat will think there (a new game seated one)."""
        warm = getattr(self.think, "warm", None)  # the page's worker has one (web/shell/boot.py); a test's may not
        if warm is not None and self.wants_worker():
            warm()

    def schedule(self) -> None:
        """Start the CPUs' moves when one is to act (:class:`web.shell.cpuloop.CpuLoop`)."""

    # -- on screen or not ----------------------------------------------------------------------------
    def hide(self) -> None:
        """Another game (or the lobby) is on screen: draw nothing, and let the CPUs wait. A game another tab saved
        over reads it again when shown (its notice goes: it is this game's, not the next one's)."""
        self.shown = False
        self.ui.show_replay(None)  # (the bar is the game's: another game's table, or the lobby, has none)
        if self.store.stale:
            self._reread = True
            self.store.forget()

    def show(self) -> None:
        """Back on screen: draw everything again (another game drew on the shared parts) and go on; what another
        tab saved (or a backup restored) meanwhile is read first."""
        if self.shown:
            return
        self.shown = True
        self.ui.invalidate()
        if self._reread or self._epoch != self.store.epoch:
            self.reload_saved()
            return
        self.render()
        self.schedule()

    def render(self, animate: bool = False) -> None:
        if self.session is not None and self.shown:
            self.ui.render(self.table_view(), animate and self.settings.speed != "instant")
            self.ui.show_replay(self.replays.bar())

    def _say(self, text: str, tone: Tone = "info") -> None:
        self.message = self._message(text, tone if tone in ("error", "success") else "info")

    def tell(self, text: str, tone: Tone = "info") -> None:
        """Say ``text`` on the message line now (why a tap did nothing, what was taken back)."""
        self._say(text, tone)
        self.render()

    def _message(self, text: str, tone: Tone) -> Message:
        return Message(text, "error" if tone == "error" else "success" if tone == "success" else "info")

    # -- buttons -----------------------------------------------------------------------------------------
    def actions(self) -> Mapping[str, Callable[[], object]]:
        """The game's own buttons and keys (``data-action`` -> what it does): they come before the shared ones."""
        return {}

    def press(self, action: str) -> None:
        """A button or key: the game's own (:meth:`actions`), then what every table has (a new game, a rematch,
        a notice dismissed, the device handed over), then its features' (reading keys, dialogs, settings...)."""
        handler = None
        if self.replays.active:  # only the replay's controls, the hint, and what changes no game
            handler = self.replays.handler(action) or (self.actions().get(action) if action in ("hint", *self.views)
                                                       else None)  # fmt: skip
            if handler is None and action in ("new", "daily"):
                self.replays.leave()
            elif handler is None and (action in self.actions() or action in ("rematch", "share", "handoff", "next")):
                handler = self.replays.refuse
        handler = handler or self.actions().get(action) or {"new": self.open_setup, "rematch": self.rematch, "daily":
            self.dailies.today_deal, "share": self.share_result, "watch": self.replays.watch, "dismiss": self.dismiss,
            "handoff": self.take_device}.get(action) or (self.more.handler(action) if self.more is not None else None)
        if handler is not None:
            handler()

    def dismiss(self) -> None:
        self.store.notices.clear()
        self.message = None
        self.render()

    def take_device(self) -> None:
        if self.session is not None and self.session.needs_handoff:
            self.session = self.session.take_device()
            self.message = None
            self._save()
            self.render()

    def set_speed(self, speed: str) -> None:
        if speed in self.speeds:
            self.settings = replace(self.settings, speed=speed)
            self.save_settings()
            self.render()

    def leave_online(self) -> None:
        """Leave the online table, if any (its page hangs up); the game on screen is this device's again."""
        online, self.online = self.online, None
        if online is not None:
            online.left()

    # -- moves and saving ----------------------------------------------------------------------------
    def _apply(self, move: Any, human: bool = True) -> None:
        """Play ``move`` (already checked legal), count what it finished, say and save it, draw it."""
        if self.replays.active:
            self.replays.refuse()
            return
        if self.online is not None and self.online.send_move(move):
            return  # a guest's move: the host plays it, and the table comes back from there
        before = self.session
        assert before is not None
        self.session = self.more.count(before.play(move))  # statistics count what the move finished
        self._reset()
        if self.message is not None and (human or self.message.tone != "success"):
            self.message = None
        self.more.after(before, move, human)
        self._save()
        self.render(animate=True)

    def _take_back(self, s: SessionT) -> SessionT | None:
        """Put the session before ``s``'s last move (``s.undo()``) on the table and return it; None if the engine
        refuses (its reason is said)."""
        try:
            after: SessionT = s.undo()
        except IllegalMoveError as exc:
            self._say(str(exc), "error")
            self.render()
            return None
        self.session = after
        return after

    def undone(self, what: str, animate: bool = False) -> None:
        """An undo's end, alike in every game that takes moves back: ``Undone: <what>.`` on the message line and to
        screen readers, the session saved, the table drawn (``animate``: the cards move back)."""
        said = _("Undone: {move}.").format(move=what)
        self._say(said)
        self.more.announce(said)
        self._save()
        self.render(animate=animate)

    def _save(self) -> None:
        if self.replays.active:
            return  # a replay's frame is not the game: the saved one stays
        if self.online is not None and self.session is not None and self.online.save(self.session):
            return  # an online game is kept apart from the offline one (and a guest keeps nothing)
        self.dailies.seen(self.session)
        if self.session is not None and self.more.tutorial is None:  # the tutorial's game is never saved
            self.store.save("match", self.session.to_dict(), lobby=self._lobby_entry())


def _random_seed() -> int:
    import random

    return random.SystemRandom().randrange(1, 2**32)
