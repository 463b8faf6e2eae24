"""The controller's helpers for everything around the game (pure): what screen readers hear,
the tutorial, settings (high contrast, sound), the rules and keys dialogs, statistics files.

:class:`web.corners.app.App` owns one :class:`Features` and calls it at a few points (a move played,
a button pressed, the scene built). It drives the page through the same injected Ui as the App.

The keyboard: which key does what, and where the arrow keys lead.

Playing without a pointer: the hand is one Tab stop and the table another (a "roving
tabindex": the arrow keys move between the cards, or between the piles). Enter or Space picks a
card up (or a pile), then the arrows, a number or a letter choose where it goes. :data:`KEYS`
is the list the ``?`` dialog shows; :func:`command` turns a key press into an intent.

>>> command = KEYMAP.command
>>> command("3"), command("n"), command("t"), command("?"), command("x")
(('pile', 'NE'), ('pile', 'N'), ('action', 'end'), ('keys', ''), None)
>>> grid_move("N", "ArrowDown"), grid_move("N", "ArrowLeft"), grid_move("W", "ArrowLeft")
('S', 'NW', 'W')
>>> roving(2, 7, "ArrowRight"), roving(6, 7, "ArrowRight"), roving(0, 7, "End")
(3, 0, 6)

The table read aloud.

The keyboard's "hear" keys (``I``, ``C``, ``P``, ``O``, ``L``; see the keys above) read a
:class:`~web.corners.viewmodels.TableView`, so what is spoken is exactly what is drawn.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from kings.corners import Move
from web.corners import narrate, view
from web.corners.guide import DONE_TEXT, DONE_TITLE, Tutorial, rules_page
from web.corners.results import deal_score
from web.corners.session import Session
from web.corners.setup import Settings, Setup
from web.corners.view import Scene
from web.corners.viewmodels import Message, Selection, TableView
from web.shell import protocols
from web.shell.extras import Coach, Extras
from web.shell.features import Features as ShellFeatures
from web.shell.features import FeatureSpec
from web.shell.keyhelp import KeyHelp, Keymap, reading, roving
from web.shell.setupform import FormField
from web.shell.sound import sound_for
from web.shell.tally import tally_deal, tally_match

__all__ = ["KEYMAP", "KEYS", "grid_move", "roving"]

#: The piles in reading order; the number keys 1-8 follow it (the stock sits in the middle).
READING_ORDER: tuple[str, ...] = ("NW", "N", "NE", "W", "E", "SW", "S", "SE")
PILE_KEYS: dict[str, str] = {str(i + 1): place for i, place in enumerate(READING_ORDER)}
PILE_KEYS.update({"n": "N", "e": "E", "s": "S", "w": "W"})

#: Single keys that act at once (they never fire while typing in a form or with Ctrl/Alt/Meta).
ACTION_KEYS: dict[str, tuple[str, str]] = {
    "d": ("action", "draw"),
    "t": ("action", "end"),
    "h": ("action", "hint"),
    "c": ("say", "hand"),
    "p": ("say", "piles"),
    "o": ("say", "scores"),
    "l": ("say", "moves"),
    "escape": ("action", "cancel"),
}

_GRID: dict[str, tuple[int, int]] = {
    "NW": (0, 0), "N": (0, 1), "NE": (0, 2), "W": (1, 0), "E": (1, 2), "SW": (2, 0), "S": (2, 1), "SE": (2, 2),
}  # fmt: skip
_AT = {rc: place for place, rc in _GRID.items()}
_STEPS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}




KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    ("Moving around", (
        KeyHelp("Tab / Shift+Tab", "Go to your hand, the table, the buttons (the hand and the table are one stop "
                "each)"),
        KeyHelp("← → ↑ ↓", "Move between the cards of your hand, or between the piles of the table"),
        KeyHelp("Home / End", "First or last card of your hand"),
    )),
    ("Playing", (
        KeyHelp("Enter or Space", "Pick up the card (or pile) under focus; on a pile: put what you hold there"),
        KeyHelp("1 to 8", "Put what you hold on a pile, in reading order: 1 north-west corner, 2 north, "
                "3 north-east corner, 4 west, 5 east, 6 south-west corner, 7 south, 8 south-east corner"),
        KeyHelp("N, E, S, W", "Put what you hold on the north, east, south or west pile "
                "(with nothing held: pick that pile up to move it)"),
        KeyHelp("Escape", "Put back what you hold (or close a dialog)"),
        KeyHelp("D", "Draw (under rules with a draw during the turn)"),
        KeyHelp("T", "End your turn (drawing as the rules say)"),
        KeyHelp("H", "Hint: show a good move"),
    )),
    ("Hearing the game", (
        KeyHelp("I", "Everything: whose turn, your hand, the piles, the scores, the last moves"),
        KeyHelp("C", "The cards in your hand"),
        KeyHelp("P", "The piles on the table"),
        KeyHelp("O", "The scores and how many cards each player holds"),
        KeyHelp("L", "The last moves"),
        KeyHelp("?", "This list of keys"),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap({**{k: ("pile", place) for k, place in PILE_KEYS.items()}, **ACTION_KEYS})


def grid_move(place: str, key: str) -> str:
    """The pile an arrow key leads to from ``place`` (the stock in the middle is skipped)."""
    step = _STEPS.get(key)
    if step is None or place not in _GRID:
        return place
    r, c = _GRID[place]
    for _ in range(2):
        r, c = r + step[0], c + step[1]
        if not (0 <= r < 3 and 0 <= c < 3):
            return place
        if (r, c) in _AT:
            return _AT[(r, c)]
    return place


#: What each "hear" key reads.
TOPICS: tuple[str, ...] = ("all", "hand", "piles", "scores", "moves")


def _hand(t: TableView) -> str:
    if t.hand_hidden:
        return "Your hand is hidden until you take the device."
    if not t.hand:
        return "Your hand is empty."
    names = [c.name for c in t.hand]
    picked = next((c.name for c in t.hand if c.selected), None)
    held = f" You are holding the {picked}." if picked else ""
    return f"{t.hand_label}, {len(names)} card{'s' if len(names) != 1 else ''}: {', '.join(names)}.{held}"


def _piles(t: TableView) -> str:
    parts = []
    for p in t.piles:
        if p.cards or not p.corner:
            parts.append(narrate.pile_spoken(p.word, p.corner, tuple(c.name for c in p.cards)))
    empty = [p.word for p in t.piles if p.corner and not p.cards]
    if empty:
        parts.append(f"Empty corners: {', '.join(empty)}")
    return ". ".join(parts) + f". {t.stock} card{'s' if t.stock != 1 else ''} in the stock."


def _scores(t: TableView) -> str:
    parts = []
    for s in t.seats:
        out = ", out" if s.out else ""
        parts.append(f"{s.name}: {s.score}, {s.cards} card{'s' if s.cards != 1 else ''} in hand{out}")
    return "Scores. " + "; ".join(parts) + "."


def _moves(t: TableView, n: int = 4) -> str:
    if not t.log:
        return "No moves yet in this deal."
    return "Last moves: " + "; ".join(line.split(". ", 1)[-1] for line in t.log[-n:]) + "."


def _all(t: TableView) -> str:
    return " ".join((t.status, _hand(t), _piles(t), _scores(t), _moves(t, 3)))


#: The table read aloud: ``hand``, ``piles``, ``scores``, ``moves`` or ``all``.
say = reading({"hand": _hand, "piles": _piles, "scores": _scores, "moves": _moves}, _all)


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
    spec = FeatureSpec(keys=KEYS, rules_page=rules_page, speak=say, deal_score=deal_score)

    def __init__(self, app: Controller, clock: Callable[[], float] = time.time) -> None:
        super().__init__(app, clock)
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
                         primary="tutorial-start")  # fmt: skip
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
            if app.message is not None and app.message.tone == "success":
                app.message = None  # the first visit's welcome goes with the deal it greeted (a CPU went out first)
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
