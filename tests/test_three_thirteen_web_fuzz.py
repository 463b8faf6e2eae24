"""3-13's readers of outside data, fed arbitrary JSON and text (hypothesis): the address, a saved game (with the
player's own order of their cards), the settings, and the whole App booting from any address and any saved data.

The property, as for the other games (tests/test_fuzz_readers.py, whose strategies these reuse): a reader returns, or
raises only ValueError (the engine's errors are ValueErrors too); the address parser never raises and its notices are
short; what a reader returns is usable and reads back the same; the App always reaches a playable table and saves only
what it can read back.

CPython only: hypothesis is not installed under Pyodide.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any
from unittest import mock

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, event, example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from kings.errors import KingsError  # noqa: E402
from kings.three_thirteen import api  # noqa: E402
from kings.three_thirteen.api import MatchRecord  # noqa: E402
from kings.three_thirteen.moves import STOCK  # noqa: E402
from kings.three_thirteen.players import make_player  # noqa: E402
from kings.three_thirteen.rules import preset  # noqa: E402
from tests.test_fuzz_readers import DEEP, STATS, TEXT, _replaced, damaged, data_for, envelope, tweaked  # noqa: E402
from tests.test_three_thirteen_web_session import advance, game_over, own_keys, session  # noqa: E402
from tests.three_thirteen_harness import Harness  # noqa: E402
from web.shell.seats import make_seats  # noqa: E402
from web.shell.storage import MemoryBackend  # noqa: E402
from web.three_thirteen.spec import FORM, Session, Settings, Setup  # noqa: E402

KNOWN_KEYS, parse_query = (*FORM.address_keys, "speed"), Setup.from_address
from web.three_thirteen.view import Scene, build  # noqa: E402

QUICK = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
BOOTS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# -- valid saved data to damage ------------------------------------------------------------------------------------
_mid = advance(session("human,easy,human", seed=5), lambda x: x.match.number == 1 and x.shown.phase == "discard"
               and x.to_act == x.viewer)  # fmt: skip
MID_ROUND = _mid.arranged(tuple(reversed(own_keys(_mid)))).to_dict()
BETWEEN = advance(session("human,medium", seed=4, rules="jokers"), lambda x: not x.in_deal).to_dict()
OVER = game_over("human,easy,easy", 2).to_dict()
RECORD = json.loads(MID_ROUND["record"])
CUSTOM = replace(preset("standard"), id="custom", name="Custom rules", ace_high=True, packs=3)
SETTINGS = Settings("fast", Setup(make_seats(["human", "easy", "human", "medium"], ["Ann"]), CUSTOM), arrange=False)
SETTINGS_DICT = SETTINGS.to_dict()
NOTATIONS = ["stock", "discard", "QS", "2C", "AH", "10D", "JK", "out:QS", "out:JK", "out:", "meld", "", " "]


def _with_record(record: Any) -> dict[str, Any]:
    return {**MID_ROUND, "record": json.dumps(record)}


def _with_rounds(rounds: Any) -> dict[str, Any]:
    return _with_record({**RECORD, "rounds": rounds})


SAVED = st.one_of(
    data_for(MID_ROUND, BETWEEN, OVER),
    st.builds(_with_record, data_for(RECORD)),
    st.builds(_with_rounds, st.lists(st.lists(st.one_of(st.sampled_from(NOTATIONS), st.text(max_size=6)), max_size=8),
                                     max_size=3)),
    st.builds(_with_rounds, st.builds(lambda extra: [*json.loads(OVER["record"])["rounds"], extra],
                                      st.lists(st.sampled_from(NOTATIONS), max_size=2))),
    st.builds(lambda order: {**MID_ROUND, "order": order}, st.lists(st.one_of(st.sampled_from(MID_ROUND["order"]),
                                                                              st.text(max_size=9)), max_size=45)),
)  # fmt: skip


@contextmanager
def no_slow_cpus() -> Iterator[None]:
    """Hard CPUs (an address may ask for them) think for a while: the boots play medium ones instead."""
    with mock.patch.object(api, "make_player", lambda level: make_player("medium" if level == "hard" else level)):
        yield


# -- the address ------------------------------------------------------------------------------------------------------
QUERIES = st.one_of(
    st.text(max_size=60),
    st.lists(st.tuples(st.sampled_from([*KNOWN_KEYS, "x", "game", "seed"]), st.text(max_size=30)), max_size=6).map(
        lambda kv: "?" + "&".join(f"{k}={v}" for k, v in kv)),
    st.lists(st.tuples(st.text(min_size=1, max_size=8), st.text(max_size=8)), max_size=40).map(
        lambda kv: "?" + "&".join(f"{k}={v}" for k, v in kv)),
)  # fmt: skip


@QUICK
@given(QUERIES)
@example("?seed=²&players=²")
@example("?seed=" + "9" * 5000 + "&players=" + "9" * 5000)
@example("?names=" + "💥" * 5000 + "&seats=" + "," * 5000 + "&rules=" + "x" * 5000 + "&level=" + "y" * 5000)
@example("?" + "&".join(f"k{i}=1" for i in range(1000)))
@example("?speed=%00&seed=%F0%9F%92%A5&seats=human%2Chuman%2Chuman%2Chuman%2Chuman%2Chuman%2Chuman%2Chuman")
@example("?players=8&rules=deuces-arent-wild&level=hard")
def test_parse_query_never_raises_and_asks_only_for_playable_games(query: str) -> None:
    req = parse_query(query)
    assert len(req.errors) <= 10 and all(isinstance(e, str) and len(e) < 200 for e in req.errors)
    if req.setup is not None:
        req.setup.rules.validate(req.setup.players)
        assert 2 <= req.setup.players <= 8 and all(0 < len(s.name) <= 40 for s in req.setup.seats)
        assert req.setup.seed is None or 0 <= req.setup.seed < 2**64
        Session.new(req.setup, req.setup.seed or 1)
    assert req.speed in (None, "slow", "normal", "fast", "instant")


# -- saved data --------------------------------------------------------------------------------------------------------
@QUICK
@given(SAVED)
@example(_replaced(MID_ROUND, ("counted",), 10**400))
@example(_replaced(MID_ROUND, ("counted",), True))
@example(_replaced(MID_ROUND, ("viewer",), float("nan")))
@example(_replaced(MID_ROUND, ("seats",), [DEEP]))
@example(_replaced(MID_ROUND, ("order",), [DEEP]))
@example(_replaced(MID_ROUND, ("order",), ["7H"] * 40 + ["7H#2"]))
@example(_with_record({**RECORD, "seed": 10**400}))
@example(_with_record({**RECORD, "players": float("inf")}))
@example(_with_rounds([*json.loads(OVER["record"])["rounds"], ["stock"]]))
def test_session_from_dict_returns_or_raises_value_error(data: Any) -> None:
    try:
        got = Session.from_dict(data)
    except ValueError:  # NotationError, IllegalMoveError, RulesError are ValueErrors
        event("refused")
        return
    except KingsError as exc:  # pragma: no cover - would be a new kind of engine error
        pytest.fail(f"an engine error that is not a ValueError: {exc!r}")
    event("read")
    done = len(got.match.results)
    assert 0 <= got.counted <= done and len(set(got.order)) == len(got.order) <= 40
    assert got.viewer is None or got.seats[got.viewer].is_human
    assert Session.from_dict(json.loads(json.dumps(got.to_dict()))) == got
    t = build(Scene(got, arrange=False))  # the table draws, the hand being the viewer's cards, each once
    seat = got.deal_seat(got.viewer)
    if seat is not None and t.state == "ready":
        assert sorted(c.code for g in t.hand for c in g.cards) == sorted(c.code for c in got.shown.hands[seat])


@QUICK
@given(data_for(SETTINGS_DICT, Settings().to_dict()))
@example(_replaced(SETTINGS_DICT, ("setup", "rules", "ace_high"), 1))
@example(_replaced(SETTINGS_DICT, ("setup", "rules", "packs"), 1))
@example(_replaced(SETTINGS_DICT, ("setup", "seats"), [SETTINGS_DICT["setup"]["seats"][0]] * 9))
@example(_replaced(SETTINGS_DICT, ("arrange",), 0))
def test_settings_from_dict_returns_or_raises_value_error(data: Any) -> None:
    try:
        got = Settings.from_dict(data)
    except ValueError:
        event("refused")
        return
    event("read")
    setup = got.start_setup()
    setup.rules.validate(setup.players)
    assert isinstance(got.arrange, bool)
    assert Settings.from_dict(json.loads(json.dumps(got.to_dict()))) == got


@QUICK
@given(st.one_of(TEXT, st.builds(json.dumps, data_for(RECORD))))
@example("[" * 100_000 + "]" * 100_000)
@example('{"game": "three-thirteen", "kind": "match", "rounds": ' + "[" * 100_000 + "]" * 100_000 + "}")
def test_a_saved_record_of_any_text_is_read_or_refused(text: str) -> None:
    try:
        got = Session.from_dict({**MID_ROUND, "record": text})
    except ValueError:
        event("refused")
        return
    event("read")
    assert MatchRecord.from_json(got.to_dict()["record"]).replay() == got.match


# -- the whole App -----------------------------------------------------------------------------------------------------
def _stored(kind: str, *valid: Any) -> st.SearchStrategy[str | None]:
    """What localStorage may hold for ``kind``: nothing, any text, or an envelope of damaged or valid data."""
    data = st.one_of(data_for(*valid), st.sampled_from(valid))
    return st.one_of(st.none(), TEXT, st.builds(envelope, st.just(kind), data))


def _playable(h: Harness) -> None:
    s = h.session
    t = h.table
    assert t.state in ("ready", "handoff", "deal-over", "match-over")
    s.match.rules.validate(s.match.players)
    if t.state == "ready":
        assert s.shown.legal_moves() and (t.actor == "human" or t.extras.coach is not None)  # the CPUs played on
        # to the human's turn, or wait for the answer to the tutorial's offer
        assert t.stock.can_draw == (t.phase == "draw" and t.actor == "human")
        assert bool(t.hand) == (s.deal_seat(s.viewer) is not None)
    if t.state in ("ready", "handoff"):
        assert s.needs_handoff == (t.state == "handoff")
    assert not h.tasks


@BOOTS
@given(
    query=st.one_of(st.just(""), st.just("?speed=instant"), QUERIES),
    match=st.one_of(st.none(), TEXT, st.builds(envelope, st.just("match"), SAVED),
                    st.builds(envelope, st.just("match"), st.sampled_from([MID_ROUND, BETWEEN, OVER]))),
    game_settings=_stored("settings", {k: v for k, v in SETTINGS_DICT.items() if k in ("setup", "arrange")}),
    prefs=_stored("prefs", {"speed": "fast", "contrast": True, "sound": False, "stripes": True}),
    stats=_stored("stats", STATS),
)  # fmt: skip
@example("?seed=²", None, None, None, None)
@example("", envelope("match", _with_rounds([*json.loads(OVER["record"])["rounds"], ["stock"]])), None, None, None)
@example("", None, DEEP, DEEP, envelope("stats", {"total": {"deals": 10**400}}))
def test_the_app_boots_to_a_playable_table_whatever_the_address_and_saved_data(
    query: str, match: str | None, game_settings: str | None, prefs: str | None, stats: str | None
) -> None:
    backend = MemoryBackend()
    for key, text in (("kings.three-thirteen.match", match), ("kings.three-thirteen.settings", game_settings),
                      ("kings.prefs", prefs), ("kings.three-thirteen.stats", stats)):  # fmt: skip
        if text is not None:
            backend.data[key] = text
    with no_slow_cpus():
        h = Harness(backend=backend, query=query)
        event(f"{len(h.table.notices)} notices")
        event("resumed" if h.session.match.seed in (2, 4, 5) else "new game")
        _playable(h)
        h.app.press("stats")
        assert h.ui.stats is not None
        again = Harness(backend=h.backend)  # a reload: what was saved reads back without a notice
        _playable(again)
        assert again.table.notices == () and again.session.match == h.session.match
        assert again.session.order == h.session.order


@QUICK
@given(st.one_of(damaged(MID_ROUND), tweaked(MID_ROUND), tweaked(BETWEEN), st.just(MID_ROUND)))
def test_the_app_resumes_a_saved_game_it_can_read_and_replaces_one_it_cannot(data: Any) -> None:
    backend = MemoryBackend()
    backend.data["kings.three-thirteen.match"] = envelope("match", data)
    try:
        saved: Session | None = Session.from_dict(data)
    except ValueError:
        saved = None
    with no_slow_cpus():
        h = Harness(backend=backend, entropy=12345)
    _playable(h)
    if data is None:  # {"data": null} reads as nothing saved (the game never writes it)
        assert h.table.notices == ()
    elif saved is None:
        event("replaced")
        assert h.table.notices == ("Your saved match in progress could not be read, so a new game was started.",)
        assert h.session.match.seed == 12345
    else:
        event("resumed")
        assert h.table.notices == () and h.session.match.results[: len(saved.match.results)] == saved.match.results


def test_the_property_tests_reach_the_readers_later_checks() -> None:
    """Some damaged values are read (the readers' later checks are reached), and an engine error is a ValueError."""
    assert Session.from_dict(_replaced(MID_ROUND, ("viewer",), None)).viewer == 0
    assert Session.from_dict(_replaced(MID_ROUND, ("counted",), -1)).counted == 1
    assert Session.from_dict(MID_ROUND).order and Session.from_dict(MID_ROUND).to_dict() == MID_ROUND
    assert Session.from_dict(_replaced(MID_ROUND, ("order",), "x")).order == ()
    assert Settings.from_dict(_replaced(SETTINGS_DICT, ("speed",), "slow")).speed == "slow"
    with pytest.raises(ValueError):
        Session.from_dict(_with_record({**RECORD, "players": 9}))
    assert MID_ROUND["record"] != BETWEEN["record"] and json.loads(BETWEEN["record"])["rounds"][0][0] in (
        str(STOCK), "discard")  # fmt: skip
