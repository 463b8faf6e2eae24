"""The deck editor's form as plain data (pure): a :class:`Draft` holds exactly what the player typed, and
:func:`deck_of` turns it into a deck through the engine (:mod:`kings.kings_cup.editing`, :class:`CardRule`,
:meth:`DeckLibrary.update`), or says which field is at fault with the engine's own message.

The draft is never changed by a refusal: the editor keeps every word the player typed, and shows the message next
to the field (:attr:`DraftError.field`: ``name``, ``description``, ``finale``, or ``rule-<rank>-<part>`` with the
rank's key, ``A`` ... ``K``, and the part ``title``, ``text``, ``role`` or ``role_text``).

>>> from kings.kings_cup.library import DeckLibrary
>>> lib = DeckLibrary()
>>> draft = new_draft(lib)
>>> lib, deck = save(lib, None, draft)
>>> deck.name, deck.rule(7).title
('My deck', 'Heaven')
>>> save(lib, deck.id, replace(draft, rules=rule_changed(draft, "7", title="x" * 41)))
Traceback (most recent call last):
  ...
web.kings_cup.editor.DraftError: A title is at most 40 characters (this one has 41).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kings.i18n import N_, _
from kings.kings_cup.builtin import PARTY
from kings.kings_cup.codec import RANK_KEYS
from kings.kings_cup.deck import LIMITS, ROLE_NAMES, CardRule, DeckError, Role, RuleDeck, clean_text, in_words
from kings.kings_cup.editing import rename, set_details, set_rule, unique_name
from kings.kings_cup.library import DeckLibrary

__all__ = ["LIMITS", "RANK_KEYS", "Draft", "DraftError", "RuleDraft", "deck_of", "draft_of", "new_draft", "save"]

#: The role menu of each rank: (value, label); ``""`` gives no role.
#: (the labels are marked here, translated where the menu is drawn)
ROLE_CHOICES: tuple[tuple[str, str], ...] = (("", N_("No role")), *((r.value, ROLE_NAMES[r]) for r in Role))
NEW_NAME = N_("My deck")
_RANK_NAMES = (N_("Ace"), N_("Two"), N_("Three"), N_("Four"), N_("Five"), N_("Six"), N_("Seven"), N_("Eight"),
               N_("Nine"), N_("Ten"), N_("Jack"), N_("Queen"), N_("King"))


def rank_label(i: int) -> str:
    """``A – Ace``: how a rank's row is headed."""
    return f"{RANK_KEYS[i]} – {_(_RANK_NAMES[i])}"


class DraftError(DeckError):
    """A draft the engine refuses: ``field`` is the form field at fault (its message is the engine's)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True, slots=True)
class RuleDraft:
    """One rank's row as typed."""

    title: str
    text: str
    role: str = ""  #: a :class:`Role` value, or ``""``
    role_text: str = ""


@dataclass(frozen=True, slots=True)
class Draft:
    """The editor's fields as typed (texts are never cleaned here: the engine cleans them as it saves)."""

    name: str
    description: str
    finale: str
    keeps_score: bool
    for_adults: bool
    rules: tuple[RuleDraft, ...]  #: thirteen rows, ace first

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "description": self.description, "finale": self.finale,
                "keeps_score": self.keeps_score, "for_adults": self.for_adults,
                "rules": [[r.title, r.text, r.role, r.role_text] for r in self.rules]}  # fmt: skip


def draft_of(deck: RuleDeck) -> Draft:
    """The draft showing ``deck`` as it is."""
    rules = tuple(RuleDraft(r.title, r.text, r.role.value if r.role else "", r.role_text) for r in deck.rules)
    return Draft(deck.name, deck.description, deck.finale, deck.keeps_score, deck.for_adults, rules)


def new_draft(library: DeckLibrary, template: RuleDeck = PARTY) -> Draft:
    """A new deck's draft: the template's rules (every deck needs thirteen) under a name no deck has."""
    return replace(draft_of(in_words(template)), name=unique_name(_(NEW_NAME), library.names()),
                   for_adults=template.for_adults)


def rule_changed(draft: Draft, rank: str, **parts: str) -> tuple[RuleDraft, ...]:
    """The draft's rows with ``rank``'s parts changed (for tests and callers building drafts)."""
    i = RANK_KEYS.index(rank)
    return draft.rules[:i] + (replace(draft.rules[i], **parts),) + draft.rules[i + 1 :]


def _checked(field: str, value: str, what: str, empty: bool = False) -> str:
    try:
        return clean_text(value, what, empty=empty)
    except DeckError as exc:
        raise DraftError(field, str(exc)) from None


def _rule(i: int, row: RuleDraft) -> CardRule:
    key = f"rule-{RANK_KEYS[i]}-"
    _checked(key + "title", row.title, "title")
    _checked(key + "text", row.text, "text")
    try:
        role = Role.parse(row.role) if row.role else None
    except DeckError as exc:
        raise DraftError(key + "role", str(exc)) from None
    _checked(key + "role_text", row.role_text, "role text", empty=True)
    if role is None and row.role_text.strip():
        raise DraftError(key + "role_text", "A rule without a role has no role text: choose a role, or clear this.")
    try:
        return CardRule(row.title, row.text, role, row.role_text)
    except DeckError as exc:  # a role without its text: the engine's message, on the role text
        raise DraftError(key + "role_text", str(exc)) from None


def deck_of(base: RuleDeck, draft: Draft) -> RuleDeck:
    """``base`` (an unlocked deck) as the draft describes it; DraftError on the first field at fault."""
    if len(draft.rules) != len(RANK_KEYS):
        raise DraftError("name", f"A deck has one rule for each of the {len(RANK_KEYS)} ranks.")
    _checked("name", draft.name, "deck name")
    _checked("description", draft.description, "description", empty=True)
    _checked("finale", draft.finale, "finale")
    rules = [_rule(i, row) for i, row in enumerate(draft.rules)]
    deck = rename(base, draft.name)
    for i, rule in enumerate(rules):
        deck = set_rule(deck, RANK_KEYS[i], rule)
    return set_details(deck, description=draft.description, finale=draft.finale, keeps_score=draft.keeps_score,
                       for_adults=draft.for_adults)  # fmt: skip


def save(library: DeckLibrary, deck_id: str | None, draft: Draft) -> tuple[DeckLibrary, RuleDeck]:
    """The library with the draft saved: as a new deck (``deck_id`` None) or over the deck ``deck_id``.
    DraftError names the field at fault; the library is unchanged then (it is a value)."""
    if deck_id is None:
        _checked("name", draft.name, "deck name")
        try:
            library, base = library.create(draft.name)
        except DeckError as exc:  # the library is full
            raise DraftError("name", str(exc)) from None
        if base.name != " ".join(draft.name.split()):
            raise DraftError("name", _("You already have a deck called {name}: choose another name.").format(
                name=f"“{' '.join(draft.name.split())}”"))
    else:
        base = library.get(deck_id)
    deck = deck_of(base, draft)
    try:
        return library.update(deck), deck
    except DeckError as exc:  # a name another deck has
        raise DraftError("name", str(exc)) from None
