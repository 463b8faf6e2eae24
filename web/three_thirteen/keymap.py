"""3-13's keyboard: which key does what (pure).

Your hand is one Tab stop (the arrow keys move between the cards); Enter or Space picks the card under focus
to discard, and again (or ``P``) throws it on the pile. ``D`` draws from the stock, ``P`` takes the top discard
(or throws the picked card), ``G`` goes out when you can. With your own order, ``Shift+←`` and ``Shift+→`` move
the card under focus.

>>> command("d"), command("G"), command("?"), command("x"), command("h", ctrl=True)
(('action', 'stock'), ('action', 'out'), ('keys', ''), None, None)
"""

from __future__ import annotations

from web.shell.keyhelp import KeyHelp, roving

__all__ = ["KEYS", "command", "roving"]

ACTION_KEYS: dict[str, tuple[str, str]] = {
    "d": ("action", "stock"),
    "p": ("action", "pile"),
    "g": ("action", "out"),
    "h": ("action", "hint"),
    "a": ("action", "arrange"),
    "i": ("say", "all"),
    "c": ("say", "hand"),
    "t": ("say", "table"),
    "o": ("say", "scores"),
    "?": ("keys", ""),
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


def command(key: str, *, ctrl: bool = False, alt: bool = False, meta: bool = False) -> tuple[str, str] | None:
    """What a key press asks for, or None (not ours)."""
    if ctrl or alt or meta:
        return None
    k = key.lower() if len(key) == 1 or key == "Escape" else key
    return ACTION_KEYS.get(k)
