"""Reading and writing the shareable URL: ``?seed=42&rules=standard&players=2`` (pure).

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

from dataclasses import dataclass
from urllib.parse import parse_qs, urlencode

from kings.corners import PRESETS, preset
from kings.errors import RulesError
from kings.seeding import MAX_SEED
from web.corners.setup import KINDS, LEVELS, Setup, default_setup
from web.shell.quoting import quoted, shown
from web.shell.seats import HUMAN, make_seats, whole_number

SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
GAME_KEYS = ("seed", "rules", "players", "seats", "level", "names")
KNOWN_KEYS = (*GAME_KEYS, "speed")
UNKNOWN_LISTED = 3  #: unknown parameters named one by one; more than this are counted in one notice


@dataclass(frozen=True, slots=True)
class UrlRequest:
    """What the URL asks for: a match to start (or None), a speed, and what was wrong with it."""

    setup: Setup | None = None
    speed: str | None = None
    errors: tuple[str, ...] = ()


def _first(values: dict[str, list[str]], key: str) -> str | None:
    got = values.get(key)
    return got[0].strip() if got else None


def parse_query(query: str) -> UrlRequest:
    """Parse ``location.search`` (with or without the leading ``?``).

    Never raises: every value, however long or strange, is used or explained in one short notice."""
    values = parse_qs(query.lstrip("?"), keep_blank_values=True)
    errors: list[str] = []
    unknown = sorted(set(values) - set(KNOWN_KEYS))
    if len(unknown) <= UNKNOWN_LISTED:
        errors.extend(f"Unknown URL parameter {quoted(key)} ignored." for key in unknown)
    else:
        named = ", ".join(quoted(key) for key in unknown[:UNKNOWN_LISTED])
        errors.append(f"Unknown URL parameters ignored: {named} and {len(unknown) - UNKNOWN_LISTED} more.")
    speed = _first(values, "speed")
    if speed is not None and speed not in SPEEDS:
        errors.append(f"speed: {quoted(speed)} is not one of {', '.join(SPEEDS)}; keeping your setting.")
        speed = None
    if not any(k in values for k in GAME_KEYS):
        return UrlRequest(None, speed, tuple(errors))

    base = default_setup()
    seed = _seed(_first(values, "seed"), errors)
    rules = base.rules
    rules_id = _first(values, "rules")
    if rules_id is not None:
        if rules_id in PRESETS:
            rules = preset(rules_id)
        else:
            errors.append(f"rules: there is no preset {quoted(rules_id)}; using {rules.id}.")

    level = _first(values, "level") or "medium"
    if level not in LEVELS:
        errors.append(f"level: {quoted(level)} is not easy, medium or hard; using medium.")
        level = "medium"
    kinds = [HUMAN] + [level] * (base.players - 1)
    players = _first(values, "players")
    if players is not None:
        n = whole_number(players, 6)
        if n is not None and n >= 2:
            kinds = [HUMAN] + [level] * (n - 1)
        else:
            errors.append(f"players: {shown(players)} is not 2 to 6; using {len(kinds)}.")
    seats_text = _first(values, "seats")
    if seats_text is not None:
        asked = [k.strip().lower() for k in seats_text.split(",")]
        if 2 <= len(asked) <= 6 and all(k in KINDS for k in asked):
            kinds = asked
        else:
            errors.append(f"seats: {quoted(seats_text)} is not 2 to 6 of {', '.join(KINDS)}; "
                          f"using {','.join(kinds)}.")  # fmt: skip
    names_text = values.get("names", [""])[0]
    names = names_text.split(",") if names_text else []
    try:
        rules.validate(len(kinds))
    except RulesError as exc:
        errors.append(f"{exc} Using the standard rules.")
        rules = preset("standard")
    return UrlRequest(Setup(make_seats(kinds, names), rules, seed), speed, tuple(errors))


def _seed(text: str | None, errors: list[str]) -> int | None:
    if text is None or text == "":
        return None
    seed = whole_number(text, MAX_SEED)
    if seed is not None:
        return seed
    errors.append(f"seed: {quoted(text)} is not a whole number from 0 to {MAX_SEED}; using a random seed.")
    return None


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
