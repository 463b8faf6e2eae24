"""King's rules page (kings/king/rulesdoc.py): generated from the engine's rules data, current in docs/king-rules.md,
and saying in plain words what the engine enforces, the options of the table, and every decision the source leaves
open. Source: ``seeds/000_07c215abc0a5bb30.txt`` (the King part)."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from kings.king import rulesdoc
from kings.king.rules import PRESETS, Rules

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.pyodide


def _section(rules: Rules, key: str) -> rulesdoc.DocSection:
    return next(s for s in rulesdoc.sections(rules) if s.key == key)


def _text(rules: Rules) -> str:
    return "\n".join(" ".join((s.title, s.intro, *(f"{t} {x}" for t, x in s.entries), *s.items))
                     for s in rulesdoc.sections(rules))  # fmt: skip


def test_the_rules_page_is_generated_from_the_engine():
    """docs/king-rules.md must be regenerated when the rules change:
    python -m kings.king.rulesdoc > docs/king-rules.md."""
    assert (ROOT / "docs" / "king-rules.md").read_text(encoding="utf-8") == rulesdoc.render()


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses inside Pyodide")
def test_the_module_writes_the_page():
    out = subprocess.run([sys.executable, "-m", "kings.king.rulesdoc"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, check=True).stdout  # fmt: skip
    assert out == rulesdoc.render()


def test_sections_are_plain_frozen_data_in_reading_order():
    sections = rulesdoc.sections(Rules())
    assert [s.key for s in sections] == ["play", "hands", "positive", "auction", "scoring", "decisions", "options",
                                         "levels"]  # fmt: skip
    with pytest.raises(dataclasses.FrozenInstanceError):
        sections[0].title = "x"  # type: ignore[misc]
    for s in sections:
        assert s.title and all(t and x.endswith((".", ")", "points")) for t, x in s.entries), s.key
        assert all(item.endswith(".") and "\n" not in item for item in s.items), s.key


def test_the_hands_and_their_points_are_the_sources():
    """Source: "Each trick is worth 20 negative points and the total for the hand is 260 negative points" and so on;
    "For a quicker game, players may combine the 1st with 6th hand, 2nd with 5th and 3rd with 4th, maintaining the
    point system"; "The total for each hand between all the players is 325 positive points"."""
    hands = dict(_section(Rules(), "hands").entries)
    assert list(hands)[:6] == ["1. No tricks", "2. No hearts", "3. No queens", "4. No men (kings and jacks)",
                               "5. No king of hearts", "6. No last two tricks"]  # fmt: skip
    assert [text.rsplit(": ", 1)[1] for text in list(hands.values())[:6]] == [
        "-260 in all.", "-260 in all.", "-200 in all.", "-240 in all.", "-160 in all.", "-180 in all."]
    assert hands["7-10. Positive hands"].startswith("+325 in all, each")
    quick = _section(Rules(quick=True), "hands")
    assert quick.title == "The seven hands" and [t for t, _ in quick.entries][3] == "4-7. Positive hands"
    assert [x.rsplit(": ", 1)[1] for _, x in quick.entries[:3]] == ["-440 in all.", "-420 in all.", "-440 in all."]
    assert "-1300" in quick.intro and "+1300" in quick.intro


def test_the_auction_ladder_and_the_ultimatum_are_explained():
    """Source: "1 up, 2 up, 3up/ 1 down, 4 up, 5 up, 6 up/ 2 down, 7 up, 8 up"; "The Beneficiary may make an ultimatum
    for the limit- 8 up or go down"; "Foiled Auction – If only 3 or less bids are made"."""
    auction = _section(Rules(), "auction")
    assert [t for t, _ in auction.entries] == ["1 up", "2 up", "3 up", "1 down", "4 up", "5 up", "6 up", "2 down",
                                               "7 up", "8 up"]  # fmt: skip
    assert dict(auction.entries)["1 down"] == "75 points (the same as 3 up)"
    assert dict(auction.entries)["8 up"] == "200 points"
    text = " ".join(auction.items)
    for words in ("Preference", "Ultimatum", "8 up or go", "pays 200", "plays the hand down", "Payment",
                  "three bids or fewer", "4 up (+100)", "is out of this auction"):  # fmt: skip
        assert words in text, words
    assert "may bid again" in " ".join(_section(Rules(rebid_after_pass=True), "auction").items)


def test_every_decision_the_engine_makes_where_the_source_is_silent_is_written_down():
    """The module docs of kings/king/*.py name these decisions; the page must say each one."""
    decisions = " ".join(_section(Rules(), "decisions").items)
    for words in ("only hearts left must lead the king", "passed since the last bid or match",
                  "A match counts as a bid", "The dealer leads the first trick of every hand", "Payment for a down bid",
                  "Payment for an up bid", "not once the last bid is 8 up", "nor after declining",
                  "those who passed in the auction too", "no bid and no payment", "nothing is dealt until the dealer",
                  "Declining the last bid closes the auction", "share the win"):  # fmt: skip
        assert words in decisions, words


def test_every_option_and_preset_is_described_and_the_page_follows_the_table():
    """Source: "It should be agreed beforehand if a player loses the right to bid again", "... if the Beneficiary may
    even forfeit the whole auction", "a rule in Brazil whereby the player who gets the king of Hearts can nominate
    the dealer"."""
    options = {f.name for f in dataclasses.fields(Rules)} - {"id", "name"}
    assert set(rulesdoc.OPTIONS) == options
    section = _section(Rules(), "options")
    assert len(section.entries) == len(options) and all("(off)" in t for t, _ in section.entries)
    assert all(any(f"(`{pid}`)" in item for item in section.items) for pid in PRESETS)
    assert all("(on)" in t for t, _ in _section(Rules(quick=True, rebid_after_pass=True, forfeit_without_auction=True,
                                                       nominate_dealer=True), "options").entries)  # fmt: skip
    assert "names the first dealer" in _section(PRESETS["nominate"], "play").items[0]
    assert "Forfeit" in dict(_section(PRESETS["leader-forfeit"], "positive").entries)
    assert "Forfeit" not in dict(_section(Rules(), "positive").entries)


def test_the_cpu_levels_offered_are_described_and_never_see_other_cards():
    from kings.king.players import make_player

    levels = _section(Rules(), "levels")
    assert [t for t, _ in levels.entries] == ["Easy", "Medium", "Hard"]
    assert all(make_player(t.lower()).level == t.lower() for t, _ in levels.entries)
    assert "never another player's cards" in levels.intro
    assert "ultimatum" in _text(Rules()).lower()
