"""Around King's, 3-13's and Take-away's tables alike (Take-away: the tests' toy game, tests/toygame, which gets all
this from its declarations alone), through each controller on the fake page (the shell's features, hints and
embedding with each game's App): the tutorial's offer, the settings' toggles, statistics files, hints from the CPU
worker when it is slow, broken or late, and the embedded widget's events. What only one game does around its table
is in its own file (tests/test_king_web_features.py, tests/test_three_thirteen_web_features.py)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from kings.king.api import KingRecord
from kings.three_thirteen.api import MatchRecord
from kings.three_thirteen.moves import STOCK
from tests import king_harness, three_thirteen_harness, toy_harness
from tests import toygame as toy
from tests.test_three_thirteen_web_session import YOU_FIRST as TT_YOU_FIRST
from tests.toygame.api import MatchRecord as ToyRecord
from tests.toygame.web.results import Reporter as ToyReporter
from tests.webfakes import FakeUi, Harness, no_sleep
from web.king.results import Reporter as KingReporter
from web.shell.embed import PageUi, split_query
from web.shell.stats import Stats
from web.shell.statsio import export_text
from web.shell.storage import MemoryBackend, Store
from web.three_thirteen.results import Reporter as ThreeThirteenReporter


@dataclass(frozen=True)
class Kit:
    """One game as these tests drive it."""

    game: str  #: the registry id (statistics files, saved data's keys)
    harness: type[Harness]
    reporter: Any  #: the widget's reporter class (web/<game>/results.py)
    you_first: int  #: a seed with which the human plays first
    legal: Callable[[Any], tuple[Any, ...]]  #: the legal moves of the seat to act
    first_move: Callable[[Any], None]  #: the human's first move, as the page makes it
    play_until: Callable[..., None]  #: the human plays until ``done()`` (tests/<game>_harness.py)
    worker_move: Callable[[str, int], str]  #: the worker's answer: the ``i``th legal move of a record
    deal_over: str  #: the table's state between deals
    embed_seats: str  #: four or three CPU seats for the widget
    deals: int  #: how many deals the widget's match has
    over: Callable[[Any], bool]  #: whether a session's match is over


def _king_first(h: Any) -> None:
    king_harness.human_move(h, king_harness.legal(h)[0])


def _tt_first(h: Any) -> None:
    three_thirteen_harness.human_move(h, STOCK)


def _king_worker(record: str, i: int) -> str:
    return str(KingRecord.from_json(record).replay().legal_moves()[i])


def _tt_worker(record: str, i: int) -> str:
    return str(MatchRecord.from_json(record).replay().round.legal_moves()[i])  # type: ignore[union-attr]


KING = Kit("king", king_harness.Harness, KingReporter, king_harness.YOU_FIRST, king_harness.legal, _king_first,
           king_harness.play_until, _king_worker, "hand-over", "easy,easy,easy,easy", 10,
           lambda s: s.game.over)  # fmt: skip
THREE_THIRTEEN = Kit("three-thirteen", three_thirteen_harness.Harness, ThreeThirteenReporter, TT_YOU_FIRST,
                     three_thirteen_harness.legal, _tt_first, three_thirteen_harness.play_until, _tt_worker,
                     "deal-over", "easy,easy,easy", 11, lambda s: s.match.over)  # fmt: skip


def _toy_worker(record: str, i: int) -> str:
    return str(ToyRecord.from_json(record).replay().current.legal_moves()[i])  # type: ignore[union-attr]


#: Take-away, the toy game of the tests (tests/toygame): the table kit gives it all of the above by its declarations
TOY = Kit(toy.GAME_ID, toy_harness.Harness, ToyReporter, 5, toy_harness.legal,
          lambda h: toy_harness.human_move(h, toy_harness.legal(h)[0]), toy_harness.play_until, _toy_worker,
          "deal-over", "easy,easy", 3, lambda s: s.match.over)  # fmt: skip

pytestmark = pytest.mark.parametrize("kit", [KING, THREE_THIRTEEN, TOY], ids=lambda k: k.game)


@pytest.fixture(autouse=True)
def _registered(kit: Kit, monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game is registered for its own runs only."""
    if kit.game == toy.GAME_ID:
        toy.register(monkeypatch)


# -- the tutorial's offer ----------------------------------------------------------------------------------------
def test_a_move_ends_the_offer_and_no_offer_in_a_widget_or_after_a_notice(kit: Kit) -> None:
    h = kit.harness(entropy=kit.you_first)
    assert h.app.more.offer is True
    before = h.app.session
    assert h.ui.table.extras.coach is not None
    kit.first_move(h)  # the offer beside the table holds nothing: the move is played, and answers it
    assert h.app.session is not before and h.app.more.offer is False and h.ui.table.extras.coach is None
    app = kit.harness.app_class
    widget = app(FakeUi(), Store(MemoryBackend()), sleep=no_sleep, spawn=lambda c: c.close(), widget=True)
    widget.boot("")
    assert widget.more.offer is False
    backend = MemoryBackend()
    backend.data[f"kings.{kit.game}.match"] = "{oops"
    assert kit.harness(backend=backend).app.more.offer is False


# -- settings -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["contrast", "sound", "stripes"])
def test_toggles_are_remembered(kit: Kit, name: str) -> None:
    h = kit.harness(query=f"?seed={kit.you_first}&speed=instant")
    assert getattr(h.app.settings, name) is False
    h.app.press(name)
    assert getattr(h.app.settings, name) is True and h.ui.shown["settings"] == h.app.settings
    if name != "sound":
        assert getattr(h.ui.table.extras, name) is True
    again = kit.harness(backend=h.backend)
    assert getattr(again.app.settings, name) is True
    again.app.press(name)
    assert getattr(kit.harness(backend=h.backend).app.settings, name) is False


# -- statistics files --------------------------------------------------------------------------------------------
def test_statistics_are_exported_and_imported(kit: Kit) -> None:
    h = kit.harness(query=f"?seed={kit.you_first}&level=easy&speed=instant")
    kit.play_until(h, lambda: h.ui.table.state == kit.deal_over)
    h.app.press("export")
    name, text = h.ui.downloads[-1]
    assert name.startswith("kings-stats-") and name.endswith(".json")
    assert json.loads(text)["games"][kit.game]["total"]["deals"] == 1
    assert h.ui.notes[-1] == ("Exported 1 deals to a file.", False)
    h.app.more.import_stats("{oops")
    assert h.ui.notes[-1][1] is True and h.app.stats.total.deals == 1
    h.app.more.import_stats(export_text({kit.game: Stats()}, 0))
    assert h.app.stats == Stats() and h.ui.stats == Stats() and h.ui.notes[-1][1] is False
    assert kit.harness(backend=h.backend).app.stats == Stats()


# -- hints from the CPU worker ---------------------------------------------------------------------------------------
def test_a_hint_that_arrives_after_a_move_is_dropped(kit: Kit) -> None:
    async def think(record: str, seat: int, level: str, seed: int) -> str | None:
        return kit.worker_move(record, 0)

    h = kit.harness(query=f"?seed={kit.you_first}&speed=instant", think=think)
    h.app.press("hint")
    assert h.app.play(kit.legal(h)[1])
    h.settle()
    assert h.app.hint is None and not (h.ui.table.message and h.ui.table.message.text.startswith("Hint"))


def test_a_slow_hint_says_it_is_coming(kit: Kit, monkeypatch: pytest.MonkeyPatch) -> None:
    import web.shell.hinting

    monkeypatch.setattr(web.shell.hinting, "PATIENCE", 0.01)

    async def slow(record: str, seat: int, level: str, seed: int) -> str | None:
        await asyncio.sleep(0.05)  # a worker still booting
        return kit.worker_move(record, 0)

    h = kit.harness(query=f"?seed={kit.you_first}&speed=instant", think=slow)
    h.app.press("hint")
    h.settle()
    texts = [t.message.text for t in h.ui.tables if t.message is not None]
    assert "Thinking of a hint…" in texts and texts[-1].startswith("Hint: ")


def test_without_an_answer_from_the_worker_the_page_thinks_of_the_hint(kit: Kit) -> None:
    local = kit.harness(query=f"?seed={kit.you_first}&speed=instant")
    local.app.press("hint")

    async def broken(record: str, seat: int, level: str, seed: int) -> str | None:
        raise RuntimeError("the worker died")

    h = kit.harness(query=f"?seed={kit.you_first}&speed=instant", think=broken)
    h.app.press("hint")
    h.settle()
    assert h.app.hint == local.app.hint is not None


# -- the embedded widget ------------------------------------------------------------------------------------------
def test_an_embedded_game_reports_each_deal_and_its_end_once_and_leaves_the_address_alone(kit: Kit) -> None:
    page = FakeUi()
    posted: list[str] = []
    tasks: list[Any] = []
    game, page_query = split_query(f"?embed=1&seed={kit.you_first}&seats={kit.embed_seats}&speed=instant&theme=dark")
    ui = PageUi(page, page_query, lambda: app.session)
    ui.reporter = kit.reporter(lambda kind, data: posted.append(kind))
    app = kit.harness.app_class(ui, Store(MemoryBackend()), sleep=no_sleep, spawn=tasks.append, entropy=lambda: 1,
                                widget=ui.embedded)  # fmt: skip
    app.boot(game)
    assert app.store.notices == [] and page.queries == [] and app.more.offer is False
    for _ in range(20):
        while tasks:
            asyncio.run(tasks.pop(0))
        if app.session is not None and kit.over(app.session):
            break
        app.press("next")
    assert posted == ["ready"] + ["deal-over"] * kit.deals + ["match-over"]
    assert app.stats == Stats()  # nobody at the device played: nothing counted
    app.rematch()
    assert posted[-1] == "match-start"
    for task in tasks:
        task.close()
