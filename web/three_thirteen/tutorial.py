"""3-13's short tutorial (pure): the first turn of a game on a fixed deal, a step at a time.

You hold 7♣ K♣ 7♦ and the discard pile shows 7♠: take it, and the three sevens are a set; discard the K♣ and
go out. The steps say why, and what comes next. Nothing of the tutorial's game is saved or counted.

>>> t, session = tutorial()
>>> [c.code for c in session.shown.hands[0]], session.shown.pile[-1].code, t.progress()
(['7C', 'KC', '7D'], '7S', 'Step 1 of 5')
"""

from __future__ import annotations

from kings.three_thirteen.moves import Move
from kings.three_thirteen.rules import preset
from web.shell.seats import HUMAN, make_seats
from web.shell.tutorial import Step, Tutorial
from web.three_thirteen.session import Session
from web.three_thirteen.setup import Setup

SEED = 268  #: you play first, and the top discard makes a set with two of your cards

STEPS: tuple[Step, ...] = (
    Step("Welcome to 3-13", "Eleven rounds: the first deals 3 cards, each next one more, up to 13. The rank equal "
         "to the cards dealt is wild: threes now, kings in the last round. Meld your cards into sets (three of a "
         "rank) and runs (three in a row of one suit); cards left over cost points. Lowest total wins."),
    Step("Draw", "Each turn begins with a draw: the top of the stock, or the top of the discard pile. The 7♠ makes "
         "a set with your 7♣ and 7♦: tap the discard pile to take it.", moves=1),
    Step("Go out", "Your hand is laid out in its melds: a set of sevens, and the K♣ left over. When every card but "
         "one melds you may go out: press Go out to discard the K♣ (or tap it, then the pile, to play on).", moves=1),
    Step("One more turn each", "After someone goes out, everyone else has one more turn; then every hand is laid "
         "down and what is left over counts against it. Yours counts nothing this round."),
    Step("That's the game", "Next round deals four cards and fours are wild, and so on. Hint shows what the hard "
         "CPU would do; Rules has every detail. Good luck!"),
)  # fmt: skip


def tutorial() -> tuple[Tutorial, Session]:
    """The steps, and the tutorial's game: you and a medium CPU, standard rules, the fixed deal."""
    return Tutorial(STEPS), Session.new(Setup(make_seats([HUMAN, "medium"]), preset("standard")), SEED)


def counts(move: Move) -> bool:
    """Every move of yours moves a waiting step on (a draw, then a discard)."""
    return True
