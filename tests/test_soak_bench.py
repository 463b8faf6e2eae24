"""The soak of every game (bench/soak.py, issue 35): a small slice of it on every registered game finds no problem;
the soak does find a game that breaks its rules (a card lost, a chip kept back, a King hand short of its total, a
King's Court capture that leaves the piece, a record that replays elsewhere), reporting it by seed, move and check;
and a stopped soak goes on from its journal, in one process or two."""

from __future__ import annotations

import json
import runpy
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from kings import registry

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

from soak_checks import Plan, Soak, Tally  # noqa: E402
from soak_games import ADAPTERS  # noqa: E402

GAMES = [g.id for g in registry.games()]
#: Games 10 to 29 of the soak's order: random and cheap CPU deals, two whole matches, records replayed, no strong
#: level (those are the first block of ten's: a King game with its hard level takes a minute).
SLICE = range(10, 30)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_slice_of_the_soak_finds_no_problem(game_id: str) -> None:
    soak = Soak(game_id, Plan(base=35))
    tally = Tally()
    for i in SLICE:
        soak.play(i, tally)
    assert tally.problems == 0, tally.reports
    assert tally.games == len(SLICE) and tally.matches == 2 and tally.moves > tally.deals
    assert tally.seen["deal, random"] > 5 and tally.seen["observations checked"] > 0
    # Every record through JSON; one deal in ten replayed move by move, one match in ten to its end.
    assert tally.seen["records through JSON"] == len(SLICE) - 2 and tally.seen["match records through JSON"] == 2
    assert tally.seen["records replayed"] == 2 and tally.seen["positions replayed"] > 2
    assert tally.seen["match records replayed"] == 1
    if soak.cheap:
        assert tally.seen["deal, CPU"] > 2


def test_every_game_has_its_scores_checked() -> None:
    """Each game of the house adds its own score checks (a game registered without them is soaked on the protocol's
    checks alone, and the soak's output says so)."""
    assert set(GAMES) <= set(ADAPTERS)


def test_the_soak_reports_a_game_that_loses_a_card_by_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    from kings.three_thirteen.api import ThreeThirteenApi

    real = ThreeThirteenApi.cards_in_play
    monkeypatch.setattr(ThreeThirteenApi, "cards_in_play", lambda self, r: real(self, r)[:-1] if len(r.pile) > 1
                        else real(self, r))  # fmt: skip
    soak = Soak("three-thirteen", Plan(base=35))
    tally = Tally()
    for i in SLICE:
        soak.play(i, tally)
    assert tally.problems > 10 and tally.games == len(SLICE)  # every problem is counted; the run goes on
    report = tally.reports[0]
    assert "cards not conserved" in report["error"] and report["seed"] == soak.table.setup(report["i"], 35)[1]
    # The report says where: after how many moves, the last move played (in the game's notation), what was checked.
    assert report["after_moves"] > 0 and report["during"] == "play"
    assert str(soak.info.parse_move(report["last_move"])) == report["last_move"]


def test_the_soak_reports_a_deal_that_scores_against_the_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Kings in the Corner whose chips scoring keeps one chip back: the chips check catches it."""
    import kings.corners
    from kings.corners import DealScore

    real = kings.corners.score_deal

    def leaky(rules, outcome, pot=0):  # type: ignore[no-untyped-def]
        s = real(rules, outcome, pot)
        return DealScore((s.deltas[0] - 1, *s.deltas[1:]), s.winners, s.pot, s.notes)

    monkeypatch.setattr(kings.corners, "score_deal", leaky)
    soak = Soak("corners", Plan(base=35))
    tally = Tally()
    for i in range(10, 60):
        soak.play(i, tally)
    assert any("chips appear or vanish" in r["error"] for r in tally.reports), tally.reports[:2]


def test_the_script_reports_its_figures_and_where_to_go_on(monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    script = BENCH / "soak.py"
    monkeypatch.setattr("sys.argv", [str(script), "--game", "kings-cup", "--games", "12", "--start", "10"])
    runpy.run_path(str(script), run_name="__main__")
    out = capsys.readouterr().out
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["games"] == 12 and summary["problems"] == 0 and summary["next"] == 22
    assert "sampled:" in out and "--start 22" in out


def test_the_soak_reports_a_king_hand_that_scores_against_the_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """A King whose negative hands charge one point too few: each hand's fixed total (from the source) catches it."""
    from kings.king.contracts import Contract

    real = Contract.score

    def short(self, tricks, players=4):  # type: ignore[no-untyped-def]
        points = real(self, tricks, players)
        return points if self.positive else (points[0] + 1, *points[1:])

    monkeypatch.setattr(Contract, "score", short)
    soak = Soak("king", Plan(base=35))
    tally = Tally()
    for i in range(10, 14):
        soak.play(i, tally)
    assert tally.problems == 4, tally.reports  # every game of King plays negative hands
    report = tally.reports[0]
    assert report["during"] == "end" and "hand 0: (" in report["error"] and report["after_moves"] > 400


def test_the_soak_reports_a_kings_court_capture_that_leaves_the_piece(monkeypatch: pytest.MonkeyPatch) -> None:
    """King's Court with captured pieces left on the board: the move check (pieces conserved as the rules say)
    catches the first capture, and names the jump."""
    from kings.kings_court.state import CourtGame

    real = CourtGame._legal_table
    monkeypatch.setattr(CourtGame, "_legal_table", lambda self: dict.fromkeys(real(self), 0))
    soak = Soak("kings-court", Plan(base=35))
    tally = Tally()
    for i in SLICE:
        soak.play(i, tally)
    assert tally.problems == len(SLICE), tally.reports[:2]  # random and CPU games all capture sooner or later
    report = tally.reports[0]
    assert "the pieces are not where the move leaves them" in report["error"] and "x" in report["last_move"]


def test_the_soak_reports_a_record_that_replays_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Kings Cup record whose replay leaves out the last move: the sampled replays catch it (every one of them)."""
    from kings.kings_cup import api

    real = api.GameRecord.replay
    monkeypatch.setattr(api.GameRecord, "replay", lambda self: real(replace(self, moves=self.moves[:-1])))
    soak = Soak("kings-cup", Plan(base=35, sample_every=1))
    tally = Tally()
    for i in SLICE:
        soak.play(i, tally)
    assert tally.problems == tally.games - tally.matches == 18, tally.reports[:2]  # every single game; no match
    assert all(r["during"] == "record" and "replays elsewhere" in r["error"] for r in tally.reports)


def test_the_soak_reports_a_move_whose_notation_reads_back_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Klondike whose notation reads a move to column 5 as a move to column 6 (and so on): every game's record
    check catches it, and names the first such move of the game."""
    from kings.klondike import api

    real = api.parse_move
    shift = {str(n): str(n % 7 + 1) for n in range(1, 8)}
    monkeypatch.setattr(api, "parse_move", lambda text: real(text[:-1] + shift.get(text[-1], text[-1])))
    soak = Soak("klondike", Plan(base=35))
    tally = Tally()
    for i in SLICE:
        soak.play(i, tally)
    assert tally.problems > 10 and all(r["during"] == "record" for r in tally.reports), tally.reports[:2]
    for r in tally.reports:
        first = r["error"].split("reads back as ")[-1].strip("'")
        assert "changed through JSON: item" in r["error"] and first[-1] in shift and first[:-1] + "?" != first


def test_a_stopped_soak_goes_on_from_its_journal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Run twice with one journal: the second run plays nothing again and reports every game; two processes play the
    same games as one."""
    script = str(BENCH / "soak.py")
    journal = tmp_path / "cup.jsonl"
    args = ["--game", "kings-cup", "--games", "12", "--start", "10", "--chunk", "4", "--journal", str(journal)]

    def run(*extra: str) -> Any:
        old = sys.argv
        sys.argv = [script, *args, *extra]
        try:
            runpy.run_path(script, run_name="__main__")
        finally:
            sys.argv = old
        return json.loads(capsys.readouterr().out.strip().splitlines()[-1])

    first = run()
    assert len(journal.read_text().splitlines()) == 1 + 3  # the head, then the three pieces
    journal.write_text("\n".join(journal.read_text().splitlines()[:-1]) + "\n")  # as if stopped before the last
    again = run()
    assert len(journal.read_text().splitlines()) == 4 and again["games"] == 12
    keys = ("moves", "deals", "problems")
    assert [again[k] for k in keys] == [first[k] for k in keys]
    args[-1] = str(tmp_path / "two.jsonl")
    two = run("--jobs", "2")
    assert (two["games"], two["moves"], two["problems"]) == (12, first["moves"], 0)
