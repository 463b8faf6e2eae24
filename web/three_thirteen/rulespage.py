"""3-13's in-game rules page, generated from the engine's own rules data (pure): the words are the engine's
(:mod:`kings.three_thirteen.rulesdoc`, which also writes docs/three-thirteen-rules.md)."""

from __future__ import annotations

from kings.three_thirteen.rules import Rules, preset
from web.shell.rulesview import CREDITS, Entry, Section


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the standard rules if None)."""
    from kings.three_thirteen.rulesdoc import sections  # the page's text loads when the page is opened

    out = [Section(d.key, d.title, d.intro, tuple(Entry(term, text) for term, text in d.entries), tuple(d.items))
           for d in sections(current or preset("standard"))]  # fmt: skip
    return (*out, CREDITS)
