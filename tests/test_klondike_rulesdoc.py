"""Klondike's rules page (kings/klondike/rulesdoc.py): generated from the engine's rules data, current in
docs/klondike-rules.md, naming its source (``seeds/000_07c215abc0a5bb30.txt``: foundations by suit from ace to king,
the tableau down in alternating colours, empty spots take a king), every option and preset, and the decisions the
source leaves open."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from kings.klondike import rulesdoc, scoring
from kings.klondike.rules import PRESETS, Rules, Scoring, preset

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.pyodide


def _section(rules: Rules, key: str) -> rulesdoc.DocSection:
    return next(s for s in rulesdoc.sections(rules) if s.key == key)


def test_the_rules_page_is_generated_from_the_engine():
    """docs/klondike-rules.md must be regenerated when the rules change:
    python -m kings.klondike.rulesdoc > docs/klondike-rules.md."""
    assert (ROOT / "docs" / "klondike-rules.md").read_text(encoding="utf-8") == rulesdoc.render()


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses inside Pyodide")
def test_the_module_writes_the_page():
    out = subprocess.run([sys.executable, "-m", "kings.klondike.rulesdoc"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, check=True).stdout  # fmt: skip
    assert out == rulesdoc.render()


def test_sections_are_plain_frozen_data_in_reading_order():
    sections = rulesdoc.sections(Rules())
    assert [s.key for s in sections] == ["play", "moves", "ending", "scoring", "decisions", "options", "levels",
                                         "solver"]  # fmt: skip
    with pytest.raises(dataclasses.FrozenInstanceError):
        sections[0].title = "x"  # type: ignore[misc]
    for s in sections:
        assert s.title and all(t and x.endswith((".", ")")) for t, x in s.entries), s.key
        assert all(item.endswith(".") and "\n" not in item for item in s.items), s.key


def test_the_page_names_its_source_and_its_three_rules():
    page = rulesdoc.render()
    assert "000_07c215abc0a5bb30.txt" in page
    play = _section(Rules(), "play").items
    assert "Cards on the foundations are stacked by suit from the ace to the king." in play
    assert any("down in alternating colours, from the king to the ace" in item for item in play)
    assert "An empty column can be filled only with a king (and the cards on it)." in play


def test_every_option_and_preset_is_described():
    described = {label for label, _ in rulesdoc.OPTIONS.values()}
    wanted = {f.name for f in dataclasses.fields(Rules)} - {"id", "name"}
    assert wanted == set(rulesdoc.OPTIONS) and len(described) == len(wanted)
    items = _section(Rules(), "options").items
    assert [item.split(" (`")[1].split("`")[0] for item in items] == list(PRESETS)


def test_the_page_follows_the_rules_it_is_shown_for():
    vegas = dict(_section(preset("vegas-three"), "scoring").entries)
    assert vegas["Card home"] == f"+{scoring.VEGAS_HOME} (you start at {scoring.VEGAS_STAKE}: the stake)."
    standard = dict(_section(preset("draw-three"), "scoring").entries)
    assert standard["Turning the waste over"] == "-20 each time from the 4th on."
    assert "You may go through the stock 3 times." in _section(preset("vegas-three"), "play").items[4]
    assert "Turn three cards" in dict(_section(preset("draw-three"), "moves").entries)["Draw"]
    none = dataclasses.replace(Rules(), scoring=Scoring.NONE)
    assert _section(none, "scoring").entries == () and "No score" in _section(none, "scoring").intro

