"""Klondike's in-game rules page, generated from the engine's own rules data (pure): the words are the engine's
(:mod:`kings.klondike.rulesdoc`, which also writes docs/klondike-rules.md), for the rules on the table, with what
this table does for the player after "How to play"."""

from __future__ import annotations

from kings.klondike.rules import Rules
from web.shell.rulesview import CREDITS, Section, from_doc

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
