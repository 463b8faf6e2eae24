"""3-13's address: ``?game=three-thirteen&seed=42&rules=jokers&players=3&level=hard`` (pure).

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

from dataclasses import dataclass
from urllib.parse import parse_qs, urlencode

from kings.errors import RulesError
from kings.seeding import MAX_SEED
from kings.three_thirteen.rules import MAX_PLAYERS, MIN_PLAYERS, PRESETS, preset
from web.shell.quoting import quoted, shown
from web.shell.seats import HUMAN, make_seats, whole_number
from web.shell.settingsio import SPEEDS
from web.three_thirteen.setup import KINDS, LEVELS, Setup

GAME_KEYS = ("seed", "rules", "players", "seats", "level", "names")
KNOWN_KEYS = (*GAME_KEYS, "speed")


@dataclass(frozen=True, slots=True)
class UrlRequest:
    setup: Setup | None = None
    speed: str | None = None
    errors: tuple[str, ...] = ()


def parse_query(query: str) -> UrlRequest:
    """Parse ``location.search`` (the page's own keys already taken out). Never raises."""
    values = {k: v[0].strip() for k, v in parse_qs(query.lstrip("?"), keep_blank_values=True).items()}
    unknown = sorted(set(values) - set(KNOWN_KEYS))
    errors = [f"Unknown address parameter {quoted(k)} ignored." for k in unknown[:3]]
    if len(unknown) > 3:
        errors.append(f"{len(unknown) - 3} more unknown address parameters ignored.")
    speed = values.get("speed")
    if speed is not None and speed not in SPEEDS:
        errors.append(f"speed: {quoted(speed)} is not one of {', '.join(SPEEDS)}; keeping your setting.")
        speed = None
    if not any(k in values for k in GAME_KEYS):
        return UrlRequest(None, speed, tuple(errors))
    seed = None
    if values.get("seed"):
        seed = whole_number(values["seed"], MAX_SEED)
        if seed is None:
            errors.append(f"seed: {quoted(values['seed'])} is not a whole number from 0 to {MAX_SEED}; "
                          "using a random seed.")  # fmt: skip
    rules = preset("standard")
    if "rules" in values:
        if values["rules"] in PRESETS:
            rules = preset(values["rules"])
        else:
            errors.append(f"rules: there is no preset {quoted(values['rules'])}; using standard.")
    level = values.get("level") or "medium"
    if level not in LEVELS:
        errors.append(f"level: {quoted(level)} is not one of {', '.join(LEVELS)}; using medium.")
        level = "medium"
    kinds = [HUMAN, level, level]
    if "players" in values:
        n = whole_number(values["players"], MAX_PLAYERS)
        if n is not None and n >= MIN_PLAYERS:
            kinds = [HUMAN] + [level] * (n - 1)
        else:
            errors.append(f"players: {shown(values['players'])} is not {MIN_PLAYERS} to {MAX_PLAYERS}; using 3.")
    if "seats" in values:
        asked = [k.strip().lower() for k in values["seats"].split(",")]
        if MIN_PLAYERS <= len(asked) <= MAX_PLAYERS and all(k in KINDS for k in asked):
            kinds = asked
        else:
            errors.append(f"seats: {quoted(values['seats'])} is not {MIN_PLAYERS} to {MAX_PLAYERS} of "
                          f"{', '.join(KINDS)}; using {','.join(kinds)}.")  # fmt: skip
    names = values["names"].split(",") if values.get("names") else []
    try:
        rules.validate(len(kinds))
    except RulesError as exc:
        errors.append(f"{exc} Using the standard rules.")
        rules = preset("standard")
    return UrlRequest(Setup(make_seats(kinds, names), rules, seed), speed, tuple(errors))


def share_query(setup: Setup, seed: int) -> str | None:
    """The query that starts this game again (None for custom rules, which an address cannot carry)."""
    if PRESETS.get(setup.rules.id) != setup.rules:
        return None
    return "?" + urlencode({"game": "three-thirteen", "seed": str(seed), "rules": setup.rules.id,
                            "seats": ",".join(s.kind for s in setup.seats),
                            "names": ",".join(s.name.replace(",", " ") for s in setup.seats)})  # fmt: skip
