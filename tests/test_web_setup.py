"""Kings in the Corner's new-game form (web/corners/spec.py, on the shell's RulesForm): every rule option, read back
exactly."""

from __future__ import annotations

import pytest

from kings import registry
from kings.corners import PRESETS, preset
from kings.corners.options import OPTIONS
from kings.errors import RulesError
from web.corners.spec import FORM, Setup
from web.shell.seats import HUMAN, clean_name, default_name, make_seats, short_names

form_fields, rules_from_form, match_preset = FORM.form_fields, FORM.rules_from_form, FORM.match_preset
parse_setup = Setup.from_form


def preset_about(preset_id: str) -> str:
    return FORM.setup_form(Setup.first(), ()).abouts[preset_id]


def preset_groups() -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    return FORM.setup_form(Setup.first(), ()).presets

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


def _values(rules_id: str) -> dict[str, str]:
    return {f.key: f.value for f in form_fields(preset(rules_id))}


def test_every_option_of_the_catalogue_is_a_field() -> None:
    assert [f.key for f in form_fields(preset("standard"))] == [o.field for o in OPTIONS]


@pytest.mark.parametrize("rules_id", list(PRESETS))
def test_each_preset_reads_back_from_its_own_form(rules_id: str) -> None:
    assert rules_from_form(preset("standard"), _values(rules_id)) == preset(rules_id)


def test_a_changed_option_makes_custom_rules() -> None:
    values = _values("standard") | {"hand_size": "5", "must_play": "on"}
    rules = rules_from_form(preset("standard"), values)
    assert (rules.id, rules.hand_size, rules.must_play) == ("custom", 5, True)
    assert match_preset(rules) is rules


def test_options_matching_a_preset_become_that_preset() -> None:
    values = _values("standard") | {"draw": "start", "layout_kings_to_corners": "on"}
    assert rules_from_form(preset("standard"), values) is PRESETS["wikihow"]


def test_empty_target_means_none_and_bad_numbers_are_refused() -> None:
    values = _values("chips")
    assert rules_from_form(preset("standard"), values).scoring.target is None
    with pytest.raises(RulesError, match="Cards dealt: choose a whole number from 1 to 13"):
        rules_from_form(preset("standard"), _values("standard") | {"hand_size": "40"})
    with pytest.raises(RulesError, match="Cards per draw: choose a whole number from 1 to 3"):
        rules_from_form(preset("standard"), _values("standard") | {"draw_count": "two"})
    with pytest.raises(RulesError, match="not one of the choices"):
        rules_from_form(preset("standard"), _values("standard") | {"draw": "sometimes"})


def test_impossible_combinations_carry_the_engine_reason() -> None:
    values = _values("standard") | {"stock_must_empty": "on", "open_space_draw": "3"}
    with pytest.raises(RulesError, match="choose one"):
        rules_from_form(preset("standard"), values)
    with pytest.raises(RulesError, match="needs an end"):
        rules_from_form(preset("standard"), _values("standard") | {"scoring.target": ""})


def test_parse_setup_reads_seats_names_and_seed() -> None:
    seats = [("  Ann   Lee ", HUMAN), ("", "hard"), ("Bo", "easy")]
    setup = parse_setup(seats, "standard", _values("standard"), " 42 ")
    assert [(s.name, s.kind) for s in setup.seats] == [("Ann Lee", HUMAN), ("Ada", "hard"), ("Bo", "easy")]
    assert setup.seed == 42 and setup.rules is PRESETS["standard"]
    assert parse_setup(seats, "standard", {}, "").seed is None


@pytest.mark.parametrize(
    ("seats", "seed", "message"),
    [
        ([("A", HUMAN)], "", "2 to 6 players"),
        ([("A", HUMAN)] * 7, "", "2 to 6 players"),
        ([("A", HUMAN), ("B", "wizard")], "", "not a kind of player"),
        ([("A", HUMAN), ("B", "easy")], "-3", "whole number"),
        ([("A", HUMAN), ("B", "easy")], "abc", "whole number"),
        ([("A", HUMAN), ("B", "easy")], "²", "The seed must be a whole number"),  # int() refuses it
        ([("A", HUMAN), ("B", "easy")], "9" * 5000, "The seed must be a whole number"),  # so does int()
    ],
)
def test_parse_setup_refuses_bad_input(seats: list[tuple[str, str]], seed: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_setup(seats, "standard", {}, seed)


def test_too_many_cards_for_the_table_is_refused() -> None:
    values = _values("standard") | {"hand_size": "13"}
    with pytest.raises(RulesError, match="need"):
        parse_setup([("A", HUMAN)] * 5, "standard", values, "")


def test_names_are_trimmed_and_defaults_fill_blanks() -> None:
    assert clean_name("  a\tb  \n c ") == "a b c"
    assert len(clean_name("x" * 100)) == 40
    seats = make_seats([HUMAN, HUMAN, "easy"], ["", "  "])
    assert [s.name for s in seats] == ["Player 1", "Player 2", "Ben"]  # several humans: "You" would be ambiguous
    assert Setup.first().players == 3


@pytest.mark.parametrize("game", [g.id for g in registry.games()])
def test_default_names_differ_at_every_table_size(game: str) -> None:
    """No two seats share a default name at any size a game seats, the first seat a CPU or not, in the dialog's blank
    fields as in the seats made from them; a narrow column tells them apart without seat numbers (review 75: seat 8
    of 3-13 was a second "Ada", the sheet's heads "Ad2" and "Ad8")."""
    for players in registry.game(game).players:
        for kinds in ([HUMAN] + ["medium"] * (players - 1), ["medium"] * players,
                      ([HUMAN, HUMAN] + ["easy"] * players)[:players]):
            names = [s.name for s in make_seats(kinds)]
            assert len(set(names)) == players, (game, kinds, names)
            labels = short_names(names)
            assert len(set(labels)) == players, labels
            cpus = [x for x, kind in zip(labels, kinds, strict=True) if kind != HUMAN]
            assert not any(c.isdigit() for x in cpus for c in x), labels  # no "Ad2", "Ad8"
        dialog = [default_name(i, "medium") for i in range(players)]
        assert len(set(dialog)) == players, (game, dialog)


def test_the_presets_that_mostly_end_blocked_say_so_where_they_are_chosen() -> None:
    from kings.corners.presets import PRESET_NOTES

    assert set(PRESET_NOTES) <= set(PRESETS)
    for pid in PRESETS:
        about = preset_about(pid)
        assert about.endswith(".")
        assert ("blocked" in about) == (pid in PRESET_NOTES)


def test_the_dialog_groups_every_preset_with_one_plain_sentence_and_no_citations() -> None:
    """Issue 12: presets grouped (Popular / House rules / Scoring), each with what changes for the
    player; the sources are the Rules page's."""
    from kings.corners.presets import PRESET_GROUPS, PRESET_GUIDE, PRESET_SOURCES
    from web.corners.spec import rules_page

    assert set(PRESET_GUIDE) == set(PRESETS)
    assert [label for label, _ in preset_groups()] == ["Popular", "House rules", "Scoring"]
    listed = [pid for _label, items in preset_groups() for pid, _name in items]
    assert sorted(listed) == sorted(PRESETS) and len(listed) == len(set(listed))  # each exactly once
    assert {group for group, _ in PRESET_GUIDE.values()} == {gid for gid, _ in PRESET_GROUPS}
    citations = ("pagat", "wiki", "004", "002", "Source", "Becker", "Freeman", "Crestanello", "Robinson")
    for _label, items in preset_groups():
        for pid, name in items:
            about = preset_about(pid)
            assert about.count(". ") == 0 and about.endswith("."), about  # one sentence
            assert "(" not in name, name
            for text in (name, about):
                assert not any(c in text for c in citations), text
    presets_page = next(s for s in rules_page() if s.key == "presets")
    for pid, rules in PRESETS.items():  # the sources moved there
        entry = next(e for e in presets_page.entries if e.term == rules.name)
        assert PRESET_SOURCES[pid] in entry.text and PRESET_GUIDE[pid][1] in entry.text
