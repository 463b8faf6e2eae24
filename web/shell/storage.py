"""Versioned saved data with recovery, one namespace per game (pure).

Each kind of data lives under its own key as an envelope ``{"schema": N, "kind": ..., "data":
...}``: what every game shares under ``kings.<kind>`` (``kings.prefs``: speed, contrast, sound),
each game's own under ``kings.<game id>.<kind>`` (``kings.corners.match``, ``.settings``,
``.stats``, ``.lobby``: the line its lobby tile shows). :func:`adopt_legacy` moves the data of the
one-game layout (``kings.settings``, ``kings.match``, ``kings.stats``) into it. Reading never
crashes: data that is not JSON, belongs to something else, or was written by an unknown version is
migrated when a migration exists, else dropped with a notice for the player. The storage itself is
injected (a :class:`Backend`); if it throws, as ``localStorage`` does in private mode or a sandboxed
frame, or fills up, the store carries on in memory and says so.

>>> store = Store(MemoryBackend()).for_game("corners")
>>> store.save("stats", {"total": {}})
>>> store.load("stats"), store.notices
({'total': {}}, [])
>>> store.backend.set("kings.corners.stats", "{not json"); store.load("stats"), store.notices
(None, ['Your saved Kings in the Corner statistics could not be read, so they were reset.'])
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from kings.i18n import N_, _
from kings.jsontext import too_deep
from web.shell import quarantine
from web.shell.backends import Backend, MemoryBackend, Overlay

__all__ = ["Backend", "MemoryBackend", "Overlay", "Store"]  # (the backends as they always were)
from web.shell.notice import DOWNLOAD, RELOAD, Notice

SCHEMA = 1  #: the schema version of kinds not listed in :data:`SCHEMAS`
#: Each kind's current schema version: statistics are at 2 since they keep a per-deal history.
SCHEMAS: dict[str, int] = {"settings": 1, "match": 1, "stats": 2, "prefs": 1, "lobby": 1}
PREFIX = "kings."
KINDS: dict[str, str] = {"settings": N_("settings"), "match": N_("match in progress"), "stats": N_("statistics"),
                         "prefs": N_("settings shared by every game"), "lobby": N_("game summary"),
                         "decks": N_("decks"), "daily": N_("daily deals"), "online": N_("online table"),
                         "online-match": N_("online game"), "online-seat": N_("seat at an online table"),
                         "online-name": N_("name for online play"),
                         "online-hidden": N_("names hidden at public tables"),
                         "online-mute": N_("reactions muted at online tables"),
                         "online-wait": N_("time a quick match waits for players"),
                         "profile": N_("profile (name and avatar)")}  # fmt: skip
#: Online play's kinds (:mod:`web.shell.online.play`): the room this device hosts, its online game, a guest's seat.
#: They belong to this device's connection, not to the player's games: never backed up (a seat's token is the key
#: to it), left as they are by a restore, saved whatever another tab did (one tab hosts a room) and another tab's
#: saving them leaves this game's own data alone. What of them cannot be read is set aside like the rest.
ONLINE_KINDS = ("online", "online-match", "online-seat")
#: What became of data that could not be read, in its notice (other kinds: ``they were reset``).
AFTER_REJECT = {"match": N_("a new game was started"),
                "online": N_("it was set aside: choose Play online to open a new table"),
                "online-match": N_("it was set aside: choose Play online to open a new table"),
                "online-seat": N_("it was set aside: open the invite link again to take a seat"),
                "online-name": N_("it was set aside: type your name again when you next play online"),
                "profile": N_("it was set aside: choose your name and avatar again in your profile")}  # fmt: skip
RESET = N_("they were reset")  #: what became of other kinds of data that could not be read
#: The settings every game shares (``kings.prefs``); the rest of a game's settings are its own.
PREF_KEYS = ("speed", "contrast", "sound", "stripes")


def _stats_1_to_2(data: Any) -> Any:
    """Statistics 1 -> 2: the per-deal history starts empty (the tallies are kept)."""
    if not isinstance(data, dict):
        raise ValueError("statistics must be an object")
    return {**data, "history": []}


#: What reading data from outside (storage, a file) may raise when the data is unusable. Readers
#: raise ValueError (or a game's own errors); the rest are a backstop, so bad data never stops a game.
UNREADABLE: tuple[type[Exception], ...] = (ValueError, TypeError, KeyError, OverflowError, RecursionError)

#: (kind, version) -> function upgrading that version's data by one step. Add one per schema change.
MIGRATIONS: dict[tuple[str, int], Callable[[Any], Any]] = {("stats", 1): _stats_1_to_2}


def read_json(text: str) -> Any:
    """``json.loads(text)``, raising only ValueError: also for nesting too deep for the parser (its
    RecursionError), whatever the Python (3.14's parser goes deeper than 3.11's).

    >>> read_json('{"a": [1]}')
    {'a': [1]}
    >>> read_json("[" * 100_000 + "]" * 100_000)
    Traceback (most recent call last):
      ...
    ValueError: nested too deep
    """
    if too_deep(text, MAX_DEPTH):
        raise ValueError("nested too deep")
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("nested too deep") from None


#: Deeper than any data the house writes (a saved match is four levels deep), shallow enough for
#: every reader and writer of JSON: CPython's parser and encoder stop near 1,000 levels.
MAX_DEPTH = 64


def envelope_text(kind: str, data: Any, lobby: dict[str, Any] | None = None) -> str:
    """``data`` of ``kind`` as stored: ``{"schema": N, "kind": ..., "data": ...}`` (and a saved game's lobby line)."""
    envelope: dict[str, Any] = {"schema": SCHEMAS.get(kind, SCHEMA), "kind": kind, "data": data}
    if lobby is not None:
        envelope["lobby"] = lobby
    return json.dumps(envelope, ensure_ascii=False, separators=(",", ":"))


def migrate(kind: str, version: int, data: Any) -> Any:
    """``data`` of ``kind`` written at schema ``version``, upgraded to the current schema.

    Raises ValueError saying why it cannot be (``came from a newer version of the game``, ...)."""
    current = SCHEMAS.get(kind, SCHEMA)
    if version > current:
        raise ValueError(N_("came from a newer version of the game"))
    while version < current:
        step = MIGRATIONS.get((kind, version))
        if step is None:
            raise ValueError(N_("came from an older version of the game"))
        try:
            data = step(data)
        except UNREADABLE:
            raise ValueError(N_("could not be upgraded")) from None
        version += 1
    return data


FALLBACK_NOTICE = N_(
    "This browser is not letting the game save (private mode, blocked or full storage): this game is not being "
    "saved and lasts until you close the tab. What was saved before is kept as it was."
)
#: A widget in a page that gives it no storage (a sandboxed frame).
WIDGET_NOTICE = N_("This game is not being saved: this page gives it no storage.")
CHANGED_NOTICE = N_(
    "This game was changed in another tab or window: what you do here is not being saved. Reload to go on from "
    "the newer game."
)


class _Io:
    """The backend and the notices, shared by a store and its views of other namespaces."""

    def __init__(self, backend: Backend) -> None:
        self.backend: Backend = backend
        self.notices: list[str] = []
        self.fallen_back = False
        self.seen: dict[str, str | None] = {}  #: each key's text as this page last read or wrote it
        self.stale: set[str] = set()  #: namespaces another tab saved over: not saved here any more
        self.epoch = 0  #: counts restores of a backup: a game opened before one reads everything again


class Store:
    """Reads and writes the envelopes of one namespace (``""``: what all games share; else a game's
    id); collects notices for the player in :attr:`notices`, one list for every namespace."""

    def __init__(self, backend: Backend, namespace: str = "") -> None:
        self._io = _Io(backend)
        self.namespace = namespace

    def for_game(self, game: str) -> Store:
        """The same storage seen from ``game``'s namespace (``kings.<game>.<kind>``)."""
        view = Store.__new__(Store)
        view._io, view.namespace = self._io, game
        return view

    def shared(self) -> Store:
        """The same storage seen from the namespace every game shares (``kings.<kind>``)."""
        return self.for_game("")

    def key(self, kind: str) -> str:
        return PREFIX + (f"{self.namespace}." if self.namespace else "") + kind

    @property
    def backend(self) -> Backend:
        return self._io.backend

    @property
    def notices(self) -> list[str]:
        return self._io.notices

    @property
    def fallen_back(self) -> bool:
        return self._io.fallen_back

    @property
    def epoch(self) -> int:
        return self._io.epoch

    def restored(self) -> None:
        """A backup was restored: every game reads its data again (:attr:`epoch`), none of it is stale."""
        self._io.epoch += 1
        self._io.stale.clear()
        self._io.seen.clear()

    def _fall_back(self, notice: str = FALLBACK_NOTICE) -> None:
        io = self._io
        if not io.fallen_back:
            io.fallen_back = True
            io.backend = Overlay(io.backend)
            io.notices.append(_(notice))

    def refused(self) -> None:
        """The page gives no storage at all (a sandboxed widget): play on in memory, and say so."""
        self._fall_back(WIDGET_NOTICE)

    def _get(self, key: str) -> str | None:
        try:
            return self.backend.get(key)
        except Exception:  # the browser's storage can throw anything (SecurityError, ...)
            self._fall_back()
            return None

    def _set(self, key: str, value: str) -> None:
        try:
            self.backend.set(key, value)
        except Exception:  # QuotaExceededError, SecurityError, ...
            self._fall_back()
            self.backend.set(key, value)

    def clear(self, kind: str) -> None:
        key = self.key(kind)
        try:
            self.backend.remove(key)
        except Exception:
            self._fall_back()
            self.backend.remove(key)
        self._io.seen[key] = None

    def peek(self, key: str) -> str | None:
        """The stored text of ``key``, as it is now (nothing is noted)."""
        return self._get(key)

    def seen(self, key: str) -> str | None:
        """The text of ``key`` as this page last read or wrote it (what is stored now, if it never did)."""
        return self._io.seen[key] if key in self._io.seen else self._get(key)

    @property
    def stale(self) -> bool:
        """Another tab saved over this namespace's data: nothing of it is saved here until it is read again."""
        return self.namespace in self._io.stale

    def mark_stale(self) -> None:
        """Another tab saved over this namespace: stop saving it here, and offer to reload (once)."""
        io = self._io
        io.stale.add(self.namespace)
        if _(CHANGED_NOTICE) not in io.notices:
            io.notices.append(Notice(_(CHANGED_NOTICE), (RELOAD,)))

    def forget(self) -> None:
        """Read this namespace afresh (after another tab saved over it): saving resumes, its notice goes."""
        io = self._io
        io.stale.discard(self.namespace)
        for key in [k for k in io.seen if k.startswith(self.key(""))]:
            del io.seen[key]
        if _(CHANGED_NOTICE) in io.notices:
            io.notices.remove(_(CHANGED_NOTICE))

    def save(self, kind: str, data: Any, lobby: dict[str, Any] | None = None) -> None:
        """Store ``data`` (JSON-able) as the current schema (``lobby``: the line the lobby's tile shows, kept in
        the envelope: the lobby reads it from the saved game itself).

        A game's data is written only over what this page last read or wrote there: when another tab has saved
        over it since, nothing is written, and nothing more of this namespace until it is read again
        (:meth:`forget`), and the player is told (:data:`CHANGED_NOTICE`). What every game shares is merged by
        its writer instead (:func:`web.shell.settingsio.save_settings`)."""
        key, text = self.key(kind), envelope_text(kind, data, lobby)
        io = self._io
        if self.namespace and kind not in ONLINE_KINDS:
            if self.stale:
                return
            current = self._get(key)
            if key in io.seen and current != io.seen[key] and current != text:
                self.mark_stale()
                return
        self._set(key, text)
        io.seen[key] = text

    def lobby_line(self) -> Any:
        """The lobby's line for this game as its saved game carries it (what the lobby's tile shows), or None."""
        try:
            envelope = read_json(self._get(self.key("match")) or "null")
        except ValueError:
            return None
        return envelope.get("lobby") if isinstance(envelope, dict) else None

    def write(self, kind: str, data: Any, lobby: dict[str, Any] | None = None) -> None:
        """Store ``data`` whatever is stored now (the player's own choice: a backup restored, statistics imported)."""
        key, text = self.key(kind), envelope_text(kind, data, lobby)
        self._set(key, text)
        self._io.seen[key] = text

    def load(self, kind: str) -> Any | None:
        """The stored data of ``kind`` at the current schema, or None (absent or unreadable)."""
        key = self.key(kind)
        text = self._get(key)
        self._io.seen[key] = text
        if text is None:
            return None
        try:
            envelope = read_json(text)
            if not isinstance(envelope, dict) or envelope.get("kind") != kind or "data" not in envelope:
                raise ValueError("not ours")
            version = envelope.get("schema")
            if isinstance(version, bool) or not isinstance(version, int):
                raise ValueError("no schema version")
        except ValueError:
            self.reject(kind, N_("could not be read"))
            return None
        try:
            return migrate(kind, version, envelope["data"])
        except ValueError as exc:
            self.reject(kind, str(exc))
            return None

    def noun(self, kind: str) -> str:
        """What ``kind`` is called in a notice: ``Kings in the Corner statistics``, ``settings shared by ...``."""
        from web.shell.games import GAMES  # (pure, but the shell's storage reaches for it only to word a notice)

        game = GAMES.get(self.namespace)
        noun = _(KINDS.get(kind, kind))
        # Translators: what a notice says was lost, as "Klondike statistics": {game} a game's name, {what} a kind
        return _("{game} {what}").format(game=game.title, what=noun) if game is not None and kind != "match" else noun

    def reject(self, kind: str, why: str) -> None:
        """Drop unusable data of ``kind``, set aside first, and tell the player (offering to download it)."""
        if not self.set_aside(kind, why):
            return
        self.clear(kind)
        then = _(AFTER_REJECT.get(kind, RESET))
        # Translators: {what} is what was saved ("Klondike statistics"), {why} what went wrong ("could not be read"),
        # {then} what was done about it ("they were reset")
        text = _("Your saved {what} {why}, so {then}.").format(what=self.noun(kind), why=_(why), then=then)
        self.notices.append(Notice(text, (DOWNLOAD,)))

    def repaired(self, kind: str, dropped: list[str], data: Any) -> None:
        """Part of ``kind`` could not be read: set the whole as it was aside, keep ``data`` (what could be read),
        and tell the player what was dropped (``dropped``: each part in a few words)."""
        if not self.set_aside(kind, "; ".join(dropped)):
            return
        self.save(kind, data)
        parts = "; ".join(_(part) for part in dropped[:3])
        if len(dropped) > 3:
            parts = _("{parts}; and {n} more").format(parts=parts, n=len(dropped) - 3)
        self.notices.append(Notice(_("Part of your saved {what} could not be read and was dropped: {parts}. The rest "
                                     "is kept.").format(what=self.noun(kind), parts=parts), (DOWNLOAD,)))

    def set_aside(self, kind: str, why: str) -> bool:
        """Keep the stored text of ``kind`` in the quarantine; False if there is none (nothing to drop)."""
        key = self.key(kind)
        text = self._get(key)
        if text is None:
            return False
        io = self.shared()
        try:
            quarantine.set_aside(io._get, io.backend.set, key, text, why)
        except Exception:  # full storage: the text stays where it is, nothing is written any more
            io._fall_back()
            quarantine.set_aside(io._get, io.backend.set, key, text, why)
        return True

    def unreadable_file(self) -> tuple[str, str]:
        """(file name, text) of "Download the unreadable data"."""
        return quarantine.download_name(), quarantine.download_text(self._get)
