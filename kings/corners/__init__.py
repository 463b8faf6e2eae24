"""Kings in the Corner: the public façade.

>>> from kings.corners import Deal, Move, preset
>>> deal = Deal.new(preset("standard"), seed=42, players=2)
>>> deal.play(Move.parse("KS>N"))
Traceback (most recent call last):
  ...
kings.errors.IllegalMoveError: You do not hold K♠.

Start with :meth:`Deal.new` (one deal) or :meth:`Match.new` (a scored series of deals);
:meth:`Deal.legal_moves` lists what the player to act may do, :meth:`Deal.play` returns the
next state, :attr:`Deal.outcome` says how the deal ended, :meth:`Deal.observe` is one seat's view.
"""

from kings.corners.deal import Deal
from kings.corners.events import Event, Outcome
from kings.corners.match import DealResult, Match, MatchRecord, Standing, match_ends
from kings.corners.movegen import Turn
from kings.corners.moves import CORNERS, DRAW, END_TURN, PLACES, SIDES, Draw, EndTurn, Move, Place, Play, Shift
from kings.corners.notation import DealRecord
from kings.corners.observation import MatchView, Observation
from kings.corners.presets import PRESETS, STANDARD, preset
from kings.corners.rules import (
    CARD_VALUES,
    Build,
    CardValues,
    Colour,
    Direction,
    DrawTiming,
    Kings,
    Method,
    Payment,
    Rules,
    Scoring,
)
from kings.corners.scoring import DealScore, hand_value, score_deal

__all__ = [
    "CARD_VALUES", "CORNERS", "DRAW", "END_TURN", "PLACES", "PRESETS", "SIDES", "STANDARD",
    "Build", "CardValues", "Colour", "Deal", "DealRecord", "DealResult", "DealScore", "Direction", "Draw",
    "DrawTiming", "EndTurn", "Event", "Kings", "Match", "MatchRecord", "MatchView", "Method", "Move", "Observation",
    "Outcome", "Payment", "Place", "Play", "Rules", "Scoring", "Shift", "Standing", "Turn", "hand_value",
    "match_ends", "preset", "score_deal",
]  # fmt: skip
