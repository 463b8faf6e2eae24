"""3-13's in-game rules page, generated from the engine's own rules data (pure): the words are the engine's
(:mod:`kings.three_thirteen.rulesdoc`, which also writes docs/three-thirteen-rules.md)."""

from __future__ import annotations

from kings.three_thirteen.rules import Rules, preset
from web.shell.rulesview import CREDITS, Section, from_doc

#: How to play, in short, before the full rules: what the table does for the player.
HOW_TO_PLAY = Section(
    "how", "How to play",
    "Eleven rounds of rummy: the first deals 3 cards each, each next one more, up to 13. The rank equal to the "
    "number of cards dealt is wild: threes in the first round, kings in the last.",
    items=(
        "A turn: draw the top of the stock or of the discard pile, then discard a card.",
        "Melds: sets (three or more of a rank) and runs (three or more of a suit in a row, aces low). Wild cards "
        "stand for any card: on the table a gold ★ on a card's left edge marks it wild, and in a meld a gold tag on "
        "it says what it stands for (K♦).",
        "Going out: when every card but one melds, discard it and go out; everyone else has one more turn.",
        "Cards left over cost their points (ace 1, two to ten their number, faces 10); the lowest total after the "
        "last round wins.",
        "Playing: tap the stock or the pile to draw; tap a card, then the pile, to discard. Go out shows when you "
        "can. Your hand is laid out in its melds, or in your own order (Arrange). Press ? for the keys.",
    ),
)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the standard rules if None)."""
    from kings.three_thirteen.rulesdoc import sections  # the page's text loads when the page is opened

    return (HOW_TO_PLAY, *from_doc(sections(current or preset("standard"))), CREDITS)
