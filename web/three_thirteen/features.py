"""3-13's helpers around the table (pure): what screen readers hear after each move, the tutorial, the rules
and keys dialogs, the statistics (the shell's :class:`~web.shell.features.Features` does the rest).

3-13's keyboard: which key does what.

Your hand is one Tab stop (the arrow keys move between the cards); Enter or Space picks the card under focus
to discard, and again (or ``P``) throws it on the pile. ``D`` draws from the stock, ``P`` takes the top discard
(or throws the picked card), ``G`` goes out when you can. With your own order, ``Shift+←`` and ``Shift+→`` move
the card under focus.

>>> command = KEYMAP.command
>>> command("d"), command("G"), command("?"), command("x"), command("h", ctrl=True)
(('action', 'stock'), ('action', 'out'), ('keys', ''), None, None)

What 3-13's "hear" keys read aloud (pure), from the same view the screen shows.

>>> from web.three_thirteen.setup import default_setup
>>> from web.three_thirteen.session import Session
>>> from web.three_thirteen.view import Scene, build
>>> say(build(Scene(Session.new(default_setup(), seed=3))), "table").startswith("Discard pile:")
True
"""

from __future__ import annotations

from typing import Protocol

from kings.three_thirteen.moves import Discard, Move
from web.shell import protocols
from web.shell.features import Features as ShellFeatures
from web.shell.keyhelp import KeyHelp, Keymap, reading, roving
from web.shell.tutorial import Tutorial
from web.three_thirteen import GAME, narrate
from web.three_thirteen.guide import counts, rules_page, tutorial
from web.three_thirteen.results import deal_score
from web.three_thirteen.session import Session
from web.three_thirteen.setup import Settings
from web.three_thirteen.view import Scene
from web.three_thirteen.viewmodels import Message, TableView

__all__ = ["KEYMAP", "KEYS", "roving"]

ACTION_KEYS: dict[str, tuple[str, str]] = {
    "d": ("action", "stock"),
    "p": ("action", "pile"),
    "g": ("action", "out"),
    "h": ("action", "hint"),
    "a": ("action", "arrange"),
    "c": ("say", "hand"),
    "t": ("say", "table"),
    "o": ("say", "scores"),
    "escape": ("action", "cancel"),
}

KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    ("Moving around", (
        KeyHelp("Tab / Shift+Tab", "Go to your hand (one stop), the stock and the pile, the buttons"),
        KeyHelp("← →", "Move between the cards of your hand"),
        KeyHelp("Shift+← / Shift+→", "With your own order (A): move the card under focus"),
    )),
    ("Playing", (
        KeyHelp("D", "Draw from the stock"),
        KeyHelp("P", "Take the top card of the discard pile; with a card picked, discard it there"),
        KeyHelp("Enter or Space", "On a card: pick it to discard (again: discard it)"),
        KeyHelp("G", "Go out, when every card but one melds"),
        KeyHelp("H", "Hint: what the hard CPU would do"),
        KeyHelp("A", "Lay the hand out in its melds, or keep your own order"),
        KeyHelp("Escape", "Put back the card you picked (or close a dialog)"),
    )),
    ("Hearing the game", (
        KeyHelp("I", "Everything: the round, whose turn, your hand, the table, the scores"),
        KeyHelp("C", "Your hand and its melds"),
        KeyHelp("T", "The table: the discard pile, the stock and what each player did last"),
        KeyHelp("O", "The scores"),
        KeyHelp("?", "This list of keys"),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap(ACTION_KEYS)


def _hand(t: TableView) -> str:
    if t.hand_hidden or not t.hand:
        return "No cards are shown."
    parts = [f"{g.label}: {', '.join(c.name for c in g.cards)}" for g in t.hand]
    return f"{t.hand_label}. " + "; ".join(parts) + f". {t.penalty}"


def _table(t: TableView) -> str:
    doing = "; ".join(f"{s.name} {s.last}" for s in t.seats if s.last and not s.viewer)
    return f"{t.pile.label}. {t.stock.label}." + (f" Last moves: {doing}." if doing else "")


def _scores(t: TableView) -> str:
    return " ".join(f"{s.name}: {s.total} points, {s.cards} cards." for s in t.seats)


def _all(t: TableView) -> str:
    r = t.round
    parts = (f"{r.number}, {r.dealt}. {r.wild}.", r.last_turn, t.status, _hand(t), _table(t), _scores(t))
    return " ".join(p for p in parts if p)


#: The table read aloud: ``hand``, ``table``, ``scores`` or ``all``.
say = reading({"hand": _hand, "table": _table, "scores": _scores}, _all)


Ui = protocols.Ui[TableView, Settings]  #: the page, as the controller sees it


class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], protocols.Thinking[Move], Protocol):
    """The controller (:class:`web.three_thirteen.app.App`) as its helpers use it."""

    selected: str | None  #: the card picked in the hand


class Features(ShellFeatures):
    """Speech, tutorial, dialogs and statistics for one :class:`~web.three_thirteen.app.App`."""

    game = GAME
    app: Controller
    keys = KEYS
    rules_page = staticmethod(rules_page)
    speak = staticmethod(say)
    deal_score = staticmethod(deal_score)
    offer_title = "New to 3-13?"
    offer_text = "A short tutorial plays your first turn: taking a card that makes a set, and going out."

    def new_tutorial(self) -> tuple[Tutorial, Session]:
        return tutorial()

    step_counts = staticmethod(counts)

    def move_words(self, before: Session, after: Session, move: Move) -> str:
        names = before.names()
        new = after.shown.history[len(before.shown.history) :]  # the same round: the move's events
        return " ".join(narrate.event_line(names, e) for e in new)

    def deal_ended(self, before: Session, after: Session) -> bool:
        return len(after.match.results) > len(before.match.results)

    def move_sound(self, before: Session, after: Session, move: Move) -> tuple[str | None, bool]:
        you = after.humans[0] if after.humans else None
        won = after.match.over and you in after.match.winners
        return ("win" if won else "play" if isinstance(move, Discard) else "draw"), won
