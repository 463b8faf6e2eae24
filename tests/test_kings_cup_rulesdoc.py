"""Kings Cup's rules page (kings/kings_cup/rulesdoc.py): generated from the engine's rules and decks, current in
docs/kings-cup-rules.md, listing both built-in decks, how decks of one's own work, and every decision the source
(``seeds/000_07c215abc0a5bb30.txt``: "a different set of cards (rules) for every crowd") leaves open."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from kings.kings_cup import rulesdoc
from kings.kings_cup.builtin import CLASSIC, PARTY
from kings.kings_cup.deck import AGE_NOTICE, CardRule
from kings.kings_cup.editing import duplicate, set_rule
from kings.kings_cup.rules import PRESETS, Rules, for_deck

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.pyodide


def _section(rules: Rules, key: str) -> rulesdoc.DocSection:
    return next(s for s in rulesdoc.sections(rules) if s.key == key)


def test_the_rules_page_is_generated_from_the_engine():
    """docs/kings-cup-rules.md must be regenerated when the rules change:
    python -m kings.kings_cup.rulesdoc > docs/kings-cup-rules.md."""
    assert (ROOT / "docs" / "kings-cup-rules.md").read_text(encoding="utf-8") == rulesdoc.render()


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses inside Pyodide")
def test_the_module_writes_the_page():
    out = subprocess.run([sys.executable, "-m", "kings.kings_cup.rulesdoc"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, check=True).stdout  # fmt: skip
    assert out == rulesdoc.render()


def test_sections_are_plain_frozen_data_in_reading_order():
    sections = rulesdoc.sections(Rules())
    assert [s.key for s in sections] == ["play", "deck", "roles", "points", "decks", "decisions", "options"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        sections[0].title = "x"  # type: ignore[misc]
    for s in sections:
        assert s.title and all(t and x.endswith((".", ")")) for t, x in s.entries), s.key
        assert all(item.endswith((".", "!")) and "\n" not in item for item in s.items), s.key


def test_the_page_lists_both_built_in_decks_rank_by_rank_with_the_age_notice():
    page = rulesdoc.render()
    for deck in (PARTY, CLASSIC):
        assert f"## {deck.name}" in page and deck.finale in page
        assert all(f"– {rule.title}**: {rule.text}" in page for rule in deck.rules)
    assert page.count(AGE_NOTICE) == 1 and page.index(PARTY.name) < page.index(CLASSIC.name)
    assert "000_07c215abc0a5bb30.txt" in page and "a different set of cards (rules) for every crowd" in page


def test_the_page_follows_the_table_and_shows_a_deck_of_ones_own_as_it_is():
    """The page the table shows is for its rules: its deck's own words, its number of kings."""
    deck = set_rule(duplicate(PARTY), "7", CardRule("<b>Sky</b>", "Jump!"))
    rules = for_deck(deck, kings=2)
    assert dict(_section(rules, "deck").entries)["7 – <b>Sky</b>"] == "Jump!"
    assert "the second king" in _section(rules, "play").intro
    assert "nobody wins" in _section(PRESETS["classic"], "points").intro
    assert "This deck gives: mate, house rule, question master" not in _section(PRESETS["classic"], "roles").intro
    assert _section(PRESETS["classic"], "roles").intro.endswith("question master, mate, house rule.")


def test_every_decision_and_option_is_written_down():
    decisions = " ".join(_section(Rules(), "decisions").items)
    for words in ("last king ends the game at once", "at most one per player per card", "mate one too",
                  "retiring the oldest", "make no rule", "share the win", "has no winner", "Undo takes back",
                  "replayed after the deck is changed or deleted"):  # fmt: skip
        assert words in decisions, words
    options = _section(Rules(), "options")
    assert [t.split(" (")[0] for t, _ in options.entries] == ["Kings", "Deck", "Games in a match"]
    assert all(any(f"(`{pid}`)" in item for item in options.items) for pid in PRESETS)
    decks = " ".join(_section(Rules(), "decks").items)
    for words in ("64 KB", "32,000 characters", "refused with a message", "never run", "up to 50"):
        assert words in decks, words
