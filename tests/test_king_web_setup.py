"""How a King game is set up, pure (web/king/spec.py): the address (every parameter, King's four seats, a shared
address; bad and hostile values as every game reads them are in tests/test_web_address.py), the new-game dialog
and the settings that remember the last setup."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from kings import registry
from kings.errors import RulesError
from kings.king.rules import PRESETS, Rules, preset
from kings.seeding import MAX_SEED
from web.king.spec import FORM, LEVELS, OPTIONS, TABLE, Settings, Setup
from web.shell.embed import split_query
from web.shell.seats import make_seats

KINDS, KNOWN_KEYS, share_query = FORM.kinds, (*FORM.address_keys, "speed"), TABLE.share_query
default_setup, parse_query, parse_setup = Setup.first, Setup.from_address, Setup.from_form
preset_name, form_fields, setup_form, rules_from_form = (FORM.preset_name, FORM.form_fields, FORM.setup_form,
                                                         FORM.rules_from_form)  # fmt: skip

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the address ---------------------------------------------------------------------------------------------------
def test_every_address_parameter() -> None:
    req = parse_query("?seed=42&rules=quick&seats=human,easy,medium,hard&names=Ann,,Max&speed=fast")
    assert req.errors == () and req.speed == "fast" and req.setup is not None
    assert (req.setup.seed, req.setup.rules) == (42, preset("quick"))
    assert [(x.name, x.kind) for x in req.setup.seats] == [("Ann", "human"), ("Ada", "easy"), ("Max", "medium"),
                                                            ("Cleo", "hard")]  # fmt: skip
    level = parse_query("?level=hard").setup
    assert level is not None and [x.kind for x in level.seats] == ["human", "hard", "hard", "hard"]
    assert level.seed is None and level.rules == preset("standard")
    both = parse_query("?level=easy&seats=hard,hard,human,hard").setup
    assert both is not None and [x.kind for x in both.seats] == ["hard", "hard", "human", "hard"]
    assert parse_query("?seats= HUMAN,Easy ,easy,easy").setup.seats[1].kind == "easy"  # type: ignore[union-attr]
    for rules in PRESETS:
        assert parse_query(f"?rules={rules}").setup.rules is PRESETS[rules]  # type: ignore[union-attr]
    assert parse_query("") == parse_query("?") == type(parse_query(""))()
    assert parse_query("?speed=slow").setup is None and parse_query("?speed=slow").speed == "slow"
    assert parse_query("?seed=").setup.seed is None and parse_query("?seed=").errors == ()  # type: ignore[union-attr]
    assert parse_query(f"?seed={MAX_SEED}").setup.seed == MAX_SEED  # type: ignore[union-attr]
    assert set(KNOWN_KEYS) == {"seed", "rules", "seats", "level", "names", "speed"}


BAD = {  # the notices every address reads alike: tests/test_web_address.py
    "?rules=nope": "rules: there is no preset 'nope'; using standard.",
    "?seats=human": "seats: 'human' is not four of human, easy, medium, hard; using human,medium,medium,medium.",
    "?seats=human,wizard,easy,easy": "seats: 'human,wizard,easy,easy' is not four of",
}


@pytest.mark.parametrize("query", sorted(BAD))
def test_a_bad_value_is_said_in_plain_words_and_replaced(query: str) -> None:
    req = parse_query(query)
    assert len(req.errors) == 1 and req.errors[0].startswith(BAD[query])
    assert req.setup is not None and len(req.setup.seats) == 4 and req.setup.seats[0].kind in KINDS


def test_a_shared_address_starts_the_same_game() -> None:
    setup = Setup(make_seats(["human", "hard", "easy", "human"], ["Ann, Lee", "", "", "Bob"]), preset("nominate"))
    query = share_query(setup, 77)
    assert query is not None
    game_query, page = split_query(query)
    assert page == "?game=king"
    req = parse_query(game_query)
    assert req.errors == () and req.setup is not None
    assert (req.setup.seed, req.setup.rules) == (77, setup.rules)
    assert [x.kind for x in req.setup.seats] == [x.kind for x in setup.seats]
    assert [x.name for x in req.setup.seats] == ["Ann Lee", "Ada", "Ben", "Bob"]
    custom = replace(setup, rules=replace(preset("quick"), id="custom", name="Custom rules", nominate_dealer=True))
    assert share_query(custom, 77) is None  # custom rules do not fit in an address


# -- the new-game dialog -------------------------------------------------------------------------------------------
def test_the_dialog_offers_every_rule_option_and_the_engines_levels() -> None:
    from dataclasses import fields

    options = {f.name for f in fields(Rules)} - {"id", "name"}
    assert {key for key, _, _ in OPTIONS} == options
    assert tuple(level.id for level in registry.game("king").offered_levels) == LEVELS and KINDS[0] == "human"
    form = setup_form(default_setup(), form_fields(preset("open-bidding")))
    assert form.counts == (4,) and [k for k, _ in form.kinds] == list(KINDS) and len(form.level_lines) == len(LEVELS)
    assert [pid for pid, _ in form.presets[0][1]] == list(PRESETS) and set(form.abouts) == {*PRESETS, "custom"}
    assert {f.key: f.value for f in form.fields}["rebid_after_pass"] == "on" and form.preset == "standard"
    assert all(f.kind == "bool" for f in form.fields)
    custom = Setup(
        default_setup().seats, replace(preset("quick"), id="custom", name="Custom rules", rebid_after_pass=True)
    )
    assert setup_form(custom, ()).preset == "custom"
    assert preset_name("quick") == "Quick game (seven hands)" and preset_name("custom") == "Custom rules"


def test_rules_from_the_form() -> None:
    standard = preset("standard")
    assert rules_from_form(standard, {}) is standard
    assert rules_from_form(standard, {"quick": "on"}) is preset("quick")
    assert rules_from_form(preset("quick"), {"quick": ""}) is standard
    assert rules_from_form(preset("quick"), {"quick": "off"}) is standard
    both = rules_from_form(standard, {"quick": "on", "nominate_dealer": "true", "bogus": "on", "id": "on"})
    assert (both.id, both.name, both.quick, both.nominate_dealer) == ("custom", "Custom rules", True, True)
    assert both.rebid_after_pass is False


def test_parse_setup() -> None:
    setup = parse_setup([("  Ann  ", "human"), ("", "hard"), ("Max", "easy"), ("", "human")], "nominate", {}, " 0042 ")
    assert setup.seed == 42 and setup.rules is preset("nominate") and setup.players == 4
    assert [(x.name, x.kind) for x in setup.seats] == [("Ann", "human"), ("Ada", "hard"), ("Max", "easy"),
                                                       ("Player 4", "human")]  # fmt: skip
    assert parse_setup([("", "human")] * 4, "custom", {"quick": "on"}, "").rules is preset("quick")
    assert parse_setup([("", "human")] * 4, "standard", {}, "").seed is None
    with pytest.raises(ValueError, match=r"King is for four players, not 5\."):
        parse_setup([("", "human")] * 5, "standard", {}, "")
    with pytest.raises(ValueError, match=r"'god' is not a kind of player\."):
        parse_setup([("", "human")] * 3 + [("", "god")], "standard", {}, "")
    with pytest.raises(RulesError, match=r"There is no King rules preset 'x'\."):
        parse_setup([("", "human")] * 4, "x", {}, "")
    for seed in ("-1", "1.5", "x", str(MAX_SEED + 1), "²"):
        with pytest.raises(ValueError, match="The seed must be a whole number"):
            parse_setup([("", "human")] * 4, "standard", {}, seed)


# -- settings ------------------------------------------------------------------------------------------------------
def test_settings_round_trip_and_refuse_what_they_cannot_read() -> None:
    custom = replace(preset("quick"), id="custom", name="Custom rules", rebid_after_pass=True)
    settings = Settings("fast", Setup(make_seats(["human", "hard", "human", "easy"], ["Ann"]), custom), True, True,
                        True, "two")  # fmt: skip
    back = Settings.from_dict(json.loads(json.dumps(settings.to_dict())))
    assert back == settings and back.start_setup().rules == custom
    assert Settings.from_dict({}) == Settings() and Settings().start_setup() == default_setup()
    for bad in (None, [], {"speed": "warp"}, {"columns": "three"}, {"setup": []}, {"sound": 1},
                {"setup": {"seats": [], "rules": {}}}, {"setup": {"seats": settings.to_dict()["setup"]["seats"],
                                                                   "rules": {"jokers": True}}}):  # fmt: skip
        with pytest.raises(ValueError):
            Settings.from_dict(bad)
