"""Lines of the keyboard-keys dialog, shared by every game (pure): each game lists its own keys as
groups of :class:`KeyHelp`, and :mod:`web.shell.dom_help` draws them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: The keys dialog's content: (group title, its lines).
KeyGroups = tuple[tuple[str, tuple["KeyHelp", ...]], ...]


@dataclass(frozen=True, slots=True)
class KeyHelp:
    """One line of the keys dialog."""

    keys: str
    does: str


def roving(index: int, count: int, key: str) -> int:
    """The card of a hand an arrow (or Home / End) key leads to; it wraps around at the ends.

    >>> roving(2, 7, "ArrowRight"), roving(6, 7, "ArrowRight"), roving(0, 7, "End"), roving(0, 7, "ArrowLeft")
    (3, 0, 6, 6)
    """
    if count <= 0:
        return 0
    if key == "Home":
        return 0
    if key == "End":
        return count - 1
    delta = {"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}.get(key, 0)
    return (index + delta) % count


def typing(el: Any) -> bool:
    """Whether the element ``el`` takes typed keys itself (a text field, a menu, a check box...): the games'
    single-letter keys leave it alone."""
    tag = str(getattr(el, "tagName", "") or "").lower()
    return tag in ("input", "select", "textarea") or bool(getattr(el, "isContentEditable", False))
