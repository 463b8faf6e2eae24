"""Everything saved, as one file and back (pure): "Back up everything" and "Restore" in Settings.

A backup holds every game's saved data (its settings, match in progress, statistics and its own kinds, such as
Kings Cup's decks) and the settings every game shares, each entry as stored: its schema version and its data, so a
later version migrates each entry as it migrates saved data (:func:`web.shell.storage.migrate`). The file has a
format and a version of its own (:data:`VERSION`); tests/data/backup-v1.json is a backup in today's format that every
later version must restore. Left out on purpose: online play's room, online game and seat
(:data:`web.shell.storage.ONLINE_KINDS`), which belong to this device's connection (a seat's token is the key to
it), and the data set aside as unreadable (``kings.quarantine``: "Download the unreadable data" saves it).

Reading a file (:func:`read_backup`) refuses only what is not a backup at all; an entry that cannot be used is
refused alone, with the reason (:attr:`Backup.refused`), and the rest goes on to be checked by each game's own
readers and restored (:mod:`web.shell.restore`).

>>> from web.shell.storage import MemoryBackend, Store
>>> store = Store(MemoryBackend())
>>> store.for_game("corners").save("stats", {"total": {"deals": 2}})
>>> b = read_backup(backup_text(store, {"corners": ("settings", "match", "stats")}, at=0))
>>> b.games, b.refused
({'corners': {'stats': {'total': {'deals': 2}}}}, [])
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kings.i18n import N_, _
from web.shell.games import GAMES
from web.shell.quoting import quoted
from web.shell.storage import KINDS, ONLINE_KINDS, UNREADABLE, Store, migrate, read_json

FORMAT = "kings-backup"
VERSION = 1  #: the file's own version (each entry carries its schema besides)
MAX_BYTES = 12_000_000  #: far above what a browser's storage holds (about 5 million characters)
MAX_GAMES = 30
MAX_KINDS = 12  #: kinds of saved data a game keeps, at most
BASE_KINDS = ("settings", "match", "stats", "daily")  #: what every game saves (a game names its own besides)
SHARED_KINDS = ("prefs", "profile")  #: what every game shares: the settings, the profile's name and avatar
_NAME = re.compile(r"[a-z][a-z0-9-]{0,30}")


#: Each kind of a game's saved data in the words of a restore's summary.
NOUNS = {"settings": N_("settings"), "match": N_("game in progress"), "stats": N_("statistics"),
         "prefs": N_("settings"), "daily": N_("daily deals"),
         **{k: v for k, v in KINDS.items() if k in ONLINE_KINDS}}  # fmt: skip


def _what(owner: str, kind: str, game: str) -> str:
    """``King statistics``; the settings every game shares are named by their owner alone."""
    # Translators: a game's saved data, as "King statistics": {game} the game's name, {what} a kind of data
    return _("{game} {what}").format(game=owner, what=_(NOUNS.get(kind, kind))) if game else owner


class BackupRefused(ValueError):
    """The file is not a backup that can be restored; the message says why, in words for the player."""


@dataclass
class Backup:
    """A backup read: each entry's data at today's schema, and what was refused while reading, and why."""

    exported: str = ""
    shared: dict[str, Any] = field(default_factory=dict)  #: kind -> data
    games: dict[str, dict[str, Any]] = field(default_factory=dict)  #: game id -> kind -> data
    lobby: dict[str, Any] = field(default_factory=dict)  #: game id -> its saved game's lobby line
    refused: list[str] = field(default_factory=list)


def _entry(store: Store, kind: str) -> dict[str, Any] | None:
    """The stored envelope of ``kind`` as the backup keeps it (None if absent or not an envelope at all: what cannot
    be read stays where it is, for the game's own reader to set aside)."""
    text = store.peek(store.key(kind))
    if text is None:
        return None
    try:
        envelope = read_json(text)
    except ValueError:
        return None
    if not isinstance(envelope, dict) or envelope.get("kind") != kind or "data" not in envelope:
        return None
    out = {"schema": envelope.get("schema"), "data": envelope["data"]}
    if isinstance(envelope.get("lobby"), dict):
        out["lobby"] = envelope["lobby"]
    return out


def backup_text(store: Store, kinds: Mapping[str, Sequence[str]], at: float | None = None) -> str:
    """Every game's saved data (``kinds``: each game id's kinds) and the shared settings, as one JSON text."""
    when = time.time() if at is None else at
    shared = {k: e for k in SHARED_KINDS if (e := _entry(store.shared(), k)) is not None}
    games: dict[str, Any] = {}
    for game, own in kinds.items():
        entries = {k: e for k in own if (e := _entry(store.for_game(game), k)) is not None}
        if entries:
            games[game] = entries
    doc = {"format": FORMAT, "version": VERSION, "exported": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when)),
           "shared": shared, "games": games}  # fmt: skip
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def backup_name(at: float | None = None) -> str:
    """``kings-backup-2026-11-30.json``."""
    return time.strftime("kings-backup-%Y-%m-%d.json", time.gmtime(time.time() if at is None else at))


def read_backup(text: str) -> Backup:
    """The entries of a backup file, each migrated to today's schema; raises :class:`BackupRefused` with the reason
    when the file is no backup at all. An entry that cannot be used is refused alone (:attr:`Backup.refused`)."""
    if len(text) > MAX_BYTES:
        raise BackupRefused(_("This file is too large to be a Kings backup."))
    try:
        doc: Any = read_json(text)
    except ValueError:
        raise BackupRefused(_("This file is not JSON, so it cannot be a Kings backup.")) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise BackupRefused(_('This is not a Kings backup (it has no "format": "{format}").').format(format=FORMAT))
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise BackupRefused(_("This backup has no valid version number."))
    if version > VERSION:
        raise BackupRefused(_("This backup was made by a newer version of Kings: reload the page to update it "
                              "first."))
    shared, games = doc.get("shared", {}), doc.get("games", {})
    if not isinstance(shared, dict) or not isinstance(games, dict) or len(games) > MAX_GAMES:
        raise BackupRefused(_("This backup is damaged (its games are not a short list)."))
    exported = doc.get("exported")
    out = Backup(exported if isinstance(exported, str) else "")
    out.shared = _entries(shared, SHARED_KINDS, _("the settings shared by every game"), out.refused, {})
    for game, entries in games.items():
        if not isinstance(game, str) or not _NAME.fullmatch(game):
            out.refused.append(_("a game called {name}: that is not a game's name").format(name=quoted(str(game))))
            continue
        if not isinstance(entries, dict) or len(entries) > MAX_KINDS:
            out.refused.append(_("{game}: its saved data is damaged").format(game=GAMES[game].title if game in GAMES
                                                                             else game))  # fmt: skip
            continue
        name = GAMES[game].title if game in GAMES else game
        out.games[game] = _entries(entries, tuple(k for k in entries if isinstance(k, str)), name, out.refused,
                                   out.lobby, game)  # fmt: skip
    return out


def _entries(raw: dict[str, Any], kinds: Sequence[str], owner: str, refused: list[str], lobby: dict[str, Any],
             game: str = "") -> dict[str, Any]:  # fmt: skip
    out: dict[str, Any] = {}
    for kind, entry in raw.items():
        if kind not in kinds or not isinstance(kind, str) or not _NAME.fullmatch(kind):
            refused.append(_("{owner}: {kind} is no kind of saved data").format(owner=owner, kind=quoted(str(kind))))
            continue
        if not isinstance(entry, dict) or "data" not in entry:
            refused.append(_("{what}: damaged").format(what=_what(owner, kind, game)))
            continue
        schema = entry.get("schema")
        if isinstance(schema, bool) or not isinstance(schema, int):
            refused.append(_("{what}: it has no schema version").format(what=_what(owner, kind, game)))
            continue
        try:
            out[kind] = migrate(kind, schema, entry["data"])
        except UNREADABLE as exc:
            refused.append(_("{what}: {why}").format(what=_what(owner, kind, game), why=_(str(exc))))
            continue
        if game and kind == "match" and isinstance(entry.get("lobby"), dict):
            lobby[game] = entry["lobby"]
    return out
