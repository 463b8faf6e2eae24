"""Statistics of every game to and from a JSON file, and from storage (pure).

One file holds every game's statistics (``"games": {"corners": {...}, ...}``); a file exported by
the one-game version (``"stats": {...}``) is read as Kings in the Corner's. An import **replaces**
the statistics on this device with the file's (it never adds them up: a file imported twice would
otherwise count every deal twice). A file that is not a statistics export, is damaged, or comes
from a newer version is refused with a reason, and nothing changes.

>>> from web.shell.stats import Stats, Tally
>>> text = export_text({"corners": Stats(Tally(deals=3, deals_won=1))}, at=0)
>>> import_text(text)["corners"].total.deals
3
>>> import_text('{"format": "something else"}')
Traceback (most recent call last):
  ...
web.shell.statsio.ImportRefused: This is not a Kings statistics file (it has no "format": "kings-stats").
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterable, Mapping
from typing import Any

from kings.i18n import N_, _
from web.shell.stats import Stats
from web.shell.storage import SCHEMAS, UNREADABLE, Store, migrate, read_json

FORMAT = "kings-stats"
MAX_BYTES = 2_000_000  #: a full history is about 60 KB a game; anything far bigger is not ours
MAX_GAMES = 20  #: more games than the house will ever have: not ours
LEGACY_GAME = "corners"  #: whose statistics a file of the one-game version holds
_GAME_ID = re.compile(r"[a-z][a-z0-9-]{0,30}")


class ImportRefused(ValueError):
    """The file cannot be imported; the message says why, in words for the player."""


def export_text(games: Mapping[str, Stats], at: float | None = None) -> str:
    """Every game's statistics as one JSON document (pretty, so it can be read)."""
    when = time.time() if at is None else at
    doc = {
        "format": FORMAT,
        "schema": SCHEMAS["stats"],
        "exported": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when)),
        "games": {game: stats.to_dict() for game, stats in games.items()},
    }
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def export_name(at: float | None = None) -> str:
    """``kings-stats-2026-11-30.json``."""
    return time.strftime("kings-stats-%Y-%m-%d.json", time.gmtime(time.time() if at is None else at))


def import_text(text: str) -> dict[str, Stats]:
    """Each game's statistics in an exported file; raises :class:`ImportRefused` with the reason."""
    if len(text) > MAX_BYTES:
        raise ImportRefused(_("This file is too large to be a Kings statistics file."))
    try:
        doc: Any = read_json(text)
    except ValueError:
        raise ImportRefused(_("This file is not JSON, so it cannot be a Kings statistics file.")) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ImportRefused(_('This is not a Kings statistics file (it has no "format": "{format}").').format(
            format=FORMAT))
    version = doc.get("schema")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ImportRefused(_("This statistics file has no valid version number."))
    games = doc.get("games") if "games" in doc else {LEGACY_GAME: doc.get("stats")}
    if not isinstance(games, dict) or len(games) > MAX_GAMES:
        raise ImportRefused(_("This statistics file is damaged (its games are not a short list)."))
    out: dict[str, Stats] = {}
    for game, data in games.items():
        if not isinstance(game, str) or not _GAME_ID.fullmatch(game):
            raise ImportRefused(_("This statistics file is damaged (a game has no valid name)."))
        try:
            data = migrate("stats", version, data)
        except ValueError as exc:
            # Translators: {why} is what is wrong with it ("came from a newer version of the game")
            raise ImportRefused(_("This statistics file {why}.").format(why=_(str(exc)))) from None
        try:
            out[game] = Stats.from_dict(data)
        except UNREADABLE as exc:
            # Translators: {why} says what is damaged, in English (a detail for whoever looks into it)
            raise ImportRefused(_("This statistics file is damaged ({why}).").format(why=exc)) from None
    return out


def load_stats(store: Store) -> Stats | None:
    """The statistics saved in ``store`` (a game's namespace), entry by entry: the tallies, deals and records that
    cannot be read are dropped (the whole set aside first, with a notice), the rest kept. None if none were saved
    or none could be read."""
    data = store.load("stats")
    if data is None:
        return None
    try:
        stats, dropped = Stats.salvaged(data)
    except UNREADABLE:
        store.reject("stats", N_("could not be read"))
        return None
    if dropped:
        store.repaired("stats", dropped, stats.to_dict())
    return stats


def load_games(store: Store, games: Iterable[str]) -> dict[str, Stats]:
    """The saved statistics of each of ``games`` (those with none, or unreadable ones, are left out)."""
    out: dict[str, Stats] = {}
    for game in games:
        stats = load_stats(store.for_game(game))
        if stats is not None:
            out[game] = stats
    return out


def replace_games(store: Store, imported: Mapping[str, Stats], games: Iterable[str]) -> None:
    """Make the saved statistics exactly ``imported``: every game in it saved, every other game of
    ``games`` cleared (an import replaces; it never adds up)."""
    for game in {*games, *imported}:
        if game in imported:
            store.for_game(game).write("stats", imported[game].to_dict())  # the player's choice: over any tab's
        else:
            store.for_game(game).clear("stats")
