"""The controller (web/corners/app.py) and what it finds saved: damaged, foreign, blocked or
impossible data, and bad addresses, are dropped with a notice and never stop the table; the one-game
version's data is kept."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.test_web_app import Harness
from web.shell.charts import bars_chart, penalty_chart, results_chart
from web.shell.stats import Stats
from web.shell.storage import FALLBACK_NOTICE, MemoryBackend, Store


def test_corrupt_storage_recovers_with_notices() -> None:
    backend = MemoryBackend()
    backend.data.update({"kings.corners.match": "{oops", "kings.corners.settings": "null",
                         "kings.corners.stats": '{"schema":1,"kind":"stats","data":{"total":7}}'})  # fmt: skip
    h = Harness(backend=backend)
    t = h.ui.table
    assert t.state == "ready"
    assert len(t.notices) == 3 and any("new game" in n for n in t.notices)
    h.app.press("dismiss")
    assert h.ui.table.notices == ()


def test_a_match_saved_by_a_changed_engine_is_replaced() -> None:
    h = Harness(query="?seed=8&players=2&speed=instant")
    data = h.app.store.load("match")
    data["record"]["deals"] = ["QS>NE QS>NE"]
    h.app.store.save("match", data)
    again = Harness(backend=h.backend)
    assert again.ui.table.state == "ready"
    assert any("match in progress could not be read" in n for n in again.ui.table.notices)


class Throwing:
    def get(self, key: str) -> str | None:
        raise RuntimeError("SecurityError")

    def set(self, key: str, value: str) -> None:
        raise RuntimeError("SecurityError")

    def remove(self, key: str) -> None:
        raise RuntimeError("SecurityError")


def test_blocked_storage_still_plays() -> None:
    h = Harness(backend=Throwing(), query="?seed=3&players=2&speed=instant")
    assert h.ui.table.state == "ready" and FALLBACK_NOTICE in h.ui.table.notices
    h.app.press("end")
    h.settle()
    assert h.session.shown.history


def test_a_returning_player_of_the_one_game_version_keeps_match_settings_and_statistics() -> None:
    from tests.test_web_storage import legacy_data
    from web.shell.legacy import adopt_legacy

    data, session, settings, stats = legacy_data()
    backend = MemoryBackend()
    backend.data.update(data)
    adopt_legacy(Store(backend))  # what the shell does at boot, before any game opens
    h = Harness(backend=backend)
    assert h.session.shown.position() == session.shown.position() and h.session.seats == session.seats
    assert h.app.settings == settings and h.app.stats == stats and h.app.store.notices == []


# -- issue 12, bug 8: bad addresses and saved data are dropped with a notice, never a crash -------------
@pytest.mark.parametrize(
    ("query", "notice"),
    [
        ("?seed=²", "seed: '²' is not a whole number from 0 to 18446744073709551615; using a random seed."),
        ("?players=²", "players: ² is not 2 to 6; using 3."),
        ("?seed=" + "7" * 5000, "seed: '7777777777777777777777777777777…' is not a whole number"),
        ("?players=" + "7" * 5000, "players: 7777777777777777777777777777777… is not 2 to 6; using 3."),
    ],
)
def test_url_numbers_int_refuses_start_a_match_with_a_notice(query: str, notice: str) -> None:
    h = Harness(query=query)
    assert h.ui.table.state == "ready" and h.session.match.seed == 99  # the harness's random seed
    assert any(n.startswith(notice) for n in h.ui.table.notices), h.ui.table.notices


def saved_match_text(**record: Any) -> str:
    """A saved match in progress (as localStorage holds it) with fields of its record replaced."""
    h = Harness(query="?seed=8&players=2&speed=instant")
    data = h.app.store.load("match")
    data["record"].update(record)
    return json.dumps({"schema": 1, "kind": "match", "data": data})


@pytest.mark.parametrize("players", [float("inf"), float("-inf"), float("nan"), 10**400, 2.5, "2", True])
def test_a_saved_match_with_impossible_numbers_is_replaced_with_a_notice(players: Any) -> None:
    backend = MemoryBackend()
    backend.data["kings.corners.match"] = saved_match_text(players=players)  # Infinity, NaN: as JSON.parse reads
    h = Harness(backend=backend)
    assert h.ui.table.state == "ready" and h.session.match.seed == 99
    assert "Your saved match in progress could not be read, so a new game was started." in h.ui.table.notices


DEEP = "[" * 5000 + "]" * 5000


@pytest.mark.parametrize(
    ("key", "kind", "notice"),
    [
        ("kings.prefs", "prefs", "Your saved settings shared by every game could not be read, so they were reset."),
        ("kings.corners.settings", "settings",
         "Your saved Kings in the Corner settings could not be read, so they were reset."),
        ("kings.corners.stats", "stats",
         "Your saved Kings in the Corner statistics could not be read, so they were reset."),
        ("kings.corners.match", "match", "Your saved match in progress could not be read, so a new game was started."),
    ],
)
@pytest.mark.parametrize("where", ["the text", "the data"])
def test_saved_data_nested_5000_deep_is_dropped_with_a_notice(key: str, kind: str, notice: str, where: str) -> None:
    backend = MemoryBackend()
    schema = 2 if kind == "stats" else 1
    backend.data[key] = DEEP if where == "the text" else f'{{"schema":{schema},"kind":"{kind}","data":{DEEP}}}'
    h = Harness(backend=backend)
    assert h.ui.table.state == "ready"
    assert notice in h.ui.table.notices and DEEP not in backend.data.get(key, "")
    assert DEEP in backend.data["kings.quarantine"]  # set aside, never deleted


@pytest.mark.parametrize(
    "total",
    [
        {"deals": 10**400},  # no float holds it: the average and the charts overflowed
        {"deals": 1, "deals_won": 2},  # more won than played
        {"deals": 1, "penalty_deals": 2, "penalty": 3},
        {"matches": 1, "matches_won": 2},
        {"deals": 10**12, "deals_won": 10**12},
    ],
)
def test_an_overall_tally_no_chart_can_draw_is_counted_again_with_a_notice(total: dict[str, int]) -> None:
    backend = MemoryBackend()
    backend.data["kings.corners.stats"] = json.dumps({"schema": 2, "kind": "stats", "data": {"total": total}})
    backend.data["kings.prefs"] = json.dumps({"schema": 1, "kind": "prefs", "data": {"speed": "fast"}})
    h = Harness(backend=backend)
    assert h.ui.table.state == "ready" and h.app.stats == Stats()
    assert h.app.settings.speed == "fast"  # nothing but the bad statistics is lost
    assert h.ui.table.notices == ("Part of your saved Kings in the Corner statistics could not be read and was "
                                  "dropped: the overall tally, counted again from the tallies by rules preset. The "
                                  "rest is kept.",)  # (no tally by preset: nothing to count)
    h.app.press("stats")
    assert h.ui.stats == Stats()
    charts = (results_chart(h.ui.stats.history), penalty_chart(h.ui.stats.history),
              bars_chart("levels", "By level", [("all", h.ui.overview[0][1])]))  # fmt: skip
    assert all(c.shapes == () for c in charts)
