"""The games the web layer can open, by id (pure): where each one's table and CPU thinker live.

A game's table is three classes of its web package, by name: ``app.App`` (the controller), ``dom.Page``
(the page, drawing and input) and ``results.Reporter`` (its embed events; ``session.Reporter`` for a game of one
deal); :func:`web.shell.dom_tables.open_table` puts them together the same way for every game.

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
from typing import Any

from kings.i18n import pgettext


@dataclass(frozen=True, slots=True)
class WebGame:
    """One game's place in the web layer."""

    id: str
    name: str
    package: str  #: the game's web package (``web.three_thirteen``), with its ``app``, ``dom`` and ``results``
    #: module with ``Thinker().think(record, seat, level, seed) -> move notation`` (a game with CPU players: the module
    #: declaring them, its ``Thinker`` the shell's :class:`web.shell.thinker.MatchThinker`; with :attr:`engine_players`
    #: only its ``CPU``); None for a game without CPU players (a party game), which never starts the CPU worker
    thinker: str | None
    online: str | None = None  #: module with ``Link``, the game's adapter for online play (None: offline only)
    #: the game's own kinds of saved data besides settings, match and statistics (backed up and restored with them:
    #: :mod:`web.shell.backup`), each read by its controller's ``_load_own``
    kinds: tuple[str, ...] = ()
    #: the module of its ``Reporter`` (the embed events): a match's results (on :class:`web.shell.reporter.
    #: MatchReporter`), or its session's (a game of one deal, on :class:`web.shell.reporter.DealReporter`)
    reporter: str = "results"
    #: the worker thinks with the engine's own CPU players (:func:`web.shell.thinker.engine_thinker`), without
    #: loading the :attr:`thinker` module: for a game whose ``CpuSpec`` adds no player, hint or rescue of its own
    engine_players: bool = False

    @property
    def title(self) -> str:
        """The game's name as the lobby's tile shows it in the language in use: a name stays as it is, but Klondike
        has one of its own in many languages (``Paciência (Klondike)``)."""
        if self.id == "klondike":
            # Translators: Klondike's name as the lobby's tile writes it (the page's "Klondike"), in the profile,
            # the statistics and notices
            return pgettext("game name", "Klondike")
        return self.name

    def app(self) -> Any:
        """The game's controller class (its code imported: only once the game is needed)."""
        return importlib.import_module(f"{self.package}.app").App

    def parts(self) -> tuple[Any, Any, Any]:
        """The game's page, controller and embed reporter classes (its code imported: only when the game opens)."""
        page = importlib.import_module(f"{self.package}.dom").Page
        return page, self.app(), importlib.import_module(f"{self.package}.{self.reporter}").Reporter

    def thinker_module(self) -> ModuleType:
        """The thinker's module; a ValueError for a game without CPU players."""
        if self.thinker is None:
            raise ValueError(f"{self.name} has no CPU players: there is nothing to think about.")
        return importlib.import_module(self.thinker)


GAMES: dict[str, WebGame] = {
    "corners": WebGame("corners", "Kings in the Corner", "web.corners", "web.corners.spec", "web.corners.online"),
    "king": WebGame("king", "King", "web.king", "web.king.spec", "web.king.online", engine_players=True),
    "three-thirteen": WebGame("three-thirteen", "3-13", "web.three_thirteen", "web.three_thirteen.spec",
                              "web.three_thirteen.online", engine_players=True),
    "kings-cup": WebGame("kings-cup", "Kings Cup", "web.kings_cup", None, kinds=("decks",), reporter="session"),
    "klondike": WebGame("klondike", "Klondike", "web.klondike", "web.klondike.thinker", reporter="session"),
    "kings-court": WebGame("kings-court", "King's Court", "web.kings_court", "web.kings_court.spec",
                           "web.kings_court.online", engine_players=True),
}

#: The game every address of the one-game site opened (``?seed=42``, ``?embed=1``, ...).
DEFAULT = "corners"


def game(game_id: str) -> WebGame:
    """The game ``game_id``; KeyError with a readable message if there is none."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"There is no game {game_id!r} here: the games are {', '.join(GAMES)}.") from None
