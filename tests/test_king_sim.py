"""The simulator on King (not registered yet: its GameInfo is passed to kings.sim.run), and its per-seat mean final
scores ("seat_means" in the JSON line)."""

from __future__ import annotations

import argparse

from kings import sim
from kings.registry import GameInfo, Level

KING = GameInfo(
    id="king", name="King", min_players=4, max_players=4, pitch="Ten hands of tricks.", default_preset="standard",
    levels=(Level("random", "Random: any legal move", offered=False), Level("easy", "Easy: slips"),
            Level("medium", "Medium: rules of thumb"), Level("hard", "Hard: plays each card out")),
    entry="kings.king.api:GAME",
)  # fmt: skip


def _args(**changes: object) -> argparse.Namespace:
    base = {"game": "king", "games": 6, "players": 4, "bots": ["medium", "random"], "rules": "standard", "seed": 3,
            "duplicate": False, "match": False, "quiet": True}  # fmt: skip
    return argparse.Namespace(**{**base, **changes})


def test_the_sim_plays_a_game_it_is_given_and_reports_each_seats_mean():
    """Seats 0 and 2 are medium, 1 and 3 random: the mediums' seats score far more; King's totals sum to zero."""
    args = _args()
    tally = sim.run(args, info=KING)
    figures = sim.report(args, tally, 1.0)
    assert figures["games"] == 6 and figures["errors"] == 0 and tally.seat_games == 6
    means = figures["seat_means"]
    assert len(means) == 4 and abs(sum(means)) < 0.05
    assert min(means[0], means[2]) > max(means[1], means[3])
    assert "mean final score by seat: 0: " in sim.summary(figures)
    again = sim.report(args, sim.run(args, info=KING), 1.0)
    assert again["seat_means"] == means and again["win_rate"] == figures["win_rate"]


def test_seat_means_are_the_mean_outcome_totals_of_the_games_played():
    """One game, replayed by hand with the sim's own seeds: its outcome's totals are the seat means."""
    from kings.seeding import Rng, derive_seed

    args = _args(games=1, bots=["easy"], seed=11)
    means = sim.report(args, sim.run(args, info=KING), 1.0)["seat_means"]
    seed = derive_seed(11, 0)
    state = KING.new(KING.preset("standard"), seed, 4)
    players = [KING.make_player("easy") for _ in range(4)]
    rngs = [Rng(derive_seed(seed, 7, s)) for s in range(4)]
    while not state.over:
        seat = state.acting
        assert seat is not None
        state = state.play(players[seat].choose(state.observe(seat), state.legal_moves(), rngs[seat]))
    assert state.outcome is not None
    assert means == [float(t) for t in state.outcome.totals]  # type: ignore[attr-defined]


def test_a_game_without_outcome_totals_leaves_seat_means_out():
    """Kings in the Corner's deals have no totals: its JSON line is as it was; its matches have totals."""
    args = argparse.Namespace(game="corners", games=2, players=2, bots=["medium"], rules="standard", seed=1,
                              duplicate=False, match=False, quiet=True)  # fmt: skip
    assert "seat_means" not in sim.report(args, sim.run(args), 1.0)
    args.match = True
    figures = sim.report(args, sim.run(args), 1.0)
    assert len(figures["seat_means"]) == 2
