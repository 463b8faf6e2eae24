"""The fast playout (on lists) makes the same moves as the engine's playout: the same outcome, the
same number of moves, for every preset and for drawn option mixes, from the start of a deal and from
the middle, at every table size."""

from __future__ import annotations

import pytest

from kings.corners import PRESETS, Deal, DrawTiming, Kings, Place, Rules, preset
from kings.corners.players import rollouts
from kings.corners.players.fastplay import play_out
from kings.corners.players.hard import card_weights
from kings.corners.players.keepback import keep_back
from kings.corners.players.laterturns import LaterTurns, applies
from kings.corners.players.rollouts import MAX_PLAYOUT, engine_playout, playout
from kings.corners.rules import DOWN_IN_SUIT, MAX_PLAYERS, MIN_PLAYERS, UP_ALTERNATE
from kings.errors import RulesError
from kings.seeding import Rng
from tests.helpers import advance


def _positions(rules: Rules, seeds: range, rng: Rng) -> list[Deal]:
    """Deals under ``rules`` at every table size, each from its start or some random moves in."""
    out = []
    for seed in seeds:
        players = MIN_PLAYERS + seed % (MAX_PLAYERS - MIN_PLAYERS + 1)
        try:
            deal = Deal.new(rules, seed, players)
        except RulesError:  # too few cards for this many hands
            continue
        out.append(advance(deal, rng.below(40), rng, end_odds=3) if seed % 3 else deal)
    return out


def _same_playouts(rules: Rules, seeds: range, rng: Rng) -> int:
    compared = 0
    for deal in _positions(rules, seeds, rng):
        fast = play_out(deal, MAX_PLAYOUT)
        assert fast is not None
        assert fast == engine_playout(deal), deal.position()
        assert all(type(place) is Place for _, place in fast[0].completed)
        # Seats that keep cards back (one seat more often than the others) draw the same chances both ways.
        players = len(deal.hands)
        keep = keep_back(players, rng.below(players), 4.0, 2.0, rng.below(1 << 30))
        assert play_out(deal, MAX_PLAYOUT, keep=keep) == engine_playout(deal, keep), deal.position()
        # A seat whose later turns are searched plays the same turns both ways (alone, and beside seats that
        # keep cards back).
        later = LaterTurns(rng.below(players), 1 + rng.below(3), rng.choice([0.3, 2.5, 5.0]), card_weights(rules))
        assert play_out(deal, MAX_PLAYOUT, later=later) == engine_playout(deal, later=later), deal.position()
        assert play_out(deal, MAX_PLAYOUT, keep=keep, later=later) == engine_playout(deal, keep, later)
        compared += 1
    return compared


@pytest.mark.pyodide
@pytest.mark.parametrize("rules_id", [p for p in PRESETS if not preset(p).jokers])
def test_every_preset_plays_out_as_on_the_engine(rules_id: str) -> None:
    assert _same_playouts(preset(rules_id), range(24), Rng(len(rules_id))) >= 20


def _mixed_rules(rng: Rng) -> Rules | None:
    """Options drawn at random over a random preset (None if they do not go together)."""
    base = preset(rng.choice([p for p in PRESETS if not preset(p).jokers]))
    changes = {
        "draw": rng.choice(list(DrawTiming)),
        "draw_count": 1 + rng.below(3),
        "must_play": rng.below(3) == 0,
        "kings": rng.choice(list(Kings)),
        "set_aside_completed": rng.below(3) == 0,
        "hand_size": rng.choice([3, 4, 7, 9]),
        "sides": rng.choice([base.sides, UP_ALTERNATE, DOWN_IN_SUIT]),
        "corners": rng.choice([base.corners, DOWN_IN_SUIT]),
        "stock_must_empty": False,
        "open_space_draw": 0,
    }
    if rng.below(3) == 0:
        changes["stock_must_empty"] = True
    elif rng.below(2) == 0:
        changes["open_space_draw"] = 1 + rng.below(2)
    try:
        return base.with_options(**changes)
    except RulesError:
        return None


@pytest.mark.parametrize("draw", range(8))
def test_mixed_options_play_out_as_on_the_engine(draw: int) -> None:
    rng = Rng(100 + draw)
    compared = 0
    for _ in range(6):
        rules = _mixed_rules(rng)
        if rules is not None:
            compared += _same_playouts(rules, range(12), rng)
    assert compared >= 24


def test_a_playout_stopped_at_its_limit_is_judged_as_it_stands(monkeypatch: pytest.MonkeyPatch) -> None:
    deal = Deal.new(preset("standard"), 3, 4)
    for limit in (1, 5, 17):
        monkeypatch.setattr(rollouts, "MAX_PLAYOUT", limit)
        outcome, moves = play_out(deal, limit)  # type: ignore[misc]
        assert moves == limit and outcome.winner is None and not outcome.first_turn
        assert (outcome, moves) == engine_playout(deal)


def test_jokers_are_played_out_on_the_engine() -> None:
    deal = Deal.new(preset("jokers"), 4, 3)
    assert play_out(deal, MAX_PLAYOUT) is None
    assert playout(deal) == engine_playout(deal)


def test_an_ended_deal_needs_no_moves() -> None:
    deal = advance(Deal.new(preset("standard"), 8, 2), 10_000, Rng(1))
    assert deal.outcome is not None
    assert play_out(deal, MAX_PLAYOUT) == (deal.outcome, 0)


@pytest.mark.pyodide
@pytest.mark.parametrize("rules_id", ["standard", "four-card", "draw-until-playable", "set-aside", "open-space"])
def test_a_line_played_first_gives_what_the_engine_gives(rules_id: str) -> None:
    """The hard level's playouts start with the line it judges (its turn so far): forced moves, then medium play."""
    rng = Rng(7)
    for deal in _positions(preset(rules_id), range(30), rng):
        line = []
        after = deal
        for _ in range(rng.below(6)):
            if after.outcome is not None:
                break
            move = rng.choice(after.legal_moves())
            line.append(move)
            after = after.apply_unchecked(move)
        outcome, moves = engine_playout(after)
        assert play_out(deal, MAX_PLAYOUT, line) == (outcome, moves + len(line))
        assert playout(deal, line) == (outcome, moves + len(line))


def test_searched_later_turns_change_playouts_only_where_the_rules_let_a_turn_end() -> None:
    """Searching our later turns changes some playouts of the standard game (so the comparisons above can fail),
    and none under rules where a turn may not end at will."""
    changed = {}
    for rules_id in ("standard", "must-play"):
        rules = preset(rules_id)
        changed[rules_id] = 0
        for deal in _positions(rules, range(60), Rng(3)):
            later = LaterTurns(deal.turn.seat, 3, 5.0, card_weights(rules))
            fast = play_out(deal, MAX_PLAYOUT, later=later)
            assert fast is not None
            changed[rules_id] += fast != engine_playout(deal)  # the outcome or the moves made
    assert applies(preset("standard")) and not applies(preset("must-play"))
    assert changed["standard"] >= 10 and changed["must-play"] == 0
