"""The new-game dialog as plain data, for every game (pure): seats, rules preset, rule options, seed.

A game describes its dialog as one :class:`SetupForm` (table sizes, kinds of player, presets grouped for the menu,
a sentence on each, every rule option as a :class:`FormField`); :mod:`web.shell.dom_setup` draws it into the page's
``#setup`` dialog and reads it back as text values, which the game turns into rules. A seated game with presets
(King, 3-13, King's Court) only declares what is its own, as a :class:`RulesForm`: name, table sizes, CPU levels,
presets and a sentence on each, each rule option as an :class:`Option` (label, help, choices or range). The shell
builds the form, reads the form and the address back into rules (a preset when they equal one), checks the seats and
seed, and translates the words (kings.i18n); its ``Setup`` is a :class:`FormSetup` naming the form.

>>> f = FormField("quick", "Quick game", "Seven hands.", "bool", "on")
>>> f.kind, f.value
('bool', 'on')
>>> o = Option("rounds", "Rounds", "How many rounds.", "int", low=1, high=20)
>>> o.parse(" 12 ")
12
>>> o.parse("30")
Traceback (most recent call last):
  ...
kings.errors.RulesError: Rounds: choose a whole number from 1 to 20.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, ClassVar, Generic, Literal, Protocol, Self, TypeVar, cast

from kings.errors import RulesError
from kings.i18n import N_, _, ngettext
from kings.seeding import MAX_SEED
from web.shell.address import Address, Request
from web.shell.quoting import shown
from web.shell.seats import HUMAN, MAX_NAME, SeatConfig, SeatedSetup, kind_label, make_seats, shortened, whole_number
from web.shell.seats import seats_from_list as shell_seats

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
    per_seat: bool = False  #: its choices that are numbers name a seat: those past the table's size are not offered


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
    preset_label: str = N_("Rules preset")  #: the preset menu's label (Kings Cup's menu lists decks: ``Deck``)
    #: the longest player name the game takes: a longer one is shortened with "…" (:func:`~web.shell.seats.shortened`)
    #: as the dialog is read, and the field says so while it is typed; the field itself stops at ``MAX_NAME``
    name_limit: int = MAX_NAME

    @property
    def most(self) -> int:
        return max(self.counts)

    def name_note(self, typed: Sequence[str]) -> str:
        """What shows under the seats while names are typed (``typed``: every seat's field): how each name past
        :attr:`name_limit` will read, or why a full field stops; nothing while every name fits (reviews 70, 74).

        >>> form = SetupForm((2,), (), (), (), {}, (), "party", name_limit=24)
        >>> form.name_note(["Ann", "Bo"]), form.name_note(["Sam the Designated Driver", "Bo"])[:74]
        ('', 'A name is at most 24 characters: this one will read “Sam the Designated…”.')
        >>> form.name_note(["Sam the Designated Driver", "Anne-Sophie Dubois-Martineau"])[:94]
        'A name is at most 24 characters: these will read “Sam the Designated…”, “Anne-Sophie Dubois…”.'
        """
        limit = self.name_limit
        long = [_("“{name}”").format(name=self.short_name(n)) for n in typed if len(" ".join(n.split())) > limit]
        if long:
            return ngettext("A name is at most {limit} characters: this one will read {names}. A first name or a "
                            "nickname fits the table best.", "A name is at most {limit} characters: these will read "
                            "{names}. A first name or a nickname fits the table best.", len(long)).format(
                                limit=limit, names=", ".join(long))
        if any(len(name) >= MAX_NAME for name in typed):
            return _("A name is at most {limit} characters, so this one stops there.").format(limit=MAX_NAME)
        return ""

    def short_name(self, typed: str) -> str:
        """A typed name as the table will show it: cleaned, and shortened past :attr:`name_limit`."""
        return shortened(typed, self.name_limit)


# -- a seated game's dialog, declared ---------------------------------------------------------------------------
class NamedRules(Protocol):
    """A game's frozen rules, as its dialog names them (a preset's id and name)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    def to_dict(self) -> dict[str, Any]: ...


R = TypeVar("R", bound=NamedRules)
CUSTOM_ABOUT = N_("Your own choice of the options below.")  #: the sentence under the preset menu for custom rules
_WORDS = (N_("no"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"), N_("seven"), N_("eight"))


@dataclass(frozen=True, slots=True)
class Option:
    """One rule option as a game declares it: a field of its frozen rules, and how the dialog shows and reads it.

    A dotted key names a field of a part of the rules (``scoring.target``: ``rules.scoring.target``); the game's
    ``build`` puts its value there. An ``optional-int`` may be left empty: None, no number.

    >>> from types import SimpleNamespace as Rules
    >>> target = Option("scoring.target", "Target", "The score that ends the match.", "optional-int", low=1, high=99)
    >>> field = target.field(Rules(scoring=Rules(target=None)))
    >>> field.value, field.help, target.parse(""), target.parse("25")
    ('', 'The score that ends the match. Leave empty for none.', None, 25)
    """

    key: str  #: a field of the game's ``Rules`` (dotted: a field of one of its parts)
    label: str
    help: str
    kind: FieldKind = "bool"
    choices: tuple[tuple[str, str], ...] = ()
    low: int = 0
    high: int = 0
    main: bool = False
    numeric: bool = False  #: a choice whose values are whole numbers (the rules' field is an int)
    show: Callable[[Any], str] | None = None  #: a choice's value as its text, where it is no enum (None: the enum's)

    def field(self, rules: Any) -> FormField:
        """This option as a form control, with the value ``rules`` gives it."""
        value = rules
        for part in self.key.split("."):
            value = getattr(value, part)
        if self.show is not None:
            value = self.show(value)
        elif isinstance(value, Enum):
            value = value.value
        text = ("on" if value else "") if self.kind == "bool" else "" if value is None else str(value)
        about = _("{help} Leave empty for none.").format(help=_(self.help)) if self.kind == "optional-int" else ""
        about = about or _(self.help)
        choices = tuple((value, _(words)) for value, words in self.choices)
        return FormField(self.key, _(self.label), about, self.kind, text, choices, self.low, self.high, self.main)

    def parse(self, text: str) -> Any:
        """The rules' value for the form's ``text``; a RulesError naming the option when it is not one."""
        text = text.strip()
        if self.kind == "bool":
            return text not in ("", "off", "false", "0")
        if self.kind == "choice":
            if text not in {value for value, _words in self.choices}:
                raise RulesError(_("{label}: {value} is not one of the choices.").format(label=_(self.label),
                                                                                        value=repr(text[:20])))
            return int(text) if self.numeric else text
        if self.kind == "optional-int" and not text:
            return None
        number = whole_number(text, self.high)
        if number is None or number < self.low:
            raise RulesError(_("{label}: choose a whole number from {low} to {high}.").format(
                label=_(self.label), low=self.low, high=self.high))
        return number


def cpu_levels(game: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The CPU levels a player may choose (a registry game's, weakest first), and one plain sentence on each."""
    return tuple(lv.id for lv in game.offered_levels), tuple(lv.description + "." for lv in game.offered_levels)


def same_preset(rules: R, presets: Mapping[str, R]) -> R | None:
    """The preset equal to ``rules`` apart from its id and name, if there is one."""
    for p in presets.values():
        if replace(rules, id=p.id, name=p.name) == p:  # type: ignore[type-var]  # every game's Rules is a dataclass
            return p
    return None


def preset_name(preset_id: str, presets: Mapping[str, Any]) -> str:
    """The name of a rules preset, for statistics (``Custom rules`` for an id that is not a preset)."""
    return _(presets[preset_id].name) if preset_id in presets else _("Custom rules")


def check_kinds(seats: Sequence[tuple[str, str]], kinds: Sequence[str]) -> None:
    """Raises ValueError when a seat of the dialog is not a kind of player the game offers."""
    bad = [kind for _name, kind in seats if kind not in kinds]
    if bad:
        raise ValueError(_("{kind} is not a kind of player.").format(kind=repr(bad[0])))


def parse_seed(text: str, what: str = "deal") -> int | None:
    """The dialog's seed (None when empty: a random one); raises ValueError saying what a seed is."""
    text = text.strip()
    number = whole_number(text, MAX_SEED) if text else None
    if text and number is None:
        texts = {"shuffle": _("The seed must be a whole number from 0 to {max} (or empty for a random shuffle)."),
                 "one": _("The seed must be a whole number from 0 to {max} (or empty for a random one).")}
        deal = _("The seed must be a whole number from 0 to {max} (or empty for a random deal).")
        raise ValueError(texts.get(what, deal).format(max=MAX_SEED))
    return number


def seats_of(seats: Sequence[tuple[str, str]]) -> tuple[SeatConfig, ...]:
    """The dialog's (name, kind) rows as seats (blank names get defaults)."""
    return make_seats([k for _name, k in seats], [n for n, _kind in seats])


def _apply(base: Any, changes: dict[str, Any]) -> Any:
    return replace(base, **changes)


@dataclass(frozen=True)
class RulesForm(Generic[R]):
    """A seated game's new-game dialog as the game declares it (name, table sizes, CPU levels, presets, options):
    the shell builds the fields, reads them back into rules, checks the seats and seed (a ModelForm, for rules)."""

    name: str  #: the game's name, as messages say it (``King's Court``)
    counts: tuple[int, ...]  #: the table sizes a player may choose
    levels: tuple[str, ...]  #: the CPU levels, weakest first (:func:`cpu_levels`)
    level_lines: tuple[str, ...]
    presets: Mapping[str, R]
    abouts: Mapping[str, str]  #: preset id -> what it changes for the player (``custom`` is :data:`CUSTOM_ABOUT`)
    options: tuple[Option, ...]
    notes: tuple[str, ...] = ()
    start: int = 0  #: the first game's table size (you and medium CPUs), and an address's; 0: the smallest
    build: Callable[[R, dict[str, Any]], R] = _apply  #: ``base`` with the form's changes (checked by the engine)
    check: Callable[[R, int], object] | None = None  #: raises when the rules cannot seat that many players
    seed_word: str = "deal"  #: the seed message's "(or empty for a random deal)"
    #: the preset menu in groups, each preset by a plain name (Kings in the Corner's); (): one group of every preset
    groups: PresetGroups = ()
    first: str = "standard"  #: the preset of the first game and of an address naming none (Klondike's ``draw-one``)

    @property
    def kinds(self) -> tuple[str, ...]:
        return (HUMAN, *self.levels)

    @property
    def first_kinds(self) -> list[str]:
        """The first game's seats: you and medium CPUs."""
        return [HUMAN] + ["medium"] * ((self.start or min(self.counts)) - 1)

    @property
    def address_keys(self) -> tuple[str, ...]:
        """The address parameters of which any one starts a game (``players`` where the table size is a choice)."""
        return ("seed", "rules", *(("players",) if len(self.counts) > 1 else ()), "seats", "level", "names")

    @property
    def players(self) -> str:
        """``four`` or ``2 to 8``: the table sizes in words."""
        low, high = min(self.counts), max(self.counts)
        return _(_WORDS[low]) if low == high else _("{low} to {high}").format(low=low, high=high)

    def read_seats(self, raw: Any) -> tuple[SeatConfig, ...]:
        """Saved seats (:meth:`SeatConfig.to_dict` each); raises ValueError on anything else."""
        seats = shell_seats(raw, self.kinds, max(self.counts))
        if len(seats) not in self.counts:
            raise ValueError(_("{game} has {count} seats").format(game=self.name, count=self.players))
        return seats

    def read_rules(self, raw: Any, players: int) -> R:
        """Saved rules for ``players`` seats; raises ValueError (or an engine error) on anything else."""
        rules: R = type(self.default).from_dict(raw)  # type: ignore[attr-defined]  # every game's Rules has it
        if self.check is not None:
            self.check(rules, players)
        return rules

    @property
    def default(self) -> R:
        """The :attr:`first` preset (the standard rules): what a custom choice starts from when no preset is
        chosen."""
        return self.presets[self.first]

    def preset_name(self, preset_id: str) -> str:
        return preset_name(preset_id, self.presets)

    def form_fields(self, rules: R) -> tuple[FormField, ...]:
        """Every rule option with the value ``rules`` gives it."""
        return tuple(o.field(rules) for o in self.options)

    def setup_form(self, setup: SeatedSetup[R], fields_: tuple[FormField, ...]) -> SetupForm:
        """The new-game dialog as it opens on ``setup`` (:mod:`web.shell.dom_setup` draws it)."""
        rules = setup.rules
        groups = self.groups or ((N_("Rules"), tuple((pid, r.name) for pid, r in self.presets.items())),)
        return SetupForm(
            counts=self.counts, kinds=tuple((k, kind_label(k)) for k in self.kinds),
            level_lines=tuple(_("{sentence}.").format(sentence=_(line.removesuffix("."))) for line in self.level_lines),
            presets=tuple((_(label), tuple((pid, _(name)) for pid, name in items)) for label, items in groups),
            abouts={**{k: _(v) for k, v in self.abouts.items()}, "custom": _(CUSTOM_ABOUT)}, seats=setup.seats,
            fields=fields_, notes=tuple(_(note) for note in self.notes),
            preset=rules.id if self.presets.get(rules.id) == rules else "custom",
        )  # fmt: skip

    def match_preset(self, rules: R) -> R:
        """The preset equal to ``rules`` apart from its name, or ``rules`` itself."""
        found = same_preset(rules, self.presets)
        return rules if found is None else found

    def rules_from_form(self, base: R, values: Mapping[str, str]) -> R:
        """The rules the form describes: ``base`` with every submitted option applied (a preset when they equal
        one); a value the engine refuses raises its RulesError."""
        changes = {o.key: o.parse(values[o.key]) for o in self.options if o.key in values}
        return self.match_preset(self.build(base, {"id": "custom", "name": "Custom rules", **changes}))

    def read(self, seats: Sequence[tuple[str, str]], preset_id: str, values: Mapping[str, str],
             seed: str) -> tuple[tuple[SeatConfig, ...], R, int | None]:  # fmt: skip
        """The seats, rules and seed the new-game dialog describes; raises ValueError (or RulesError) saying what
        is wrong."""
        if len(seats) not in self.counts:
            raise ValueError(_("{game} is for {count} players, not {n}.").format(game=self.name, count=self.players,
                                                                                n=len(seats)))  # fmt: skip
        check_kinds(seats, self.kinds)
        base = self.presets.get(preset_id)
        if base is None and preset_id != "custom":
            raise RulesError(_("There is no {game} rules preset {id}.").format(game=self.name, id=repr(preset_id)))
        rules = self.rules_from_form(base or self.default, values)
        if self.check is not None:
            self.check(rules, len(seats))
        return seats_of(seats), rules, parse_seed(seed, self.seed_word)

    def read_address(self, query: str) -> tuple[Address, tuple[tuple[SeatConfig, ...], R, int | None] | None]:
        """The seats, rules and seed an address asks for (None: it starts no game), and the address with its
        notices: a bad value becomes a notice and a default, never an error."""
        a = Address(query, self.address_keys)
        if not a.starts_game():
            return a, None
        seed, rules = a.seed(), a.rules(self.presets, self.first)
        level = a.level(self.levels)
        kinds = [HUMAN] + [level] * (len(self.first_kinds) - 1)
        if "players" in self.address_keys and "players" in a.values:
            n = whole_number(a.values["players"], max(self.counts))
            if n is not None and n in self.counts:
                kinds = [HUMAN] + [level] * (n - 1)
            else:
                a.errors.append(_("players: {value} is not {count}; using {n}.").format(
                    value=shown(a.values["players"]), count=self.players, n=len(kinds)))
        kinds = a.seats(kinds, self.kinds, range(min(self.counts), max(self.counts) + 1), self.players)
        if self.check is not None:
            try:
                self.check(rules, len(kinds))
            except RulesError as exc:
                a.errors.append(_("{why} Using the standard rules.").format(why=exc))
                rules = self.default
        return a, (make_seats(kinds, a.names()), rules, seed)


@dataclass(frozen=True, slots=True)
class FormSetup(SeatedSetup[R]):
    """A seated game's ``Setup`` whose seats and rules are read as its :class:`RulesForm` (``form``) says."""

    form: ClassVar[RulesForm[Any]]

    @classmethod
    def read_seats(cls, raw: Any) -> tuple[SeatConfig, ...]:
        return cls.form.read_seats(raw)

    @classmethod
    def read_rules(cls, raw: Any, players: int) -> R:
        return cast(R, cls.form.read_rules(raw, players))

    @classmethod
    def first(cls) -> Self:
        """The first game a new player sees: you and medium CPUs, standard rules."""
        return cls(make_seats(cls.form.first_kinds), cls.form.default)

    @classmethod
    def from_form(cls, seats: Sequence[tuple[str, str]], preset_id: str, values: Mapping[str, str],
                  seed: str) -> Self:  # fmt: skip
        """The setup the new-game dialog describes; raises ValueError (or RulesError) saying what is wrong."""
        return cls(*cls.form.read(seats, preset_id, values, seed))

    @classmethod
    def from_address(cls, query: str) -> Request[Self]:
        """What ``location.search`` asks for (the page's own keys, such as ``game``, already taken out). Never
        raises: a bad value becomes a notice and a default."""
        a, asked = cls.form.read_address(query)
        return a.request(None if asked is None else cls(*asked))
