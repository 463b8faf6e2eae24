"""Klondike's keyboard: which key does what (pure).

The piles are one Tab stop (roving focus): arrows move between them (left and right along a row, up and down
between the top row and the columns). Enter or Space on a pile picks its card up, and on another pile puts it
there (on the same pile: to its best place); ``1`` to ``7`` pick up from or put on a column, ``W`` the waste,
``F`` puts the card picked up home. ``D`` draws, ``H`` hint, ``U`` or ``Ctrl+Z`` undo, ``A`` auto-complete, ``V``
asks the solver, ``N`` new deal, ``Escape`` puts the card back, ``I`` reads the table, ``?`` the keys.

>>> command("3"), command("w"), command("z", ctrl=True), command("ArrowLeft"), command("x"), command("d", alt=True)
(('pile', 'C3'), ('pile', 'waste'), ('action', 'undo'), ('arrow', 'ArrowLeft'), None, None)
"""

from __future__ import annotations

from web.shell.keyhelp import KeyHelp

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
    "i": ("say", "all"),
    "?": ("keys", ""),
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


def command(key: str, *, ctrl: bool = False, alt: bool = False, meta: bool = False) -> tuple[str, str] | None:
    """What a key press asks for, or None (not ours)."""
    if alt or meta:
        return None
    if ctrl:
        return ("action", "undo") if key.lower() == "z" else None
    if len(key) == 1 and key in "1234567":
        return "pile", f"C{key}"
    if key in ARROWS:
        return "arrow", key
    k = key.lower() if len(key) == 1 or key in ("Enter", "Escape") else key
    return ACTION_KEYS.get(k)


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
