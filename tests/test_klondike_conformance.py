"""Klondike (issue 16, engine) against the house's game contract: the generic checks of tests/conformance.py, run on
Klondike's engine through a registry entry of its own (so the engine's suite does not depend on the registry's entry,
which the table's work owns; tests/test_conformance.py checks that one too).

Random playouts of a solitaire end soon (giving up is always among the legal moves) and are almost never won; the
easy player's playouts go to the end of real deals (won, stuck or given up), so every check also sees late positions:
the stock known after a turn-over, empty columns, foundations nearly full."""

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

KLONDIKE = GameInfo(
    id="klondike", name="Klondike", min_players=1, max_players=1,
    pitch="The classic solitaire: build four suits up from ace to king.", default_preset="draw-one",
    levels=(Level("random", "Random: any legal move (for tests and benchmarks)", offered=False),
            Level("easy", "Easy: rules of thumb alone"), Level("hard", "Hard: solves guesses at the hidden cards")),
    entry="kings.klondike.api:GAME",
)  # fmt: skip
SEED = 20_261_125


@pytest.fixture
def table() -> Table:
    return Table(KLONDIKE)


def test_every_check_on_random_playouts(table: Table) -> None:
    check_everything(table, 24, SEED)
    assert table.refused > 100


def test_every_check_on_whole_deals_played_by_the_easy_player(table: Table) -> None:
    easy: list[Player] = [table.info.make_player("easy")]
    won = 0
    for i in range(8):
        rng = Rng(derive_seed(SEED, 40, i))
        states = playout(table, i, SEED + 1, easy)
        first = next(states)
        check_seeding(table, first, i, SEED + 1)
        moves = -1
        for state in (first, *states):
            check_cards(table, state)
            check_turn(table, state)
            if moves % 3 == 0:
                check_moves(table, state, rng)
                check_hidden(table, state, rng)
            moves += 1
        check_record(table, state, moves)
        won += state.won
    check_redeals(table)
    assert 0 < won < 8


def test_the_hard_player_plays_legal_moves_from_its_view(table: Table) -> None:
    hard: list[Player] = [table.info.make_player("hard")]
    states = playout(table, 1, SEED + 2, hard)
    for moves, state in enumerate(states):
        check_cards(table, state)
        check_turn(table, state)
        if moves == 15:
            break
    check_record(table, state, moves)


def test_sessions_end_with_consistent_standings_and_replay(table: Table) -> None:
    for i in range(6):
        match = check_match(table, i, SEED + 3)
        assert match.over and match.winners == (0,)
