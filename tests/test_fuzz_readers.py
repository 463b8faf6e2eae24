"""Every reader of outside data, fed arbitrary JSON and text (hypothesis; issue 12, bug 8).

The property: a reader returns, or raises only the errors it documents (ValueError and the engine's
errors, which are ValueErrors too; :class:`ImportRefused` for a statistics file; nothing at all for
the URL and storage); what it returns is usable (the charts draw, the setup can be dealt); and the
App boots from any address and any saved data to a playable table, saving only what it can read
back. Values are arbitrary JSON, arbitrary text, and valid saved data with one part replaced by
arbitrary JSON (so the readers' later checks are reached, not only their first).

CPython only: hypothesis is not installed under Pyodide (there, this module is skipped).
"""

from __future__ import annotations

import json
import math
from dataclasses import replace
from typing import Any

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, event, example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from kings.corners import MatchRecord, Rules, preset  # noqa: E402
from kings.errors import KingsError  # noqa: E402
from tests.test_web_app import Harness  # noqa: E402
from web.corners.session import Session  # noqa: E402
from web.corners.spec import FORM, Settings, Setup  # noqa: E402
from web.shell.backup import BackupRefused, read_backup  # noqa: E402
from web.shell.charts import bars_chart, penalty_chart, results_chart  # noqa: E402
from web.shell.embed import connect  # noqa: E402
from web.shell.games import GAMES  # noqa: E402
from web.shell.legacy import adopt_legacy  # noqa: E402
from web.shell.restore import MERGE, REPLACE, app_class, restore  # noqa: E402
from web.shell.seats import make_seats  # noqa: E402
from web.shell.stats import DealEntry, Stats, Tally  # noqa: E402
from web.shell.statsio import FORMAT, ImportRefused, export_text, import_text  # noqa: E402
from web.shell.storage import SCHEMAS, MemoryBackend, Store  # noqa: E402

KNOWN_KEYS = (*FORM.address_keys, "speed")  #: the address parameters Kings in the Corner reads

#: Each property runs in well under a second or two; the App's boots take longest.
QUICK = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
BOOTS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# -- arbitrary JSON, and valid data with one part replaced ----------------------------------------
NUMBERS = st.one_of(
    st.integers(),
    st.sampled_from([10**400, -(10**400), 2**64, 2**64 - 1, 10**9 + 1, -1, 0, 1, 2, 6, 7]),
    st.floats(allow_nan=True, allow_infinity=True),
)
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, st.text(max_size=20))
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12,
)


#: Custom rules are saved option by option: their numbers are fuzzed too.
CUSTOM = preset("chips").with_options(king_penalty=4, scoring=replace(preset("chips").scoring, ante=2, deals=3))


def _session(rules: Rules) -> Session:
    s = Session.new(Setup(make_seats(["human", "easy", "hard"]), rules), seed=5)
    while s.actor != "human":
        s = s.play(s.shown.legal_moves()[0])
    return s


SESSION = _session(preset("standard")).to_dict()
CUSTOM_SESSION = _session(CUSTOM).to_dict()
SETTINGS = Settings(speed="fast", setup=Setup(make_seats(["human", "medium"]), preset("wikihow"))).to_dict()
CUSTOM_SETTINGS = Settings(setup=Setup(make_seats(["human", "easy", "human"]), CUSTOM)).to_dict()
STATS = Stats(
    Tally(deals=4, deals_won=2, matches=1, matches_won=1, penalty=9, penalty_deals=3),
    {"easy": Tally(deals=1, deals_won=1)},
    {"standard": Tally(deals=4, deals_won=2)},
    (DealEntry(1_700_000_000, "standard", ("easy",), 2, True, 0, 0),),
).to_dict()


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``value`` (the root included) one part could be replaced."""
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


def _replaced(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy = json.loads(json.dumps(value))
    parent = copy
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = new
    return copy


def damaged(valid: Any) -> st.SearchStrategy[Any]:
    """``valid`` with one part (anything from the whole down to one number) replaced by arbitrary JSON."""
    return st.builds(_replaced, st.just(valid), st.sampled_from(_paths(valid)), JSON)


def _like(value: Any) -> st.SearchStrategy[Any]:
    """Arbitrary JSON of the same type as ``value`` (a number for a number, text for text, ...)."""
    if isinstance(value, bool):
        return st.one_of(st.booleans(), st.none())
    if isinstance(value, int):
        return NUMBERS
    if isinstance(value, str):
        return st.one_of(st.text(max_size=20), st.text(alphabet="0123456789 >NESW-endKQJA", max_size=30))
    if isinstance(value, list):
        return st.lists(JSON, max_size=3)
    return st.dictionaries(st.text(max_size=8), JSON, max_size=3)


@st.composite
def tweaked(draw: st.DrawFn, valid: Any) -> Any:
    """``valid`` with one or two of its parts replaced by values of the same type."""
    out = valid
    for _ in range(draw(st.integers(1, 2))):
        path = draw(st.sampled_from(_paths(out)[1:]))
        old: Any = out
        for step in path:
            old = old[step]
        out = _replaced(out, path, draw(_like(old)))
    return out


def data_for(*valid: Any) -> st.SearchStrategy[Any]:
    """Arbitrary JSON, or one of ``valid`` damaged or tweaked."""
    return st.one_of(JSON, *(damaged(v) for v in valid), *(tweaked(v) for v in valid))


def envelope(kind: str, data: Any, schema: Any = None) -> str:
    return json.dumps({"schema": SCHEMAS[kind] if schema is None else schema, "kind": kind, "data": data})


DEEP = "[" * 5000 + "]" * 5000
ODD_QUERIES = ["?seed=²", "?players=²", "?seed=" + "9" * 5000, "?players=" + "9" * 5000, "?seats=" + "," * 5000]
TEXT = st.one_of(st.text(max_size=40), JSON.map(json.dumps), st.sampled_from([DEEP, "{" * 3]))


# -- the readers ------------------------------------------------------------------------------------
@QUICK
@given(st.one_of(st.text(max_size=60), st.lists(st.tuples(st.sampled_from([*KNOWN_KEYS, "x"]), st.text(max_size=30)),
                                               max_size=5).map(lambda kv: "?" + "&".join(f"{k}={v}" for k, v in kv))))
@example("?seed=²")
@example("?players=²")
@example("?seed=" + "9" * 5000)
@example("?players=" + "9" * 5000)
def test_parse_query_never_raises_and_asks_only_for_playable_matches(query: str) -> None:
    req = Setup.from_address(query)
    assert all(isinstance(e, str) and len(e) < 300 for e in req.errors)
    if req.setup is not None:
        req.setup.rules.validate(req.setup.players)
        assert req.setup.seed is None or 0 <= req.setup.seed < 2**64


@QUICK
@given(st.sampled_from(sorted(SCHEMAS)), st.one_of(TEXT, st.builds(envelope, st.sampled_from(sorted(SCHEMAS)), JSON,
                                                                   st.one_of(st.none(), NUMBERS))))
@example("settings", DEEP)
@example("stats", '{"schema":2,"kind":"stats","data":' + DEEP + "}")
def test_store_load_never_raises(kind: str, text: str) -> None:
    backend = MemoryBackend()
    store = Store(backend).for_game("corners")
    backend.data[store.key(kind)] = text
    data = store.load(kind)
    if data is None:
        assert store.notices == [] or store.key(kind) not in backend.data  # dropped, with its notice
    else:
        json.dumps(data)  # what was read can be written back


@QUICK
@given(st.one_of(TEXT, st.builds(envelope, st.just("settings"), data_for(SETTINGS))))
@example('{"schema":1,"kind":"settings","data":{"speed":' + DEEP + "}}")
def test_adopting_the_one_game_layout_never_raises(text: str) -> None:
    backend = MemoryBackend()
    backend.data.update({"kings.settings": text, "kings.match": text, "kings.stats": text})
    adopt_legacy(Store(backend))
    assert not {"kings.settings", "kings.match", "kings.stats"} & set(backend.data)


@QUICK
@given(data_for(SETTINGS, CUSTOM_SETTINGS))
@example({"setup": {"seats": True, "rules": "standard"}})
@example(_replaced(CUSTOM_SETTINGS, ("setup", "rules", "king_penalty"), 10**400))
def test_settings_from_dict_returns_or_raises_value_error(data: Any) -> None:
    try:
        got = Settings.from_dict(data)
    except ValueError:  # the engine's RulesError and NotationError are ValueErrors too
        event("refused")
        return
    event("read")
    got.start_setup().rules.validate(got.start_setup().players)
    assert Settings.from_dict(json.loads(json.dumps(got.to_dict()))) == got


@QUICK
@given(data_for(SESSION, CUSTOM_SESSION))
@example(_replaced(SESSION, ("record", "players"), float("inf")))
@example(_replaced(SESSION, ("seats",), True))
@example(_replaced(SESSION, ("record", "deals"), [[DEEP]]))
def test_session_from_dict_returns_or_raises_value_error(data: Any) -> None:
    try:
        got = Session.from_dict(data)
    except ValueError:
        event("refused")
        return
    event("read")
    assert Session.from_dict(json.loads(json.dumps(got.to_dict()))) == got


@QUICK
@given(data_for(SESSION["record"], CUSTOM_SESSION["record"]))
@example(_replaced(SESSION["record"], ("players",), float("inf")))
def test_match_record_from_dict_returns_or_raises_value_error(data: Any) -> None:
    try:
        MatchRecord.from_dict(data).replay()
    except ValueError:
        event("refused")
        return
    event("read")


def _charts(stats: Stats) -> None:
    results_chart(stats.history)
    penalty_chart(stats.history)
    bars_chart("levels", "By level", sorted(stats.by_level.items()))
    bars_chart("rules", "By rules", [*sorted(stats.by_preset.items()), ("all", stats.total)])
    for t in (stats.total, *stats.by_level.values()):
        assert t.average_penalty is None or math.isfinite(t.average_penalty)


@QUICK
@given(data_for(STATS))
@example({"total": {"deals": 10**400}})
@example({"total": {"deals": 1, "deals_won": 2}})
@example({"total": {"deals": 1, "penalty": 10**400, "penalty_deals": 1}})
@example({"history": [{**STATS["history"][0], "penalty": 10**400}]})
def test_stats_from_dict_returns_what_the_charts_draw_or_raises_value_error(data: Any) -> None:
    try:
        got = Stats.from_dict(data)
    except ValueError:
        event("refused")
        return
    event("read")
    _charts(got)
    assert Stats.from_dict(json.loads(json.dumps(got.to_dict()))) == got


def _file(games: Any, schema: Any = 2) -> str:
    return json.dumps({"format": FORMAT, "schema": schema, "games": games})


@QUICK
@given(st.one_of(TEXT, st.builds(_file, st.dictionaries(st.sampled_from(["corners", "x", "<b>"]), data_for(STATS),
                                                        max_size=2), st.one_of(st.just(2), NUMBERS))))
@example(_file({"corners": {"total": {"deals": 1, "penalty": 10**400, "penalty_deals": 1}}}))
@example(_file({"corners": {"total": {"deals": 1, "deals_won": 2}}}))
@example(DEEP)
def test_import_text_returns_what_the_charts_draw_or_refuses(text: str) -> None:
    try:
        games = import_text(text)
    except ImportRefused as exc:
        assert str(exc) and len(str(exc)) < 400
        event("refused")
        return
    event("read")
    for stats in games.values():
        _charts(stats)
    assert import_text(export_text(games, at=0)) == games


#: A backup of every game (tests/data/backup-v1.json), to be damaged part by part.
BACKUP = json.loads((__import__("pathlib").Path(__file__).parent / "data" / "backup-v1.json").read_text("utf-8"))


@QUICK
@given(st.one_of(TEXT, data_for(BACKUP).map(json.dumps)), st.sampled_from([MERGE, REPLACE]))
@example(json.dumps({**BACKUP, "version": 10**400}), MERGE)
@example(json.dumps({**BACKUP, "games": {"corners": {"stats": {"schema": 2, "data": DEEP}}}}), REPLACE)
def test_a_backup_is_restored_entry_by_entry_or_refused_and_what_it_restores_reads_back(text: str, mode: str) -> None:
    try:
        backup = read_backup(text)
    except BackupRefused as exc:
        assert str(exc) and len(str(exc)) < 400
        event("refused")
        return
    store = Store(MemoryBackend())
    summary = restore(store, backup, mode)
    event(f"{len(summary.refused)} refused")
    assert all(isinstance(line, str) and len(line) < 2000 for line in (*summary.taken, *summary.refused))
    for game in GAMES:  # every game reads what was restored without dropping anything
        app_class(game)(None, store).check_saved()
    assert store.notices == []


@QUICK
@given(st.one_of(st.text(max_size=60), st.sampled_from(["new-game", "resize", "", "new-game" * 100])))
def test_embed_commands_from_the_host_never_raise(kind: str) -> None:
    h = Harness(query="?seed=3&players=2&speed=instant")
    posted: list[str] = []

    class Bridge:
        onCommand: Any = None

        def post(self, kind: str, data: str) -> None:
            posted.append(kind)

    bridge = Bridge()
    connect(bridge, lambda f: f, h.app.rematch)
    assert bridge.onCommand(kind) is (kind == "new-game")


def test_the_property_tests_reach_the_readers_later_checks() -> None:
    """The damaged values are not all refused at the first check: some are read."""
    assert Session.from_dict(_replaced(SESSION, ("viewer",), None)) is not None
    assert Settings.from_dict(_replaced(SETTINGS, ("speed",), "slow")).speed == "slow"
    assert Stats.from_dict(_replaced(STATS, ("total", "deals"), 5)).total.deals == 5
    with pytest.raises(KingsError):
        Session.from_dict(_replaced(SESSION, ("record", "players"), 9))
