"""The daily deal, the shell's for every game (web/shell/daily.py, web/shell/dailyplay.py): the day's seed (golden:
the same in CPython and Pyodide, Klondike's as it always was), the address, the log (the first result counts, replays
apart, streaks across days, the calendar), its storage (corrupt data set aside with a notice, backed up), and each
game's declaration, booted from the registry the same way for all six."""

from __future__ import annotations

import datetime
import json
from typing import Any

import pytest

from kings.klondike.rules import PRESETS as KLONDIKE
from kings.klondike.seeds import daily_seed, winnable_seed
from tests import webfakes
from web.shell import quarantine
from web.shell.backup import backup_text, read_backup
from web.shell.daily import DailyLog, Result, day_number, day_seed, read_day, utc_day
from web.shell.dailyplay import declared
from web.shell.games import GAMES
from web.shell.restore import kinds
from web.shell.storage import MemoryBackend, Store

DAY = datetime.date(2026, 12, 3)
NOON = datetime.datetime(2026, 12, 4, 12, tzinfo=datetime.UTC).timestamp()  #: a clock on 4 December 2026

#: Each game's daily seeds of a few dates: these must never change (a day's deal is the same for everyone, forever).
GOLDEN = {
    "corners": (13222673596900513912, 11685323242268797362, 17458680509666939814),
    "king": (5562862053142795475, 15652328732863231367, 10785437468657317726),
    "three-thirteen": (8127359062402599351, 7660277583137106497, 10577475612177975868),
    "kings-cup": (12926299598480662682, 13285788108274863522, 1632337836681857712),
    "klondike": (2938596639340537839, 6496823719512086030, 17343367150468292305),
    "kings-court": (10000293606339790569, 13438965009531106892, 16681739696618490014),
}
DATES = (datetime.date(2026, 1, 1), datetime.date(2026, 11, 25), datetime.date(2027, 2, 28))


@pytest.mark.pyodide
@pytest.mark.parametrize("game", GAMES)
def test_each_games_daily_seeds_are_golden(game: str) -> None:
    assert tuple(day_seed(game, d) for d in DATES) == GOLDEN[game]


@pytest.mark.pyodide
def test_klondikes_daily_seeds_stay_what_they_were() -> None:
    """Old links (``?game=klondike&daily=2026-11-25``) deal from the same seed as before the shell dealt dailies."""
    for d in (*DATES, datetime.date(2024, 2, 29)):
        assert day_seed("klondike", d) == daily_seed(d.year, d.month, d.day)


@pytest.mark.pyodide
def test_the_day_is_the_utc_date_and_the_address_reads_it_strictly() -> None:
    assert utc_day(NOON) == datetime.date(2026, 12, 4)
    late = datetime.datetime(2026, 12, 4, 23, 59, tzinfo=datetime.timezone(datetime.timedelta(hours=-5))).timestamp()
    assert utc_day(late) == datetime.date(2026, 12, 5)  # 23:59 in New York: already the 5th everywhere
    today = datetime.date(2026, 12, 4)
    assert read_day("today", today) == read_day(" TODAY ", today) == today
    assert read_day("2026-11-25", today) == datetime.date(2026, 11, 25)
    for bad in ("2026-02-30", "2026-1-05", "20261125", "2026-11-25x", "", "yesterday", "٢٠٢٦-١١-٢٥", "2026-12-08"):
        assert read_day(bad, today) is None, bad
    assert day_number(datetime.date(2026, 1, 1)) == 1


@pytest.mark.pyodide
def test_the_first_result_of_a_day_counts_and_replays_are_counted_apart() -> None:
    log, first = DailyLog().record("2026-12-03", "lost", 40)
    log, again = log.record("2026-12-03", "won", 90)
    log, third = log.record("2026-12-03", "won", 95)
    assert (first, again, third) == (True, False, False)
    assert log.days["2026-12-03"] == Result("lost", 40, replays=2)


@pytest.mark.pyodide
def test_a_streak_runs_over_days_in_a_row_and_breaks_on_a_day_missed() -> None:
    log = DailyLog()
    for day in ("2026-11-28", "2026-11-30", "2026-12-01", "2026-12-02"):
        log = log.record(day, "won")[0]
    assert log.streak(datetime.date(2026, 12, 2)) == 3
    assert log.streak(datetime.date(2026, 12, 3)) == 3  # today's may still come
    assert log.streak(datetime.date(2026, 12, 4)) == 0  # yesterday missed: the streak is broken
    assert log.best() == 3
    log = log.record("2026-12-03", "lost")[0]  # a day lost is a day played
    assert log.streak(datetime.date(2026, 12, 3)) == 4


@pytest.mark.pyodide
def test_the_calendar_shows_the_last_days_with_their_results() -> None:
    log = DailyLog().record("2026-12-01", "won", 3)[0].record("2026-11-01", "lost")[0]
    cal = log.calendar(datetime.date(2026, 12, 4))
    assert len(cal) == 28 and cal[-1] == (datetime.date(2026, 12, 4), None) and cal[0][0] == datetime.date(2026, 11, 7)
    assert [r.outcome for _, r in cal if r is not None] == ["won"]  # 1 November is before the calendar's days


@pytest.mark.pyodide
def test_the_log_reads_back_what_it_wrote_and_refuses_anything_else() -> None:
    log = DailyLog({"2026-12-03": Result("won", 12, 1), "2026-12-04": Result("played")}, open="2026-12-04")
    assert DailyLog.from_dict(json.loads(json.dumps(log.to_dict()))) == log
    for bad in ([], {"days": []}, {"days": {"2026-13-01": {"outcome": "won"}}}, {"days": {"2026-12-01": {}}},
                {"days": {"2026-12-01": {"outcome": "won", "replays": -1}}}, {"days": {}, "open": "soon"},
                {"days": {"2026-12-01": {"outcome": "won", "score": True}}},
                {"days": {f"{2000 + i // 365:04d}-01-01": {"outcome": "won"} for i in range(401 * 365)}}):  # fmt: skip
        with pytest.raises(ValueError):
            DailyLog.from_dict(bad)


# -- at the table: each game's declaration, booted from the registry the same way for all six ---------------------
class AnyUi(webfakes.FakeUi):
    """The fake page, answering any game's own dialogs (Kings Cup's decks...) with nothing."""

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: None


def table(game: str, query: str = "", backend: Any = None, clock: float = NOON) -> webfakes.Harness:
    app = GAMES[game].app()

    class Timed(app):  # type: ignore[misc, valid-type]
        def __init__(self, *a: Any, **k: Any) -> None:
            super().__init__(*a, **k)
            self.dailies.clock = lambda: clock

    class Table(webfakes.Harness):
        app_class = Timed
        ui_class = AnyUi

    return Table(backend=backend, query=query)


def seed_of(game: str, session: Any) -> int:
    if game == "klondike":
        return int(session.seed)
    if game == "kings-cup":
        return int(session.game.seed)
    return int(session.match.seed)


@pytest.mark.parametrize("game", GAMES)
def test_each_game_deals_its_declared_daily_from_the_address(game: str) -> None:
    h = table(game, "?daily=2026-12-03")
    s = h.app.session
    seed = day_seed(game, DAY)
    expected = winnable_seed(KLONDIKE["draw-three"], seed) if game == "klondike" else seed
    assert seed_of(game, s) == expected
    assert tuple(s.seats) == tuple(declared(game).setup(DAY, seed).seats)
    assert any(seat.is_human for seat in s.seats)
    assert h.app.dailies.log.open == "2026-12-03"
    assert h.ui.table.message.text.startswith("Daily deal #337, 3 December 2026: ")
    assert h.app.settings.start_setup() == type(h.app.settings)().start_setup()  # the player's next game unchanged
    # a fresh device on the same UTC date, its clock hours apart: the same deal
    other = table(game, "?daily=today", clock=NOON - 11 * 3600)
    assert seed_of(game, other.app.session) == seed_of(game, table(game, "?daily=today").app.session)


@pytest.mark.parametrize("game", GAMES)
def test_a_bad_day_gets_a_notice_and_a_normal_game(game: str) -> None:
    h = table(game, "?daily=2026-02-30")
    assert h.app.session is not None and not h.app.dailies.log.open
    assert any("daily: '2026-02-30' is not a date up to today" in str(n) for n in h.ui.table.notices)


@pytest.mark.parametrize("game", GAMES)
def test_todays_deal_from_the_new_game_dialog(game: str) -> None:
    h = table(game)
    h.app.press("daily")
    h.settle()
    assert h.app.dailies.log.open == "2026-12-04" and "4 December 2026" in h.ui.table.message.text
    h.app.start(h.app.settings.start_setup())  # another game: the daily is no longer on the table
    assert h.app.dailies.log.open == ""


def finish_cup(h: webfakes.Harness) -> None:
    for _ in range(400):
        t = h.ui.table
        if h.app.session.game.over:
            return
        if t.choice is not None and t.choice.kind == "mate":
            h.app.choose(f"mate:{t.choice.mates[0][0]}")
        elif t.choice is not None:
            h.app.make_rule("No pointing")
        else:
            h.app.press("draw")
    raise AssertionError("the game did not end")


def test_the_first_result_counts_a_replay_is_marked_and_the_streak_grows_over_days() -> None:
    backend = MemoryBackend()
    h = table("kings-cup", "?daily=today", backend, clock=NOON - 86_400)
    finish_cup(h)
    assert h.app.dailies.log.days["2026-12-03"] == Result("played", h.app.dailies.log.days["2026-12-03"].score)
    assert h.ui.table.message.text.startswith("Daily deal of 3 December 2026: played. Streak: 1 day in a row.")
    h.app.press("daily")  # the same day again: a replay
    finish_cup(h)
    assert h.app.dailies.log.days["2026-12-03"].replays == 1
    assert h.ui.table.message.text.startswith("Replay of the daily deal")
    nxt = table("kings-cup", "?daily=today", backend)  # the next day, after a reload
    finish_cup(nxt)
    assert nxt.app.dailies.log.streak(datetime.date(2026, 12, 4)) == 2 and "Streak: 2 days" in nxt.ui.table.message.text


def test_a_daily_given_up_counts_as_lost_and_a_normal_deal_never_counts() -> None:
    h = table("klondike", "?daily=today")
    h.app.press("draw")
    h.app.press("new-deal")
    h.app.press("give-up")
    h.settle()
    assert h.app.dailies.log.days["2026-12-04"].outcome == "lost"
    h.app.press("draw")
    h.app.press("new-deal")
    h.app.press("give-up")  # a normal deal given up: not a daily
    assert list(h.app.dailies.log.days) == ["2026-12-04"] and h.app.dailies.log.days["2026-12-04"].replays == 0


def test_corrupt_daily_data_is_set_aside_with_a_notice_and_backed_up_when_good() -> None:
    backend = MemoryBackend()
    backend.data["kings.king.daily"] = json.dumps({"schema": 1, "kind": "daily", "data": {"days": {"x": 1}}})
    h = table("king", "", backend)
    assert any("Your saved King daily deals could not be read" in str(n) for n in h.ui.table.notices)
    assert "kings.king.daily" in quarantine.download_text(backend.get)  # set aside, not lost
    h.app.dailies.deal(DAY)
    assert "daily" in kinds("king")
    restored = read_backup(backup_text(Store(backend), {g: kinds(g) for g in GAMES}, at=0))
    assert restored.games["king"]["daily"]["open"] == "2026-12-03"


@pytest.mark.parametrize("game", ["corners", "klondike", "kings-cup"])
def test_a_daily_resumed_after_a_reload_says_again_what_it_is(game: str) -> None:
    backend = MemoryBackend()
    first = table(game, "?daily=today", backend=backend)
    note = first.ui.table.message.text
    assert note.startswith("Daily deal #338")
    again = table(game, "", backend=backend)  # (a reload: the address no longer names the day)
    assert again.ui.table.message is not None and again.ui.table.message.text == note
    other = table(game, "?seed=5", backend=backend)  # another game: the daily is closed
    later = table(game, "", backend=backend)
    assert later.ui.table.message is None or not later.ui.table.message.text.startswith("Daily deal")
    assert other.app.session is not None
