"""Kings Cup's keyboard: which key does what (pure).

``D``, Space or Enter draws (Space and Enter only when the focus is on no button or field, which they press
themselves); ``U`` or ``Ctrl+Z`` undoes the last move; ``1`` to ``9``, then ``0``, ``-`` and ``=`` (the rest of the
number row, for players 10 to 12) give a point to that player (in list order) for the last card; ``M`` and ``R``
move the focus to the mate buttons and the house rule's field; ``I`` reads the table, ``C`` the card and its rule,
``O`` the points; ``L`` large text; ``?`` lists the keys.

>>> command("d"), command(" "), command("z", ctrl=True), command("3"), command("x"), command("d", alt=True)
(('action', 'draw'), ('action', 'draw'), ('action', 'undo'), ('point', '2'), None, None)
>>> command("0"), command("="), POINT_KEYS[11]
(('point', '9'), ('point', '11'), '=')
"""

from __future__ import annotations

from web.shell.keyhelp import KeyHelp

#: the number row, one key per player in list order (Kings Cup seats at most 12)
POINT_KEYS = "1234567890-="

ACTION_KEYS: dict[str, tuple[str, str]] = {
    "d": ("action", "draw"),
    " ": ("action", "draw"),
    "enter": ("action", "draw"),
    "u": ("action", "undo"),
    "m": ("focus", "mate"),
    "r": ("focus", "rule"),
    "l": ("action", "large"),
    "i": ("say", "all"),
    "c": ("say", "card"),
    "o": ("say", "points"),
    "?": ("keys", ""),
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


def command(key: str, *, ctrl: bool = False, alt: bool = False, meta: bool = False) -> tuple[str, str] | None:
    """What a key press asks for, or None (not ours): ``("point", seat)`` for a number key."""
    if alt or meta:
        return None
    if ctrl:
        return ("action", "undo") if key.lower() == "z" else None
    if len(key) == 1 and key in POINT_KEYS:
        return "point", str(POINT_KEYS.index(key))
    k = key.lower() if len(key) == 1 or key == "Enter" else key
    return ACTION_KEYS.get(k)
