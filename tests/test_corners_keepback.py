"""The playouts' model of players who keep cards back (:mod:`kings.corners.players.keepback`): who keeps
back and how often, that keeping back really changes the playouts, and that the hard level's judge can
use it without reading a hidden card. (That the fast playout and the engine's draw the same chances is
tested with every preset in ``tests/test_corners_fastplay.py``.)"""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

from kings.corners import Deal, preset
from kings.corners.players.equity import Equity
from kings.corners.players.fastplay import play_out
from kings.corners.players.hard import HardPlayer, Settings
from kings.corners.players.keepback import CORNER, HARD_STOPS, KING, LCG_MASK, SIDE, KeepBack, keep_back, stop_index
from kings.corners.players.rollouts import MAX_PLAYOUT, Playouts, engine_playout
from kings.seeding import Rng
from tests.helpers import advance
from tests.sampling import count

#: Deals of each match the benchmark test counts: the suite's first 2 (52 of the mediums' choices, 15 of the hards' kept
#: back), bench/full_checks.py the whole match (0: all; 111 choices, 22 kept back; 1.5 s more of the hards' search).
BENCH_DEALS = count(0, 2)


def test_the_stops_table_has_a_chance_for_every_place_follower_and_unseen_count() -> None:
    seen = {stop_index(w, f, u) for w in (SIDE, CORNER, KING) for f in (False, True) for u in range(4)}
    assert seen == set(range(18))
    assert stop_index(KING, True, 9) == 17  # two or more unseen cards count as two
    for stops in HARD_STOPS.values():
        assert len(stops) == 18 and all(0.0 <= s < 0.5 for s in stops)


def test_who_keeps_back_and_how_often() -> None:
    assert keep_back(4, 1, 0.0, 0.0, 5) is None  # nobody: every seat plays as the medium
    model = keep_back(4, 1, 2.0, 0.0, -1)
    assert model is not None
    assert model.stops[0] is None and model.stops[2] is None and model.stops[3] is None
    assert model.stops[1] == tuple(min(1.0, 2 * s) for s in HARD_STOPS[4])
    assert model.seed == LCG_MASK  # only the low 31 bits count
    both = keep_back(3, 0, 1.0, 0.5, 7)
    assert both is not None and both.stops[0] == HARD_STOPS[3]
    assert both.stops[1] == both.stops[2] == tuple(s / 2 for s in HARD_STOPS[3])
    assert keep_back(6, 0, 0.0, 1.0, 0).stops[5] == HARD_STOPS[4]  # type: ignore[union-attr]  # larger tables: four's


def _held_and_won(rules_id: str, players: int, keep: KeepBack | None, seat: int) -> tuple[int, int]:
    held = won = 0
    for seed in range(60):
        deal = Deal.new(preset(rules_id), seed, players)
        result = play_out(deal, MAX_PLAYOUT, keep=keep)
        assert result is not None
        outcome, _ = result
        held += len(outcome.hands[seat])
        won += outcome.winner == seat
    return held, won


@pytest.mark.parametrize("rules_id", ["standard", "draw-two"])
def test_a_seat_that_always_keeps_back_holds_more_cards_and_goes_out_less(rules_id: str) -> None:
    """With every chance 1, seat 0 ends its turn wherever the medium would lay a card it may keep."""
    plain = _held_and_won(rules_id, 4, None, 0)
    stubborn = KeepBack(((1.0,) * 18, None, None, None), 3)
    kept = _held_and_won(rules_id, 4, stubborn, 0)
    assert kept[0] > 2 * plain[0] and kept[1] < plain[1]


def test_the_chances_repeat_with_the_seed_and_change_with_it() -> None:
    deal = Deal.new(preset("standard"), 21, 4)
    model = keep_back(4, 0, 1.0, 1.0, 11)
    again = keep_back(4, 0, 1.0, 1.0, 11)
    assert engine_playout(deal, model) == engine_playout(deal, again)
    ends = {engine_playout(deal, keep_back(4, 0, 1.0, 1.0, seed)) for seed in range(12)}
    assert len(ends) > 1


def test_the_judge_plays_out_with_the_model_and_the_level_stays_legal() -> None:
    deal = advance(Deal.new(preset("standard"), 12, 3), 12, Rng(5), end_odds=3)
    obs = deal.observe(deal.to_act)
    worth = Equity(obs.rules, obs.seat, 3, None)
    plain = Playouts(obs, Rng(1), worth)
    kept = Playouts(obs, Rng(1), worth, keep_own=1.0, keep_others=1.0)
    values = [(plain.value((), i), kept.value((), i)) for i in range(30)]
    assert any(a != b for a, b in values)
    assert plain.keeps == [None] * 30 and all(k is not None for k in kept.keeps)
    # The level with the model on still plays only legal moves, from its own observation.
    player = HardPlayer(Settings(keep_back_own=1.0, keep_back_others=1.0))
    rng = Rng(4)
    for _ in range(40):
        if deal.outcome is not None:
            break
        legal = deal.legal_moves()
        move = player.choose(deal.observe(deal.to_act), legal, rng)
        assert move in legal
        deal = deal.play(move)
    assert player.played_out


def test_the_keepback_benchmark_counts_the_hard_players_choices(monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """``bench/keepback.py`` (where :data:`HARD_STOPS` comes from) on one three-player match of mediums, who
    never keep a card back, and one of hards, who do (the first :data:`BENCH_DEALS` deals of each)."""
    script = Path(__file__).resolve().parent.parent / "bench" / "keepback.py"
    found = {}
    for level in ("medium", "hard"):
        monkeypatch.setattr("sys.argv", [str(script), "--players", "3", "--matches", "1", "--level", level,
                                          "--deals", str(BENCH_DEALS)])
        runpy.run_path(str(script), run_name="__main__")
        found[level] = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert sum(found["medium"]["choices"]) > 20 and sum(found["medium"]["stops"]) == 0
    assert sum(found["hard"]["stops"]) > 0
    assert all(s <= n for s, n in zip(found["hard"]["stops"], found["hard"]["choices"], strict=True))
