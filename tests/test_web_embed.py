"""Page parameters and the widget's events for its host (web/shell/embed.py): what goes out, and when."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

import pytest

from kings.corners import END_TURN, preset
from kings.seeding import Rng
from web.corners.app import App
from web.corners.results import Reporter
from web.corners.session import Session
from web.corners.spec import FallbackPlayer, Setup
from web.shell.embed import PageUi, is_embed, join_query, split_query, widget_actions
from web.shell.seats import make_seats
from web.shell.storage import MemoryBackend, Store

pyodide = pytest.mark.pyodide  # the pure tests also run inside Pyodide under Node


@pyodide
def test_page_parameters_are_kept_apart_from_the_match() -> None:
    assert split_query("") == ("", "")
    assert split_query("?seed=4&embed=1&names=A%2CB&theme=dark&host=https%3A%2F%2Fa.example") == (
        "?seed=4&names=A%2CB", "?embed=1&theme=dark&host=https%3A%2F%2Fa.example")  # fmt: skip
    assert split_query("?parentOrigin=https%3A%2F%2Fa.example") == ("", "?parentOrigin=https%3A%2F%2Fa.example")
    assert join_query("", "?a=1", "", "?b=2&c=3") == "?a=1&b=2&c=3"
    assert join_query("", "?") == ""
    assert is_embed("?embed=1") and is_embed("?embed=true&theme=dark")
    assert not is_embed("?embed=0") and not is_embed("") and not is_embed("?theme=dark")


class Recorder:
    """A page that records what reaches it; any other part of the controller's Ui does nothing."""

    def __init__(self) -> None:
        self.queries: list[str] = []
        self.renders = 0

    def render(self, table: Any, animate: bool) -> None:
        self.renders += 1

    def set_query(self, query: str) -> None:
        self.queries.append(query)

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: None


@pyodide
def test_in_the_widget_a_banner_that_ends_a_deal_or_a_match_offers_new_game() -> None:
    """The new player's review: the widget, which has no menu, had no way to a game with other seats, levels or rules
    (Corners' match end even hid its New game…). Each banner ending a deal, hand, round, game or match offers it, once,
    after its own buttons; a question (Klondike's "Give up this deal?") or passing the device does not."""
    new = ("new", "New game…")
    for kind in ("deal-over", "hand-over", "match-over", "game-over", "won", "stuck", "gave-up"):
        assert widget_actions(kind, (("next", "Next"),)) == (("next", "Next"), new), kind
    assert widget_actions("match-over", (("rematch", "Play again"), new)) == (("rematch", "Play again"), new)
    for kind in ("leave", "handoff"):
        assert widget_actions(kind, (("go", "Go"),)) == (("go", "Go"),), kind


@pyodide
def test_the_address_bar_keeps_the_page_parameters_and_an_embedded_frame_keeps_all() -> None:
    page = Recorder()
    ui = PageUi(page, "?theme=dark", lambda: None)
    ui.set_query("")
    ui.set_query("?seed=3&embed=1")
    assert page.queries == ["?theme=dark", "?seed=3&theme=dark"]
    embedded = PageUi(page, "?embed=1&theme=light", lambda: None)
    assert embedded.embedded
    embedded.set_query("")
    assert page.queries == ["?theme=dark", "?seed=3&theme=dark"]  # untouched


def finish_deal(s: Session) -> Session:
    bot, rng = FallbackPlayer(), Rng(1)
    while s.in_deal:
        deal = s.shown
        move = END_TURN if s.actor == "human" and END_TURN in deal.legal_moves() else bot.choose(
            deal.observe(deal.to_act), deal.legal_moves(), rng)  # fmt: skip
        s = s.play(move)
    return s


@pyodide
def test_the_reporter_posts_ready_each_deal_the_match_end_and_a_new_match_once() -> None:
    posted: list[tuple[str, dict[str, Any]]] = []
    reporter = Reporter(lambda kind, data: posted.append((kind, data)))
    setup = Setup(make_seats(["human", "easy"], ["Ann", ""]), preset("standard"))
    s = Session.new(setup, seed=5)
    reporter.update(s)
    reporter.update(s)  # a render without news posts nothing
    assert [k for k, _ in posted] == ["ready"]
    ready = posted[0][1]
    assert ready["rules"] == "standard" and ready["deals"] == 0
    assert ready["players"] == [{"seat": 0, "name": "Ann", "kind": "human"}, {"seat": 1, "name": "Ada", "kind": "easy"}]
    assert [(x["name"], x["total"], x["change"]) for x in ready["scores"]] == [("Ann", 0, None), ("Ada", 0, None)]

    deals = 0
    while not s.match.over:
        if not s.in_deal:
            s = s.next_deal()
        s = finish_deal(s)
        deals += 1
        reporter.update(s)
        kind, data = posted[-2] if s.match.over else posted[-1]
        assert kind == "deal-over" and data["deal"] == deals
        assert [x["total"] for x in data["scores"]] == list(s.match.totals)
        last = s.match.results[-1]
        assert [x["change"] for x in data["scores"]] == [last.delta(0), last.delta(1)]
        assert data["winners"] == [s.seats[w].name for w in last.winners]
        assert deals < 50
    kind, data = posted[-1]
    assert kind == "match-over" and data["deals"] == deals
    assert data["winners"] == [s.seats[w].name for w in s.match.winners]
    count = len(posted)
    reporter.update(s)
    assert len(posted) == count

    reporter.update(Session.new(setup, seed=6))  # "Play again"
    assert posted[-1][0] == "match-start" and posted[-1][1]["deals"] == 0
    # Only what the host set or the screen shows: no seed, no cards, no position.
    assert all(set(data) <= {"rules", "rulesName", "players", "deals", "scores", "deal", "winners"}
               for _, data in posted)  # fmt: skip


def test_an_embedded_controller_reports_through_the_page_and_leaves_the_address_alone() -> None:
    page = Recorder()
    posted: list[str] = []
    tasks: list[Coroutine[Any, Any, None]] = []

    async def sleep(seconds: float) -> None:
        pass

    game, page_query = split_query("?embed=1&seed=8&players=2&level=easy&speed=instant&theme=green")
    ui = PageUi(page, page_query, lambda: app.session)
    ui.reporter = Reporter(lambda kind, data: posted.append(kind))
    app = App(ui, Store(MemoryBackend()), sleep=sleep, spawn=tasks.append, entropy=lambda: 1)
    app.boot(game)
    assert app.store.notices == []  # no "Unknown URL parameter" for embed or theme
    assert page.queries == []
    for _ in range(300):
        while tasks:
            asyncio.run(tasks.pop(0))
        s = app.session
        assert s is not None
        if not s.in_deal:
            break
        app.press("end")
    assert posted[0] == "ready" and "deal-over" in posted
    app.rematch()
    assert posted[-1] == "match-start"
