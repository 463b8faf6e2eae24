"""The CPU seats' moves for every game, one at a time in an asyncio task that sleeps between them, so the
page answers taps while CPUs play (pure; mixed into a game's controller).

A slow level's move is thought out in the shell's CPU worker (its seat marked as thinking meanwhile, the
mark showing only after a moment); without a worker, or when it fails, the page computes the move itself,
from the same seed, so it is the same move. A game declares its CPU players (:attr:`CpuLoop.cpu`, a
:class:`~web.shell.players.CpuSpec`: whose turn it is, the seed's parts, how long to pause, its players), and the
hooks here (:meth:`CpuLoop._turn`, :meth:`CpuLoop._pause`, :meth:`CpuLoop._ask_worker`, :meth:`CpuLoop._choose`)
follow it.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from kings.errors import NotationError
from kings.i18n import _
from kings.registry import game
from kings.seeding import Rng, derive_seed
from web.shell.controller import FeaturesT, SessionT, SettingsT, TableApp, UiT
from web.shell.hinting import Hints
from web.shell.players import CpuSpec
from web.shell.storage import Store
from web.shell.think import Think
from web.shell.thinker import ask

MoveT = TypeVar("MoveT", bound=Any)  #: the game's move (what a hint shows)

#: Seconds to wait before each CPU move, by speed (the animation itself takes about half).
PAUSES: dict[str, float] = {"slow": 1.1, "normal": 0.6, "fast": 0.25, "instant": 0.0}


class CpuLoop(Generic[SessionT, SettingsT, FeaturesT]):
    """Mixed into a controller (:class:`web.shell.controller.TableApp`): :meth:`schedule` starts the CPU seats'
    moves when one is to act."""

    session: SessionT | None
    settings: SettingsT
    more: FeaturesT
    think: Think | None
    spawn: Callable[[Coroutine[Any, Any, None]], object]
    running: bool
    shown: bool
    held: bool
    thinking: int | None
    _generation: int
    _bots: dict[int, Any]
    replays: Any  #: the replay on the table, if any (web/shell/replaydesk.py): the CPUs wait
    _sleep: Callable[[float], Coroutine[Any, Any, None]]
    cpu: CpuSpec[Any]  #: the game's CPU players, declared

    @property
    def slow_levels(self) -> tuple[str, ...]:
        """Levels worth a trip to the worker."""
        return self.cpu.slow_levels

    if TYPE_CHECKING:  # the controller's (web.shell.controller.TableApp): declared, not defined, here

        def render(self, animate: bool = False) -> None: ...

        def _apply(self, move: Any, human: bool = True) -> None: ...

    # -- the game's hooks (each follows :attr:`cpu` unless a game overrides it) -------------------------
    def _turn(self, s: Any) -> tuple[int, int]:
        """(the seat to move, as the bots are numbered; the seed of its move's generator)."""
        return self.cpu.seat(s), derive_seed(*self.cpu.turn_key(s))

    def _pause(self, s: Any) -> float:
        """Seconds before the next CPU move."""
        if self.cpu.pause is not None:
            return self.cpu.pause(s, self.settings.speed)
        return PAUSES.get(self.settings.speed, 0.6)

    async def _ask_worker(self, s: Any, seat: int, level: str, seed: int) -> Any:
        """The worker's move for ``seat``, or None (compute it here)."""
        return await ask(self.think, self.cpu, self.cpu.match(s), seat, level, seed)

    def _choose(self, s: Any, seat: int, bot: Any, seed: int) -> Any:
        """``bot``'s move for ``seat``, computed on the page (always legal)."""
        return self.cpu.choose(bot, self.cpu.observe(s), Rng(seed))

    def _fallback(self) -> Any:
        """The player for a seat with none (never, but the table must not stop)."""
        return self.cpu.fallback()

    def unpick(self) -> None:
        """Put back whatever the player had picked up (before a hint shows): a game with a pick overrides it."""

    def hint_among(self, s: Any) -> list[Any] | None:
        """The moves a hint chooses among (None: every legal move, with whatever was picked put back first). A game
        whose player can be partway through a move (a multi-jump with landings made) names those going on from
        it, so that Hint answers the move as it stands instead of taking it back."""
        return None

    def hint_words(self, s: Any, move: Any) -> str:
        """``play the queen of spades``: what the message line says after "Hint:" (the game's words)."""
        raise NotImplementedError

    # -- the loop ----------------------------------------------------------------------------------------
    def schedule(self) -> None:
        """Start playing CPU moves if a CPU is to act and none is playing yet."""
        s = self.session
        if s is not None and s.actor == "cpu" and not self.running and self.shown and not self.replays.active:
            self.running = True
            self.spawn(self._run_cpus(self._generation))

    def _waiting(self, generation: int) -> bool:
        s = self.session
        # (the first-visit offer never holds a CPU: it is a panel beside the table, Features.offering)
        return (s is None or generation != self._generation or s.actor != "cpu" or not self.shown or self.held
                or self.replays.active)  # fmt: skip

    async def _run_cpus(self, generation: int) -> None:
        """Play CPU moves one at a time, yielding to the page between them."""
        try:
            while not self._waiting(generation):
                await self._sleep(self._pause(self.session))
                s = self.session
                if s is None or self._waiting(generation):
                    break
                seat, seed = self._turn(s)
                bot = self._bots.get(seat) or self._fallback()
                move = None
                if self.think is not None and bot.level in self.slow_levels:
                    self.thinking = seat  # the mark shows after a moment: a quick answer never flashes it
                    self.render()
                    try:
                        move = await self._ask_worker(s, seat, bot.level, seed)
                    finally:
                        self.thinking = None
                if self.session is not s or self._waiting(generation):  # the table changed, or waits, meanwhile
                    continue
                self._apply(move or self._choose(s, seat, bot, seed), human=False)
        finally:
            if generation == self._generation:
                self.running = False
                self.render()


class CpuTable(CpuLoop[SessionT, SettingsT, FeaturesT], TableApp[SessionT, SettingsT, FeaturesT, UiT],
               Generic[SessionT, SettingsT, FeaturesT, UiT, MoveT]):  # fmt: skip
    """A controller with CPU players and hints: the shell's loop for the CPU seats (:class:`CpuLoop`) on the shared
    controller, the Hint button (:class:`~web.shell.hinting.Hints`) and the hint shown (None: none). A game names
    its types once: ``class App(CpuTable[Session, Settings, Features, Ui, Move])``.

    A game that declares its :attr:`~web.shell.newgame.NewGame.setup` (a :class:`~web.shell.setupform.FormSetup`)
    gets the new-game dialog, its presets, the address and a rematch's setup from it (:class:`NewGame`); with a
    tutorial in its features, the first-visit offer; and the Hint and Next buttons. Each is a hook a game may
    override (the six games' own versions come first)."""

    hint: MoveT | None  #: the move the Hint button showed, until the table changes

    def __init__(self, ui: UiT, store: Store, **kwargs: Any) -> None:
        super().__init__(ui, store, **kwargs)
        self.hint = None
        self.hints = Hints(self)

    def _player_for(self, kind: str) -> Any:
        return self.cpu.player(kind)

    # -- what a declared setup, tutorial and CPU players give (hooks: a game's own versions come first) -------------
    def _reset(self) -> None:
        self.hint = None

    def actions(self) -> Mapping[str, Callable[[], object]]:
        return {"hint": self.hints.ask, "next": self.next_deal}

    def _first_visit(self, saved_settings: Any) -> None:
        """Nothing saved, or no statistics yet: offer the tutorial (a game whose features declare one)."""
        if getattr(getattr(self.more, "spec", None), "tutorial", None) is None:
            return
        if saved_settings is None or self.store.load("stats") is None:
            self.more.offer = True
            self.render()

    def scene_frame(self) -> dict[str, Any]:
        """What every game's scene holds (:class:`web.shell.tableparts.Scene`), as the controller has it."""
        return {"hint": self.hint, "message": self.message, "busy": self.running, "notices": tuple(self.store.notices),
                "speed": self.settings.speed, "share": self.share_query(), "extras": self.more.extras(),
                "thinking": self.thinking}  # fmt: skip

    # -- the human's moves --------------------------------------------------------------------------------
    def can_act(self) -> bool:
        """Whether the human may act now (if a CPU is to act, says whose turn it is)."""
        s = self.session
        if self.replays.active:
            self.replays.refuse()
            return False
        if s is None or self.running or s.actor != "human" or self.holding(s):
            if s is not None and s.actor == "cpu":
                self._say(self.wait_words(s))
                self.render()
            return False
        return True

    def holding(self, s: Any) -> bool:
        """Whether the table holds the human's moves although it is their turn (the device is to be handed on)."""
        return bool(s.needs_handoff)

    def wait_words(self, s: Any) -> str:
        """What a tap says while a CPU is to act."""
        seat = s.to_act
        if seat is None:
            return _("Wait a moment.")
        return _("Wait: it is {name}'s turn.").format(name=s.seats[seat].name)

    def choose(self, notation: str) -> None:
        """Play a move given in notation (an answer button's, the embed host's or a test's); text that is no
        move says why."""
        try:
            move = game(self.cpu.game).load().parse_move(notation)
        except NotationError as exc:
            self._say(str(exc), "error")
            self.render()
            return
        self.play(move)

    def refused(self, move: Any) -> bool:
        """Whether the table turns ``move`` down before the engine is asked (it has said why): the tutorial's step
        refuses a move it is not about (:meth:`~web.shell.features.Features.refusal`); a game that asks the player
        to confirm some moves overrides it."""
        reason = self.more.refusal(move) if self.more is not None else None
        if reason is None:
            return False
        self.unpick()
        self._say(reason)
        self.render()
        return True

    def play(self, move: Any) -> bool:
        """Play the human's ``move``; if illegal, say the engine's reason (and put back what was picked). Returns
        whether it was played."""
        s = self.session
        if s is None or not self.can_act() or self.refused(move):
            return False
        deal = self.cpu.match(s).deal
        reason = deal.explain(move) if deal is not None else _("The deal is over.")
        if reason is not None:
            self.unpick()
            self._say(reason, "error")
            self.render()
            return False
        self._apply(move)
        self.schedule()
        return True

    def next_deal(self) -> None:
        """The match's next deal (a round, a game), once the one on the table has ended; a guest asks the host."""
        if self.online is not None and self.online.next():
            return  # a guest: the host deals
        s = self.session
        if s is None or s.in_deal or s.match.over:
            return
        self._deal(s.next_deal())
        self.message = None
        self._save()
        self.render()
        self.schedule()

    def _deal(self, session: Any) -> None:
        """Put the next deal's session on the table."""
        self.session = session
