"""Kings Cup (issue 16, engine) against the house's game contract: the generic checks of tests/conformance.py, run on
Kings Cup's engine through a registry entry of its own (Kings Cup is not registered until its table exists).

The generic playouts choose among the listed legal moves, so they never make a house rule with text (the only rule
listed is none: no list can hold every text). The playouts written here also make rules with text, markup and
quotes included, and check the same contract on them: records, observations, refusals."""

from __future__ import annotations

from typing import Any

import pytest

from kings.game import Player
from kings.kings_cup.moves import MakeRule
from kings.kings_cup.rules import PRESETS
from kings.registry import GameInfo, Level
from kings.seeding import Rng, derive_seed
from tests.conformance import (
    Table,
    check_cards,
    check_everything,
    check_hidden,
    check_match,
    check_moves,
    check_record,
    check_redeals,
    check_seeding,
    check_turn,
    choose,
    playout,
)

KINGS_CUP = GameInfo(
    id="kings-cup", name="Kings Cup", min_players=2, max_players=12,
    pitch="A party game: every card drawn sets a task for the table, and you choose the rules.",
    default_preset="party",
    levels=(Level("random", "Random: any legal move (for tests and benchmarks)", offered=False),),
    entry="kings.kings_cup.api:GAME",
)  # fmt: skip
SEED = 20_261_216
RULE_TEXTS = ("No pointing", 'Say "please" first', "<b>Talk like a pirate</b>", "Ни слова о работе 🎉")


@pytest.fixture
def table() -> Table:
    return Table(KINGS_CUP)


def with_rules(t: Table, i: int, base: int) -> list[Any]:
    """Every state of a seeded random playout (preset and table size by ``i``) that makes a house rule with text
    whenever it may, three times in four."""
    rules, seed, n, first = t.setup(i, base)
    state: Any = t.info.new(rules, seed, n, first)
    rng = Rng(derive_seed(seed, 97))
    states = [state]
    while not state.over:
        if state.phase == "rule" and rng.below(4):
            move: Any = MakeRule(RULE_TEXTS[rng.below(len(RULE_TEXTS))] + f" {len(states)}")
        else:
            move = choose(state, None, rng)
        state = state.play(move)
        states.append(state)
    return states


def test_every_step_conserves_cards_and_one_seat_acts_and_records_replay(table: Table) -> None:
    won = 0
    for i in range(90):
        states = playout(table, i, SEED)
        state = next(states)
        check_seeding(table, state, i, SEED)
        moves = 0
        for state in states:
            check_cards(table, state)
            check_turn(table, state)
            moves += 1
        assert state.over and state.outcome is not None
        won += bool(state.outcome.winners)
        if i % 3 == 0:
            check_record(table, state, moves)
    assert won > 40  # the party presets always name winners; the classic deck never does


def test_house_rules_with_text_keep_the_contract(table: Table) -> None:
    made = 0
    for i in range(24):
        rng = Rng(derive_seed(SEED, 60, i))
        states = with_rules(table, i, SEED + 7)
        for state in states[:: max(1, len(states) // 30)]:
            check_cards(table, state)
            check_turn(table, state)
            check_moves(table, state, rng)
            check_hidden(table, state, rng)
        check_record(table, states[-1], len(states) - 1)
        made += sum(1 for s in states if s.house_rules)
    assert made > 50


@pytest.mark.pyodide
def test_legal_moves_are_accepted_and_others_refused_in_plain_words(table: Table) -> None:
    for i in range(10):
        rng = Rng(derive_seed(SEED, 50, i))
        for state in playout(table, i, SEED + 1):
            check_moves(table, state, rng)
    assert table.refused > 300


def test_observations_hide_what_a_seat_cannot_see(table: Table) -> None:
    for i in range(12):
        rng = Rng(derive_seed(SEED, 51, i))
        for state in playout(table, i, SEED + 2):
            check_hidden(table, state, rng)
    check_redeals(table)


def test_the_random_level_plays_legal_moves_from_its_view(table: Table) -> None:
    for i in range(12):
        n = table.setup(i, SEED + 3)[2]
        players: list[Player] = [table.info.make_player("random") for _ in range(n)]
        moves = 0
        for state in playout(table, i, SEED + 3, players):
            check_cards(table, state)
            check_turn(table, state)
            moves += 1
        check_record(table, state, moves - 1)


def test_matches_end_with_consistent_standings(table: Table) -> None:
    for i in range(2 * len(PRESETS)):
        check_match(table, i, SEED + 4)


@pytest.mark.pyodide
def test_quick_conformance(table: Table) -> None:
    check_everything(table, 3, SEED + 5)
    check_match(table, 0, SEED + 6)
