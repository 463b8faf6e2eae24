"""Saved data (web/shell/storage.py, web/shell/stats.py): versioned, validated, never a crash."""

from __future__ import annotations

import json
from typing import Any

import pytest

from kings.corners import Match, preset
from web.corners.results import deal_score
from web.corners.session import Session
from web.corners.spec import Settings, Setup
from web.shell import legacy, storage
from web.shell.seats import HUMAN, make_seats
from web.shell.stats import Stats, Tally
from web.shell.storage import FALLBACK_NOTICE, SCHEMA, MemoryBackend, Store
from web.shell.tally import tally_deal, tally_match


def record_deal(stats: Stats, s: Any, result: Any, at: int = 0) -> Stats:
    """A finished deal added to ``stats`` as the table adds it (web.corners.app.Features.count)."""
    return tally_deal(stats, s, s.match.results.index(result), result, deal_score, at)


record_match = tally_match

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


class Broken:
    """A backend that throws like localStorage in a sandboxed frame (or a full quota on set)."""

    def __init__(self, get: bool = True, set: bool = True) -> None:
        self.fail_get, self.fail_set = get, set
        self.calls = 0

    def get(self, key: str) -> str | None:
        self.calls += 1
        if self.fail_get:
            raise RuntimeError("SecurityError: The operation is insecure.")
        return None

    def set(self, key: str, value: str) -> None:
        self.calls += 1
        if self.fail_set:
            raise RuntimeError("QuotaExceededError")

    def remove(self, key: str) -> None:
        raise RuntimeError("SecurityError")


def test_round_trip_and_envelope() -> None:
    backend = MemoryBackend()
    store = Store(backend)
    store.save("settings", {"speed": "fast"})
    envelope = json.loads(backend.data["kings.settings"])
    assert envelope == {"schema": SCHEMA, "kind": "settings", "data": {"speed": "fast"}}
    assert store.load("settings") == {"speed": "fast"}
    assert store.load("match") is None and store.notices == []


@pytest.mark.parametrize(
    ("stored", "why"),
    [
        ("{not json", "could not be read"),
        ('"just a string"', "could not be read"),
        (json.dumps({"schema": 1, "kind": "match", "data": {}}), "could not be read"),  # another kind's data
        (json.dumps({"kind": "stats", "data": {}}), "could not be read"),  # no version
        (json.dumps({"schema": 99, "kind": "stats", "data": {}}), "came from a newer version of the game"),
        (json.dumps({"schema": 0, "kind": "stats", "data": {}}), "came from an older version of the game"),
    ],
)
def test_unusable_data_is_dropped_with_a_notice(stored: str, why: str) -> None:
    backend = MemoryBackend()
    backend.data["kings.stats"] = stored
    store = Store(backend)
    assert store.load("stats") is None
    assert store.notices == [f"Your saved statistics {why}, so they were reset."]
    assert "kings.stats" not in backend.data


def test_older_data_is_migrated_when_a_migration_exists(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(storage.MIGRATIONS, ("settings", 0), lambda d: {"speed": d["pace"]})
    backend = MemoryBackend()
    backend.data["kings.settings"] = json.dumps({"schema": 0, "kind": "settings", "data": {"pace": "slow"}})
    store = Store(backend)
    assert store.load("settings") == {"speed": "slow"} and store.notices == []
    backend.data["kings.settings"] = json.dumps({"schema": 0, "kind": "settings", "data": {}})
    assert store.load("settings") is None
    assert store.notices == ["Your saved settings could not be upgraded, so they were reset."]


def test_blocked_storage_falls_back_to_memory_once() -> None:
    store = Store(Broken())
    assert store.load("match") is None
    store.save("match", {"x": 1})
    assert store.load("match") == {"x": 1}
    store.clear("match")
    assert store.notices == [FALLBACK_NOTICE] and store.fallen_back


def test_full_storage_keeps_the_game_in_memory() -> None:
    store = Store(Broken(get=False, set=True))
    assert store.load("stats") is None and store.notices == []
    store.save("stats", {"total": {}})
    assert store.notices == [FALLBACK_NOTICE]
    assert store.load("stats") == {"total": {}}


def test_settings_round_trip_and_validation() -> None:
    setup = Setup(make_seats([HUMAN, "hard"], ["Ann", "Zed"]), preset("kleplek"))
    settings = Settings("fast", setup)
    back = Settings.from_dict(json.loads(json.dumps(settings.to_dict())))
    assert back == settings
    custom = Setup(setup.seats, preset("standard").with_options(hand_size=5))
    assert Settings.from_dict(Settings("slow", custom).to_dict()).setup == custom
    for bad in ([], {"speed": "warp"}, {"setup": "x"}, {"setup": {"seats": [{"name": "A"}], "rules": "standard"}}):
        with pytest.raises(ValueError):
            Settings.from_dict(bad)


def _finished_match(seed: int, kinds: list[str]) -> Session:
    session = Session.new(Setup(make_seats(kinds), preset("standard")), seed)
    match: Match = session.match
    while not match.over:
        match = match.play(match.deal.legal_moves()[0]) if match.deal else match.next_deal()
    return Session.of(match, session.seats)


def test_statistics_follow_the_first_human() -> None:
    session = _finished_match(5, [HUMAN, "easy", "hard"])
    stats = Stats()
    for result in session.match.results:
        stats = record_deal(stats, session, result)
    stats = record_match(stats, session)
    n = len(session.match.results)
    assert stats.total.deals == n and stats.total.matches == 1
    won = sum(0 in r.winners for r in session.match.results)
    assert stats.total.deals_won == won
    assert stats.total.penalty == session.match.totals[0] and stats.total.penalty_deals == n
    assert set(stats.by_level) == {"easy", "hard"} and stats.by_level["easy"] == stats.total
    assert stats.by_preset == {"standard": stats.total}
    assert Stats.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats


def test_no_statistics_without_a_human() -> None:
    session = _finished_match(6, ["easy", "medium"])
    assert record_match(record_deal(Stats(), session, session.match.results[0]), session) == Stats()


def test_damaged_statistics_are_refused() -> None:
    for bad in ([], {"total": {"deals": -1}}, {"total": {"deals": "3"}}, {"by_level": []}, {"total": {"deals": True}}):
        with pytest.raises(ValueError):
            Stats.from_dict(bad)
    assert Tally().average_penalty is None


# -- one namespace per game, and the one-game layout's data adopted ---------------------------------
def test_each_game_has_its_own_namespace_and_shares_the_prefs() -> None:
    backend = MemoryBackend()
    store = Store(backend)
    store.for_game("corners").save("match", {"a": 1})
    store.for_game("king").save("match", {"b": 2})
    store.for_game("king").shared().save("prefs", {"speed": "fast"})
    assert set(backend.data) == {"kings.corners.match", "kings.king.match", "kings.prefs"}
    assert store.for_game("corners").load("match") == {"a": 1} and store.for_game("king").load("match") == {"b": 2}
    store.for_game("king").reject("match", "could not be read")
    assert store.notices == ["Your saved match in progress could not be read, so a new game was started."]
    assert "kings.king.match" not in backend.data and "kings.corners.match" in backend.data


def legacy_data() -> tuple[dict[str, str], Session, Settings, Stats]:
    """localStorage as the one-game version left it: a match in progress, settings and statistics."""
    seats = make_seats([HUMAN, "easy", "hard"], ["Ann", "", ""])
    session = Session.new(Setup(seats, preset("must-play")), 8)
    for _ in range(12):
        session = session.play(session.shown.legal_moves()[0])
    done = Session.new(Setup(seats, preset("standard")), 3)
    while done.in_deal:
        done = done.play(done.shown.legal_moves()[-1])
    stats = record_deal(Stats(), done, done.match.results[-1], at=1_700_000_000)
    settings = Settings("fast", Setup(seats, preset("must-play")), contrast=True, sound=True)
    envelope = {"settings": (1, settings.to_dict()), "match": (1, session.to_dict()), "stats": (2, stats.to_dict())}
    data = {f"kings.{kind}": json.dumps({"schema": n, "kind": kind, "data": d}) for kind, (n, d) in envelope.items()}
    return data, session, settings, stats


def test_the_one_game_layout_is_adopted_keeping_match_settings_and_statistics() -> None:
    data, session, settings, stats = legacy_data()
    backend = MemoryBackend()
    backend.data.update(data)
    store = Store(backend)
    assert legacy.adopt_legacy(store)
    assert set(backend.data) == {"kings.prefs", "kings.corners.settings", "kings.corners.match",
                                 "kings.corners.stats", "kings.corners.lobby"}  # fmt: skip
    corners = store.for_game("corners")
    assert Session.from_dict(corners.load("match")).shown.position() == session.shown.position()
    assert Stats.from_dict(corners.load("stats")) == stats
    assert store.load("prefs") == {"speed": "fast", "contrast": True, "sound": True, "stripes": False}
    assert Settings.from_dict({**corners.load("settings"), **store.load("prefs")}) == settings
    assert corners.load("lobby") == {"resume": True, "last": None}
    assert store.notices == []
    assert not legacy.adopt_legacy(store)  # once only: nothing left to move


def test_adopting_never_overwrites_the_new_layout_and_moves_unreadable_data_to_be_dropped() -> None:
    backend = MemoryBackend()
    store = Store(backend)
    store.for_game("corners").save("stats", {"total": {"deals": 9}})
    backend.data.update({"kings.stats": "old", "kings.settings": "{not json", "kings.match": "{oops"})
    legacy.adopt_legacy(store)
    assert store.for_game("corners").load("stats") == {"total": {"deals": 9}}
    assert "kings.stats" not in backend.data and "kings.settings" not in backend.data
    assert store.for_game("corners").load("match") is None and store.for_game("corners").load("settings") is None
    assert store.notices == [
        "Your saved match in progress could not be read, so a new game was started.",
        "Your saved Kings in the Corner settings could not be read, so they were reset.",
    ]


# -- issue 12, bug 8: data no reader can hold is dropped with the notice, never a crash ----------------
DEEP = "[" * 5000 + "]" * 5000


@pytest.mark.parametrize("text", [DEEP, '{"schema":2,"kind":"stats","data":' + DEEP + "}"])
def test_data_nested_5000_deep_is_dropped_with_a_notice(text: str) -> None:
    """CPython's parser gives up (RecursionError); Python 3.14's (Pyodide) may read it, and the
    statistics reader then refuses it: either way the notice, and the key is cleared."""
    backend = MemoryBackend()
    backend.data["kings.corners.stats"] = text
    store = Store(backend).for_game("corners")
    data = store.load("stats")
    if data is not None:  # parsed: the data is a list, not statistics
        with pytest.raises(ValueError):
            Stats.from_dict(data)
    else:
        assert store.notices == ["Your saved Kings in the Corner statistics could not be read, so they were reset."]
        assert "kings.corners.stats" not in backend.data


def test_adopting_settings_nested_5000_deep_moves_them_to_be_dropped() -> None:
    backend = MemoryBackend()
    backend.data["kings.settings"] = '{"schema":1,"kind":"settings","data":{"speed":' + DEEP + "}}"
    legacy.adopt_legacy(Store(backend))
    assert "kings.settings" not in backend.data
    game = Store(backend).for_game("corners")
    assert game.load("settings") is None or game.load("settings") == {}


@pytest.mark.parametrize(
    "total",
    [
        {"deals": 10**400},  # no float holds it
        {"deals": 10**9 + 1},
        {"deals": 1, "deals_won": 2},
        {"deals": 1, "penalty_deals": 2},
        {"matches": 1, "matches_won": 2},
        {"deals": 1, "penalty_deals": 1, "penalty": 10**12},
        {"deals": 1, "penalty_deals": 1, "penalty": -(10**12)},
    ],
)
def test_statistics_out_of_range_are_refused(total: dict[str, int]) -> None:
    with pytest.raises(ValueError):
        Stats.from_dict({"total": total})
    with pytest.raises(ValueError):
        Stats.from_dict({"by_level": {"easy": total}})


def test_a_first_turn_bonus_leaves_a_negative_penalty_that_is_kept() -> None:
    """Kleplek scores -5 for going out on the first turn: a tally's penalty can be below 0."""
    tally = Tally().add_deal(won=True, penalty=-5)
    stats = Stats(tally)
    assert Stats.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats


def test_counts_stop_at_the_bound_instead_of_making_the_statistics_unreadable() -> None:
    tally = Tally(deals=10**9, deals_won=10**9, matches=10**9, matches_won=10**9, penalty_deals=10**9)
    more = tally.add_deal(won=True, penalty=3).add_match(won=True)
    assert Tally.from_dict(more.to_dict()) == more
    assert more.deals == more.deals_won == more.matches == more.penalty_deals == 10**9
