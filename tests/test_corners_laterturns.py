"""Our later turns in the playouts, searched and ended where the quick look likes best
(kings.corners.players.laterturns)."""

from __future__ import annotations

import pytest

from kings.cards import parse_cards
from kings.corners import PRESETS, Deal, Rules, preset
from kings.corners.movegen import Turn
from kings.corners.moves import END_TURN, Move
from kings.corners.players.hard import card_weights
from kings.corners.players.laterturns import LaterTurns, applies, later_turn, stop_value
from kings.corners.players.turnsearch import Search, State, Stop
from kings.corners.rules import MAX_PLAYERS, MIN_PLAYERS
from kings.errors import RulesError
from kings.seeding import Rng
from tests.helpers import advance

STANDARD = preset("standard")


def _layout(*piles: str) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(parse_cards(p)) for p in piles)


# Four full sides, the corners empty except one: the side 6♣ takes a red five.
BEFORE = _layout("6C", "9H", "8D", "2D", "KD", "-", "-", "-")
AFTER = _layout("6C.5H", "9H", "8D", "2D", "KD", "-", "-", "-")
HAND_BEFORE = parse_cards("5H.JC")
HAND_AFTER = parse_cards("JC")


def test_laying_a_card_trades_the_card_kept_for_what_it_opens() -> None:
    weights = card_weights(STANDARD)
    blocker = LaterTurns(0, 1, 10.0, weights)
    shedder = LaterTurns(0, 1, 0.0, weights)
    # With no weight on the next player, fewer cards kept is all that counts: lay the five.
    assert stop_value(shedder, STANDARD, AFTER, HAND_AFTER, 7) > stop_value(shedder, STANDARD, BEFORE, HAND_BEFORE, 7)
    # Searched, the turn lays the five, or ends at once, by that trade.
    assert later_turn(shedder, STANDARD, BEFORE, HAND_BEFORE, 20, Turn(0), 7) == (Move.parse("5H>N"), END_TURN)
    assert later_turn(blocker, STANDARD, BEFORE, HAND_BEFORE, 20, Turn(0), 7) == (END_TURN,)
    # Laid, the five closes the 5♦'s place on the 6♣ and opens one for each black four, both unseen: one card more
    # that the next player could lay (each unseen card held with chance 7 in 45); weighed ten times a card of ours,
    # that costs more than the five kept (1.25: a card, plus half its five points of ten).
    assert stop_value(blocker, STANDARD, AFTER, HAND_AFTER, 7) < stop_value(blocker, STANDARD, BEFORE, HAND_BEFORE, 7)


def test_going_out_beats_any_block() -> None:
    blocker = LaterTurns(0, 1, 100.0, card_weights(STANDARD))
    assert later_turn(blocker, STANDARD, BEFORE, parse_cards("5H"), 20, Turn(0), 7) == (Move.parse("5H>N"),)


def test_an_open_side_space_counts_as_one_card_the_next_player_could_lay() -> None:
    later = LaterTurns(0, 1, 1.0, card_weights(STANDARD))
    full = stop_value(later, STANDARD, BEFORE, HAND_AFTER, 7)
    spaced = stop_value(later, STANDARD, _layout("6C", "9H", "8D", "-", "KD", "-", "-", "-"), HAND_AFTER, 7)
    # The 2♦ gone: its two fits (the black aces, each held with a small chance) give way to a space any card fills.
    assert spaced < full


def test_it_applies_where_a_turn_may_end_at_any_point() -> None:
    assert applies(preset("standard")) and applies(preset("wikihow"))
    for rules_id in (
        "must-play",
        "kings-compulsory",
        "draw-until-playable",
        "jokers",
        "set-aside",
        "four-card",
        "open-space",
    ):
        assert not applies(preset(rules_id)), rules_id


def _searched(later: LaterTurns, rules: Rules, deal: Deal) -> tuple[tuple[Move, ...], bool]:
    """What :func:`later_turn` answers, the slow way: the engine's own turn search, every ending valued by
    :func:`stop_value`, the first way out taken at once; and whether the search ran to its end."""
    seat = deal.turn.seat
    next_size = len(deal.hands[(seat + 1) % len(deal.hands)])
    search = Search(rules, len(deal.stock), later.weights.__getitem__, later.budget)
    best, pick = -1e18, None
    for leaf in search.leaves(State(deal.piles, deal.hands[seat], deal.turn)):
        if leaf.stop is Stop.OUT:
            return search.moves_to(leaf), search.complete
        assert leaf.stop is Stop.END
        value = stop_value(later, rules, leaf.state.piles, leaf.state.hand, next_size)
        if value > best:
            best, pick = value, leaf
    assert pick is not None
    return (*search.moves_to(pick), END_TURN), search.complete


@pytest.mark.parametrize("rules_id", [p for p in PRESETS if applies(preset(p))])
def test_the_fast_search_ends_each_turn_as_the_engines_turn_search_would(rules_id: str) -> None:
    """Turns mid-deal at every table size, searched in full and with a budget that runs out, the next player
    weighed from not at all to far more than a card of ours: the same moves both ways."""
    rules, rng = preset(rules_id), Rng(len(rules_id))
    weights = card_weights(rules)
    compared = outs = cut_short = 0
    for seed in range(40):
        players = MIN_PLAYERS + seed % (MAX_PLAYERS - MIN_PLAYERS + 1)
        try:
            deal = advance(Deal.new(rules, seed, players), rng.below(60), rng, end_odds=3)
        except RulesError:  # too few cards for this many hands
            continue
        if deal.over or deal.turn.pending:
            continue
        for budget in (200, 12):
            later = LaterTurns(deal.turn.seat, 1, rng.choice([0.0, 0.3, 1.0, 5.0]), weights, budget)
            moves = later_turn(later, rules, deal.piles, deal.hands[deal.turn.seat], len(deal.stock), deal.turn,
                               len(deal.hands[(deal.turn.seat + 1) % players]))  # fmt: skip
            searched, complete = _searched(later, rules, deal)
            assert moves == searched, deal.position()
            after = deal
            for move in moves:
                after = after.play(move)  # each move legal in turn
            assert after.turn.seat != deal.turn.seat or after.over
            outs += moves[-1] != END_TURN
            cut_short += not complete
            compared += 1
    assert compared >= 50 and outs >= 1 and cut_short >= 5, (compared, outs, cut_short)
