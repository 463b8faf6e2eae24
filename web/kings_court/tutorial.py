"""King's Court's short tutorial (pure): the first moves of a game against a medium CPU, a step at a time.

You play Orange and move first: step a piece into the Court; Green answers from the other side; then a move of
your own, perhaps a jump. The steps say why, and how the turned board's neighbours lie. Nothing of the tutorial's
game is saved or counted.

>>> t, session = tutorial()
>>> t.progress(), session.seats[0].kind, session.seats[1].kind, len(session.shown.legal_moves())
('Step 1 of 5', 'human', 'medium', 8)
"""

from __future__ import annotations

from kings.kings_court.moves import Move
from kings.kings_court.rules import preset
from web.kings_court.session import Session
from web.kings_court.setup import Setup
from web.shell.seats import HUMAN, make_seats
from web.shell.tutorial import Step, Tutorial

SEED = 5

STEPS: tuple[Step, ...] = (
    Step("Welcome to King's Court", "The 16 squares in the middle of the board are the Court. Keep a piece of yours "
         "in it at all times, and capture the other side's last piece there to win. You play Orange and move first."),
    Step("Into the Court", "Your first move steps a piece onto the Court. The pieces that can are ringed: tap one "
         "next to the Court, then the lit square it can step to.", moves=1),
    Step("Neighbours", "Green stepped in from the opposite side. The board is turned: squares that share an edge "
         "are neighbours, up-left, up-right, down-left and down-right. A piece steps to an empty neighbour, in any "
         "direction."),
    Step("Jump", "A piece may also jump a neighbour of either colour to the empty square beyond it: a green piece "
         "jumped is captured, an orange one stays. From there it may jump again, one tap a landing. Make a move: a "
         "jump if you find one (Hint helps).", moves=1),
    Step("That's the game", "Keep a piece in the Court: a move that would leave you none there is not allowed. "
         "Undo takes a move back; Rules has every detail. Good luck!"),
)  # fmt: skip


def tutorial() -> tuple[Tutorial, Session]:
    """The steps, and the tutorial's game: you (Orange) and a medium CPU, standard rules."""
    return Tutorial(STEPS), Session.new(Setup(make_seats([HUMAN, "medium"]), preset("standard")), SEED)


def counts(move: Move) -> bool:
    """Every move of yours moves a waiting step on."""
    return True
