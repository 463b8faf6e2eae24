"""3-13's guide (pure): its rules page, its tutorial, its keys, and what the table says around the game (the
shell's :class:`~web.shell.features.Features` does the rest, as :data:`FEATURES` declares).

3-13's in-game rules page, generated from the engine's own rules data (pure): the words are the engine's
(:mod:`kings.three_thirteen.rulesdoc`, which also writes docs/three-thirteen-rules.md).

3-13's short tutorial (pure): the first turn of a game on a fixed deal, a step at a time.

You hold 7♣ K♣ 7♦ and the discard pile shows 7♠: take it, and the three sevens are a set; discard the K♣ and
go out. The steps say why, and what comes next. Nothing of the tutorial's game is saved or counted.

>>> t, session = tutorial()
>>> [c.code for c in session.shown.hands[0]], session.shown.pile[-1].code, t.progress()
(['7C', 'KC', '7D'], '7S', 'Step 1 of 5')

3-13's keyboard: which key does what.

Your hand is one Tab stop (the arrow keys move between the cards); Enter or Space picks the card under focus
to discard, and again (or ``P``) throws it on the pile. ``D`` draws from the stock, ``P`` takes the top discard
(or throws the picked card), ``G`` goes out when you can. With your own order, ``Shift+←`` and ``Shift+→`` move
the card under focus.

>>> command = KEYMAP.command
>>> command("d"), command("G"), command("?"), command("x"), command("h", ctrl=True)
(('action', 'stock'), ('action', 'out'), ('keys', ''), None, None)
"""

from __future__ import annotations

from kings.three_thirteen.rules import Rules, preset
from web.shell import protocols
from web.shell.features import FeatureSpec
from web.shell.keyhelp import KeyHelp, Keymap
from web.shell.rulesview import CREDITS, Section, from_doc
from web.shell.tutorial import Step, every_move, on_a_fixed_deal
from web.three_thirteen import words
from web.three_thirteen.results import deal_score
from web.three_thirteen.session import Session
from web.three_thirteen.setup import Settings, Setup
from web.three_thirteen.viewmodels import TableView

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


#: the tutorial's game: you and a medium CPU, standard rules, the fixed deal; every move (a draw, a discard) counts
tutorial = on_a_fixed_deal(STEPS, Session, Setup, preset("standard"), SEED)
counts = every_move


# -- the keys ------------------------------------------------------------------------------------------
ACTION_KEYS: dict[str, tuple[str, str]] = {
    "d": ("action", "stock"),
    "p": ("action", "pile"),
    "g": ("action", "out"),
    "h": ("action", "hint"),
    "a": ("action", "arrange"),
    "c": ("say", "hand"),
    "t": ("say", "table"),
    "o": ("say", "scores"),
    "escape": ("action", "cancel"),
}

KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    ("Moving around", (
        KeyHelp("Tab / Shift+Tab", "Go to your hand (one stop), the stock and the pile, the buttons"),
        KeyHelp("← →", "Move between the cards of your hand"),
        KeyHelp("Shift+← / Shift+→", "With your own order (A): move the card under focus"),
    )),
    ("Playing", (
        KeyHelp("D", "Draw from the stock"),
        KeyHelp("P", "Take the top card of the discard pile; with a card picked, discard it there"),
        KeyHelp("Enter or Space", "On a card: pick it to discard (again: discard it)"),
        KeyHelp("G", "Go out, when every card but one melds"),
        KeyHelp("H", "Hint: what the hard CPU would do"),
        KeyHelp("A", "Lay the hand out in its melds, or keep your own order"),
        KeyHelp("Escape", "Put back the card you picked (or close a dialog)"),
    )),
    ("Hearing the game", (
        KeyHelp("I", "Everything: the round, whose turn, your hand, the table, the scores"),
        KeyHelp("C", "Your hand and its melds"),
        KeyHelp("T", "The table: the discard pile, the stock and what each player did last"),
        KeyHelp("O", "The scores"),
        KeyHelp("?", "This list of keys"),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap(ACTION_KEYS)


Ui = protocols.Ui[TableView, Settings]  #: the page, as the controller sees it

#: What 3-13's table says around the game: speech, tutorial, dialogs and statistics.
FEATURES = FeatureSpec(
    keys=KEYS, rules_page=rules_page, speak=words.say, tutorial=tutorial, step_counts=counts,
    offer_title="New to 3-13?",
    offer_text="A short tutorial plays your first turn: taking a card that makes a set, and going out.",
    deal_score=deal_score, move_words=words.move_words, move_sound=words.move_sound,
)  # fmt: skip
