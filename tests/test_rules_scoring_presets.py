"""The scoring presets of kings.corners.presets, each shown on a hand-built finished deal (details in
test_scoring.py and test_match.py). Sources are named per test; test_rules_variants.py checks that
every preset is covered somewhere.
"""

from dataclasses import replace

import pytest

from kings.corners import CARD_VALUES, STANDARD, DrawTiming, Method, Place, Rules, Scoring, preset, score_deal
from kings.corners.rules import Build
from tests.helpers import covers, play, position
from tests.test_rules_variants import FULL, FULL_SIDES, SIDES


def _finished(rules: Rules, hands=("", "KS.QH.2C.AD"), winner_moves=("8S>N",)):
    d = position(rules=rules, piles=SIDES, hands=["8S" + ("." + hands[0] if hands[0] else ""), hands[1]])
    d = play(d, *winner_moves)
    assert d.over
    return d.outcome


@covers("scoring-500", "stofka", "kleplek", "corner-bonus")
@pytest.mark.parametrize(
    ("pid", "points", "target"),
    [
        ("standard", 10 + 1 + 1 + 1, 25),
        ("scoring-500", 10 + 10 + 2 + 25, 500),
        ("stofka", 10 + 10 + 5 + 50, 250),
        ("kleplek", 10 + 10 + 1 + 1 - 0, 50),
        ("corner-bonus", 10 + 1 + 1 + 1, 25),
    ],
)
def test_penalty_card_values(pid, points, target):
    """pagat/004: K 10 other 1; A 25, pictures 10, pips face (500); Stofka A 50, 10s and pictures 10, 2-9 five;
    Kleplek pictures 10, 6-10 five, A-5 one (the loser's hand K♠ Q♥ 2♣ A♦)."""
    r = preset(pid)
    assert r.scoring.method is Method.PENALTY and r.scoring.target == target
    score = score_deal(r, _finished(r))
    assert score.deltas[1] == points and score.winners == (0,)
    if pid == "kleplek":
        assert score.deltas[0] == -5, "Kleplek: going out on your first turn scores minus 5"
    else:
        assert score.deltas[0] == 0
    if pid == "scoring-500":
        assert r.draw is DrawTiming.START


@covers("wikipedia")
def test_wikipedia_elimination_values():
    """Wikipedia: face cards 2 (kings 10), other cards 1; a player reaching the threshold is out."""
    r = preset("wikipedia")
    assert r.scoring.method is Method.ELIMINATION and r.scoring.target == 25
    assert score_deal(r, _finished(r)).deltas == (0, 10 + 2 + 1 + 1)


@covers("chips", "chips-wikihow", "pool")
@pytest.mark.parametrize(
    ("pid", "deltas", "pot"),
    [
        ("chips", (-1 + 2 + 13, -1 - 13), 0),  # ante 1 each; winner takes the pot (2) and 1 a card (king 10) = 13
        ("chips-wikihow", (1, -1), 0),  # ante only; winner takes the pot
        ("pool", (4, -4), 0),  # one unit a card to the pool, which the winner collects
    ],
)
def test_chip_scoring_presets(pid, deltas, pot):
    """pagat chips/pool and wikiHow chips: who pays whom when seat 0 goes out on the first turn."""
    r = preset(pid)
    assert r.scoring.method is Method.CHIPS
    score = score_deal(r, _finished(r))
    assert score.deltas == deltas and score.pot == pot and score.winners == (0,)
    assert sum(score.deltas) == 0


@covers("corners-owned")
def test_corners_owned():
    """Wikipedia: a player collects each corner that they complete; the player with the most corners wins."""
    r = preset("corners-owned")
    assert r.scoring.method is Method.CORNERS and r.scoring.target == 5
    d = position(rules=r, piles={**FULL_SIDES, "SE": FULL}, hands=["8S", "AS.3C"], seat=1)
    d = play(d, "AS>SE", "end", "8S>N")
    assert d.over and d.outcome.winner == 0 and d.completed == ((1, Place.SE),)
    score = score_deal(r, d.outcome)
    assert score.deltas == (0, 1) and score.winners == (1,), "the corner, not going out, wins the deal"
    std = score_deal(STANDARD, d.outcome)
    assert std.winners == (0,) and std.deltas == (0, 2), "standard: 3♣ and the card seat 1 drew"


@covers("standard")
def test_standard_is_the_default_rules():
    """pagat: the standard game is the default of every option."""
    assert preset("standard") == replace(Rules(), id="standard", name="Standard (pagat)")
    assert STANDARD.draw is DrawTiming.END and STANDARD.hand_size == 7 and not STANDARD.must_play
    assert STANDARD.sides == STANDARD.corners == Build() and STANDARD.scoring == Scoring()
    assert STANDARD.scoring.values == CARD_VALUES["k10"] and STANDARD.scoring.target == 25
