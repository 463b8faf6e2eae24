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

from dataclasses import dataclass
from typing import Any

from kings import registry
from kings.kings_court.rules import MAX_MATCH, PRESETS, QUIET_RANGE, REPETITION_RANGE, Rules, preset  # noqa: F401
from kings.kings_court.rulesdoc import OPTIONS as ENGINE_OPTIONS
from web.kings_court import GAME
from web.shell import address
from web.shell.seats import HUMAN
from web.shell.settingsio import TableSettings
from web.shell.setupform import FieldKind, FormSetup, Option, RulesForm, cpu_levels

PLAYERS = 2
#: The CPU levels a player may choose (the engine registry's), weakest first, and one plain sentence on each.
LEVELS, LEVEL_LINES = cpu_levels(registry.engine(GAME))
KINDS: tuple[str, ...] = (HUMAN, *LEVELS)


def _option(key: str, kind: FieldKind, choices: tuple[tuple[str, str], ...] = (), low: int = 0, high: int = 0,
            main: bool = False, note: str = "") -> Option:  # fmt: skip
    """One rule option under the engine's rules page's label and help (``note`` is said after the help)."""
    label, text = ENGINE_OPTIONS[key]
    return Option(key, label, text + note, kind, choices, low, high, main)


OPTIONS: tuple[Option, ...] = (
    _option("captures", "choice", (("free", "Free"), ("compulsory", "Compulsory")), main=True),
    _option("jumps", "choice", (("may-stop", "May stop"), ("must-continue", "Must continue")), main=True),
    _option("opening", "choice", (("opposite", "Opposite"), ("any", "Any")), main=True),
    _option("match_games", "int", low=1, high=MAX_MATCH, main=True),
    _option("blocked", "choice", (("loses", "Loses"), ("draw", "Draw"))),
    _option("repetition", "int", low=0, high=REPETITION_RANGE[1],
            note=f" From {REPETITION_RANGE[0]} to {REPETITION_RANGE[1]}."),
    _option("quiet_moves", "int", low=0, high=QUIET_RANGE[1], note=f" From {QUIET_RANGE[0]} to {QUIET_RANGE[1]}."),
)  # fmt: skip

#: The preset menu's sentence on each preset: what it changes for the player.
ABOUT: dict[str, str] = {
    "standard": "The printed rules: jumping is a choice, and a multi-jump may stop after any jump.",
    "checkers": "As in checkers: when you can capture you must, and a jump goes on while it can.",
    "any-side": "Green's first piece may enter the Court from any side.",
}


def _build(base: Rules, changes: dict[str, Any]) -> Rules:
    """``base`` with the form's changes, read as saved rules are (a value the engine refuses raises its RulesError)."""
    return Rules.from_dict({**base.to_dict(), **changes})


#: King's Court's new-game dialog: two seats, the engine's presets, its options.
FORM = RulesForm(
    "King's Court", (PLAYERS,), LEVELS, LEVEL_LINES, PRESETS, ABOUT, OPTIONS,
    notes=("The first player plays Orange and moves first; in a match the colours swap after each game.",),
    build=_build, seed_word="one",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Setup(FormSetup[Rules]):
    """Everything needed to start a match. ``seed`` None means a fresh random seed (it decides the CPUs' choices
    between equally good moves: every game starts alike)."""

    form = FORM


preset_name = FORM.preset_name  #: a preset's name for the statistics (``Custom rules`` for any other id)
form_fields = FORM.form_fields
setup_form = FORM.setup_form
rules_from_form = FORM.rules_from_form
default_setup = Setup.first  #: the first game a new player sees: you and medium CPUs, standard rules
parse_setup = Setup.from_form  #: the setup the new-game dialog describes (ValueError, RulesError: what is wrong)
parse_query = Setup.from_address  #: what an address asks for (a bad value: a notice and a default)


# -- what the player chose last ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last: the shared prefs (``kings.prefs``; stripes, a card game's setting, kept for the
    others) and the new-game setup (``kings.kings-court.settings``)."""

    setup_type = Setup
    first_setup = staticmethod(default_setup)


UrlRequest = address.Request[Setup]  #: what an address asks for


def share_query(setup: Setup, seed: int) -> str | None:
    """The query that starts this match again (None for custom rules, which an address cannot carry)."""
    return address.share_query(GAME, setup, seed, PRESETS)
