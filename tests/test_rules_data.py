"""Rules are data: presets round-trip, option values validate, impossible combinations are refused."""

from dataclasses import replace

import pytest

from kings.corners import (
    PRESETS,
    STANDARD,
    Deal,
    Method,
    Payment,
    Rules,
    Scoring,
    preset,
)
from kings.corners.rules import DOWN_IN_SUIT, UP_ALTERNATE, Build, Direction
from kings.errors import RulesError


# -- presets round-trip; options validate -----------------------------------------------------------
@pytest.mark.pyodide
@pytest.mark.parametrize("pid", list(PRESETS))
def test_preset_round_trips(pid):
    """Product decision: rules are data; to_dict/from_dict round-trip (ids and names included)."""
    r = preset(pid)
    assert r.id == pid and r.validate() is r
    assert Rules.from_dict(r.to_dict()) == r


@pytest.mark.parametrize(
    ("changes", "players", "message"),
    [
        ({"corners": UP_ALTERNATE}, None, "Corner piles start with a king, so they can only be built down."),
        ({"corners": Build(Direction.UP, DOWN_IN_SUIT.colour)}, None, "can only be built down"),
        ({"stock_must_empty": True, "open_space_draw": 3}, None, "four-card rule.*open-space draw.*choose one"),
        ({"hand_size": 0}, None, "A hand of 0 cards is not possible: choose 1 to 13."),
        ({"hand_size": 14}, None, "A hand of 14 cards is not possible"),
        ({"draw_count": 4}, None, "Drawing 4 cards a time is not offered: choose 1 to 3."),
        ({"draw_count": 0}, None, "Drawing 0 cards"),
        ({"open_space_draw": 6}, None, "The open-space draw must be 0 to 5 cards."),
        ({"king_penalty": -1}, None, "The king penalty cannot be negative."),
        ({}, 7, "Kings in the Corner is for 2 to 6 players, not 7."),
        ({}, 1, "for 2 to 6 players, not 1"),
        ({"hand_size": 9}, 6, "6 hands of 9 plus the four layout cards need 58 cards; the pack has 52."),
        ({"hand_size": 13}, 4, "4 hands of 13 plus the four layout cards need 56 cards; the pack has 52."),
        ({"hand_size": 9, "jokers": True}, 6, r"need 58 cards \(and up to 2 more, as turned-up jokers are buried\)"),
        ({"hand_size": 10, "jokers": True}, 5, r"need 54 cards \(and up to 2 more, as turned-up jokers are buried\); "
                                               r"the pack has 54\."),
        ({"hand_size": 8, "layout_kings_to_corners": True}, 6, r"need 52 cards \(and up to 4 more, as turned-up "
                                                              r"kings go to the corners\); the pack has 52\."),
        ({"hand_size": 8, "layout_kings_to_corners": True, "jokers": True}, 6,
         r"up to 6 more, as turned-up kings go to the corners and turned-up jokers are buried"),
        ({"scoring": Scoring(target=None)}, None, "A match needs an end: a target score, a number of deals, or both."),
        ({"scoring": Scoring(target=0)}, None, "The target must be a positive number."),
        ({"scoring": Scoring(deals=0)}, None, "The number of deals must be positive."),
        ({"scoring": Scoring(Method.ELIMINATION, target=None, deals=5)}, None, "Elimination needs a threshold"),
        ({"scoring": Scoring(Method.CHIPS, target=50)}, None, "Chips without a starting stack need a fixed number"),
        # issue 12, bug 8: custom rules read from storage are bounded too
        ({"king_penalty": 10**400}, None, "The king penalty must be a number from 0 to 1000000."),
        ({"scoring": Scoring(target=1_000_001)}, None, "The target must be a number from 0 to 1000000."),
        ({"scoring": Scoring(deals=10**12)}, None, "The deals must be a number from 0 to 1000000."),
        ({"scoring": Scoring(ante=-1, deals=5)}, None, "The ante cannot be negative."),
        ({"scoring": Scoring(first_turn_bonus=-5)}, None, "The first turn bonus cannot be negative."),
        ({"scoring": Scoring(start_chips=-(10**9), deals=5)}, None, "The start chips must be a number from 0 to"),
    ],
)  # fmt: skip
def test_validate_refuses_impossible_rules(changes, players, message):
    """Product decision: Rules.validate refuses combinations that cannot be played, saying why."""
    with pytest.raises(RulesError, match=message):
        replace(STANDARD, **changes).validate(players)
    if players is None:
        with pytest.raises(RulesError, match=message):
            STANDARD.with_options(**changes)
    else:
        with pytest.raises(RulesError, match=message):
            Deal.new(
                replace(STANDARD, **changes), seed=0, players=players
            )  # seed 0 deals (not loops) without validation


@pytest.mark.parametrize(
    ("changes", "players"),
    [({"hand_size": 8}, 6), ({"hand_size": 12}, 4), ({"hand_size": 13}, 3), ({"jokers": True, "hand_size": 8}, 6),
     ({}, 2), ({}, 6), ({"hand_size": 4}, 6), ({"hand_size": 11, "layout_kings_to_corners": True}, 4),
     ({"hand_size": 11, "layout_kings_to_corners": True, "jokers": True}, 4)],
)  # fmt: skip
def test_validate_accepts_what_fits(changes, players):
    """Product decision: the pack must hold every hand plus four layout cards (6 x 8 + 4 = 52 fits), plus the cards
    the layout may pass over: both jokers (buried) and all four kings (sent to corners, when that option is on).

    Regression: 5 hands of 10 with jokers passed validation and Deal.new looped for ever when a joker was among
    the last four cards; 6 hands of 8 with layout kings raised IndexError when a king was turned up."""
    r = replace(STANDARD, **changes).validate(players)
    for seed in range(300):
        d = Deal.new(r, seed=seed, players=players)
        assert d.card_count() == (54 if r.jokers else 52)
        assert all(len(h) == r.hand_size for h in d.hands)
        assert all(len(p) == 1 for p in d.piles[:4])


def test_unknown_preset_and_bad_rule_data():
    """Product decision: unknown presets and bad rule data are RulesErrors listing what is wrong."""
    with pytest.raises(RulesError, match=r"There is no rules preset 'nope'\. Presets: standard, wikihow, "):
        preset("nope")
    with pytest.raises(RulesError, match="Unknown rule option"):
        Rules.from_dict({"hand_size": 7, "colour": "red"})
    with pytest.raises(RulesError, match="not a valid value for the rule option draw"):
        Rules.from_dict({"draw": "sometimes"})
    with pytest.raises(RulesError, match="not a valid value for the rule option hand_size"):
        Rules.from_dict({"hand_size": "7"})
    with pytest.raises(RulesError, match="not a valid value for the rule option must_play"):
        Rules.from_dict({"must_play": 1})
    with pytest.raises(RulesError, match=r"Unknown option\(s\) in scoring: bonus"):
        Rules.from_dict({"scoring": {"bonus": 3}})
    with pytest.raises(RulesError, match=r"scoring\.values"):
        Rules.from_dict({"scoring": {"values": "k11"}})
    with pytest.raises(RulesError, match="must be a JSON object"):
        Rules.from_dict(["standard"])  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="A hand of 20 cards"):
        Rules.from_dict({"hand_size": 20})
    assert Rules.from_dict({"scoring": {"target": None, "deals": 3}}).scoring.deals == 3
    assert Rules.from_dict({}) == Rules()


def test_with_options_names_custom_rules():
    """Product decision: changed rules are called custom unless given an id."""
    r = preset("must-play").with_options(draw_count=2)
    assert (r.id, r.name, r.must_play, r.draw_count) == ("custom", "Custom rules", True, 2)
    assert preset("standard").with_options(id="x", name="X").id == "x"
    assert STANDARD.scoring.payment is Payment.NONE
