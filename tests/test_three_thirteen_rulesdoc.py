"""3-13's rules page (kings/three_thirteen/rulesdoc.py): generated from the engine's rules data, current in
docs/three-thirteen-rules.md, and saying in plain words what the engine enforces, the table's options, every decision
the source leaves open, and the CPU levels. Source: ``seeds/002_ffd57030109f7a48.txt`` (the rummy part)."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from kings.three_thirteen import rulesdoc
from kings.three_thirteen.rules import PRESETS, Rules, preset

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.pyodide


def _section(rules: Rules, key: str) -> rulesdoc.DocSection:
    return next(s for s in rulesdoc.sections(rules) if s.key == key)


def _text(rules: Rules) -> str:
    return "\n".join(" ".join((s.title, s.intro, *(f"{t} {x}" for t, x in s.entries), *s.items))
                     for s in rulesdoc.sections(rules))  # fmt: skip


def test_the_rules_page_is_generated_from_the_engine():
    """docs/three-thirteen-rules.md must be regenerated when the rules change:
    python -m kings.three_thirteen.rulesdoc > docs/three-thirteen-rules.md."""
    assert (ROOT / "docs" / "three-thirteen-rules.md").read_text(encoding="utf-8") == rulesdoc.render()


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses inside Pyodide")
def test_the_module_writes_the_page():
    out = subprocess.run([sys.executable, "-m", "kings.three_thirteen.rulesdoc"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, check=True).stdout  # fmt: skip
    assert out == rulesdoc.render()


def test_sections_are_plain_frozen_data_in_reading_order():
    sections = rulesdoc.sections(Rules())
    assert [s.key for s in sections] == ["play", "rounds", "melds", "scoring", "decisions", "options", "levels"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        sections[0].title = "x"  # type: ignore[misc]
    for s in sections:
        assert s.title and all(t and x.endswith(".") for t, x in s.entries), s.key
        assert all(item.endswith(".") and "\n" not in item for item in s.items), s.key


def test_the_rounds_and_their_wild_ranks_are_the_sources():
    """Source: "Round 1 Threes are wild ... Round 11 Kings are wild"; the 14-card round adds a twelfth (aces wild)."""
    rounds = dict(_section(Rules(), "rounds").entries)
    assert list(rounds) == [f"Round {i}" for i in range(1, 12)]
    assert rounds["Round 1"] == "3 cards each; threes are wild."
    assert rounds["Round 9"] == "11 cards each; jacks are wild."
    assert dict(_section(preset("deuces-arent-wild"), "rounds").entries)["Round 12"] == "14 cards each; aces are wild."
    assert "Jokers are wild" in _section(preset("jokers"), "rounds").intro


def test_the_melds_and_the_points_follow_the_table():
    """Source: "Aces rank low in this game, so A-2-3 is a valid sequence but Q-K-A is not" and the variations (aces
    high or low, an ace left costs 15; J 11, Q 12, K 13; jokers 20); "You can even make a set that consists of only
    wild cards"."""
    assert "Q-K-A is not" in _text(Rules()) and "Q-K-A are both runs" in _text(preset("aces-high"))
    assert "ace 1, two to ten their number, jack, queen and king 10 each" in _section(Rules(), "scoring").intro
    assert "ace 15" in _section(preset("aces-high"), "scoring").intro
    assert "jack 11, queen 12, king 13" in _section(preset("face-values"), "scoring").intro
    assert "a joker 20" in _section(preset("jokers"), "scoring").intro
    assert "wild cards alone" in _text(Rules()) and "at least one card that is not wild" in _text(
        preset("no-wild-melds"))  # fmt: skip


def test_every_decision_the_engine_makes_where_the_source_is_silent_is_written_down():
    """The module docs of kings/three_thirteen/*.py name these decisions; the page must say each one."""
    decisions = " ".join(_section(Rules(), "decisions").items)
    for words in ("one 52-card pack for every two players", "one at a time, starting at the dealer's left",
                  "may not be thrown back in the same turn", "Going out is never forced", "ordinary draws and discards",
                  "shuffled into a new stock", "50 turns for each player", "costs its own points (a joker 20)",
                  "only if melds of wild cards alone are allowed", "equal totals share the win", "aces are wild in it",
                  "first tied player"):  # fmt: skip
        assert words in decisions, words


def test_every_option_and_preset_is_described_and_the_page_follows_the_table():
    options = {f.name for f in dataclasses.fields(Rules)} - {"id", "name"}
    assert set(rulesdoc.OPTIONS) == options
    section = _section(Rules(), "options")
    assert len(section.entries) == len(options)
    assert "Jokers (0)" in dict(section.entries) and "Packs (automatic)" in dict(section.entries)
    assert all(any(f"(`{pid}`)" in item for item in section.items) for pid in PRESETS)
    assert "Tie-break round (on)" in dict(_section(preset("deuces-arent-wild"), "options").entries)


def test_the_cpu_levels_offered_are_described_and_never_see_other_cards():
    from kings.three_thirteen.players import make_player

    levels = _section(Rules(), "levels")
    assert [t for t, _ in levels.entries] == ["Easy", "Medium", "Hard"]
    assert all(make_player(t.lower()).level == t.lower() for t, _ in levels.entries)
    assert "never another player's cards" in levels.intro
