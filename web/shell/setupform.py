"""The new-game dialog as plain data, for every game (pure): seats, rules preset, rule options, seed.

A game describes its dialog as one :class:`SetupForm` (which table sizes, which kinds of player,
its presets grouped for the menu, a sentence on each, and every rule option as a
:class:`FormField`); :mod:`web.shell.dom_setup` draws it into the page's one ``#setup`` dialog and
reads it back as plain text values, which the game turns into rules (so the dialog cannot offer an
option the engine does not know).

>>> f = FormField("quick", "Quick game", "Seven hands.", "bool", "on")
>>> f.kind, f.value
('bool', 'on')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from web.shell.seats import SeatConfig

FieldKind = Literal["choice", "bool", "int", "optional-int"]


@dataclass(frozen=True, slots=True)
class FormField:
    """One rule option as a form control: the value is always text, as in an HTML form."""

    key: str
    label: str
    help: str
    kind: FieldKind
    value: str
    choices: tuple[tuple[str, str], ...] = ()
    low: int = 0
    high: int = 0
    main: bool = False  #: shown at the top of the dialog; the rest are folded under "All rule options"


PresetGroups = tuple[tuple[str, tuple[tuple[str, str], ...]], ...]  #: (group label, ((id, name), ...)) in order


@dataclass(frozen=True, slots=True)
class SetupForm:
    """Everything the new-game dialog shows when it opens."""

    counts: tuple[int, ...]  #: the table sizes a player may choose (one: no menu)
    kinds: tuple[tuple[str, str], ...]  #: (kind, label): ``human`` and the CPU levels
    level_lines: tuple[str, ...]  #: one plain sentence on each CPU level
    presets: PresetGroups
    abouts: dict[str, str]  #: preset id -> the sentence under the preset menu (``custom`` too)
    seats: tuple[SeatConfig, ...]  #: as the dialog opens
    preset: str  #: the preset chosen as it opens (``custom`` for rules matching no preset)
    fields: tuple[FormField, ...] = ()
    new_kind: str = "medium"  #: the kind of a seat added by choosing a bigger table
    notes: tuple[str, ...] = field(default=())  #: extra lines under the seats (what the table size means)
    reorder: bool = False  #: each seat has Move up and Move down buttons (seat order matters: a party game)
    custom: bool = True  #: "Custom rules" is offered, and changing an option chooses it
    preset_label: str = "Rules preset"  #: the preset menu's label (Kings Cup's menu lists decks: ``Deck``)

    @property
    def most(self) -> int:
        return max(self.counts)
