"""The rules dialog's content, shared by every game (pure): a game's rules page is a tuple of
:class:`Section` values, built from its engine's rules data; :mod:`web.shell.dom_help` draws them
as headings, definition lists and lists (text only)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from kings.i18n import N_


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


def credits(cards: bool = True) -> Section:
    """The credits a game's rules page ends with (a game played without cards leaves the card faces out)."""
    if cards:
        text = N_("The card faces are Adrian Kennard's public-domain deck (me.uk/cards, CC0); the game runs on Pyodide "
                  "(MPL 2.0) and PyScript (Apache 2.0). THIRD_PARTY_NOTICES.md in the source lists them.")
    else:
        text = N_("It runs on Pyodide (MPL 2.0) and PyScript (Apache 2.0). THIRD_PARTY_NOTICES.md in the source "
                  "lists them.")
    # (translated where the page is drawn, web/shell/dom_help.py: a game's rules page keeps these as constants)
    return Section("credits", N_("Credits"), text)


#: The credits every card game's rules page ends with.
CREDITS = credits()


class DocSection(Protocol):
    """A game engine's rules-page section (its ``rulesdoc`` module's own small dataclass)."""

    # Read-only properties: the engines' sections are frozen dataclasses.
    @property
    def key(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def intro(self) -> str: ...
    @property
    def entries(self) -> tuple[tuple[str, str], ...]: ...
    @property
    def items(self) -> tuple[str, ...]: ...


def from_doc(sections: Iterable[DocSection]) -> tuple[Section, ...]:
    """An engine's rules-page sections as the dialog's."""
    return tuple(Section(d.key, d.title, d.intro, tuple(Entry(term, text) for term, text in d.entries), tuple(d.items))
                 for d in sections)  # fmt: skip
