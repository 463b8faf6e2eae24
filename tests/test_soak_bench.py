"""The soak of every game (bench/soak.py, issue 35): a small slice of it on every registered game finds no problem,
and the soak does find a game that breaks its rules, reporting it by seed."""

from __future__ import annotations

import json
import runpy
import sys
from pathlib import Path

import pytest

from kings import registry

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

from soak import Plan, Soak, Tally  # noqa: E402
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
    assert tally.seen["records replayed"] + tally.seen["match records replayed"] >= 2
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
