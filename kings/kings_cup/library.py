"""The decks a player can choose from: the built-in ones (locked) and their own, as one immutable value.

Every operation returns a new library and leaves this one as it was, so a refused import or edit loses nothing.
Ids and names are unique across the library: a deck imported (from a file or a link) whose id or name is taken gets
a new one (``pirates-2``, ``Pirates (2)``), never replacing a deck. At most :data:`MAX_DECKS` decks of one's own.

The library's own JSON (:meth:`DeckLibrary.to_json`, :func:`read_library`) is what the page saves; reading it keeps
every deck it can and names each one it cannot, so one damaged deck does not cost the others.

>>> lib = DeckLibrary()
>>> lib, mine = lib.duplicate("party")
>>> lib, again = lib.import_link(deck_to_link(mine))
>>> [d.id for d in lib.decks()], again.name
(['party', 'classic', 'party-copy', 'party-copy-2'], 'Party deck (copy) (2)')
>>> lib.delete("classic")
Traceback (most recent call last):
  ...
kings.kings_cup.deck.DeckError: The Classic Kings Cup is built in and cannot be deleted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from kings.i18n import _
from kings.kings_cup.builtin import BUILT_IN
from kings.kings_cup.codec import (
    deck_from_dict,
    deck_from_json,
    deck_from_link,
    deck_to_dict,
    deck_to_json,
    deck_to_link,
    read_json,
)
from kings.kings_cup.deck import DeckError, RuleDeck, quote
from kings.kings_cup.editing import duplicate, new_deck, unique_id, unique_name

MAX_DECKS = 50  #: decks of one's own a library holds at most
LIBRARY_FORMAT = "kings-cup-decks"
LIBRARY_MAX_BYTES = 2 * 1024 * 1024  #: the saved library at most (50 of the largest decks fit)


@dataclass(frozen=True, slots=True)
class DeckLibrary:
    """The player's own decks (never locked), in the order they were added; the built-in decks come first."""

    own: tuple[RuleDeck, ...] = ()

    def decks(self) -> tuple[RuleDeck, ...]:
        """Every deck, built-in ones first."""
        return (*BUILT_IN.values(), *self.own)

    def ids(self) -> set[str]:
        return {d.id for d in self.decks()}

    def names(self) -> set[str]:
        return {d.name for d in self.decks()}

    def get(self, deck_id: str) -> RuleDeck:
        """The deck with this id; another id is a DeckError."""
        for deck in self.decks():
            if deck.id == deck_id:
                return deck
        raise DeckError(_("That deck is not in your decks any more."))

    # -- changes ------------------------------------------------------------------------------------------------
    def _add(self, deck: RuleDeck) -> tuple[DeckLibrary, RuleDeck]:
        if len(self.own) >= MAX_DECKS:
            raise DeckError(_("You have {most} decks of your own already: delete one first.").format(most=MAX_DECKS))
        deck = replace(deck, id=unique_id(deck.id, self.ids()) if deck.id in self.ids() else deck.id,
                       name=unique_name(deck.name, self.names()), locked=False)  # fmt: skip
        return DeckLibrary((*self.own, deck)), deck

    def create(self, name: str, template_id: str = "party") -> tuple[DeckLibrary, RuleDeck]:
        """A new deck called ``name``, its rules copied from the template deck (the party deck by default)."""
        return self._add(new_deck(name, self.get(template_id), self.ids(), self.names()))

    def duplicate(self, deck_id: str) -> tuple[DeckLibrary, RuleDeck]:
        """A copy of any deck, built-in ones too: ``Party deck (copy)``."""
        return self._add(duplicate(self.get(deck_id), self.ids(), self.names()))

    def update(self, deck: RuleDeck) -> DeckLibrary:
        """The library with the deck of ``deck.id`` replaced by ``deck`` (edited by :mod:`~kings.kings_cup.editing`)."""
        old = self.get(deck.id)
        if old.locked or deck.locked:
            raise DeckError(_("The {deck} is built in and cannot be changed: duplicate it to make your own.").format(
                deck=old.shown_name))
        if deck.name.casefold() != old.name.casefold() and deck.name.casefold() in {n.casefold() for n in self.names()}:
            raise DeckError(_("You already have a deck called {name}: choose another name.").format(
                name=quote(deck.name, 40)))
        return DeckLibrary(tuple(deck if d.id == deck.id else d for d in self.own))

    def delete(self, deck_id: str) -> DeckLibrary:
        """The library without this deck (games played with it still replay: their records hold the deck)."""
        deck = self.get(deck_id)
        if deck.locked:
            raise DeckError(_("The {deck} is built in and cannot be deleted.").format(deck=deck.shown_name))
        return DeckLibrary(tuple(d for d in self.own if d.id != deck_id))

    def import_json(self, text: str | bytes) -> tuple[DeckLibrary, RuleDeck]:
        """Add the deck in a deck file (see :mod:`~kings.kings_cup.codec`); a bad file is a DeckError, nothing added."""
        return self._add(deck_from_json(text))

    def import_link(self, text: str) -> tuple[DeckLibrary, RuleDeck]:
        """Add the deck in a deck link; a bad link is a DeckError, nothing added."""
        return self._add(deck_from_link(text))

    # -- saving -------------------------------------------------------------------------------------------------
    def to_json(self) -> str:
        """The player's own decks as one JSON text (the built-in ones are not saved: they come with the game)."""
        return json.dumps({"format": LIBRARY_FORMAT, "version": 1, "decks": [deck_to_dict(d) for d in self.own]},
                          ensure_ascii=False, separators=(",", ":"))  # fmt: skip


def export_json(deck: RuleDeck) -> str:
    """A deck's file, for people to keep or share (built-in decks too)."""
    return deck_to_json(deck)


def export_link(deck: RuleDeck) -> str:
    """A deck's link code (the page puts it in an address's ``deck`` parameter)."""
    return deck_to_link(deck)


def read_library(text: str) -> tuple[DeckLibrary, tuple[str, ...]]:
    """The library saved by :meth:`DeckLibrary.to_json`, and a message for each deck that could not be read (a text
    that is not a library at all gives an empty library and one message).

    >>> read_library(DeckLibrary().to_json())
    (DeckLibrary(own=()), ())
    >>> read_library("[")[1]
    ('Your saved decks could not be read: they are damaged.',)
    """
    try:
        data = read_json(text, limit=LIBRARY_MAX_BYTES)
    except DeckError:
        return DeckLibrary(), (_("Your saved decks could not be read: they are damaged."),)
    if not isinstance(data, dict) or data.get("format") != LIBRARY_FORMAT or not isinstance(data.get("decks"), list):
        return DeckLibrary(), (_("Your saved decks could not be read: they are not a list of Kings Cup decks."),)
    library, problems = DeckLibrary(), []
    for i, item in enumerate(data["decks"][:MAX_DECKS]):
        try:
            library = library._add(deck_from_dict(item))[0]
        except DeckError as exc:
            name = item.get("name") if isinstance(item, dict) else None
            if isinstance(name, str):
                problem = _("Your saved deck {name} could not be read: {reason}").format(name=quote(name, 40),
                                                                                           reason=_lower(str(exc)))
            else:
                problem = _("Your saved deck number {n} could not be read: {reason}").format(n=i + 1,
                                                                                               reason=_lower(str(exc)))
            problems.append(problem)
    if len(data["decks"]) > MAX_DECKS:
        problems.append(_("Only your first {most} saved decks were read.").format(most=MAX_DECKS))
    return library, tuple(problems)


def _lower(message: str) -> str:
    return message[0].lower() + message[1:] if message else message
