"""King's Court (issue 37) against the house's game contract: the generic checks of tests/conformance.py on its
registry entry (tests/test_conformance.py runs them too, on fewer playouts), and its own conservation check in place
of the cards': pieces are only ever removed by the captures a move names, one square never holds two pieces, the
mover keeps every piece, and after the opening each player has a piece in the Court until the game ends.

Its random playouts are long (about 90 moves) and full of captures; the CPU levels' games reach the positions of
real play (pieces kept back, blocked files, the Court held by several pieces)."""

from __future__ import annotations

from typing import Any

import pytest

from kings import registry
from kings.game import Player
from kings.kings_court.board import COURT
from kings.kings_court.state import CourtGame
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

SEED = 20_261_137


@pytest.fixture
def table() -> Table:
    return Table(registry.KINGS_COURT)


def check_pieces(before: CourtGame, after: CourtGame) -> None:
    """The move from ``before`` to ``after`` moved one piece of the mover and removed exactly what it captured."""
    move = after.moves[-1]
    own, opp = before.sides(before.turn)
    new_own, new_opp = after.sides(before.turn)
    captured = before.captures(move)
    assert after.orange & after.green == 0, f"two pieces on a square after {move} in {before.fen()}"
    assert new_own == own & ~(1 << move.origin) | 1 << move.target, f"{move} moved more than its piece"
    assert new_opp == opp & ~captured and captured & opp == captured, f"{move} removed the wrong pieces"
    assert after.pieces(before.turn) == before.pieces(before.turn)
    assert after.pieces(after.turn) == before.pieces(after.turn) - captured.bit_count()
    if after.ply >= 2:
        assert new_own & COURT, f"{move} left its player no piece in the Court"
        won = after.outcome is not None and after.outcome.end.value == "court"
        assert bool(new_opp & COURT) != won, f"{move}: the other player's Court and the end disagree"


def conserved(states: Any) -> int:
    previous, count = None, 0
    for state in states:
        if previous is not None:
            check_pieces(previous, state)
        previous, count = state, count + 1
    return count


@pytest.mark.pyodide
def test_every_check_on_random_playouts(table: Table) -> None:
    check_everything(table, 10, SEED)
    assert table.refused > 100 and table.redealt == 0  # nothing hidden: a redeal changes nothing
    assert conserved(playout(table, 0, SEED)) > 20


def test_pieces_are_conserved_on_random_playouts(table: Table) -> None:
    moves = sum(conserved(playout(table, i, SEED + 1)) for i in range(60))
    assert moves > 3000


@pytest.mark.pyodide
def test_every_check_on_games_of_the_cpu_levels(table: Table) -> None:
    levels = ["easy", "medium"]
    for i in range(4):
        players: list[Player] = [table.info.make_player(levels[(i + s) % 2]) for s in range(2)]
        rng = Rng(derive_seed(SEED, 40, i))
        states = playout(table, i, SEED + 2, players)
        first = next(states)
        check_seeding(table, first, i, SEED + 2)
        moves, previous = 0, first
        for state in (first, *states):
            check_cards(table, state)
            check_turn(table, state)
            if moves % 4 == 0:
                check_moves(table, state, rng)
                check_hidden(table, state, rng)
            if state is not first:
                check_pieces(previous, state)
            previous, moves = state, moves + 1
        check_record(table, state, moves - 1)
    check_redeals(table)


def test_the_hard_level_plays_legal_moves_from_its_view(table: Table) -> None:
    hard: list[Player] = [table.info.make_player("hard"), table.info.make_player("medium")]
    previous = None
    for moves, state in enumerate(playout(table, 1, SEED + 3, hard)):
        check_turn(table, state)
        if previous is not None:
            check_pieces(previous, state)
        previous = state
        if moves == 24:
            break
    check_record(table, state, moves)


@pytest.mark.pyodide
def test_matches_under_every_preset(table: Table) -> None:
    for i in range(len(table.presets)):
        match = check_match(table, i, SEED + 4)
        assert len(match.standings()) == 2
