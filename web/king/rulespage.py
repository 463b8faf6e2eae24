"""King's in-game rules page, generated from the engine's own rules data (pure).

The words are the engine's (:mod:`kings.king.rulesdoc`, which also writes docs/king-rules.md), so the
page cannot disagree with the game: how a hand is played, the ten hands and their points, the positive
hands and the auction, the scoring, every decision the engine makes where the source is silent, the
options and presets, and the CPU levels. :mod:`web.shell.dom_help` draws the sections (text only).
"""

from __future__ import annotations

from kings.king.rules import Rules, preset
from kings.king.rulesdoc import sections
from web.shell.rulesview import CREDITS, Entry, Section


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the standard rules if None)."""
    out = [Section(d.key, d.title, d.intro, tuple(Entry(term, text) for term, text in d.entries), tuple(d.items))
           for d in sections(current or preset("standard"))]  # fmt: skip
    return (*out, CREDITS)
