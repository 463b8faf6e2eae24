"""Take-away: a toy game that exists only in the tests, to prove that the table kit is generic (issue 47).

Its engine (:mod:`tests.toygame.engine`, :mod:`tests.toygame.api`) is the :mod:`kings.game` protocol in a few
dozen lines of rules; its web side (:mod:`tests.toygame.web`) is only what a new game declares on the shell. The
tests register it for their own run (tests/test_table_kit_toy.py's ``toy`` fixture); nothing else knows of it.
"""

from typing import Any

from kings.registry import GameInfo, Level

GAME_ID = "take-away"

INFO = GameInfo(
    id=GAME_ID,
    name="Take-away",
    min_players=2,
    max_players=2,
    pitch="Play cards to take counters from a pile: take the last one to win.",
    default_preset="standard",
    levels=(
        Level("random", "Random: any legal move (for tests and benchmarks)", offered=False),
        Level("easy", "Easy: any card that fits"),
        Level("medium", "Medium: takes the last counter when it can, else leaves a multiple of four"),
        Level("hard", "Hard: guesses the cards it cannot see and plays each choice out"),
    ),
    entry="tests.toygame.api:GAME",
)


def register(monkeypatch: Any) -> None:
    """Register Take-away for one test (a pytest ``monkeypatch``): the engine registry and the web shell's games know
    it, as they know the six games, until the test ends."""
    from kings import registry
    from web.shell import games

    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, INFO))
    monkeypatch.setitem(registry._BY_ID, GAME_ID, INFO)
    monkeypatch.setitem(registry._ENGINES, GAME_ID, INFO)
    package = "tests.toygame.web"
    web = games.WebGame(GAME_ID, INFO.name, package, f"{package}.players", f"{package}.online")
    monkeypatch.setitem(games.GAMES, GAME_ID, web)
