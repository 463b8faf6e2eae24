"""King's Court's helpers around the table (pure): what screen readers hear after each move, the tutorial, the
rules and keys dialogs, the statistics (the shell's :class:`~web.shell.features.Features` does the rest).

King's Court's keyboard: which key does what.

The board is one Tab stop: the arrow keys move a cursor over its squares along the grid, as the notation reads it
(``↑`` the next rank, ``→`` the next file: on the board turned 45 degrees, up-left and up-right). Enter or Space on
a square picks the piece there, or moves the picked piece there (a multi-jump, one landing after another); Enter on
the last landing again, or ``S``, stops a jump that could go on. ``Escape`` puts the piece back, ``H`` hint, ``U``
or ``Ctrl+Z`` undo, ``N`` next game; ``I`` ``T`` ``L`` ``B`` read aloud, ``?`` the keys.

>>> command = KEYMAP.command
>>> command("h"), command("z", ctrl=True), command("?"), command("x"), command("u", alt=True)
(('action', 'hint'), ('action', 'undo'), ('keys', ''), None, None)
>>> step(18, "ArrowUp"), step(18, "ArrowRight"), step(7, "ArrowRight"), step(0, "ArrowDown")
(26, 19, 7, 0)

What King's Court's "hear" keys read aloud (pure), from the same view the screen shows.

>>> from web.kings_court.setup import default_setup
>>> from web.kings_court.session import Session
>>> from web.kings_court.view import Scene, build
>>> for part in say(build(Scene(Session.new(default_setup(), seed=3))), "turn").split(". "):
...     print(part)
Your move (Orange): pick one of your ringed pieces
You (Orange): 0 in the Court, 24 on the board, took 0
Ada (Green): 0 in the Court, 24 on the board, took 0.
"""

from __future__ import annotations

from typing import Protocol

from kings.kings_court.moves import Move
from kings.kings_court.texts import describe
from web.kings_court import GAME
from web.kings_court.guide import counts, rules_page, tutorial
from web.kings_court.results import deal_score
from web.kings_court.session import Session
from web.kings_court.setup import Settings
from web.kings_court.view import Scene
from web.kings_court.viewmodels import Message, TableView
from web.shell import protocols
from web.shell.features import Features as ShellFeatures
from web.shell.keyhelp import KeyHelp, Keymap, reading
from web.shell.tutorial import Tutorial

ACTION_KEYS: dict[str, tuple[str, str]] = {
    "h": ("action", "hint"),
    "u": ("action", "undo"),
    "s": ("action", "stop"),
    "n": ("action", "next"),
    "escape": ("action", "cancel"),
    "t": ("say", "turn"),
    "l": ("say", "last"),
    "b": ("say", "board"),
}

#: The grid step of each arrow key: (files, ranks).
ARROWS: dict[str, tuple[int, int]] = {"ArrowUp": (0, 1), "ArrowDown": (0, -1), "ArrowRight": (1, 0),
                                      "ArrowLeft": (-1, 0)}  # fmt: skip

KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    ("Moving around", (
        KeyHelp("Tab / Shift+Tab", "Go to the board (one stop), the buttons, the moves"),
        KeyHelp("↑ ↓", "Next or previous rank (on the turned board: up-left, down-right)"),
        KeyHelp("→ ←", "Next or previous file (on the turned board: up-right, down-left)"),
        KeyHelp("Home / End", "The square a1 / h8"),
    )),
    ("Playing", (
        KeyHelp("Enter or Space", "On one of your pieces: pick it. On a lit square: move the picked piece there; "
                "a multi-jump is one landing after another"),
        KeyHelp("S", "Stop a jump that could go on, where it is (or Enter on that square again)"),
        KeyHelp("Escape", "Put the picked piece back (or close a dialog)"),
        KeyHelp("H", "Hint: what the hard CPU would play"),
        KeyHelp("U or Ctrl+Z", "Undo your last move (and the CPU's reply)"),
        KeyHelp("N", "Next game, when one has ended"),
    )),
    ("Hearing the game", (
        KeyHelp("I", "Everything: whose move, the Court, the pieces, the last move"),
        KeyHelp("T", "Whose move, and how many pieces each side has in the Court"),
        KeyHelp("L", "The last move"),
        KeyHelp("B", "The board: where each side's pieces stand"),
        KeyHelp("?", "This list of keys"),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap(ACTION_KEYS, undo=True)


def step(square: int, key: str) -> int:
    """The square an arrow key (or Home, End) leads to from ``square``; the board's edge stops it."""
    if key == "Home":
        return 0
    if key == "End":
        return 63
    df, dr = ARROWS.get(key, (0, 0))
    f, r = square % 8 + df, square // 8 + dr
    return r * 8 + f if 0 <= f < 8 and 0 <= r < 8 else square


def _turn(t: TableView) -> str:
    sides = " ".join(f"{p.name} ({p.colour.capitalize()}): {p.court} in the Court, {p.pieces} on the board, "
                     f"took {p.captured}." for p in t.players)  # fmt: skip
    return f"{t.status} {sides}"


def _last(t: TableView) -> str:
    return f"Last move: {t.last.text}." if t.last is not None else "No move yet."


def _board(t: TableView) -> str:
    parts = []
    for colour in ("orange", "green"):
        squares = [s.name for s in t.squares if s.piece == colour]
        court = [s.name for s in t.squares if s.piece == colour and s.court]
        parts.append(f"{colour.capitalize()}: {len(squares)} pieces, in the Court {', '.join(court) or 'none'}; "
                     f"on {', '.join(squares) or 'no square'}.")  # fmt: skip
    return " ".join(parts)


def _all(t: TableView) -> str:
    return " ".join((t.game_line + ".", _turn(t), _last(t), _board(t)))


#: The table read aloud: ``turn``, ``last``, ``board`` or ``all``.
say = reading({"turn": _turn, "last": _last, "board": _board}, _all)


Ui = protocols.Ui[TableView, Settings]  #: the page, as the controller sees it


class Controller(protocols.Controller[Ui, Settings, Session, Scene, Message], protocols.Thinking[Move], Protocol):
    """The controller (:class:`web.kings_court.app.App`) as its helpers use it."""

    path: tuple[int, ...]  #: the squares picked so far, for a move in the making


class Features(ShellFeatures):
    """Speech, tutorial, dialogs and statistics for one :class:`~web.kings_court.app.App`."""

    game = GAME
    app: Controller
    keys = KEYS
    rules_page = staticmethod(rules_page)
    speak = staticmethod(say)
    deal_score = staticmethod(deal_score)
    offer_title = "New to King's Court?"
    offer_text = "A short tutorial plays your first moves: stepping into the Court, the turned board, and jumping."
    offer_over_table = True

    def new_tutorial(self) -> tuple[Tutorial, Session]:
        return tutorial()

    step_counts = staticmethod(counts)

    def move_words(self, before: Session, after: Session, move: Move) -> str:
        return describe(before.shown, move) + "."

    def deal_ended(self, before: Session, after: Session) -> bool:
        return not after.in_deal

    def move_sound(self, before: Session, after: Session, move: Move) -> tuple[str | None, bool]:
        you = after.humans[0] if after.humans else None
        outcome = after.shown.outcome if not after.in_deal else None
        won = outcome is not None and you is not None and outcome.winner == after.colour_of(you)
        return ("win" if won else "draw" if before.shown.captures(move) else "play"), won
