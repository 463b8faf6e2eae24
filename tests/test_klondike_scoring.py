"""Klondike's scoring (kings/klondike/scoring.py): standard points and their costs for going round the stock, Vegas's
stake and pay per card with its limit on passes, and a session adding up its deals (the classic computer game's
scoring, as the rules page says: docs/klondike-rules.md)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kings.errors import IllegalMoveError
from kings.klondike.api import SessionRecord
from kings.klondike.deal import Deal
from kings.klondike.moves import DRAW, GIVE_UP, RECYCLE
from kings.klondike.rules import preset
from kings.klondike.session import Session
from kings.seeding import Rng
from tests.klondike_build import build, cards, put

pytestmark = pytest.mark.pyodide


def test_standard_scoring_points():
    deal = build(["9H|KD", "|QS", "|8H"], waste="JH", stock="10H QH KH KS", home=(13, 12, 7, 11))
    assert deal.play(put("JH>2")).score == 5  # a card from the waste to a column
    home = deal.play(put("8H>F"))
    assert home.score == 10  # a card home
    flipped = home.play(put("KD>3"))
    assert flipped.score == 15 and flipped.columns[0].up == cards("9H")  # moving K♦ turns 9♥ over: +5
    kings = build(["|KS", "|KH"], home=(13, 13, 12, 12))
    assert kings.play(put("KS>F")).play(put("KS>3")).score == 0  # +10 then -15, never below 0
    back = build(["|9C"], home=(8, 13, 8, 13), stock="10C JC QC KC 9H 10H JH QH KH")
    assert back.play(put("8H>1")).score == 0 and back.play(put("8H>1")).foundations[2] == 7


def test_going_round_the_stock_costs_100_drawing_one_and_20_after_three_turns_drawing_three():
    for pid, costs in (("draw-one", [100, 100, 100, 100]), ("draw-three", [0, 0, 0, 20])):
        deal = replace(Deal.new(preset(pid), seed=7), score=1000)
        spent = []
        for _ in range(4):
            while deal.stock:
                deal = deal.play(DRAW)
            before = deal.score
            deal = deal.play(RECYCLE)
            spent.append(before - deal.score)
        assert spent == costs, pid
    assert Deal.new(preset("draw-one"), 7).play(DRAW).score == 0


def test_vegas_stakes_52_and_pays_5_a_card_home_and_limits_the_passes():
    deal = build(["|KS", "|QH"], home=(13, 13, 11, 12), stock="KH", rules=preset("vegas-one"))
    assert deal.score == 0  # a hand-built deal starts where it is told
    assert Deal.new(preset("vegas-one"), 3).score == -52 and Deal.new(preset("vegas-three"), 3).score == -52
    home = replace(deal, score=-52).play(put("QH>F"))
    assert home.score == -47 and home.play(put("QH>1")).score == -52  # taken back: its 5 paid back
    assert home.play(put("KS>F")).score == -42
    three = Deal.new(preset("vegas-three"), seed=7)
    turns = 0
    while RECYCLE in three.legal_moves() or DRAW in three.legal_moves():
        if DRAW in three.legal_moves():
            three = three.play(DRAW)
        else:
            three, turns = three.play(RECYCLE), turns + 1
    assert turns == 2 and three.recycles == 2 and three.score == -52  # three passes: two turn-overs, no cost


def test_a_session_adds_up_its_deals_scores_and_replays_from_its_record():
    session = Session.new(preset("vegas-three"), seed=5)
    rng = Rng(1)
    while not session.over:
        if session.deal is None:
            session = session.next_deal()
            continue
        legal = session.deal.legal_moves()
        session = session.play(GIVE_UP if len(session.deal.moves) > 30 else legal[rng.below(len(legal))])
    assert len(session.results) == 10 and session.totals == (sum(d.score for d in session.results),)
    assert session.winners == (0,) and session.standings()[0].total == session.total
    record = SessionRecord.from_json(SessionRecord.of(session).to_json())
    assert record.replay() == session
    with pytest.raises(IllegalMoveError, match="The session is over"):
        session.next_deal()
