"""King's helpers around the table (pure): what screen readers hear after each move, the tutorial,
the rules and keys dialogs, the statistics (the shell's :class:`~web.shell.features.Features` does the
shared settings, the statistics dialog and its files).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from kings.cards import Card
from kings.king.moves import Move
from web.king import GAME, narrate, speech, view
from web.king.keymap import KEYS
from web.king.protocols import Controller
from web.king.record import record_game, record_hand
from web.king.rulespage import rules_page
from web.king.session import Session
from web.king.tutorial import Tutorial
from web.shell.extras import Coach, Extras
from web.shell.features import Features as ShellFeatures


class Features(ShellFeatures):
    """Speech, tutorial, dialogs and statistics for one :class:`~web.king.app.App`."""

    app: Controller

    def __init__(self, app: Controller, clock: Callable[[], float] = time.time) -> None:
        super().__init__(app, GAME, clock)
        self.tutorial: Tutorial | None = None
        self.offer = False  #: offer the tutorial (first visit), until taken, declined or a move is made

    def extras(self) -> Extras:
        s = self.app.settings
        return Extras(self.speech, self._coach(), s.contrast, self.tutorial is not None, (), s.stripes)

    def _coach(self) -> Coach | None:
        t = self.tutorial
        if t is not None:
            step = t.current
            if t.done:
                return Coach(step.title, step.text, (("tutorial-exit", "Back to my game"),), primary="tutorial-exit")
            actions: tuple[tuple[str, str], ...] = (("tutorial-exit", "Skip the tutorial"),)
            if not t.waits_for_card:
                actions = (("tutorial-next", "Next"), *actions)
            return Coach(f"{t.progress()}: {step.title}", step.text, actions,
                         primary="" if t.waits_for_card else "tutorial-next")  # fmt: skip
        if self.offer:
            return Coach("New to King?", "A short tutorial shows the first tricks: which cards you may play, who "
                         "takes a trick, and how to lose tricks on purpose.",
                         (("tutorial-start", "Start the tutorial"), ("tutorial-later", "No thanks")),
                         primary="tutorial-start", over_table=True)  # fmt: skip
        return None

    # -- buttons and keys ------------------------------------------------------------------------
    def handler(self, action: str) -> Callable[[], object] | None:
        """The handler of a button or key the App does not know itself (``keys``, ``help``, ...)."""
        app = self.app
        if action.startswith("say-"):
            return lambda: self.say(action.removeprefix("say-"))
        return {
            "keys": lambda: app.ui.show_keys(KEYS),
            "help": lambda: app.ui.show_rules(rules_page(app.session.game.rules if app.session else None)),
            "settings": lambda: app.ui.show_settings(app.settings),
            "contrast": lambda: self.toggle("contrast"), "sound": lambda: self.toggle("sound"),
            "stripes": lambda: self.toggle("stripes"),
            "tutorial": app.ui.show_tutorial, "tutorial-start": self.start_tutorial,
            "tutorial-exit": self.end_tutorial, "tutorial-later": self.decline, "tutorial-next": self.next_step,
            "export": self.export_stats,
        }.get(action)  # fmt: skip

    def say(self, topic: str) -> None:
        """Read part of the table aloud (the keyboard's I, C, T, K and O keys)."""
        if self.app.session is None:
            return
        self.announce(speech.say(view.build(self.app.scene()), topic))
        self.app.render()

    # -- the tutorial ----------------------------------------------------------------------------
    def start_tutorial(self) -> None:
        """Deal the tutorial's game (the saved game is left alone: nothing is saved or counted)."""
        app = self.app
        app.ui.close_dialog("tutorial")
        self.offer = False
        self.tutorial = Tutorial()
        app.set_session(self.tutorial.session())
        app.message = None
        self.announce(f"{self.tutorial.progress()}: {self.tutorial.current.title}. {self.tutorial.current.text}")
        app.render()
        app.schedule()

    def next_step(self) -> None:
        t = self.tutorial
        if t is None:
            return
        t.next()
        self.announce(f"{t.progress()}: {t.current.title}. {t.current.text}")
        self.app.render()
        self.app.schedule()

    def end_tutorial(self) -> None:
        """Leave the tutorial: back to the saved game, or a new one."""
        app = self.app
        self.tutorial = None
        app.message = None
        if not app.resume():
            app.start(app.settings.start_setup())

    def decline(self) -> None:
        """No tutorial: the game, paused under the offer, goes on."""
        self.offer = False
        self.app.message = None
        self.app.render()
        self.app.schedule()

    # -- after each move -------------------------------------------------------------------------
    def count(self, s: Session) -> Session:
        """``s`` with its finished hands (and game) added to the statistics, saved (not in the tutorial)."""
        app = self.app
        results = s.game.results
        if s.counted >= len(results):
            return s
        if self.tutorial is None:
            for result in results[s.counted :]:
                app.stats = record_hand(app.stats, s, result, int(self.clock()))
            if s.game.over and not s.game_counted:
                app.stats = record_game(app.stats, s)
            app.store.save("stats", app.stats.to_dict())
        return replace(s, counted=len(results), game_counted=s.game.over)

    def after(self, before: Session, move: Move, human: bool) -> None:
        """A move was played: say it, sound it, move the tutorial on."""
        app = self.app
        after = app.session
        assert after is not None
        if human:
            self.offer = False
        self.announce(narrate.last_line(after))
        ended = len(after.game.results) > len(before.game.results)
        if ended:
            banner = view.build(app.scene()).banner
            if banner is not None:
                self.announce(banner.speech())
        t = self.tutorial
        if t is not None and human and not t.done:
            step = t.step
            t.passed(move)
            if t.step != step:
                self.announce(f"{t.progress()}: {t.current.title}. {t.current.text}")
        name = "play" if isinstance(move, Card) else None
        you = after.humans[0] if after.humans else None
        if ended and after.game.over and after.game.outcome is not None and you in after.game.outcome.winners:
            name = "win"
        if name and app.settings.sound and (human or app.settings.speed != "instant" or name == "win"):
            app.ui.sound(name)
