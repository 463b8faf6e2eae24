"""3-13 (issue 15, engine) against the house's game contract: the generic checks of tests/conformance.py, run on
3-13's engine through a registry entry of its own (3-13 is not registered until its table exists). The protocol's
"deal" is a round; the generic playouts deal the first round (three cards), so the same checks also run here on
every later round, the 14-card round and the bonus round, dealt directly."""

from __future__ import annotations

from typing import Any

import pytest

from kings.game import Player
from kings.registry import GameInfo, Level
from kings.seeding import Rng, derive_seed
from kings.three_thirteen.round import Round
from kings.three_thirteen.rules import PRESETS
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

THREE_THIRTEEN = GameInfo(
    id="three-thirteen", name="3-13", min_players=2, max_players=8,
    pitch="Eleven rounds of rummy from 3 to 13 cards, a new wild rank each round: meld it all, score low.",
    default_preset="standard",
    levels=(Level("random", "Random: any legal move", offered=False), Level("easy", "Easy"),
            Level("medium", "Medium: the least deadwood now"), Level("hard", "Hard")),
    entry="kings.three_thirteen.api:GAME",
)  # fmt: skip
SEED = 20_261_215


@pytest.fixture
def table() -> Table:
    return Table(THREE_THIRTEEN)


def later_round(t: Table, i: int, base: int, number: int, players: list[Player] | None = None) -> list[Any]:
    """Every state of a seeded random (or CPU) playout of round ``number`` (from 0), preset and table size by ``i``."""
    rules, seed, n, dealer = t.setup(i, base)
    state: Any = Round.new(rules, seed, n, dealer, number)
    rng = Rng(derive_seed(seed, 98))
    states = [state]
    while not state.over:
        state = state.play(choose(state, players, rng))
        states.append(state)
        assert len(states) < 20_000
    return states


def test_every_step_conserves_cards_and_one_seat_acts_and_records_replay(table: Table) -> None:
    for i in range(60):
        states = playout(table, i, SEED)
        state = next(states)
        check_seeding(table, state, i, SEED)
        moves = 0
        for state in states:
            check_cards(table, state)
            check_turn(table, state)
            moves += 1
        assert state.over and state.outcome is not None and state.outcome.winners
        check_record(table, state, moves)


def test_every_round_size_keeps_the_contract(table: Table) -> None:
    """Rounds 2 to 14 and the bonus round, every preset and table size in turn: cards, turns, records."""
    checked = 0
    for number in range(1, 13):
        for i in range(2):
            k = 2 * number + i
            rules = table.setup(k, SEED + 7)[0]
            if number > len(rules.rounds()):
                continue
            states = later_round(table, k, SEED + 7, number)
            for state in states[:: max(1, len(states) // 40)]:
                check_cards(table, state)
                check_turn(table, state)
            check_record(table, states[-1], len(states) - 1)
            checked += 1
    assert checked >= 20


@pytest.mark.pyodide
def test_legal_moves_are_accepted_and_others_refused_in_plain_words(table: Table) -> None:
    for i in range(8):
        rng = Rng(derive_seed(SEED, 50, i))
        for state in playout(table, i, SEED + 1):
            check_moves(table, state, rng)
    for number in (5, 10):
        rng = Rng(derive_seed(SEED, 52, number))
        for state in later_round(table, number, SEED + 8, number)[:60]:
            check_moves(table, state, rng)
    assert table.refused > 300


def test_observations_hide_what_a_seat_cannot_see(table: Table) -> None:
    for i in range(12):
        rng = Rng(derive_seed(SEED, 51, i))
        for state in playout(table, i, SEED + 2):
            check_hidden(table, state, rng)
    for number in (4, 10):
        rng = Rng(derive_seed(SEED, 53, number))
        for state in later_round(table, number + 3, SEED + 9, number)[:80]:
            check_hidden(table, state, rng)
    check_redeals(table)


@pytest.mark.pyodide
def test_cpu_levels_play_legal_moves_from_their_view(table: Table) -> None:
    for i in range(8):
        levels = ("medium", "random", "easy", "hard")
        n = table.setup(i, SEED + 3)[2]
        players: list[Player] = [table.info.make_player(levels[(i + s) % 4]) for s in range(n)]
        moves = 0
        for state in playout(table, i, SEED + 3, players):
            check_cards(table, state)
            check_turn(table, state)
            moves += 1
        check_record(table, state, moves - 1)
    for number in (6, 10):
        n = table.setup(number, SEED + 10)[2]
        players = [table.info.make_player(("hard", "medium")[s % 2]) for s in range(n)]
        states = later_round(table, number, SEED + 10, number, players)
        check_record(table, states[-1], len(states) - 1)


def test_matches_end_with_consistent_standings(table: Table) -> None:
    for i in range(len(PRESETS)):
        check_match(table, i, SEED + 4)


@pytest.mark.pyodide
def test_quick_conformance(table: Table) -> None:
    check_everything(table, 2, SEED + 5)
    check_match(table, 0, SEED + 6)
