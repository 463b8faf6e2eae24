"""Klondike's in-game rules page, generated from the engine's own rules data (pure): the words are the engine's
(:mod:`kings.klondike.rulesdoc`, which also writes docs/klondike-rules.md), for the rules on the table, with what
this table does for the player after "How to play".

Klondike's keyboard: which key does what.

The piles are one Tab stop (roving focus): arrows move between them (left and right along a row, up and down
between the top row and the columns). Enter or Space on a pile picks its card up, and on another pile puts it
there (on the same pile: to its best place); ``1`` to ``7`` pick up from or put on a column, ``W`` the waste,
``F`` puts the card picked up home. ``D`` draws, ``H`` hint, ``U`` or ``Ctrl+Z`` undo, ``A`` auto-complete, ``V``
asks the solver, ``N`` new deal, ``Escape`` puts the card back, ``I`` reads the table, ``?`` the keys.

>>> command = KEYMAP.command
>>> command("3"), command("w"), command("z", ctrl=True), command("ArrowLeft"), command("x"), command("d", alt=True)
(('pile', 'C3'), ('pile', 'waste'), ('action', 'undo'), ('arrow', 'ArrowLeft'), None, None)

What the table says around the game (the log, the rules and keys dialogs, the statistics and records) is the shell's
:class:`~web.shell.features.Features`, as :class:`Features` declares. There is no tutorial: a tap does the obvious
thing, and the hint shows the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from kings.klondike.moves import Draw, Move, Put, Recycle
from kings.klondike.rules import Rules
from web.klondike import words
from web.klondike.report import Records, figures, record_deal
from web.klondike.session import Session
from web.klondike.setup import Settings, preset_name
from web.klondike.view import Scene
from web.klondike.viewmodels import Message, TableView
from web.klondike.words import say
from web.shell import protocols
from web.shell.features import Features as ShellFeatures
from web.shell.features import FeatureSpec
from web.shell.keyhelp import KeyHelp, Keymap
from web.shell.rulesview import CREDITS, Section, from_doc
from web.shell.stats import Figures

AT_THE_TABLE = Section(
    "table", "At this table",
    "Tap a card to send it to its best place, drag it where you want it, or double-tap it to send it home.",
    items=(
        "Tap the stock to draw; once it is empty, tap it again to turn the waste over (if the rules allow another "
        "pass).",
        "Hint lights up a good move (worked out from the cards you can see, never the face-down ones). Undo takes "
        "back any number of moves.",
        "Once every card is face up, Finish sends them all home.",
        "Can it be won? asks the solver, which looks at every card, whether the deal can still be won from here.",
        "New game… chooses draw one or three, the passes, the scoring and winnable deals only. A daily deal is the "
        "same for everyone: ?game=klondike&daily=2026-11-25. Press ? for the keys.",
    ),
)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the rules on the table; draw one if None)."""
    from kings.klondike.rulesdoc import sections  # the page's text loads when the page is opened

    page = from_doc(sections(current or Rules()))
    return (page[0], AT_THE_TABLE, *page[1:], CREDITS)


# -- the keys ------------------------------------------------------------------------------------------
ACTION_KEYS: dict[str, tuple[str, str]] = {
    "d": ("action", "draw"),
    "h": ("action", "hint"),
    "u": ("action", "undo"),
    "a": ("action", "auto"),
    "v": ("action", "verdict"),
    "n": ("action", "new-deal"),
    "f": ("pile", "home"),
    "w": ("pile", "waste"),
    "escape": ("action", "cancel"),
    "enter": ("enter", ""),
    " ": ("enter", ""),
}
ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")

KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    ("Playing", (
        KeyHelp("Arrow keys", "Move between the piles (Tab leaves the table)"),
        KeyHelp("Enter or Space", "Pick up the card of the pile in focus; on another pile, put it there; on the same "
                "pile, send it to its best place"),
        KeyHelp("1 to 7", "Pick up from that column, or put the card picked up on it"),
        KeyHelp("W", "Pick up the waste's card"),
        KeyHelp("F", "Send the card picked up home to its foundation"),
        KeyHelp("Escape", "Put the card back"),
        KeyHelp("D", "Draw from the stock (or turn the waste over)"),
        KeyHelp("U or Ctrl+Z", "Undo the last move"),
        KeyHelp("H", "Hint: the move to make, lit on the table"),
        KeyHelp("A", "Finish: send every card home once all are face up"),
        KeyHelp("V", "Can this deal still be won? The solver answers"),
        KeyHelp("N", "New deal"),
    )),
    ("Hearing the game", (
        KeyHelp("I", "The whole table: every pile, the time, the moves and the score"),
        KeyHelp("?", "This list of keys"),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap(ACTION_KEYS, exact={str(n): ("pile", f"C{n}") for n in range(1, 8)} | {k: ("arrow", k) for k in ARROWS},
                undo=True)  # fmt: skip


def step(index: int, key: str, top_row: int = 6, columns: int = 7) -> int:
    """The pile an arrow key leads to from pile ``index`` (:data:`web.klondike.words.PILES` order: the six piles of
    the top row, then the seven columns, each column under its top-row pile).

    >>> step(0, "ArrowLeft"), step(5, "ArrowRight"), step(2, "ArrowDown"), step(12, "ArrowUp"), step(8, "End")
    (5, 0, 9, 5, 12)
    """
    total = top_row + columns
    row_start, row_len = (0, top_row) if index < top_row else (top_row, columns)
    pos = index - row_start
    if key == "Home":
        return row_start
    if key == "End":
        return row_start + row_len - 1
    if key in ("ArrowLeft", "ArrowRight"):
        return row_start + (pos + (1 if key == "ArrowRight" else -1)) % row_len
    if key == "ArrowDown" and index < top_row:
        return top_row + min(pos + (1 if pos >= 2 else 0), columns - 1)  # the top row has a gap over column 3
    if key == "ArrowUp" and index >= top_row:
        return min(max(0, pos - (1 if pos >= 2 else 0)), top_row - 1) if pos != 2 else 1
    return index % total


LOG = 40  #: moves the log keeps

Ui = protocols.Ui[TableView, Settings]  #: the page, as the controller sees it


class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], Protocol):
    """The controller (:class:`web.klondike.app.App`) as its helpers use it: the log, the clock, the records."""

    log: tuple[str, ...]

    @property
    def records(self) -> Records: ...

    def elapsed(self) -> float: ...

    def stop_clock(self, s: Session) -> Session: ...


class Features(ShellFeatures):
    """Speech, the log, dialogs and statistics for one :class:`~web.klondike.app.App`."""

    app: Controller
    spec = FeatureSpec(keys=KEYS, rules_page=rules_page, speak=say)

    def own(self, action: str) -> Callable[[], object] | None:
        return self.show_stats if action == "stats" else None

    def count(self, s: Session) -> Session:
        """``s`` with its deal added to the statistics once it is won (other endings count when the player moves
        on: a stuck deal may still be undone)."""
        if not s.deal.over:
            return s
        s = self.app.stop_clock(s)
        if not s.deal.won or s.counted:
            return s
        return self.tally(s)

    def tally(self, s: Session) -> Session:
        """Add the deal of ``s`` to the statistics and records, and save them (its time is the session's: the
        clock folded in, or stopped at the last move)."""
        return self.count_once(s, lambda stats, s, at: record_deal(stats, s, s.elapsed, at))

    def figures(self) -> tuple[Figures, ...]:
        """The statistics dialog's tables of Klondike's records: streaks, best times and scores."""
        return figures(self.app.records, preset_name)

    def after(self, before: Session, move: Move, human: bool) -> None:
        """A move was played: say it, log it, sound it."""
        app = self.app
        after = app.session
        assert after is not None
        text = words.said(before.deal, move, after.deal)
        app.log = (*app.log, text)[-LOG:]
        self.announce(text + ".")
        if after.deal.over:
            self.announce_banner()
        name = "win" if after.deal.won else "draw" if isinstance(move, Draw | Recycle) else "play"
        if app.settings.sound and (isinstance(move, Put) or name != "play"):
            app.ui.sound(name)
