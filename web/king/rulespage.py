"""King's in-game rules page, generated from the engine's own rules data (pure).

The words are the engine's (:mod:`kings.king.rulesdoc`, which also writes docs/king-rules.md), so the
page cannot disagree with the game: how a hand is played, the ten hands and their points, the positive
hands and the auction, the scoring, every decision the engine makes where the source is silent, the
options and presets, and the CPU levels. :mod:`web.shell.dom_help` draws the sections (text only).
"""

from __future__ import annotations

from kings.king.rules import Rules, preset
from kings.king.rulesdoc import sections
from web.shell.rulesview import CREDITS, Section, from_doc

#: How to play, in short, before the full rules: what the table does for the player.
HOW_TO_PLAY = Section(
    "how", "How to play",
    "Four players, each alone, play ten hands of thirteen tricks with one pack, aces high. Everyone must follow "
    "the suit led if they can; the highest card of that suit takes the trick, or the highest trump.",
    items=(
        "Six negative hands: take no tricks, no hearts, no queens, no kings or jacks, not the king of hearts, not "
        "the last two tricks. Each costs points, -1300 in all.",
        "Four positive hands: each player in turn chooses to play up (+25 a trick, with or without trumps) or down "
        "(325, less 75 a trick), or auctions that choice. They share +1300.",
        "The highest total after ten hands wins; the whole game always sums to zero.",
        "Playing: the cards you may play are lit; tap one, or drag it onto the table. A dimmed card says why it may "
        "not be played. Hint shows what the hard CPU would do. Press ? for the keys.",
    ),
)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the standard rules if None)."""
    return (HOW_TO_PLAY, *from_doc(sections(current or preset("standard"))), CREDITS)
