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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields, replace
from typing import Any, Literal

from kings import registry
from kings.errors import RulesError
from kings.king.rules import PRESETS, Rules, preset
from kings.seeding import MAX_SEED
from web.king import GAME
from web.shell import address
from web.shell.seats import HUMAN, SeatConfig, SeatedSetup, kind_label, make_seats, whole_number
from web.shell.seats import seats_from_list as shell_seats
from web.shell.settingsio import TableSettings
from web.shell.setupform import FormField, SetupForm

PLAYERS = 4
#: The CPU levels a player may choose (the engine registry's), weakest first.
LEVELS: tuple[str, ...] = tuple(level.id for level in registry.game(GAME).offered_levels)
KINDS: tuple[str, ...] = (HUMAN, *LEVELS)
#: One plain sentence on each CPU level, for the new-game dialog.
LEVEL_LINES: tuple[str, ...] = tuple(level.description + "." for level in registry.game(GAME).offered_levels)

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
    "custom": "Your own choice of the options below.",
}


@dataclass(frozen=True, slots=True)
class Setup(SeatedSetup[Rules]):
    """Everything needed to start a game. ``seed`` None means a fresh random seed."""

    @classmethod
    def read_seats(cls, raw: Any) -> tuple[SeatConfig, ...]:
        return seats_from_list(raw)

    @classmethod
    def read_rules(cls, raw: Any, players: int) -> Rules:
        return Rules.from_dict(raw)


def seats_from_list(raw: object) -> tuple[SeatConfig, ...]:
    """Saved seats (four :meth:`SeatConfig.to_dict`); raises ValueError on anything else."""
    seats = shell_seats(raw, KINDS, PLAYERS)
    if len(seats) != PLAYERS:
        raise ValueError("King has four seats")
    return seats


def default_setup() -> Setup:
    """The first game a new player sees: you and three medium CPUs, standard rules."""
    return Setup(make_seats([HUMAN, "medium", "medium", "medium"]), preset("standard"))


def preset_name(preset_id: str) -> str:
    """The name of a rules preset, for statistics (``Custom rules`` for an id that is not a preset)."""
    return PRESETS[preset_id].name if preset_id in PRESETS else "Custom rules"


def form_fields(rules: Rules) -> tuple[FormField, ...]:
    """Every rule option with the value ``rules`` gives it."""
    return tuple(FormField(key, label, text, "bool", "on" if getattr(rules, key) else "", main=True)
                 for key, label, text in OPTIONS)  # fmt: skip


def setup_form(setup: Setup, fields_: tuple[FormField, ...]) -> SetupForm:
    """The new-game dialog as it opens on ``setup`` (:mod:`web.shell.dom_setup` draws it)."""
    names = tuple((pid, r.name) for pid, r in PRESETS.items())
    return SetupForm(
        counts=(PLAYERS,), kinds=tuple((k, kind_label(k)) for k in KINDS), level_lines=LEVEL_LINES,
        presets=(("Rules", names),), abouts=dict(ABOUT), seats=setup.seats,
        preset=setup.rules.id if PRESETS.get(setup.rules.id) == setup.rules else "custom", fields=fields_,
        notes=("King is for four: each plays alone.",),
    )  # fmt: skip


def match_preset(rules: Rules) -> Rules:
    """The preset equal to ``rules`` apart from its name, or ``rules`` itself."""
    for p in PRESETS.values():
        if replace(rules, id=p.id, name=p.name) == p:
            return p
    return rules


def rules_from_form(base: Rules, values: Mapping[str, str]) -> Rules:
    """The rules the form describes: ``base`` with every submitted option applied (a preset when they equal one)."""
    known = {f.name for f in fields(Rules)}
    changes = {key: values[key].strip() not in ("", "off", "false", "0") for key, _, _ in OPTIONS
               if key in values and key in known}  # fmt: skip
    return match_preset(replace(base, id="custom", name="Custom rules", **changes))


def parse_setup(seats: Sequence[tuple[str, str]], preset_id: str, values: Mapping[str, str], seed: str) -> Setup:
    """The setup the new-game dialog describes; raises ValueError (or RulesError) saying what is wrong."""
    if len(seats) != PLAYERS:
        raise ValueError(f"King is for four players, not {len(seats)}.")
    bad = [kind for _, kind in seats if kind not in KINDS]
    if bad:
        raise ValueError(f"{bad[0]!r} is not a kind of player.")
    base = PRESETS.get(preset_id)
    if base is None and preset_id != "custom":
        raise RulesError(f"There is no King rules preset {preset_id!r}.")
    rules = rules_from_form(base or preset("standard"), values)
    text = seed.strip()
    number = whole_number(text, MAX_SEED) if text else None
    if text and number is None:
        raise ValueError(f"The seed must be a whole number from 0 to {MAX_SEED} (or empty for a random deal).")
    return Setup(make_seats([k for _, k in seats], [n for n, _ in seats]), rules, number)


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


GAME_KEYS = ("seed", "rules", "seats", "level", "names")
KNOWN_KEYS = (*GAME_KEYS, "speed")


UrlRequest = address.Request[Setup]  #: what an address asks for


def parse_query(query: str) -> UrlRequest:
    """Parse ``location.search`` (the page's own keys, such as ``game``, already taken out). Never raises."""
    a = address.Address(query, GAME_KEYS)
    if not a.starts_game():
        return a.request(None)
    seed, rules = a.seed(), a.rules(PRESETS)
    level = a.level(LEVELS)
    kinds = a.seats([HUMAN] + [level] * (PLAYERS - 1), KINDS, range(PLAYERS, PLAYERS + 1), "four")
    return a.request(Setup(make_seats(kinds, a.names()), rules, seed))


def share_query(setup: Setup, seed: int) -> str | None:
    """The query that starts this game again (None for custom rules, which an address cannot carry)."""
    return address.share_query("king", setup, seed, PRESETS)
