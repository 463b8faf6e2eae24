"""The benchmark scripts of the Kings in the Corner CPU levels (bench/README.md, issue 13) run and report what they
say: each on a few positions, with what it swaps in put back afterwards."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

from kings.cards import STANDARD_DECK
from kings.corners import Deal, preset
from kings.seeding import Rng


def test_the_judge_loss_benchmark_runs_and_reports_every_budget(monkeypatch, capsys):
    """``bench/judge_loss.py`` (bench/README.md, issue 13) on a few positions: a loss and an agreement per budget."""
    script = Path(__file__).resolve().parent.parent / "bench" / "judge_loss.py"
    argv = [str(script), "--positions", "6", "--budgets", "500,1000", "--reference", "4"]
    monkeypatch.setattr("sys.argv", argv)
    runpy.run_path(str(script), run_name="__main__")
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["decisions"] > 0 and set(summary["lost_percent"]) == set(summary["agree"]) == {"500", "1000"}
    assert all(v >= 0 for v in summary["lost_percent"].values()) and all(0 <= v <= 1 for v in summary["agree"].values())


def test_the_later_turn_speed_benchmark_runs_and_reports_every_budget(monkeypatch, capsys):
    """``bench/later_turn_speed.py`` (bench/README.md, issue 13) on one plan: a time and a share per budget, the
    first budget agreeing with itself, and the playouts' own search put back afterwards."""
    from kings.corners.players import fastplay
    from kings.corners.players.laterturns import later_turn

    script = Path(__file__).resolve().parent.parent / "bench" / "later_turn_speed.py"
    monkeypatch.setattr("sys.argv", [str(script), "--plans", "2", "--budgets", "200,20"])
    runpy.run_path(str(script), run_name="__main__")
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["searches"] > 0 and set(summary["budgets"]) == {"200", "20"}
    assert summary["budgets"]["200"]["differ"] == 0 and 0 <= summary["budgets"]["20"]["differ"] <= 1
    assert fastplay.later_turn is later_turn


def test_the_seen_hands_diagnostic_deals_the_real_hands_to_its_first_level_only(monkeypatch):
    """``bench/seen_hands.py`` (bench/README.md, issue 13): while it runs, the first level's playouts are dealt the
    real hands (the stock shuffled), the other level's sampled ones; afterwards all is as it was."""
    import sys

    from kings.corners.players import rollouts

    bench = Path(__file__).resolve().parent.parent / "bench"
    monkeypatch.syspath_prepend(str(bench))
    seen = runpy.run_path(str(bench / "seen_hands.py"))
    strength = sys.modules["strength"]
    before = (Deal.observe, rollouts.determinize, strength._factory)
    peek = seen["Peek"]()
    dealt: dict[bool, list[bool]] = {True: [], False: []}  #: seeing -> whether each deal held the real hands
    small = {"budget": 1500, "playouts": 1500, "playouts_crowd": 1500}
    with seen["seen_hands"]("expert", peek):
        dealing = rollouts.determinize

        def checking(obs, rng, odds, unseen=None):
            deal = dealing(obs, rng, odds, unseen)
            truth = peek.deal
            assert sorted(deal.stock) == sorted(truth.stock) or not peek.seeing
            dealt[peek.seeing].append(deal.hands == truth.hands)
            return deal

        rollouts.determinize = checking
        result = strength.pair("expert", "hard", 1, "standard", 5, 1, {"hard": small, "expert": small}, players=3)
    assert result["games"] == 3 and peek.dealt == len(dealt[True]) > 0
    assert all(dealt[True]) and len(dealt[False]) > 100 and sum(dealt[False]) < len(dealt[False]) / 10
    assert (Deal.observe, rollouts.determinize, strength._factory) == before


def test_the_seen_hands_diagnostic_can_show_part_of_each_hand():
    """``bench/seen_hands.py --knows Q``: each card of another hand is shown with chance Q and the rest dealt at random;
    our own hand and the layout stay, every card is somewhere exactly once."""
    from kings.corners.players import rollouts

    bench = Path(__file__).resolve().parent.parent / "bench"
    seen = runpy.run_path(str(bench / "seen_hands.py"))
    deal = Deal.new(preset("standard"), 31, 4)
    obs = deal.observe(deal.to_act)
    others = [c for i, hand in enumerate(deal.hands) if i != obs.seat for c in hand]
    for knows, low, high in ((1.0, 1.0, 1.0), (0.5, 0.45, 0.75), (0.0, 0.0, 0.35)):
        peek = seen["Peek"]()
        with seen["seen_hands"]("hard", peek, knows):
            peek.deal, peek.seeing = deal, True
            rng, kept = Rng(4), 0
            for _ in range(200):
                dealt = rollouts.determinize(obs, rng, [None] * 4)
                assert dealt.hands[obs.seat] == obs.hand and dealt.piles == deal.piles
                assert [len(h) for h in dealt.hands] == [len(h) for h in deal.hands]
                cards = [c for h in dealt.hands for c in h] + list(dealt.stock) + [c for p in dealt.piles for c in p]
                assert sorted(cards) == sorted(STANDARD_DECK)
                kept += sum(1 for i, h in enumerate(dealt.hands) if i != obs.seat for c in h if c in deal.hands[i])
        assert low <= kept / (200 * len(others)) <= high, knows
