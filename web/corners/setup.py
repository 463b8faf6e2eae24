"""Match setup: who sits where, which rules, and the new-game form (pure, no browser).

The new-game dialog is drawn from :func:`form_fields`, a plain description of every rule
option built from :data:`kings.corners.options.OPTIONS`, and read back by
:func:`rules_from_form`, so the dialog cannot offer an option the engine does not know.

>>> rules = rules_from_form(preset("standard"), {"draw": "start", "layout_kings_to_corners": "on"})
>>> rules.id
'wikihow'

Reading and writing the shareable URL: ``?seed=42&rules=standard&players=2`` (pure).

Parameters (all optional; any one of seed, rules, players, seats, level or names starts a new match):

- ``seed``: a whole number from 0 to 2**64-1; the same seed and setup deal the same cards.
- ``rules``: a preset id (``standard``, ``wikihow``, ...).
- ``players``: 2 to 6; seat 0 is you, the others are CPUs of ``level``.
- ``level``: ``easy``, ``medium`` or ``hard``: the level of every CPU (default medium).
- ``seats``: comma-separated kinds, one per seat (``human,easy,hard``); overrides players and level.
- ``names``: comma-separated names, one per seat (blank keeps the default).
- ``speed``: ``slow``, ``normal``, ``fast`` or ``instant``: how fast CPU turns play out.

A bad value is reported in plain words and replaced by a sensible default; it never stops the game.

>>> req = parse_query("?seed=42&rules=standard&players=2")
>>> req.setup.seed, req.setup.rules.id, [s.kind for s in req.setup.seats], req.errors
(42, 'standard', ['human', 'medium'], ())
>>> parse_query("?players=9").errors
('players: 9 is not 2 to 6; using 3.',)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from kings import registry
from kings.corners import CARD_VALUES, PRESETS, Rules, preset
from kings.corners.notation import rules_from_json, rules_to_json
from kings.corners.options import BUILDS, OPTIONS, Option
from kings.corners.presets import PRESET_GROUPS, PRESET_GUIDE, plain_name
from kings.corners.rules import MAX_PLAYERS, MIN_PLAYERS, Build
from kings.errors import RulesError
from web.corners import GAME
from web.shell.address import UNKNOWN_LISTED, Address, Request
from web.shell.quoting import quoted, shown
from web.shell.seats import HUMAN, SeatConfig, SeatedSetup, kind_label, make_seats, whole_number
from web.shell.seats import seats_from_list as shell_seats
from web.shell.settingsio import TableSettings
from web.shell.setupform import (
    CUSTOM_ABOUT,
    FormField,
    SetupForm,
    check_kinds,
    cpu_levels,
    parse_seed,
    same_preset,
    seats_of,
)
from web.shell.setupform import preset_name as named_preset

#: The CPU levels a player may choose (the engine registry's), weakest first, and one plain sentence on each.
LEVELS, LEVEL_LINES = cpu_levels(registry.game(GAME))
KINDS: tuple[str, ...] = (HUMAN, *LEVELS)
KIND_LABELS: dict[str, str] = {kind: kind_label(kind) for kind in KINDS}


def seats_from_list(raw: Any) -> tuple[SeatConfig, ...]:
    """Saved seats (a list of :meth:`SeatConfig.to_dict`); raises ValueError on anything else."""
    return shell_seats(raw, KINDS, MAX_PLAYERS)


@dataclass(frozen=True, slots=True)
class Setup(SeatedSetup[Rules]):
    """Everything needed to start a match. ``seed`` None means a fresh random seed."""

    def to_dict(self) -> dict[str, Any]:
        """The seats and rules, as the settings keep them (the seed is never kept: each match gets a new one)."""
        return {"seats": [s.to_dict() for s in self.seats], "rules": rules_to_json(self.rules)}

    @classmethod
    def read_seats(cls, raw: Any) -> tuple[SeatConfig, ...]:
        return seats_from_list([] if raw is None else raw)

    @classmethod
    def read_rules(cls, raw: Any, players: int) -> Rules:
        rules = rules_from_json(raw)
        rules.validate(players)
        return rules


def default_setup() -> Setup:
    """The first game a new player sees: you and two medium CPUs, standard rules."""
    return Setup(make_seats([HUMAN, "medium", "medium"]), preset("standard"))


def check_players(n: int) -> int:
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"Kings in the Corner is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}.")
    return n


# -- the rule options as form fields ----------------------------------------------------------------
#: (min, max) for whole-number options; the engine validates again.
_RANGES: dict[str, tuple[int, int]] = {
    "hand_size": (1, 13), "draw_count": (1, 3), "king_penalty": (0, 50), "open_space_draw": (0, 5),
    "scoring.target": (1, 10000), "scoring.deals": (1, 100), "scoring.first_turn_bonus": (0, 100),
    "scoring.corner_bonus": (0, 100), "scoring.ante": (0, 100), "scoring.idle_fee": (0, 100),
    "scoring.start_chips": (0, 10000), "scoring.shared_chips": (0, 10000),
}  # fmt: skip
#: Options shown at the top of the dialog; the rest go under "More rule options".
MAIN_FIELDS = ("scoring.method", "scoring.target", "scoring.deals")


def _build_key(build: Build) -> str:
    return f"{build.direction.value}-{build.colour.value}"


def _get(rules: Rules, key: str) -> Any:
    obj: Any = rules
    for part in key.split("."):
        obj = getattr(obj, part)
    return obj


def _field(opt: Option, rules: Rules) -> FormField:
    value = _get(rules, opt.field)
    low, high = _RANGES.get(opt.field, (0, 0))
    main = opt.field in MAIN_FIELDS
    if opt.field == "scoring.values":
        choices = tuple((v.id, v.name) for v in CARD_VALUES.values())
        return FormField(opt.field, opt.label, opt.help, "choice", value.id, choices, main=main)
    if opt.choices:
        pairs = tuple((_build_key(v) if isinstance(v, Build) else str(getattr(v, "value", v)), label)
                      for v, label in opt.choices)  # fmt: skip
        current = _build_key(value) if isinstance(value, Build) else str(value.value)
        return FormField(opt.field, opt.label, opt.help, "choice", current, pairs, main=main)
    if isinstance(value, bool):
        return FormField(opt.field, opt.label, opt.help, "bool", "on" if value else "", main=main)
    if opt.field in ("scoring.target", "scoring.deals"):
        return FormField(opt.field, opt.label, opt.help + " Leave empty for none.", "optional-int",
                         "" if value is None else str(value), low=low, high=high, main=main)  # fmt: skip
    return FormField(opt.field, opt.label, opt.help, "int", str(value), low=low, high=high, main=main)


def form_fields(rules: Rules) -> tuple[FormField, ...]:
    """Every rule option, with the value ``rules`` gives it."""
    return tuple(_field(opt, rules) for opt in OPTIONS)


def preset_choices() -> tuple[tuple[str, str], ...]:
    """(id, name) of every preset, in the catalogue's order."""
    return tuple((pid, r.name) for pid, r in PRESETS.items())


def preset_groups() -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    """The dialog's preset menu: (group label, ((id, plain name), ...)) per group, in order; names
    without their sources (the Rules page cites them).

    >>> [(label, len(items)) for label, items in preset_groups()]
    [('Popular', 4), ('House rules', 10), ('Scoring', 9)]
    >>> preset_groups()[0][1][0]
    ('standard', 'Standard')
    """
    return tuple((label, tuple((pid, plain_name(pid)) for pid in PRESETS if PRESET_GUIDE[pid][0] == gid))
                 for gid, label in PRESET_GROUPS)  # fmt: skip


def preset_name(preset_id: str) -> str:
    """The name of a rules preset, for statistics (``Custom rules`` for an id that is not a preset).

    >>> preset_name("standard"), preset_name("custom")
    ('Standard (pagat)', 'Custom rules')
    """
    return named_preset(preset_id, PRESETS)


def preset_about(preset_id: str) -> str:
    """The line under the preset menu: what the chosen preset changes for the player, in one sentence.

    >>> preset_about("draw-two")
    'You draw two cards at the end of each turn instead of one.'
    >>> preset_about("custom")
    'Your own choice of the options below.'
    """
    if preset_id not in PRESETS:
        return CUSTOM_ABOUT
    return PRESET_GUIDE[preset_id][1]


def _parse_value(f: FormField, text: str) -> Any:
    text = text.strip()
    if f.kind == "bool":
        return text not in ("", "off", "false", "0")
    if f.kind == "choice":
        if text not in {c for c, _ in f.choices}:
            raise RulesError(f"{f.label}: {text!r} is not one of the choices.")
        if f.key in ("sides", "corners"):
            direction, colour = text.split("-")
            return {"direction": direction, "colour": colour}
        return text
    if f.kind == "optional-int" and not text:
        return None
    try:
        number = int(text)
    except ValueError:
        raise RulesError(f"{f.label}: enter a whole number.") from None
    if not f.low <= number <= f.high:
        raise RulesError(f"{f.label}: choose a number from {f.low} to {f.high}.")
    return number


def rules_from_form(base: Rules, values: Mapping[str, str]) -> Rules:
    """The rules the form describes: ``base`` with every submitted option applied.

    Returns the matching preset when the options equal one exactly; raises
    :class:`RulesError` (a message for players) when a value or combination cannot work.
    """
    data = base.to_dict()
    for f in form_fields(base):
        if f.key not in values:
            continue
        value = _parse_value(f, values[f.key])
        if f.key.startswith("scoring."):
            data["scoring"][f.key.removeprefix("scoring.")] = value
        else:
            data[f.key] = value
    data["id"], data["name"] = "custom", "Custom rules"
    rules = Rules.from_dict(data)
    return match_preset(rules)


def match_preset(rules: Rules) -> Rules:
    """The preset equal to ``rules`` apart from its name, or ``rules`` itself."""
    found = same_preset(rules, PRESETS)
    return rules if found is None else found


def build_label(build: Build) -> str:
    return next((label for b, label in BUILDS if b == build), build.text)


def parse_setup(seats: Sequence[tuple[str, str]], preset_id: str, values: Mapping[str, str], seed: str) -> Setup:
    """The setup the new-game dialog describes; raises ValueError (or RulesError) saying what is wrong."""
    check_players(len(seats))
    check_kinds(seats, KINDS)
    rules = rules_from_form(PRESETS.get(preset_id) or preset("standard"), values)
    rules.validate(len(seats))
    return Setup(seats_of(seats), rules, parse_seed(seed))


def setup_form(setup: Setup, fields: tuple[FormField, ...]) -> SetupForm:
    """The new-game dialog as it opens on ``setup`` (:mod:`web.shell.dom_setup` draws it)."""
    ids = {pid for pid, _ in preset_choices()}
    return SetupForm(
        counts=tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)), kinds=tuple((k, KIND_LABELS[k]) for k in KINDS),
        level_lines=LEVEL_LINES, presets=preset_groups(), abouts={pid: preset_about(pid) for pid in (*ids, "custom")},
        seats=setup.seats, preset=setup.rules.id if setup.rules.id in ids else "custom", fields=fields,
    )  # fmt: skip


# -- what the player chose last ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last: animation speed, the new-game setup (without a seed), the high-contrast theme,
    sounds and striped red cards (all off by default; high contrast stripes red cards whatever this says), saved as
    the shared prefs (``kings.prefs``) and this game's own (``kings.corners.settings``)."""

    setup_type = Setup
    first_setup = staticmethod(default_setup)


GAME_KEYS = ("seed", "rules", "players", "seats", "level", "names")
KNOWN_KEYS = (*GAME_KEYS, "speed")
UrlRequest = Request[Setup]  #: what the URL asks for: a match to start (or None), a speed, and what was wrong


class _Url(Address):
    """The shell's address, with Kings in the Corner's own words for parameters it does not read."""

    def unknown_notices(self, unknown: list[str]) -> list[str]:
        if len(unknown) <= UNKNOWN_LISTED:
            return [f"Unknown URL parameter {quoted(key)} ignored." for key in unknown]
        named = ", ".join(quoted(key) for key in unknown[:UNKNOWN_LISTED])
        return [f"Unknown URL parameters ignored: {named} and {len(unknown) - UNKNOWN_LISTED} more."]


def parse_query(query: str) -> UrlRequest:
    """Parse ``location.search`` (with or without the leading ``?``).

    Never raises: every value, however long or strange, is used or explained in one short notice."""
    a = _Url(query, GAME_KEYS)
    if not a.starts_game():
        return a.request(None)
    seed, rules = a.seed(), a.rules(PRESETS)
    level = a.values.get("level") or "medium"
    if level not in LEVELS:
        a.errors.append(f"level: {quoted(level)} is not easy, medium or hard; using medium.")
        level = "medium"
    kinds = [HUMAN] + [level] * (default_setup().players - 1)
    players = a.values.get("players")
    if players is not None:
        n = whole_number(players, 6)
        if n is not None and n >= 2:
            kinds = [HUMAN] + [level] * (n - 1)
        else:
            a.errors.append(f"players: {shown(players)} is not 2 to 6; using {len(kinds)}.")
    kinds = a.seats(kinds, KINDS, range(2, 7), "2 to 6")
    try:
        rules.validate(len(kinds))
    except RulesError as exc:
        a.errors.append(f"{exc} Using the standard rules.")
        rules = preset("standard")
    return a.request(Setup(make_seats(kinds, a.names()), rules, seed))


def share_query(setup: Setup, seed: int) -> str | None:
    """The query string that starts this match again, or None for custom rules (not expressible)."""
    if PRESETS.get(setup.rules.id) != setup.rules:
        return None
    params = {
        "seed": str(seed),
        "rules": setup.rules.id,
        "seats": ",".join(s.kind for s in setup.seats),
        "names": ",".join(s.name.replace(",", " ") for s in setup.seats),
    }
    return "?" + urlencode(params)
