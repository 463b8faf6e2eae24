"""Bad and hostile deck files, deck links, records and move notation: each refused with a plain message, before any
costly work, and without harm (issue 16: "validated (bad or hostile files refused with a clear message, nothing lost;
rule text is always text, never markup)"). Runs in Pyodide too, where a parser's deep recursion would kill the page.

Every refusal is a DeckError (or NotationError for records and moves) whose message is one plain sentence. "Before any
costly work" is checked by what the reader does (a file too big or nested too deep never reaches the JSON parser; a zip
bomb is never expanded: the memory it takes), not by a clock, which a busy machine fails; the times are
bench/hostile_inputs.py's figures."""

from __future__ import annotations

import base64
import json
import tracemalloc
import zlib
from collections.abc import Callable
from typing import Any

import pytest

from kings.errors import KingsError, NotationError
from kings.kings_cup.api import GAME, new_game
from kings.kings_cup.builtin import PARTY
from kings.kings_cup.codec import (
    LINK_PREFIX,
    MAX_FILE_BYTES,
    MAX_LINK_CHARS,
    deck_from_json,
    deck_from_link,
    deck_to_dict,
    deck_to_json,
    deck_to_link,
)
from kings.kings_cup.deck import DeckError
from kings.kings_cup.library import DeckLibrary, read_library
from kings.kings_cup.moves import parse_move
from kings.kings_cup.rules import Rules

pytestmark = pytest.mark.pyodide


def good() -> dict[str, Any]:
    return deck_to_dict(PARTY)


def edited(change: Callable[[dict[str, Any]], object]) -> str:
    data = good()
    change(data)
    return json.dumps(data)


def refused(read: Callable[[Any], object], text: Any, words: str, error: type[KingsError] = DeckError) -> str:
    """Assert ``read(text)`` raises ``error`` with a plain one-sentence message holding ``words``."""
    with pytest.raises(error) as caught:
        read(text)
    message = str(caught.value)
    assert words in message, message
    assert message.endswith(".") and "\n" not in message and "Traceback" not in message and "\x00" not in message
    return message


@pytest.mark.parametrize(("text", "words"), [
    ("", "it is not JSON"), ("hello", "it is not JSON"), ("{", "it is not JSON"), ('{"a": 1} x', "it is not JSON"),
    ("[]", "not a Kings Cup deck"), ('"deck"', "not a Kings Cup deck"), ("5", "not a Kings Cup deck"),
    ("null", "not a Kings Cup deck"), ('{"name": "x"}', "This file is not a Kings Cup deck."),
    ('{"format": "kings-cup-decks", "version": 1}', "This file is not a Kings Cup deck."),
    ('{"format": "kings-cup-deck", "version": NaN}', "NaN"), ('{"x": Infinity}', "Infinity"),
])  # fmt: skip
def test_text_that_is_not_a_deck(text: str, words: str):
    refused(deck_from_json, text, words)


def test_bytes_that_are_not_text_and_a_wrong_type():
    refused(deck_from_json, b"\xff\xfe{\x00", "it is not text")
    refused(deck_from_json, 42, "This file is not a Kings Cup deck.")


@pytest.mark.parametrize(("version", "words"), [
    (2, "newer version of the game (deck format 2)"), (0, "format version is missing"), ("1", "not a whole number"),
    (True, "not a whole number"), (None, "format version is missing"), (1.5, "not a whole number"),
])  # fmt: skip
def test_unknown_versions(version: object, words: str):
    refused(deck_from_json, edited(lambda d: d.update(version=version)), words)


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d["rules"].pop("7"), "The rule for 7 is missing."),
    (lambda d: d["rules"].pop("K"), "The rule for K is missing."),
    (lambda d: d["rules"].update({"14": d["rules"]["A"]}), "“14” is not a card rank"),
    (lambda d: d["rules"].update({"Joker": {}}), "“Joker” is not a card rank"),
    (lambda d: d.update(rules=[1, 2]), "rules must be an object"),
    (lambda d: d["rules"].update({"7": "Heaven"}), "The rule for 7 must be an object"),
    (lambda d: d["rules"]["7"].pop("text"), "The rule for 7: it has no text."),
    (lambda d: d["rules"]["7"].update(title=["x"]), "The rule for 7: a title must be text."),
    (lambda d: d["rules"]["7"].update(title=""), "The rule for 7: a title cannot be empty."),
    (lambda d: d["rules"]["7"].update(title="x" * 41), "The rule for 7: a title is at most 40 characters"),
    (lambda d: d["rules"]["7"].update(text="x" * 50_000), "a text is at most 300 characters (this one has 50000)"),
    (lambda d: d["rules"]["Q"].update(role="boss"), "The rule for Q: “boss” is not a role (question-master"),
    (lambda d: d["rules"]["Q"].update(role=3), "The rule for Q: its role must be a role's id."),
    (lambda d: d["rules"]["Q"].pop("role_text"), "says what the role means"),
    (lambda d: d["rules"]["7"].update(role_text="x"), "The rule for 7: a rule without a role has no role text."),
    (lambda d: d["rules"]["7"].update(colour="red"), "The rule for 7: this rule has a field the game does not know"),
    (lambda d: d.update(locked=True), "This deck has a field the game does not know: “locked”."),
    (lambda d: d.update({"<script>": 1}), "a field the game does not know: “<script>”."),
    (lambda d: d.pop("name"), "This deck has no name."), (lambda d: d.pop("id"), "This deck has no id."),
    (lambda d: d.pop("finale"), "This deck has no finale."), (lambda d: d.pop("rules"), "This deck has no rules."),
    (lambda d: d.update(name=7), "A deck name must be text."), (lambda d: d.update(name=" "), "cannot be empty"),
    (lambda d: d.update(id="../../etc"), "A deck's id is 1 to 40 lower-case"),
    (lambda d: d.update(id="UPPER"), "lower-case"), (lambda d: d.update(id="x" * 41), "lower-case"),
    (lambda d: d.update(for_adults="yes"), "This deck's for_adults must be true or false."),
    (lambda d: d.update(keeps_score=1), "This deck's keeps_score must be true or false."),
    (lambda d: d.update(description="x" * 201), "A description is at most 200 characters"),
])  # fmt: skip
def test_damaged_fields_are_named(change: Callable[[dict[str, Any]], object], words: str):
    refused(deck_from_json, edited(change), words)


def test_a_rank_given_twice_is_refused_not_silently_dropped():
    text = deck_to_json(PARTY).replace('"7": {', '"7": {"title": "Copy", "text": "Copy"}, "7": {', 1)
    refused(deck_from_json, text, "This file gives “7” twice in one place.")
    refused(deck_from_json, '{"format": "a", "format": "b"}', "gives “format” twice")


@pytest.mark.parametrize("bad", ["\x00", "\x1b[31m", "\x7f", "\x08", "\u202e", "\u2066", "\u200e", "\ud800"])
def test_control_characters_are_refused(bad: str):
    refused(deck_from_json, edited(lambda d: d["rules"]["7"].update(text=f"Heaven{bad}!")), "cannot hold control")


def test_line_breaks_and_tabs_become_spaces_and_markup_stays_text():
    hostile = '<script>alert("x")</script><img src=x onerror=alert(1)> &amp; javascript:alert(1) {{7*7}} **bold**'
    text = edited(lambda d: d["rules"]["7"].update(title="Sky\n\thigh", text=hostile))
    deck = deck_from_json(text)
    assert deck.rule(7).title == "Sky high" and deck.rule(7).text == hostile
    assert deck_from_link(deck_to_link(deck)).rule(7).text == hostile


@pytest.fixture
def no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The JSON parser of the deck reader, made to fail the test if anything reaches it."""
    from kings.kings_cup import codec

    def parse(*args: object, **kwargs: object) -> None:
        raise AssertionError("hostile text reached the JSON parser")

    monkeypatch.setattr(codec, "json", type("NoJson", (), {"loads": staticmethod(parse)}))


def test_huge_and_deeply_nested_files_are_refused_before_parsing(no_parsing: None):
    refused(deck_from_json, " " * (MAX_FILE_BYTES + 1), "too big for a deck (at most 64 KB)")
    refused(deck_from_json, b" " * (MAX_FILE_BYTES + 1), "too big")
    refused(deck_from_json, "é" * (MAX_FILE_BYTES // 2 + 1), "too big")  # counted in UTF-8 bytes
    refused(deck_from_json, "[" * 60_000 + "]" * 60_000, "too big")
    refused(deck_from_json, "[" * 30_000 + "]" * 30_000, "nested too deep")
    refused(deck_from_json, '{"a":' * 10_000 + "1" + "}" * 10_000, "nested too deep")
    nested = edited(lambda d: d.update(description=[[[[[[[[[["x"]]]]]]]]]]))
    refused(deck_from_json, nested, "nested too deep")


def test_the_depth_check_reads_strings_as_strings():
    """Brackets inside a string are text, not nesting (the check skips strings, escaped quotes included, in one
    pass: bench/hostile_inputs.py times the longest)."""
    refused(deck_from_json, '"' + '\\"' * 30_000 + '"[[[[[[[[[', "not a Kings Cup deck")
    assert deck_from_json(edited(lambda d: d.update(description="[[[[[[[[[[{{{{{{{{{{"))).description.startswith("[[")


def _link(raw: bytes) -> str:
    return LINK_PREFIX + base64.urlsafe_b64encode(raw).decode().rstrip("=")


@pytest.mark.parametrize(("text", "words"), [
    ("", "This is not a Kings Cup deck link."), ("hello", "not a Kings Cup deck link"),
    ("kc2.eJyrVg", "not a Kings Cup deck link"), ("kc1.", "not a Kings Cup deck link"),
    ("kc1.abc$def", "not a Kings Cup deck link"), ("kc1.abc=", "not a Kings Cup deck link"),
    ("kc1.a", "damaged"), ("kc1." + "A" * 40, "damaged"),
    ("https://kings.example/?deck=nope", "not a Kings Cup deck link"),
    ("kc1." + "A" * (MAX_LINK_CHARS + 1), "too long (at most 32,000 characters)"),
])  # fmt: skip
def test_links_that_are_not_deck_links(text: str, words: str):
    refused(deck_from_link, text, words)
    refused(deck_from_link, None, "not a Kings Cup deck link")


def test_truncated_and_garbled_links_are_refused():
    link = deck_to_link(PARTY)
    for cut in (len(link) // 2, len(link) - 3, 12):
        refused(deck_from_link, link[:cut], "")  # cut short or damaged: either way a plain refusal
    assert "cut short" in refused(deck_from_link, _link(zlib.compress(b'{"a": 1}' * 50)[:-10]), "")
    flipped = link[:40] + ("A" if link[40] != "A" else "B") + link[41:]
    refused(deck_from_link, flipped, "")
    refused(deck_from_link, _link(zlib.compress(b"{}") + b"junk"), "damaged")
    refused(deck_from_link, _link(zlib.compress(b"not json")), "not a Kings Cup deck: it is not JSON")
    refused(deck_from_link, _link(zlib.compress(b"\xff\xfe")), "not text")
    refused(deck_from_link, _link(zlib.compress(json.dumps({"format": "kings-cup-deck"}).encode())), "version")


def test_zip_bombs_are_refused_without_being_expanded():
    bomb = _link(zlib.compress(b" " * 50_000_000, 9))  # 50 MB of spaces in some 50 KB: too long a link already
    small = _link(zlib.compress(b"[" + b" " * 20_000_000 + b"]", 9))  # 20 MB in about 20 KB: a link that fits
    assert len(small) <= MAX_LINK_CHARS
    quine = _link(zlib.compress(b"[" * 200_000 + b"]" * 200_000, 9))
    tracemalloc.start()
    try:
        refused(deck_from_link, bomb, "too long")
        refused(deck_from_link, small, "holds too much for a deck (at most 64 KB)")
        refused(deck_from_link, quine, "holds too much")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2_000_000, f"{peak} bytes taken to refuse a few KB of link: a bomb was expanded"


def test_a_refused_import_leaves_the_library_as_it_was():
    library, _ = DeckLibrary().create("Pirates")
    before = library.to_json()
    for bad in ("nope", deck_to_json(PARTY).replace('"7"', '"77"')):
        with pytest.raises(DeckError):
            library.import_json(bad)
        with pytest.raises(DeckError):
            library.import_link(bad)
    assert library.to_json() == before and read_library("[" * 100_000)[1] == (
        "Your saved decks could not be read: they are damaged.",
    )


# -- records and move notation ---------------------------------------------------------------------------------------
def _record() -> dict[str, Any]:
    game = new_game(Rules(), 3, ("Ada", "Bo"))
    for _ in range(5):
        game = game.play(game.legal_moves()[0])
    result: dict[str, Any] = json.loads(GAME.record(game).to_json())
    return result


@pytest.mark.parametrize(("change", "words"), [
    (lambda r: r.update(game="king"), "This is not a Kings Cup game record."),
    (lambda r: r.update(kind="match"), "not a Kings Cup game record"),
    (lambda r: r.update(names=["Ada"]), "2 to 12 players"), (lambda r: r.update(names="Ada"), "a list"),
    (lambda r: r.update(names=["Ada", "<b>\x00</b>"]), "control characters"),
    (lambda r: r.update(seed=-1), "seed"), (lambda r: r.update(first=2), "first player is no seat"),
    (lambda r: r.update(rules={"deck": "drinks"}), "no built-in deck"),
    (lambda r: r["rules"].update(deck={"format": "kings-cup-deck", "version": 9}), "newer version"),
    (lambda r: r.update(moves="draw"), "list of at most 2000 texts"),
    (lambda r: r.update(moves=["draw"] * 2001), "at most 2000"),
    (lambda r: r.update(moves=["drink"]), "'drink' is not a move"),
    (lambda r: r.update(moves=["rule:" + "[" * 50_000]), "is not a house rule"),
])  # fmt: skip
def test_damaged_records_are_refused(change: Callable[[dict[str, Any]], object], words: str):
    data = _record()
    change(data)
    refused(GAME.record_from_json, json.dumps(data), words, NotationError)


def test_records_too_big_or_too_deep_and_illegal_moves_on_replay():
    refused(GAME.record_from_json, "[" * 100_000, "nested too deep", NotationError)
    refused(GAME.record_from_json, "x" * 600_000, "too big", NotationError)
    refused(GAME.record_from_json, "nope", "not JSON", NotationError)
    data = _record()
    data["moves"] = ["mate:1"]
    record = GAME.record_from_json(json.dumps(data))
    with pytest.raises(KingsError, match="no mate to choose"):
        record.replay()


@pytest.mark.parametrize(("text", "words"), [
    ("point:-1", "is not a move"), ("point:123", "is not a move"), ("mate:1.5", "is not a move"),
    ("mate:", "is not a move"), ("rule:no quotes", "is not a house rule"), ('rule:"open', "is not a house rule"),
    ('rule:"a" "b"', "is not a house rule"), ("rule:[1]", "is not a house rule"), ("rule:5", "is not a house rule"),
    ('rule:"' + "x" * 121 + '"', "at most 120 characters"), ('rule:"\\u0000"', "control characters"),
    ('rule:"' + "x" * 2000 + '"', "is not a house rule"), ("rule:" + "[" * 100_000, "is not a house rule"),
])  # fmt: skip
def test_hostile_move_notation(text: str, words: str):
    refused(parse_move, text, words, NotationError)
