"""The controller's helpers for everything around the game (pure): what screen readers hear,
the tutorial, settings (high contrast, sound), the rules and keys dialogs, statistics files.

:class:`web.corners.app.App` owns one :class:`Features` and calls it at a few points (a move played,
a button pressed, the scene built). It drives the page through the same injected Ui as the App.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from kings.corners import Move
from web.corners import GAME, narrate, speech, view
from web.corners.keymap import KEYS
from web.corners.results import deal_score
from web.corners.rulespage import rules_page
from web.corners.session import Session
from web.corners.setup import Settings, Setup
from web.corners.tutorial import DONE_TEXT, DONE_TITLE, Tutorial
from web.corners.view import Scene
from web.corners.viewmodels import Message, Selection, TableView
from web.shell import protocols
from web.shell.extras import Coach, Extras
from web.shell.features import Features as ShellFeatures
from web.shell.setupform import FormField
from web.shell.sound import sound_for
from web.shell.tally import tally_deal, tally_match


class Ui(protocols.Dialogs[Settings], Protocol):
    """The page, as the controller sees it: the shell's dialogs, the table, and the setup form with its setup."""

    def render(self, table: TableView, animate: bool) -> None: ...

    def invalidate(self) -> None: ...

    def show_setup(self, setup: Setup, fields: tuple[FormField, ...]) -> None: ...


class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], protocols.Thinking[Move], Protocol):
    """The controller (:class:`web.corners.app.App`) as its helpers use it."""

    selection: Selection | None  #: the card or pile picked, for a move in the making
    choices: tuple[Move, ...]  #: the moves offered for the picked card, when more than one fits

    def load_saved(self, decode: Callable[[Any], Any], kind: str) -> Any: ...


class Features(ShellFeatures):
    """Speech, tutorial, settings and statistics files for one :class:`~web.corners.app.App`."""

    app: Controller
    keys = KEYS
    rules_page = staticmethod(rules_page)
    speak = staticmethod(speech.say)

    def __init__(self, app: Controller, clock: Callable[[], float] = time.time) -> None:
        super().__init__(app, GAME, clock)
        self.tutorial: Tutorial | None = None
        self._held: Selection | None = None
        #: (match seed, deal number) and the codes of the cards the viewer's hand gained at the last
        #: move that added any: the table marks them until the viewer's next move
        self.drawn: tuple[tuple[int, int], tuple[str, ...]] = ((0, -1), ())

    # -- what the table shows ------------------------------------------------------------------
    def extras(self) -> Extras:
        self._holding()
        s = self.app.session
        deal, drawn = self.drawn
        fresh = s is not None and deal == (s.match.seed, len(s.match.results))  # not a later deal's cards
        return Extras(self.speech, self._coach(), self.app.settings.contrast, self.tutorial is not None,
                      drawn if fresh else (), self.app.settings.stripes)  # fmt: skip

    def _holding(self) -> None:
        """Say where a card or pile just picked up can go (once per pick-up)."""
        sel, s = self.app.selection, self.app.session
        if sel == self._held:
            return
        self._held = sel
        if sel is None or s is None:
            return
        places = sorted(view.targets(s.shown.legal_moves(), sel), key=int)
        if sel.card is not None:
            what = f"the {sel.card.name}"
        else:
            what = f"the {sel.pile.word} pile" if sel.pile is not None else "it"
        names = [f"the {p.word} {'corner' if p.is_corner else 'pile'}" for p in places]
        where = ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else "".join(names)
        self.announce(f"Holding {what}: " + (f"it can go on {where}." if places else
                                             "it fits nowhere now; Escape puts it back."))  # fmt: skip

    def _coach(self) -> Coach | None:
        t, s = self.tutorial, self.app.session
        if t is not None and s is not None:
            if t.done:
                return Coach(DONE_TITLE, DONE_TEXT, (("tutorial-exit", "Back to my game"),), primary="tutorial-exit")
            # the step's move is the thing to do: leaving is offered, not pushed
            return Coach(t.progress(), t.instruction(s.shown), (("tutorial-exit", "Skip the tutorial"),))
        if self.offering():
            return Coach("New here?", "A short tutorial walks you through one turn: a build, a king to a corner, "
                         "a pile move and the end of your turn.",
                         (("tutorial-start", "Start the tutorial"), ("tutorial-later", "No thanks")),
                         primary="tutorial-start", over_table=True)  # fmt: skip
        return None

    # -- the tutorial ----------------------------------------------------------------------------
    def start_tutorial(self) -> None:
        """Deal the tutorial's deal (the saved match is left alone: nothing is saved or counted)."""
        app = self.app
        app.ui.close_dialog("tutorial")
        self.offer = False
        self.tutorial = Tutorial()
        app.set_session(self.tutorial.session())
        app.message = None
        self._point()
        self.announce(f"{self.tutorial.progress()}. {self.tutorial.instruction(self.tutorial.session().shown)}")
        app.render()
        app.schedule()

    def _point(self) -> None:
        """Highlight the step's move on the table (as a hint does)."""
        app, t = self.app, self.tutorial
        if t is not None and app.session is not None and app.session.actor == "human":
            app.hint = t.suggestion(app.session.shown)

    def refuse(self, move: Move) -> bool:
        """In the tutorial, refuse a move the step is not about (saying what to do); True if refused."""
        app, t = self.app, self.tutorial
        if t is None or app.session is None:
            return False
        reason = t.check(app.session.shown, move)
        if reason is None:
            return False
        app.selection, app.choices = None, ()
        app.message = Message(reason, "info")
        app.render()
        return True

    # -- after each move -------------------------------------------------------------------------
    def count(self, s: Session) -> Session:
        """``s`` with a finished deal (and match) added to the statistics, saved (not in the tutorial): once the deal
        is over and before the next is dealt, its last result only."""
        app = self.app
        results = s.match.results
        if s.in_deal or s.counted >= len(results):
            return s
        if self.tutorial is None:
            app.stats = tally_deal(app.stats, s, len(results) - 1, results[-1], deal_score, int(self.clock()))
            if not s.match_counted:
                app.stats = tally_match(app.stats, s)
            app.store.save("stats", app.stats.to_dict())
        return replace(s, counted=len(results), match_counted=s.match_counted or s.match.over)

    def after(self, before: Session, move: Move, human: bool) -> None:
        """A move was played: say it, sound it, move the tutorial on."""
        app = self.app
        after = app.session
        assert after is not None
        if human:
            self.offer = False
        gained = _gained(before, after)
        if gained or human:
            self.drawn = ((after.match.seed, len(after.match.results)), gained)
        deal = after.shown
        event = deal.history[-1] if deal.history else None
        drew = event.drew if event is not None else 0
        if event is not None:
            self.announce(narrate.describe(before.names()[event.seat], event.move, drew, before.shown.piles) + ".")
        won = False
        if not after.in_deal and after.match.results:
            result = after.match.results[-1]
            won = bool(after.humans) and after.humans[0] in result.winners
            self.announce_banner()
        t = self.tutorial
        if t is not None and human and not t.done:
            t.passed(move)
            if t.done:
                self.announce(f"{DONE_TITLE}. {DONE_TEXT}")
            else:
                self.announce(f"{t.progress()}. {t.instruction(deal)}")
        self._point()
        name = sound_for(str(move), drew, won)
        if name and app.settings.sound and (human or app.settings.speed != "instant" or won):
            app.ui.sound(name)


def _gained(before: Session, after: Session) -> tuple[str, ...]:
    """The codes of the cards the viewer's hand gained from ``before`` to ``after`` in one deal
    (a draw), so the table can mark them; () across deals, or when nothing was gained."""
    if len(before.match.results) != len(after.match.results):
        return ()
    seat = after.deal_seat(after.viewer)
    if seat is None or seat != before.deal_seat(before.viewer):
        return ()
    gained = Counter(c.code for c in after.shown.hands[seat]) - Counter(c.code for c in before.shown.hands[seat])
    return tuple(sorted(gained.elements()))
