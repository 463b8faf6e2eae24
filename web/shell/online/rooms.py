"""Room codes and invite links (pure).

A room is named by 130 random bits, written as 26 letters and digits of Crockford's base 32 (no I, L, O or U:
nothing to misread when a code is read out), shown in groups of four. The invite link carries the code in its
fragment (``#online=...``), which a browser never sends to a server; the code is also the password that
encrypts the handshake on the relays, which see only a hash of it.

>>> code = new_code(lambda bits: 5)
>>> code, pretty(code), read_code(" 0000-0000-0000-0000-0000-0000-05 ")
('00000000000000000000000005', '0000-0000-0000-0000-0000-0000-05', '00000000000000000000000005')
>>> read_code("oooo oooo oooo oooo oooo oooo 05"), read_code("too short")
('00000000000000000000000005', None)
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import quote

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
LENGTH = 26  #: characters of a code: 130 bits
BITS = 5 * LENGTH
_READ = {**{c: c for c in ALPHABET}, "O": "0", "I": "1", "L": "1"}
FRAGMENT = "online="


def new_code(randbits: Callable[[int], int]) -> str:
    """A fresh room code from ``randbits`` (``secrets.randbits`` in the browser)."""
    n = randbits(BITS)
    return "".join(ALPHABET[(n >> (5 * i)) & 31] for i in reversed(range(LENGTH)))


def pretty(code: str) -> str:
    """The code in groups of four, to read out or type."""
    return "-".join(code[i : i + 4] for i in range(0, len(code), 4))


def read_code(text: str) -> str | None:
    """A code as typed or pasted (any case, dashes and spaces, O for 0, I or L for 1), else None."""
    if len(text) > 200:
        return None
    chars = [c for c in text.upper() if c not in " -\t\n"]
    if len(chars) != LENGTH or any(c not in _READ for c in chars):
        return None
    return "".join(_READ[c] for c in chars)


def code_from_fragment(fragment: str) -> str | None:
    """The room code of an invite link's fragment (``#online=CODE``), else None."""
    text = fragment.lstrip("#")
    for part in text.split("&"):
        if part.startswith(FRAGMENT):
            return read_code(part[len(FRAGMENT) :])
    return None


def invite_link(page: str, game: str, code: str) -> str:
    """The link a host shares: this page (no query, no fragment), the game, and the room in the fragment."""
    base = page.split("#")[0].split("?")[0]
    return f"{base}?game={quote(game)}#{FRAGMENT}{code}"
