"""The Decks dialog's logic (pure): the player's library of decks, saved in the game's store, and every action on
it: new, duplicate, edit (through :mod:`web.kings_cup.editor`), delete (after a confirmation), export as a file or
a link, import a file or a link, and a deck offered by an address (``?game=kings-cup&deck=kc1...``).

Every change is a new :class:`~kings.kings_cup.library.DeckLibrary`, saved at once; a refused one (a bad file, a
hostile link, a draft the engine refuses) changes nothing and says why, in the engine's words. The page draws a
:class:`DecksView` and an :class:`EditorView` (text only: a deck from a stranger may hold anything).

>>> from web.shell.storage import MemoryBackend, Store
>>> decks = Decks(Store(MemoryBackend()).for_game("kings-cup"))
>>> decks.load(), [d.name for d in decks.library.own]
((), [])
>>> decks.duplicate("party"); decks.note
Note(text='Party deck (copy) is in your decks: Edit changes it.', error=False)
>>> decks.import_file('{"format": "kings-cup-deck"'); decks.note.error, len(decks.library.own)
(True, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from kings.i18n import _
from kings.kings_cup.codec import MAX_FILE_BYTES, deck_from_link
from kings.kings_cup.deck import DeckError, RuleDeck, in_words
from kings.kings_cup.library import MAX_DECKS, DeckLibrary, export_json, export_link, read_library
from web.kings_cup import GAME
from web.kings_cup.editor import Draft, DraftError, draft_of, new_draft, save
from web.kings_cup.spec import Settings
from web.kings_cup.viewmodels import TableView
from web.shell import protocols
from web.shell.notice import DOWNLOAD, Notice
from web.shell.storage import Store

KIND = "decks"  #: the store's kind (``kings.kings-cup.decks``): the library's own JSON, as a string


@dataclass(frozen=True, slots=True)
class Note:
    """What the dialog says after an action (``error``: refused, nothing changed)."""

    text: str
    error: bool = False


@dataclass(frozen=True, slots=True)
class DeckItem:
    id: str
    name: str
    description: str
    locked: bool  #: built in: cannot be changed or deleted
    for_adults: bool
    keeps_score: bool


@dataclass(frozen=True, slots=True)
class DecksView:
    """The Decks dialog: every deck, what the last action did, a pending confirmation, a deck an address offers,
    and the last link made (shown in a field to copy by hand)."""

    items: tuple[DeckItem, ...]
    own: int
    most: int
    note: Note | None
    confirm: DeckItem | None  #: the deck to delete once confirmed
    offer: DeckItem | None  #: a deck from an address, to import or not
    link: str  #: ``?game=kings-cup&deck=kc1...`` of the deck last shared, or ""
    link_name: str
    max_file: int = MAX_FILE_BYTES


@dataclass(frozen=True, slots=True)
class EditorView:
    """The editor as it opens: the deck's draft, and what the player should know."""

    deck_id: str | None  #: None: a new deck
    title: str
    draft: Draft


def item(deck: RuleDeck) -> DeckItem:
    return DeckItem(deck.id, deck.shown_name, deck.say(deck.description), deck.locked, deck.for_adults,
                    deck.keeps_score)


def share_query(deck: RuleDeck) -> str:
    """The address's query that offers ``deck`` to whoever opens it."""
    return f"?game={GAME}&deck={export_link(in_words(deck))}"


class Decks:
    """The library and the dialog's state; ``store`` is the game's namespace."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.library = DeckLibrary()
        self.note: Note | None = None
        self.confirm: str | None = None  #: the id of the deck waiting for "Delete" to be confirmed
        self.offer: RuleDeck | None = None
        self._offer_link = ""  #: the link of :attr:`offer`, imported as it is if the player takes it
        self.link = ""
        self.link_name = ""
        self.editing: str | None = None  #: the deck being edited (None: a new one, when :attr:`draft` is set)
        self.draft: Draft | None = None  #: what the editor holds, as last submitted

    # -- storage -----------------------------------------------------------------------------------------------
    def load(self) -> tuple[str, ...]:
        """Read the saved library; a message for each deck that could not be read (the others are kept, the library
        as it was set aside first: its notices offer to download it)."""
        data = self.store.load(KIND)
        if data is None:
            return ()
        if not isinstance(data, str):
            self.store.reject(KIND, "could not be read")
            return ()
        self.library, problems = read_library(data)
        if problems and self.store.set_aside(KIND, " ".join(problems)):
            self.store.save(KIND, self.library.to_json())
        return tuple(Notice(p, (DOWNLOAD,)) for p in problems)

    def _keep(self, library: DeckLibrary, note: str) -> None:
        self.library = library
        self.store.save(KIND, library.to_json())
        self.note = Note(note)

    def _refuse(self, exc: Exception, what: str) -> None:
        self.note = Note(_("{what}: {reason}").format(what=what, reason=exc), True)

    def view(self) -> DecksView:
        confirm = next((item(d) for d in self.library.own if d.id == self.confirm), None)
        return DecksView(tuple(item(d) for d in self.library.decks()), len(self.library.own), MAX_DECKS, self.note,
                         confirm, item(self.offer) if self.offer else None, self.link, self.link_name)  # fmt: skip

    def deck(self, deck_id: str) -> RuleDeck | None:
        try:
            return self.library.get(deck_id)
        except DeckError:
            return None

    # -- actions -----------------------------------------------------------------------------------------------
    def duplicate(self, deck_id: str) -> None:
        try:
            library, deck = self.library.duplicate(deck_id)
        except DeckError as exc:
            self._refuse(exc, _("Not duplicated"))
            return
        self._keep(library, _("{deck} is in your decks: Edit changes it.").format(deck=deck.name))

    def ask_delete(self, deck_id: str) -> None:
        deck = self.deck(deck_id)
        if deck is None or deck.locked:
            self.note = Note(_("The {deck} is built in and cannot be deleted.").format(deck=deck.shown_name) if deck
                             else _("That deck is not in your decks any more."), True)  # fmt: skip
            return
        self.confirm, self.note = deck_id, None

    def delete(self, deck_id: str) -> None:
        """Delete a deck, once confirmed (a game being played with it goes on: its record holds the deck)."""
        self.confirm = None
        try:
            library = self.library.delete(deck_id)
        except DeckError as exc:
            self._refuse(exc, _("Not deleted"))
            return
        name = self.library.get(deck_id).name
        self._keep(library, _("{deck} is deleted.").format(deck=name))

    def keep(self) -> None:
        """The confirmation's "Keep it"."""
        self.confirm, self.note = None, None

    def import_file(self, text: str, size: int | None = None) -> RuleDeck | None:
        """Add the deck in a file's text (``size``: the file's size in bytes, when known); refused: nothing added."""
        if size is not None and size > MAX_FILE_BYTES:
            self.note = Note(_("Not imported: this file is too big for a deck (at most {kb} KB). Your decks are "
                               "unchanged.").format(kb=MAX_FILE_BYTES // 1024), True)  # fmt: skip
            return None
        try:
            library, deck = self.library.import_json(text)
        except DeckError as exc:
            self.note = Note(_("Not imported: {reason} Your decks are unchanged.").format(reason=exc), True)
            return None
        self._keep(library, _("Imported {deck}.").format(deck=deck.name))
        return deck

    def import_link(self, text: str) -> RuleDeck | None:
        try:
            library, deck = self.library.import_link(text)
        except DeckError as exc:
            self.offer = None
            self.note = Note(_("Not imported: {reason} Your decks are unchanged.").format(reason=exc), True)
            return None
        self._keep(library, _("Imported {deck}.").format(deck=deck.name))
        self.offer = None
        return deck

    def offered(self, link: str) -> str | None:
        """An address offers the deck in ``link``: keep it to ask the player; a message if the link is bad."""
        try:
            self.offer = deck_from_link(link)
        except DeckError as exc:
            return _("The address holds a deck that cannot be read: {reason}").format(reason=exc)
        self._offer_link, self.note = link, None
        return None

    def take_offer(self) -> RuleDeck | None:
        if self.offer is None:
            return None
        return self.import_link(self._offer_link)

    def decline_offer(self) -> None:
        self.offer, self.note = None, Note(_("Not imported: your decks are unchanged."))

    def export_file(self, deck_id: str) -> tuple[str, str] | None:
        """(file name, text) of a deck's file."""
        deck = self.deck(deck_id)
        if deck is None:
            return None
        self.note = Note(_("{deck} is saved as a file: share it, or import it on another device.").format(
            deck=deck.shown_name))
        return f"kings-cup-{deck.id}.json", export_json(in_words(deck))

    def share(self, deck_id: str) -> str | None:
        """The query of a deck's link, kept to show in the dialog (the page adds the site's address)."""
        deck = self.deck(deck_id)
        if deck is None:
            return None
        try:
            self.link = share_query(deck)
        except DeckError as exc:
            self._refuse(exc, _("No link"))
            return None
        self.link_name, self.note = deck.shown_name, None
        return self.link

    # -- the editor ------------------------------------------------------------------------------------------
    def edit(self, deck_id: str | None) -> EditorView | None:
        """Open the editor on a deck of one's own, or on a new deck (``None``)."""
        if deck_id is None:
            self.editing, self.draft = None, new_draft(self.library)
            return EditorView(None, _("New deck"), self.draft)
        deck = self.deck(deck_id)
        if deck is None or deck.locked:
            self.note = Note(_("A built-in deck cannot be changed: duplicate it to make your own."), True)
            return None
        self.editing, self.draft = deck_id, draft_of(deck)
        return EditorView(deck_id, _("Edit {deck}").format(deck=deck.name), self.draft)

    def save_draft(self, draft: Draft) -> DraftError | None:
        """Save what the editor holds; the engine's refusal (the draft kept as typed) or None when saved."""
        self.draft = draft
        try:
            library, deck = save(self.library, self.editing, draft)
        except DraftError as exc:
            return exc
        self._keep(library, _("{deck} is saved.").format(deck=deck.name))
        self.editing, self.draft = None, None
        return None

    def close_editor(self) -> None:
        self.editing, self.draft = None, None


class Ui(protocols.Ui[TableView, Settings], Protocol):
    """The page, as the controller sees it: the shell's table and dialogs, and Kings Cup's own (the age notice,
    the decks and their editor)."""

    def show_age(self, deck: str, notice: str) -> None: ...

    def close_age(self) -> None: ...

    def show_decks(self, view: DecksView) -> None: ...

    def copy_link(self, query: str) -> None: ...

    def show_editor(self, view: EditorView) -> None: ...

    def editor_error(self, error: DraftError | None) -> None: ...

    def close_editor(self) -> None: ...

    def focus_choice(self, kind: str) -> None: ...

    def rest(self) -> None: ...
