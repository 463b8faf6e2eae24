"""Statistics to and from a JSON file (pure): export, and a validated import.

An import **replaces** the statistics on this device with the file's (it never adds them up: a
file imported twice would otherwise count every deal twice). A file that is not a statistics
export, is damaged, or comes from a newer version is refused with a reason, and nothing changes.

>>> from web.shell.stats import Stats, Tally
>>> text = export_text(Stats(Tally(deals=3, deals_won=1)), at=0)
>>> import_text(text).total.deals
3
>>> import_text('{"format": "something else"}')
Traceback (most recent call last):
  ...
web.shell.statsio.ImportRefused: This is not a Kings statistics file (it has no "format": "kings-stats").
"""

from __future__ import annotations

import json
import time
from typing import Any

from web.shell.stats import Stats
from web.shell.storage import SCHEMAS, migrate

FORMAT = "kings-stats"
MAX_BYTES = 2_000_000  #: a full history is about 60 KB; anything far bigger is not ours


class ImportRefused(ValueError):
    """The file cannot be imported; the message says why, in words for the player."""


def export_text(stats: Stats, at: float | None = None) -> str:
    """The statistics as a JSON document (pretty, so it can be read)."""
    when = time.time() if at is None else at
    doc = {
        "format": FORMAT,
        "schema": SCHEMAS["stats"],
        "exported": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when)),
        "stats": stats.to_dict(),
    }
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def export_name(at: float | None = None) -> str:
    """``kings-stats-2026-11-30.json``."""
    return time.strftime("kings-stats-%Y-%m-%d.json", time.gmtime(time.time() if at is None else at))


def import_text(text: str) -> Stats:
    """The statistics in an exported file; raises :class:`ImportRefused` with the reason."""
    if len(text) > MAX_BYTES:
        raise ImportRefused("This file is too large to be a Kings statistics file.")
    try:
        doc: Any = json.loads(text)
    except ValueError:
        raise ImportRefused("This file is not JSON, so it cannot be a Kings statistics file.") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ImportRefused(f'This is not a Kings statistics file (it has no "format": "{FORMAT}").')
    version = doc.get("schema")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ImportRefused("This statistics file has no valid version number.")
    try:
        data = migrate("stats", version, doc.get("stats"))
    except ValueError as exc:
        raise ImportRefused(f"This statistics file {exc}.") from None
    try:
        return Stats.from_dict(data)
    except (ValueError, TypeError, KeyError) as exc:
        raise ImportRefused(f"This statistics file is damaged ({exc}).") from None
