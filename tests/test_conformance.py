"""Conformance: every registered game keeps the :mod:`kings.game` contract, on random seeded playouts.

Parametrised over :func:`kings.registry.engines` (the playable games, and any whose table is still coming: King's
Court was), and reaching each game only through the registry, so a game gets every check the moment it registers. The
checks live in tests/conformance.py; the last tests here prove they fail on broken games. Product decisions
throughout. Per game:

- ``PLAYOUTS`` playouts checked at every step: cards conserved, exactly one seat acting until the end (then
  none), the same seed dealing the same cards, and the record round-tripping through JSON and replaying;
- ``MOVE_PLAYOUTS`` playouts where, at every step, every legal move is played and moves legal elsewhere (or
  spliced from notation) are refused with IllegalMoveError, a plain reason, and no change;
- ``HIDDEN_PLAYOUTS`` playouts where, at every step, every seat's observation is compared with the observation
  of a state whose hidden cards were dealt again;
- ``CPU_PLAYOUTS`` playouts played by the game's CPU levels (from their observations only);
- ``MATCHES`` whole matches of random moves, whose standings must be consistent and whose records replay.

The counts are for a game as long as a deal of Kings in the Corner (about ``REFERENCE_MOVES`` moves); a
longer game (a whole game of King: some 480 moves of random players) gets proportionally fewer playouts,
never fewer than a tenth, so every game is checked on about as many positions (:func:`scaled`).

For Kings in the Corner that is 2,000 + 120 + 100 + 60 + 8 (``QUICK_PLAYOUTS``) = 2,288 playouts (about
170,000 positions: 154,000 checked for cards and turns, 9,000 with every move tried, 8,000 with every seat's
view compared) and 32 matches, plus a few playouts of each broken game, in ``python3 bench/full_checks.py``; the suite
plays about a quarter of them (tests/sampling.py: 500 + 30 + 25 + 20 + 8, some 43,000 positions), every check on
each. The Pyodide step runs the quick subset marked ``pyodide``.
"""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest

from kings import registry
from kings.game import Player
from kings.seeding import Rng, derive_seed
from tests.broken_games import FAULTS
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
    check_standings,
    check_turn,
    playout,
)
from tests.sampling import count
from tests.toygame import INFO as TOY

QUICK_PLAYOUTS = 8  #: playouts with every check at every step, also run in Pyodide
# The suite plays a quarter of the playouts below; bench/full_checks.py plays them all (tests/sampling.py).
PLAYOUTS = count(2000, 500)
RECORD_EVERY = 3  #: every third of those playouts replays its record (a replay costs as much as the playout)
MOVE_PLAYOUTS = count(120, 30)
HIDDEN_PLAYOUTS = count(100, 25)
CPU_PLAYOUTS = count(60, 20)
SLOW_EVERY = count(20, 10)  #: of those, every n-th seats the slow levels too (their own tests try them more)
MATCHES = count(30, 10)  #: scaled like the playouts, but never fewer than one match under each preset
SEED = 20_261_123  #: the base seed: playout ``i`` of every test is dealt from ``derive_seed(SEED, i)``

REFERENCE_MOVES = 100  #: the length of the playouts the counts above were chosen for (Kings in the Corner's)

#: the playable games and any whose table is still coming, and Take-away, the toy game that exists only in the tests
#: (tests/toygame: the table kit's proof, issue 47), checked like any registered game
GAMES = (*registry.engines(), TOY)
_LENGTHS: dict[str, float] = {}

#: Games checked on a share of the playouts (never below a tenth). Kings Cup, a party game: its only hidden
#: information is the order of the cards not drawn, every seat sees the same table (up to twelve seats, each
#: observed at every step), and its engine's own suite checks it further (tests/test_kings_cup_conformance.py,
#: house rules with text included; tests/test_kings_cup_hostile.py). A third keeps it at about 10 s here, on some
#: 47,000 positions, instead of 30 s. King's Court, a board game: every position lists its jump paths one by one, and
#: its own suite runs every check on its CPU levels' games too, with its pieces' conservation in place of the cards'
#: (tests/test_kings_court_conformance.py).
SHARE: dict[str, float] = {"kings-cup": 1 / 3, "kings-court": 1 / 3}
#: Games whose random playouts are never won: Klondike, where random moves do not win a deal in thousands (its own
#: suite plays won deals: the solver's lines, replayed through the engine).
SOLITAIRE = frozenset({"klondike"})


def scaled(table: Table, count: int) -> int:
    """``count`` playouts for a game as long as Kings in the Corner's deals, scaled to ``table``'s game length
    (measured on three playouts of random moves) and its :data:`SHARE`, at least a tenth of ``count``."""
    gid = table.info.id
    if gid not in _LENGTHS:
        _LENGTHS[gid] = sum(sum(1 for _ in playout(table, i, SEED - 1)) for i in range(3)) / 3
    share = SHARE.get(gid, 1.0)
    return max(count // 10, min(count, round(count * share * REFERENCE_MOVES / _LENGTHS[gid])))


@pytest.fixture(params=GAMES, ids=[g.id for g in GAMES])
def table(request: pytest.FixtureRequest) -> Table:
    return Table(request.param)


def test_every_step_conserves_cards_and_one_seat_acts(table: Table) -> None:
    """Cards are conserved and exactly one seat acts until the end; the seed fixes the deal; records replay."""
    ends = 0
    for i in range(scaled(table, PLAYOUTS)):
        states = playout(table, i, SEED)
        state = next(states)
        check_seeding(table, state, i, SEED)
        moves = 0
        for state in states:
            check_cards(table, state)
            check_turn(table, state)
            moves += 1
            if i % (RECORD_EVERY * 10) == 1 and moves == 20:
                check_record(table, state, moves)  # a game in progress replays too
        assert state.over
        ends += bool(state.outcome and state.outcome.winners)
        if i % RECORD_EVERY == 0:
            check_record(table, state, moves)
    assert ends > 0 or table.info.id in SOLITAIRE, f"{table.info.id}: no playout was won by anyone"


def test_legal_moves_are_accepted_and_others_refused(table: Table) -> None:
    """Every generated legal move is accepted; moves legal elsewhere or spliced from notation are refused with
    IllegalMoveError and a plain reason, leaving the state as it was."""
    for i in range(scaled(table, MOVE_PLAYOUTS)):
        rng = Rng(derive_seed(SEED, 50, i))
        for state in playout(table, i, SEED + 1):
            check_moves(table, state, rng)
    refused = table.refused
    assert refused > scaled(table, MOVE_PLAYOUTS) * 10, f"{table.info.id}: only {refused} moves were refused"


def test_observations_hide_what_a_seat_cannot_see(table: Table) -> None:
    """A seat's observation equals that of the same state with every card it cannot see dealt again."""
    for i in range(scaled(table, HIDDEN_PLAYOUTS)):
        rng = Rng(derive_seed(SEED, 50, i))
        for state in playout(table, i, SEED + 2):
            check_hidden(table, state, rng)
    check_redeals(table)


def test_cpu_levels_play_legal_moves_from_their_view(table: Table) -> None:
    """Every CPU level (the strongest, and levels kept for benchmarks, in fewer playouts: they think longest)
    picks legal moves from its view."""
    levels = [level.id for level in table.info.levels]
    strongest = {lv.id for lv in table.info.offered_levels[-1:]}  # none for a game without CPUs (Kings Cup)
    slow = strongest | {lv.id for lv in table.info.levels if not lv.offered} - {"random"}
    quick = [lv for lv in levels if lv not in slow] or levels
    for i in range(scaled(table, CPU_PLAYOUTS)):
        cycle = levels if i % SLOW_EVERY == 0 else quick
        n = table.setup(i, SEED + 3)[2]
        players: list[Player] = [table.info.make_player(cycle[(i + s) % len(cycle)]) for s in range(n)]
        moves = 0
        for state in playout(table, i, SEED + 3, players):
            check_cards(table, state)
            check_turn(table, state)
            moves += 1
        check_record(table, state, moves - 1)


def test_matches_end_with_consistent_standings(table: Table) -> None:
    """Whole matches under every preset end; standings are consistent; match records round-trip and replay."""
    for i in range(max(len(table.presets), scaled(table, MATCHES))):
        check_match(table, i, SEED + 4)


@pytest.mark.pyodide
def test_quick_conformance(table: Table) -> None:
    """A few playouts with every check at every step, and two matches: the subset the Pyodide step runs."""
    check_everything(table, QUICK_PLAYOUTS, SEED + 5)
    for i in range(2):
        check_match(table, i, SEED + 6)


# -- the checks catch faults -----------------------------------------------------------------------------------------
def broken(name: str) -> Table:
    """Kings in the Corner with one fault (tests/broken_games.py), registered under a test-only entry."""
    return Table(replace(registry.CORNERS, id=name.lower(), entry=f"tests.broken_games:{name}"))


def test_the_wrapper_of_the_broken_games_is_sound() -> None:
    """The broken games' faultless wrapper passes every check, so each failure below is its fault's."""
    check_everything(broken("SOUND"), 3, SEED + 7)


@pytest.mark.parametrize(
    ("name", "caught"),
    [
        ("LEAKY_OBSERVATION", "seat 0 sees hidden cards"),
        ("ACCEPTS_ANYTHING", "accepted in"),
        ("SILENT_REFUSAL", "empty refusal"),
        ("ACTS_AFTER_THE_END", "acts after the end"),
        ("LOSES_A_CARD", "cards not conserved"),
        ("FORGETFUL_RECORD", "moves, not"),
        ("IGNORES_THE_SEED", "the seed does not change the deal"),
        ("NO_REDEAL", "only 0 of"),
    ],
)
def test_the_checks_catch_a_broken_game(name: str, caught: str) -> None:
    """Each fault fails the check written for it: the conformance test can fail."""
    assert name in FAULTS
    with pytest.raises(AssertionError, match=caught):
        check_everything(broken(name), 3, SEED + 7)


def _standings(totals: tuple[int, ...], rows: list[tuple[int, int, bool]], winners: tuple[int, ...]) -> Any:
    table = [SimpleNamespace(seat=s, total=totals[s], place=p, out=o) for s, p, o in rows]
    return SimpleNamespace(players=len(totals), totals=totals, winners=winners, standings=lambda: table)


@pytest.mark.parametrize(
    ("totals", "rows", "winners", "caught"),
    [
        ((5, 3, 9), [(1, 1, False), (0, 2, False), (2, 3, False)], (1,), None),
        ((5, 3, 3), [(1, 1, False), (2, 1, False), (0, 3, False)], (1, 2), None),
        ((5, 3, 9), [(1, 1, False), (0, 2, False)], (1,), "standings miss a seat"),
        ((5, 3, 9), [(1, 1, False), (0, 1, False), (2, 3, False)], (1, 0), "unequal seats share a place"),
        ((5, 3, 9), [(1, 1, False), (0, 3, False), (2, 4, False)], (1,), "places 1 then 3"),
        ((5, 3, 9), [(1, 1, False), (2, 2, False), (0, 3, False)], (1,), "standings out of order"),
        ((5, 3, 9), [(1, 1, False), (0, 2, False), (2, 3, False)], (0,), "winners"),
    ],
)
def test_the_standings_check(totals, rows, winners, caught) -> None:
    """Consistent standings pass; a missing seat, a wrong place, a wrong order or wrong winners fail."""
    match = _standings(totals, rows, winners)
    if caught is None:
        check_standings(broken("SOUND"), match)
    else:
        with pytest.raises(AssertionError, match=caught):
            check_standings(broken("SOUND"), match)
