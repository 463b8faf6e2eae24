"""The first-deal tutorial and the rules page (web/corners/spec.py, words.py), checked against
the engine: every step is possible on the seeded deal, whatever allowed move the player picks, and
the rules page lists exactly the engine's options, presets and decisions."""

from __future__ import annotations

import pytest

from kings.corners import CARD_VALUES, END_TURN, PRESETS, Play, Shift, preset
from kings.corners.options import DECISIONS, OPTIONS
from kings.corners.presets import PRESET_NOTES, PRESET_SOURCES
from kings.corners.rulesdoc import differences
from web.corners.session import Session
from web.corners.spec import DONE_TITLE, SEED, STEPS, rules_page, tutorial

pytestmark = pytest.mark.pyodide


def test_the_tutorial_deal_is_yours_to_start_against_an_easy_cpu() -> None:
    s = tutorial()[1]
    assert s.match.seed == SEED and s.match.rules == preset("standard")
    assert [seat.kind for seat in s.seats] == ["human", "easy"] and s.actor == "human" and s.to_act == 0
    assert [step.title for step in STEPS] == ["Build on a pile", "A king to a corner", "Move a whole pile",
                                              "End your turn", DONE_TITLE]  # fmt: skip


def walk(s: Session, index: int) -> int:
    """Every path of allowed moves from step ``index``; returns how many paths reach the end."""
    if index == len(STEPS) - 1:
        return 1
    step = STEPS[index]
    assert step.allows is not None
    allowed = [m for m in s.shown.legal_moves() if step.allows(s, m)]
    assert allowed, f"step {step.title} has no legal move"
    return sum(walk(s.play(m), index + 1) for m in allowed)


def test_every_allowed_path_reaches_the_end_of_the_turn() -> None:
    assert walk(tutorial()[1], 0) >= 1


def test_steps_check_moves_by_kind_and_say_what_to_do() -> None:
    t, s = tutorial()
    assert t.progress() == "Step 1 of 5" and t.current.title == "Build on a pile"
    assert "play 6♦ on 7♣ (the north pile)" in t.text(s)
    refused = t.refusal(s, END_TURN)
    assert refused is not None and refused.startswith("Not yet: this step is “Build on a pile”.")
    for expected in (Play, Play, Shift):
        move = t.pointed(s)
        assert isinstance(move, expected) and t.refusal(s, move) is None
        s = s.play(move)
        assert t.passed(True)
    assert t.current.title == "End your turn" and t.pointed(s) == END_TURN
    t.passed(True)
    assert t.done and t.pointed(s) is None and t.refusal(s, END_TURN) is None
    assert t.current.title == "Tutorial complete"


# -- the rules page --------------------------------------------------------------------------------------
def text_of(sections: object) -> str:
    parts = []
    for s in sections:  # type: ignore[attr-defined]
        parts += [s.title, s.intro, *s.items, *(f"{e.term}: {e.text}" for e in s.entries)]
    return "\n".join(parts)


def test_the_rules_page_lists_every_option_preset_value_and_decision() -> None:
    sections = rules_page()
    assert [s.key for s in sections] == ["presets", "options", "values", "cpus", "decisions", "credits"]
    by_key = {s.key: s for s in sections}
    assert [e.term for e in by_key["cpus"].entries] == ["Easy", "Medium", "Hard", "Expert"]
    assert "never sees your cards" in by_key["cpus"].intro
    assert [e.term for e in by_key["options"].entries] == [o.label for o in OPTIONS]
    assert [e.term for e in by_key["presets"].entries] == [r.name for r in PRESETS.values()]
    assert [e.term for e in by_key["values"].entries] == [v.name for v in CARD_VALUES.values()]
    assert by_key["decisions"].items == DECISIONS
    for pid, entry in zip(PRESETS, by_key["presets"].entries, strict=True):
        note = f" {PRESET_NOTES[pid]}." if pid in PRESET_NOTES else ""
        assert entry.text.endswith(f"Source: {PRESET_SOURCES[pid]}.{note}")
        for opt, _value in differences(PRESETS[pid]):
            assert f"{opt.label}: " in entry.text


@pytest.mark.parametrize("pid", list(PRESETS))
def test_this_games_section_lists_exactly_its_differences(pid: str) -> None:
    current = rules_page(PRESETS[pid])[0]
    assert current.key == "current" and current.title.endswith(PRESETS[pid].name)
    assert [e.term for e in current.entries] == [o.label for o, _v in differences(PRESETS[pid])]


def test_option_values_use_the_dialogs_words() -> None:
    text = text_of(rules_page(preset("wikihow")))
    assert "When to draw: At the start of the turn (standard: At the end of the turn)" in text
    assert "Standard: 7. Choices: a number." in text  # cards dealt
