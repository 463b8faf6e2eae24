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
