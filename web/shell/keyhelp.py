"""A game's keyboard, declared (pure): :class:`Keymap` turns a key press into the game's intent, and the
keys dialog's lines are groups of :class:`KeyHelp` that :mod:`web.shell.dom_help` draws.

>>> keys = Keymap({"h": ("action", "hint"), "escape": ("action", "cancel")}, exact={"1": ("pile", "C1")}, undo=True)
>>> keys.command("H"), keys.command("Escape"), keys.command("1"), keys.command("x")
(('action', 'hint'), ('action', 'cancel'), ('pile', 'C1'), None)
>>> keys.command("z", ctrl=True), keys.command("h", ctrl=True), keys.command("h", alt=True)
(('action', 'undo'), None, None)
>>> Keymap.of(action={"h": "hint"}, say={"t": "table"}).command("T")
('say', 'table')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")

#: An intent a key asks for: ``("action", "hint")``, ``("say", "hand")``, ``("pile", "C3")``, ``("keys", "")``...
Command = tuple[str, str]

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


#: The keys every game has: ``?`` the keys dialog, ``I`` the whole table read aloud.
SHARED_KEYS: dict[str, Command] = {"?": ("keys", ""), "i": ("say", "all")}


def bound(kind: str, commands: Mapping[str, str]) -> dict[str, Command]:
    """A game's keys for commands of one ``kind``: each command's keys, space-separated (``space`` for Space), as
    :class:`Keymap`'s actions take them.

    >>> bound("action", {"draw": "d space enter", "undo": "u"})
    {'d': ('action', 'draw'), ' ': ('action', 'draw'), 'enter': ('action', 'draw'), 'u': ('action', 'undo')}
    """
    return {(" " if key == "space" else key): (kind, name) for name, keys in commands.items() for key in keys.split()}


@dataclass(frozen=True)
class Keymap:
    """A game's single keys: ``actions`` by their lower-case name (``"h"``, ``"?"``, ``"escape"``, ``"enter"``),
    ``exact`` matched as typed before that (digits, arrows); ``undo``: Ctrl+Z undoes. Keys held with Alt or Meta
    (and Ctrl, but for Ctrl+Z) are never the game's: the browser keeps them."""

    actions: Mapping[str, Command]
    exact: Mapping[str, Command] = field(default_factory=dict)
    undo: bool = False

    def __post_init__(self) -> None:
        # every game's: ? lists the keys, I reads the whole table (a game's own entry for either wins)
        object.__setattr__(self, "actions", {**SHARED_KEYS, **self.actions})

    @classmethod
    def of(cls, action: Mapping[str, str], say: Mapping[str, str] = {}, undo: bool = False,
           other: Mapping[str, Command] = {}) -> Keymap:  # fmt: skip
        """A game's single keys, declared by what they do: ``action`` presses a button by its name (``"h": "hint"``),
        ``say`` reads a topic aloud (``"t": "table"``); ``other`` are commands of the game's own (``"n": ("pile",
        "N")``)."""
        own = {**{k: ("action", a) for k, a in action.items()}, **{k: ("say", t) for k, t in say.items()}}
        return cls({**other, **own}, undo=undo)

    def command(self, key: str, *, ctrl: bool = False, alt: bool = False, meta: bool = False) -> Command | None:
        """What pressing ``key`` asks for, or None (not the game's)."""
        if alt or meta:
            return None
        if ctrl:
            return ("action", "undo") if self.undo and key.lower() == "z" else None
        if key in self.exact:
            return self.exact[key]
        return self.actions.get(key.lower() if len(key) == 1 or key in ("Escape", "Enter") else key)

    def pressed(self, event: Any) -> Command | None:
        """What the keyboard event ``event`` asks for (its key and modifiers), or None."""
        return self.command(str(event.key), ctrl=bool(event.ctrlKey), alt=bool(event.altKey),
                            meta=bool(event.metaKey))  # fmt: skip


def reading(topics: Mapping[str, Callable[[T], str]], everything: Callable[[T], str]) -> Callable[[T, str], str]:
    """What a game's reading keys say (``say-<topic>``), from the table the screen shows: the topic's own words, or
    ``everything`` for ``all`` (and for a topic the game has not).

    >>> say = reading({"hand": lambda t: f"Hand: {t}."}, lambda t: f"All: {t}.")
    >>> say("7♣", "hand"), say("7♣", "all")
    ('Hand: 7♣.', 'All: 7♣.')
    """

    def say(table: T, topic: str = "all") -> str:
        return topics.get(topic, everything)(table)

    return say
