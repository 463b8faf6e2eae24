"""King's Court's refusals, word for word (product decision: every refused move gets one plain sentence a player can
act on, the table shows it as it is): each reason the engine gives, in the order it looks for them."""

from __future__ import annotations

import pytest

from kings.kings_court.moves import Move
from kings.kings_court.rules import preset
from kings.kings_court.state import CourtGame
from kings.seeding import Rng

pytestmark = pytest.mark.pyodide

START = "gogogogo/ogogogog/go4go/og4og/go4go/og4og/gogogogo/ogogogog o - 0 1"
AFTER_D3 = "gogogogo/ogogogog/go4go/og4og/go4go/og1o2og/gog1gogo/ogogogog g up 1 1"
MIDDLE = "8/8/5g2/3g4/2go4/2o1g3/8/8 o - 0 9"  # orange c3 d4 in the Court; green c4 d5 e3 f6
TAKEN = "8/8/4gg2/3g4/3o4/8/8/8 o - 0 9"  # orange d4; green d5 e6 f6: d4xd6 can go no further


@pytest.mark.parametrize(
    ("fen", "rules", "move", "reason"),
    [
        (START, "standard", "e5-e4", "There is no piece on e5."),
        (START, "standard", "b1-b2", "b1 holds a green piece: Orange moves the orange pieces."),
        (AFTER_D3, "standard", "b8-b7", "b8 holds an orange piece: Green moves the green pieces."),
        (START, "standard", "c1xc3", "No jumping in the first two moves: Orange's first move steps a piece onto the "
                                     "Court."),
        (START, "standard", "a1-a2", "Orange's first move steps a piece onto the Court from outside it."),
        (AFTER_D3, "standard", "c8xc6", "No jumping in the first two moves: Green's first piece enters the Court."),
        (AFTER_D3, "standard", "g4-f4", "Green's first piece enters the Court from the side opposite Orange's: d7-d6 "
                                        "or f7-f6."),
        (MIDDLE, "standard", "c3-c4", "c3 can't move there: c4 is taken."),
        (MIDDLE, "standard", "d4xf4", "d4 can't jump to f4: there is no piece on e4 to jump over."),
        (MIDDLE, "standard", "c3xa3", "c3 can't jump to a3: there is no piece on b3 to jump over."),
        (MIDDLE, "standard", "d4xd6xf6", "The jump can't go on from d6 to f6: there is no piece on e6 to jump over."),
        (MIDDLE, "standard", "d4xd6xd8", "The jump can't go on from d6 to d8: there is no piece on d7 to jump over."),
        (TAKEN, "standard", "d4xd6xf6", "The jump can't go on from d6 to f6: f6 is taken."),
        (MIDDLE, "checkers", "d4-e4", "A capture is possible and these rules make capturing compulsory: c3xc5xe5, "
                                      "for one."),
        (MIDDLE, "checkers", "c3xc5", "The jump must go on while it can (these rules): from c5 it can still jump "
                                      "to e5."),
        (MIDDLE, "standard", "d4-e4", None),
        (MIDDLE, "standard", "c3xc5", None),
    ],
)  # fmt: skip
def test_each_reason(fen, rules, move, reason):
    game = CourtGame.from_fen(fen, preset(rules))
    assert game.explain(Move.parse(move)) == reason


def test_a_landing_square_taken_and_the_court_rule():
    game = CourtGame.from_fen("8/8/8/2g5/2g5/2o5/8/8 o - 0 9")  # orange c3 alone in the Court; green c4, c5
    assert game.explain(Move.parse("c3xc5")) == "c3 can't jump to c5: c5 is taken."
    assert game.explain(Move.parse("c3-c2")) == "A move must leave you a piece in the Court."
    assert game.explain("c3-c2") == "That is not a King's Court move."  # type: ignore[arg-type]
    assert game.explain(Move((18,))) == "That is not a King's Court move."


def test_no_refusal_falls_through_to_the_catch_all():
    """Every move refused in positions of random games gets a specific reason, never "That move is not allowed
    here." (the engine's last resort)."""
    for rules in ("standard", "checkers", "any-side"):
        rng, game = Rng(4), CourtGame.new(preset(rules), seed=4)
        pool: list[Move] = []
        while not game.over:
            legal = game.legal_moves()
            pool.extend(legal[:5])
            for move in pool[-60:]:
                reason = game.explain(move)
                assert reason != "That move is not allowed here.", f"{move} in {game.fen()}"
            game = game.play(legal[rng.below(len(legal))])
