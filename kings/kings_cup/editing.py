"""Editing rule decks: pure functions that return a new deck. A built-in (locked) deck refuses every change.

>>> from kings.kings_cup.builtin import PARTY
>>> mine = duplicate(PARTY, taken_ids=["party", "classic"])
>>> mine.id, mine.name, mine.locked
('party-copy', 'Party deck (copy)', False)
>>> mine = set_rule(mine, "7", CardRule("Sky high", "Everyone jumps. The last to land takes a point."))
>>> mine.rule(7).title, PARTY.rule(7).title
('Sky high', 'Heaven')
>>> rename(PARTY, "Mine")
Traceback (most recent call last):
  ...
kings.kings_cup.deck.DeckError: The Party deck is built in and cannot be changed: duplicate it to make your own.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection
from dataclasses import replace

from kings.cards import RANKS, Rank
from kings.i18n import _
from kings.kings_cup.deck import LIMITS, CardRule, DeckError, RuleDeck, clean_text, in_words

_RANK_BY_KEY = {r.code: r for r in RANKS} | {r.word: r for r in RANKS} | {"1": Rank.ACE, "T": Rank.TEN}


def slug(name: str) -> str:
    """A deck id made from a name: lower-case ASCII letters and digits joined by hyphens (``deck`` if none).

    >>> slug("Pirate Night! 2"), slug("Fête d'été"), slug("🎉")
    ('pirate-night-2', 'fete-d-ete', 'deck')
    """
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii").lower()
    words = re.findall(r"[a-z0-9]+", ascii_name)
    out = "-".join(words)[:32].strip("-")
    return out or "deck"


def unique_id(name: str, taken_ids: Collection[str]) -> str:
    """An id for a deck called ``name`` that is not in ``taken_ids`` (``pirates``, ``pirates-2``, ...)."""
    base = slug(name)
    if base not in taken_ids:
        return base
    n = 2
    while f"{base}-{n}" in taken_ids:
        n += 1
    return f"{base}-{n}"


def unique_name(name: str, taken_names: Collection[str]) -> str:
    """``name``, or ``name (2)``, ``name (3)``... : one that no deck in ``taken_names`` has (ignoring case), cut to
    fit the limit of a deck's name."""
    taken = {n.casefold() for n in taken_names}
    limit = LIMITS["deck name"]
    name = clean_text(name, "deck name")
    if name.casefold() not in taken:
        return name
    n = 2
    while True:
        tail = f" ({n})"
        candidate = name[: limit - len(tail)].rstrip() + tail
        if candidate.casefold() not in taken:
            return candidate
        n += 1


def _editable(deck: RuleDeck) -> RuleDeck:
    if deck.locked:
        raise DeckError(_("The {deck} is built in and cannot be changed: duplicate it to make your own.").format(
            deck=deck.shown_name))
    return deck


def duplicate(deck: RuleDeck, taken_ids: Collection[str] = (), taken_names: Collection[str] = ()) -> RuleDeck:
    """An unlocked copy named ``<name> (copy)`` with a new id, which any deck may have (built-in ones too)."""
    limit = LIMITS["deck name"]
    deck = in_words(deck)
    # Translators: the name of a deck's copy; {name} is the deck's name
    copy = _("{name} (copy)")
    name = unique_name(copy.format(name=deck.name[: limit - len(copy.format(name=""))].rstrip()), taken_names)
    return replace(deck, id=unique_id(f"{deck.id} copy", taken_ids), name=name, locked=False)


def new_deck(
    name: str, template: RuleDeck, taken_ids: Collection[str] = (), taken_names: Collection[str] = ()
) -> RuleDeck:
    """A new deck of one's own called ``name``, starting from ``template``'s rules (every deck needs 13)."""
    name = unique_name(name, taken_names)
    return replace(in_words(template), id=unique_id(name, taken_ids), name=name, locked=False)


def rename(deck: RuleDeck, name: str) -> RuleDeck:
    """The deck under a new name (its id stays: games and links made with it still find it)."""
    return replace(_editable(deck), name=name)


def rank_of(rank: Rank | int | str) -> Rank:
    """A rank from a :class:`~kings.cards.Rank`, a number 1-13, or a key: ``A``, ``7``, ``10``, ``K``, ``king``.

    >>> rank_of("Q"), rank_of(1), rank_of("ten")
    (<Rank.QUEEN: 12>, <Rank.ACE: 1>, <Rank.TEN: 10>)
    """
    if isinstance(rank, str):
        found = _RANK_BY_KEY.get(rank.strip().upper()) or _RANK_BY_KEY.get(rank.strip().lower())
        if found is None:
            raise DeckError(_("{rank} is not a card rank (A, 2 to 10, J, Q, K).").format(rank=repr(rank)))
        return found
    if isinstance(rank, bool) or not isinstance(rank, int) or not 1 <= rank <= len(RANKS):
        raise DeckError(_("{rank} is not a card rank (1 to 13).").format(rank=repr(rank)))
    return Rank(rank)


def set_rule(deck: RuleDeck, rank: Rank | int | str, rule: CardRule) -> RuleDeck:
    """The deck with ``rank``'s rule replaced."""
    if not isinstance(rule, CardRule):
        raise DeckError(_("A rank's rule must be a card rule."))
    i = rank_of(rank) - 1
    return replace(_editable(deck), rules=deck.rules[:i] + (rule,) + deck.rules[i + 1 :])


def set_details(deck: RuleDeck, *, description: str | None = None, finale: str | None = None,
                keeps_score: bool | None = None, for_adults: bool | None = None) -> RuleDeck:  # fmt: skip
    """The deck with any of its description, last-king text and settings changed (None: unchanged)."""
    deck = _editable(deck)
    return replace(
        deck,
        description=deck.description if description is None else description,
        finale=deck.finale if finale is None else finale,
        keeps_score=deck.keeps_score if keeps_score is None else keeps_score,
        for_adults=deck.for_adults if for_adults is None else for_adults,
    )
