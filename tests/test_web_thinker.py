"""web.corners.spec' Thinker (the shell's MatchThinker): the worker's CPU moves are the page's own."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from kings.corners import Match, MatchRecord, preset
from kings.seeding import Rng, derive_seed
from tests.test_web_app import FakeUi
from web.corners.app import App
from web.corners.spec import CPU, Thinker, hint_player
from web.shell.players import HINT, CpuSpec
from web.shell.storage import MemoryBackend, Store


def play_match(levels: list[str], seed: int, moves: int, thinker: Thinker | None) -> list[str]:
    """Play ``moves`` moves of a match of CPUs, as the page would (local players) or via ``thinker``."""
    match = Match.new(preset("standard"), seed, len(levels))
    local = {i: CPU.player(level) for i, level in enumerate(levels)}
    played: list[str] = []
    while len(played) < moves:
        if match.deal is None:
            if match.over:
                break
            match = match.next_deal()
            continue
        deal = match.deal
        seat = match.match_seat(deal.to_act)
        move_seed = derive_seed(seed, 7, len(match.results), len(deal.history))
        if thinker is None:
            move = str(CPU.choose(local[seat], match.observe(deal.to_act), Rng(move_seed)))  # as CpuLoop does
        else:
            move = thinker.think(MatchRecord.of(match).to_json(), seat, levels[seat], move_seed)
        played.append(move)
        match = match.play(next(m for m in deal.legal_moves() if str(m) == move))
    return played


@pytest.mark.parametrize("levels", [["medium", "easy"], ["hard", "medium", "easy"]])
def test_the_worker_plays_the_moves_the_page_would(levels: list[str]) -> None:
    moves = 60 if "hard" in levels else 200
    assert play_match(levels, 5, moves, Thinker()) == play_match(levels, 5, moves, None)


def test_a_new_match_or_another_record_replays_from_the_start() -> None:
    thinker = Thinker()
    first = play_match(["medium", "medium"], 1, 20, thinker)
    assert play_match(["medium", "medium"], 2, 20, thinker) == play_match(["medium", "medium"], 2, 20, None)
    assert play_match(["medium", "medium"], 1, 20, thinker) == first  # back to an earlier record: replayed


def test_a_seat_not_to_act_is_refused() -> None:
    match = Match.new(preset("standard"), 3, 2)
    other = 1 - match.match_seat(match.deal.to_act)
    with pytest.raises(ValueError):
        Thinker().think(MatchRecord.of(match).to_json(), other, "medium", 1)


def cpu_moves(query: str, think: Any) -> str:
    """The match record after the CPUs' opening moves, with ``think`` as the page's worker."""
    from tests.test_web_app import Harness

    h = Harness.__new__(Harness)  # as Harness(), with the worker set before the CPUs start
    h.backend, h.ui, h.tasks, h.sleeps = MemoryBackend(), FakeUi(), [], []
    h.app = App(h.ui, Store(h.backend), sleep=h._sleep, spawn=h.tasks.append, entropy=lambda: 1)
    h.app.think = think
    h.app.boot(query)
    h.settle()
    return MatchRecord.of(h.session.match).to_json()


def test_the_page_plays_the_workers_moves_and_its_own_without_one() -> None:
    query = "?seed=11&seats=hard,human&speed=instant"
    asked: list[str] = []
    worker = Thinker()

    async def think(record: str, seat: int, level: str, seed: int) -> str | None:
        asked.append(level)
        return worker.think(record, seat, level, seed)

    async def not_ready(record: str, seat: int, level: str, seed: int) -> str | None:
        return None

    async def broken(record: str, seat: int, level: str, seed: int) -> str | None:
        raise RuntimeError("the worker died")

    async def nonsense(record: str, seat: int, level: str, seed: int) -> str | None:
        return "KH>N"  # not a legal move: ignored

    alone = cpu_moves(query, None)
    assert json.loads(alone)["deals"][0]  # the hard CPU opened the deal
    assert cpu_moves(query, think) == alone and asked and set(asked) == {"hard"}
    for other in (not_ready, broken, nonsense):
        assert cpu_moves(query, other) == alone


def test_a_hint_from_the_worker_is_the_hint_the_page_would_give() -> None:
    for seed in (1, 2, 3):
        match = Match.new(preset("standard"), seed, 3)
        deal = match.deal
        local = CPU.hint(match.observe(deal.to_act), Rng(seed))  # as the shell's Hints do
        seat = match.match_seat(deal.to_act)
        assert Thinker().think(MatchRecord.of(match).to_json(), seat, HINT, seed) == str(local)


def hint_harness(think: Any, cpu: str = "hard") -> Any:
    """A human-first table whose hints go to ``think`` (its hard CPU thinks in the worker: the worker is at work)."""
    from tests.test_web_app import Harness, first_human_seed

    h = Harness(query=f"?seed={first_human_seed('human,' + cpu)}&seats=human,{cpu}&speed=instant")
    h.app.think = think
    return h


def test_a_table_whose_cpus_play_on_the_page_thinks_of_a_hint_there_without_the_worker() -> None:
    """Issue 46: at a table of medium CPUs the worker never starts with the table, and the first hint waited for its
    Pyodide to boot (1.5 to 5.5 s). The hint takes tens of milliseconds: the page thinks of it, the worker unasked."""
    asked: list[str] = []

    async def think(record: str, seat: int, level: str, seed: int) -> str | None:
        asked.append(level)
        return Thinker().think(record, seat, level, seed)

    local = hint_harness(None, "medium")
    local.app.press("hint")
    h = hint_harness(think, "medium")
    h.app.press("hint")
    h.settle()
    assert asked == [] and h.app.hint == local.app.hint is not None


def test_the_hint_does_less_than_half_the_hard_levels_work() -> None:
    """Issue 46: the hint is the hard level on smaller playout budgets (web.corners.spec.HINT_SETTINGS), counted
    in the search's own work (states, moves generated, playout moves), not by the clock."""
    from kings.corners.players.hard import HardPlayer

    hint, hard = 0, 0
    for seed in range(4):
        match = Match.new(preset("standard"), seed, 3)
        deal = match.deal
        assert deal is not None
        obs, legal = match.observe(deal.to_act), deal.legal_moves()
        player, level = hint_player(), HardPlayer()
        player.choose(obs, legal, Rng(seed))
        level.choose(obs, legal, Rng(seed))
        assert isinstance(player, HardPlayer)
        hint, hard = hint + player.nodes, hard + level.nodes
    assert hint * 2 < hard  # about a third


def test_a_hint_to_end_the_turn_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 46: "Hint: end your turn." while K♣ could start an empty corner. The hint may keep a card back (the hard
    level does, to leave the next player less); its words now say so, or that nothing fits."""
    from kings.corners import END_TURN
    from web.corners.view import end_label
    from web.corners.words import advice

    h = hint_harness(None, "medium")
    monkeypatch.setattr(CpuSpec, "hint", lambda self, obs, rng, among=None: END_TURN)
    h.app.press("hint")
    deal = h.session.shown
    words = advice(END_TURN, deal, end_label(h.session.match.rules, deal))
    assert words.startswith(("keep ", "nothing fits", "end your turn: moving a pile"))
    assert h.app.message is not None and h.app.message.text == f"Hint: {words}."
    assert h.app.more.speech[-1][1] == f"Hint: {words}."  # heard too (the alert line is not read twice alike)


def test_the_page_shows_the_workers_hint_when_it_arrives() -> None:
    local = hint_harness(None)
    local.app.press("hint")  # no worker: thought out at once, on the page
    assert local.app.hint is not None
    asked: list[str] = []
    worker = Thinker()

    async def think(record: str, seat: int, level: str, seed: int) -> str | None:
        asked.append(level)
        return worker.think(record, seat, level, seed)

    h = hint_harness(think)
    h.app.press("hint")
    h.app.press("hint")  # a second press while the first is pending asks nothing more
    assert h.app.hint is None and len(h.tasks) == 1
    h.settle()
    assert asked == [HINT] and h.app.hint == local.app.hint
    assert h.app.message is not None and h.app.message.text.startswith("Hint: ")


def test_a_slow_hint_says_it_is_coming() -> None:
    import asyncio

    from web.shell.hinting import PATIENCE

    async def slow(*args: Any) -> str | None:
        await asyncio.sleep(PATIENCE + 0.2)  # a worker still booting
        return Thinker().think(*args)

    async def quick(*args: Any) -> str | None:
        return Thinker().think(*args)

    for worker, announced in ((slow, True), (quick, False)):
        h = hint_harness(worker)
        h.app.press("hint")
        h.settle()
        texts = [t.message.text for t in h.ui.tables if t.message is not None]
        assert ("Thinking of a hint…" in texts) is announced
        assert texts[-1].startswith("Hint: ")


def test_a_hint_that_arrives_after_a_move_is_dropped() -> None:
    h = hint_harness(lambda *args: _answer(Thinker().think(*args)))
    h.app.press("hint")
    move = h.session.shown.legal_moves()[0]
    assert h.app.play(move)
    h.settle()
    assert h.app.hint is None


@pytest.mark.parametrize("answer", [None, "KH>N", RuntimeError("the worker died")])
def test_without_a_good_answer_from_the_worker_the_page_thinks_of_the_hint(answer: Any) -> None:
    local = hint_harness(None)
    local.app.press("hint")

    async def worker(*args: Any) -> str | None:
        if isinstance(answer, Exception):
            raise answer
        return answer  # type: ignore[no-any-return]

    h = hint_harness(worker)
    h.app.press("hint")
    h.settle()
    assert h.app.hint == local.app.hint


async def _answer(text: str) -> str:
    return text


class Warmable:
    """The page's worker as a controller sees it (web/shell/boot.py's WorkerThink): counts its warm-ups."""

    def __init__(self) -> None:
        self.warmed = 0

    async def __call__(self, record: str, seat: int, level: str, seed: int) -> str | None:
        return None

    def warm(self) -> None:
        self.warmed += 1


@pytest.mark.parametrize(("seats", "wanted"), [("human,medium,medium", False), ("human,easy", False),
                                               ("human,hard", True), ("human,medium,expert", True)])  # fmt: skip
def test_the_worker_is_wanted_only_for_a_cpu_seat_that_thinks_there(seats: str, wanted: bool) -> None:
    # a second Pyodide costs a second of CPU and tens of MB: easy and medium CPUs answer on the page in a millisecond
    from tests.test_web_app import Harness

    h = Harness(query=f"?seed=3&seats={seats}&speed=instant")
    assert h.app.wants_worker() is wanted
    worker = Warmable()
    h.app.think = worker
    h.app.warm_worker()
    assert worker.warmed == int(wanted)


def test_a_new_game_that_seats_a_hard_cpu_starts_the_worker() -> None:
    from tests.test_web_app import Harness

    h = Harness(query="?seed=3&seats=human,medium&speed=instant")
    worker = Warmable()
    h.app.think = worker
    h.app.set_session(replace(h.session, seats=(h.session.seats[0], replace(h.session.seats[1], kind="hard"))))
    assert worker.warmed == 1 and h.app.wants_worker()
