"""Saved data that could not be read, set aside instead of deleted (pure): ``kings.quarantine``.

When a reader drops saved data (all of a key, or the entries of it it could not read), the key's text as it was
is kept here first, with where it came from, when, and why; the player's notice offers "Download the unreadable
data", a file holding every text kept, exactly as it was (JSON strings, ASCII-escaped, so any text survives the
trip). The quarantine is bounded (:data:`MAX_CHARS`): the newest texts are kept, the oldest go first, and a single
text longer than the bound is kept cut to it (and says so). A quarantine that cannot be read itself is kept in the
new one, as its first entry.

>>> data: dict[str, str] = {}
>>> set_aside(data.get, data.__setitem__, "kings.corners.stats", "{oops", "could not be read", at=0)
>>> [e["text"] for e in json.loads(download_text(data.get, at=0))["entries"]]
['{oops']
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from kings.jsontext import too_deep

KEY = "kings.quarantine"
FORMAT = "kings-unreadable"
MAX_CHARS = 300_000  #: the texts kept, at most (localStorage holds about 5 million characters a site)
MAX_ENTRIES = 40

Get = Callable[[str], "str | None"]
Put = Callable[[str, str], None]


def _stamp(at: float | None) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() if at is None else at))


def entries(get: Get) -> list[dict[str, Any]]:
    """Every text set aside, oldest first (a quarantine that cannot be read is one entry of its own)."""
    text = get(KEY)
    if text is None:
        return []
    try:
        if too_deep(text, 8):
            raise ValueError("nested too deep")
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("entries"), list):
            raise ValueError("not ours")
        kept = [e for e in data["entries"] if isinstance(e, dict) and isinstance(e.get("text"), str)]
        return [{k: e[k] for k in ("key", "at", "why", "text", "cut") if k in e} for e in kept]
    except (ValueError, RecursionError):
        return [{"key": KEY, "at": "", "why": "the set-aside data itself could not be read", "text": text}]


def set_aside(get: Get, put: Put, key: str, text: str, why: str, at: float | None = None) -> None:
    """Keep ``text`` (the saved ``key`` as it was) before it is dropped or repaired; ``put`` may raise (full
    storage): then nothing is dropped either (see :meth:`web.shell.storage.Store.reject`)."""
    kept = entries(get)
    if kept and kept[-1].get("key") == key and kept[-1].get("text") == text:
        return  # the same text again (read twice before it could be replaced): kept once
    entry: dict[str, Any] = {"key": key, "at": _stamp(at), "why": why, "text": text}
    if len(text) > MAX_CHARS:
        entry.update(text=text[:MAX_CHARS], cut=len(text))
    kept.append(entry)
    while len(kept) > 1 and (len(kept) > MAX_ENTRIES or sum(len(e["text"]) for e in kept) > MAX_CHARS):
        kept.pop(0)  # the oldest go first
    put(KEY, json.dumps({"format": FORMAT, "version": 1, "entries": kept}, separators=(",", ":")))


def count(get: Get) -> int:
    """How many texts are set aside."""
    return len(entries(get))


def download_text(get: Get, at: float | None = None) -> str:
    """The file "Download the unreadable data" saves: every text set aside, as it was, and where it came from."""
    doc = {"format": FORMAT, "version": 1, "exported": _stamp(at),
           "about": "Saved data of Kings that could not be read, exactly as it was stored (each entry's text).",
           "entries": entries(get)}  # fmt: skip
    return json.dumps(doc, indent=1) + "\n"  # ASCII: every character escaped survives the file


def download_name(at: float | None = None) -> str:
    """``kings-unreadable-2026-11-30.json``."""
    return time.strftime("kings-unreadable-%Y-%m-%d.json", time.gmtime(time.time() if at is None else at))
