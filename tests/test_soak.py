"""Soak: thousands of random deals and hundreds of matches under every preset, with no error.

Every deal must end, conserve its cards, and always offer the player to act a legal move; every match must end
with winners; the same seed and policy must give the same game twice. Product decisions throughout.
"""

from __future__ import annotations

import pytest

from kings.corners import END_TURN, PRESETS, Deal, DealRecord, Match, MatchRecord, Method, Rules
from kings.corners.match import MAX_DEALS
from kings.corners.rules import DOWN_ALTERNATE, DOWN_IN_SUIT, UP_ALTERNATE, DrawTiming, Kings
from kings.seeding import Rng, derive_seed

DEALS_PER_PRESET = 150
MOVE_LIMIT = 5_000  # far above any real deal: a deal this long is a loop
SCORING_PRESETS = sorted({pid for pid, r in PRESETS.items() if r.scoring != PRESETS["standard"].scoring} | {"standard"})


def seat_counts(rules: Rules) -> list[int]:
    return list(rules.player_counts())


def choose(moves, rng: Rng, end_odds: int):
    """A random legal move; ``end`` only one time in ``end_odds`` when there is another move."""
    if len(moves) > 1 and end_odds > 1 and rng.below(end_odds):
        moves = [m for m in moves if m != END_TURN]
    return rng.choice(moves)


def run_deal(rules: Rules, seed: int, players: int, dealer: int, end_odds: int) -> Deal:
    deal = Deal.new(rules, seed, players, dealer)
    rng = Rng(derive_seed(seed, 7))
    size = deal.card_count()
    for _ in range(MOVE_LIMIT):
        if deal.over:
            break
        moves = deal.legal_moves()
        assert moves and 0 <= deal.to_act < players
        deal = deal.play(choose(moves, rng, end_odds))
        assert deal.card_count() == size
    assert deal.over, f"deal {seed} of {rules.id} did not end in {MOVE_LIMIT} moves"
    assert deal.legal_moves() == ()
    return deal


@pytest.mark.parametrize("pid", sorted(PRESETS))
def test_random_deals(pid):
    """Product decision: 150 random deals per preset, 2 to 6 players, three policies, all end without error."""
    rules = PRESETS[pid]
    counts = seat_counts(rules)
    assert counts == [2, 3, 4, 5, 6]
    winners = impasses = completed = 0
    for i in range(DEALS_PER_PRESET):
        players = counts[i % len(counts)]
        deal = run_deal(rules, derive_seed(1000 + i, len(pid)), players, i % players, end_odds=(1, 2, 10)[i % 3])
        size = 54 if rules.jokers else 52
        assert deal.card_count() == size and len(deal.stock) + len(deal.aside) <= size
        if deal.outcome.winner is None:
            impasses += 1
            assert deal.stock == ()
        else:
            winners += 1
            assert deal.hand(deal.outcome.winner) == ()
        completed += len(deal.completed)
        if i % 25 == 0:  # the record of a finished deal replays to the same state
            assert DealRecord.from_json(DealRecord.of(deal).to_json()).replay() == deal
    assert winners >= DEALS_PER_PRESET // 10, "random deals often end with someone going out"
    assert impasses + winners == DEALS_PER_PRESET
    if not rules.set_aside_completed:
        assert completed > 0, "random play completes a pile now and then"


def random_rules(rng: Rng) -> Rules:
    """Any combination of the rule options (hand sizes 4 to 8), as a custom rule set."""
    opts = {
        "draw": rng.choice(list(DrawTiming)),
        "draw_count": 1 + rng.below(3),
        "must_play": rng.below(2) == 1,
        "kings": rng.choice(list(Kings)),
        "sides": rng.choice([DOWN_ALTERNATE, DOWN_IN_SUIT, UP_ALTERNATE]),
        "corners": rng.choice([DOWN_ALTERNATE, DOWN_IN_SUIT]),
        "jokers": rng.below(2) == 1,
        "set_aside_completed": rng.below(2) == 1,
        "layout_kings_to_corners": rng.below(2) == 1,
        "hand_size": 4 + rng.below(5),
    }
    last_card = rng.below(3)
    if last_card == 1:
        opts["stock_must_empty"] = True
    elif last_card == 2:
        opts["open_space_draw"] = 1 + rng.below(5)
    return PRESETS["standard"].with_options(**opts)


def test_random_rule_combinations():
    """Product decision: options combine freely: 600 deals under random combinations, every seat count allowed."""
    for i in range(600):
        rng = Rng(derive_seed(31337, i))
        rules = random_rules(rng)
        counts = seat_counts(rules)
        players = counts[rng.below(len(counts))]
        deal = run_deal(rules, rng.next_u64(), players, rng.below(players), end_odds=(1, 2, 10)[i % 3])
        assert deal.card_count() == (54 if rules.jokers else 52)


def play_match(rules: Rules, seed: int, players: int, end_odds: int, max_deals: int = 400) -> Match:
    match = Match.new(rules, seed, players)
    rng = Rng(seed)
    while not match.over:
        if match.deal is None:
            assert len(match.results) < max_deals, "match did not end"
            match = match.next_deal()
        else:
            match = match.play(choose(match.deal.legal_moves(), rng, end_odds))
    return match


@pytest.mark.parametrize("pid", SCORING_PRESETS)
def test_full_matches_end_with_winners(pid):
    """pagat/Wikipedia/wikiHow: matches under every scoring preset end, with winners and consistent standings."""
    rules = PRESETS[pid]
    sc = rules.scoring
    for i in range(12):
        players = seat_counts(rules)[i % 5]
        match = play_match(rules, derive_seed(77, i, len(pid)), players, end_odds=(2, 10)[i % 2])
        assert match.over and match.deal is None and match.winners
        assert len(match.results) <= MAX_DEALS
        table = match.standings()
        assert sorted(row.seat for row in table) == list(range(players))
        assert [row.place for row in table] == sorted(row.place for row in table)
        assert {row.seat for row in table if row.place == 1} >= set(match.winners) or sc.method is Method.ELIMINATION
        if sc.deals is not None:
            assert len(match.results) <= sc.deals
        if (
            sc.method is Method.PENALTY
            and sc.target is not None
            and (sc.deals is None or len(match.results) < sc.deals)
        ):
            assert max(match.totals) >= sc.target
            best = min(match.totals)
            assert set(match.winners) == {s for s in range(players) if match.totals[s] == best}
        if sc.method is Method.ELIMINATION:
            assert len(match.active) <= 1
        if sc.method is Method.CHIPS:
            assert sum(match.totals) + match.pot == (sc.shared_chips or players * sc.start_chips)
        if i % 4 == 0:
            assert MatchRecord.from_json(MatchRecord.of(match).to_json()).replay() == match


def test_same_seed_same_game():
    """Product decision: the same seed and the same seeded policy give identical records, deal by deal."""
    for pid in ("standard", "jokers", "draw-until-playable", "four-card", "chips", "wikipedia"):
        rules = PRESETS[pid]
        a = play_match(rules, 2024, 3, end_odds=10)
        b = play_match(rules, 2024, 3, end_odds=10)
        assert MatchRecord.of(a).to_json() == MatchRecord.of(b).to_json()
        assert a == b
        c = play_match(rules, 2025, 3, end_odds=10)
        assert MatchRecord.of(c).to_json() != MatchRecord.of(a).to_json()
        d1 = run_deal(rules, 99, 4, 1, end_odds=10)
        d2 = run_deal(rules, 99, 4, 1, end_odds=10)
        assert DealRecord.of(d1) == DealRecord.of(d2) and d1.position() == d2.position()
