"""Who plays Take-away and by which rules: its new-game form, declared on the shell's RulesForm, and its settings
(pure). The shell builds the dialog, reads it and the address, and checks seats, rules and seed.

>>> setup = Setup.from_form([("Ann", "human"), ("", "hard")], "quick", {}, "7")
>>> [s.name for s in setup.seats], setup.rules.id, setup.seed
(['Ann', 'Ada'], 'quick', 7)
>>> FORM.rules_from_form(PRESETS["standard"], {"pile": "12"}).pile
12
>>> Setup.from_address("?seed=4&level=hard").setup.seats[1].kind
'hard'
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.toygame import INFO
from tests.toygame.engine import PLAYERS, PRESETS, Rules
from web.shell.settingsio import TableSettings
from web.shell.setupform import FormSetup, Option, RulesForm, cpu_levels

LEVELS, LEVEL_LINES = cpu_levels(INFO)

OPTIONS: tuple[Option, ...] = (
    Option("pile", "Counters", "How many counters the pile holds at the start.", "int", low=5, high=20, main=True),
    Option("hand", "Cards in hand", "How many cards each player holds.", "int", low=1, high=5),
    Option("deals", "Games", "How many games make the match.", "int", low=1, high=20, main=True),
)

ABOUT: dict[str, str] = {"standard": "Fifteen counters, three cards each, three games.",
                         "quick": "Nine counters, two cards each, one game."}  # fmt: skip

FORM = RulesForm("Take-away", (PLAYERS,), LEVELS, LEVEL_LINES, PRESETS, ABOUT, OPTIONS,
                 build=lambda base, changes: Rules.from_dict({**base.to_dict(), **changes}))  # fmt: skip


@dataclass(frozen=True, slots=True)
class Setup(FormSetup[Rules]):
    form = FORM



@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    setup_type = Setup
    first_setup = staticmethod(Setup.first)
