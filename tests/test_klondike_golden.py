"""Klondike's golden deals and playthroughs, hard-coded: a seed deals the same cards, the easy player plays the same
moves and the solver finds the same line, in CPython and in Pyodide alike, forever (product decision: a seed and a
record mean the same game everywhere; a daily deal is the same for everyone). Change these only for an intended
change of the shuffle, the deal, the move generator, the players or the solver, and say so in the commit.
"""

from __future__ import annotations

import pytest

from kings.klondike.api import DealRecord
from kings.klondike.deal import Deal
from kings.klondike.moves import parse_move
from kings.klondike.players import make_player
from kings.klondike.rules import preset
from kings.klondike.solver import solve
from kings.seeding import Rng

pytestmark = pytest.mark.pyodide

DEAL_42 = (
    "klondike draw-one seed=42 draw=1 | "
    "rules=draw-one recycles=0 score=0 moves=0 ended=- idle=0 best=0 dead=0.0 | "
    "columns=-|7C/3H|KD/KC.10D|4S/AS.5C.6H|6D/2S.8S.5D.AD|8H/AC.JH.2D.7D.8C|7H/AH.2H.5S.2C.4D.KS|10S | "
    "stock=4H.3D.10H.JS.4C.6S.7S.3S.8D.QD.9S.KH.5H.6C.QS.9D.JD.QC.3C.9H.QH.9C.JC.10C | "
    "waste=- | "
    "home=C0.D0.H0.S0"
)
DEAL_MAX_THREE = (
    "klondike draw-three seed=18446744073709551615 draw=3 | "
    "rules=draw-three[draw=3] recycles=0 score=0 moves=0 ended=- idle=0 best=0 dead=0.0 | "
    "columns=-|JC/KS|2H/7S.AH|AS/4C.7D.4S|9H/AD.6D.7H.QH|5S/JH.6S.3D.8D.9S|8S/5D.4D.2D.3S.AC.QD|10D | "
    "stock=7C.QS.9C.4H.JD.KH.KC.6H.9D.8H.8C.10H.6C.KD.2S.3H.QC.JS.3C.5H.10S.2C.10C.5C | "
    "waste=- | "
    "home=C0.D0.H0.S0"
)
#: The easy player (generator Rng(0)) on draw-three's deal 42: every move, then where it ended.
EASY_42_MOVES = (
    "6D>1 7C>5 KD>1 draw draw draw 9D>7 draw draw draw draw draw recycle draw draw draw QS>1 JD>1 10S>1 "
    "3H>3 KS>2 draw draw draw 6S>6 draw draw recycle draw draw 3C>7 draw 5H>6 4S>6 draw QD>2 9S>3 8H>3 "
    "AD>F draw draw draw recycle draw draw draw draw 4C>5 draw 3D>5 draw recycle draw draw draw draw JS>2 "
    "10D>2 draw recycle draw draw draw draw draw recycle draw draw draw draw draw recycle draw draw draw "
    "draw draw recycle draw draw draw draw draw recycle draw draw draw draw draw give-up"
)
EASY_42_END = (
    "klondike draw-three seed=42 draw=3 | "
    "rules=draw-three[draw=3] recycles=9 score=0 moves=90 ended=gave-up idle=31 best=1 dead=0.0 | "
    "columns=-|KD.QS.JD.10S.9D/-|KS.QD.JS.10D.9S.8H.7C.6D/-|KC/AS.5C|6H/2S.8S|5D.4C.3D/"
    "AC.JH.2D.7D.8C|7H.6S.5H.4S.3H/AH.2H.5S.2C|4D.3C | "
    "stock=- | "
    "waste=10C.JC.9C.QH.9H.QC.6C.KH.8D.3S.7S.10H.4H | "
    "home=C0.D1.H0.S0"
)
#: The solver's winning line for draw-one's deal 42 (3273 positions searched).
LINE_42 = (
    "6D>1 draw draw draw draw draw 9H>7 draw draw QC>2 draw JD>2 10S>2 draw draw draw 6C>6 draw 5H>6 4S>6 "
    "draw draw 9S>3 8H>3 AD>F draw QD>7 draw draw draw 7S>3 6H>3 5C>1 AS>F KS>4 4D>1 3S>1 draw draw draw "
    "JS>4 10D>4 draw draw 3D>6 2C>6 5S>4 2H>1 AH>F 2H>F KD>7 3H>F draw 4H>F recycle draw draw draw draw "
    "QH>3 draw draw draw draw draw draw draw draw recycle draw draw JC>3 draw draw draw draw draw draw "
    "draw draw draw 10H>3 recycle draw draw 9C>3 draw draw draw draw draw 8D>3 KH>2 QS>2 7C>3 4S>5 5H>F "
    "5D>6 7H>5 8C>7 7D>7 2D>F JH>2 AC>F 2C>F draw draw recycle draw draw 3C>F draw draw draw 4C>F 3D>F "
    "6S>7 recycle draw 10C>2 draw 9D>2 8S>2 2S>F 3S>F 4S>F 4D>F 5S>F 5D>F 5C>F 6H>F 6S>F 6C>F 6D>F 7S>F "
    "7D>F 7H>F 7C>F 8H>F 8C>F 8S>F 8D>F 9S>F 9H>F 9D>F 9C>F 10D>F 10S>F 10C>F 10H>F JS>F JD>F JH>F JC>F "
    "QD>F QC>F QS>F QH>F KS>F KD>F KH>F KC>F"
)


def test_a_seed_deals_the_same_cards_everywhere():
    assert Deal.new(preset("draw-one"), 42).position() == DEAL_42
    assert Deal.new(preset("draw-three"), 2**64 - 1).position() == DEAL_MAX_THREE


def test_the_easy_player_plays_the_same_deal_the_same_way():
    deal, player, rng = Deal.new(preset("draw-three"), 42), make_player("easy"), Rng(0)
    while not deal.over:
        deal = deal.play(player.choose(deal.observe(0), deal.legal_moves(), rng))
    assert " ".join(str(m) for m in deal.moves) == EASY_42_MOVES
    assert deal.position() == EASY_42_END
    record = DealRecord(preset("draw-three"), 42, tuple(parse_move(t) for t in EASY_42_MOVES.split()))
    assert DealRecord.from_json(record.to_json()).replay().position() == EASY_42_END


def test_the_solver_finds_the_same_winning_line():
    deal = Deal.new(preset("draw-one"), 42)
    verdict = solve(deal, budget=20_000)
    assert (verdict.result, verdict.nodes) == ("won", 3273)
    assert " ".join(str(m) for m in verdict.line) == LINE_42
    end = deal
    for text in LINE_42.split():
        end = end.play(parse_move(text))
    assert end.won and end.score == 405
