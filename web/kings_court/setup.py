"""Who plays King's Court and by which rules, and the new-game dialog's form (pure).

Two seats, each a human or a CPU level (the engine registry's); the first seat plays Orange in the first game
(a match swaps colours after each game). The rules are one of the engine's presets or a custom choice of its
options (:data:`OPTIONS`), so the dialog cannot offer an option the engine does not know.

>>> setup = parse_setup([("Ann", "human"), ("", "hard")], "checkers", {}, "7")
>>> [s.name for s in setup.seats], setup.rules.id, setup.seed
(['Ann', 'Ada'], 'checkers', 7)
>>> rules_from_form(preset("standard"), {"opening": "any"}).id
'any-side'

King's Court's address: ``?game=kings-court&seed=42&rules=checkers&level=hard`` (pure).

Parameters (all optional; any one of seed, rules, seats, level or names starts a new match): ``seed`` (a whole
number: it decides the CPUs' choices between equally good moves), ``rules`` (a preset id), ``level`` (easy,
medium, hard: the CPU you play), ``seats`` (two kinds, the first plays Orange in the first game: ``hard,human``
plays Green against a hard CPU; ``human,human`` is pass and play), ``names`` (comma-separated), ``speed`` (slow,
normal, fast, instant). A bad value gets a notice and a default.

>>> req = parse_query("?seed=42&rules=checkers&level=hard")
>>> req.setup.seed, req.setup.rules.id, [s.kind for s in req.setup.seats], req.errors
(42, 'checkers', ['human', 'hard'], ())
>>> print(parse_query("?seats=human,wizard").errors[0])
seats: 'human,wizard' is not two of human, easy, medium, hard; using human,medium.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from kings import registry
from kings.errors import RulesError
from kings.kings_court.rules import MAX_MATCH, PRESETS, QUIET_RANGE, REPETITION_RANGE, Rules, preset
from kings.kings_court.rulesdoc import OPTIONS as ENGINE_OPTIONS
from kings.seeding import MAX_SEED
from web.kings_court import GAME
from web.shell import address
from web.shell.seats import HUMAN, SeatConfig, SeatedSetup, kind_label, make_seats, whole_number
from web.shell.seats import seats_from_list as shell_seats
from web.shell.settingsio import TableSettings
from web.shell.setupform import FieldKind, FormField, SetupForm

PLAYERS = 2
#: The CPU levels a player may choose (the engine registry's), weakest first.
LEVELS: tuple[str, ...] = tuple(level.id for level in registry.engine(GAME).offered_levels)
KINDS: tuple[str, ...] = (HUMAN, *LEVELS)
LEVEL_LINES: tuple[str, ...] = tuple(level.description + "." for level in registry.engine(GAME).offered_levels)


@dataclass(frozen=True, slots=True)
class Option:
    """One rule option as the dialog shows it (its label and help are the engine's rules page's)."""

    key: str  #: a field of :class:`~kings.kings_court.rules.Rules`
    kind: FieldKind
    choices: tuple[tuple[str, str], ...] = ()
    low: int = 0
    high: int = 0
    main: bool = False
    note: str = ""  #: said after the engine's help text

    @property
    def label(self) -> str:
        return ENGINE_OPTIONS[self.key][0]

    @property
    def help(self) -> str:
        return ENGINE_OPTIONS[self.key][1] + self.note


OPTIONS: tuple[Option, ...] = (
    Option("captures", "choice", (("free", "Free"), ("compulsory", "Compulsory")), main=True),
    Option("jumps", "choice", (("may-stop", "May stop"), ("must-continue", "Must continue")), main=True),
    Option("opening", "choice", (("opposite", "Opposite"), ("any", "Any")), main=True),
    Option("match_games", "int", low=1, high=MAX_MATCH, main=True),
    Option("blocked", "choice", (("loses", "Loses"), ("draw", "Draw"))),
    Option("repetition", "int", low=0, high=REPETITION_RANGE[1],
           note=f" From {REPETITION_RANGE[0]} to {REPETITION_RANGE[1]}."),
    Option("quiet_moves", "int", low=0, high=QUIET_RANGE[1], note=f" From {QUIET_RANGE[0]} to {QUIET_RANGE[1]}."),
)  # fmt: skip

#: The preset menu's sentence on each preset: what it changes for the player.
ABOUT: dict[str, str] = {
    "standard": "The printed rules: jumping is a choice, and a multi-jump may stop after any jump.",
    "checkers": "As in checkers: when you can capture you must, and a jump goes on while it can.",
    "any-side": "Green's first piece may enter the Court from any side.",
    "custom": "Your own choice of the options below.",
}


@dataclass(frozen=True, slots=True)
class Setup(SeatedSetup[Rules]):
    """Everything needed to start a match. ``seed`` None means a fresh random seed (it decides the CPUs' choices
    between equally good moves: every game starts alike)."""

    @classmethod
    def read_seats(cls, raw: Any) -> tuple[SeatConfig, ...]:
        return seats_from_list(raw)

    @classmethod
    def read_rules(cls, raw: Any, players: int) -> Rules:
        return Rules.from_dict(raw)


def seats_from_list(raw: Any) -> tuple[SeatConfig, ...]:
    """Saved seats (two :meth:`SeatConfig.to_dict`); raises ValueError on anything else."""
    seats = shell_seats(raw, KINDS, PLAYERS)
    if len(seats) != PLAYERS:
        raise ValueError("King's Court has two seats")
    return seats


def default_setup() -> Setup:
    """The first match a new player sees: you (Orange first) against a medium CPU, standard rules."""
    return Setup(make_seats([HUMAN, "medium"]), preset("standard"))


def preset_name(preset_id: str) -> str:
    """A preset's name for the statistics (``Custom rules`` for an id that is not a preset)."""
    return PRESETS[preset_id].name if preset_id in PRESETS else "Custom rules"


def _value(rules: Rules, opt: Option) -> str:
    value = getattr(rules, opt.key)
    return str(value.value) if isinstance(value, Enum) else str(value)


def form_fields(rules: Rules) -> tuple[FormField, ...]:
    """Every rule option with the value ``rules`` gives it."""
    return tuple(FormField(o.key, o.label, o.help, o.kind, _value(rules, o), o.choices, o.low, o.high, o.main)
                 for o in OPTIONS)  # fmt: skip


def setup_form(setup: Setup, fields_: tuple[FormField, ...]) -> SetupForm:
    """The new-game dialog as it opens on ``setup`` (:mod:`web.shell.dom_setup` draws it)."""
    names = tuple((pid, r.name) for pid, r in PRESETS.items())
    return SetupForm(
        counts=(PLAYERS,), kinds=tuple((k, kind_label(k)) for k in KINDS), level_lines=LEVEL_LINES,
        presets=(("Rules", names),), abouts=dict(ABOUT), seats=setup.seats,
        preset=setup.rules.id if PRESETS.get(setup.rules.id) == setup.rules else "custom", fields=fields_,
        notes=("The first player plays Orange and moves first; in a match the colours swap after each game.",),
    )  # fmt: skip


def match_preset(rules: Rules) -> Rules:
    """The preset equal to ``rules`` apart from its name, or ``rules`` itself."""
    for p in PRESETS.values():
        if replace(rules, id=p.id, name=p.name) == p:
            return p
    return rules


def _parse(opt: Option, text: str) -> Any:
    text = text.strip()
    if opt.kind == "choice":
        if text not in {c for c, _ in opt.choices}:
            raise RulesError(f"{opt.label}: {text[:20]!r} is not one of the choices.")
        return text
    number = whole_number(text, opt.high)
    if number is None or number < opt.low:
        raise RulesError(f"{opt.label}: choose a whole number from {opt.low} to {opt.high}.")
    return number


def rules_from_form(base: Rules, values: Mapping[str, str]) -> Rules:
    """The rules the form describes: ``base`` with every submitted option applied (a preset when they equal one);
    a value the engine refuses raises its RulesError."""
    data = {**base.to_dict(), "id": "custom", "name": "Custom rules"}
    data.update({o.key: _parse(o, values[o.key]) for o in OPTIONS if o.key in values})
    return match_preset(Rules.from_dict(data))


def parse_setup(seats: Sequence[tuple[str, str]], preset_id: str, values: Mapping[str, str], seed: str) -> Setup:
    """The setup the new-game dialog describes; raises ValueError (or RulesError) saying what is wrong."""
    if len(seats) != PLAYERS:
        raise ValueError(f"King's Court is for two players, not {len(seats)}.")
    bad = [kind for _, kind in seats if kind not in KINDS]
    if bad:
        raise ValueError(f"{bad[0]!r} is not a kind of player.")
    base = PRESETS.get(preset_id)
    if base is None and preset_id != "custom":
        raise RulesError(f"There is no King's Court rules preset {preset_id!r}.")
    rules = rules_from_form(base or preset("standard"), values)
    text = seed.strip()
    number = whole_number(text, MAX_SEED) if text else None
    if text and number is None:
        raise ValueError(f"The seed must be a whole number from 0 to {MAX_SEED} (or empty for a random one).")
    return Setup(make_seats([k for _, k in seats], [n for n, _ in seats]), rules, number)


# -- what the player chose last ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last: the shared prefs (``kings.prefs``; stripes, a card game's setting, kept for the
    others) and the new-game setup (``kings.kings-court.settings``)."""

    setup_type = Setup
    first_setup = staticmethod(default_setup)


GAME_KEYS = ("seed", "rules", "seats", "level", "names")


UrlRequest = address.Request[Setup]  #: what an address asks for


def parse_query(query: str) -> UrlRequest:
    """Parse ``location.search`` (the page's own keys already taken out). Never raises."""
    a = address.Address(query, GAME_KEYS)
    if not a.starts_game():
        return a.request(None)
    seed, rules = a.seed(), a.rules(PRESETS)
    kinds = a.seats([HUMAN, a.level(LEVELS)], KINDS, range(2, 3), "two")
    return a.request(Setup(make_seats(kinds, a.names()), rules, seed))


def share_query(setup: Setup, seed: int) -> str | None:
    """The query that starts this match again (None for custom rules, which an address cannot carry)."""
    return address.share_query(GAME, setup, seed, PRESETS)
