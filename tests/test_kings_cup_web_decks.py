"""Kings Cup's Decks dialog and editor, without a page (web/kings_cup/decks.py, editor.py): the player's decks saved
in the store, create, duplicate, edit, delete (confirmed; built-in decks locked), export as a file or a link and
import either, a deck offered by an address; bad and hostile files and links refused with a clear message and
nothing lost; the editor's draft kept as typed when the engine refuses it, with the field at fault named."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from kings.kings_cup.builtin import PARTY
from kings.kings_cup.codec import MAX_FILE_BYTES, deck_to_dict, deck_to_json, deck_to_link
from kings.kings_cup.library import MAX_DECKS, DeckLibrary
from web.kings_cup.decks import KIND, Decks, Note, share_query
from web.kings_cup.editor import Draft, DraftError, RuleDraft, deck_of, draft_of, new_draft, rule_changed, save
from web.shell.storage import MemoryBackend, Store

pytestmark = pytest.mark.pyodide


def decks(backend: MemoryBackend | None = None) -> Decks:
    d = Decks(Store(backend or MemoryBackend()).for_game("kings-cup"))
    d.load()
    return d


def saved(d: Decks) -> list[str]:
    """The names of the decks in the store (read back as a new page would)."""
    return [deck.name for deck in decks(d.store.backend).library.own]  # type: ignore[arg-type]


def deck_file(**changes: object) -> str:
    data = {**deck_to_dict(PARTY), "id": "pub-deck", "name": "Pub deck", **changes}
    return json.dumps(data)


# -- the list -------------------------------------------------------------------------------------------------------
def test_a_new_player_sees_the_two_built_in_decks_locked() -> None:
    v = decks().view()
    assert [(i.id, i.locked, i.for_adults, i.keeps_score) for i in v.items] == [
        ("party", True, False, True), ("classic", True, True, False)]  # fmt: skip
    assert v.own == 0 and v.most == MAX_DECKS and v.note is None and v.confirm is None and v.offer is None
    assert v.link == "" and v.max_file == MAX_FILE_BYTES


def test_duplicate_then_edit_then_delete_each_saved_at_once() -> None:
    d = decks()
    d.duplicate("classic")
    assert d.note == Note("Classic Kings Cup (copy) is in your decks: Edit changes it.")
    assert saved(d) == ["Classic Kings Cup (copy)"]
    copy = d.library.own[0]
    assert not copy.locked and copy.for_adults  # the copy is still for adults
    opened = d.edit(copy.id)
    assert opened is not None and opened.title == "Edit Classic Kings Cup (copy)"
    draft = replace(opened.draft, name="Quiet cup", rules=rule_changed(opened.draft, "3", title="Me, me"))
    assert d.save_draft(draft) is None and d.note == Note("Quiet cup is saved.")
    assert saved(d) == ["Quiet cup"] and d.library.own[0].rule(3).title == "Me, me" and d.draft is None
    d.ask_delete(copy.id)
    assert d.view().confirm is not None and d.view().confirm.name == "Quiet cup"  # type: ignore[union-attr]
    assert saved(d) == ["Quiet cup"]  # nothing gone before it is confirmed
    d.keep()
    assert d.view().confirm is None and saved(d) == ["Quiet cup"]
    d.ask_delete(copy.id)
    d.delete(copy.id)
    assert d.note == Note("Quiet cup is deleted.") and saved(d) == [] and d.view().confirm is None


def test_built_in_decks_cannot_be_edited_or_deleted() -> None:
    d = decks()
    assert d.edit("party") is None
    assert d.note is not None and d.note.error and "duplicate it" in d.note.text
    d.ask_delete("classic")
    assert d.note == Note("The Classic Kings Cup is built in and cannot be deleted.", True) and d.confirm is None
    d.delete("party")
    assert d.note is not None and d.note.error and [i.id for i in d.view().items] == ["party", "classic"]
    d.ask_delete("gone")
    assert d.note == Note("That deck is not in your decks any more.", True)


def test_a_new_deck_starts_from_the_party_deck_under_a_free_name() -> None:
    d = decks()
    opened = d.edit(None)
    assert opened is not None and opened.deck_id is None and opened.title == "New deck"
    assert opened.draft.name == "My deck" and opened.draft.rules == draft_of(PARTY).rules
    assert d.save_draft(opened.draft) is None and saved(d) == ["My deck"]
    assert d.edit(None).draft.name == "My deck (2)"  # type: ignore[union-attr]


def test_the_library_is_full_at_fifty() -> None:
    d = decks()
    for _ in range(MAX_DECKS):
        d.duplicate("party")
    d.duplicate("party")
    assert d.note is not None and d.note.error and d.note.text.startswith("Not duplicated: You have 50 decks")
    d.import_file(deck_file())
    assert d.note is not None and d.note.error and len(d.library.own) == MAX_DECKS


# -- the editor: refusals keep the draft ----------------------------------------------------------------------------
@pytest.mark.parametrize(("change", "field", "words"), [
    ({"name": ""}, "name", ""),
    ({"name": "x" * 41}, "name", "at most 40"),
    ({"finale": ""}, "finale", ""),
    ({"description": "d" * 400}, "description", "at most"),
    ({"rule": ("7", {"title": "x" * 41})}, "rule-7-title", "A title is at most 40 characters (this one has 41)."),
    ({"rule": ("K", {"text": ""})}, "rule-K-text", ""),
    ({"rule": ("10", {"text": "bad\x07bell"})}, "rule-10-text", ""),
    ({"rule": ("2", {"role": "emperor"})}, "rule-2-role", ""),
    ({"rule": ("2", {"role_text": "orphan text"})}, "rule-2-role_text", "without a role"),
    ({"rule": ("Q", {"role_text": ""})}, "rule-Q-role_text", ""),
])  # fmt: skip
def test_a_refused_draft_names_its_field_and_is_kept_as_typed(change: dict[str, object], field: str,
                                                               words: str) -> None:  # fmt: skip
    d = decks()
    d.duplicate("party")
    deck = d.library.own[0]
    opened = d.edit(deck.id)
    assert opened is not None
    draft = opened.draft
    if "rule" in change:
        rank: str
        parts: dict[str, str]
        rank, parts = change.pop("rule")  # type: ignore[misc]
        draft = replace(draft, rules=rule_changed(draft, rank, **parts))
    draft = replace(draft, **change)  # type: ignore[arg-type]
    before = d.store.backend.get("kings.kings-cup.decks")
    error = d.save_draft(draft)
    assert isinstance(error, DraftError) and error.field == field and words in str(error) and str(error)
    assert d.draft == draft and d.editing == deck.id  # the editor keeps every word typed
    assert d.library.own == (deck,) and d.store.backend.get("kings.kings-cup.decks") == before


def test_a_new_deck_under_a_taken_name_is_refused_on_the_name() -> None:
    d = decks()
    d.duplicate("party")
    draft = replace(d.edit(None).draft, name="Party deck (copy)")  # type: ignore[union-attr]
    error = d.save_draft(draft)
    assert error is not None and error.field == "name" and "choose another name" in str(error)
    assert saved(d) == ["Party deck (copy)"]
    d.duplicate("party")
    other = d.library.own[1]
    draft = replace(draft_of(other), name="party deck (COPY)")
    d.edit(other.id)
    error = d.save_draft(draft)
    assert error is not None and error.field == "name"


def test_texts_are_cleaned_as_saved_and_markup_stays_text() -> None:
    lib, deck = DeckLibrary().duplicate("party")
    draft = replace(draft_of(deck), name="  <b>Bold</b>   deck ",
                    rules=rule_changed(draft_of(deck), "A", text="<script>alert(1)</script>\nline two"))  # fmt: skip
    lib, saved_deck = save(lib, deck.id, draft)
    assert saved_deck.name == "<b>Bold</b> deck"
    assert saved_deck.rule(1).text == "<script>alert(1)</script> line two"  # shown as written, never run


def test_a_draft_round_trips_and_a_short_draft_is_refused() -> None:
    draft = draft_of(PARTY)
    assert len(draft.rules) == 13 and draft.to_dict()["rules"][4] == ["Thumb master", PARTY.rule(5).text,
                                                                       "thumb-master", PARTY.rule(5).role_text]
    lib, deck = DeckLibrary().duplicate("party")
    assert deck_of(deck, replace(draft, name=deck.name)).rules == PARTY.rules
    with pytest.raises(DraftError, match="one rule for each of the 13 ranks"):
        deck_of(deck, replace(draft, rules=draft.rules[:12]))
    assert isinstance(new_draft(lib), Draft) and isinstance(draft.rules[0], RuleDraft)


# -- files and links ------------------------------------------------------------------------------------------------
def test_export_a_file_and_import_it_elsewhere() -> None:
    d = decks()
    d.duplicate("party")
    own = d.library.own[0]
    found = d.export_file(own.id)
    assert found is not None and found[0] == f"kings-cup-{own.id}.json" and "saved as a file" in d.note.text  # type: ignore[union-attr]
    other = decks()
    deck = other.import_file(found[1], len(found[1].encode()))
    assert deck is not None and deck.rules == own.rules and other.note == Note(f"Imported {own.name}.")
    assert saved(other) == [own.name]
    again = other.import_file(found[1])  # the same file twice: renamed, never replacing
    assert again is not None and again.name == f"{own.name} (2)" and len(saved(other)) == 2
    assert d.export_file("gone") is None


def test_built_in_decks_export_too_and_come_back_unlocked() -> None:
    d = decks()
    name, text = d.export_file("classic")  # type: ignore[misc]
    deck = d.import_file(text)
    assert name == "kings-cup-classic.json" and deck is not None and not deck.locked
    assert deck.name == "Classic Kings Cup (2)" and deck.for_adults


def test_share_a_link_and_import_it() -> None:
    d = decks()
    d.duplicate("party")
    own = d.library.own[0]
    query = d.share(own.id)
    assert query is not None and query.startswith("?game=kings-cup&deck=kc1.") and query == share_query(own)
    v = d.view()
    assert v.link == query and v.link_name == own.name
    other = decks()
    deck = other.import_link("https://example.org/kings/index.html" + query)
    assert deck is not None and deck.rules == own.rules and saved(other) == [own.name]
    assert d.share("gone") is None


def test_a_deck_offered_by_an_address_is_imported_only_if_taken() -> None:
    d = decks()
    link = deck_to_link(replace(PARTY, id="shared", name="Shared deck", locked=False))
    assert d.offered(link) is None and d.view().offer is not None
    assert d.view().offer.name == "Shared deck" and saved(d) == []  # type: ignore[union-attr]
    d.decline_offer()
    assert d.offer is None and saved(d) == [] and d.note == Note("Not imported: your decks are unchanged.")
    assert d.offered(link) is None
    assert d.take_offer() is not None and saved(d) == ["Shared deck"] and d.offer is None
    assert d.take_offer() is None


def test_a_bad_link_in_the_address_says_why() -> None:
    d = decks()
    problem = d.offered("kc1.AAAA")
    assert problem is not None and problem.startswith("The address holds a deck that cannot be read: ")
    assert d.offer is None


HOSTILE_FILES = {
    "not json": "{not json",
    "empty": "",
    "a list": "[1, 2, 3]",
    "another format": json.dumps({"format": "kings-stats"}),
    "deep": "[" * 100_000 + "]" * 100_000,
    "deep object": '{"a":' * 5000 + "1" + "}" * 5000,
    "newer version": deck_file(version=99),
    "unknown field": deck_file(evil=True),
    "wrong type": deck_file(keeps_score="yes"),
    "rules a list": deck_file(rules=[1, 2]),
    "rule missing": deck_file(rules={k: v for k, v in deck_to_dict(PARTY)["rules"].items() if k != "7"}),
    "html name": deck_file(name="<img src=x onerror=alert(1)>" * 3),
    "control chars": deck_file(name="Bell\x07deck"),
    "nan": deck_file().replace('"keeps_score": true', '"keeps_score": NaN'),
    "duplicate key": deck_file()[:-1] + ', "name": "Twice"}',
    "bad id": deck_file(id="../../etc"),
    "huge": deck_file(description="x" * (MAX_FILE_BYTES + 10)),
}


@pytest.mark.parametrize("name", list(HOSTILE_FILES))
def test_hostile_files_are_refused_with_a_message_and_nothing_lost(name: str) -> None:
    d = decks()
    d.duplicate("party")
    before = d.store.backend.get("kings.kings-cup.decks")
    assert d.import_file(HOSTILE_FILES[name]) is None
    note = d.note
    assert note is not None and note.error, name
    assert note.text.startswith("Not imported: ") and note.text.endswith("Your decks are unchanged."), note.text
    assert len(note.text) < 300 and "Traceback" not in note.text
    assert d.store.backend.get("kings.kings-cup.decks") == before and saved(d) == ["Party deck (copy)"]


def test_a_file_too_big_is_refused_before_it_is_read() -> None:
    d = decks()
    assert d.import_file("", size=MAX_FILE_BYTES + 1) is None
    assert d.note is not None and d.note.error and "too big for a deck (at most 64 KB)" in d.note.text


def test_html_in_an_imported_deck_stays_text() -> None:
    d = decks()
    deck = d.import_file(deck_file(name="<b>Bold</b>", description="<script>alert(1)</script>"))
    assert deck is not None and deck.name == "<b>Bold</b>" and deck.description == "<script>alert(1)</script>"
    item = d.view().items[-1]
    assert item.name == "<b>Bold</b>" and item.description == "<script>alert(1)</script>"


@pytest.mark.parametrize("link", ["", "kc1.", "kc1.!!!", "kc2.abc", "https://example.org/?deck=", "kc1." + "A" * 40_000,
                                  "x" * 100_000])  # fmt: skip
def test_hostile_links_are_refused_with_a_message_and_nothing_lost(link: str) -> None:
    d = decks()
    d.duplicate("party")
    d.offered(deck_to_link(replace(PARTY, id="shared", name="Shared", locked=False)))
    assert d.import_link(link) is None
    assert d.note is not None and d.note.error and d.note.text.endswith("Your decks are unchanged.")
    assert saved(d) == ["Party deck (copy)"] and d.offer is None


# -- the saved library ----------------------------------------------------------------------------------------------
def test_damaged_saved_decks_are_reported_and_the_readable_ones_kept() -> None:
    backend = MemoryBackend()
    d = decks(backend)
    d.import_file(deck_file())
    d.duplicate("party")
    text = backend.get("kings.kings-cup.decks")
    assert text is not None
    envelope = json.loads(text)
    library = json.loads(envelope["data"])
    library["decks"][0]["name"] = ""  # one deck damaged
    envelope["data"] = json.dumps(library)
    backend.set("kings.kings-cup.decks", json.dumps(envelope))
    fresh = Decks(Store(backend).for_game("kings-cup"))
    problems = fresh.load()
    assert len(problems) == 1 and problems[0].startswith("Your saved deck")
    assert [x.name for x in fresh.library.own] == ["Party deck (copy)"]


@pytest.mark.parametrize("data", ["{", "[]", json.dumps({"format": "other", "decks": []})])
def test_an_unreadable_library_is_one_message_and_an_empty_list(data: str) -> None:
    store = Store(MemoryBackend()).for_game("kings-cup")
    store.save(KIND, data)
    d = Decks(store)
    problems = d.load()
    assert len(problems) == 1 and "could not be read" in problems[0] and d.library == DeckLibrary()


def test_a_library_that_is_not_text_is_rejected_by_the_store() -> None:
    store = Store(MemoryBackend()).for_game("kings-cup")
    store.save(KIND, {"decks": []})
    d = Decks(store)
    assert d.load() == () and d.library == DeckLibrary()
    assert store.notices and "could not be read" in store.notices[0] and store.load(KIND) is None


def test_the_file_text_is_the_engines_deck_file() -> None:
    d = decks()
    _name, text = d.export_file("party")  # type: ignore[misc]
    assert text == deck_to_json(PARTY)
