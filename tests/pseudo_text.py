"""What the games' pseudo-locale walks share (tests/test_*_i18n.py): in ``en-XA`` every message that came through a
catalog is bracketed ``⟦…⟧``, so English words left outside the brackets did not."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

INNER = re.compile(r"⟦[^⟦⟧]*⟧")  #: one pseudo-translated message, with nothing translated inside it
WORD = re.compile(r"[A-Za-z]{2,}")  #: an English word (a single letter may be a key, a rank or a column)
ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")  #: an id or a choice's value (``draw-one``), not a text


def english_outside(text: str, names: Sequence[str] = (), ignore: re.Pattern[str] | None = None) -> str:
    """What of ``text`` is not inside a pseudo-translated message: "" when every word came through a catalog.
    ``names`` (players' names: names, not words) and what ``ignore`` matches (a square, a move's notation) may
    stand outside one, as may a number, a card's label or a key's letter."""
    while INNER.search(text):
        text = INNER.sub("", text)
    for name in sorted(names, key=len, reverse=True):
        text = re.sub(rf"\b{re.escape(name)}\b", "", text)
    if ignore is not None:
        text = ignore.sub("", text)
    return " ".join(WORD.findall(text))


def untranslated(texts: Iterable[str], shell: Iterable[re.Pattern[str]] = (), names: Sequence[str] = (),
          ignore: re.Pattern[str] | None = None, catalogued: frozenset[str] = frozenset()) -> list[str]:  # fmt: skip
    """The texts with English words outside the catalogs: the shell's own texts (``shell``, matched whole: its domain,
    checked there) and ``catalogued`` constants (a dialog translates those where it draws them) aside."""
    patterns = tuple(shell)
    return sorted({t for t in texts if t and english_outside(t, names, ignore) and t not in catalogued
                   and not any(p.fullmatch(t) for p in patterns)})  # fmt: skip
