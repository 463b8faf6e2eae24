"""Kings Cup's helpers around the table (pure): what screen readers hear after each move (the engine's
narration), the rules and keys dialogs, large text, the statistics (the shell's
:class:`~web.shell.features.Features` does the rest). There is no tutorial: the table says what to do.

Kings Cup's keyboard: which key does what.

``D``, Space or Enter draws (Space and Enter only when the focus is on no button or field, which they press
themselves); ``U`` or ``Ctrl+Z`` undoes the last move; ``1`` to ``9``, then ``0``, ``-`` and ``=`` (the rest of the
number row, for players 10 to 12) give a point to that player (in list order) for the last card; ``M`` and ``R``
move the focus to the mate buttons and the house rule's field; ``I`` reads the table, ``C`` the card and its rule,
``O`` the points; ``L`` large text; ``?`` lists the keys.

>>> command = KEYMAP.command
>>> command("d"), command(" "), command("z", ctrl=True), command("3"), command("x"), command("d", alt=True)
(('action', 'draw'), ('action', 'draw'), ('action', 'undo'), ('point', '2'), None, None)
>>> command("0"), command("="), POINT_KEYS[11]
(('point', '9'), ('point', '11'), '=')

What Kings Cup's "hear" keys read aloud (pure), from the same view the screen shows.

>>> from web.kings_cup.setup import default_setup
>>> from web.kings_cup.session import Session
>>> from web.kings_cup.view import Scene, build
>>> say(build(Scene(Session.new(default_setup(), seed=3))), "card")
'No card has been drawn yet.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from kings.kings_cup.moves import Draw, Move
from kings.kings_cup.texts import narrate
from web.kings_cup import GAME
from web.kings_cup.decks import DecksView, EditorView
from web.kings_cup.editor import DraftError
from web.kings_cup.guide import rules_page
from web.kings_cup.report import record_game
from web.kings_cup.session import Session
from web.kings_cup.setup import Settings
from web.kings_cup.view import Scene
from web.kings_cup.viewmodels import Message, TableView
from web.kings_cup.words import POINT_KEYS, points_text
from web.shell import protocols
from web.shell.features import Features as ShellFeatures
from web.shell.keyhelp import KeyHelp, Keymap, reading

ACTION_KEYS: dict[str, tuple[str, str]] = {
    "d": ("action", "draw"),
    " ": ("action", "draw"),
    "enter": ("action", "draw"),
    "u": ("action", "undo"),
    "m": ("focus", "mate"),
    "r": ("focus", "rule"),
    "l": ("action", "large"),
    "c": ("say", "card"),
    "o": ("say", "points"),
}

KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    ("Playing", (
        KeyHelp("D, Space or Enter", "Draw the next card (Space and Enter press a button that has the focus)"),
        KeyHelp("1 to 9, 0, -, =", "Give that player (in list order: 0 is the tenth) a point for the last card"),
        KeyHelp("M", "Go to the mate buttons, when a mate is to be chosen"),
        KeyHelp("R", "Go to the house rule's field, when a rule is to be made"),
        KeyHelp("U or Ctrl+Z", "Undo the last move (a card, a point, a mate, a rule)"),
        KeyHelp("L", "Large text on or off"),
        KeyHelp("Tab / Shift+Tab", "Move between the buttons and fields"),
    )),
    ("Hearing the game", (
        KeyHelp("I", "Everything: whose turn, the card and its rule, kings, roles, house rules, points"),
        KeyHelp("C", "The card on the table and its rule"),
        KeyHelp("O", "Everyone's points"),
        KeyHelp("?", "This list of keys"),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap(ACTION_KEYS, exact={k: ("point", str(i)) for i, k in enumerate(POINT_KEYS)}, undo=True)


def _card(t: TableView) -> str:
    if t.card is None or t.rule is None:
        return "No card has been drawn yet."
    role = f" {t.rule.role}: {t.rule.role_text}" if t.rule.role else ""
    return f"{t.last}, the {t.card.name}: {t.rule.title}. {t.rule.text}{role}"


def _points(t: TableView) -> str:
    if not t.keeps_score:
        return "This deck keeps no score."
    return " ".join(f"{p.name}: {points_text(p.points)}." for p in t.players)


def _table(t: TableView) -> str:
    held = " ".join(f"{line.title}: {line.who}, {line.text}." for line in t.lines)
    return f"{t.kings.label}. {t.left_label}." + (f" On the table: {held}" if held else "")


def _all(t: TableView) -> str:
    return " ".join(p for p in (f"{t.turn}.", _card(t), _table(t), _points(t)) if p)


#: The table read aloud: ``card``, ``points`` or ``all``.
say = reading({"card": _card, "points": _points}, _all)


class Ui(protocols.Ui[TableView, Settings], Protocol):
    """The page, as the controller sees it: the shell's table and dialogs, and Kings Cup's own (the age notice,
    the decks and their editor)."""

    def show_age(self, deck: str, notice: str) -> None: ...

    def close_age(self) -> None: ...

    def show_decks(self, view: DecksView) -> None: ...

    def copy_link(self, query: str) -> None: ...

    def show_editor(self, view: EditorView) -> None: ...

    def editor_error(self, error: DraftError | None) -> None: ...

    def close_editor(self) -> None: ...

    def focus_choice(self, kind: str) -> None: ...

    def rest(self) -> None: ...


class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], Protocol):
    """The controller (:class:`web.kings_cup.app.App`) as its helpers use it."""


class Features(ShellFeatures):
    """Speech, dialogs, large text and statistics for one :class:`~web.kings_cup.app.App`."""

    game = GAME
    app: Controller
    keys = KEYS
    rules_page = staticmethod(rules_page)
    speak = staticmethod(say)

    def own(self, action: str) -> Callable[[], object] | None:
        return self.toggle_large if action == "large" else None

    def new_tutorial(self) -> tuple[Any, Session]:
        raise NotImplementedError("Kings Cup has no tutorial: the table says what to do")

    def toggle_large(self) -> None:
        app = self.app
        app.settings = replace(app.settings, large=not app.settings.large)
        app.save_settings()
        self.announce("Large text " + ("on." if app.settings.large else "off."))
        app.render()

    def count(self, s: Session) -> Session:
        """``s`` with its finished game added to the statistics, saved (once per game)."""
        app = self.app
        if not s.game.over or s.counted:
            return s
        app.stats = record_game(app.stats, s, int(self.clock()))
        app.store.save("stats", app.stats.to_dict())
        return replace(s, counted=True)

    def move_words(self, before: Session, after: Session, move: Move) -> str:
        return narrate(before.game, move)

    def deal_ended(self, before: Session, after: Session) -> bool:
        return after.game.over

    def move_sound(self, before: Session, after: Session, move: Move) -> tuple[str | None, bool]:
        over = after.game.over  # (every seat is a player at the phone going round: every move is sounded)
        return ("win" if over else "draw" if isinstance(move, Draw) else "play"), over
