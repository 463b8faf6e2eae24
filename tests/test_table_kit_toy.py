"""The table kit is generic (issue 47): Take-away, a toy game that exists only in the tests (tests/toygame), gets from
its declarations alone a table session with setup, save and resume, statistics, CPU turns through the worker's
thinker, hints, embed events, online masking and backup. The shared checks run on it where they are parametrised
over games (tests/test_conformance.py, tests/test_online_games.py, tests/test_web_table_features.py); what they do
not cover is here, each through the shell's own pieces on the fake page."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from typing import Any

import pytest

from tests import toygame
from tests.toy_harness import Harness, human_move, legal, play_until
from tests.toygame.engine import Move
from tests.toygame.web import view
from tests.toygame.web.app import App
from tests.toygame.web.online import Link
from tests.toygame.web.results import Reporter
from tests.webfakes import no_sleep
from web.shell.backup import backup_text, read_backup
from web.shell.embed import PageUi, split_query
from web.shell.games import GAMES
from web.shell.online.link import HIDDEN
from web.shell.restore import REPLACE, app_class, kinds, restore
from web.shell.storage import MemoryBackend, Store
from web.shell.tutorial import Step, Tutorial
from web.shell.worker import Worker

QUERY = "?seed=5&speed=instant"


@pytest.fixture(autouse=True)
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    toygame.register(monkeypatch)


def worker() -> Any:
    """The CPU worker's Python side (web/shell/worker.py), answering at once as the page's worker does."""
    real = Worker()

    async def think(record: str, seat: int, level: str, seed: int, among: str = "") -> str | None:
        return real.think(toygame.GAME_ID, record, seat, level, seed, among)

    return think


def test_the_new_game_form_is_built_from_the_declared_options_and_refuses_bad_input_in_words() -> None:
    h = Harness(query=QUERY)
    h.app.open_setup()
    assert h.ui.form is not None and h.ui.form.preset == "standard" and h.ui.form.counts == (2,)
    assert [(f.key, f.value) for f in h.ui.fields] == [("pile", "15"), ("hand", "3"), ("deals", "3")]
    assert [k for k, _ in h.ui.form.kinds] == ["human", "easy", "medium", "hard"]
    h.app.setup_preset("quick")
    assert [f.value for f in h.ui.fields] == ["9", "2", "1"]
    seats = [("Ann", "human"), ("", "hard")]
    for bad_seats, values, seed, words in (
        ([("Ann", "human")], {}, "", "Take-away is for two players, not 1."),
        (seats, {"pile": "99"}, "", "Counters: choose a whole number from 5 to 20."),
        (seats, {}, "many", "seed"),
    ):
        h.app.submit_setup(bad_seats, "standard", values, seed)
        assert words in h.ui.setup_errors[-1] and h.ui.form is not None
    h.app.submit_setup(seats, "quick", {}, "8")
    h.settle()
    assert h.ui.form is None and h.session.rules.id == "quick" and h.session.match.seed == 8
    assert [s.kind for s in h.session.seats] == ["human", "hard"]
    assert Harness(backend=h.backend).app.settings.start_setup().rules.id == "quick"  # remembered


def test_a_game_is_saved_after_every_move_and_resumed_as_it_was() -> None:
    h = Harness(query=QUERY)
    for _ in range(2):
        human_move(h, legal(h)[0])
    again = Harness(backend=h.backend)
    assert again.session == h.session and again.app.store.notices == []
    assert (again.table.pile, again.table.hand, again.table.legal) == (h.table.pile, h.table.hand, h.table.legal)
    assert json.loads(h.backend.data["kings.take-away.match"])["lobby"]["resume"] is True


def test_a_finished_game_is_counted_once() -> None:
    h = Harness(query=QUERY)
    play_until(h, lambda: h.table.state == "deal-over")
    assert h.app.stats.total.deals == 1 and h.session.counted == 1
    again = Harness(backend=h.backend)
    assert again.app.stats.total.deals == 1
    again.app.press("next")
    again.settle()
    assert again.app.stats.total.deals == 1
    play_until(again, lambda: again.session.match.over)
    assert again.app.stats.total.deals == 3 and again.app.stats.total.matches == 1


def last_legal(s: Any) -> Move:
    return s.shown.legal_moves()[-1]  # type: ignore[no-any-return]


#: a step about one move only, as Kings in the Corner's are (web/shell/tutorial.py): it takes the last legal move,
#: points at it and names it; the others are refused
LAST = Step("The last card", lambda s: f"Play {last_legal(s)}.", moves=1, allows=lambda s, m: m == last_legal(s),
            points=last_legal)  # fmt: skip


class OneMoveTutorial(App):
    features = replace(view.FEATURES, tutorial=lambda: (Tutorial((LAST, Step("Done", "Bye."))), view.tutorial()[1]))


class OneMoveHarness(Harness):
    app_class = OneMoveTutorial


def test_a_tutorial_step_may_take_one_move_only_point_at_it_and_word_it_from_the_position() -> None:
    h = OneMoveHarness(query=QUERY)
    h.app.press("tutorial-start")
    h.settle()
    move, coach = last_legal(h.session), h.table.extras.coach
    assert coach is not None and coach.title == "Step 1 of 2: The last card" and coach.text == f"Play {move}."
    assert h.app.hint == move  # highlighted, as a hint is
    before, other = h.session, legal(h)[0]
    assert other != move and not h.app.play(other) and h.session == before  # refused before the engine is asked
    assert h.app.message is not None and h.app.message.text == f"Not yet: this step is “The last card”. Play {move}."
    assert h.app.play(move)
    h.settle()
    coach = h.table.extras.coach
    assert h.app.more.tutorial.done and coach is not None and coach.title == "Step 2 of 2: Done"
    assert h.app.hint is None and h.app.more.refusal(other) is None  # the last step refuses nothing


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_cpu_plays_its_seat_and_the_worker_s_thinker_plays_as_the_page_would(level: str) -> None:
    query = f"?seed=11&level={level}&speed=instant"
    page, off_page = Harness(query=query), Harness(query=query, think=worker())
    for h in (page, off_page):
        play_until(h, lambda h=h: h.session.match.over)
    assert page.session.match == off_page.session.match
    cpu_moves = sum(len(d.moves) for d in page.session.match.results) // 2
    assert cpu_moves > 3 and page.session.seats[1].kind == level


def test_a_hint_is_a_legal_move_and_the_same_from_the_worker_and_the_page() -> None:
    page, off_page = Harness(query=QUERY), Harness(query=QUERY, think=worker())
    for h in (page, off_page):
        h.app.press("hint")
        h.settle()
    assert page.app.hint == off_page.app.hint and page.app.hint in legal(page)
    message = page.table.message
    assert page.table.hint == str(page.app.hint) and message is not None and message.text.startswith("Hint: ")


def test_an_embedded_match_reports_the_documented_events() -> None:
    posted: list[tuple[str, dict[str, Any]]] = []
    tasks: list[Any] = []
    game, query = split_query("?embed=1&seed=3&seats=easy,easy&speed=instant")
    ui = PageUi(Harness.ui_class(), query, lambda: app.session)
    ui.reporter = Reporter(lambda kind, data: posted.append((kind, data)))
    app = App(ui, Store(MemoryBackend()), sleep=no_sleep, spawn=tasks.append, widget=True)
    app.boot(game)
    for _ in range(10):
        while tasks:
            asyncio.run(tasks.pop(0))
        app.press("next")
    kinds_ = [k for k, _ in posted]
    assert kinds_ == ["ready", "deal-over", "deal-over", "deal-over", "match-over"]
    ready = posted[0][1]
    assert ready["game"] == "take-away" and ready["rules"] == "standard" and ready["deals"] == 0
    assert [p["kind"] for p in ready["players"]] == ["easy", "easy"]
    assert posted[-1][1]["deals"] == 3 and sum(s["total"] for s in posted[-1][1]["scores"]) <= 3


def test_a_seat_online_is_sent_its_own_hand_only_and_reads_it_back() -> None:
    h = Harness(query=QUERY)
    s = h.session
    table = Link().table(s, 0)
    current = table["current"]
    assert table["seed"] == 0 and current["seed"] == 0
    assert current["hands"][0] == [c.code for c in s.shown.hands[0]]
    assert set(current["hands"][1]) == {HIDDEN.code} and set(current["stock"]) <= {HIDDEN.code}
    replica = Link().replica(json.loads(json.dumps(table)), s.seats, 0, None)
    assert replica.match.observe(0) == s.match.observe(0) and replica.viewer == 0


def test_the_backup_carries_the_toy_game_and_restores_it_through_its_own_controller() -> None:
    assert app_class(toygame.GAME_ID) is App and toygame.GAME_ID in GAMES
    device = MemoryBackend()
    h = Harness(backend=device, query=QUERY)
    human_move(h, legal(h)[0])
    h.app.set_speed("fast")
    text = backup_text(Store(device), {g: kinds(g) for g in GAMES}, at=1_800_000_000)
    assert set(json.loads(text)["games"]["take-away"]) == {"settings", "match"}
    empty = MemoryBackend()
    summary = restore(Store(empty), read_backup(text), REPLACE)
    assert summary.refused == []
    back = Harness(backend=empty)
    assert back.session.to_dict() == h.session.to_dict() and back.app.settings.speed == "fast"
