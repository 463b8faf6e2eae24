"""King's Court's address: ``?game=kings-court&seed=42&rules=checkers&level=hard`` (pure).

Parameters (all optional; any one of seed, rules, seats, level or names starts a new match): ``seed`` (a whole
number: it decides the CPUs' choices between equally good moves), ``rules`` (a preset id), ``level`` (easy,
medium, hard: the CPU you play), ``seats`` (two kinds, the first plays Orange in the first game: ``hard,human``
plays Green against a hard CPU; ``human,human`` is pass and play), ``names`` (comma-separated), ``speed`` (slow,
normal, fast, instant). A bad value gets a notice and a default.

>>> req = parse_query("?seed=42&rules=checkers&level=hard")
>>> req.setup.seed, req.setup.rules.id, [s.kind for s in req.setup.seats], req.errors
(42, 'checkers', ['human', 'hard'], ())
>>> print(parse_query("?seats=human,wizard").errors[0])
seats: 'human,wizard' is not two of human, easy, medium, hard; using human,medium.
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.kings_court.rules import PRESETS
from web.kings_court import GAME
from web.kings_court.setup import KINDS, LEVELS, Setup
from web.shell import address
from web.shell.seats import HUMAN, make_seats

GAME_KEYS = ("seed", "rules", "seats", "level", "names")


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
    kinds = a.seats([HUMAN, a.level(LEVELS)], KINDS, range(2, 3), "two")
    return UrlRequest(Setup(make_seats(kinds, a.names()), rules, seed), a.speed, tuple(a.errors))


def share_query(setup: Setup, seed: int) -> str | None:
    """The query that starts this match again (None for custom rules, which an address cannot carry)."""
    return address.share_query(GAME, setup, seed, PRESETS)
