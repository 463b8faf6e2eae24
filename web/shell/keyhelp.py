"""Lines of the keyboard-keys dialog, shared by every game (pure): each game lists its own keys as
groups of :class:`KeyHelp`, and :mod:`web.shell.dom_help` draws them."""

from __future__ import annotations

from dataclasses import dataclass

#: The keys dialog's content: (group title, its lines).
KeyGroups = tuple[tuple[str, tuple["KeyHelp", ...]], ...]


@dataclass(frozen=True, slots=True)
class KeyHelp:
    """One line of the keys dialog."""

    keys: str
    does: str
