"""Who plays 3-13 and by which rules, and the new-game dialog's form (pure).

Two to eight seats, each a human or a CPU level (the engine registry's); the rules are one of the engine's
presets or a custom choice of its options (:data:`OPTIONS`), so the dialog cannot offer an option the engine
does not know.

>>> setup = parse_setup([("Ann", "human"), ("", "hard"), ("", "medium")], "jokers", {}, "7")
>>> [s.name for s in setup.seats], setup.rules.id, setup.seed
(['Ann', 'Ada', 'Ben'], 'jokers', 7)
>>> rules_from_form(preset("standard"), {"ace_high": "on"}).id
'aces-high'

3-13's address: ``?game=three-thirteen&seed=42&rules=jokers&players=3&level=hard`` (pure).

Parameters (all optional; any one of seed, rules, players, seats, level or names starts a new game):
``seed`` (a whole number), ``rules`` (a preset id), ``players`` (2 to 8: you and CPUs of ``level``),
``level`` (easy, medium, hard), ``seats`` (kinds, one per seat, overriding players and level), ``names``
(comma-separated), ``speed`` (slow, normal, fast, instant). A bad value gets a notice and a default.

>>> req = parse_query("?seed=42&rules=jokers&players=4&level=hard")
>>> req.setup.seed, req.setup.rules.id, [s.kind for s in req.setup.seats], req.errors
(42, 'jokers', ['human', 'hard', 'hard', 'hard'], ())
>>> parse_query("?players=12").errors
('players: 12 is not 2 to 8; using 3.',)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kings import registry
from kings.three_thirteen.rules import MAX_PACKS, MAX_PLAYERS, MAX_REBUILDS, MIN_PLAYERS, PRESETS, Rules, preset  # noqa: F401
from web.shell import address
from web.shell.seats import HUMAN
from web.shell.settingsio import TableSettings
from web.shell.setupform import FormSetup, Option, RulesForm, cpu_levels
from web.three_thirteen import GAME

#: The CPU levels a player may choose (the engine registry's), weakest first, and one plain sentence on each.
LEVELS, LEVEL_LINES = cpu_levels(registry.game(GAME))
KINDS: tuple[str, ...] = (HUMAN, *LEVELS)

OPTIONS: tuple[Option, ...] = (
    Option("ace_high", "Aces high or low", "A-2-3 and Q-K-A are both runs; an ace left in hand costs 15.",
           main=True),
    Option("high_faces", "Jacks 11, queens 12, kings 13", "Face cards left in hand cost their rank, not 10.",
           main=True),
    Option("jokers", "Jokers", "Jokers are wild in every round; one left in hand costs 20.", "choice",
           (("0", "None"), ("1", "One a pack"), ("2", "Two a pack")), main=True, numeric=True),
    Option("wild_melds", "Melds of wild cards alone", "A set or run may be made of wild cards only."),
    Option("fourteen_round", "A 14-card round", "A twelfth round deals 14 cards, aces wild."),
    Option("tie_break", "A bonus round breaks a tie", "Players tied for the lowest total play one more round."),
    Option("packs", "Packs", "How many packs are shuffled together.", "choice",
           (("0", "One for every two players"), *((str(n), str(n)) for n in range(1, MAX_PACKS + 1))), numeric=True),
    Option("stock_rebuilds", "Stock rebuilds", "How many times a round's stock is made again from the discards "
           "before its running out ends the round.", "int", low=0, high=MAX_REBUILDS),
)  # fmt: skip

#: The preset menu's sentence on each preset: what it changes for the player.
ABOUT: dict[str, str] = {
    "standard": "Eleven rounds, 3 to 13 cards; the rank dealt is wild; aces low.",
    "aces-high": "Aces count high or low in runs; an ace left in hand costs 15.",
    "face-values": "Jacks, queens and kings left in hand cost 11, 12 and 13.",
    "jokers": "Two jokers a pack, wild in every round; one left in hand costs 20.",
    "no-wild-melds": "A meld needs at least one card that is not wild.",
    "deuces-arent-wild": "A twelfth round of 14 cards, jokers, and a bonus round to break a tie.",
}

#: 3-13's new-game dialog: two to eight seats, the engine's presets and options (the engine checks the packs).
FORM = RulesForm(
    "3-13", tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)), LEVELS, LEVEL_LINES, PRESETS, ABOUT, OPTIONS,
    notes=("Three or four players play with two packs mixed, five or six with three, seven or eight with four.",),
    start=3,
    build=lambda base, changes: replace(base, **changes).validate(), check=Rules.validate,
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


# -- what the player chose last ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last: the shared prefs (``kings.prefs``) and 3-13's own
    (``kings.three-thirteen.settings``): the new-game setup and whether the hand is arranged into its melds."""

    setup_type = Setup
    first_setup = staticmethod(default_setup)

    arrange: bool = True  #: the hand is laid out in its melds by the game; False: in the player's own order

    def own(self) -> dict[str, Any]:
        return {"arrange": self.arrange}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        arrange = data.get("arrange", True)
        if not isinstance(arrange, bool):
            raise ValueError("arrange must be true or false")
        return {"arrange": arrange}


KNOWN_KEYS = (*FORM.address_keys, "speed")
UrlRequest = address.Request[Setup]  #: what an address asks for


def share_query(setup: Setup, seed: int) -> str | None:
    """The query that starts this game again (None for custom rules, which an address cannot carry)."""
    return address.share_query("three-thirteen", setup, seed, PRESETS)
