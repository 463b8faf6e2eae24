"""Who plays King and by which rules, and the new-game dialog's form (pure).

King is for four. Each seat is a human or a CPU level (the engine registry's); the rules are one
of the engine's presets or a custom choice of its options, every one a yes/no, drawn from
:data:`OPTIONS` (so the dialog cannot offer an option the engine does not know).

>>> setup = parse_setup([("Ann", "human"), ("", "easy"), ("", "medium"), ("", "hard")], "quick", {}, "7")
>>> [s.name for s in setup.seats], setup.rules.id, setup.seed
(['Ann', 'Ada', 'Ben', 'Cleo'], 'quick', 7)
>>> rules_from_form(preset("standard"), {"quick": "on"}).id
'quick'

What the player chose last, for King (pure): the CPU speed, high contrast, sounds and stripes
(shared by every game: ``kings.prefs``) and King's own: the new-game setup and how the score sheet
is laid out (``kings.king.settings``).

King's address: ``?game=king&seed=42&rules=quick&seats=human,hard,hard,hard`` (pure).

Parameters (all optional; any one of seed, rules, seats, level or names starts a new game):

- ``seed``: a whole number from 0 to 2**64-1; the same seed and rules deal the same cards.
- ``rules``: a preset id (``standard``, ``quick``, ``open-bidding``, ``leader-forfeit``, ``nominate``).
- ``level``: ``easy``, ``medium`` or ``hard``: the level of the three CPUs (default medium).
- ``seats``: four comma-separated kinds (``human,easy,medium,hard``); overrides level.
- ``names``: comma-separated names, one per seat (blank keeps the default).
- ``speed``: ``slow``, ``normal``, ``fast`` or ``instant``.

A bad value is reported in plain words and replaced by a sensible default; it never stops the game.

>>> req = parse_query("?seed=42&rules=quick&level=hard")
>>> req.setup.seed, req.setup.rules.id, [s.kind for s in req.setup.seats], req.errors
(42, 'quick', ['human', 'hard', 'hard', 'hard'], ())
>>> for line in parse_query("?seats=human,human&rules=nope").errors:
...     print(line)
rules: there is no preset 'nope'; using standard.
seats: 'human,human' is not four of human, easy, medium, hard; using human,medium,medium,medium.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from kings import registry
from kings.king.rules import PRESETS, Rules, preset  # noqa: F401  # preset: for the examples above
from web.king import GAME
from web.shell import address
from web.shell.seats import HUMAN
from web.shell.settingsio import TableSettings
from web.shell.setupform import FormSetup, Option, RulesForm, cpu_levels

PLAYERS = 4
#: The CPU levels a player may choose (the engine registry's), weakest first, and one plain sentence on each.
LEVELS, LEVEL_LINES = cpu_levels(registry.game(GAME))
KINDS: tuple[str, ...] = (HUMAN, *LEVELS)

#: Every rule option: (field of :class:`~kings.king.rules.Rules`, label, help), in the dialog's order.
OPTIONS: tuple[tuple[str, str, str], ...] = (
    ("quick", "Quick game: seven hands",
     "The six negative hands are played as three (1 with 6, 2 with 5, 3 with 4), each keeping its points."),
    ("nominate_dealer", "The king of hearts names the dealer",
     "Whoever is dealt the king of hearts chooses who deals first, themselves included."),
    ("rebid_after_pass", "Passing is not final",
     "A player who passed in an auction may bid again later in it."),
    ("forfeit_without_auction", "Forfeit without an auction",
     "The dealer of a positive hand may mark 4 up for themselves and 3 up for each other player without an auction."),
)  # fmt: skip

#: The preset menu's sentence on each preset: what it changes for the player.
ABOUT: dict[str, str] = {
    "standard": "The ten hands as the source describes them.",
    "quick": "Seven hands: the negative hands are played two at a time.",
    "open-bidding": "In an auction, a player who passed may bid again.",
    "leader-forfeit": "The dealer of a positive hand may take 4 up and give 3 up to each other, with no auction.",
    "nominate": "Whoever is dealt the king of hearts names the first dealer.",
}

#: King's new-game dialog: four seats, the engine's presets, every option a yes/no at the top.
FORM = RulesForm(
    "King", (PLAYERS,), LEVELS, LEVEL_LINES, PRESETS, ABOUT,
    tuple(Option(key, label, text, main=True) for key, label, text in OPTIONS),
    notes=("King is for four: each plays alone.",),
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Setup(FormSetup[Rules]):
    """Everything needed to start a game. ``seed`` None means a fresh random seed."""

    form = FORM


preset_name = FORM.preset_name  #: a preset's name for the statistics (``Custom rules`` for any other id)
form_fields = FORM.form_fields
setup_form = FORM.setup_form
rules_from_form = FORM.rules_from_form
default_setup = Setup.first  #: the first game a new player sees: you and medium CPUs, standard rules
parse_setup = Setup.from_form  #: the setup the new-game dialog describes (ValueError, RulesError: what is wrong)
parse_query = Setup.from_address  #: what an address asks for (a bad value: a notice and a default)


Columns = Literal["one", "two"]


@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last (all off by default; high contrast stripes red cards whatever this says)."""

    setup_type = Setup
    first_setup = staticmethod(default_setup)

    columns: Columns = "one"  #: the score sheet: one column per player, or a negative and a positive one

    def own(self) -> dict[str, Any]:
        return {"columns": self.columns}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        columns = data.get("columns", "one")
        if columns not in ("one", "two"):
            raise ValueError("the score sheet has one or two columns a player")
        return {"columns": columns}


KNOWN_KEYS = (*FORM.address_keys, "speed")
UrlRequest = address.Request[Setup]  #: what an address asks for


def share_query(setup: Setup, seed: int) -> str | None:
    """The query that starts this game again (None for custom rules, which an address cannot carry)."""
    return address.share_query("king", setup, seed, PRESETS)
