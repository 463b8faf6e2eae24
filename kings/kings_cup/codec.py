"""Rule decks as JSON files and as links, read strictly: a bad or hostile file is refused with a plain message.

**The file** (:func:`deck_to_json`, :func:`deck_from_json`) is one JSON object::

    {"format": "kings-cup-deck", "version": 1, "id": "pirates", "name": "Pirate night", "description": "",
     "keeps_score": true, "for_adults": false, "finale": "...",
     "rules": {"A": {"title": "Waterfall", "text": "..."}, ..., "8": {"title": "Mate", "text": "...",
               "role": "mate", "role_text": "..."}, ..., "K": {...}}}

``rules`` holds one entry per rank, keyed ``A``, ``2`` ... ``10``, ``J``, ``Q``, ``K``. ``role`` is one of
:class:`~kings.kings_cup.deck.Role`'s ids. Reading refuses, with a message naming the problem: text that is not
JSON or not UTF-8, a file over :data:`MAX_FILE_BYTES`, nesting deeper than :data:`MAX_DEPTH`, a key given twice,
a missing or wrong ``format`` ("This file is not a Kings Cup deck."), a version this code does not know, a missing
or unknown rank, a wrong type, an overlong text, control characters. **Unknown fields are refused**, not ignored
(decision): a misspelt field in a hand-edited file would otherwise lose its text without a word. No field of a file
can make a deck built-in (``locked``). Texts are only ever text: nothing reads markup in them.

**The link** (:func:`deck_to_link`, :func:`deck_from_link`) is ``kc1.`` and the file's compact JSON, compressed
(zlib, with its checksum) and in URL-safe base64 without padding: some 1,400 characters for the party deck, at most
:data:`MAX_LINK_CHARS`. Reading it decompresses at most :data:`MAX_FILE_BYTES` (a "zip bomb" is refused without
being expanded), then reads the JSON exactly as a file. A whole address holding the link in a ``deck`` parameter
(query or fragment) is read too.

>>> from kings.kings_cup.builtin import PARTY
>>> from dataclasses import replace
>>> mine = replace(PARTY, id="mine", locked=False)
>>> deck_from_json(deck_to_json(mine)) == mine and deck_from_link(deck_to_link(mine)) == mine
True
>>> deck_from_json('{"name": "Not a deck"}')
Traceback (most recent call last):
  ...
kings.kings_cup.deck.DeckError: This file is not a Kings Cup deck.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import urllib.parse
import zlib
from typing import Any

from kings.cards import RANKS
from kings.i18n import _, number
from kings.jsontext import too_deep
from kings.kings_cup.deck import ID_PATTERN, CardRule, DeckError, Role, RuleDeck, quote

FORMAT = "kings-cup-deck"  #: the file's magic value
VERSION = 1  #: the deck format this code writes and reads
MAX_FILE_BYTES = 64 * 1024  #: a deck file at most (the largest valid deck: some 8,000 characters, under 32 KB of UTF-8)
MAX_DEPTH = 8  #: nesting a deck file may have (it has 3 levels); deeper text is refused before parsing
#: a deck link at most: the party deck's is some 1,400 characters; the longest valid deck's (every text at its limit,
#: in random characters that do not compress) is some 25,000, which browsers take in an address
MAX_LINK_CHARS = 32_000
LINK_PREFIX = "kc1."

RANK_KEYS: tuple[str, ...] = tuple(r.code for r in RANKS)  #: ``A``, ``2`` ... ``10``, ``J``, ``Q``, ``K``
_DECK_KEYS = frozenset({"format", "version", "id", "name", "description", "keeps_score", "for_adults", "finale",
                        "rules"})  # fmt: skip
_RULE_KEYS = frozenset({"title", "text", "role", "role_text"})
_LINK = re.compile(r"[A-Za-z0-9_-]+")


# -- to data --------------------------------------------------------------------------------------------------------
def deck_to_dict(deck: RuleDeck) -> dict[str, Any]:
    """The deck as the file's JSON object (a built-in deck is written as an ordinary deck: reading it back gives an
    unlocked copy with the same id)."""
    rules: dict[str, Any] = {}
    for key, rule in zip(RANK_KEYS, deck.rules, strict=True):
        entry: dict[str, Any] = {"title": rule.title, "text": rule.text}
        if rule.role is not None:
            entry |= {"role": rule.role.value, "role_text": rule.role_text}
        rules[key] = entry
    return {"format": FORMAT, "version": VERSION, "id": deck.id, "name": deck.name, "description": deck.description,
            "keeps_score": deck.keeps_score, "for_adults": deck.for_adults, "finale": deck.finale,
            "rules": rules}  # fmt: skip


def deck_to_json(deck: RuleDeck, indent: int | None = 2) -> str:
    """The deck file's text (indented for people by default; ``indent=None``: one compact line)."""
    separators = (",", ":") if indent is None else None
    return json.dumps(deck_to_dict(deck), ensure_ascii=False, indent=indent, separators=separators)


def deck_to_link(deck: RuleDeck) -> str:
    """The deck as a URL-safe code: ``kc1.`` and its compact JSON, zlib-compressed, in base64url without padding."""
    packed = zlib.compress(deck_to_json(deck, indent=None).encode("utf-8"), 9)
    link = LINK_PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    if len(link) > MAX_LINK_CHARS:  # no valid deck gets here (a test builds the longest): a guard, not a rule
        raise DeckError(_("This deck is too big for a link: export it as a file instead."))
    return link


# -- from data ------------------------------------------------------------------------------------------------------
def read_json(text: str | bytes, what: str = "file", limit: int = MAX_FILE_BYTES) -> Any:
    """Parse JSON from a file or link, bounded: at most ``limit`` bytes (:data:`MAX_FILE_BYTES`), nesting at most
    :data:`MAX_DEPTH` (checked before parsing: a parser's recursion must never be what stops hostile text), no key
    given twice, no ``NaN``. Anything else is a DeckError in plain words.

    >>> read_json('{"a": 1, "a": 2}')
    Traceback (most recent call last):
      ...
    kings.kings_cup.deck.DeckError: This file gives “a” twice in one place.
    """
    # Translators: {what} is "file" or "link"
    what = _("link") if what == "link" else _("file")
    kb = limit // 1024
    if isinstance(text, bytes | bytearray):
        if len(text) > limit:
            raise DeckError(_("This {what} is too big for a deck (at most {kb} KB).").format(what=what, kb=kb))
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError:
            raise DeckError(_("This {what} is not a Kings Cup deck: it is not text.").format(what=what)) from None
    if not isinstance(text, str):
        raise DeckError(_("This {what} is not a Kings Cup deck.").format(what=what))
    if len(text) > limit or len(text.encode("utf-8", "surrogatepass")) > limit:
        raise DeckError(_("This {what} is too big for a deck (at most {kb} KB).").format(what=what, kb=kb))
    if too_deep(text, MAX_DEPTH):
        raise DeckError(_("This {what} is not a Kings Cup deck: it is nested too deep.").format(what=what))

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in items:
            if key in out:
                raise DeckError(_("This {what} gives {key} twice in one place.").format(what=what, key=quote(key)))
            out[key] = value
        return out

    def constant(name: str) -> Any:
        raise DeckError(_("This {what} is not a Kings Cup deck: it holds {name}, which is not a JSON value.").format(
            what=what, name=name))

    try:
        return json.loads(text.lstrip("\ufeff"), object_pairs_hook=pairs, parse_constant=constant)
    except (ValueError, RecursionError) as exc:
        if isinstance(exc, DeckError):
            raise
        raise DeckError(_("This {what} is not a Kings Cup deck: it is not JSON.").format(what=what)) from None


def deck_from_dict(data: Any) -> RuleDeck:
    """A deck from the file's JSON object, every field checked (see the module's docs); never locked."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DeckError(_("This file is not a Kings Cup deck."))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DeckError(_("This deck's format version is missing or not a whole number."))
    if version > VERSION:
        raise DeckError(_("This deck was made by a newer version of the game (deck format {version}); this page "
                          "reads format {known}: reload the page to update it.").format(version=version, known=VERSION))
    _only(data, _DECK_KEYS, _("This deck has a field the game does not know: {field}."))
    for key in ("id", "name", "finale", "rules"):
        if key not in data:
            raise DeckError(_("This deck has no {key}.").format(key=key))
    flags = {}
    for key in ("keeps_score", "for_adults"):
        value = data.get(key, key == "keeps_score")
        if not isinstance(value, bool):
            raise DeckError(_("This deck's {key} must be true or false.").format(key=key))
        flags[key] = value
    deck_id = data["id"]
    if not isinstance(deck_id, str) or not ID_PATTERN.fullmatch(deck_id):
        raise DeckError(_("A deck's id is 1 to 40 lower-case letters, digits and hyphens."))
    rules = data["rules"]
    if not isinstance(rules, dict):
        raise DeckError(_("This deck's rules must be an object with one rule for each rank, A to K."))
    for key in rules:
        if key not in RANK_KEYS:
            raise DeckError(_("{rank} is not a card rank (A, 2 to 10, J, Q, K).").format(rank=quote(key)))
    missing = [key for key in RANK_KEYS if key not in rules]
    if missing:
        raise DeckError(_("The rule for {rank} is missing.").format(rank=missing[0]))
    return RuleDeck(deck_id, data["name"], data.get("description", ""), tuple(_rule(k, rules[k]) for k in RANK_KEYS),
                    data["finale"], flags["keeps_score"], flags["for_adults"])  # fmt: skip


def _rule(key: str, data: Any) -> CardRule:
    if not isinstance(data, dict):
        raise DeckError(_("The rule for {rank} must be an object with a title and a text.").format(rank=key))
    try:
        _only(data, _RULE_KEYS, _("This rule has a field the game does not know: {field}."))
        for field in ("title", "text"):
            if field not in data:
                raise DeckError(_("It has no {field}.").format(field=field))
        role = data.get("role")
        if role is not None:
            if not isinstance(role, str):
                raise DeckError(_("Its role must be a role's id."))
            role = Role.parse(role)
        return CardRule(data["title"], data["text"], role, data.get("role_text", ""))
    except DeckError as exc:
        message = str(exc)
        reason = f"{message[0].lower()}{message[1:]}"
        raise DeckError(_("The rule for {rank}: {reason}").format(rank=key, reason=reason)) from None


def _only(data: dict[str, Any], known: frozenset[str], what: str) -> None:
    unknown = sorted(set(data) - known)
    if unknown:
        raise DeckError(what.format(field=quote(unknown[0])))


def deck_from_json(text: str | bytes) -> RuleDeck:
    """Read a deck file (its text, or its bytes as uploaded); refused with a DeckError saying why."""
    return deck_from_dict(read_json(text))


def deck_from_link(text: str) -> RuleDeck:
    """Read a deck link (the code, or an address holding it in a ``deck`` parameter); refused with a DeckError.

    >>> deck_from_link("kc1.eJyrVg")
    Traceback (most recent call last):
      ...
    kings.kings_cup.deck.DeckError: This deck link is cut short: copy the whole link.
    """
    if not isinstance(text, str):
        raise DeckError(_("This is not a Kings Cup deck link."))
    code = _link_code(text.strip())
    if len(code) > MAX_LINK_CHARS:
        too_long = _("This deck link is too long (at most {most} characters).")
        raise DeckError(too_long.format(most=number(MAX_LINK_CHARS)))
    if not code.startswith(LINK_PREFIX) or not _LINK.fullmatch(code[len(LINK_PREFIX) :]):
        raise DeckError(_("This is not a Kings Cup deck link."))
    body = code[len(LINK_PREFIX) :]
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise DeckError(_("This deck link is damaged: copy it again.")) from None
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_FILE_BYTES + 1)
    except zlib.error:
        raise DeckError(_("This deck link is damaged: copy it again.")) from None
    if len(raw) > MAX_FILE_BYTES or inflater.unconsumed_tail:
        raise DeckError(_("This deck link holds too much for a deck (at most {kb} KB).").format(
            kb=MAX_FILE_BYTES // 1024))
    if not inflater.eof:
        raise DeckError(_("This deck link is cut short: copy the whole link."))
    if inflater.unused_data:
        raise DeckError(_("This deck link is damaged: copy it again."))
    return deck_from_dict(read_json(raw, "link"))


def _link_code(text: str) -> str:
    """The code in an address's ``deck`` parameter (in the query or after ``#``), or ``text`` itself."""
    if text.startswith(LINK_PREFIX) or len(text) > 2 * MAX_LINK_CHARS:
        return text
    parts = urllib.parse.urlsplit(text)
    for part in (parts.fragment, parts.query):
        found = urllib.parse.parse_qs(part).get("deck")
        if found:
            return found[0]
    return text
