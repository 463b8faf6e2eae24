"""Soak: thousands of seeded games of King under every preset, random moves and forced auctions and ultimatums, each
checked hand by hand against the source's fixed totals.

Source: ``seeds/000_07c215abc0a5bb30.txt`` (the King part): "Each trick is worth 20 negative points and the total for
the hand is 260 negative points" (and so on for each negative hand); "The total for each hand between all the players
is 325 positive points"; a forfeit marks "4 up for him and 3 up for the others" (100 + 3 x 75 = 325); "At the end of
the game, the sum of the total points for all the players should be zero"; the quick game combines hands "maintaining
the point system".

The suite plays 150 games; ``python3 bench/full_checks.py`` (tests/sampling.py) plays 4,400 (about 55 s in
CPython).
"""

from __future__ import annotations

import pytest

from kings.king.contracts import Penalty
from kings.king.game import KingGame
from kings.king.moves import AUCTION, PASS, ULTIMATUM, Move
from kings.king.rules import PRESETS
from kings.seeding import Rng, derive_seed
from tests.sampling import count

#: The source's total for each negative hand, written out here rather than read from the engine.
NEGATIVE_TOTALS = {
    (Penalty.TRICKS,): -260, (Penalty.HEARTS,): -260, (Penalty.QUEENS,): -200, (Penalty.MEN,): -240,
    (Penalty.KING_OF_HEARTS,): -160, (Penalty.LAST_TWO,): -180,
    # The quick game: 1st with 6th, 2nd with 5th, 3rd with 4th, "maintaining the point system".
    (Penalty.TRICKS, Penalty.LAST_TWO): -440, (Penalty.HEARTS, Penalty.KING_OF_HEARTS): -420,
    (Penalty.QUEENS, Penalty.MEN): -440,
}  # fmt: skip
POSITIVE_TOTAL = 325
MOVE_LIMIT = 2_000  #: far above any game's moves: a game this long is a loop
PRESET_IDS = sorted(PRESETS)


def pick(game: KingGame, rng: Rng, forced: bool) -> Move:
    """A uniformly random legal move; ``forced``: the beneficiary opens every auction and calls every ultimatum it
    can, and bidders make the cheapest bid or pass (so auctions stay below 8 up and ultimatums happen)."""
    legal = game.legal_moves()
    if forced:
        for call in (AUCTION, ULTIMATUM):
            if call in legal:
                return call
        if game.phase == "auction":
            legal = (legal[0], PASS)
    return legal[rng.below(len(legal))]


def soak_game(i: int, base: int, seen: dict[str, int]) -> KingGame:
    """Game ``i``: every preset in turn; every third game forced (auctions and ultimatums); all checks per hand.
    ``seen`` counts what happened, to show the soak reached it."""
    rules = PRESETS[PRESET_IDS[i % len(PRESET_IDS)]]
    seed = derive_seed(base, i)
    forced = i % 3 == 1
    game = KingGame.new(seed, rules)
    rng = Rng(derive_seed(seed, 5))
    for _ in range(MOVE_LIMIT):
        if game.over:
            break
        assert game.acting in range(4) and game.legal_moves(), game.position()
        phase, move = game.phase, pick(game, rng, forced)
        game = game.play(move)
        if phase != "play":
            key = {"ultimatum": "ultimatum taken" if move != PASS else "ultimatum passed"}.get(phase, phase)
            seen[key] = seen.get(key, 0) + 1
            if phase == "ultimatum" and game.phase == "play":
                seen["ultimatum played down"] = seen.get("ultimatum played down", 0) + 1
    assert game.over and game.acting is None and game.legal_moves() == (), f"game {i} ({rules.id}) did not end"
    check_scores(game)
    seen["forfeits"] = seen.get("forfeits", 0) + sum(1 for r in game.results if r.forfeited)
    return game


def check_scores(game: KingGame) -> None:
    """Each negative hand shares out its fixed total, each positive hand +325, and the game sums to zero."""
    quick = game.rules.quick
    assert len(game.results) == (7 if quick else 10)
    negative = game.results[: 3 if quick else 6]
    positive = game.results[3 if quick else 6 :]
    for r in negative:
        assert sum(r.points) == NEGATIVE_TOTALS[r.contract.penalties], (r.number, r.contract.label, r.points)
        assert sum(r.tricks) == 13
    for r in positive:
        assert r.contract.positive and sum(r.points) == POSITIVE_TOTAL, (r.number, r.points)
        if r.forfeited:
            assert sorted(r.points) == [75, 75, 75, 100] and r.points[r.dealer] == 100
        else:
            assert sum(r.tricks) == 13
    assert sum(sum(r.points) for r in negative) == -1300 and sum(sum(r.points) for r in positive) == 1300
    assert sum(game.totals) == 0
    assert game.outcome is not None and set(game.outcome.winners) == {
        s for s in range(4) if game.totals[s] == max(game.totals)}  # fmt: skip


def _soak(games: int, base: int) -> dict[str, int]:
    seen: dict[str, int] = {}
    for i in range(games):
        soak_game(i, base, seen)
    return seen


WANTED = ("nominate", "choose", "auction", "settle", "ultimatum taken", "ultimatum played down", "name", "forfeits")


@pytest.mark.pyodide
def test_soak_a_few_games():
    """Product decision: the same checks on 25 games (one run of every policy and preset), inside Pyodide too."""
    seen = _soak(25, 2023)
    assert seen.get("ultimatum taken", 0) + seen.get("ultimatum passed", 0) > 0, seen


def test_soak_many_games():
    """Product decision: seeded games (each preset in turn; a third with auctions and ultimatums forced) all end,
    every hand sharing out the source's fixed total and the whole game summing to zero: 150 in the suite, 4,400 in
    ``python3 bench/full_checks.py`` (tests/sampling.py), where each kind of turn must come more than 50 times."""
    seen = _soak(count(4_400, 150), 2024)
    assert all(seen.get(k, 0) > count(50, 2) for k in WANTED), seen

