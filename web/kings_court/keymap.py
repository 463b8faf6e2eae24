"""King's Court's keyboard: which key does what (pure).

The board is one Tab stop: the arrow keys move a cursor over its squares along the grid, as the notation reads it
(``↑`` the next rank, ``→`` the next file: on the board turned 45 degrees, up-left and up-right). Enter or Space on
a square picks the piece there, or moves the picked piece there (a multi-jump, one landing after another); Enter on
the last landing again, or ``S``, stops a jump that could go on. ``Escape`` puts the piece back, ``H`` hint, ``U``
or ``Ctrl+Z`` undo, ``N`` next game; ``I`` ``T`` ``L`` ``B`` read aloud, ``?`` the keys.

>>> command("h"), command("z", ctrl=True), command("?"), command("x"), command("u", alt=True)
(('action', 'hint'), ('action', 'undo'), ('keys', ''), None, None)
>>> step(18, "ArrowUp"), step(18, "ArrowRight"), step(7, "ArrowRight"), step(0, "ArrowDown")
(26, 19, 7, 0)
"""

from __future__ import annotations

from web.shell.keyhelp import KeyHelp

ACTION_KEYS: dict[str, tuple[str, str]] = {
    "h": ("action", "hint"),
    "u": ("action", "undo"),
    "s": ("action", "stop"),
    "n": ("action", "next"),
    "escape": ("action", "cancel"),
    "i": ("say", "all"),
    "t": ("say", "turn"),
    "l": ("say", "last"),
    "b": ("say", "board"),
    "?": ("keys", ""),
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


def command(key: str, *, ctrl: bool = False, alt: bool = False, meta: bool = False) -> tuple[str, str] | None:
    """What a key press asks for, or None (not ours)."""
    k = key.lower() if len(key) == 1 or key == "Escape" else key
    if ctrl and not (alt or meta) and k == "z":
        return ("action", "undo")
    if ctrl or alt or meta:
        return None
    return ACTION_KEYS.get(k)


def step(square: int, key: str) -> int:
    """The square an arrow key (or Home, End) leads to from ``square``; the board's edge stops it."""
    if key == "Home":
        return 0
    if key == "End":
        return 63
    df, dr = ARROWS.get(key, (0, 0))
    f, r = square % 8 + df, square // 8 + dr
    return r * 8 + f if 0 <= f < 8 and 0 <= r < 8 else square
