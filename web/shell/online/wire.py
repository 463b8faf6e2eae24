"""The messages of an online table, read as strictly as the other readers of the shell (pure).

Every message is one JSON object of text, ``{"t": kind, ...}``. What a guest sends the host is small and read
with a cap on its length before it is parsed; what the host sends a guest is capped too (a table grows with the
game, never past :data:`HOST_MAX`). A message of a known kind must have exactly its fields, each of its type;
anything else is refused with a :class:`BadMessage` saying why, and changes nothing.

>>> read_guest('{"t": "move", "m": "7C>N", "n": 3}')
{'t': 'move', 'm': '7C>N', 'n': 3}
>>> read_guest('{"t": "move", "m": "7C>N", "n": 3, "seat": 2}')
Traceback (most recent call last):
  ...
web.shell.online.wire.BadMessage: a move message has no field seat
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from web.shell.online.names import check_name, clean_name
from web.shell.online.reactions import is_reaction, read_level
from web.shell.seats import MAX_NAME

VERSION = 1  #: the protocol's version: a host and a guest of different versions say so and stop
GUEST_MAX = 1_000  #: the longest message a guest may send (characters), checked before parsing
HOST_MAX = 1_000_000  #: the longest message a host may send (a whole table, its score sheet included)
MAX_DEPTH = 40  #: JSON nesting deeper than this is refused before it is read
TOKEN_LEN = 32  #: a seat token: 128 random bits as hex
MAX_MOVE = 64  #: the longest move notation
MAX_REASON = 300


class BadMessage(ValueError):
    """A message this table cannot read (the text says why, in plain words)."""


#: Each kind a guest may send: its fields and their types (``int`` is a whole number, never true or false).
GUEST_KINDS: Mapping[str, Mapping[str, Any]] = {
    "hello": {"v": int, "name": str, "token": (str, type(None)), "level": object},  #: joining (again, with a token)
    "sit": {"seat": int, "name": str, "level": object},  #: take a free seat before the game starts
    "move": {"m": str, "n": int},  #: a move (its notation) made on table version ``n``
    "next": {"n": int},  #: deal the next hand (between deals)
    "ping": {"id": int},
    "react": {"r": str},  #: a quick reaction (:data:`web.shell.online.reactions.REACTIONS`), nothing else
}
#: Fields a message may leave out (a page of before they were sent): ``level``, the player's level as they report it.
OPTIONAL = frozenset({"level"})

#: Each kind the host sends.
HOST_KINDS: Mapping[str, Mapping[str, Any]] = {
    "lobby": {"v": int, "game": str, "title": str, "seats": list, "started": bool, "you": (int, type(None))},
    "seated": {"seat": int, "token": str},
    "table": {"n": int, "seat": int, "seats": list, "state": object},
    "refused": {"what": str, "reason": str},
    "pong": {"id": int},
    "ended": {},  #: the host ended the online game: it is over for everyone
    "removed": {},  #: the host removed this guest from the table before the start
    "reaction": {"seat": int, "r": str},  #: a seat's quick reaction, relayed by the host
}


def _depth(text: str) -> int:
    """How deep the brackets of ``text`` nest (strings skipped): a guard before json.loads."""
    depth = most = 0
    in_string = escape = False
    for ch in text:
        if in_string:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            most = max(most, depth)
        elif ch in "]}":
            depth -= 1
    return most


def _read(text: Any, cap: int, kinds: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    if not isinstance(text, str):
        raise BadMessage("a message must be text")
    if len(text) > cap:
        raise BadMessage(f"a message may be at most {cap:,} characters long")
    if _depth(text) > MAX_DEPTH:
        raise BadMessage("a message nests too deep")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise BadMessage("a message must be JSON") from None
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise BadMessage("a message must be an object with its kind")
    kind = data["t"]
    fields = kinds.get(kind)
    if fields is None:
        raise BadMessage(f"unknown message kind: {kind[:20]}")
    for name in data:
        if name != "t" and name not in fields:
            raise BadMessage(f"a {kind} message has no field {str(name)[:20]}")
    for name, types in fields.items():
        if name not in data and name in OPTIONAL:
            continue
        if name not in data:
            raise BadMessage(f"a {kind} message needs its field {name}")
        value = data[name]
        if types is not object and ((isinstance(value, bool) and bool not in _tuple(types))
                                    or not isinstance(value, types)):  # fmt: skip
            raise BadMessage(f"the field {name} of a {kind} message has the wrong type")
    return data


def _tuple(types: Any) -> tuple[Any, ...]:
    return types if isinstance(types, tuple) else (types,)


def read_guest(text: Any) -> dict[str, Any]:
    """A guest's message, checked (its text as given: fields are checked again where used)."""
    data = _read(text, GUEST_MAX, GUEST_KINDS)
    kind = data["t"]
    if kind in ("hello", "sit"):
        name = clean_name(data["name"])[:MAX_NAME]  # a page refuses a longer name; a forged one is cut
        if check_name(name)[1] is not None or len(data["name"]) > 4 * MAX_NAME:
            raise BadMessage("a name must have 1 to 40 characters")
        data["name"] = name
        data["level"] = read_level(data.get("level"))  # self-reported: 0-99, anything else ignored (0)
    token = data.get("token")
    if isinstance(token, str) and not is_token(token):
        raise BadMessage("a seat token is 32 hexadecimal digits")
    if kind == "move" and not (0 < len(data["m"]) <= MAX_MOVE and data["m"].isprintable()):
        raise BadMessage("a move must be its notation, at most 64 characters")
    if kind == "react" and not is_reaction(data["r"]):
        raise BadMessage("a reaction must be one of the table's own")
    return data


def read_host(text: Any) -> dict[str, Any]:
    """The host's message, checked."""
    data = _read(text, HOST_MAX, HOST_KINDS)
    if data["t"] == "refused":
        data["reason"] = str(data["reason"])[:MAX_REASON]
    if data["t"] == "seated" and not is_token(data["token"]):
        raise BadMessage("a seat token is 32 hexadecimal digits")
    if data["t"] == "reaction" and not is_reaction(data["r"]):
        raise BadMessage("a reaction must be one of the table's own")
    return data


def is_token(text: str) -> bool:
    return len(text) == TOKEN_LEN and all(c in "0123456789abcdef" for c in text)


def write(kind: str, **fields: Any) -> str:
    """One message as text (compact JSON)."""
    return json.dumps({"t": kind, **fields}, separators=(",", ":"), ensure_ascii=False)
