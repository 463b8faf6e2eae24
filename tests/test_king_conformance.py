"""King (issue 14, in progress) against the house's game contract: the generic checks of tests/conformance.py,
run on King's engine through a registry entry of its own (King is not registered until its table exists)."""

from __future__ import annotations

import pytest

from kings.game import Player
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
    playout,
)

KING = GameInfo(
    id="king", name="King", min_players=4, max_players=4, pitch="Ten hands of tricks: avoid the penalties, then win "
    "the auctions.", default_preset="standard",
    levels=(Level("random", "Random: any legal move", offered=False), Level("medium", "Medium: rules of thumb")),
    entry="kings.king.api:GAME",
)  # fmt: skip
SEED = 20_261_124


@pytest.fixture
def table() -> Table:
    return Table(KING)


def test_every_step_conserves_cards_and_one_seat_acts_and_records_replay(table: Table) -> None:
    for i in range(40):
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


@pytest.mark.pyodide
def test_legal_moves_are_accepted_and_others_refused_in_plain_words(table: Table) -> None:
    for i in range(4):
        rng = Rng(derive_seed(SEED, 50, i))
        for state in playout(table, i, SEED + 1):
            check_moves(table, state, rng)
    assert table.refused > 400


def test_observations_hide_what_a_seat_cannot_see(table: Table) -> None:
    for i in range(6):
        rng = Rng(derive_seed(SEED, 51, i))
        for state in playout(table, i, SEED + 2):
            check_hidden(table, state, rng)
    check_redeals(table)


@pytest.mark.pyodide
def test_cpu_levels_play_legal_moves_from_their_view(table: Table) -> None:
    for i in range(8):
        players: list[Player] = [table.info.make_player(("medium", "random")[(i + s) % 2]) for s in range(4)]
        moves = 0
        for state in playout(table, i, SEED + 3, players):
            check_cards(table, state)
            check_turn(table, state)
            moves += 1
        check_record(table, state, moves - 1)


@pytest.mark.pyodide
def test_matches_end_with_consistent_standings(table: Table) -> None:
    for i in range(8):
        check_match(table, i, SEED + 4)


@pytest.mark.pyodide
def test_quick_conformance(table: Table) -> None:
    check_everything(table, 1, SEED + 5)
    check_match(table, 0, SEED + 6)
