"""The keyboard: which key does what, and where the arrow keys lead (pure).

Playing without a pointer: the hand is one Tab stop and the table another (a "roving
tabindex": the arrow keys move between the cards, or between the piles). Enter or Space picks a
card up (or a pile), then the arrows, a number or a letter choose where it goes. :data:`KEYS`
is the list the ``?`` dialog shows; :func:`command` turns a key press into an intent.

>>> command("3"), command("n"), command("t"), command("?"), command("x")
(('pile', 'NE'), ('pile', 'N'), ('action', 'end'), ('keys', ''), None)
>>> grid_move("N", "ArrowDown"), grid_move("N", "ArrowLeft"), grid_move("W", "ArrowLeft")
('S', 'NW', 'W')
>>> roving(2, 7, "ArrowRight"), roving(6, 7, "ArrowRight"), roving(0, 7, "End")
(3, 0, 6)
"""

from __future__ import annotations

from web.shell.keyhelp import KeyHelp, roving

__all__ = ["KEYS", "command", "grid_move", "roving"]

#: The piles in reading order; the number keys 1-8 follow it (the stock sits in the middle).
READING_ORDER: tuple[str, ...] = ("NW", "N", "NE", "W", "E", "SW", "S", "SE")
PILE_KEYS: dict[str, str] = {str(i + 1): place for i, place in enumerate(READING_ORDER)}
PILE_KEYS.update({"n": "N", "e": "E", "s": "S", "w": "W"})

#: Single keys that act at once (they never fire while typing in a form or with Ctrl/Alt/Meta).
ACTION_KEYS: dict[str, tuple[str, str]] = {
    "d": ("action", "draw"),
    "t": ("action", "end"),
    "h": ("action", "hint"),
    "i": ("say", "all"),
    "c": ("say", "hand"),
    "p": ("say", "piles"),
    "o": ("say", "scores"),
    "l": ("say", "moves"),
    "?": ("keys", ""),
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


def command(key: str, *, ctrl: bool = False, alt: bool = False, meta: bool = False) -> tuple[str, str] | None:
    """What a key press asks for: ``("pile", "N")``, ``("action", "end")``, ``("say", "hand")``,
    ``("keys", "")`` or None (not ours: the browser keeps it)."""
    if ctrl or alt or meta:
        return None
    k = key.lower() if len(key) == 1 or key == "Escape" else key
    if k in PILE_KEYS:
        return ("pile", PILE_KEYS[k])
    return ACTION_KEYS.get(k)


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
