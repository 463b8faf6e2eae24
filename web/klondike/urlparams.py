"""Klondike's address (pure): ``?game=klondike&seed=42``, ``?game=klondike&daily=2026-11-25``.

Parameters (all optional; any one of them but ``speed`` deals a new deal): ``seed`` (a whole number), ``daily``
(a date, YYYY-MM-DD: that day's deal, the same for everyone), ``rules`` (a preset: ``draw-one``, ``draw-three``,
``vegas-one``, ``vegas-three``), ``draw`` (1 or 3), ``passes`` (0 for no limit, to 9), ``scoring`` (``standard``,
``vegas``, ``none``), ``winnable`` (``1`` or ``0``), ``speed`` (kept for the house's links). A bad value gets a
notice saying what was used instead.

>>> req = parse_query("?seed=42&rules=draw-three")
>>> req.setup.seed, req.setup.rules.id, req.errors
(42, 'draw-three', ())
>>> req = parse_query("?daily=2026-11-25")
>>> req.setup.daily, req.setup.seed == daily_seed(2026, 11, 25)
('2026-11-25', True)
>>> parse_query("?daily=2026-02-30&draw=2").errors
('draw: 2 is not 1 or 3; using 1.', 'daily: 2026-02-30 is not a date (YYYY-MM-DD); dealing a random deal.')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from urllib.parse import parse_qs

from kings.errors import RulesError
from kings.klondike.rules import MAX_PASSES, PRESETS, Scoring
from kings.klondike.seeds import daily_seed
from kings.seeding import MAX_SEED
from web.klondike.setup import Setup, named
from web.shell.quoting import quoted, shown
from web.shell.seats import whole_number
from web.shell.settingsio import SPEEDS

GAME_KEYS = ("seed", "daily", "rules", "draw", "passes", "scoring", "winnable")
KNOWN_KEYS = (*GAME_KEYS, "speed")


@dataclass(frozen=True, slots=True)
class UrlRequest:
    setup: Setup | None = None
    speed: str | None = None
    errors: tuple[str, ...] = ()


def _date(text: str) -> tuple[int, int, int] | None:
    parts = text.split("-")
    if len(parts) != 3 or not all(p.isascii() and p.isdigit() for p in parts) or len(parts[0]) != 4:
        return None
    y, m, d = (int(p) for p in parts)
    try:
        daily_seed(y, m, d)
    except ValueError:
        return None
    return y, m, d


def parse_query(query: str, base: Setup | None = None) -> UrlRequest:
    """Parse ``location.search`` (the page's own keys already taken out), on top of ``base`` (the last setup).
    Never raises."""
    values = {k: v[0].strip() for k, v in parse_qs(query.lstrip("?"), keep_blank_values=True).items()}
    unknown = sorted(set(values) - set(KNOWN_KEYS))
    errors = [f"Unknown address parameter {quoted(k)} ignored." for k in unknown[:3]]
    speed = values.get("speed")
    if speed is not None and speed not in SPEEDS:
        errors.append(f"speed: {quoted(speed)} is not one of {', '.join(SPEEDS)}; keeping your setting.")
        speed = None
    if not any(k in values for k in GAME_KEYS):
        return UrlRequest(None, speed, tuple(errors))
    setup = base or Setup()
    rules = setup.rules
    if values.get("rules"):
        if values["rules"] in PRESETS:
            rules = PRESETS[values["rules"]]
        else:
            errors.append(f"rules: there is no preset {quoted(values['rules'])}; using {rules.id}.")
    if values.get("draw"):
        if values["draw"] in ("1", "3"):
            rules = replace(rules, draw=int(values["draw"]))
        else:
            errors.append(f"draw: {shown(values['draw'])} is not 1 or 3; using {rules.draw}.")
    if values.get("passes"):
        n = whole_number(values["passes"], MAX_PASSES)
        if n is None:
            errors.append(f"passes: {shown(values['passes'])} is not 0 (no limit) to {MAX_PASSES}; using "
                          f"{rules.passes}.")  # fmt: skip
        else:
            rules = replace(rules, passes=n)
    if values.get("scoring"):
        try:
            rules = replace(rules, scoring=Scoring(values["scoring"]))
        except ValueError:
            errors.append(f"scoring: {quoted(values['scoring'])} is not standard, vegas or none; using "
                          f"{rules.scoring.value}.")  # fmt: skip
    try:
        rules = named(rules.validate(1))
    except RulesError as exc:  # (every value was checked above: a safety net)
        errors.append(str(exc))
        rules = setup.rules
    winnable = setup.winnable
    if "winnable" in values:
        winnable = values["winnable"].lower() in ("1", "yes", "true", "on")
    seed, daily = None, ""
    if values.get("daily"):
        date = _date(values["daily"])
        if date is None:
            errors.append(f"daily: {shown(values['daily'])} is not a date (YYYY-MM-DD); dealing a random deal.")
        else:
            seed, daily = daily_seed(*date), "{:04d}-{:02d}-{:02d}".format(*date)
    elif values.get("seed"):
        seed = whole_number(values["seed"], MAX_SEED)
        if seed is None:
            errors.append(f"seed: {quoted(values['seed'])} is not a whole number from 0 to {MAX_SEED}; "
                          "dealing a random deal.")  # fmt: skip
    return UrlRequest(Setup(rules, winnable, seed, daily), speed, tuple(errors))


__all__ = ["UrlRequest", "daily_seed", "parse_query"]
