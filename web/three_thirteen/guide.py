"""3-13's guide for a new player (pure): its rules page and its tutorial.

3-13's in-game rules page, generated from the engine's own rules data (pure): the words are the engine's
(:mod:`kings.three_thirteen.rulesdoc`, which also writes docs/three-thirteen-rules.md).

3-13's short tutorial (pure): the first turn of a game on a fixed deal, a step at a time.

You hold 7♣ K♣ 7♦ and the discard pile shows 7♠: take it, and the three sevens are a set; discard the K♣ and
go out. The steps say why, and what comes next. Nothing of the tutorial's game is saved or counted.

>>> t, session = tutorial()
>>> [c.code for c in session.shown.hands[0]], session.shown.pile[-1].code, t.progress()
(['7C', 'KC', '7D'], '7S', 'Step 1 of 5')
"""

from __future__ import annotations

from kings.three_thirteen.moves import Move
from kings.three_thirteen.rules import Rules, preset
from web.shell.rulesview import CREDITS, Section, from_doc
from web.shell.seats import HUMAN, make_seats
from web.shell.tutorial import Step, Tutorial
from web.three_thirteen.session import Session
from web.three_thirteen.setup import Setup

#: How to play, in short, before the full rules: what the table does for the player.
HOW_TO_PLAY = Section(
    "how", "How to play",
    "Eleven rounds of rummy: the first deals 3 cards each, each next one more, up to 13. The rank equal to the "
    "number of cards dealt is wild: threes in the first round, kings in the last.",
    items=(
        "A turn: draw the top of the stock or of the discard pile, then discard a card.",
        "Melds: sets (three or more of a rank) and runs (three or more of a suit in a row, aces low). Wild cards "
        "stand for any card: on the table a gold ★ on a card's left edge marks it wild, and in a meld a gold tag on "
        "it says what it stands for (K♦).",
        "Going out: when every card but one melds, discard it and go out; everyone else has one more turn.",
        "Cards left over cost their points (ace 1, two to ten their number, faces 10); the lowest total after the "
        "last round wins.",
        "Playing: tap the stock or the pile to draw; tap a card, then the pile, to discard. Go out shows when you "
        "can. Your hand is laid out in its melds, or in your own order (Arrange). Press ? for the keys.",
    ),
)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the standard rules if None)."""
    from kings.three_thirteen.rulesdoc import sections  # the page's text loads when the page is opened

    return (HOW_TO_PLAY, *from_doc(sections(current or preset("standard"))), CREDITS)


SEED = 268  #: you play first, and the top discard makes a set with two of your cards

STEPS: tuple[Step, ...] = (
    Step("Welcome to 3-13", "Eleven rounds: the first deals 3 cards, each next one more, up to 13. The rank equal "
         "to the cards dealt is wild: threes now, kings in the last round. Meld your cards into sets (three of a "
         "rank) and runs (three in a row of one suit); cards left over cost points. Lowest total wins."),
    Step("Draw", "Each turn begins with a draw: the top of the stock, or the top of the discard pile. The 7♠ makes "
         "a set with your 7♣ and 7♦: tap the discard pile to take it.", moves=1),
    Step("Go out", "Your hand is laid out in its melds: a set of sevens, and the K♣ left over. When every card but "
         "one melds you may go out: press Go out, or tap the K♣ and then the pile, to discard it and go out.", moves=1),
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
