"""The rules dialog's content, shared by every game (pure): a game's rules page is a tuple of
:class:`Section` values, built from its engine's rules data; :mod:`web.shell.dom_help` draws them
as headings, definition lists and lists (text only)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Entry:
    term: str
    text: str


@dataclass(frozen=True, slots=True)
class Section:
    key: str
    title: str
    intro: str = ""
    entries: tuple[Entry, ...] = ()  #: a definition list
    items: tuple[str, ...] = ()  #: a bulleted list


#: The credits every game's rules page ends with.
CREDITS = Section(
    "credits",
    "Credits",
    "The card faces are Adrian Kennard's public-domain deck (me.uk/cards, CC0); the game runs on Pyodide "
    "(MPL 2.0) and PyScript (Apache 2.0). THIRD_PARTY_NOTICES.md in the source lists them.",
)
