"""King's controller: one object owns the game and turns the player's intents into engine moves.

DOM handlers are one-line calls into :class:`App` (``app.tap_card("QH")``, ``app.choose("2 up")``,
``app.press("hint")``). The App never touches the page: it hands a :class:`~web.king.view.Scene`'s view
to a :class:`~web.king.protocols.Ui`, which :mod:`web.king.dom_page` implements in the browser and tests
replace with a fake. CPU moves run in an asyncio task that sleeps between them (:mod:`web.king.cputurns`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import replace
from typing import Any

from kings.cards import Card
from kings.errors import KingsError, NotationError, RulesError
from kings.king.moves import Move, parse_move
from kings.king.players import Player
from kings.king.rules import PRESETS
from web.king import GAME, players, view
from web.king.cputurns import CpuTurns
from web.king.features import Features
from web.king.hints import Hints
from web.king.lobby import lobby_entry
from web.king.protocols import Ui
from web.king.session import Session
from web.king.settings import SPEEDS, Settings, load_settings
from web.king.setup import Setup, form_fields, parse_setup, setup_form
from web.king.urlparams import parse_query
from web.king.viewmodels import Message
from web.shell.settingsio import UNUSABLE, save_settings
from web.shell.stats import Stats
from web.shell.storage import Store
from web.shell.worker import Think


class App(CpuTurns):
    """Owns the session (game + seats), the hint, the message and the table's toggles; reacts to intents."""

    def __init__(self, ui: Ui, store: Store, *, sleep: Callable[[float], Coroutine[Any, Any, None]] = asyncio.sleep,
                 spawn: Callable[[Coroutine[Any, Any, None]], object] | None = None,
                 entropy: Callable[[], int] | None = None, widget: bool = False) -> None:  # fmt: skip
        self.ui = ui
        self.widget = widget  #: embedded in another page: no first-visit offer
        self.store = store.for_game(GAME)
        self._sleep = sleep
        self.spawn = spawn or asyncio.ensure_future
        self._entropy = entropy or _random_seed
        self.session: Session | None = None
        self.settings = Settings()
        self.stats = Stats()
        self.hint: Move | None = None
        self.message: Message | None = None
        self.show_last = False  #: the player is looking at the last trick
        self.running = False
        self.shown = True  #: on screen; hidden, it draws nothing and its CPUs wait
        self.thinking: int | None = None
        self._generation = 0
        self._bots: dict[int, Player] = {}
        self._lobby: dict[str, Any] | None = None
        self.think: Think | None = None
        self.more = Features(self)
        self.hints = Hints(self)

    # -- boot ----------------------------------------------------------------------------------
    def boot(self, query: str = "") -> None:
        """Load settings and statistics, then start what the address asks for or resume the saved game."""
        saved_settings = load_settings(self.store)
        self.settings = saved_settings or Settings()
        self.stats = self._load(Stats.from_dict, "stats") or Stats()
        request = parse_query(query)
        self.store.notices.extend(request.errors)
        if request.speed:
            self.settings = replace(self.settings, speed=request.speed)
            self.save_settings()
        if query.strip("?"):
            self.ui.set_query("")  # the game is saved now: a reload resumes instead of restarting
        if request.setup is not None:
            self.start(request.setup)
            return
        if not self.resume():
            first = saved_settings is None or self.store.load("stats") is None
            self.start(self.settings.start_setup())
            if first and not self.store.notices and not self.widget:
                self.more.offer = True
                self.render()

    def resume(self) -> bool:
        """Resume the saved game (a finished one shows its result until Play again or New game)."""
        saved = self._load(Session.from_dict, "match")
        if saved is None:
            return False
        self.set_session(saved)
        self.render()
        self.schedule()
        return True

    def _load(self, decode: Callable[[Any], Any], kind: str) -> Any:
        data = self.store.load(kind)
        if data is None:
            return None
        try:
            return decode(data)
        except UNUSABLE:
            self.store.reject(kind, "could not be read")
            return None

    def save_settings(self) -> None:
        save_settings(self.store, self.settings)

    def start(self, setup: Setup) -> None:
        """Start a new game (a fresh seed unless the setup names one)."""
        seed = setup.seed if setup.seed is not None else self._entropy()
        self.more.tutorial = None
        self.set_session(Session.new(setup, seed))
        self.message = None
        self.settings = replace(self.settings, setup=replace(setup, seed=None))
        self.save_settings()
        self._save()
        self.render()
        self.schedule()

    def set_session(self, session: Session) -> None:
        self._generation += 1  # stops a CPU task still running for the previous session
        self.running = False
        self.session = session
        self.hint, self.show_last = None, False
        self._bots = {i: players.player_for(s.kind) for i, s in enumerate(session.seats) if not s.is_human}

    # -- on screen or not ------------------------------------------------------------------------
    def hide(self) -> None:
        """Another game (or the lobby) is on screen: draw nothing, and let the CPUs wait."""
        self.shown = False

    def show(self) -> None:
        """Back on screen: draw everything again (another game drew on the shared parts) and go on."""
        if self.shown:
            return
        self.shown = True
        self.ui.invalidate()
        self.render()
        self.schedule()

    # -- rendering -----------------------------------------------------------------------------
    def scene(self) -> view.Scene:
        assert self.session is not None
        return view.Scene(self.session, self.hint, self.message, self.running, tuple(self.store.notices),
                          self.settings.speed, self.more.extras(), self.thinking, self.show_last,
                          self.settings.columns)  # fmt: skip

    def render(self, animate: bool = False) -> None:
        if self.session is not None and self.shown:
            self.ui.render(view.build(self.scene()), animate and self.settings.speed != "instant")

    def _say(self, text: str, tone: str = "info") -> None:
        self.message = Message(text, "error" if tone == "error" else "success" if tone == "success" else "info")

    # -- the player's intents ----------------------------------------------------------------------
    def can_act(self) -> bool:
        """Whether the human may act now (if a CPU is to act, says so)."""
        s = self.session
        if s is None or self.running or s.actor != "human" or s.needs_handoff or self.more.offer:
            if s is not None and s.actor == "cpu":
                seat = s.to_act
                self._say(f"Wait: it is {s.seats[seat].name}'s turn." if seat is not None else "Wait a moment.")
                self.render()
            return False
        return True

    def tap_card(self, code: str) -> None:
        """A card of the hand was tapped (or dropped on the table): play it, or say why it may not be played."""
        s = self.session
        if s is None or not self.can_act():
            return
        if s.game.phase != "play":
            self._say("Answer above first: the hand is still being chosen.")
            self.render()
            return
        try:
            card = Card.parse(code)
        except NotationError:
            return
        self.play(card)

    def choose(self, notation: str) -> None:
        """An answer of the auction step (a move in notation) was pressed."""
        try:
            move = parse_move(notation)
        except NotationError:
            return
        if self.can_act():
            self.play(move)

    def play(self, move: Move) -> bool:
        """Play the human's ``move``; if illegal, say the engine's reason. Returns whether it was played."""
        s = self.session
        if s is None or not self.can_act():
            return False
        reason = s.game.explain(move)
        if reason is not None:
            self._say(reason, "error")
            self.render()
            return False
        self._apply(move)
        self.schedule()
        return True

    def press(self, action: str) -> None:
        """A button or key: ``hint``, ``last``, ``sheet``, ``next``, ``handoff``, ``new``, ``rematch``, ..."""
        handler = {
            "hint": self.hints.ask, "last": self.toggle_last, "sheet": self.ui.show_sheet,
            "next": self.next_hand, "handoff": self.take_device, "new": self.open_setup, "rematch": self.rematch,
            "stats": self.more.show_stats, "dismiss": self.dismiss, "cancel": self.cancel,
            "columns-one": lambda: self.set_columns("one"), "columns-two": lambda: self.set_columns("two"),
        }.get(action) or self.more.handler(action)  # fmt: skip
        if handler is not None:
            handler()

    def toggle_last(self) -> None:
        self.show_last = not self.show_last
        self.render()

    def cancel(self) -> None:
        self.show_last = False
        self.render()

    def dismiss(self) -> None:
        self.store.notices.clear()
        self.message = None
        self.render()

    def set_columns(self, columns: str) -> None:
        if columns in ("one", "two"):
            self.settings = replace(self.settings, columns="two" if columns == "two" else "one")
            self.save_settings()
            self.render()

    def next_hand(self) -> None:
        s = self.session
        if s is None or not s.hand_over or s.game.over:
            return
        self.session = s.next_hand()
        self.message, self.show_last = None, False
        self._save()
        self.render()
        self.schedule()

    def take_device(self) -> None:
        if self.session is not None and self.session.needs_handoff:
            self.session = self.session.take_device()
            self.message = None
            self._save()
            self.render()

    def rematch(self) -> None:
        s = self.session
        if s is not None:
            self.start(Setup(s.seats, s.game.rules))

    def set_speed(self, speed: str) -> None:
        if speed in SPEEDS:
            self.settings = replace(self.settings, speed=speed)
            self.save_settings()
            self.render()

    # -- the new-game dialog -------------------------------------------------------------------
    def open_setup(self) -> None:
        setup = self.settings.start_setup()
        if self.session is not None:
            setup = Setup(self.session.seats, self.session.game.rules)
        self.ui.show_setup(setup_form(setup, form_fields(setup.rules)))

    def setup_preset(self, preset_id: str) -> None:
        """The preset menu changed: show that preset's options."""
        if preset_id in PRESETS:
            self.ui.fill_rules(form_fields(PRESETS[preset_id]))

    def submit_setup(self, seats: list[tuple[str, str]], preset_id: str, values: Mapping[str, str],
                     seed: str) -> None:  # fmt: skip
        """Start the game the dialog describes, or show what is wrong with it."""
        try:
            setup = parse_setup(seats, preset_id, values, seed)
        except (RulesError, ValueError, KingsError) as exc:
            self.ui.setup_error(str(exc))
            return
        self.ui.close_setup()
        self.start(setup)

    # -- moves and saving ------------------------------------------------------------------------
    def _apply(self, move: Move, human: bool = True) -> None:
        before = self.session
        assert before is not None
        self.session = self.more.count(before.play(move))
        self.hint, self.show_last = None, False
        if self.message is not None and (human or self.message.tone != "success"):
            self.message = None
        self.more.after(before, move, human)
        self._save()
        self.render(animate=True)

    def _save(self) -> None:
        if self.session is not None and self.more.tutorial is None:  # the tutorial's game is never saved
            self.store.save("match", self.session.to_dict())
            if (entry := lobby_entry(self.session)) != self._lobby:
                self._lobby = entry
                self.store.save("lobby", entry)


def _random_seed() -> int:
    import random

    return random.SystemRandom().randrange(1, 2**32)
