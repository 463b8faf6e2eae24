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

from kings.errors import RulesError
from kings.three_thirteen.rules import MAX_PLAYERS, MIN_PLAYERS, PRESETS, preset
from web.shell import address
from web.shell.quoting import shown
from web.shell.seats import HUMAN, make_seats, whole_number
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
    a = address.Address(query, GAME_KEYS)
    if not a.starts_game():
        return UrlRequest(None, a.speed, tuple(a.errors))
    seed, rules = a.seed(), a.rules(PRESETS)
    level = a.level(LEVELS)
    kinds = [HUMAN, level, level]
    if "players" in a.values:
        n = whole_number(a.values["players"], MAX_PLAYERS)
        if n is not None and n >= MIN_PLAYERS:
            kinds = [HUMAN] + [level] * (n - 1)
        else:
            a.errors.append(f"players: {shown(a.values['players'])} is not {MIN_PLAYERS} to {MAX_PLAYERS}; using 3.")
    kinds = a.seats(kinds, KINDS, range(MIN_PLAYERS, MAX_PLAYERS + 1), f"{MIN_PLAYERS} to {MAX_PLAYERS}")
    try:
        rules.validate(len(kinds))
    except RulesError as exc:
        a.errors.append(f"{exc} Using the standard rules.")
        rules = preset("standard")
    return UrlRequest(Setup(make_seats(kinds, a.names()), rules, seed), a.speed, tuple(a.errors))


def share_query(setup: Setup, seed: int) -> str | None:
    """The query that starts this game again (None for custom rules, which an address cannot carry)."""
    return address.share_query("three-thirteen", setup, seed, PRESETS)
