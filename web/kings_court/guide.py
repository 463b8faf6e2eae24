"""King's Court's guide for a new player (pure): its rules page and its tutorial.

King's Court's in-game rules page, generated from the engine's own rules data (pure): the words are the engine's
(:mod:`kings.kings_court.rulesdoc`, which also writes docs/kings-court-rules.md).

King's Court's short tutorial (pure): the first moves of a game against a medium CPU, a step at a time.

You play Orange and move first: step a piece into the Court; Green answers from the other side; then a move of
your own, perhaps a jump. The steps say why, and how the turned board's neighbours lie. Nothing of the tutorial's
game is saved or counted.

>>> t, session = tutorial()
>>> t.progress(), session.seats[0].kind, session.seats[1].kind, len(session.shown.legal_moves())
('Step 1 of 5', 'human', 'medium', 8)
"""

from __future__ import annotations

from kings.kings_court.moves import Move
from kings.kings_court.rules import Rules, preset
from web.kings_court.session import Session
from web.kings_court.setup import Setup
from web.shell.rulesview import Section, credits, from_doc
from web.shell.seats import HUMAN, make_seats
from web.shell.tutorial import Step, Tutorial

#: How to play at this table, before the full rules.
HOW_TO_PLAY = Section(
    "how", "Playing at this table",
    "The board is drawn as in the original, turned 45 degrees: the squares in the middle, marked, are the Court. "
    "Neighbouring squares touch along an edge: up-left, up-right, down-left and down-right.",
    items=(
        "Your pieces that can move are ringed. Tap one: the squares it can go to light up. Tap one of them.",
        "A multi-jump is one landing after another: tap each, tap straight where it ends, or drag the piece along "
        "its path. When the jump could stop or go on, tap its last landing again (or Stop) to end it there.",
        "The last move stays marked on the board, and the pieces it captured are crossed out.",
        "Each player's chip shows the pieces in the Court, on the board and captured. Undo takes back your last move "
        "(and the CPU's reply); Hint shows what the hard CPU would play. Press ? for the keys.",
    ),
)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the standard rules if None)."""
    from kings.kings_court.rulesdoc import sections  # the page's text loads when the page is opened

    return (HOW_TO_PLAY, *from_doc(sections(current or preset("standard"))), credits(cards=False))


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
