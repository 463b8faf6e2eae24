"""Outside text quoted back to a player in a notice (a bad address parameter, say), short and printable.

>>> quoted("abc"), quoted("x" * 40), quoted("0\\x1f\\U0001b2fc"), shown("7\\u200b")
("'abc'", "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'", "'0��'", '7�')
"""

from __future__ import annotations

SHOWN = 32  #: at most this many characters of a bad value are quoted back


def shown(text: str, most: int = SHOWN) -> str:
    """``text`` cut to ``most`` characters, each character that does not print (a control character, a format mark)
    shown as the replacement mark: a notice never grows with the escapes a repr() would write, nor carries invisible
    text."""
    clean = "".join(c if c.isprintable() else "\ufffd" for c in text[: most + 1])
    return clean if len(clean) <= most else clean[: most - 1] + "…"


def quoted(text: str, most: int = SHOWN) -> str:
    """:func:`shown`, in single quotes."""
    return f"'{shown(text, most)}'"
