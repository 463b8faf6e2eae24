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

from kings.king.rules import PRESETS
from web.king.setup import KINDS, LEVELS, PLAYERS, Setup
from web.shell import address
from web.shell.seats import HUMAN, make_seats

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
    a = address.Address(query, GAME_KEYS)
    if not a.starts_game():
        return UrlRequest(None, a.speed, tuple(a.errors))
    seed, rules = a.seed(), a.rules(PRESETS)
    level = a.level(LEVELS)
    kinds = a.seats([HUMAN] + [level] * (PLAYERS - 1), KINDS, range(PLAYERS, PLAYERS + 1), "four")
    return UrlRequest(Setup(make_seats(kinds, a.names()), rules, seed), a.speed, tuple(a.errors))


def share_query(setup: Setup, seed: int) -> str | None:
    """The query that starts this game again (None for custom rules, which an address cannot carry)."""
    return address.share_query("king", setup, seed, PRESETS)
