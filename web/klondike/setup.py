"""How a deal of Klondike is set up, and the new-game dialog's form (pure).

A setup is the engine's rules (one of its presets, or a custom choice of draw, passes and scoring), whether only
deals the solver can win are dealt, and optionally a seed or the date of a daily deal.

>>> setup = parse_setup([("You", "human")], "draw-one", {"draw": "3", "passes": "0", "scoring": "standard"}, "7")
>>> setup.rules.id, setup.rules.draw, setup.seed, setup.winnable
('draw-three', 3, 7, False)
>>> rules_from_values(preset("draw-one"), {"draw": "3", "passes": "2", "scoring": "vegas"}).id
'custom'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from kings.errors import RulesError
from kings.klondike.rules import MAX_PASSES, PRESETS, Rules, Scoring, preset
from kings.seeding import MAX_SEED
from web.shell.seats import HUMAN, SeatConfig, whole_number
from web.shell.setupform import FormField, SetupForm

CUSTOM = "custom"
YOU = (SeatConfig("You", HUMAN),)  #: the one seat: Klondike is played alone
_SCORINGS = (("standard", "Standard (points for progress)"), ("vegas", "Vegas (a 52 stake, 5 a card home)"),
             ("none", "None: win or lose"))  # fmt: skip


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything needed to deal. ``seed`` None: a fresh one; ``daily``: the date of a daily deal (YYYY-MM-DD)."""

    rules: Rules = PRESETS["draw-one"]
    winnable: bool = False  #: deal only what the solver proves it can win
    seed: int | None = None
    daily: str = ""

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        return YOU

    def to_dict(self) -> dict[str, Any]:
        return {"rules": self.rules.to_dict(), "winnable": self.winnable}

    @classmethod
    def from_dict(cls, data: Any) -> Setup:
        """Read :meth:`to_dict` output (no seed); raises ValueError (or RulesError) on anything else."""
        if not isinstance(data, dict) or not isinstance(data.get("winnable", False), bool):
            raise ValueError("a setup must be an object with its rules")
        return cls(Rules.from_dict(data.get("rules")).validate(1), bool(data.get("winnable", False)))


def preset_name(rules_id: str) -> str:
    """A preset's name for the statistics (``Draw one``), ``Custom rules`` for any other rules."""
    return PRESETS[rules_id].name if rules_id in PRESETS else "Custom rules"


def named(rules: Rules) -> Rules:
    """``rules`` under the id and name of the preset whose options they are, or as custom rules."""
    for p in PRESETS.values():
        if replace(rules, id=p.id, name=p.name) == p:
            return p
    return replace(rules, id=CUSTOM, name=describe(rules))


def describe(rules: Rules) -> str:
    """``Draw three, 3 passes, Vegas``: the options in a few words."""
    passes = "no pass limit" if rules.passes == 0 else "one pass" if rules.passes == 1 else f"{rules.passes} passes"
    scoring = {Scoring.STANDARD: "standard score", Scoring.VEGAS: "Vegas", Scoring.NONE: "no score"}[rules.scoring]
    return f"Draw {'one' if rules.draw == 1 else 'three'}, {passes}, {scoring}"


def rules_from_values(base: Rules, values: Mapping[str, str]) -> Rules:
    """``base`` with the dialog's values (draw, passes, scoring); a RulesError saying what is wrong."""
    draw = whole_number(values.get("draw", str(base.draw)).strip(), 3)
    passes = whole_number(values.get("passes", str(base.passes)).strip(), MAX_PASSES)
    if draw not in (1, 3):
        raise RulesError("A draw turns one card or three.")
    if passes is None:
        raise RulesError(f"Passes: 0 (no limit) to {MAX_PASSES}.")
    try:
        scoring = Scoring(values.get("scoring", base.scoring.value))
    except ValueError:
        raise RulesError("The scoring is standard, Vegas or none.") from None
    return named(replace(base, draw=draw, passes=passes, scoring=scoring).validate(1))


def form_fields(rules: Rules, winnable: bool) -> tuple[FormField, ...]:
    """The options of the dialog, with ``rules``' values."""
    passes = (("0", "No limit"), ("1", "One pass"), *((str(n), f"{n} passes") for n in range(2, MAX_PASSES + 1)))
    return (
        FormField("draw", "Draw", "Cards turned from the stock at a time (only the top one can be played).", "choice",
                  str(rules.draw), (("1", "One card"), ("3", "Three cards")), main=True),
        FormField("passes", "Passes through the stock", "Turning the waste over starts the next pass.", "choice",
                  str(rules.passes), passes, main=True),
        FormField("scoring", "Scoring", "Vegas keeps a running total over your deals.", "choice",
                  rules.scoring.value, _SCORINGS, main=True),
        FormField("winnable", "Winnable deals only", "The solver checks each deal first: it can be won with perfect "
                  "play (knowing every card).", "bool", "on" if winnable else "", main=True),
    )  # fmt: skip


def setup_form(setup: Setup) -> SetupForm:
    """The new-game dialog as it opens on ``setup`` (:mod:`web.shell.dom_setup` draws it)."""
    menu = tuple((pid, r.name) for pid, r in PRESETS.items())
    abouts = {pid: describe(r) + "." for pid, r in PRESETS.items()}
    abouts[CUSTOM] = "Your own choice of the options below."
    pid = setup.rules.id if setup.rules.id in PRESETS else CUSTOM
    return SetupForm(
        counts=(1,), kinds=((HUMAN, "You"),), level_lines=(), presets=(("Klondike", menu),), abouts=abouts,
        seats=YOU, preset=pid, fields=form_fields(setup.rules, setup.winnable), new_kind=HUMAN,
    )  # fmt: skip


def parse_setup(seats: Sequence[tuple[str, str]], preset_id: str, values: Mapping[str, str], seed: str) -> Setup:
    """The setup the new-game dialog describes; raises RulesError (or ValueError) saying what is wrong."""
    base = PRESETS.get(preset_id, PRESETS["draw-one"])
    rules = rules_from_values(base, values)
    text = seed.strip()
    number = whole_number(text, MAX_SEED) if text else None
    if text and number is None:
        raise ValueError(f"The seed must be a whole number from 0 to {MAX_SEED} (or empty for a random deal).")
    return Setup(rules, values.get("winnable", "") == "on", number)


__all__ = ["CUSTOM", "Setup", "form_fields", "named", "parse_setup", "preset", "rules_from_values", "setup_form"]
