"""What Klondike's table asks the CPU worker for, on the player's behalf (pure): a winnable deal, a hint, the
solver's verdict; and auto-complete, which plays its moves one after another. Each is a coroutine the controller
spawns, so the page keeps answering while the worker thinks; without a worker (or when it fails) the page works the
answer out itself, the same answer (the same seeds). An answer that comes once the deal has moved on is dropped."""

from __future__ import annotations

from collections.abc import Coroutine
from dataclasses import replace
from typing import Any, Protocol

from kings.cards import Card
from kings.klondike.assist import auto_complete
from kings.klondike.deal import Deal
from kings.klondike.moves import Move
from kings.seeding import derive_seed
from web.klondike.dealing import Controller
from web.klondike.session import Session
from web.klondike.thinker import HINT, VERDICT, WINNABLE, ask, hint_of, read_hint, verdict, winnable
from web.shell.think import Think

FINISH_DELAY = {"slow": 0.3, "normal": 0.14, "fast": 0.06, "instant": 0.0}  #: between auto-complete's moves
HINT_PATH = 77  #: the seed path of hints: a hint depends on the deal and the move number alone
VERDICTS: dict[str, tuple[str, str]] = {
    "won": ("Yes: this deal can still be won. The solver found a way, looking at every card.", "success"),
    "lost": ("No: the solver tried every way that could matter, and this deal cannot be won from here. Undo, or "
             "start a new deal.", "error"),
    "unknown": ("The solver could not tell within its budget: the deal is too open to call yet.", "info"),
}  # fmt: skip


class Table(Controller, Protocol):
    """The controller as its worker jobs use it."""

    think: Think | None
    busy: str
    finishing: bool
    selected: Card | None
    hint: Move | None
    more: Any

    def live(self) -> bool: ...

    def play(self, move: Move) -> bool: ...

    def say(self, text: str, tone: str = "info") -> None: ...

    def save(self) -> None: ...

    def nap(self, seconds: float) -> Coroutine[Any, Any, None]: ...

    def spawn(self, job: Coroutine[Any, Any, None]) -> object: ...


class Jobs:
    """The worker's jobs for one controller (:class:`~web.klondike.app.App`)."""

    def __init__(self, app: Table) -> None:
        self.app = app

    async def find_winnable(self, placeholder: Session) -> None:
        """Replace the placeholder deal with the first deal from its seed that the solver wins."""
        app = self.app
        await app.nap(0)  # the worker is connected once the table has opened
        deal = placeholder.deal
        text = await ask(app.think, deal, WINNABLE, 0)
        seed = int(text) if text and text.isdigit() else winnable(deal.rules, placeholder.seed)
        if app.session is not placeholder:
            return
        app.busy = ""
        app.set_session(replace(placeholder, deal=Deal.new(deal.rules, seed), checking=False))
        app.log = ()
        app.more.announce("A winnable deal is on the table.")
        app.save()
        app.render()

    # -- hints -------------------------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        app = self.app
        s = app.session
        if s is None or not app.live():
            return
        app.selected = None
        seed = derive_seed(s.seed, HINT_PATH, len(s.deal.moves))
        if app.think is None:
            self._show_hint(*hint_of(s.deal, seed))
            return
        app.say("Thinking of a hint…")
        app.render()
        app.spawn(self._hint_from_worker(s, seed))

    async def _hint_from_worker(self, s: Session, seed: int) -> None:
        found = read_hint(s.deal, await ask(self.app.think, s.deal, HINT, seed))
        if self.app.session is s:
            self._show_hint(*(found or hint_of(s.deal, seed)))

    def _show_hint(self, move: Move, words: str) -> None:
        app = self.app
        app.hint = move
        app.say(f"Hint: {words}")
        app.more.announce(f"Hint: {words}")
        app.render()

    # -- can it still be won? ------------------------------------------------------------------------------------
    def ask_verdict(self) -> None:
        app = self.app
        s = app.session
        if s is None or not app.live() or app.busy:
            return
        app.busy = "Asking the solver…"
        app.say("Asking the solver: can this deal still be won?")
        app.render()
        app.spawn(self._verdict(s))

    async def _verdict(self, s: Session) -> None:
        app = self.app
        await app.nap(0)
        text = await ask(app.think, s.deal, VERDICT, 0)
        if text not in VERDICTS:
            text = verdict(s.deal)
        app.busy = ""
        if app.session is not None and app.session.deal.moves == s.deal.moves:
            words, tone = VERDICTS[text]
            app.say(words, tone)
            app.more.announce(words)
        app.render()

    # -- auto-complete ---------------------------------------------------------------------------------------------
    def finish(self) -> None:
        """Send every card home, one move at a time."""
        app = self.app
        s = app.session
        if s is None or not app.live():
            return
        moves = auto_complete(s.deal)
        if not moves:
            app.say("Finish works once every card is face up and each can go home in turn.", "error")
            app.render()
            return
        app.spawn(self._finish(moves))

    async def _finish(self, moves: tuple[Move, ...]) -> None:
        app = self.app
        app.finishing = True
        app.selected = app.hint = None
        app.render()
        delay = FINISH_DELAY.get(app.settings.speed, 0.14)
        try:
            for move in moves:
                s = app.session
                if s is None or s.deal.over or s.deal.explain(move) is not None:
                    break
                app.finishing = False  # play() refuses while finishing
                app.play(move)
                app.finishing = True
                if delay:
                    await app.nap(delay)
        finally:
            app.finishing = False
            app.render()
