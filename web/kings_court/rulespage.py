"""King's Court's in-game rules page, generated from the engine's own rules data (pure): the words are the engine's
(:mod:`kings.kings_court.rulesdoc`, which also writes docs/kings-court-rules.md)."""

from __future__ import annotations

from kings.kings_court.rules import Rules, preset
from web.shell.rulesview import Section, credits, from_doc

#: How to play at this table, before the full rules.
HOW_TO_PLAY = Section(
    "how", "Playing at this table",
    "The board is drawn as in the original, turned 45 degrees: the squares in the middle, marked, are the Court. "
    "Neighbouring squares touch along an edge: up-left, up-right, down-left and down-right.",
    items=(
        "Your pieces that can move are ringed. Tap one: the squares it can go to light up. Tap one of them.",
        "A multi-jump is one landing after another: tap each, tap straight where it ends, or drag the piece along "
        "its path. When the jump could stop or go on, tap its last landing again (or Stop) to end it there.",
        "The last move stays marked on the board, and the pieces it captured are crossed out.",
        "Each player's chip shows the pieces in the Court, on the board and captured. Undo takes back your last move "
        "(and the CPU's reply); Hint shows what the hard CPU would play. Press ? for the keys.",
    ),
)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the standard rules if None)."""
    from kings.kings_court.rulesdoc import sections  # the page's text loads when the page is opened

    return (HOW_TO_PLAY, *from_doc(sections(current or preset("standard"))), credits(cards=False))
