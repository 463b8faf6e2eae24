"""King's address: ``?game=king&seed=42&rules=quick&seats=human,hard,hard,hard`` (pure).

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
from urllib.parse import parse_qs, urlencode

from kings.king.rules import PRESETS, preset
from kings.seeding import MAX_SEED
from web.king.setup import KINDS, LEVELS, PLAYERS, Setup
from web.shell.quoting import quoted
from web.shell.seats import HUMAN, make_seats, whole_number
from web.shell.settingsio import SPEEDS

GAME_KEYS = ("seed", "rules", "seats", "level", "names")
KNOWN_KEYS = (*GAME_KEYS, "speed")


@dataclass(frozen=True, slots=True)
class UrlRequest:
    """What the address asks for: a game to start (or None), a speed, and what was wrong with it."""

    setup: Setup | None = None
    speed: str | None = None
    errors: tuple[str, ...] = ()


def parse_query(query: str) -> UrlRequest:
    """Parse ``location.search`` (the page's own keys, such as ``game``, already taken out). Never raises."""
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
    kinds = [HUMAN] + [level] * (PLAYERS - 1)
    if "seats" in values:
        asked = [k.strip().lower() for k in values["seats"].split(",")]
        if len(asked) == PLAYERS and all(k in KINDS for k in asked):
            kinds = asked
        else:
            errors.append(f"seats: {quoted(values['seats'])} is not four of {', '.join(KINDS)}; "
                          f"using {','.join(kinds)}.")  # fmt: skip
    names = values.get("names", "").split(",") if values.get("names") else []
    return UrlRequest(Setup(make_seats(kinds, names), rules, seed), speed, tuple(errors))


def share_query(setup: Setup, seed: int) -> str | None:
    """The query that starts this game again (None for custom rules, which an address cannot carry)."""
    if PRESETS.get(setup.rules.id) != setup.rules:
        return None
    return "?" + urlencode({"game": "king", "seed": str(seed), "rules": setup.rules.id,
                            "seats": ",".join(s.kind for s in setup.seats),
                            "names": ",".join(s.name.replace(",", " ") for s in setup.seats)})  # fmt: skip
