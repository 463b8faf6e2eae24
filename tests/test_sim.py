"""The simulation CLI: options, determinism, duplicate rotations, error capture and the JSON line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kings import sim

ROOT = Path(__file__).resolve().parent.parent
KEYS = {"games", "seconds", "games_per_second", "win_rate", "score", "score_ci95", "errors", "impasse_rate"}


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, object], str]:
    code = sim.main(list(argv))
    out = capsys.readouterr().out.strip().splitlines()
    return code, json.loads(out[-1]), "\n".join(out[:-1])


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--bots", "hard,grandmaster"], "unknown CPU level"),
        (["--rules", "nope"], "unknown rules preset"),
        (["--players", "7"], "2 to 6 players"),
        (["--players", "1"], "2 to 6 players"),
        (["--games", "0"], "--games"),
        (["--seed", "-1"], "--seed"),
        (["--stream", "-2"], "--stream must be 0 or more"),
        (["--games", "many"], "invalid int value"),
        (["--frobnicate"], "unrecognized arguments"),
        (["--game", "chess"], "unknown game 'chess': choose from corners"),
        (["--game", "solitaire"], "unknown game 'solitaire': choose from corners"),
        (["--game", "corners", "--rules", "nope"], "unknown rules preset 'nope': choose from standard, wikihow"),
    ],
)
def test_bad_options_exit_2_with_a_message(capsys, argv, message):
    with pytest.raises(SystemExit) as exc:
        sim.main(argv)
    assert exc.value.code == 2
    assert message in capsys.readouterr().err


def test_summary_then_one_json_line(capsys):
    code, figures, text = _run(capsys, "--games", "4", "--bots", "medium,easy", "--seed", "3")
    assert code == 0
    assert set(figures) >= KEYS
    assert figures["games"] == 4 and figures["errors"] == 0
    assert set(figures["win_rate"]) == {"medium", "easy"}  # type: ignore[arg-type]
    assert "medium" in text and "games/s" in text


def test_the_game_defaults_to_kings_in_the_corner(capsys):
    """Product decision: --game corners is the default, with its default preset, two seats and its two strongest
    levels; the JSON line names the game."""
    _, default, text = _run(capsys, "--games", "2", "--seed", "5")
    _, named, _ = _run(capsys, "--game", "corners", "--games", "2", "--seed", "5", "--rules", "standard",
                       "--players", "2", "--bots", "expert,hard")  # fmt: skip
    assert default["game"] == named["game"] == "corners"
    assert default["rules"] == "standard" and default["players"] == 2 and default["bots"] == ["expert", "hard"]
    for key in ("games", "win_rate", "score", "moves_per_game", "impasse_rate"):
        assert default[key] == named[key]
    assert " of corners standard for 2 players" in text


def test_same_arguments_same_results(capsys):
    argv = ("--games", "3", "--players", "3", "--bots", "hard,medium,easy", "--rules", "draw-until-playable")
    _, first, _ = _run(capsys, *argv)
    _, again, _ = _run(capsys, *argv)
    for key in ("games", "win_rate", "score", "moves_per_game", "impasse_rate"):
        assert first[key] == again[key]


def test_another_stream_changes_the_players_luck_not_the_cards(capsys):
    """``--stream`` re-rolls only the players' own random choices: a level that uses none plays the same."""
    argv = ("--games", "6", "--players", "3", "--quiet")
    _, steady, _ = _run(capsys, *argv, "--bots", "medium")
    _, steady_again, _ = _run(capsys, *argv, "--bots", "medium", "--stream", "4")
    assert steady["moves_per_game"] == steady_again["moves_per_game"] and steady["score"] == steady_again["score"]
    _, lucky, _ = _run(capsys, *argv, "--bots", "random")
    _, other, _ = _run(capsys, *argv, "--bots", "random", "--stream", "4")
    assert lucky["moves_per_game"] != other["moves_per_game"]


def test_duplicate_plays_every_rotation_and_cancels_seat_luck(capsys):
    _, figures, _ = _run(capsys, "--games", "5", "--players", "3", "--bots", "medium", "--duplicate", "--quiet")
    assert figures["games"] == 15
    # One level in every seat: it wins every game nobody ends at an impasse.
    assert figures["score"] == {"medium": 1.0}


def test_matches(capsys):
    code, figures, _ = _run(capsys, "--games", "2", "--match", "--bots", "medium,random", "--rules", "kleplek")
    assert code == 0 and figures["games"] == 2 and figures["match"] is True


def test_a_solitaire_seats_one_player_and_a_deal_not_won_is_lost(capsys):
    """Klondike: one seat (its nearest table size), its strongest level by default; a lost deal scores nothing
    (with several seats, nobody winning is a draw)."""
    code, figures, text = _run(capsys, "--game", "klondike", "--games", "6", "--bots", "easy", "--seed", "2")
    assert code == 0 and figures["players"] == 1 and figures["errors"] == 0
    assert figures["score"] == figures["win_rate"] and 0 < figures["win_rate"]["easy"] < 1  # type: ignore[index]
    assert figures["impasse_rate"] == round(1 - figures["win_rate"]["easy"], 4)  # type: ignore[index]
    assert " of klondike draw-one for 1 players" in text and "seat_means" in figures


def test_a_board_game_is_simulated_too(capsys):
    """King's Court (issue 37), a board game: the sim reaches it through the registry like the card games (its
    engine came first, its table later); every game starts alike, and the players' generators make them differ."""
    code, figures, text = _run(capsys, "--game", "kings-court", "--games", "4", "--bots", "medium,easy", "--seed", "3",
                               "--match")  # fmt: skip
    assert code == 0 and figures["players"] == 2 and figures["errors"] == 0 and figures["games"] == 4
    assert " of kings-court standard for 2 players" in text
    code, plain, _ = _run(capsys, "--game", "kings-court", "--games", "2", "--bots", "easy,random", "--quiet")
    assert code == 0 and plain["games"] == 2 and plain["moves_per_game"] > 4


def test_a_failing_game_is_counted_and_the_run_goes_on(capsys, monkeypatch):
    real = sim.make_player

    class Broken:
        level = "easy"

        def choose(self, obs, legal, rng):
            raise RuntimeError("boom")

    monkeypatch.setattr(sim, "make_player", lambda level, game: Broken() if level == "easy" else real(level, game))
    code, figures, text = _run(capsys, "--games", "3", "--bots", "medium,easy")
    assert code == 1
    assert figures["errors"] >= 2 and figures["errors"] + figures["games"] == 3  # type: ignore[operator]
    assert "boom" in text


def test_module_entry_point():
    result = subprocess.run(
        [sys.executable, "-m", "kings.sim", "--games", "2", "--bots", "medium,easy", "--quiet"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert set(json.loads(result.stdout.strip().splitlines()[-1])) >= KEYS
    bad = subprocess.run(
        [sys.executable, "-m", "kings.sim", "--rules", "nope"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert bad.returncode == 2 and "unknown rules preset" in bad.stderr and not bad.stdout
