"""Klondike's controller through the fake page, continued from tests/test_klondike_web_app.py (its harness): the
clock, resume after reload (its clock, its moves in the log), replays and the daily deal, the dialogs and keys, a stuck
deal, the thinker's refusals. Product decisions unless named."""

from __future__ import annotations

import asyncio

import pytest

from kings.klondike.api import DealRecord
from kings.klondike.deal import Deal
from kings.klondike.moves import DRAW
from kings.klondike.rules import PRESETS
from tests.test_klondike_web_app import Kl, won_line
from web.klondike.spec import Setup
from web.klondike.thinker import Thinker


def test_the_clock_runs_from_the_first_move_and_stops_off_screen() -> None:
    h = Kl(query="?seed=7")
    h.clock.now += 50
    assert h.app.elapsed() == 0 and not h.table.running
    h.app.press("draw")
    h.clock.now += 30
    assert h.app.elapsed() == 30
    h.app.hide()
    h.clock.now += 1000
    h.app.show()
    h.clock.now += 5
    assert h.app.elapsed() == 35 and h.table.running


def test_a_reload_resumes_the_deal_with_its_clock() -> None:
    h = Kl(query="?seed=7")
    h.app.press("draw")
    h.clock.now += 42
    h.app.tap_card("AC")
    again = Kl(backend=h.backend)
    assert again.app.session.deal == h.app.session.deal and again.app.elapsed() == 42
    assert again.ui.queries == []


def test_replay_and_the_daily_deal() -> None:
    h = Kl(query="?seed=7")
    h.app.tap_card("AC")
    h.app.press("replay")
    assert h.table.banner.actions[0] == ("give-up", "Give up and replay")
    h.app.tap_card("3C")  # a move answers "keep playing"
    assert h.table.banner is None and h.table.moves == 2
    h.app.press("replay")
    h.app.press("give-up")
    assert h.app.session.deal == Deal.new(PRESETS["draw-one"], 7)
    assert h.app.stats.total.deals == 1 and h.table.message.text == "Deal 7 counted as lost."
    h.app.press("daily")  # nothing played yet: no question; the shell's daily: draw three, winnable
    h.settle()  # (the first winnable deal from the day's seed is found)
    assert h.app.session.daily == "1970-01-12" and h.table.deal_line.startswith("Daily deal 12 January 1970 · ")
    assert h.app.session.deal.rules == PRESETS["draw-three"] and h.app.session.winnable
    assert h.app.settings.setup == Setup()  # the daily's rules are not the next deal's
    h.app.press("draw")
    h.app.press("new-deal")
    h.app.press("give-up")
    assert not h.app.session.daily and h.table.message.text.startswith("Daily deal ")


def test_the_new_game_dialog_asks_too_and_a_stuck_deal_does_not() -> None:
    h = Kl(query="?seed=7")
    h.app.tap_card("AC")
    h.app.submit_setup([("You", "human")], "draw-three", {"draw": "3", "passes": "0", "scoring": "standard"}, "11")
    assert h.ui.form is None and h.table.banner.actions[0][1] == "Give up and start"
    h.app.press("give-up")
    assert h.app.session.deal.rules.id == "draw-three" and h.app.session.seed == 11
    h.app.submit_setup([("You", "human")], "draw-one", {"draw": "9"}, "")
    assert h.ui.setup_errors


def test_dialogs_and_keys() -> None:
    h = Kl(query="?seed=7")
    h.app.press("new")
    assert h.ui.form is not None and h.ui.form.preset == "draw-one"
    h.app.setup_preset("vegas-three")
    assert {f.key: f.value for f in h.ui.fields}["scoring"] == "vegas"
    h.app.submit_setup([("You", "human")], "draw-three", {"draw": "3", "passes": "0", "scoring": "standard"}, "11")
    assert h.app.session.deal.rules.id == "draw-three" and h.app.session.seed == 11
    for action, dialog in (("help", "help"), ("keys", "keys"), ("settings", "settings")):
        h.app.press(action)
        assert dialog in h.ui.opened
    h.app.press("stats")
    assert h.ui.stats is not None
    h.app.press("say-all")
    assert h.app.more.speech[-1][1].startswith("0 cards home")


def test_a_stuck_deal_offers_undo_and_counts_when_left() -> None:
    deal = Deal.new(PRESETS["vegas-one"], 7)
    while not deal.over:
        deal = deal.play(DRAW if DRAW in deal.legal_moves() else deal.legal_moves()[-1])
    assert deal.ended in ("stuck", "gave-up")
    h0 = Kl(query="?seed=1")
    h0.app.store.save("match", {"record": DealRecord.of(deal).to_json()})
    h = Kl(backend=h0.backend)
    assert h.table.banner is not None and h.app.stats.total.deals == 0
    h.app.press("new-deal")
    assert h.app.stats.total.deals == 1


def test_the_thinker_refuses_what_it_does_not_know() -> None:
    record = DealRecord.of(Deal.new(PRESETS["draw-one"], 7)).to_json()
    with pytest.raises(ValueError, match="does not know"):
        Thinker().think(record, 0, "hard", 1)
    assert asyncio.run(_none()) is None


async def _none() -> None:
    from web.klondike.thinker import ask

    return await ask(None, Deal.new(PRESETS["draw-one"], 7), "hint", 1)  # type: ignore[func-returns-value]


def test_setup_is_kept_without_the_daily_date() -> None:
    h = Kl(query="?daily=1970-01-05&winnable=0")
    assert h.app.session.daily == "1970-01-05" and h.app.settings.start_setup() == Setup()


def test_a_reload_lists_the_moves_made_before_it() -> None:
    """The new player's review: a deal resumed after a reload said "No moves yet" in its log beside Moves 83. The log
    holds the same last moves as before the reload, in the same words, and Undo names the move it takes back."""
    h = Kl(query="?seed=7")
    assert h.app.session.deal == Deal.new(PRESETS["draw-one"], 7)
    for move in won_line()[1][:50]:
        assert h.app.play(move)
    before = h.table.log
    assert len(before) == 40 and before[-1] == h.app.more.speech[-1][1].removesuffix(".")
    again = Kl(backend=h.backend)
    assert again.table.moves == 50 and again.table.log == before
    again.app.press("undo")
    assert again.table.message.text == f"Undone: {before[-1]}." and again.table.log == before[:-1]
    again.app.press("new-deal")
    again.app.press("give-up")
    assert again.table.log == ()  # a new deal's log starts empty
