"""The simulator on 3-13 (``python -m kings.sim --game three-thirteen``), through a GameInfo of its own as the issue
asks (kings.sim.run takes one), and its per-seat mean totals ("seat_means" in the JSON line): a round's penalties for
single rounds, the game's totals with ``--match``."""

from __future__ import annotations

import argparse

from kings import sim
from kings.registry import GameInfo, Level
from kings.seeding import Rng, derive_seed
from tests.sampling import count

THREE_THIRTEEN = GameInfo(
    id="three-thirteen", name="3-13", min_players=2, max_players=8, pitch="Eleven rounds of rummy.",
    default_preset="standard",
    levels=(Level("random", "Random: any legal move", offered=False), Level("easy", "Easy"), Level("medium", "Medium"),
            Level("hard", "Hard")),
    entry="kings.three_thirteen.api:GAME",
)  # fmt: skip


#: Whole games in the sim test, which plays them twice (the same options repeat): the suite plays 2 (the hard seat's
#: mean total 23.5 against the easy seats' 157 and 123.5), bench/full_checks.py the 4 it had (3 s of the suite's).
GAMES = count(4, 2)


def _args(**changes: object) -> argparse.Namespace:
    base = {"game": "three-thirteen", "games": GAMES, "players": 3, "bots": ["hard", "easy", "easy"],
            "rules": "standard", "seed": 3, "duplicate": False, "match": True, "quiet": True}  # fmt: skip
    return argparse.Namespace(**{**base, **changes})


def test_the_sim_plays_whole_games_and_reports_each_seats_mean_total():
    """Seat 0 is hard, seats 1 and 2 easy: the hard seat's mean total is the lowest; the same options repeat."""
    args = _args()
    tally = sim.run(args, info=THREE_THIRTEEN)
    figures = sim.report(args, tally, 1.0)
    assert figures["games"] == GAMES and figures["errors"] == 0 and tally.seat_games == GAMES
    means = figures["seat_means"]
    assert len(means) == 3 and means[0] < min(means[1], means[2])
    assert "mean final score by seat: 0: " in sim.summary(figures)
    again = sim.report(args, sim.run(args, info=THREE_THIRTEEN), 1.0)
    assert again["seat_means"] == means and again["win_rate"] == figures["win_rate"]


def test_single_rounds_report_the_rounds_penalties():
    """Without --match a game is one round (three cards): its outcome's totals are each seat's penalty."""
    args = _args(games=1, match=False, bots=["medium"], players=2, seed=11)
    means = sim.report(args, sim.run(args, info=THREE_THIRTEEN), 1.0)["seat_means"]
    seed = derive_seed(11, 0)
    state = THREE_THIRTEEN.new(THREE_THIRTEEN.preset("standard"), seed, 2, dealer=Rng(derive_seed(seed, 3)).below(2))
    players = [THREE_THIRTEEN.make_player("medium") for _ in range(2)]
    rngs = [Rng(derive_seed(seed, 7, s)) for s in range(2)]
    while not state.over:
        seat = state.acting
        assert seat is not None
        state = state.play(players[seat].choose(state.observe(seat), state.legal_moves(), rngs[seat]))
    assert state.outcome is not None
    assert means == [float(t) for t in state.outcome.totals]  # type: ignore[attr-defined]


def test_the_command_line_runs_three_thirteen(capsys):
    """``python -m kings.sim --game three-thirteen``: the summary, then one JSON line with seat_means."""
    import json

    status = sim.main(["--game", "three-thirteen", "--games", "2", "--match", "--bots", "medium,easy"])
    lines = capsys.readouterr().out.strip().splitlines()
    figures = json.loads(lines[-1])
    assert status == 0 and figures["game"] == "three-thirteen" and len(figures["seat_means"]) == 2
