"""The games the web layer can open, by id (pure): where each one's table and CPU thinker live.

The ids are the engine registry's (:mod:`kings.registry`), carried by URLs (``?game=corners``)
and saved data (``kings.corners.match``), so they never change. Modules are named by string and
imported only when that game opens: the lobby and the shell never import a game.

>>> GAMES["corners"].name
'Kings in the Corner'
>>> game("chess")
Traceback (most recent call last):
  ...
KeyError: "There is no game 'chess' here: the games are corners, king, three-thirteen, kings-cup, klondike, ..."
>>> GAMES["kings-cup"].thinker is None  # a party game: no CPU players, nothing to think
True
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True, slots=True)
class WebGame:
    """One game's place in the web layer."""

    id: str
    name: str
    table: str  #: module with ``open(host) -> controller``: draws the table and starts the game
    #: module with ``Thinker().think(record, seat, level, seed) -> move notation`` (a game with CPU players: the module
    #: declaring them, its ``Thinker`` the shell's :class:`web.shell.thinker.MatchThinker`); None for a game without
    #: CPU players (a party game), which never starts the CPU worker
    thinker: str | None
    online: str | None = None  #: module with ``Link``, the game's adapter for online play (None: offline only)
    #: the game's own kinds of saved data besides settings, match and statistics (backed up and restored with them:
    #: :mod:`web.shell.backup`), each read by its controller's ``_load_own``
    kinds: tuple[str, ...] = ()

    def table_module(self) -> ModuleType:
        return importlib.import_module(self.table)

    def thinker_module(self) -> ModuleType:
        """The thinker's module; a ValueError for a game without CPU players."""
        if self.thinker is None:
            raise ValueError(f"{self.name} has no CPU players: there is nothing to think about.")
        return importlib.import_module(self.thinker)


GAMES: dict[str, WebGame] = {
    "corners": WebGame("corners", "Kings in the Corner", "web.corners.table", "web.corners.players",
                       "web.corners.online"),
    "king": WebGame("king", "King", "web.king.table", "web.king.players", "web.king.online"),
    "three-thirteen": WebGame("three-thirteen", "3-13", "web.three_thirteen.table", "web.three_thirteen.players",
                              "web.three_thirteen.online"),
    "kings-cup": WebGame("kings-cup", "Kings Cup", "web.kings_cup.table", None, kinds=("decks",)),
    "klondike": WebGame("klondike", "Klondike", "web.klondike.table", "web.klondike.thinker"),
    "kings-court": WebGame("kings-court", "King's Court", "web.kings_court.table", "web.kings_court.players",
                           "web.kings_court.online"),
}

#: The game every address of the one-game site opened (``?seed=42``, ``?embed=1``, ...).
DEFAULT = "corners"


def game(game_id: str) -> WebGame:
    """The game ``game_id``; KeyError with a readable message if there is none."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"There is no game {game_id!r} here: the games are {', '.join(GAMES)}.") from None
