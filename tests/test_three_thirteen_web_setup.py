"""How a 3-13 game is set up, pure: the address (web/three_thirteen/spec.py: every parameter, the players, a
shared address; bad and hostile values as every game reads them are in tests/test_web_address.py), the new-game
dialog (setup.py) and the settings that remember the last setup (settings.py)."""

from __future__ import annotations

import json
from dataclasses import fields, replace

import pytest

from kings import registry
from kings.errors import KingsError, RulesError
from kings.seeding import MAX_SEED
from kings.three_thirteen.rules import PRESETS, Rules, preset
from web.shell.embed import split_query
from web.shell.seats import make_seats
from web.three_thirteen.spec import FORM, LEVELS, OPTIONS, TABLE, Settings, Setup

KINDS, KNOWN_KEYS, share_query = FORM.kinds, (*FORM.address_keys, "speed"), TABLE.share_query
default_setup, parse_query, parse_setup = Setup.first, Setup.from_address, Setup.from_form
preset_name, form_fields, setup_form, rules_from_form = (FORM.preset_name, FORM.form_fields, FORM.setup_form,
                                                         FORM.rules_from_form)  # fmt: skip

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the address ---------------------------------------------------------------------------------------------------
def test_every_address_parameter() -> None:
    req = parse_query("?seed=42&rules=jokers&seats=human,easy,medium,hard&names=Ann,,Max&speed=fast")
    assert req.errors == () and req.speed == "fast" and req.setup is not None
    assert (req.setup.seed, req.setup.rules) == (42, preset("jokers"))
    assert [(x.name, x.kind) for x in req.setup.seats] == [("Ann", "human"), ("Ada", "easy"), ("Max", "medium"),
                                                            ("Cleo", "hard")]  # fmt: skip
    level = parse_query("?level=hard&players=5").setup
    assert level is not None and [x.kind for x in level.seats] == ["human"] + ["hard"] * 4
    assert level.seed is None and level.rules == preset("standard")
    assert [x.kind for x in parse_query("?level=easy").setup.seats] == ["human", "easy", "easy"]  # type: ignore
    both = parse_query("?level=easy&players=6&seats=hard,human").setup
    assert both is not None and [x.kind for x in both.seats] == ["hard", "human"]  # seats win
    assert parse_query("?seats= HUMAN,Easy ").setup.seats[1].kind == "easy"  # type: ignore[union-attr]
    for rules in PRESETS:
        assert parse_query(f"?rules={rules}").setup.rules is PRESETS[rules]  # type: ignore[union-attr]
    assert parse_query("") == parse_query("?") == type(parse_query(""))()
    assert parse_query("?speed=slow").setup is None and parse_query("?speed=slow").speed == "slow"
    assert parse_query("?seed=").setup.seed is None and parse_query("?seed=").errors == ()  # type: ignore[union-attr]
    assert parse_query(f"?seed={MAX_SEED}").setup.seed == MAX_SEED  # type: ignore[union-attr]
    assert parse_query("?players=8").setup.players == 8 and parse_query("?players=2").setup.players == 2  # type: ignore
    assert set(KNOWN_KEYS) == {"seed", "rules", "players", "seats", "level", "names", "speed"}


BAD = {  # the notices every address reads alike: tests/test_web_address.py
    "?players=1": "players: 1 is not 2 to 8; using 3.",
    "?players=9": "players: 9 is not 2 to 8; using 3.",
    "?players=x": "players: x is not 2 to 8; using 3.",
    "?seats=human": "seats: 'human' is not 2 to 8 of human, easy, medium, hard; using human,medium,medium.",
    "?seats=human,wizard,easy": "seats: 'human,wizard,easy' is not 2 to 8 of",
    "?seats=" + ",".join(["easy"] * 9): "seats: 'easy,easy,easy",
}


@pytest.mark.parametrize("query", sorted(BAD))
def test_a_bad_value_is_said_in_plain_words_and_replaced(query: str) -> None:
    req = parse_query(query)
    assert len(req.errors) == 1 and req.errors[0].startswith(BAD[query])
    assert req.setup is not None and req.setup.rules.validate(req.setup.players) and req.setup.players == 3


def test_hostile_players_give_a_short_notice() -> None:
    req = parse_query(f"?players={'9' * 5000}&rules=standard")
    assert len(req.errors) == 1 and len(req.errors[0]) < 200 and "…" in req.errors[0]
    assert req.setup is not None and req.setup.players == 3


def test_a_shared_address_starts_the_same_game() -> None:
    setup = Setup(make_seats(["human", "hard", "easy", "human"], ["Ann, Lee", "", "", "Bob"]), preset("jokers"))
    query = share_query(setup, 77)
    assert query is not None
    game_query, page = split_query(query)
    assert page == "?game=three-thirteen"
    req = parse_query(game_query)
    assert req.errors == () and req.setup is not None
    assert (req.setup.seed, req.setup.rules) == (77, setup.rules)
    assert [x.kind for x in req.setup.seats] == [x.kind for x in setup.seats]
    assert [x.name for x in req.setup.seats] == ["Ann Lee", "Ada", "Ben", "Bob"]
    custom = replace(setup, rules=replace(preset("standard"), id="custom", name="Custom rules", ace_high=True))
    assert share_query(custom, 77) is None  # custom rules do not fit in an address
    eight = Setup(make_seats(["human"] + ["easy"] * 7), preset("standard"))
    back = parse_query(split_query(share_query(eight, 1) or "")[0]).setup
    assert back is not None and back.players == 8 and back.rules is preset("standard")


# -- the new-game dialog -------------------------------------------------------------------------------------------
def test_the_dialog_offers_every_rule_option_and_the_engines_levels() -> None:
    options = {f.name for f in fields(Rules)} - {"id", "name"}
    assert {o.key for o in OPTIONS} == options
    assert tuple(level.id for level in registry.game("three-thirteen").offered_levels) == LEVELS
    assert ("human", *LEVELS) == KINDS and "random" not in LEVELS
    form = setup_form(default_setup(), form_fields(preset("jokers")))
    assert form.counts == tuple(range(2, 9)) and [k for k, _ in form.kinds] == list(KINDS)
    assert len(form.level_lines) == len(LEVELS)
    assert [pid for pid, _ in form.presets[0][1]] == list(PRESETS) and set(form.abouts) == {*PRESETS, "custom"}
    values = {f.key: f.value for f in form.fields}
    assert values["jokers"] == "2" and values["packs"] == "0" and values["stock_rebuilds"] == "2"
    assert form.preset == "standard" and [s.kind for s in form.seats] == ["human", "medium", "medium"]
    kinds = {f.key: f.kind for f in form.fields}
    assert (kinds["jokers"], kinds["packs"], kinds["stock_rebuilds"], kinds["ace_high"]) == (
        "choice",
        "choice",
        "int",
        "bool",
    )
    custom = Setup(default_setup().seats, replace(preset("standard"), id="custom", name="Custom rules", packs=3))
    assert setup_form(custom, ()).preset == "custom"
    assert preset_name("jokers") == "Jokers wild" and preset_name("custom") == "Custom rules"


def test_rules_from_the_form() -> None:
    standard = preset("standard")
    assert rules_from_form(standard, {}) is standard
    assert rules_from_form(standard, {"ace_high": "on"}) is preset("aces-high")
    assert rules_from_form(preset("aces-high"), {"ace_high": ""}) is standard
    assert rules_from_form(preset("aces-high"), {"ace_high": "off"}) is standard
    assert rules_from_form(standard, {"jokers": "2"}) is preset("jokers")
    both = rules_from_form(standard, {"ace_high": "on", "high_faces": "true", "bogus": "on", "id": "on",
                                      "packs": " 3 ", "stock_rebuilds": "0"})  # fmt: skip
    assert (both.id, both.name, both.ace_high, both.high_faces, both.packs, both.stock_rebuilds) == (
        "custom", "Custom rules", True, True, 3, 0)  # fmt: skip
    for key, value in (("packs", "9"), ("packs", "-1"), ("jokers", "3"), ("stock_rebuilds", "10"),
                       ("stock_rebuilds", "²"), ("stock_rebuilds", "9" * 50)):  # fmt: skip
        with pytest.raises(RulesError):
            rules_from_form(standard, {key: value})


def test_parse_setup() -> None:
    setup = parse_setup([("  Ann  ", "human"), ("", "hard"), ("Max", "easy"), ("", "human")], "jokers", {}, " 0042 ")
    assert setup.seed == 42 and setup.rules is preset("jokers") and setup.players == 4
    assert [(x.name, x.kind) for x in setup.seats] == [("Ann", "human"), ("Ada", "hard"), ("Max", "easy"),
                                                       ("Player 4", "human")]  # fmt: skip
    assert parse_setup([("", "human")] * 2, "custom", {"ace_high": "on"}, "").rules is preset("aces-high")
    assert parse_setup([("", "human")] * 8, "standard", {}, "").seed is None
    with pytest.raises(ValueError, match=r"3-13 is for 2 to 8 players, not 9\."):
        parse_setup([("", "human")] * 9, "standard", {}, "")
    with pytest.raises(ValueError, match=r"'god' is not a kind of player\."):
        parse_setup([("", "human"), ("", "god")], "standard", {}, "")
    with pytest.raises(RulesError, match=r"There is no 3-13 rules preset 'x'\."):
        parse_setup([("", "human")] * 3, "x", {}, "")
    with pytest.raises(RulesError, match=r"8 players need at least .*: 2 packs are not enough"):
        parse_setup([("", "human")] * 8, "custom", {"packs": "2"}, "")
    with pytest.raises(RulesError, match=r"6 players need at least 81 cards .*: one pack is not enough"):
        parse_setup([("", "human")] * 6, "custom", {"packs": "1"}, "")
    for seed in ("-1", "1.5", "x", str(MAX_SEED + 1), "²"):
        with pytest.raises(ValueError, match="The seed must be a whole number"):
            parse_setup([("", "human")] * 3, "standard", {}, seed)



def test_the_largest_table_left_as_it_opens_gives_every_cpu_its_own_name() -> None:
    """Review 75: at 8 players seat 8 was a second "Ada" (the log's "Ada discards K♣" said neither, the sheet's heads
    read "Ad2" and "Ad8")."""
    blank = parse_setup([("", "human")] + [("", "medium")] * 7, "standard", {}, "")
    names = [x.name for x in blank.seats]
    assert names == ["You", "Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus"]
    query = parse_query("?players=8").setup
    assert query is not None and [x.name for x in query.seats] == names


def test_a_saved_game_keeps_the_names_it_was_saved_with() -> None:
    """Names already chosen (a second "Ada" from before review 75 among them) read back as they were saved."""
    seats = [{"name": n, "kind": "human" if i == 0 else "medium"}
             for i, n in enumerate(["You", "Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Ada"])]
    raw = {"speed": "normal", "setup": {"seats": seats, "rules": preset("standard").to_dict()}}
    back = Settings.from_dict(json.loads(json.dumps(raw)))
    assert [x.name for x in back.start_setup().seats] == [s["name"] for s in seats]

# -- settings ------------------------------------------------------------------------------------------------------
def test_settings_round_trip_and_refuse_what_they_cannot_read() -> None:
    custom = replace(preset("jokers"), id="custom", name="Custom rules", ace_high=True, packs=3)
    settings = Settings("fast", Setup(make_seats(["human", "hard", "human", "easy"], ["Ann"]), custom), True, True,
                        True, False)  # fmt: skip
    back = Settings.from_dict(json.loads(json.dumps(settings.to_dict())))
    assert back == settings and back.start_setup().rules == custom and back.arrange is False
    assert Settings.from_dict({}) == Settings() and Settings().start_setup() == default_setup()
    assert Settings().arrange is True
    seats = settings.to_dict()["setup"]["seats"]
    for bad in (None, [], {"speed": "warp"}, {"arrange": 1}, {"arrange": "yes"}, {"setup": []}, {"sound": 1},
                {"setup": {"seats": [], "rules": {}}}, {"setup": {"seats": seats[:1], "rules": {}}},
                {"setup": {"seats": seats * 3, "rules": {}}},
                {"setup": {"seats": seats, "rules": {"jokers": True}}},
                {"setup": {"seats": seats + seats, "rules": {"packs": 1}}}):  # fmt: skip
        with pytest.raises((ValueError, KingsError)):
            Settings.from_dict(bad)
