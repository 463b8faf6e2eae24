"""Kings Cup's in-game rules page, generated from the engine's own rules data (pure): the words are the engine's
(:mod:`kings.kings_cup.rulesdoc`, which also writes docs/kings-cup-rules.md). The deck on the table comes first
(whatever it holds, drawn as text), then both built-in decks, the decks of one's own, and every decision."""

from __future__ import annotations

from kings.kings_cup.rules import Rules
from web.shell.rulesview import CREDITS, Section, from_doc

#: The table's controls, after the engine's "How to play": what the screen does for the players.
AT_THE_TABLE = Section(
    "table", "At this table",
    "One phone or laptop goes round: the screen says whose turn it is, and shows the card drawn with its rule.",
    items=(
        "Draw: the big button, or D, Space or Enter. Pass the phone to the next player: the screen says whose turn it "
        "is.",
        "Some cards give a role that lasts (question master, thumb master, a mate) or let you make a house rule: the "
        "table lists them with who holds them until they are replaced.",
        "With the party deck, slips cost points: after a card, tap +1 beside whoever slipped up (a mate's point is "
        "added by the game). The fewest points wins.",
        "Undo takes back the last move. Decks… lets you make your own deck, share it as a file or a link, and import "
        "one. Press ? for the keys.",
    ),
)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the party deck if None): its deck
    first, then every other built-in deck, rank by rank."""
    from kings.kings_cup.builtin import BUILT_IN  # the page's text loads when the page is opened
    from kings.kings_cup.rulesdoc import deck_section, sections

    rules = current or Rules()
    doc = list(sections(rules))
    others = [deck_section(d, f"deck-{d.id}") for d in BUILT_IN.values() if d != rules.deck]
    doc[2:2] = others  # after the deck on the table
    page = from_doc(doc)
    return (page[0], AT_THE_TABLE, *page[1:], CREDITS)
