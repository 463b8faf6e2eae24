"""King's benchmark scripts (bench/README.md, issues 14 and 34) run and report what they say, on tiny samples."""

from __future__ import annotations

import json
import runpy
import sys
from pathlib import Path

from kings.king.game import KingGame, observe
from kings.seeding import Rng

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _run(monkeypatch, capsys, script: str, *args: str) -> dict:
    monkeypatch.setattr("sys.argv", [str(BENCH / script), *args])
    runpy.run_path(str(BENCH / script), run_name="__main__")
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_the_strength_benchmark_reports_the_negative_hands_with_an_interval(monkeypatch, capsys):
    f = _run(monkeypatch, capsys, "king_strength.py", "--games", "2", "--pair", "medium:random", "--negative")
    assert f["games"] == 4 and f["pair"] == "2 medium vs 2 random, negative hands"
    neg = f["negative_points_per_seat_game"]
    assert abs(neg["medium"] + neg["random"] + 650) < 1e-6  # two seats each: the six hands cost -1300
    low, high = f["fewer_ci95"]
    assert low <= f["fewer_penalty_points"] <= high
    assert abs(f["fewer_penalty_points"] - (neg["medium"] - neg["random"])) < 0.2
    assert len(f["negative_by_hand"]) == 6 and f["positive_points_per_seat_game"] == {"medium": 0.0, "random": 0.0}


def test_the_strength_benchmark_plays_only_the_chosen_negative_hands(monkeypatch, capsys):
    f = _run(monkeypatch, capsys, "king_strength.py", "--games", "2", "--pair", "medium:random", "--negative",
             "--hands", "kh,2")  # fmt: skip
    assert f["pair"] == "2 medium vs 2 random, No hearts, No king of hearts" and f["games"] == 4
    assert f["hands"] == ["hearts", "king_of_hearts"]
    assert set(f["negative_by_hand"]) == {"No hearts", "No king of hearts"}
    neg = f["negative_points_per_seat_game"]
    assert abs(neg["medium"] + neg["random"] + (260 + 160) / 2) < 1e-6  # two seats each: the two hands cost -420
    assert abs(f["mean_score"] - neg["medium"]) < 0.2  # only the chosen hands count
    low, high = f["fewer_ci95"]
    assert low <= f["fewer_penalty_points"] <= high


def test_the_strength_benchmark_counts_each_levels_auctions(monkeypatch, capsys):
    f = _run(monkeypatch, capsys, "king_strength.py", "--games", "2", "--pair", "medium:random", "--two")
    assert f["games"] == 8 and f["pair"] == "2 medium vs 2 random"
    for level in ("medium", "random"):
        tallies = f["auctions"][level]
        assert all(0 <= done <= of for done, of in tallies.values())
        assert tallies["auctioned"][1] == 16  # each level's two seats: 2 positive hands a game to choose, 8 games
    pos = f["positive_points_per_seat_game"]
    assert abs(pos["medium"] + pos["random"] - 650) < 1e-6


def test_the_strength_benchmark_plays_the_positive_hands_after_the_same_negative_ones(monkeypatch, capsys):
    f = _run(monkeypatch, capsys, "king_strength.py", "--games", "1", "--pair", "medium:easy", "--positive")
    assert f["games"] == 4 and f["negative_points_per_seat_game"] == {"medium": -325.0, "easy": -325.0}
    pos = f["positive_points_per_seat_game"]
    assert abs(pos["medium"] + pos["easy"] - 650) < 1e-6
    assert abs(f["more_positive_points"] - (pos["medium"] - pos["easy"])) < 0.2


def test_the_flat_monte_carlo_baseline_plays_legal_cards_from_its_own_view():
    sys.path.insert(0, str(BENCH))
    try:
        from king_flat import FlatPlayer
    finally:
        sys.path.remove(str(BENCH))
    flat = FlatPlayer(per_card=3)
    game = KingGame.new(8)
    rng = Rng(1)
    while game.number < 1:
        seat = game.acting
        assert seat is not None
        move = flat.choose(observe(game, seat), game.legal_moves(), rng)
        assert move in game.legal_moves()
        game = game.play(move)
    assert sum(game.results[0].points) == -260


def test_the_decision_time_benchmark_times_king_cards_bids_and_calls(monkeypatch, capsys):
    f = _run(monkeypatch, capsys, "decision_time.py", "--game", "king", "--deals", "1", "--levels", "medium")
    assert f["game"] == "king" and f["games"] == 1
    times = f["medium"]
    assert times["cards"]["calls"] > 100 and times["calls"]["calls"] >= 4  # four positive hands chosen at least
    assert all(times[k]["p50"] <= times[k]["p95"] <= times[k]["max"] for k in ("cards", "calls", "cards_cpu"))


def test_the_hands_measured_alone_are_summed_deal_by_deal(monkeypatch, capsys, tmp_path):
    lines = {"a1": [(1, -60, -70), (2, -80, -50), (3, -65, -65)], "a2": [(1, -40, -50), (2, -45, -45)],
             "b1": [(1, -55, -75), (2, -80, -50), (3, -50, -80)], "b2": [(1, -45, -45), (2, -35, -55)]}  # fmt: skip
    for name, deals in lines.items():
        text = "".join(
            f"deal {d}: 3 s; score {a}, negative {a:.1f} vs {b:.1f}, positive 0.0 vs 0.0\n" for d, a, b in deals
        )
        (tmp_path / f"{name}.err").write_text(text)
    files = [n if n.startswith("-") else str(tmp_path / f"{n}.err") for n in ("a1", "a2", "--against", "b1", "b2")]
    monkeypatch.setattr("sys.argv", [str(BENCH / "king_hands_sum.py"), *files])
    runpy.run_path(str(BENCH / "king_hands_sum.py"), run_name="__main__")
    out = capsys.readouterr().out.splitlines()
    # deals 1 and 2 only (a2 has no deal 3): a = (10 + 10, -30 + 0), b = (20 + 0, -30 + 20)
    assert out[-3].startswith("summed: -5.0 (") and out[-3].endswith("over 2 deals")
    assert out[-2].startswith("summed, the variant: +5.0 (")
    assert out[-1].startswith("summed, the variant's gain: +10.0 (")


def test_the_seen_hands_diagnostic_deals_hard_the_true_cards(monkeypatch, capsys):
    args = ["--games", "1", "--pair", "hard:random", "--negative", "--hands", "kh"]
    monkeypatch.setattr("sys.argv", [str(BENCH / "king_seen.py"), *args])
    runpy.run_path(str(BENCH / "king_seen.py"), run_name="__main__")
    captured = capsys.readouterr()
    f = json.loads(captured.out.strip().splitlines()[-1])
    assert f["pair"] == "2 hard vs 2 random, No king of hearts" and f["games"] == 2
    searches = int(captured.err.split("king_seen.py: ")[1].split()[0])
    assert searches > 0  # the card searches really were dealt the true hands
    from kings.king.players import cardplay

    assert cardplay._deals.__module__ == "kings.king.players.cardplay"  # and the search is the game's own again
