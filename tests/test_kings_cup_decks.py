"""Kings Cup's rule decks (issue 16: "Rule decks are data"): the built-in party and classic decks, editing one's own
decks as pure functions, the library (create, duplicate, edit, delete; built-in decks locked), and the JSON file and
link codecs round-tripping. Hostile files and links are in tests/test_kings_cup_hostile.py."""

from __future__ import annotations

import json
import random
import re
from dataclasses import FrozenInstanceError, replace

import pytest

from kings.cards import RANKS
from kings.kings_cup.builtin import BUILT_IN, CLASSIC, PARTY, built_in
from kings.kings_cup.codec import (
    LINK_PREFIX,
    MAX_LINK_CHARS,
    RANK_KEYS,
    deck_from_json,
    deck_from_link,
    deck_to_dict,
    deck_to_json,
    deck_to_link,
)
from kings.kings_cup.deck import AGE_NOTICE, LIMITS, CardRule, DeckError, Role, RuleDeck
from kings.kings_cup.editing import duplicate, new_deck, rank_of, rename, set_details, set_rule, slug, unique_id
from kings.kings_cup.library import MAX_DECKS, DeckLibrary, export_json, export_link, read_library

pytestmark = pytest.mark.pyodide


def mine() -> RuleDeck:
    """A deck of one's own with markup, quotes, emoji and a role on the king."""
    deck = duplicate(PARTY, ["party"])
    deck = set_rule(deck, "K", CardRule("<b>King</b> & \"co\"", "Ни слова 🎉 <script>alert(1)</script>",
                                        Role.QUESTION_MASTER, "Asks 'questions'."))  # fmt: skip
    return set_details(rename(deck, "Pirate night"), description="Arr!", for_adults=True, keeps_score=False)


# -- the built-in decks ----------------------------------------------------------------------------------------------
def test_the_built_in_decks_are_locked_have_stable_ids_and_a_rule_per_rank():
    """Issue 16: "a default party deck with no drinking ... a classic deck shown only after a plain age notice"."""
    assert list(BUILT_IN) == ["party", "classic"] and built_in("classic") is CLASSIC
    for deck in BUILT_IN.values():
        assert deck.locked and len(deck.rules) == 13 and all(r.title and r.text for r in deck.rules)
    assert (PARTY.for_adults, PARTY.keeps_score, CLASSIC.for_adults, CLASSIC.keeps_score) == (False, True, True, False)
    assert "legal drinking age" in AGE_NOTICE
    with pytest.raises(DeckError, match="no built-in deck 'x'"):
        built_in("x")


def test_the_role_of_each_built_in_rank_never_changes():
    """Decision: records name built-in decks by id, so a rank's role (which moves it asks for) is pinned here."""
    roles = {d.id: {RANKS[i].code: r.role.value for i, r in enumerate(d.rules) if r.role} for d in BUILT_IN.values()}
    assert roles == {"party": {"5": "thumb-master", "8": "mate", "J": "rule", "Q": "question-master"},
                     "classic": {"8": "mate", "J": "rule", "Q": "question-master"}}  # fmt: skip


def test_the_party_deck_has_no_drinking_and_the_usual_kings_cup_structure():
    """Issue 16: "the party deck (no drinking: forfeits like 'sing a line', points for whoever slips ... with the usual
    Kings Cup structure: waterfall, categories, rhyme, never have I ever with points, question master, thumb master,
    mate, make a rule)"."""
    text = " ".join(f"{r.title} {r.text} {r.role_text}" for r in PARTY.rules) + PARTY.finale + PARTY.description
    drinking = re.compile(r"\b(drinks?|drinking|sips?|beer|alcohol|shots?|chug)\b", re.I)
    assert not drinking.search(text.replace("No drinking", ""))
    titles = [r.title for r in PARTY.rules]
    for title in ("Waterfall", "Categories", "Rhyme", "Never have I ever", "Question master", "Thumb master", "Mate",
                  "House rule", "Heaven", "Floor"):  # fmt: skip
        assert title in titles
    assert "sing a line" in PARTY.rule(2).text and "point" in PARTY.rule(6).text


def test_the_classic_deck_is_the_commonly_played_one_in_a_responsible_tone():
    """Source for the classic deck: the commonly played rules (tipsycards.com/cup-rules, partystart.nl, guzzlinggames):
    A waterfall, 2 you, 3 me, 4 floor, 5 guys, 6 girls, 7 heaven, 8 mate, 9 rhyme, 10 categories, J a rule, Q question
    master, K the King's Cup, the fourth king ending the game. Decision: a drink is a sip, and nobody has to drink."""
    assert [r.title for r in CLASSIC.rules] == ["Waterfall", "You", "Me", "Floor", "Guys", "Girls", "Heaven", "Mate",
                                                "Rhyme", "Categories", "Make a rule", "Question master",
                                                "King's Cup"]  # fmt: skip
    assert "nobody ever has to" in CLASSIC.finale and "sip" in CLASSIC.description


def test_every_text_is_within_its_limit_and_decks_are_frozen():
    for deck in BUILT_IN.values():
        assert len(deck.name) <= LIMITS["deck name"] and len(deck.finale) <= LIMITS["finale"]
        assert all(len(r.title) <= LIMITS["title"] and len(r.text) <= LIMITS["text"] for r in deck.rules)
    with pytest.raises(FrozenInstanceError):
        PARTY.name = "x"  # type: ignore[misc]


# -- building and editing --------------------------------------------------------------------------------------------
def test_a_deck_is_always_valid():
    """Decision: building a deck checks it, so every deck that exists can be played, saved and shared."""
    rules = PARTY.rules
    cases = (({"rules": rules[:12]}, "one rule for each of the 13"), ({"id": "Bad Id"}, "lower-case"),
             ({"name": ""}, "cannot be empty"), ({"finale": "x" * 301}, "at most 300"),
             ({"keeps_score": 1}, "true or false"), ({"rules": (*rules[:12], "K")}, "card rules"))  # fmt: skip
    for kwargs, words in cases:
        with pytest.raises(DeckError, match=words):
            replace(PARTY, **kwargs)
    with pytest.raises(DeckError, match="A rule without a role has no role text"):
        CardRule("x", "y", None, "z")
    with pytest.raises(DeckError, match="must be one of the game's roles"):
        CardRule("x", "y", "mate", "z")  # type: ignore[arg-type]


def test_editing_returns_new_decks_and_built_in_decks_refuse():
    """Issue 16: "duplicate with a new id/name 'Party deck (copy)', rename, set a rank's rule ... built-in decks
    refuse edits with a message"."""
    copy = duplicate(PARTY, taken_ids=["party", "classic", "party-copy"])
    assert (copy.id, copy.name, copy.locked, copy.rules) == ("party-copy-2", "Party deck (copy)", False, PARTY.rules)
    edited = set_rule(rename(copy, "Family night"), "ten", CardRule("Animals", "Name an animal."))
    assert edited.name == "Family night" and edited.rule(10).title == "Animals" and copy.rule(10).title == "Categories"
    assert set_details(edited, finale="The end.").finale == "The end."
    for edit in (lambda d: rename(d, "x"), lambda d: set_rule(d, 1, PARTY.rule(1)), lambda d: set_details(d)):
        with pytest.raises(DeckError, match="is built in and cannot be changed: duplicate it"):
            edit(CLASSIC)
    assert new_deck("Mine", CLASSIC, ["mine"]).id == "mine-2" and new_deck("Mine", CLASSIC).for_adults
    assert (rank_of("A"), rank_of("king"), rank_of(7)) == (RANKS[0], RANKS[12], RANKS[6])
    for bad in ("14", 0, True, "joker"):
        with pytest.raises(DeckError, match="not a card rank"):
            rank_of(bad)
    assert slug("  ") == "deck" and unique_id("Pirates", ["pirates", "pirates-2"]) == "pirates-3"
    long = duplicate(replace(PARTY, name="x" * 40))
    assert long.name == "x" * 33 + " (copy)"


def test_the_library_creates_duplicates_edits_and_deletes_without_losing_anything():
    """Issue 16: "the player's own decks: create, duplicate, edit, delete (built-in ones locked)"."""
    library = DeckLibrary()
    library, a = library.create("Pirates")
    library, _ = library.create("pirates")
    library, c = library.duplicate("classic")
    assert [(d.id, d.name) for d in library.own] == [("pirates", "Pirates"), ("pirates-2", "pirates (2)"),
                                                     ("classic-copy", "Classic Kings Cup (copy)")]  # fmt: skip
    assert c.for_adults and not c.locked and library.get("party") is PARTY
    edited = library.update(rename(a, "Pirate night"))
    assert edited.get("pirates").name == "Pirate night" and library.get("pirates").name == "Pirates"
    with pytest.raises(DeckError, match="already have a deck called “Pirates \\(2\\)”"):
        library.update(rename(a, "Pirates (2)"))
    with pytest.raises(DeckError, match="cannot be deleted"):
        library.delete("party")
    with pytest.raises(DeckError, match="not in your decks"):
        library.delete("nope")
    with pytest.raises(DeckError, match="cannot be changed"):
        library.update(PARTY)
    assert [d.id for d in library.delete("pirates-2").own] == ["pirates", "classic-copy"]
    full = DeckLibrary(tuple(replace(a, id=f"d{i}", name=f"D{i}") for i in range(MAX_DECKS)))
    with pytest.raises(DeckError, match="delete one first"):
        full.duplicate("party")


def test_the_library_is_saved_and_read_back_keeping_every_good_deck():
    """Decision: the saved library keeps every deck it can read and names each one it cannot ("nothing lost")."""
    library, _ = DeckLibrary().create("Pirates")
    library = library.import_json(deck_to_json(mine()))[0]
    assert read_library(library.to_json()) == (library, ())
    data = json.loads(library.to_json())
    data["decks"].insert(1, {"format": "kings-cup-deck", "version": 1, "name": "Broken"})
    back, problems = read_library(json.dumps(data))
    assert back == library and problems == ("Your saved deck “Broken” could not be read: this deck has no id.",)
    assert read_library("{}")[1] == ("Your saved decks could not be read: they are not a list of Kings Cup decks.",)


# -- files and links -------------------------------------------------------------------------------------------------
def test_deck_files_round_trip_and_read_back_unlocked():
    """Issue 16: "export and import as a JSON file"; decision: no file makes a deck built in."""
    for deck in (PARTY, CLASSIC, mine()):
        text = deck_to_json(deck)
        back = deck_from_json(text)
        assert back == replace(deck, locked=False) and not back.locked
        assert deck_from_json(text.encode("utf-8")) == back == deck_from_json(deck_to_json(deck, indent=None))
        assert deck_from_json(b"\xef\xbb\xbf" + text.encode("utf-8")) == back  # a byte-order mark is fine
    data = deck_to_dict(mine())
    assert list(data) == ["format", "version", "id", "name", "description", "keeps_score", "for_adults", "finale",
                          "rules"] and list(data["rules"]) == list(RANK_KEYS)  # fmt: skip
    assert data["rules"]["K"] == {"title": '<b>King</b> & "co"', "text": "Ни слова 🎉 <script>alert(1)</script>",
                                  "role": "question-master", "role_text": "Asks 'questions'."}  # fmt: skip
    assert "role" not in data["rules"]["A"] and export_json(PARTY) == deck_to_json(PARTY)


def test_optional_fields_take_their_defaults():
    data = deck_to_dict(mine())
    del data["description"], data["keeps_score"], data["for_adults"]
    deck = deck_from_json(json.dumps(data))
    assert (deck.description, deck.keeps_score, deck.for_adults) == ("", True, False)


def test_deck_links_round_trip_compactly():
    """Issue 16: "a compact link codec (deck -> URL-safe string, e.g. compressed with zlib + base64url, length limit,
    and back with the same validation)"."""
    for deck in (PARTY, CLASSIC, mine()):
        link = deck_to_link(deck)
        assert link.startswith(LINK_PREFIX) and re.fullmatch(r"kc1\.[A-Za-z0-9_-]+", link)
        assert deck_from_link(link) == replace(deck, locked=False) == deck_from_link(f" {link}\n")
        for address in (f"https://kings.example/?game=kings-cup&deck={link}", f"https://k.example/cup#deck={link}"):
            assert deck_from_link(address) == deck_from_link(link)
    assert len(deck_to_link(PARTY)) < 1_600 and export_link(PARTY) == deck_to_link(PARTY)


def test_the_longest_valid_deck_still_fits_in_a_link():
    """Decision: every valid deck can be shared as a link: texts at their limits, in random characters that do not
    compress (4-byte UTF-8), stay under MAX_LINK_CHARS."""
    rng = random.Random(16)

    def text(n: int) -> str:
        return "".join(chr(rng.randrange(0x20000, 0x2A6DF)) for _ in range(n))

    rules = tuple(CardRule(text(LIMITS["title"]), text(LIMITS["text"]), Role.MATE, text(LIMITS["role text"]))
                  for _ in RANKS)  # fmt: skip
    deck = RuleDeck("x" * 40, text(LIMITS["deck name"]), text(LIMITS["description"]), rules, text(LIMITS["finale"]))
    link = deck_to_link(deck)
    assert len(link) <= MAX_LINK_CHARS and deck_from_link(link) == deck
    assert len(deck_to_json(deck, indent=None).encode()) < 64 * 1024
