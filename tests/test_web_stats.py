"""Statistics history, its schema migration, charts geometry and the JSON file (web/shell/stats.py,
web/shell/charts.py, web/shell/statsio.py, web/shell/storage.py)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from kings.corners import preset
from web.corners.results import deal_score
from web.corners.session import Session
from web.corners.spec import Setup
from web.shell.charts import H, W, bars_chart, penalty_chart, results_chart
from web.shell.seats import make_seats
from web.shell.stats import HISTORY, DealEntry, Stats, Tally
from web.shell.statsio import FORMAT, ImportRefused, export_name, export_text, import_text
from web.shell.storage import SCHEMAS, MemoryBackend, Store
from web.shell.tally import tally_deal


def record_deal(stats: Stats, s: Any, result: Any, at: int = 0) -> Stats:
    """A finished deal added to ``stats`` as the table adds it (web.corners.app.Features.count)."""
    return tally_deal(stats, s, s.match.results.index(result), result, deal_score, at)


pytestmark = pytest.mark.pyodide


def finished(seed: int, rules: str = "standard", kinds: str = "human,easy,hard") -> Session:
    s = Session.new(Setup(make_seats(kinds.split(",")), preset(rules)), seed)
    while s.in_deal:
        s = s.play(s.shown.legal_moves()[0])
    return s


def entry(won: bool, penalty: int | None = 0, at: int = 0) -> DealEntry:
    return DealEntry(at, "standard", ("easy",), 2, won, penalty, penalty or 0)


# -- history -------------------------------------------------------------------------------------------
def test_a_finished_deal_is_added_to_the_history() -> None:
    s = finished(3)
    result = s.match.results[-1]
    stats = record_deal(Stats(), s, result, at=1_700_000_000)
    (e,) = stats.history
    assert (e.at, e.rules, e.levels, e.players) == (1_700_000_000, "standard", ("easy", "hard"), 3)
    assert e.won == (0 in result.winners) and e.penalty == result.delta(0) == e.delta
    assert stats.total.deals == 1 and Stats.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats


def test_chips_deals_have_no_penalty_but_keep_their_delta() -> None:
    s = finished(5, "chips", "human,easy")
    e = record_deal(Stats(), s, s.match.results[-1]).history[0]
    assert e.penalty is None and e.delta == s.match.results[-1].delta(0)


def test_history_is_bounded_and_keeps_the_latest() -> None:
    s = finished(3)
    stats = Stats()
    for i in range(HISTORY + 7):
        stats = record_deal(stats, s, s.match.results[-1], at=i)
    assert len(stats.history) == HISTORY and stats.history[0].at == 7 and stats.history[-1].at == HISTORY + 6
    assert stats.total.deals == HISTORY + 7  # the tallies count every deal


@pytest.mark.parametrize(
    "bad",
    [
        {"at": -1, "rules": "standard", "players": 2, "won": True},
        {"at": 0, "rules": "standard", "players": 13, "won": True},  # more seats than any game has
        {"at": 0, "rules": "standard", "players": 0, "won": True},
        {"at": 0, "rules": 5, "players": 2, "won": True},
        {"at": 0, "rules": "standard", "players": 2, "won": "yes"},
        {"at": 0, "rules": "standard", "players": 2, "won": True, "penalty": "3"},
        {"at": 0, "rules": "standard", "players": 2, "won": True, "levels": [1]},
        "not an object",
    ],
)
def test_damaged_history_entries_are_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        Stats.from_dict({"history": [bad]})


def test_schema_1_statistics_are_migrated_keeping_their_tallies() -> None:
    backend = MemoryBackend()
    old = {"total": {"deals": 4, "deals_won": 1}, "by_level": {"easy": {"deals": 4}}, "by_preset": {}}
    backend.data["kings.stats"] = json.dumps({"schema": 1, "kind": "stats", "data": old})
    store = Store(backend)
    stats = Stats.from_dict(store.load("stats"))
    assert store.notices == [] and stats.total.deals == 4 and stats.by_level["easy"].deals == 4
    assert stats.history == ()
    store.save("stats", stats.to_dict())
    assert json.loads(backend.data["kings.stats"])["schema"] == SCHEMAS["stats"] == 2


# -- charts --------------------------------------------------------------------------------------------
def numbers(chart: object) -> list[float]:
    out = []
    for shape in chart.shapes:  # type: ignore[attr-defined]
        for name, value in shape.attrs:
            if name in ("x", "y", "x1", "x2", "y1", "y2", "cx", "cy", "points", "width", "height"):
                out += [float(v) for v in re.split(r"[ ,]", value) if v]
    return out


def test_results_chart_draws_inside_its_box_with_one_mark_per_deal() -> None:
    deals = [entry(i % 3 == 0, 0 if i % 3 == 0 else i) for i in range(30)]
    chart = results_chart(deals)
    assert all(-5 <= v <= max(W, H) + 5 for v in numbers(chart))
    marks = [s for s in chart.shapes if s.cls in ("won", "lost")]
    assert len(marks) == 30 and sum(s.cls == "won" for s in marks) == 10
    assert {s.tag for s in marks} == {"circle", "rect"}  # won and lost differ by shape, not only colour
    lines = {s.cls: s for s in chart.shapes if s.tag == "polyline"}
    assert len(dict(lines["line-overall"].attrs)["points"].split()) == 30
    assert chart.summary == "Results of your last 30 deals: 10 won (33%); 3 of the last 10 won."
    last_y = float(dict(lines["line-overall"].attrs)["points"].split()[-1].split(",")[1])
    assert last_y == pytest.approx(H - 22 - (10 / 30) * (H - 10 - 22), abs=0.1)


def test_results_chart_drops_marks_for_long_histories_and_handles_empty() -> None:
    assert not [s for s in results_chart([entry(True)] * 200).shapes if s.cls == "won"]
    assert results_chart([]).shapes == () and results_chart([]).summary == "No deals yet."


def test_penalty_chart_bars_scale_to_the_highest() -> None:
    deals = [entry(False, 2), entry(True, 0), entry(False, 8), entry(False, None)]
    chart = penalty_chart(deals)
    bars = [s for s in chart.shapes if s.cls == "bar" and s.tag == "rect"]
    heights = [float(dict(b.attrs)["height"]) for b in bars]
    assert len(bars) == 2 and heights[1] == pytest.approx(4 * heights[0])
    assert [s.cls for s in chart.shapes if s.tag == "circle"] == ["won"]  # the won deal, at zero
    assert chart.summary == "Penalty points in your last 3 deals scored by points: 3.3 on average, 8 at most."
    assert penalty_chart([entry(True, None)]).shapes == ()


def test_bar_chart_widths_are_shares_of_deals_won() -> None:
    chart = bars_chart("levels", "By level", [("Easy", Tally(deals=4, deals_won=3)), ("Hard", Tally(deals=2)),
                                              ("Medium", Tally())])  # fmt: skip
    bars = [s for s in chart.shapes if s.cls == "bar"]
    tracks = [s for s in chart.shapes if s.cls == "track"]
    assert len(tracks) == 2 and len(bars) == 1  # no bar for no win; no row for no deals
    assert float(dict(bars[0].attrs)["width"]) == pytest.approx(0.75 * float(dict(tracks[0].attrs)["width"]))
    assert chart.summary == "By level: Easy: 3 of 4 won (75%); Hard: 0 of 2 won (0%)."


# -- export and import ---------------------------------------------------------------------------------
def sample() -> Stats:
    s = finished(3)
    stats = Stats()
    for i in range(3):
        stats = record_deal(stats, s, s.match.results[-1], at=1_700_000_000 + i)
    return stats


def test_export_and_import_round_trip() -> None:
    stats = sample()
    text = export_text({"corners": stats, "king": Stats()}, at=1_700_000_000)
    doc = json.loads(text)
    assert doc["format"] == FORMAT and doc["schema"] == 2 and doc["exported"] == "2023-11-14T22:13:20Z"
    assert import_text(text) == {"corners": stats, "king": Stats()}
    assert export_name(1_700_000_000) == "kings-stats-2023-11-14.json"


def test_a_games_records_travel_with_its_statistics_and_only_its_own() -> None:
    """A game's records (Klondike's streaks and bests) are in its statistics, their file and their import; a game
    without records writes its statistics as before (no ``records`` key)."""
    kl = Stats(Tally(deals=3, deals_won=2), records={"streak": 2, "best_streak": 2, "time:draw-one": 95})
    assert "records" not in sample().to_dict() and Stats.from_dict(kl.to_dict()) == kl
    text = export_text({"corners": sample(), "klondike": kl}, at=0)
    assert json.loads(text)["games"]["klondike"]["records"]["time:draw-one"] == 95
    assert import_text(text)["klondike"].records == kl.records
    grown = kl.tallied((), "draw-one", lambda t: t.add_deal(True, None))
    assert grown.records == kl.records and grown.total.deals == 4


def test_a_schema_1_export_is_migrated() -> None:
    doc = {"format": FORMAT, "schema": 1, "stats": {"total": {"deals": 2}}}
    assert import_text(json.dumps(doc))["corners"].total.deals == 2


def test_an_export_of_the_one_game_version_is_kings_in_the_corners() -> None:
    stats = sample()
    doc = {"format": FORMAT, "schema": 2, "exported": "2026-11-01T00:00:00Z", "stats": stats.to_dict()}
    assert import_text(json.dumps(doc)) == {"corners": stats}


ENTRY = {"at": 0, "rules": "standard", "levels": ["easy"], "players": 2, "won": True, "penalty": 0, "delta": 0}


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("not json", "not JSON"),
        ("[1, 2]", "not a Kings statistics file"),
        (json.dumps({"format": "other"}), "not a Kings statistics file"),
        (json.dumps({"format": FORMAT}), "no valid version"),
        (json.dumps({"format": FORMAT, "schema": 99, "stats": {}}), "came from a newer version"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"total": {"deals": -1}}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"history": [{"won": 1}]}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": []}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "games": []}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "games": {"<b>": {}}}), "no valid name"),
        (json.dumps({"format": FORMAT, "schema": 2, "games": {f"g{i}": {} for i in range(21)}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "games": {"corners": {}, "king": {"total": 3}}}), "damaged"),
        ("[" * 5000 + "]" * 5000, "not JSON|not a Kings statistics file"),  # too deep for CPython's parser, not 3.14's
        (" " * 2_000_001, "too large"),
        # issue 12, bug 8: accepted, then the charts broke
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"total": {"deals": 10**400}}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"total": {"deals": 1, "deals_won": 2}}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"by_level": {"easy": {"matches_won": 1}}}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"history": [{**ENTRY, "penalty": 10**400}]}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"history": [{**ENTRY, "delta": -(10**99)}]}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"history": [{**ENTRY, "at": 10**400}]}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"by_preset": {"x" * 100: {}}}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"by_preset": {f"p{i}": {} for i in range(1000)}}}),
         "damaged"),
        (json.dumps({"format": FORMAT, "schema": 10**400, "stats": {}}), "came from a newer version"),
        ('{"format": "kings-stats", "schema": 2, "stats": {"total": {"deals": 1e400}}}', "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"records": []}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"records": {"streak": "3"}}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"records": {"streak": True}}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"records": {"streak": 10**10}}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"records": {"": 1}}}), "damaged"),
        (json.dumps({"format": FORMAT, "schema": 2, "stats": {"records": {f"r{i}": 1 for i in range(500)}}}),
         "damaged"),
    ],
)
def test_bad_files_are_refused_with_a_reason(text: str, why: str) -> None:
    with pytest.raises(ImportRefused, match=why):
        import_text(text)
