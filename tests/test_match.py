"""Matches: deals one after another under every scoring system (kings.corners.match).

Deals are either played by a seeded random policy or, to reach an exact score, a hand-built last position is put
in the match (``dataclasses.replace(match, deal=...)``) and finished with real moves, so the match's own scoring,
elimination, pot and rotation code does the rest. Sources: pagat, Wikipedia, wikiHow, 004, product decisions.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from kings.corners import (
    END_TURN,
    STANDARD,
    Deal,
    DealRecord,
    Match,
    MatchRecord,
    Method,
    Move,
    Place,
    Scoring,
    preset,
)
from kings.errors import IllegalMoveError, NotationError, RulesError
from kings.seeding import Rng, derive_seed
from tests.helpers import position

SIDES = {"N": "9H", "E": "9S", "S": "4C", "W": "JD"}
FULL = "KS.QH.JS.10H.9S.8H.7S.6H.5S.4H.3S.2H"  # waits for the ace of spades
FULL_SIDES = {"N": "9D", "E": "7C", "S": "4C", "W": "JD"}


def finish(match: Match, *moves: str, **deal) -> Match:
    """Put a hand-built deal in the match and play ``moves`` (the last one should end the deal)."""
    deal.setdefault("piles", SIDES)
    built = position(rules=match.rules, **deal)
    assert built.players == len(match.active)
    match = replace(match, deal=built)
    for m in moves:
        match = match.play(Move.parse(m))
    return match


def out_deal(match: Match, winner: int, hands: list[str]) -> Match:
    """Seat ``winner`` (of the deal) goes out by playing 8♠ on 9♥; the other hands keep ``hands``."""
    hands = list(hands)
    hands[winner] = "8S"
    return finish(match, "8S>N", hands=hands, seat=winner)


def random_deal(match: Match, rng: Rng) -> Match:
    """Play the current deal to its end with a seeded random policy that seldom ends a turn early."""
    assert match.deal is not None
    deal_number = len(match.results)
    while len(match.results) == deal_number:
        moves = match.deal.legal_moves()
        if len(moves) > 1 and rng.below(8):
            moves = tuple(m for m in moves if m != END_TURN)
        match = match.play(rng.choice(moves))
    return match


# -- dealing and rotation ---------------------------------------------------------------------------------------
@pytest.mark.pyodide
@pytest.mark.parametrize(("seed", "players"), [(0, 2), (42, 4), (7, 6)])
def test_first_dealer_and_deal_come_from_the_seed(seed, players):
    """pagat: the first dealer is chosen at random (product decision: drawn from the match seed)."""
    m = Match.new(STANDARD, seed, players)
    assert m.dealer == Rng(derive_seed(seed, 1 << 20)).below(players)
    assert m.deal == Deal.new(STANDARD, derive_seed(seed, 0), players, m.dealer)
    assert m.totals == (0,) * players and m.results == () and not m.over and m.pot == 0


def test_dealer_rotates_clockwise():
    """pagat: the turn to deal passes clockwise after each hand; the player to the dealer's left leads."""
    m = Match.new(STANDARD.with_options(scoring=Scoring(target=None, deals=7)), seed=5, players=3)
    rng, first = Rng(5), m.dealer
    while not m.over:
        if m.deal is None:
            m = m.next_deal()
        assert m.deal.to_act == (m.deal.dealer + 1) % 3 and m.deal.dealer == m.dealer
        m = random_deal(m, rng)
    assert [r.dealer for r in m.results] == [(first + i) % 3 for i in range(7)]
    assert [r.number for r in m.results] == list(range(1, 8))


def test_standings_after_each_deal():
    """pagat: points are accumulated from deal to deal; each result keeps everyone's totals after it."""
    m = Match.new(STANDARD.with_options(scoring=Scoring(target=1000, deals=5)), seed=8, players=4)
    rng = Rng(8)
    running = [0, 0, 0, 0]
    while not m.over:
        m = random_deal(m.next_deal() if m.deal is None else m, rng)
        last = m.results[-1]
        for seat in range(4):
            running[seat] += last.delta(seat)
        assert last.totals == tuple(running) == m.totals
        rows = m.standings()
        assert [r.total for r in rows] == sorted(running)
        assert rows[0].place == 1 and all(r.place == 1 + sum(t < r.total for t in running) for r in rows)
        assert set(last.winners) <= set(range(4)) and last.winners
    assert len(m.results) == 5


# -- penalty: target, fixed deals, ties ----------------------------------------------------------------------------
@pytest.mark.pyodide
def test_penalty_match_ends_at_the_target_and_lowest_wins():
    """pagat: deals go on until some player reaches or exceeds the target; the lowest total wins."""
    m = replace(Match.new(STANDARD, seed=1, players=2), totals=(20, 3))
    m = out_deal(m, 1, ["KS.2C", ""])
    assert m.over and m.totals == (31, 3) and m.winners == (1,)
    assert m.summary(["Ann", "Bob"]) == "Match over. Winner: Bob, with 3."
    assert m.summary() == "Match over. Winner: Seat 1, with 3."
    with pytest.raises(IllegalMoveError, match=r"The match is over\."):
        m.next_deal()
    with pytest.raises(IllegalMoveError, match=r"The match is over\."):
        m.play(END_TURN)
    not_yet = out_deal(replace(Match.new(STANDARD, seed=1, players=2), totals=(20, 3)), 1, ["2C.3C.5C.6C", ""])
    assert not not_yet.over and not_yet.totals == (24, 3) and not_yet.winners == ()
    assert not_yet.summary() == "After 1 deal(s), the leader is Seat 1, with 3."


def test_tied_winners_share_first_place():
    """Product decision: seats with equal totals share a place; a tied match names every tied winner."""
    m = replace(Match.new(STANDARD, seed=2, players=3), totals=(20, 23, 22))
    m = out_deal(m, 1, ["KS.KD", "", "2C"])
    assert m.over and m.totals == (40, 23, 23)
    assert m.winners == (1, 2)
    assert [(r.seat, r.place) for r in m.standings()] == [(1, 1), (2, 1), (0, 3)]
    assert m.summary() == "Match over. Tie between Seat 1, Seat 2, with 23 each."


def test_fixed_number_of_deals():
    """pagat: alternatively play a fixed number of hands, after which the lowest score wins."""
    rules = preset("scoring-500").with_options(scoring=Scoring(values=preset("scoring-500").scoring.values,
                                                                target=None, deals=3))  # fmt: skip
    m, rng = Match.new(rules, seed=3, players=3), Rng(3)
    while not m.over:
        m = random_deal(m.next_deal() if m.deal is None else m, rng)
    assert len(m.results) == 3 and m.winners == tuple(s for s in range(3) if m.totals[s] == min(m.totals))
    both = STANDARD.with_options(scoring=Scoring(target=25, deals=50))
    m = out_deal(replace(Match.new(both, seed=3, players=2), totals=(24, 0)), 1, ["2C", ""])
    assert m.over and len(m.results) == 1, "whichever of target and deals comes first"


def test_target_is_reached_not_passed():
    """pagat: 'reaches or exceeds' the target ends the match."""
    m = out_deal(replace(Match.new(STANDARD, seed=4, players=2), totals=(24, 0)), 1, ["2C", ""])
    assert m.totals == (25, 0) and m.over


# -- elimination (Wikipedia) ---------------------------------------------------------------------------------------
@pytest.mark.pyodide
def test_elimination_seat_sits_out_and_dealer_skips_it():
    """Wikipedia: a player reaching the threshold is out of the game; the deal passes to the next player still in."""
    rules = preset("wikipedia")
    m = replace(Match.new(rules, seed=1, players=3), totals=(20, 24, 10), dealer=0)
    m = out_deal(m, 0, ["", "KS", "2C"])
    assert m.totals == (20, 34, 11) and m.out == (False, True, False) and not m.over
    assert m.active == (0, 2) and m.deal_seat(1) is None and m.deal_seat(2) == 1 and m.match_seat(1) == 2
    m = m.next_deal()
    assert m.dealer == 2, "seat 1 is out, so the deal passes from seat 0 to seat 2"
    assert m.deal.players == 2 and m.deal.dealer == 1
    m = out_deal(m, 0, ["", "2C"])  # deal seat 0 is match seat 0
    last = m.results[-1]
    assert last.seats == (0, 2) and last.delta(1) is None and last.delta(2) == 1 and last.winners == (0,)
    assert m.totals == (20, 34, 12)
    assert [(r.seat, r.place, r.out) for r in m.standings()] == [(2, 1, False), (0, 2, False), (1, 3, True)]


def test_elimination_last_player_in_wins():
    """Wikipedia: the game ends when all but one player is out; that player wins (whatever the totals)."""
    rules = preset("wikipedia")
    m = replace(Match.new(rules, seed=2, players=3), totals=(24, 30, 3), out=(False, True, False), dealer=0)
    m = finish(m, "8S>N", hands=["KD", "8S"], seat=1)  # match seat 2 goes out; seat 0 takes 10 and is out
    assert m.over and m.out == (True, True, False) and m.winners == (2,)
    assert m.standings()[0].seat == 2 and m.standings()[0].place == 1


def test_elimination_everyone_crosses_at_once():
    """Product decision: when the last players all cross the threshold in the same deal, the lowest total wins,
    and the standings agree (regression: a seat eliminated earlier with a lower total was listed first)."""
    rules = preset("wikipedia")
    m = replace(Match.new(rules, seed=3, players=3), totals=(24, 25, 24), out=(False, True, False), dealer=0)
    m = finish(m, "end", "end", hands=["2C.3C.4D.5D.6D.7D", "2D.3D.4H.5H.6H.7H.8H"], stock=0)  # impasse
    assert m.over and m.totals == (30, 25, 31) and m.out == (True, True, True)
    assert m.winners == (0,)
    assert [(r.seat, r.place) for r in m.standings()] == [(0, 1), (2, 2), (1, 3)]
    assert m.summary() == "Match over. Winner: Seat 0, with 30."
    tie = replace(Match.new(rules, seed=3, players=2), totals=(24, 24))
    tie = finish(tie, "end", "end", hands=["2C.3C", "2D.3D"], stock=0)
    assert tie.winners == (0, 1) and [r.place for r in tie.standings()] == [1, 1]


# -- chips, pot and pool (pagat, wikiHow) ---------------------------------------------------------------------------
def test_chips_match_pot_carries_over_an_impasse():
    """pagat chips (product decision): nobody out -> the pot stays and the next winner collects it."""
    rules = preset("chips")
    m = Match.new(rules, seed=4, players=2)
    assert m.totals == (50, 50)
    m = finish(m, "end", "end", hands=["2C", "3C"], stock=0)  # both idle: ante 1 + fee 1 each
    assert m.results[-1].outcome.impasse and m.pot == 4 and m.totals == (48, 48)
    assert sum(m.totals) + m.pot == 100
    m = out_deal(m.next_deal(), 0, ["", "KS.2C"])
    assert m.pot == 0 and m.totals == (48 - 1 + 6 + 11, 48 - 1 - 11)
    assert sum(m.totals) == 100


def test_chips_match_ends_when_someone_cannot_pay():
    """Product decision: a chips match ends when someone cannot pay the next ante; most chips wins."""
    m = replace(Match.new(preset("chips"), seed=5, players=3), totals=(3, 50, 97))
    m = out_deal(m, 2, ["KS", "2C", ""])
    assert m.totals == (3 - 1 - 10, 50 - 1 - 1, 97 - 1 + 3 + 11)
    assert m.over and m.winners == (2,)
    assert [r.seat for r in m.standings()] == [2, 1, 0], "more chips is better"


def test_chips_match_fixed_deals():
    """pagat chips (product decision): 10 deals, most chips wins."""
    m, rng = Match.new(preset("chips"), seed=6, players=4), Rng(6)
    while not m.over:
        m = random_deal(m.next_deal() if m.deal is None else m, rng)
    assert len(m.results) <= 10 and sum(m.totals) + m.pot == 200
    assert len(m.results) == 10 or min(m.totals) < 1
    assert m.winners == tuple(s for s in range(4) if m.totals[s] == max(m.totals))


@pytest.mark.parametrize(("players", "each"), [(2, 40), (3, 26), (4, 20), (5, 16), (6, 13)])
def test_wikihow_chips_are_shared(players, each):
    """wikiHow: distribute 80 chips evenly among the players (product decision: the remainder stays out)."""
    m = Match.new(preset("chips-wikihow"), seed=7, players=players)
    assert m.totals == (each,) * players


def test_pool_match():
    """pagat pool: units go to the pool and the winner collects it; totals start at 0 and may go below."""
    m = Match.new(preset("pool"), seed=8, players=3)
    assert m.totals == (0, 0, 0)
    m = out_deal(m, 1, ["KS.2C", "", "3C"])
    assert m.totals == (-2, 3, -1) and m.pot == 0 and not m.over


# -- corners owned, corner bonus -------------------------------------------------------------------------------------
def test_corners_owned_match():
    """Wikipedia: whoever owns the most corners wins (product decision: first to 5 corners ends the match)."""
    rules = preset("corners-owned")
    m = replace(Match.new(rules, seed=9, players=2), totals=(4, 3))
    m = finish(m, "AS>NE", piles={**FULL_SIDES, "NE": FULL}, hands=["AS", "2C"])
    assert m.results[-1].outcome.completed == ((0, Place.NE),)
    assert m.totals == (5, 3) and m.over and m.winners == (0,)


def test_corner_bonus_lowers_the_total():
    """pagat: a score for completing a corner pile by playing the ace (5 off the penalty), never below zero."""
    m = Match.new(preset("corner-bonus"), seed=10, players=2)
    m = finish(m, "AS>NE", hands=["AS", "KD.2C"], piles={**FULL_SIDES, "NE": FULL})
    assert m.totals == (0, 11)  # the bonus is in tests/test_scoring.py::test_corner_bonus; 0 stays 0


def test_corner_bonus_match_always_ends():
    """pagat + product decision: the corner bonus never takes a deal below zero, so totals cannot drift down
    forever (this seed used to run past 300 deals); every match also stops at MAX_DEALS."""
    m, rng = Match.new(preset("corner-bonus"), derive_seed(77, 0), 2), Rng(derive_seed(77, 0))
    while not m.over and len(m.results) < 300:
        if m.deal is None:
            m = m.next_deal()
        else:
            m = m.play(rng.choice(m.deal.legal_moves()))
    assert m.over and len(m.results) < 100
    assert all(d >= 0 for r in m.results for d in r.score.deltas)


# -- errors and records --------------------------------------------------------------------------------------------
def test_match_errors():
    """Product decision: readable errors for moves out of turn in the match's life."""
    m = Match.new(STANDARD, seed=11, players=2)
    with pytest.raises(IllegalMoveError, match=r"Finish the current deal first\."):
        m.next_deal()
    between = out_deal(m, 0, ["", "2C"])
    assert between.deal is None and not between.over
    with pytest.raises(IllegalMoveError, match=r"No deal is in progress: start the next deal first\."):
        between.play(END_TURN)
    with pytest.raises(RulesError, match="for 2 to 6 players, not 7"):
        Match.new(STANDARD, seed=1, players=7)
    with pytest.raises(ValueError, match="seed"):
        Match.new(STANDARD, seed=-1, players=2)
    assert between.results[-1].winners == (0,) and between.results[-1].score.deltas == (0, 1)


def test_match_record_round_trip_and_errors():
    """Product decision: a match record replays the match, including the deal in progress."""
    m, rng = Match.new(preset("wikipedia"), seed=12, players=3), Rng(12)
    m = random_deal(m, rng).next_deal()
    m = m.play(m.deal.legal_moves()[0])
    record = MatchRecord.of(m)
    assert len(record.deals) == 2 and len(record.deals[1]) == 1
    again = MatchRecord.from_json(record.to_json())
    assert again == record and again.replay() == m
    assert MatchRecord.from_dict(record.to_dict()).to_dict()["rules"] == "wikipedia"
    with pytest.raises(NotationError, match="not a Kings in the Corner match record"):
        MatchRecord.from_json('{"game": "chess"}')
    with pytest.raises(NotationError, match="not valid JSON"):
        MatchRecord.from_json("{")
    with pytest.raises(NotationError, match="lacks 'seed'"):
        MatchRecord.from_dict({"game": "kings-in-the-corner-match", "rules": "standard", "players": 2})
    with pytest.raises(NotationError, match="is not a move"):
        MatchRecord.from_dict({"game": "kings-in-the-corner-match", "rules": "standard", "seed": 1, "players": 2,
                               "deals": ["KS"]})  # fmt: skip
    with pytest.raises(RulesError, match="no rules preset"):
        MatchRecord.from_dict({"game": "kings-in-the-corner-match", "rules": "nope", "seed": 1, "players": 2})
    custom = Match.new(STANDARD.with_options(draw_count=2), seed=1, players=2)
    assert MatchRecord.from_json(MatchRecord.of(custom).to_json()).replay() == custom


def test_method_of_each_scoring_preset():
    """Product decision: the scoring presets and their methods, targets and deal limits."""
    ids = ("standard", "scoring-500", "kleplek", "stofka", "wikipedia", "chips", "chips-wikihow", "pool",
           "corners-owned", "corner-bonus", "robinson")  # fmt: skip
    table = {pid: (preset(pid).scoring.method, preset(pid).scoring.target, preset(pid).scoring.deals) for pid in ids}
    assert table == {
        "standard": (Method.PENALTY, 25, None),
        "scoring-500": (Method.PENALTY, 500, None),
        "kleplek": (Method.PENALTY, 50, None),
        "stofka": (Method.PENALTY, 250, None),
        "wikipedia": (Method.ELIMINATION, 25, None),
        "chips": (Method.CHIPS, None, 10),
        "chips-wikihow": (Method.CHIPS, None, 20),
        "pool": (Method.CHIPS, None, 10),
        "corners-owned": (Method.CORNERS, 5, None),
        "corner-bonus": (Method.PENALTY, 25, None),
        "robinson": (Method.PENALTY, 100, None),
    }


@pytest.mark.parametrize(
    "change",
    [
        {"players": float("inf")},  # JSON.parse and json.loads read Infinity: int() raised OverflowError
        {"players": float("nan")},
        {"players": 2.5},
        {"players": "2"},
        {"players": True},
        {"deals": [["KS>N"]]},  # the moves of a deal are text
        {"deals": "KS>N"},
        {"deals": [""] * 101},  # more deals than any match has
    ],
)
def test_a_record_with_numbers_or_moves_of_the_wrong_type_is_refused(change: dict[str, object]) -> None:
    """Issue 12, bug 8: a saved match whose players was Infinity raised OverflowError out of the reader."""
    record = MatchRecord.of(Match.new(preset("standard"), seed=1, players=2)).to_dict()
    with pytest.raises(NotationError, match=r"whole number|text|at most 100"):
        MatchRecord.from_dict(record | change)
    deal = DealRecord.of(Deal.new(preset("standard"), seed=1, players=2)).to_dict()
    if "players" in change:
        with pytest.raises(NotationError, match="whole number"):
            DealRecord.from_dict(deal | change)
        with pytest.raises(NotationError, match="whole number"):
            DealRecord.from_dict(deal | {"dealer": change["players"]})


def test_a_record_nested_too_deep_to_read_is_not_json() -> None:
    for reader in (MatchRecord.from_json, DealRecord.from_json):
        with pytest.raises(NotationError, match="not valid JSON"):
            reader("[" * 100_000 + "]" * 100_000)
