"""How a deal of Klondike is scored: the Windows standard scoring, Vegas, or none.

Standard (the values of Windows Solitaire, as its help and the solitaire sites that copy it list them): a card from
the waste to the tableau +5; a card sent home to a foundation +10; a card taken back from a foundation -15; a
face-down card turned over +5; going round the stock again -100 drawing one, -20 drawing three from the fourth
time on; the score never drops below 0. Moving cards between columns scores nothing. Windows also takes 2 points
every 10 seconds and gives 700,000 / seconds when a game of more than 30 seconds is won: the deal keeps no clock,
so those are :func:`time_penalty` (:func:`timed`: the score with it) and :func:`time_bonus` for a table that shows
a timer.

Vegas: the deal costs 52 (the score starts at -52) and every card sent home pays 5; a card taken back from a
foundation pays its 5 back (a decision: else it could be paid twice). Vegas is played with one pass drawing one,
three drawing three (the presets).

>>> from kings.klondike.rules import preset
>>> start_score(preset("vegas-one")), move_points(preset("draw-one"), from_waste=True, home=True, flipped=False)
(-52, 10)
>>> recycle_points(preset("draw-three"), 3), recycle_points(preset("draw-three"), 4), time_bonus(140)
(0, -20, 5000)
"""

from __future__ import annotations

from kings.klondike.rules import Rules, Scoring

WASTE_TO_TABLEAU = 5
HOME = 10
TAKE_BACK = -15
TURN_OVER = 5
RECYCLE_ONE = -100  #: every time, drawing one
RECYCLE_THREE = -20  #: drawing three, from the fourth time on
FREE_RECYCLES_THREE = 3
VEGAS_STAKE = -52
VEGAS_HOME = 5
TIME_STEP = 10  #: seconds per time penalty
TIME_COST = 2  #: points per time step
BONUS = 700_000  #: the time bonus is this divided by the seconds taken
BONUS_AFTER = 30  #: ... for a won game longer than this many seconds


def start_score(rules: Rules) -> int:
    """The score of a deal before its first move."""
    return VEGAS_STAKE if rules.scoring is Scoring.VEGAS else 0


def move_points(rules: Rules, *, from_waste: bool = False, home: bool = False, take_back: bool = False,
                flipped: bool = False) -> int:  # fmt: skip
    """What one card move scores: from the waste or not, sent home, taken back from a foundation, and whether it
    turned a face-down card over."""
    if rules.scoring is Scoring.VEGAS:
        return VEGAS_HOME if home else -VEGAS_HOME if take_back else 0
    if rules.scoring is Scoring.NONE:
        return 0
    points = HOME if home else TAKE_BACK if take_back else WASTE_TO_TABLEAU if from_waste else 0
    return points + (TURN_OVER if flipped else 0)


def recycle_points(rules: Rules, recycles: int) -> int:
    """What turning the waste over for the ``recycles``-th time scores."""
    if rules.scoring is not Scoring.STANDARD:
        return 0
    if rules.draw == 1:
        return RECYCLE_ONE
    return RECYCLE_THREE if recycles > FREE_RECYCLES_THREE else 0


def add(rules: Rules, score: int, points: int) -> int:
    """``score`` plus ``points``; the standard score never drops below 0 (as in Windows)."""
    total = score + points
    return max(0, total) if rules.scoring is Scoring.STANDARD else total


def time_penalty(seconds: float) -> int:
    """The standard score's time cost after ``seconds``: 2 points every 10 seconds (for a timed table)."""
    return -TIME_COST * int(seconds // TIME_STEP)


def timed(score: int, seconds: float) -> int:
    """The standard score a timed table shows after ``seconds``: ``score`` less :func:`time_penalty`, never below 0.

    >>> timed(55, 95), timed(55, 1000)
    (37, 0)
    """
    return max(0, score + time_penalty(seconds))


def time_bonus(seconds: float) -> int:
    """The standard score's bonus for a game won in ``seconds``: 700,000 / seconds, for games over 30 seconds."""
    return int(BONUS // seconds) if seconds > BONUS_AFTER else 0
