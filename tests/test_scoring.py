"""Scoring one deal under every scoring system (kings.corners.scoring), on hand-made outcomes.

Sources: pagat (000/004), Wikipedia (001), wikiHow (003), 004, product decisions.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from kings.cards import JOKER
from kings.corners import CARD_VALUES, PRESETS, STANDARD, Method, Outcome, Payment, Place, Rules, Scoring, preset
from kings.corners import hand_value as value_of
from kings.corners import score_deal as score
from tests.helpers import cards

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def outcome(winner, *hands, first_turn=False, completed=(), idle=None, fines=None) -> Outcome:
    n = len(hands)
    return Outcome(
        winner=winner,
        hands=tuple(cards(h) for h in hands),
        first_turn=first_turn,
        completed=tuple(completed),
        idle_turns=tuple(idle or (0,) * n),
        king_fines=tuple(fines or (0,) * n),
    )


def with_scoring(base: Rules = STANDARD, **changes) -> Rules:
    return replace(base, scoring=replace(base.scoring, **changes)).validate()


# -- card values ------------------------------------------------------------------------------------------
@pytest.mark.pyodide
@pytest.mark.parametrize(
    ("table", "values"),
    [
        ("k10", [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 10]),  # pagat, wikiHow: king 10, other cards 1
        ("faces2", [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 10]),  # Wikipedia: face cards 2, kings 10, others 1
        ("pips", [25, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]),  # pagat/004: ace 25, pictures 10, pips face value
        ("stofka", [50, 5, 5, 5, 5, 5, 5, 5, 5, 10, 10, 10, 10]),  # pagat (Stofka): A 50, 10s and pictures 10, 2-9 5
        ("kleplek", [1, 1, 1, 1, 1, 5, 5, 5, 5, 5, 10, 10, 10]),  # pagat (Kleplek): faces 10, 6-10 five, A-5 one
        ("robinson", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),  # pagat (Robinson): face value, J 11, Q 12, K 13
        ("count", [1] * 13),  # pagat pool: one unit a card
    ],
)
def test_card_value_tables(table, values):
    """pagat/Wikipedia/004 (source per row), every rank and suit; product decision: a joker costs the dearest card."""
    rules = with_scoring(values=CARD_VALUES[table])
    for suit in "CDHS":
        assert [value_of(rules, cards(f"{r}{suit}")) for r in RANKS] == values
    assert value_of(rules, (JOKER,)) == max(values)
    assert value_of(rules, ()) == 0
    assert value_of(rules, cards("AS.KS.5D")) == values[0] + values[12] + values[4]


def test_preset_card_values():
    """pagat/Wikipedia/004: each scoring preset uses the card values its source gives."""
    expected = {"standard": "k10", "scoring-500": "pips", "stofka": "stofka", "kleplek": "kleplek",
                "robinson": "robinson", "wikipedia": "faces2", "chips": "k10", "pool": "count"}  # fmt: skip
    for pid, table in expected.items():
        assert preset(pid).scoring.values is CARD_VALUES[table], pid


# -- penalty -------------------------------------------------------------------------------------------------
@pytest.mark.pyodide
def test_penalty_standard():
    """pagat: each player scores penalty points for the cards left in hand (king 10, others 1); the one out wins."""
    s = score(STANDARD, outcome(1, "KS.2C.AD", "", "QH.JH.10H.9H"))
    assert s.deltas == (12, 0, 4) and s.winners == (1,) and s.pot == 0 and s.notes == ()


def test_penalty_impasse_lowest_wins_and_ties():
    """Product decision: at an impasse the lowest hand wins the deal; equal lowest hands all win it."""
    assert score(STANDARD, outcome(None, "KS", "2C.3C", "4C.5C.6C")).winners == (1,)
    s = score(STANDARD, outcome(None, "2C.3C", "KS", "4C.5C"))
    assert s.deltas == (2, 10, 2) and s.winners == (0, 2)


def test_king_fines_cost_points():
    """pagat: a penalty of three points for holding a king and not playing it when you could."""
    rules = preset("kings-compulsory")
    s = score(rules, outcome(0, "", "KS.2C", fines=(1, 2)))
    assert s.deltas == (3, 11 + 6)
    assert s.notes == ("seat 0: 1 x 3 for holding back a king", "seat 1: 2 x 3 for holding back a king")
    assert score(rules.with_options(king_penalty=5), outcome(0, "", "2C", fines=(0, 1))).deltas == (0, 6)


def test_corner_bonus():
    """pagat: some award a score for completing a corner pile (here 5 off the penalty); side piles do not count."""
    rules = preset("corner-bonus")
    done = ((1, Place.NE), (1, Place.SW), (0, Place.N), (2, Place.SE))
    s = score(rules, outcome(0, "", "KS.2C", "3C", completed=done))
    assert s.deltas == (0, 11 - 10, 0)  # product decision: the bonus never takes a deal below zero
    assert "seat 1: -10 for completing 2 corner pile(s)" in s.notes
    assert "seat 2: -1 for completing 1 corner pile(s)" in s.notes
    assert score(STANDARD, outcome(0, "", "KS.2C", "3C", completed=done)).deltas == (0, 11, 1)


def test_kleplek_first_turn():
    """pagat (Kleplek): a player who goes out on the very first turn scores 5 (product decision: minus 5)."""
    rules = preset("kleplek")
    assert score(rules, outcome(0, "", "KS.7C.2C", first_turn=True)).deltas == (-5, 10 + 5 + 1)
    assert score(rules, outcome(0, "", "KS.7C.2C", first_turn=False)).deltas == (0, 16)
    assert score(STANDARD, outcome(0, "", "KS", first_turn=True)).deltas == (0, 10)
    s = score(rules, outcome(0, "", "KS", first_turn=True))
    assert s.notes == ("seat 0: -5 for going out on the first turn",)


def test_elimination_scores_like_penalty():
    """Wikipedia: points for cards left in hand, face cards 2 (kings 10), others 1."""
    s = score(preset("wikipedia"), outcome(2, "KS.QS.JS.10S", "AC", ""))
    assert s.deltas == (10 + 2 + 2 + 1, 1, 0) and s.winners == (2,)


# -- chips and pool ------------------------------------------------------------------------------------------
@pytest.mark.pyodide
def test_chips_pagat():
    """pagat: everyone antes 1; each turn without a card played pays 1 to the pot; the one out wins the pot plus
    a chip from each other player for each card left (10 for a king)."""
    rules = preset("chips")
    assert (rules.scoring.ante, rules.scoring.idle_fee, rules.scoring.payment) == (1, 1, Payment.TO_WINNER)
    s = score(rules, outcome(0, "", "KS.2C", "3C.4C.5C", idle=(1, 2, 0)), pot=4)
    # pot: 4 carried + 3 antes + 3 idle fees = 10; seat 1 pays 11, seat 2 pays 3 to the winner.
    assert s.deltas == (-1 - 1 + 10 + 11 + 3, -1 - 2 - 11, -1 - 3)
    assert s.pot == 0 and s.winners == (0,)
    assert sum(s.deltas) == 4, "the deltas add up to the pot that was carried in"


def test_chips_impasse_pot_carries_over():
    """Product decision: if nobody goes out, the pot stays for the next deal; no card payments are made."""
    rules = preset("chips")
    s = score(rules, outcome(None, "KS", "2C", idle=(2, 3)), pot=5)
    assert s.deltas == (-1 - 2, -1 - 3) and s.pot == 5 + 2 + 5 and s.winners == ()
    assert s.notes == ("Nobody went out: 12 chip(s) stay in the pot for the next deal.",)


def test_chips_king_fines_go_to_the_pot():
    """pagat: the kings penalty is three chips paid to the pot."""
    rules = preset("chips").with_options(kings=preset("kings-compulsory").kings)
    s = score(rules, outcome(1, "2C", "", fines=(1, 1)))
    assert s.deltas == (-1 - 3 - 1, -1 - 3 + 1 + (2 + 6))
    assert sum(s.deltas) == 0 and s.pot == 0


def test_chips_wikihow():
    """wikiHow: each player pays 1 chip into the pot per round; the winner takes the entire pot; no play costs 1."""
    rules = preset("chips-wikihow")
    assert rules.scoring.payment is Payment.NONE and rules.scoring.shared_chips == 80
    s = score(rules, outcome(2, "KS.QS", "2C", "", idle=(3, 0, 1)))
    assert s.deltas == (-1 - 3, -1, -1 - 1 + 3 + 4) and s.pot == 0


def test_chips_wikihow_pay_per_card_option():
    """wikiHow alternative: pay a chip for each card left (10 for a king), here to the winner."""
    rules = with_scoring(preset("chips-wikihow"), payment=Payment.TO_WINNER)
    s = score(rules, outcome(1, "KS.QS", ""))
    assert s.deltas == (-1 - 11, -1 + 2 + 11)


def test_pool():
    """pagat: anyone who plays no cards on a turn pays one unit to the pool; at the end one unit for each card left
    in hand; the winner collects the pool."""
    rules = preset("pool")
    assert (rules.scoring.ante, rules.scoring.payment) == (0, Payment.TO_POT)
    s = score(rules, outcome(1, "KS.QS.2C", "", "9H", idle=(2, 1, 4)))
    assert s.deltas == (-2 - 3, -1 + (2 + 1 + 4 + 3 + 1), -4 - 1) and s.pot == 0
    carried = score(rules, outcome(None, "KS", "2C.3C", idle=(1, 1)), pot=3)
    assert carried.deltas == (-1 - 1, -1 - 2) and carried.pot == 3 + 2 + 3 and carried.winners == ()


@pytest.mark.parametrize("pid", [p for p, r in PRESETS.items() if r.scoring.method is Method.CHIPS])
def test_chips_are_conserved(pid):
    """Product decision: chips only change hands: deltas plus the change in the pot sum to zero."""
    rules = preset(pid)
    for out in (outcome(0, "", "KS.2C", "3C", idle=(1, 0, 2), fines=(0, 1, 0)),
                outcome(None, "4C", "KS.2C", "3C", idle=(1, 3, 2))):  # fmt: skip
        for pot in (0, 7):
            s = score(rules, out, pot)
            assert sum(s.deltas) + (s.pot - pot) == 0


# -- corners owned ---------------------------------------------------------------------------------------------
@pytest.mark.pyodide
def test_corners_owned_scoring():
    """Wikipedia: a player collects each corner that they complete; the most corners wins."""
    rules = preset("corners-owned")
    done = ((0, Place.NE), (2, Place.SE), (2, Place.NW), (1, Place.S))
    s = score(rules, outcome(1, "KS", "", "2C", completed=done))
    assert s.deltas == (1, 0, 2) and s.winners == (2,)
    tie = score(rules, outcome(1, "KS", "", "2C", completed=done[:2]))
    assert tie.deltas == (1, 0, 1) and tie.winners == (0, 2)
    none = score(rules, outcome(1, "KS", "", "2C", completed=((1, Place.N),)))
    assert none.deltas == (0, 0, 0) and none.winners == (1,), "no corner completed: the one who went out wins"
    assert score(rules, outcome(None, "KS", "2C", "3C")).winners == ()
    assert score(rules, outcome(None, "KS", "2C"), pot=3).pot == 3


def test_outcome_helpers():
    """Product decision: corners_completed counts corner piles only; impasse means nobody went out."""
    out = outcome(None, "KS", "2C", completed=((0, Place.NE), (0, Place.N), (1, Place.SW), (0, Place.NW)))
    assert out.impasse and [out.corners_completed(s) for s in (0, 1)] == [2, 1]
    assert not outcome(0, "", "2C").impasse


def test_scoring_defaults():
    """pagat: standard scoring is penalty points, king 10 others 1, to 25; lower is better except chips/corners."""
    sc = Scoring()
    assert (sc.method, sc.values.id, sc.target, sc.deals) == (Method.PENALTY, "k10", 25, None)
    assert sc.lower_is_better and Scoring(Method.ELIMINATION).lower_is_better
    assert not Scoring(Method.CHIPS).lower_is_better and not Scoring(Method.CORNERS).lower_is_better
    assert Scoring(shared_chips=80).opening_chips(3) == 26 and Scoring(start_chips=50).opening_chips(4) == 50
