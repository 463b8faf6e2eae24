"""Public tables (pure): what a host publishes of its open table, and the strict reader of what relays send back.

A host's open table is a Nostr event (web/shell/nostr.js publishes it): kind :data:`KIND`, its ``d`` tag the room
code (a public table is public: whoever reads it may join), its ``t`` tag :func:`topic` (the game and the protocol
version: what readers subscribe by), an ``expiration`` tag (NIP-40) a few minutes ahead, and as content the JSON
object :func:`content` writes. Anyone can publish anything to a relay, so everything is read strictly
(:func:`read_event`): a size cap before parsing, exactly the fields of their types, text that prints and holds no
link, numbers clamped; anything else is ignored. :class:`Board` keeps what is open now: the newest event of each
table, gone when it is replaced by an empty one, deleted (NIP-09) by its own key, expired, or started.

>>> now = 1_000_000
>>> text = content("Ann", "standard", taken=1, free=1, opened=now - 30)
>>> board = Board("corners")
>>> board.offer([event(text, now=now)], now)
True
>>> [(t.host, t.preset, t.taken, t.free, t.waited(now)) for t in board.tables(now)]
[('Ann', 'standard', 1, 1, 30)]
>>> board.offer([event("", now=now + 1)], now + 1), board.tables(now + 1)
(True, [])
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from kings.i18n import _, ngettext
from web.shell.online.names import check_name
from web.shell.online.rooms import ALPHABET, LENGTH

KIND = 30078  #: NIP-78 (an application's own data), parameterized replaceable (NIP-33): web/shell/nostr.js's
DELETION = 5  #: NIP-09
PROTOCOL = 1  #: the online protocol's version (web/shell/online.js's ``kings-online-1``): tables of another differ
TTL = 300  #: seconds a listing lives (its ``expiration``) unless refreshed
REFRESH = 120  #: seconds between a host's refreshes
MAX_EVENT = 3000  #: characters of one event, checked before it is parsed
MAX_CONTENT = 600
MAX_TAGS = 8
MAX_TAG = 200  #: characters of one tag's value
MAX_TABLES = 100  #: tables kept at once (junk that reads like a table cannot fill the page's memory)
MAX_SEATS = 8
MAX_LEVEL = 99
MAX_AGE = 6 * 3600  #: a table that says it has waited longer is not believed
SKEW = 600  #: seconds a host's clock may run ahead of this one
FIELDS = {"v", "host", "level", "rules", "taken", "free", "opened"}
EVENT_FIELDS = {"id", "pubkey", "created_at", "kind", "tags", "content", "sig"}
_HEX64 = re.compile(r"[0-9a-f]{64}")
_HEX128 = re.compile(r"[0-9a-f]{128}")
_PRESET = re.compile(r"[a-z0-9][a-z0-9-]{0,31}")
_CODE = re.compile(f"[{ALPHABET}]{{{LENGTH}}}")
#: What reads as a link: a scheme, www., or a dotted name ending in two letters or more (ann.example.com, t.me/x).
_LINK = re.compile(r"(?i)[a-z][a-z0-9+.-]*:/|www\.|[a-z0-9-]\.[a-z]{2,}\b|@[a-z0-9-]+\.|\.(com|net|org|io)\b")


def topic(game: str) -> str:
    """The ``t`` tag of ``game``'s public tables in this protocol version (what a reader subscribes by)."""
    return f"kings-{game}-{PROTOCOL}"


def content(host: str, preset: str, *, taken: int, free: int, opened: int, level: int = 0) -> str:
    """A host's listing: its name, level in this game as its profile gives it (self-reported: nothing checks it),
    rules preset id, seats taken and free, and when the table opened (Unix seconds)."""
    data = {"v": PROTOCOL, "host": host, "level": level, "rules": preset, "taken": taken, "free": free,
            "opened": opened}  # fmt: skip
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class Table:
    """One open public table as a reader lists it."""

    room: str  #: the room code (the ``d`` tag)
    pubkey: str  #: the key that publishes it (a throwaway key of the host's browser: it names nobody)
    host: str
    level: int
    preset: str  #: the rules preset's id (``custom``: rules matching none)
    taken: int
    free: int
    opened: int  #: Unix seconds, never after the event was made
    created: int  #: the event's ``created_at`` (a newer one replaces it)
    expires: int

    def waited(self, now: float) -> int:
        """Seconds the table has waited for players."""
        return max(0, int(now) - self.opened)


@dataclass(frozen=True, slots=True)
class Removal:
    """An empty replacement or a deletion: ``keys`` ((pubkey, room) pairs) are no longer open, as of ``created``."""

    keys: tuple[tuple[str, str], ...]
    created: int


def _whole(value: Any, low: int, high: int) -> int | None:
    return value if type(value) is int and low <= value <= high else None


def _text(value: Any, limit: int) -> str | None:
    return value if isinstance(value, str) and len(value) <= limit and value.isprintable() else None


def read_event(text: Any, game: str, now: float) -> Table | Removal | None:
    """The table (or the removal) an event's JSON ``text`` says for ``game`` at ``now``, else None: anything that is
    not exactly a listing of this game and protocol, unexpired, with printable text, no link and sane numbers."""
    if not isinstance(text, str) or len(text) > MAX_EVENT:
        return None
    try:
        event = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(event, dict) or set(event) != EVENT_FIELDS:
        return None
    pubkey, created, kind = event["pubkey"], _whole(event["created_at"], 0, int(now) + SKEW), event["kind"]
    if not (isinstance(pubkey, str) and _HEX64.fullmatch(pubkey) and isinstance(event["id"], str)
            and _HEX64.fullmatch(event["id"]) and isinstance(event["sig"], str) and _HEX128.fullmatch(event["sig"])
            and created is not None and kind in (KIND, DELETION)):  # fmt: skip
        return None
    tags = _tags(event["tags"])
    if tags is None or tags.get("t") != [topic(game)] or not isinstance(event["content"], str):
        return None
    if kind == DELETION:
        keys = tuple((pubkey, a.rpartition(":")[2]) for a in tags.get("a", []) if a.startswith(f"{KIND}:{pubkey}:"))
        return Removal(keys, created) if keys else None
    rooms, expiry = tags.get("d", []), tags.get("expiration", [])
    if len(rooms) != 1 or not _CODE.fullmatch(rooms[0]) or len(expiry) != 1 or not expiry[0].isdigit():
        return None
    expires = min(int(expiry[0][:12]), int(now) + 2 * TTL)
    if expires <= now:
        return None
    if not event["content"]:
        return Removal(((pubkey, rooms[0]),), created)
    return _table(event["content"], rooms[0], pubkey, created, expires, now)


def _tags(raw: Any) -> dict[str, list[str]] | None:
    if not isinstance(raw, list) or len(raw) > MAX_TAGS:
        return None
    out: dict[str, list[str]] = {}
    for tag in raw:
        if not (isinstance(tag, list) and 2 <= len(tag) <= 4 and all(_text(t, MAX_TAG) is not None for t in tag)):
            return None
        out.setdefault(tag[0], []).append(tag[1])
    return out


def _table(text: str, room: str, pubkey: str, created: int, expires: int, now: float) -> Table | None:
    if len(text) > MAX_CONTENT:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or set(data) != FIELDS or data["v"] != PROTOCOL or type(data["v"]) is not int:
        return None
    host = _text(data["host"], 80)
    name, why = check_name(host) if host is not None else ("", "")
    if why is not None or name != host or _LINK.search(name):
        return None
    preset, level = data["rules"], data["level"]
    taken, free = _whole(data["taken"], 1, MAX_SEATS), _whole(data["free"], 1, MAX_SEATS)
    opened = _whole(data["opened"], int(now) - MAX_AGE, created)
    if (not isinstance(preset, str) or not _PRESET.fullmatch(preset) or type(level) is not int or taken is None
            or free is None or taken + free > MAX_SEATS or opened is None):  # fmt: skip
        return None
    return Table(room, pubkey, name, max(0, min(level, MAX_LEVEL)), preset, taken, free, opened, created, expires)


class Board:
    """The open public tables of one game, as events arrive (:meth:`offer`): the newest word on each table wins."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._tables: dict[tuple[str, str], Table] = {}
        self._gone: dict[tuple[str, str], int] = {}  #: removed tables, as of when (an older listing stays removed)
        self.hidden: set[str] = set()  #: hosts' names this player hid (casefolded): their tables are not listed

    def offer(self, texts: Iterable[Any], now: float) -> bool:
        """Read each event text; True if what :meth:`tables` lists changed."""
        changed = False
        for text in texts:
            found = read_event(text, self.game, now)
            if isinstance(found, Removal):
                for key in found.keys:
                    if self._gone.get(key, -1) < found.created:
                        self._gone[key] = found.created
                    table = self._tables.get(key)
                    if table is not None and table.created <= found.created:
                        del self._tables[key]
                        changed = True
                self._trim_gone()
            elif isinstance(found, Table):
                key = (found.pubkey, found.room)
                old = self._tables.get(key)
                if self._gone.get(key, -1) >= found.created or (old is not None and old.created >= found.created):
                    continue
                self._tables[key] = found
                changed = True
                if len(self._tables) > MAX_TABLES:  # the one closest to expiring goes
                    del self._tables[min(self._tables, key=lambda k: self._tables[k].expires)]
        return changed

    def _trim_gone(self) -> None:
        while len(self._gone) > 4 * MAX_TABLES:
            del self._gone[next(iter(self._gone))]

    def expire(self, now: float) -> bool:
        """Drop the tables whose listing has expired; True if any went."""
        old = [k for k, t in self._tables.items() if t.expires <= now]
        for key in old:
            del self._tables[key]
        return bool(old)

    def tables(self, now: float) -> list[Table]:
        """The open tables with a free seat, the longest waiting first (one per room: the first opened)."""
        seen: set[str] = set()
        out = []
        for t in sorted(self._tables.values(), key=lambda t: (t.opened, t.room, t.pubkey)):
            if t.expires > now and t.room not in seen and t.host.casefold() not in self.hidden:
                seen.add(t.room)
                out.append(t)
        return out


def event(text: str, *, now: int, room: str = "0" * LENGTH, game: str = "corners", pubkey: str = "a" * 64) -> str:
    """A listing event as a relay would send it (tests and examples; the page's are signed by web/shell/nostr.js)."""
    tags = [["d", room], ["t", topic(game)], ["expiration", str(now + TTL)]]
    return json.dumps({"id": "b" * 64, "pubkey": pubkey, "created_at": now, "kind": KIND, "tags": tags,
                       "content": text, "sig": "c" * 128})  # fmt: skip


MAX_HIDDEN = 200  #: names a player may hide


def read_hidden(data: Any) -> list[str]:
    """The names a player hid, as saved (``{"names": [...]}``); what is not a name is left out."""
    names = data.get("names") if isinstance(data, dict) else None
    if not isinstance(names, list):
        return []
    return [n for n in names[:MAX_HIDDEN] if isinstance(n, str) and check_name(n) == (n, None)]


def waiting_words(seconds: int) -> str:
    """How long a table has waited, in a few words (``just opened``, ``2 min``, ``1 h 5 min``)."""
    if seconds < 60:
        return _("just opened")
    minutes = seconds // 60
    if minutes < 60:
        return _("{minutes} min").format(minutes=minutes)
    return _("{hours} h {minutes} min").format(hours=minutes // 60, minutes=minutes % 60)


class Counts:
    """The open public tables of several games at once, as the lobby counts them (one subscription for all): each
    event goes to every game's :class:`Board`, which keeps only its own.

    >>> now = 1_000_000
    >>> counts = Counts(("corners", "king"))
    >>> counts.offer([event(content("Ann", "standard", taken=1, free=1, opened=now), now=now)], now)
    True
    >>> counts.numbers(now), count_words(1), count_words(3)
    ({'corners': 1, 'king': 0}, '1 open table', '3 open tables')
    """

    def __init__(self, games: Iterable[str]) -> None:
        self.boards = {game: Board(game) for game in games}

    @property
    def topics(self) -> list[str]:
        """The tags to subscribe to: every game's."""
        return [topic(game) for game in self.boards]

    def hide(self, names: Iterable[str]) -> None:
        """Leave out the tables of these hosts (the names this player hid)."""
        for board in self.boards.values():
            board.hidden = {n.casefold() for n in names}

    def offer(self, texts: Iterable[Any], now: float) -> bool:
        """Read a batch of event texts; True if any game's count may have changed."""
        batch = list(texts)[: MAX_TABLES * 2]
        changed = [board.offer(batch, now) for board in self.boards.values()]
        return any(changed)

    def numbers(self, now: float) -> dict[str, int]:
        """Each game's open tables with a free seat now."""
        for board in self.boards.values():
            board.expire(now)
        return {game: len(board.tables(now)) for game, board in self.boards.items()}


def count_words(n: int) -> str:
    """A lobby tile's badge on its game's public tables waiting for players now (``""`` for none: the tile says
    nothing). Short: it sits in the tile's corner, beside the cards."""
    if n <= 0:
        return ""
    # Translators: a badge on a game's tile in the lobby: public tables waiting for players right now; keep it short
    return ngettext("{n} open table", "{n} open tables", n).format(n=n)
