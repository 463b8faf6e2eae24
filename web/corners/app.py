"""The controller: one object owns the match and turns the player's intents into engine moves.

DOM handlers are one-line calls into :class:`App` (``app.tap_pile("N")``, ``app.press("end")``).
The App never touches the page: it hands a :class:`~web.corners.view.Scene`'s view to a :class:`Ui`,
which :mod:`web.corners.dom` implements in the browser and tests replace with a fake. CPU turns run in
an asyncio task that sleeps between moves, so the page answers clicks while CPUs play.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import replace
from typing import Any

from kings.cards import JOKER, Card
from kings.corners import DRAW, END_TURN, PRESETS, Move, Place, Play, Shift
from kings.corners.players import Player
from kings.errors import RulesError
from web.corners import GAME, players, view
from web.corners.cputurns import CpuTurns
from web.corners.features import Features
from web.corners.hints import Hints
from web.corners.lobby import lobby_entry
from web.corners.protocols import Ui
from web.corners.session import Session
from web.corners.settings import UNUSABLE, Settings, load_settings, save_settings
from web.corners.setup import Setup, form_fields, parse_setup
from web.corners.urlparams import SPEEDS, parse_query, share_query
from web.corners.viewmodels import Message, Selection
from web.shell.stats import Stats
from web.shell.storage import Store
from web.shell.worker import Think


class App(CpuTurns):
    """Owns the session (match + seats), the selection, hint and messages; reacts to intents."""

    def __init__(self, ui: Ui, store: Store, *, sleep: Callable[[float], Coroutine[Any, Any, None]] = asyncio.sleep,
                 spawn: Callable[[Coroutine[Any, Any, None]], object] | None = None,
                 entropy: Callable[[], int] | None = None, widget: bool = False) -> None:  # fmt: skip
        self.ui = ui
        self.widget = widget  #: embedded in another page: no first-visit welcome or tutorial offer
        self.store = store.for_game(GAME)  #: this game's namespace; ``store.shared()`` is every game's
        self._sleep = sleep
        self.spawn = spawn or asyncio.ensure_future  #: runs a coroutine alongside the page
        self._entropy = entropy or _random_seed
        self.session: Session | None = None
        self.settings = Settings()
        self.stats = Stats()
        self.selection: Selection | None = None
        self.hint: Move | None = None
        self.message: Message | None = None
        self.choices: tuple[Move, ...] = ()
        self.running = False
        self.shown = True  #: on screen; hidden (another game or the lobby shows), it draws nothing and its CPUs wait
        self.thinking: int | None = None  #: the match seat whose CPU move the worker is computing
        self._generation = 0
        self._bots: dict[int, Player] = {}
        self._lobby: dict[str, Any] | None = None  #: the lobby entry last saved
        self.think: Think | None = None  #: a hard CPU's move off the main thread (web.corners.thinker)
        self._setup_base: Setup | None = None
        self.more = Features(self)  #: speech, tutorial, settings, statistics files
        self.hints = Hints(self)

    # -- boot ----------------------------------------------------------------------------------
    def boot(self, query: str = "") -> None:
        """Load settings and statistics, then start what the URL asks for or resume the saved match."""
        saved_settings = load_settings(self.store)
        self.settings = saved_settings or Settings()
        self.stats = self.load_saved(Stats.from_dict, "stats") or Stats()
        request = parse_query(query)
        for err in request.errors:
            self.store.notices.append(err)
        if request.speed:
            self.settings = replace(self.settings, speed=request.speed)
            self.save_settings()
        if query.strip("?"):
            self.ui.set_query("")  # the match is saved now: a reload resumes instead of restarting
        if request.setup is not None:
            self.start(request.setup)
            return
        if not self.resume():
            self.start(self.settings.start_setup())
            if saved_settings is None and not self.store.notices and not self.widget:
                self.more.offer = True
                self._say("Welcome! Tap a card, then a pile where it fits, or drag it there. Rules explains the game.",
                          "success")  # fmt: skip
                self.render()

    def resume(self) -> bool:
        """Resume the saved match (a finished one shows its summary and score sheet until the player
        chooses Play again or New game); False if there is none."""
        saved = self.load_saved(Session.from_dict, "match")
        if saved is None:
            return False
        self.set_session(saved)
        self.render()
        self.schedule()
        return True

    def load_saved(self, decode: Callable[[Any], Any], kind: str) -> Any:
        data = self.store.load(kind)
        if data is None:
            return None
        try:
            return decode(data)
        except UNUSABLE:
            self.store.reject(kind, "could not be read")
            return None

    def save_settings(self) -> None:
        """Save the settings: speed, contrast and sound for every game, the setup for this one."""
        save_settings(self.store, self.settings)

    def start(self, setup: Setup) -> None:
        """Start a new match (a fresh seed unless the setup names one)."""
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
        self.selection, self.hint, self.choices = None, None, ()
        self._bots = {i: players.player_for(s.kind) for i, s in enumerate(session.seats) if not s.is_human}

    # -- rendering -----------------------------------------------------------------------------
    def scene(self) -> view.Scene:
        assert self.session is not None
        s = self.session
        share = share_query(Setup(s.seats, s.match.rules), s.match.seed)
        return view.Scene(s, self.selection, self.hint, self.message, self.choices, self.running,
                          tuple(self.store.notices), self.settings.speed, share, self.more.extras(),
                          self.thinking)  # fmt: skip

    def render(self, animate: bool = False) -> None:
        if self.session is not None and self.shown:
            self.ui.render(view.build(self.scene()), animate and self.settings.speed != "instant")

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

    def _say(self, text: str, tone: str = "info") -> None:
        self.message = Message(text, "error" if tone == "error" else "success" if tone == "success" else "info")

    # -- picking up and dropping ---------------------------------------------------------------
    def can_act(self) -> bool:
        """Whether the human may act now (if a CPU is to act, says so)."""
        s = self.session
        if s is None or self.running or s.actor != "human" or s.needs_handoff:
            if s is not None and s.actor == "cpu":
                self._say(f"Wait: it is {s.seats[s.to_act or 0].name}'s turn.")
                self.render()
            return False
        return True

    def tap_card(self, code: str) -> None:
        """A card of the hand was tapped: pick it up, or put it back if it was picked."""
        if not self.can_act():
            return
        card = Card.parse(code.split("#")[0])
        same = self.selection is not None and self.selection.card == card
        self.selection = None if same else Selection(card=card)
        self.choices = ()
        self._nowhere()
        self.render()

    def pick_card(self, code: str) -> bool:
        """Start dragging a card of the hand; False if it cannot be picked up now."""
        if not self.can_act():
            return False
        self.selection, self.choices = Selection(card=Card.parse(code.split("#")[0])), ()
        self._nowhere()
        self.render()
        return True

    def _nowhere(self) -> None:
        """Say at once when the picked card fits nowhere; the line goes with the next pick or put-back."""
        s = self.session
        text = view.nowhere(s.shown.legal_moves(), self.selection) if s is not None else None
        if text is not None:
            self._say(text)
        elif self.message is not None and self.message.text.endswith(view.NOWHERE):
            self.message = None

    def pick_pile(self, place: str) -> bool:
        """Start dragging a whole pile; False if it cannot be picked up now."""
        if not self.can_act() or not self._pile(place):
            return False
        self.selection, self.choices = Selection(pile=Place.parse(place)), ()
        self.render()
        return True

    def _pile(self, place: str) -> bool:
        assert self.session is not None
        return bool(self.session.shown.piles[Place.parse(place)])

    def tap_pile(self, place: str) -> None:
        """A pile was tapped: the drop target of what is picked up, or a pile to pick up."""
        if not self.can_act():
            return
        if self.selection is not None:
            self.drop(place)
        elif self._pile(place):
            self.selection = Selection(pile=Place.parse(place))
            self.render()
        else:
            self._say("Pick a card from your hand first, then tap where it goes.")
            self.render()

    def drop(self, place: str | None) -> None:
        """Drop what is picked up on ``place`` (None: dropped off the table, so it goes back)."""
        sel, s = self.selection, self.session
        if sel is None or s is None or not self.can_act():
            return
        self.selection = None
        if place is None:
            self.render()
            return
        target = Place.parse(place)
        if sel.pile is not None:
            if sel.pile is target:
                self.render()
                return
            self.play(Shift(sel.pile, target))
            return
        assert sel.card is not None
        if sel.card == JOKER:
            options = tuple(m for m in s.shown.legal_moves()
                            if isinstance(m, Play) and m.card.is_joker and m.pile is target)  # fmt: skip
            if len(options) == 1:
                self.play(options[0])
            elif options:
                self.choices = options
                self._say(f"Which card does the joker stand for on the {target.word} pile?")
                self.render()
            else:
                self._say(f"The joker cannot go on the {target.word} pile: no card it could stand for fits there.",
                          "error")  # fmt: skip
                self.render()
            return
        self.play(Play(sel.card, target))

    def choose(self, notation: str) -> None:
        """Play one of the offered joker moves."""
        moves = {str(m): m for m in self.choices}
        if notation in moves and self.can_act():
            self.play(moves[notation])

    def play(self, move: Move) -> bool:
        """Play the human's ``move``; if illegal, say the engine's reason. Returns whether it was played."""
        s = self.session
        if s is None or not self.can_act():
            return False
        if self.more.refuse(move):
            return False
        reason = s.shown.explain(move)
        if reason is not None:
            self.selection, self.choices = None, ()
            self._say(reason, "error")
            self.render()
            return False
        self._apply(move)
        self.schedule()
        return True

    # -- buttons -------------------------------------------------------------------------------
    def press(self, action: str) -> None:
        """A button: ``draw``, ``end``, ``hint``, ``next``, ``handoff``, ``new``, ``rematch``, ``stats``."""
        handler = {
            "draw": lambda: self.play(DRAW), "end": lambda: self.play(END_TURN), "hint": self.hints.ask,
            "next": self.next_deal, "handoff": self.take_device, "new": self.open_setup,
            "rematch": self.rematch, "stats": self.more.show_stats,
            "dismiss": self.dismiss, "cancel": self.cancel,
        }.get(action) or self.more.handler(action)  # fmt: skip
        if handler is not None:
            handler()

    def cancel(self) -> None:
        self.selection, self.choices = None, ()
        self.render()

    def dismiss(self) -> None:
        self.store.notices.clear()
        self.message = None
        self.render()

    def next_deal(self) -> None:
        s = self.session
        if s is None or s.in_deal or s.match.over:
            return
        self.session = s.next_deal()
        self.message = None
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
            self.start(Setup(s.seats, s.match.rules))

    def set_speed(self, speed: str) -> None:
        if speed in SPEEDS:
            self.settings = replace(self.settings, speed=speed)
            self.save_settings()
            self.render()

    # -- the new-game dialog -------------------------------------------------------------------
    def open_setup(self) -> None:
        setup = self.settings.start_setup()
        if self.session is not None:
            setup = Setup(self.session.seats, self.session.match.rules)
        self._setup_base = setup
        self.ui.show_setup(setup, form_fields(setup.rules))

    def setup_preset(self, preset_id: str) -> None:
        """The preset menu changed: show that preset's options."""
        if preset_id in PRESETS:
            self.ui.fill_rules(form_fields(PRESETS[preset_id]))

    def submit_setup(self, seats: list[tuple[str, str]], preset_id: str, values: Mapping[str, str],
                     seed: str) -> None:  # fmt: skip
        """Start the match the dialog describes, or show what is wrong with it."""
        try:
            setup = parse_setup(seats, preset_id, values, seed)
        except (RulesError, ValueError) as exc:
            self.ui.setup_error(str(exc))
            return
        self.ui.close_setup()
        self.start(setup)

    # -- moves, saving, statistics -------------------------------------------------------------
    def _apply(self, move: Move, human: bool = True) -> None:
        before = self.session
        assert before is not None
        self.session = self.more.count(before.play(move))  # statistics count a finished deal
        self.selection, self.hint, self.choices = None, None, ()
        if self.message is not None and (human or self.message.tone != "success"):
            self.message = None
        self.more.after(before, move, human)
        self._save()
        self.render(animate=True)

    def _save(self) -> None:
        if self.session is not None and self.more.tutorial is None:  # the tutorial's deal is never saved
            self.store.save("match", self.session.to_dict())
            if (entry := lobby_entry(self.session)) != self._lobby:  # the tile's line: it changes once a deal
                self._lobby = entry
                self.store.save("lobby", entry)


def _random_seed() -> int:
    import random

    return random.SystemRandom().randrange(1, 2**32)
