"""King's keyboard: which key does what (pure).

Your cards are one Tab stop (a roving tabindex: the arrow keys move between them); Enter or Space
plays the card under focus, or says why it may not be played. The answers of the auction step are
ordinary buttons. The single keys below act anywhere outside forms and dialogs.

>>> command("h"), command("L"), command("?"), command("x"), command("h", ctrl=True)
(('action', 'hint'), ('action', 'last'), ('keys', ''), None, None)
>>> roving(2, 7, "ArrowRight"), roving(6, 7, "ArrowRight"), roving(0, 7, "End")
(3, 0, 6)
"""

from __future__ import annotations

from web.shell.keyhelp import KeyHelp, roving

__all__ = ["KEYS", "command", "roving"]

ACTION_KEYS: dict[str, tuple[str, str]] = {
    "h": ("action", "hint"),
    "l": ("action", "last"),
    "s": ("action", "sheet"),
    "i": ("say", "all"),
    "c": ("say", "hand"),
    "t": ("say", "trick"),
    "o": ("say", "scores"),
    "k": ("say", "contract"),
    "?": ("keys", ""),
    "escape": ("action", "cancel"),
}

KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    ("Moving around", (
        KeyHelp("Tab / Shift+Tab", "Go to your cards, the auction's answers, the buttons (your cards are one stop)"),
        KeyHelp("← → ↑ ↓", "Move between your cards"),
        KeyHelp("Home / End", "Your first or last card"),
    )),
    ("Playing", (
        KeyHelp("Enter or Space", "Play the card under focus (or hear why it may not be played); press a button "
                "of the auction"),
        KeyHelp("H", "Hint: show what the hard CPU would play or say"),
        KeyHelp("L", "Show or hide the last trick"),
        KeyHelp("S", "The score sheet"),
        KeyHelp("Escape", "Hide the last trick (or close a dialog)"),
    )),
    ("Hearing the game", (
        KeyHelp("I", "Everything: the hand being played, whose turn, your cards, the trick, the scores"),
        KeyHelp("C", "Your cards"),
        KeyHelp("T", "The trick on the table"),
        KeyHelp("K", "What this hand is played for"),
        KeyHelp("O", "The scores, and the tricks each player has taken"),
        KeyHelp("?", "This list of keys"),
    )),
)  # fmt: skip


def command(key: str, *, ctrl: bool = False, alt: bool = False, meta: bool = False) -> tuple[str, str] | None:
    """What a key press asks for, or None (not ours: the browser keeps it)."""
    if ctrl or alt or meta:
        return None
    k = key.lower() if len(key) == 1 or key == "Escape" else key
    return ACTION_KEYS.get(k)
