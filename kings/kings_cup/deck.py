"""A Kings Cup rule deck as data: one rule per rank, the lasting roles some ranks give, and the text rules they hold.

A :class:`RuleDeck` is frozen and always valid: building one checks every field, so a deck that exists can be
played, saved and shared. Its texts are plain text, always: nothing here (or anywhere in the engine) reads markup,
so ``<b>`` in a title stays the three characters ``<b>`` and the page must show it as text (``textContent``).

Texts are cleaned as they are stored (:func:`clean_text`): line breaks, tabs and runs of spaces become one space
and the ends are trimmed; any other control character, and the invisible characters that reorder text (bidi
controls), are refused, never silently dropped. Each text has a length limit (:data:`LIMITS`).

>>> rule = CardRule("  Heaven ", "Everyone points up.\\nThe last to do it takes a point.")
>>> rule.title, rule.text
('Heaven', 'Everyone points up. The last to do it takes a point.')
>>> CardRule("<script>alert(1)</script>", "Stays text.").title
'<script>alert(1)</script>'
>>> CardRule("x" * 41, "Too long a title.")
Traceback (most recent call last):
  ...
kings.kings_cup.deck.DeckError: A title is at most 40 characters (this one has 41).
>>> CardRule("Mate", "Choose a mate.", Role.MATE)
Traceback (most recent call last):
  ...
kings.kings_cup.deck.DeckError: A rule that gives a role says what the role means.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from types import MappingProxyType

from kings.cards import RANK_OF, RANKS, Card, Rank
from kings.errors import KingsError
from kings.i18n import N_, _


class DeckError(KingsError, ValueError):
    """A rule deck, deck file or deck link that cannot be used; the message says why, for a player."""


#: The most characters each text may hold (after cleaning).
LIMITS: Mapping[str, int] = MappingProxyType(
    {
        "deck name": 40,
        "description": 200,
        "title": 40,
        "text": 300,
        "role text": 160,
        "finale": 300,
        "house rule": 120,
        "player name": 24,
    }
)

#: What the page shows before it offers a deck marked for adults (the classic drinking deck).
AGE_NOTICE = N_("This deck is a drinking game, for adults of legal drinking age only. A drink means a sip, any drink "
              "counts (water too), and anyone may pass at any time.")  # fmt: skip

#: Deck ids: lower-case letters, digits and hyphens, starting with a letter or digit.
ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")

# Characters that change the order or direction of the text around them (the "Trojan source" characters): a
# deck shared by a stranger could use them to make one rule look like another.
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


class Role(Enum):
    """A lasting role a card can give the player who draws it (stable ids: decks and records carry them)."""

    QUESTION_MASTER = "question-master"  #: one holder; the next card with this role passes it on
    THUMB_MASTER = "thumb-master"  #: one holder; the next card with this role passes it on
    MATE = "mate"  #: the drawer chooses a mate; one pair at a time, until the next mate card
    RULE = "rule"  #: the drawer makes up a house rule (or none); house rules stay, the oldest retired past a limit

    @property
    def label(self) -> str:
        """The role's name for people: ``Question master``."""
        return _(ROLE_NAMES[self])

    @classmethod
    def parse(cls, value: str) -> Role:
        """The role with this id; an unknown id is a DeckError naming the roles."""
        for role in cls:
            if role.value == value:
                return role
        known = ", ".join(r.value for r in cls)
        raise DeckError(_("{value} is not a role ({known}).").format(value=quote(value), known=known))


ROLE_NAMES = {Role.QUESTION_MASTER: N_("Question master"), Role.THUMB_MASTER: N_("Thumb master"),
               Role.MATE: N_("Mate"), Role.RULE: N_("House rule")}  # fmt: skip
#: the roles' names inside a sentence (``This deck gives: question master, mate.``)
ROLE_WORDS = {Role.QUESTION_MASTER: N_("question master"), Role.THUMB_MASTER: N_("thumb master"),
              Role.MATE: N_("mate"), Role.RULE: N_("house rule")}  # fmt: skip
#: what each text of :data:`LIMITS` is called in messages, as a sentence starts (``A title cannot be empty.``)
WHAT = {"deck name": N_("A deck name"), "description": N_("A description"), "title": N_("A title"),
        "text": N_("A text"), "role text": N_("A role text"), "finale": N_("A finale"),
        "house rule": N_("A house rule"), "player name": N_("A player name")}  # fmt: skip


def quote(value: object, most: int = 24) -> str:
    """A short, printable quotation of text from a file, for messages: control characters dropped, long text cut.

    >>> quote("boss"), quote("a\\x00b" * 20)
    ('“boss”', '“abababababababababababab…”')
    """
    text = "".join(c for c in str(value) if unicodedata.category(c)[0] != "C" and c not in _BIDI)
    return f"“{text[:most]}…”" if len(text) > most else f"“{text}”"


def clean_text(value: object, what: str, *, empty: bool = False) -> str:
    """``value`` as stored text: whitespace runs (line breaks and tabs too) made one space, the ends trimmed.

    Refused with a :class:`DeckError` naming ``what`` (a key of :data:`LIMITS`): text that is not a string, holds
    another control character or a bidi control, is empty (unless ``empty``), or is longer than its limit.

    >>> clean_text(" Talk  like\\ta\\npirate ", "house rule")
    'Talk like a pirate'
    >>> clean_text("a\\x1bb", "title")
    Traceback (most recent call last):
      ...
    kings.kings_cup.deck.DeckError: A title cannot hold control characters.
    """
    called = _(WHAT[what])
    if not isinstance(value, str):
        raise DeckError(_("{what} must be text.").format(what=called))
    text = " ".join(value.split())  # every Unicode space, line break and tab
    for c in text:
        if c in _BIDI or unicodedata.category(c) in ("Cc", "Cs"):
            raise DeckError(_("{what} cannot hold control characters.").format(what=called))
    if not text and not empty:
        raise DeckError(_("{what} cannot be empty.").format(what=called))
    limit = LIMITS[what]
    if len(text) > limit:
        raise DeckError(_("{what} is at most {limit} characters (this one has {n}).").format(
            what=called, limit=limit, n=len(text)))
    return text


@dataclass(frozen=True, slots=True)
class CardRule:
    """What a rank means: a short title (``Waterfall``), what to do (one or two plain sentences), and the lasting
    role it gives the drawer, if any, with what holding that role means (shown beside the holder's name)."""

    title: str
    text: str
    role: Role | None = None
    role_text: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "title", clean_text(self.title, "title"))
        object.__setattr__(self, "text", clean_text(self.text, "text"))
        if self.role is not None and not isinstance(self.role, Role):
            raise DeckError(_("A rule's role must be one of the game's roles."))
        object.__setattr__(self, "role_text", clean_text(self.role_text, "role text", empty=True))
        if self.role is not None and not self.role_text:
            raise DeckError(_("A rule that gives a role says what the role means."))
        if self.role is None and self.role_text:
            raise DeckError(_("A rule without a role has no role text."))


@dataclass(frozen=True, slots=True)
class RuleDeck:
    """A named set of thirteen rules, ace first, and what the last king does.

    ``keeps_score``: slips cost a point and the fewest points wins (the party deck); without it nobody keeps score
    (the classic deck). ``for_adults``: the page shows :data:`AGE_NOTICE` before offering the deck. ``locked``:
    a built-in deck, which cannot be changed or deleted (duplicate it instead); no deck read from a file is locked.
    """

    id: str
    name: str
    description: str
    rules: tuple[CardRule, ...]  #: thirteen rules: ace, two ... ten, jack, queen, king
    finale: str  #: what happens when the last king is drawn
    keeps_score: bool = True
    for_adults: bool = False
    locked: bool = False
    #: twelve hex digits that change with any text, role or setting (positions carry it); computed, not compared
    digest: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not ID_PATTERN.fullmatch(self.id):
            raise DeckError(_("A deck's id is 1 to 40 lower-case letters, digits and hyphens."))
        object.__setattr__(self, "name", clean_text(self.name, "deck name"))
        object.__setattr__(self, "description", clean_text(self.description, "description", empty=True))
        object.__setattr__(self, "finale", clean_text(self.finale, "finale"))
        if not isinstance(self.rules, tuple) or len(self.rules) != len(RANKS):
            raise DeckError(_("A deck has one rule for each of the {n} ranks, ace to king.").format(n=len(RANKS)))
        if not all(isinstance(r, CardRule) for r in self.rules):
            raise DeckError(_("A deck's rules must be card rules."))
        for flag in (self.keeps_score, self.for_adults, self.locked):
            if not isinstance(flag, bool):
                raise DeckError(_("A deck's settings are true or false."))
        rules = [[r.title, r.text, r.role and r.role.value, r.role_text] for r in self.rules]
        data = [
            self.id,
            self.name,
            self.description,
            self.finale,
            self.keeps_score,
            self.for_adults,
            self.locked,
            rules,
        ]
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        object.__setattr__(self, "digest", hashlib.sha256(text.encode("utf-8")).hexdigest()[:12])

    def say(self, text: str) -> str:
        """One of this deck's texts as shown: a built-in deck's in the language in use (:mod:`~kings.kings_cup.builtin`
        marks them), a deck of one's own's exactly as written."""
        return _(text) if self.locked and text else text

    @property
    def shown_name(self) -> str:
        """The deck's name as shown (a built-in deck's in the language in use)."""
        return self.say(self.name)

    def rule(self, rank: Rank | int) -> CardRule:
        """The rule of a rank (1 ace ... 13 king)."""
        return self.rules[int(rank) - 1]

    def rule_for(self, card: Card) -> CardRule:
        """The rule of a card's rank."""
        return self.rules[RANK_OF[card] - 1]

    def roles(self) -> tuple[Role, ...]:
        """Every role some rank of this deck gives, in the order of :class:`Role`."""
        given = {r.role for r in self.rules}
        return tuple(role for role in Role if role in given)

    def __str__(self) -> str:
        return f"{self.name} ({self.id})"


def in_words(deck: RuleDeck) -> RuleDeck:
    """``deck`` with every text as shown (:meth:`RuleDeck.say`): a built-in deck's in the language in use, to copy it
    into a deck of one's own; any other deck as it is."""
    if not deck.locked:
        return deck
    say = deck.say
    rules = tuple(CardRule(say(r.title), say(r.text), r.role, say(r.role_text)) for r in deck.rules)
    return replace(deck, name=say(deck.name), description=say(deck.description), finale=say(deck.finale), rules=rules)
