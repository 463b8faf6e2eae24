"""Klondike's deal at the table (web/klondike/session.py, setup.py): saved and read back
on the very move, undone to the first move, damaged saved data refused; the new-game dialog's form and the address.
Product decisions unless named."""

from __future__ import annotations

import json

import pytest

from kings.errors import IllegalMoveError, KingsError
from kings.klondike.moves import DRAW
from kings.klondike.rules import PRESETS, Scoring
from kings.seeding import MAX_SEED
from web.klondike.session import Session
from web.klondike.spec import CUSTOM, Settings, Setup, parse_query, parse_setup, setup_form

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


def played(n: int, seed: int = 7) -> Session:
    s = Session.new(Setup(), seed)
    for _ in range(n):
        s = s.play(s.deal.legal_moves()[0])
    return s


def test_a_saved_deal_reads_back_on_the_very_move() -> None:
    for n in (0, 1, 5, 20):
        s = played(n).with_time(12.5)
        back = Session.from_dict(json.loads(json.dumps(s.to_dict())))
        assert back == s and back.deal.position() == s.deal.position()


def test_undo_goes_back_move_by_move_to_the_first() -> None:
    s = played(12)
    for n in range(11, -1, -1):
        s = s.undo()
        assert s.deal == played(n).deal
    with pytest.raises(IllegalMoveError, match="nothing to undo"):
        s.undo()


def test_the_clock_and_the_vegas_total() -> None:
    vegas = Setup(PRESETS["vegas-one"])
    s = Session.new(vegas, 3, bank=-40)
    assert s.vegas and s.total == -40 - 52
    assert Session.new(Setup(), 3).total == 0
    assert s.with_time(-5).elapsed == 0.0


@pytest.mark.parametrize(
    "data",
    [None, [], {"record": 5}, {"record": "{}"}, {"record": "[" * 5000},
     {**played(2).to_dict(), "elapsed": "soon"}, {**played(2).to_dict(), "bank": 1.5},
     {**played(2).to_dict(), "counted": "yes"}, {**played(2).to_dict(), "elapsed": float("nan")}],
)  # fmt: skip
def test_damaged_saved_data_is_refused(data: object) -> None:
    with pytest.raises((ValueError, KingsError)):
        Session.from_dict(data)


def test_a_record_with_an_illegal_move_is_refused() -> None:
    data = played(3).to_dict()
    record = json.loads(data["record"])
    record["moves"].append("KS>1")
    with pytest.raises((ValueError, KingsError)):
        Session.from_dict({**data, "record": json.dumps(record)})


def test_the_dialog_offers_the_engines_presets_and_options() -> None:
    form = setup_form(Setup(PRESETS["draw-three"], winnable=True))
    assert [pid for pid, _ in form.presets[0][1]] == list(PRESETS) and form.preset == "draw-three"
    values = {f.key: f.value for f in form.fields}
    assert values == {"draw": "3", "passes": "0", "scoring": "standard", "winnable": "on"}
    setup = parse_setup([("You", "human")], "draw-one", {"draw": "3", "passes": "3", "scoring": "vegas"}, "")
    assert setup.rules == PRESETS["vegas-three"] and not setup.winnable and setup.seed is None
    custom = parse_setup([("You", "human")], "draw-one", {"draw": "1", "passes": "2", "scoring": "none",
                                                          "winnable": "on"}, "42")  # fmt: skip
    assert (custom.rules.id, custom.rules.passes, custom.rules.scoring, custom.winnable, custom.seed) == (
        CUSTOM,
        2,
        Scoring.NONE,
        True,
        42,
    )
    for values in ({"draw": "2"}, {"passes": "12"}, {"scoring": "golf"}):
        with pytest.raises(KingsError):
            parse_setup([("You", "human")], "draw-one", values, "")
    with pytest.raises(ValueError, match="seed"):
        parse_setup([("You", "human")], "draw-one", {}, "x")


def test_the_address_deals_seeded_and_winnable_deals() -> None:
    req = parse_query("?seed=42&rules=vegas-three&winnable=1")
    assert req.setup is not None and (req.setup.seed, req.setup.rules.id, req.setup.winnable) == (42, "vegas-three",
                                                                                                  True)  # fmt: skip
    req = parse_query("?draw=3")  # (?daily= is the shell's: tests/test_daily.py)
    assert req.setup is not None and req.setup.seed is None and req.setup.rules.id == "draw-three"
    assert parse_query("?speed=fast").setup is None
    bad = parse_query("?seed=-1&rules=spider&passes=x&scoring=golf&zap=1")
    assert bad.setup is not None and bad.setup.seed is None and len(bad.errors) == 5
    # the shell's address (web.shell.address): the other games' notices, the same words
    assert parse_query("?seed=x&speed=warp").errors == (
        "speed: 'warp' is not one of slow, normal, fast, instant; keeping your setting.",
        f"seed: 'x' is not a whole number from 0 to {MAX_SEED}; using a random seed.")  # fmt: skip
    many = parse_query("?" + "&".join(f"k{i}=1" for i in range(5)))
    assert many.setup is None and many.errors[-1] == "2 more unknown address parameters ignored."


def test_settings_round_trip_and_refuse_garbage() -> None:
    s = Settings(setup=Setup(PRESETS["draw-three"], True), bank=-104, sound=True)
    assert Settings.from_dict(s.to_dict()) == s
    for bad in ({"bank": "lots"}, {"setup": {"rules": {"draw": 2}}}, {"speed": "warp"}):
        with pytest.raises((ValueError, KingsError)):
            Settings.from_dict(bad)


def test_the_draw_is_the_engines() -> None:
    s = Session.new(Setup(PRESETS["draw-three"]), 7).play(DRAW)
    assert len(s.deal.waste) == 3 and s.to_act == 0 and not s.needs_handoff


def test_an_address_keeps_custom_rules_in_use() -> None:
    """The shell's Address.rules keeps the rules in use when the address names no preset, custom ones too (it looked
    the custom rules up among the presets and failed)."""
    custom = parse_setup([("You", "human")], "draw-one", {"draw": "3", "passes": "2", "scoring": "none"}, "")
    req = parse_query("?seed=4", custom)
    assert req.setup is not None and req.setup.rules == custom.rules and req.setup.rules.id == CUSTOM
    req = parse_query("?rules=nope&passes=12", custom)
    assert req.setup is not None and req.setup.rules == custom.rules
    assert req.errors == ("rules: there is no preset 'nope'; using custom.",
                          "passes: '12' is not one of the choices; using 2.")  # fmt: skip
