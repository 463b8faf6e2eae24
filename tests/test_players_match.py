"""The hard and expert levels play for the match: the match score in the observation, the match-equity
estimate derived from the scoring rules, and whole-deal playouts from what one seat has seen."""

from __future__ import annotations

from collections import Counter

import pytest

from kings.cards import CARDS, JOKER, deck
from kings.corners import (
    END_TURN,
    PRESETS,
    Deal,
    Match,
    MatchView,
    Method,
    Move,
    Observation,
    Outcome,
    match_ends,
    preset,
)
from kings.corners.players import make_player
from kings.corners.players.equity import Equity, deal_swing
from kings.corners.players.hard import EXPERT, HardPlayer, Settings
from kings.corners.players.inference import hand_weights
from kings.corners.players.rollouts import MAX_PLAYOUT, Playouts, close_call, determinize, playout
from kings.errors import IllegalMoveError
from kings.seeding import Rng, derive_seed
from tests.helpers import advance
from tests.sampling import FULL


def _advance(m: Match, levels: tuple[str, ...], moves: int) -> Match:
    """``m`` after up to ``moves`` steps (moves and new deals) by players of ``levels``, one per seat."""
    bots = [make_player(level) for level in levels]
    rngs = [Rng(s) for s in range(len(levels))]
    for _ in range(moves):
        if m.over:
            break
        if m.deal is None:
            m = m.next_deal()
            continue
        acting = m.deal.acting
        assert acting is not None
        seat = m.match_seat(acting)
        m = m.play(bots[seat].choose(m.observe(acting), m.deal.legal_moves(), rngs[seat]))
    return m


def _played_match(rules_id: str, players: int, seed: int, moves: int) -> Match:
    """A match some deals in, by medium players."""
    return _advance(Match.new(preset(rules_id), seed, players), ("medium",) * players, moves)


def _mid_match(players: int, seed: int, moves: int) -> tuple[Observation, tuple[Move, ...]]:
    """What the seat to act sees of a standard match some moves in, and its legal moves."""
    m = _played_match("standard", players, seed, moves)
    if m.deal is None:
        m = m.next_deal()
    assert m.deal is not None and m.deal.acting is not None
    return m.observe(m.deal.acting), tuple(m.deal.legal_moves())


# -- what a seat sees of the match ------------------------------------------------------------------
def test_the_match_observation_adds_the_public_score_and_nothing_else():
    m = _played_match("standard", 3, 5, 160)
    if m.deal is None:
        m = m.next_deal()
    assert m.results, "the match should be a few deals in"
    acting = m.deal.acting
    obs = m.observe(acting)
    assert obs.match == MatchView(m.totals, len(m.results), m.pot)
    bare = m.deal.observe(acting)
    assert bare.match is None
    assert {f: getattr(obs, f) for f in obs.__slots__ if f != "match"} == {
        f: getattr(bare, f) for f in bare.__slots__ if f != "match"
    }


def test_eliminated_seats_are_left_out_of_the_match_view():
    """Under elimination a seat that is out sits deals out: the view lists the deal's seats, in order."""
    for seed in range(40):
        m = Match.new(preset("wikipedia"), seed, 3)
        while not m.over and (m.deal is None or not any(m.out)):
            m = _advance(m, ("medium",) * m.players, 1)
        if m.over:
            continue
        view = m.observe(m.deal.acting).match
        assert view is not None
        assert view.totals == tuple(m.totals[s] for s in m.active) and len(view.totals) < 3
        return
    pytest.fail("no match with an eliminated seat still running was found")


def test_no_observation_without_a_deal():
    m = Match.new(preset("standard"), 3, 2)
    while m.deal is not None:
        m = _advance(m, ("medium",) * m.players, 1)
    with pytest.raises(IllegalMoveError, match="No deal is in progress"):
        m.observe(0)


# -- whether a match ends, and what a deal is worth ---------------------------------------------------
@pytest.mark.pyodide
def test_match_ends_reads_every_scoring_system_from_the_rules():
    """The match's own end test, as the match uses it and the CPU asks it of hypothetical totals."""
    penalty = preset("standard").scoring  # to 25
    assert not match_ends(penalty, (24, 0), (False, False), 3, 2)
    assert match_ends(penalty, (25, 0), (False, False), 3, 2)
    elimination = preset("wikipedia").scoring
    assert not match_ends(elimination, (30, 4, 7), (True, False, False), 3, 3)
    assert match_ends(elimination, (30, 26, 7), (True, True, False), 3, 3)
    chips = preset("chips").scoring  # 10 deals
    assert not match_ends(chips, (50, 50), (False, False), 9, 2)
    assert match_ends(chips, (50, 50), (False, False), 10, 2)
    assert match_ends(chips, (0, 100), (False, False), 4, 2)  # seat 0 cannot pay the next ante


def _outcome(winner: int | None, hands: tuple[tuple[int, ...], ...]) -> Outcome:
    n = len(hands)
    return Outcome(winner, tuple(tuple(CARDS[c] for c in h) for h in hands), False, (), (0,) * n, (0,) * n)


@pytest.mark.pyodide
def test_equity_prefers_fewer_points_and_more_for_the_others():
    rules = preset("standard")
    worth = Equity(rules, seat=0, players=3, match=MatchView((6, 6, 6), 2))
    keep_one = worth(_outcome(1, ((0,), (), (1, 2))))
    keep_king = worth(_outcome(1, ((12,), (), (1, 2))))  # K♣ costs 10
    out = worth(_outcome(0, ((), (3,), (1, 2))))
    assert out > keep_one > keep_king
    assert worth(_outcome(1, ((0,), (), (1, 2, 4, 5)))) > keep_one  # the third seat keeps more


@pytest.mark.pyodide
def test_near_the_target_the_leader_risks_nothing_and_the_trailer_needs_a_swing():
    """The spread narrows as the target nears: a point is worth more late than early."""
    rules = preset("standard")
    lose, win = _outcome(1, ((0, 1), (), (2,))), _outcome(0, ((), (3,), (2,)))
    early = Equity(rules, 0, 3, MatchView((2, 2, 2), 0))
    late = Equity(rules, 0, 3, MatchView((18, 18, 18), 5))
    assert late(win) - late(lose) > early(win) - early(lose)
    # A deal that ends the match gives the winner all of it.
    final = Equity(rules, 0, 3, MatchView((10, 24, 15), 6))
    assert final(_outcome(0, ((), (1,), (2,)))) == 1.0
    assert Equity(rules, 2, 3, MatchView((10, 24, 15), 6))(_outcome(0, ((), (1,), (2,)))) == 0.0


@pytest.mark.parametrize("rules_id", sorted(PRESETS))
def test_equity_is_a_probability_under_every_preset(rules_id):
    """For every scoring system, each seat's worth lies in [0, 1] and the seats' worths sum to 1."""
    rules = preset(rules_id)
    sc = rules.scoring
    start = sc.opening_chips(3) if sc.method is Method.CHIPS else 0
    rng = Rng(derive_seed(4, sum(map(ord, rules_id))))
    for _ in range(20):
        totals = tuple(start + rng.below(20) for _ in range(3))
        pack = list(range(52))
        rng.shuffle(pack)
        hands = tuple(tuple(sorted(pack[4 * s : 4 * s + rng.below(4)])) for s in range(3))
        outcome = _outcome(rng.choice([None, 0, 1, 2]), hands)
        if outcome.winner is not None:
            outcome = _outcome(outcome.winner, tuple(() if s == outcome.winner else h for s, h in enumerate(hands)))
        view = MatchView(totals, rng.below(5), 0)
        worths = [Equity(rules, s, 3, view)(outcome) for s in range(3)]
        assert all(0.0 <= w <= 1.0 for w in worths)
        assert sum(worths) == pytest.approx(1.0)
    assert deal_swing(rules) >= 1.0


@pytest.mark.pyodide
def test_without_a_match_the_deal_is_the_objective():
    rules = preset("standard")
    worth = Equity(rules, 1, 2, None)
    assert worth(_outcome(1, ((4,), ()))) == 1.0
    assert worth(_outcome(0, ((), (4,)))) == 0.0
    assert worth(_outcome(None, ((4,), (5,)))) == 0.5


# -- determinizations and playouts --------------------------------------------------------------------
@pytest.mark.parametrize("rules_id", ["standard", "jokers", "draw-until-playable", "four-card", "set-aside"])
def test_a_determinization_agrees_with_everything_the_seat_sees(rules_id):
    rules = preset(rules_id)
    for i in range(12):
        deal = Deal.new(rules, derive_seed(8, i), 2 + i % 3, dealer=i % 2)
        deal = advance(deal, 5 + 3 * i, Rng(i), end_odds=3)
        if deal.over:
            continue
        seat = deal.to_act
        obs = deal.observe(seat)
        odds = [None if s == seat else hand_weights(obs, s) for s in range(obs.players)]
        guess = determinize(obs, Rng(i), odds)
        seen = guess.observe(seat)
        for field in ("piles", "hand", "hand_sizes", "stock_size", "turn", "completed", "aside", "king_fines"):
            assert getattr(seen, field) == getattr(obs, field), field
        assert guess.card_count() == len(deck(2 if rules.jokers else 0))
        every = [*(c for h in guess.hands for c in h), *guess.stock, *(c for p in guess.piles for c in p), *guess.aside]
        assert Counter(JOKER if c.is_joker else c for c in every) == Counter(deck(2 if rules.jokers else 0))
        assert guess.legal_moves() == deal.legal_moves()  # the seat's own moves are the real ones


def test_determinizations_vary_with_the_generator_and_respect_certain_inference():
    """Different seeds deal the hidden cards differently; a card a seat certainly lacks is never dealt to it."""
    rules = preset("must-play")
    deal = Deal.new(rules, 77, 3)
    deal = advance(deal, 40, Rng(2), end_odds=2)
    assert not deal.over
    seat = deal.to_act
    obs = deal.observe(seat)
    odds = [None if s == seat else hand_weights(obs, s) for s in range(3)]
    hands = {determinize(obs, Rng(k), odds).hands for k in range(6)}
    assert len(hands) > 1
    for k in range(20):
        guess = determinize(obs, Rng(k), odds)
        for s in range(3):
            if s != seat:
                impossible = {c for c, w in odds[s].items() if w == 0}  # type: ignore[union-attr]
                enough = len(obs.unseen()) - len(impossible) >= obs.hand_sizes[s] * 2
                if enough:
                    assert not impossible & set(guess.hands[s])


@pytest.mark.pyodide
def test_a_playout_ends_the_deal_and_counts_its_moves():
    deal = Deal.new(preset("standard"), 5, 4)
    outcome, moves = playout(deal)
    assert moves > 4
    if outcome.winner is not None:
        assert not outcome.hands[outcome.winner]
    assert sum(map(len, outcome.hands)) < 4 * 7 + len(deal.stock)


def test_playouts_break_ties_by_the_prior_and_stop_at_the_budget():
    deal = Deal.new(preset("standard"), 12, 3)
    deal = advance(deal, 12, Rng(5), end_odds=3)
    seat = deal.to_act
    obs = deal.observe(seat)
    judge = Playouts(obs, Rng(1), Equity(obs.rules, seat, 3, None))
    pick = judge.best([(END_TURN,), (END_TURN,)], [0.0, 1.0], budget=500)
    assert pick == 1  # equal lines: the prior breaks the tie
    assert judge.work < 500 + 2 * 4 * MAX_PLAYOUT  # the budget is checked before each round of deals


def test_playouts_spend_their_budget_by_sequential_halving():
    """The budget is spent, not only the first rounds' few deals (which used to be all a budget of 60,000
    moves bought): each round of the halving takes its share of what is left."""
    deal = advance(Deal.new(preset("standard"), 12, 3), 12, Rng(5), end_odds=3)
    seat = deal.to_act
    obs = deal.observe(seat)
    lines = [(END_TURN,)] * 6
    for budget in (3000, 20000):
        judge = Playouts(obs, Rng(1), Equity(obs.rules, seat, 3, None))
        judge.best(lines, [0.0] * 6, budget=budget)
        assert 0.9 * budget <= judge.work < budget + 6 * MAX_PLAYOUT


def test_a_close_call_is_two_lines_whose_paired_difference_is_within_the_noise():
    assert close_call([1.0], [0.0], 1.0)  # one deal says nothing yet
    assert not close_call([0.2, 0.5, 0.1], [0.2, 0.5, 0.1], 1.0)  # always the same: more deals would not part them
    assert not close_call([1.0, 1.1, 0.9, 1.0], [0.0, 0.1, -0.1, 0.0], 1.0)  # far apart on every deal
    assert close_call([1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], 1.0)  # as often better as worse
    assert not close_call([1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], 0.0)  # no standard error is close enough


def test_a_close_call_thinks_longer_within_its_extension():
    """With ``extend`` the best two lines of a close call are played on more deals (never fewer than without
    it), never past the extended budget."""
    longer = 0
    budget, extend = 2000, 2.0
    for seed in range(8):
        obs, legal = _mid_match(3, seed, 10 + 9 * seed)
        player = HardPlayer()
        player.choose(obs, legal, Rng(2))
        if player.judged is None:
            continue
        lines = player.judged[0]
        equity = Equity(obs.rules, obs.seat, obs.players, obs.match)
        plain, ext = Playouts(obs, Rng(5), equity), Playouts(obs, Rng(5), equity)
        plain.best(lines, [0.0] * len(lines), budget)
        ext.best(lines, [0.0] * len(lines), budget, extend=extend)
        assert plain.work <= ext.work < budget * (1 + extend) + 2 * MAX_PLAYOUT
        longer += ext.work > plain.work
    assert longer  # some of those positions were close calls


# -- the levels -------------------------------------------------------------------------------------
@pytest.mark.pyodide
def test_hard_and_expert_decide_from_the_observation_and_seed_alone():
    m = _played_match("standard", 4, 21, 90)
    if m.deal is None:
        m = m.next_deal()
    acting = m.deal.acting
    obs = m.observe(acting)
    for level in ("hard", "expert"):
        a = make_player(level).choose(obs, m.deal.legal_moves(), Rng(4))
        b = make_player(level).choose(obs, m.deal.legal_moves(), Rng(4))
        assert a == b and a in m.deal.legal_moves()


def test_expert_is_the_hard_player_with_a_larger_budget():
    expert = make_player("expert")
    assert isinstance(expert, HardPlayer) and expert.level == "expert"
    assert make_player("hard").level == "hard"
    hard = Settings()
    assert EXPERT.budget > hard.budget and EXPERT.samples > hard.samples and EXPERT.reply_total > hard.reply_total
    assert EXPERT.playouts > hard.playouts > 0  # at three or more seats both play their best endings out
    assert EXPERT.playouts_crowd > hard.playouts_crowd > 0
    assert hard.playout_players == EXPERT.playout_players == 3  # heads-up the replies judge them
    # the same player otherwise: its weights are the hard level's
    assert (EXPERT.reply_weight, EXPERT.reply_weight_multi, EXPERT.reply_weight_crowd, EXPERT.points) == (
        hard.reply_weight, hard.reply_weight_multi, hard.reply_weight_crowd, hard.points)


def test_playouts_judge_the_endings_at_three_or_more_seats():
    """At three or more seats the hard player judges its best endings by whole-deal playouts
    (bench/README.md); its move is still legal and repeatable, and heads-up it never plays out."""
    judged = 0
    for seed in range(6):
        obs, legal = _mid_match(4, seed, 8 + 7 * seed)
        player = HardPlayer()
        move = player.choose(obs, legal, Rng(2))
        assert move in legal and move == HardPlayer().choose(obs, legal, Rng(2))
        judged += player.played_out
        if player.played_out:  # the record benchmarks read: the endings compared, and the one played
            assert player.judged is not None
            lines, pick = player.judged
            assert len(lines) > 1 and len(set(lines)) == len(lines) and lines[pick][0] == move
        else:
            assert player.judged is None
    assert judged  # some of those positions had endings worth playing out
    heads_up = HardPlayer()
    for seed in range(6):
        heads_up.choose(*_mid_match(2, seed, 8 + 7 * seed), Rng(2))
    assert heads_up.plans and not heads_up.played_out and heads_up.judged is None


def test_the_playouts_search_our_own_next_turn_at_three_seats_only(monkeypatch):
    """At three seats our seat's next turn in each playout is searched, weighing the next player's cards by the
    three-player reply weight (kings.corners.players.laterturns); at four the medium plays it (bench/README.md)."""
    made = []

    class Spy(Playouts):
        def __init__(self, obs, *args):
            super().__init__(obs, *args)
            made.append((obs.players, obs.seat, self.later))

    monkeypatch.setattr("kings.corners.players.hard.Playouts", Spy)
    for players in (3, 4):
        for seed in range(6):
            obs, legal = _mid_match(players, seed, 8 + 7 * seed)
            HardPlayer().choose(obs, legal, Rng(2))
    hard = Settings()
    three = [(seat, later) for players, seat, later in made if players == 3]
    four = [later for players, _, later in made if players == 4]
    assert three and four
    for seat, later in three:
        assert later is not None and later.seat == seat and later.turns == hard.later_turns == 1
        assert later.reply_weight == hard.reply_weight_multi and later.budget == hard.later_budget
    assert all(later is None for later in four) and hard.later_turns_crowd == 0


@pytest.mark.parametrize("rules_id", ["standard", "wikipedia", "chips", "pool", "corners-owned", "kleplek"])
def test_whole_matches_between_hard_and_medium_end_under_every_scoring(rules_id):
    """Whole matches end under every scoring. Two hard seats and a medium under the standard scoring; under the others
    three mediums in the suite (the scoring, not the players, is what each preset changes) and the hard seats under
    every one in ``python3 bench/full_checks.py`` (tests/sampling.py): those matches were 110 s of the suite's CPU.
    Not the expert: it is the hard player's code with larger budgets (kings.corners.players.hard.EXPERT), played in
    the browser in e2e/test_expert.py, and every level's moves are checked in tests/test_conformance.py."""
    hard = rules_id == "standard" or FULL
    m = _advance(Match.new(preset(rules_id), 31, 3), ("hard", "hard", "medium") if hard else ("medium",) * 3, 20_000)
    assert m.over and m.winners
